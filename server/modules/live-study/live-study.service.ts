// Live study rooms (screens.md §8.2 lobby, §8.3 room): a lobby of open rooms, rooms of at most 10 people present,
// hosted by one member (at most 3 open rooms each) with co-leaders, a shared passage with a focused verse, raised
// hands, notes merged per paragraph, and a room chat under the community rules. Reading needs `community.read`;
// creating, joining and everything done inside a room need `community.post` (402 for free members).
// Presence is kept in study_room_members; the sweep (sweep.ts) records time-outs, hands hosting over and closes
// idle rooms. Events are published on `room:{id}` and `lobby` after each transaction commits.
import { randomBytes, timingSafeEqual } from "node:crypto";
import type { z } from "zod";
import { parseReference } from "@common/bible/reference";
import { hasFeature } from "@common/policies/entitlements";
import { communityMessages } from "@common/schemas/community";
import {
  type changePassageInput,
  type createRoomInput,
  type FocusDto,
  type HandDto,
  type HeartbeatDto,
  type heartbeatInput,
  LIVE_STUDY_LIMITS,
  type LeaveDto,
  type LobbyDto,
  liveStudyErrorCodes as codes,
  liveStudyMessages as messages,
  type MemberChangedDto,
  type notesInput,
  type PassageChangedDto,
  type RoomClosedDto,
  type RoomMessageDto,
  type RoomMessagesPageDto,
  type RoomNotesDto,
  type RoomPassageDto,
  roomPassageOf,
  type RoomRole,
  type RoomStateDto,
} from "@common/schemas/live-study";
import type { Db } from "@server/db/client";
import type { ActorContext } from "@server/http/context";
import { AppError, badRequest, conflict } from "@server/http/errors";
import { type ActorAccess, requireActorFeature } from "@server/modules/access/access.service";
import { updateCounters } from "@server/modules/achievements/progress";
import { lockMember } from "@server/modules/courses/courses.queries";
import { findActiveMute } from "@server/modules/mutes/mutes.queries";
import { assertNotMuted, assertPostingRate } from "@server/modules/mutes/posting-guard";
import { loadPublicProfiles, toPublicProfile } from "@server/modules/profile/public-profile";
import { RoomEvents } from "./live-study.events";
import {
  clearHands,
  countOpenRoomsHostedBy,
  countPresent,
  displayNameOf,
  endPresence,
  findMember,
  findRoom,
  findRoomMessage,
  insertRoom,
  insertRoomMessage,
  listLobbyRooms,
  listPresent,
  type MemberRow,
  pageRoomMessages,
  profileOf,
  type RoomMessageRow,
  type RoomRow,
  updateMember,
  updateRoom,
  updateRoomMessage,
  upsertMember,
} from "./live-study.queries";
import {
  orderPeople,
  passageOf,
  presentLobbyRoom,
  presentPerson,
  presentRoomInfo,
  presentRoomMessage,
  statusOf,
} from "./live-study.presenter";
import { mergeNotes } from "./notes-merge";

// ---------- errors ----------

const roomNotFound = () => new AppError(404, codes.notFound, messages.notFound);
const roomPrivate = () => new AppError(403, codes.roomPrivate, messages.roomPrivate);
const removedFromRoom = () => new AppError(403, codes.removedFromRoom, messages.removed);
const roomClosed = () => conflict(codes.roomClosed, messages.roomClosedAction);
const notPresent = () => conflict(codes.notPresent, messages.notPresent);
const leaderOnly = () => new AppError(403, codes.notRoomLeader, messages.leaderOnly);
const hostOnly = () => new AppError(403, codes.notRoomHost, messages.hostOnly);

// ---------- helpers ----------

const canPostWith = (actorAccess: ActorAccess) =>
  hasFeature(actorAccess.access, "community.post", { isAdmin: actorAccess.isAdmin });

const isPresentMember = (member: MemberRow | undefined): boolean =>
  !!member && member.presentSince !== null && member.removedAt === null;

/** Compares an invite token in constant time. */
function tokenMatches(room: RoomRow, token: string | undefined): boolean {
  if (!room.inviteToken || !token) return false;
  const expected = Buffer.from(room.inviteToken);
  const given = Buffer.from(token);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** A passage a room can show, from a typed reference, or 400 invalid_passage with the reason. */
function passageFrom(reference: string): RoomPassageDto {
  const check = roomPassageOf(parseReference(reference));
  if (!check.ok) throw badRequest(codes.invalidPassage, check.message);
  return check.passage;
}

/** The verse must lie inside the room's passage. */
function assertInPassage(room: RoomRow, verse: number | null): void {
  if (verse === null) return;
  if (
    room.passageStart === null ||
    room.passageEnd === null ||
    verse < room.passageStart ||
    verse > room.passageEnd
  )
    throw badRequest(codes.notInPassage, messages.verseOutsidePassage);
}

async function systemLine(
  tx: Db,
  events: RoomEvents,
  roomId: string,
  body: string,
  now: Date,
): Promise<RoomMessageRow> {
  const row = await insertRoomMessage(tx, { roomId, authorId: null, kind: "system", body, createdAt: now });
  events.message(presentRoomMessage(row, new Map()));
  return row;
}

/**
 * The room, locked, with the actor's membership; 404 when missing, 409 when closed, 409 not_present unless the
 * actor is in it now, and the role check when asked.
 */
async function roomForAction(
  tx: Db,
  roomId: string,
  userId: string,
  need: "present" | "leader" | "host",
): Promise<{ room: RoomRow; member: MemberRow }> {
  const room = await findRoom(tx, roomId, true);
  if (!room) throw roomNotFound();
  if (room.closedAt) throw roomClosed();
  const member = await findMember(tx, roomId, userId, true);
  if (member?.removedAt) throw removedFromRoom();
  if (!member || !isPresentMember(member)) throw notPresent();
  if (need === "leader" && member.role === "member") throw leaderOnly();
  if (need === "host" && member.role !== "host") throw hostOnly();
  return { room, member };
}

/** After a present member's row is marked gone: "{name} left", and the room is empty when they were the last. */
export async function recordLeaving(
  tx: Db,
  events: RoomEvents,
  room: RoomRow,
  userId: string,
  now: Date,
): Promise<void> {
  const others = await countPresent(tx, room.id, userId);
  await updateRoom(tx, room.id, { lastActiveAt: now, emptySince: others === 0 ? now : null });
  await systemLine(tx, events, room.id, messages.left(await displayNameOf(tx, userId)), now);
  events
    .room({ type: "member.left", roomId: room.id, userId })
    .lobby({ type: "room.presence", id: room.id, present: others }, room.visibility === "public");
}

// ---------- state ----------

async function loadState(
  ctx: ActorContext,
  room: RoomRow,
  member: MemberRow | undefined,
  canPost: boolean,
): Promise<RoomStateDto> {
  const now = ctx.clock.now();
  const userId = ctx.actor.userId;
  const [people, page, mute, hostProfiles] = await Promise.all([
    listPresent(ctx.db, room.id),
    pageRoomMessages(ctx.db, room.id, userId),
    findActiveMute(ctx.db, userId, now),
    loadPublicProfiles(ctx.db, room.hostId ? [room.hostId] : []),
  ]);
  const authors = await loadPublicProfiles(
    ctx.db,
    page.rows.flatMap((row) => (row.authorId ? [row.authorId] : [])),
  );
  const belongs = !!member && member.removedAt === null;
  const dtoPeople = orderPeople(people.map((person) => presentPerson(person, now)));
  return {
    room: presentRoomInfo(room, room.hostId ? (hostProfiles.get(room.hostId) ?? null) : null, belongs),
    you: {
      userId,
      role: belongs ? member.role : null,
      present: isPresentMember(member),
      removed: !!member?.removedAt,
      canPost,
      mutedUntil: mute ? mute.until.toISOString() : null,
    },
    passage: passageOf(room),
    focusVerse: room.focusVerseId,
    people: dtoPeople,
    raisedHands: dtoPeople.flatMap((person) =>
      person.raisedHandVerse === null ? [] : [{ userId: person.user.userId, verse: person.raisedHandVerse }],
    ),
    notes: {
      text: room.notes,
      version: room.notesVersion,
      updatedAt: room.notesUpdatedAt?.toISOString() ?? null,
    },
    messages: page.rows.map((row) => presentRoomMessage(row, authors)),
    hasOlderMessages: page.hasOlder,
    closed: room.closedAt !== null,
  };
}

/**
 * Who may read a room: its members (not removed); a private room also whoever holds its invite token; a public room
 * any member. Returns the membership when there is one.
 */
async function readableRoom(
  ctx: ActorContext,
  roomId: string,
  token: string | undefined,
): Promise<{ room: RoomRow; member: MemberRow | undefined }> {
  const room = await findRoom(ctx.db, roomId);
  if (!room) throw roomNotFound();
  const member = await findMember(ctx.db, roomId, ctx.actor.userId);
  if (member?.removedAt) throw removedFromRoom();
  if (room.visibility === "private" && !member && !tokenMatches(room, token)) throw roomPrivate();
  return { room, member };
}

// ---------- lobby ----------

/** GET /api/live-study/rooms */
export async function getLobby(ctx: ActorContext): Promise<LobbyDto> {
  const actorAccess = await requireActorFeature(ctx, "community.read");
  const [rows, hostingOpen] = await Promise.all([
    listLobbyRooms(ctx.db, ctx.actor.userId),
    countOpenRoomsHostedBy(ctx.db, ctx.actor.userId),
  ]);
  return { rooms: rows.map(presentLobbyRoom), canPost: canPostWith(actorAccess), hostingOpen };
}

/** POST /api/live-study/rooms — the room, with its host in it. */
export async function createRoom(
  ctx: ActorContext,
  input: z.output<typeof createRoomInput>,
): Promise<RoomStateDto> {
  await requireActorFeature(ctx, "community.post");
  const userId = ctx.actor.userId;
  const passage = input.passage ? passageFrom(input.passage) : null;
  const now = ctx.clock.now();
  const events = new RoomEvents();
  const { room, member } = await ctx.db.transaction(async (tx) => {
    // One creation at a time per member, so two quick requests can't both pass the 3-room limit.
    await lockMember(tx, userId);
    if ((await countOpenRoomsHostedBy(tx, userId)) >= LIVE_STUDY_LIMITS.hostOpenRoomsMax)
      throw conflict(codes.hostRoomLimit, messages.hostLimit);
    const room = await insertRoom(tx, {
      name: input.name,
      hostId: userId,
      visibility: input.visibility,
      inviteToken: input.visibility === "private" ? randomBytes(16).toString("base64url") : null,
      maxParticipants: LIVE_STUDY_LIMITS.maxParticipants,
      translationId: input.translation ?? "kjv",
      passageRef: passage?.reference ?? null,
      passageStart: passage?.startVerse ?? null,
      passageEnd: passage?.endVerse ?? null,
      createdAt: now,
      lastActiveAt: now,
    });
    const member = await upsertMember(tx, {
      roomId: room.id,
      userId,
      role: "host",
      joinedAt: now,
      presentSince: now,
      lastHeartbeatAt: now,
      lastInteractionAt: now,
      following: true,
    });
    await systemLine(tx, events, room.id, messages.joined(await displayNameOf(tx, userId)), now);
    events.lobby({ type: "room.created", id: room.id }, room.visibility === "public");
    return { room, member };
  });
  await events.publish(ctx);
  return loadState(ctx, room, member, true);
}

// ---------- room ----------

/** GET /api/live-study/rooms/:id?token= */
export async function getRoomState(ctx: ActorContext, roomId: string, token?: string): Promise<RoomStateDto> {
  const actorAccess = await requireActorFeature(ctx, "community.read");
  const { room, member } = await readableRoom(ctx, roomId, token);
  return loadState(ctx, room, member, canPostWith(actorAccess));
}

/** GET /api/live-study/rooms/:id/messages?before= */
export async function getRoomMessages(
  ctx: ActorContext,
  roomId: string,
  before: string | undefined,
): Promise<RoomMessagesPageDto> {
  await requireActorFeature(ctx, "community.read");
  await readableRoom(ctx, roomId, undefined);
  let cursor: { at: Date; seq: number } | undefined;
  if (before) {
    const from = await findRoomMessage(ctx.db, before);
    if (!from || from.roomId !== roomId)
      throw badRequest("invalid_cursor", "That message isn't in this room.");
    cursor = { at: from.createdAt, seq: from.seq };
  }
  const page = await pageRoomMessages(ctx.db, roomId, ctx.actor.userId, {
    before: cursor,
    limit: LIVE_STUDY_LIMITS.messagesPage,
  });
  const authors = await loadPublicProfiles(
    ctx.db,
    page.rows.flatMap((row) => (row.authorId ? [row.authorId] : [])),
  );
  return { messages: page.rows.map((row) => presentRoomMessage(row, authors)), hasOlder: page.hasOlder };
}

/** GET /api/live-study/rooms/:id/notes */
export async function getRoomNotes(ctx: ActorContext, roomId: string): Promise<RoomNotesDto> {
  await requireActorFeature(ctx, "community.read");
  const { room } = await readableRoom(ctx, roomId, undefined);
  return {
    text: room.notes,
    version: room.notesVersion,
    updatedAt: room.notesUpdatedAt?.toISOString() ?? null,
  };
}

/**
 * POST /api/live-study/rooms/:id/join — an open room, not removed, a private room's token or prior membership, and
 * a free place counted from the people present while the room row is locked (so the 11th is refused even when
 * several join at once). Joining while already present refreshes the presence only.
 */
export async function joinRoom(
  ctx: ActorContext,
  roomId: string,
  inviteToken?: string,
): Promise<RoomStateDto> {
  await requireActorFeature(ctx, "community.post");
  const userId = ctx.actor.userId;
  const now = ctx.clock.now();
  const events = new RoomEvents();
  const { room, member } = await ctx.db.transaction(async (tx) => {
    const room = await findRoom(tx, roomId, true);
    if (!room) throw roomNotFound();
    if (room.closedAt) throw conflict(codes.roomClosed, messages.closed);
    const existing = await findMember(tx, roomId, userId, true);
    if (existing?.removedAt) throw removedFromRoom();
    if (room.visibility === "private" && !existing && !tokenMatches(room, inviteToken)) throw roomPrivate();
    if (existing && isPresentMember(existing)) {
      const member = await updateMember(tx, roomId, userId, { lastHeartbeatAt: now, lastInteractionAt: now });
      return { room, member: member ?? existing };
    }
    const others = await countPresent(tx, roomId, userId);
    if (others >= room.maxParticipants)
      throw new AppError(409, codes.roomFull, messages.roomFull(others, room.maxParticipants), {
        present: others,
        max: room.maxParticipants,
      });
    const firstWithCompany = others > 0 && !existing?.joinedWithCompanyAt;
    const member = await upsertMember(tx, {
      roomId,
      userId,
      role: existing?.role ?? "member",
      joinedAt: existing?.joinedAt ?? now,
      presentSince: now,
      lastHeartbeatAt: now,
      lastInteractionAt: now,
      following: true,
      lookingAt: null,
      raisedHandVerse: null,
      joinedWithCompanyAt: existing?.joinedWithCompanyAt ?? (others > 0 ? now : null),
    });
    // "Gathered Together": rooms joined while someone else was there.
    if (firstWithCompany) await updateCounters(tx, userId, ["live_rooms_joined"], now);
    const updated = await updateRoom(tx, roomId, { lastActiveAt: now, emptySince: null });
    const profile = await profileOf(tx, userId);
    await systemLine(tx, events, roomId, messages.joined(profile?.displayName ?? "A member"), now);
    if (profile)
      events.room({ type: "member.joined", roomId, person: presentPerson({ ...member, profile }, now) });
    events.lobby({ type: "room.presence", id: roomId, present: others + 1 }, room.visibility === "public");
    return { room: updated, member };
  });
  await events.publish(ctx);
  return loadState(ctx, room, member, true);
}

/**
 * POST /api/live-study/rooms/:id/leave — explicit leave (also sent by navigator.sendBeacon on pagehide). No plan is
 * needed to leave; leaving a room one isn't in is harmless.
 */
export async function leaveRoom(ctx: ActorContext, roomId: string): Promise<LeaveDto> {
  const userId = ctx.actor.userId;
  const now = ctx.clock.now();
  const events = new RoomEvents();
  const left = await ctx.db.transaction(async (tx) => {
    const room = await findRoom(tx, roomId, true);
    if (!room) throw roomNotFound();
    const member = await findMember(tx, roomId, userId, true);
    if (!isPresentMember(member) || room.closedAt) return false;
    await updateMember(tx, roomId, userId, { presentSince: null, lastPresentAt: now, raisedHandVerse: null });
    await recordLeaving(tx, events, room, userId, now);
    return true;
  });
  await events.publish(ctx);
  return { left };
}

/**
 * POST /api/live-study/rooms/:id/heartbeat — keeps the member present and reports what they follow and look at.
 * A change of following, verse or status is published; 409 not_present once the room has let them go.
 */
export async function heartbeat(
  ctx: ActorContext,
  roomId: string,
  input: z.output<typeof heartbeatInput>,
): Promise<HeartbeatDto> {
  const userId = ctx.actor.userId;
  const now = ctx.clock.now();
  const events = new RoomEvents();
  const status = await ctx.db.transaction(async (tx) => {
    const room = await findRoom(tx, roomId);
    if (!room) throw roomNotFound();
    if (room.closedAt) throw roomClosed();
    const member = await findMember(tx, roomId, userId, true);
    if (member?.removedAt) throw removedFromRoom();
    if (!member || !isPresentMember(member)) throw notPresent();
    const reported = input.interactedAt ? new Date(input.interactedAt) : undefined;
    const interaction =
      reported && reported.getTime() <= now.getTime()
        ? new Date(Math.max(reported.getTime(), member.lastInteractionAt?.getTime() ?? 0))
        : (member.lastInteractionAt ?? now);
    const lookingAt = input.lookingAt === undefined ? member.lookingAt : input.lookingAt;
    const updated = await updateMember(tx, roomId, userId, {
      lastHeartbeatAt: now,
      lastInteractionAt: interaction,
      following: input.following,
      lookingAt,
    });
    if (!updated) throw notPresent();
    const before = statusOf(member, member.lastHeartbeatAt ?? now);
    const after = statusOf(updated, now);
    if (before !== after || member.following !== updated.following || member.lookingAt !== updated.lookingAt)
      events.room({
        type: "presence.changed",
        roomId,
        userId,
        status: after,
        following: updated.following,
        lookingAt: updated.lookingAt,
      });
    return after;
  });
  await events.publish(ctx);
  return { status };
}

/** POST /api/live-study/rooms/:id/passage — host or co-leader; clears the focus and raised hands. */
export async function changePassage(
  ctx: ActorContext,
  roomId: string,
  input: z.output<typeof changePassageInput>,
): Promise<PassageChangedDto> {
  await requireActorFeature(ctx, "community.post");
  const passage = passageFrom(input.reference);
  const now = ctx.clock.now();
  const events = new RoomEvents();
  await ctx.db.transaction(async (tx) => {
    const { room } = await roomForAction(tx, roomId, ctx.actor.userId, "leader");
    await updateRoom(tx, roomId, {
      passageRef: passage.reference,
      passageStart: passage.startVerse,
      passageEnd: passage.endVerse,
      focusVerseId: null,
      lastActiveAt: now,
    });
    await clearHands(tx, roomId);
    events.room({ type: "passage.changed", roomId, passage, focusVerse: null });
    await systemLine(tx, events, roomId, messages.passageChanged(passage.reference), now);
    events.lobby({ type: "room.updated", id: roomId }, room.visibility === "public");
  });
  await events.publish(ctx);
  return { passage, focusVerse: null };
}

/** POST /api/live-study/rooms/:id/focus — host or co-leader; a verse of the passage, or null to clear. */
export async function focusVerse(ctx: ActorContext, roomId: string, verse: number | null): Promise<FocusDto> {
  await requireActorFeature(ctx, "community.post");
  const now = ctx.clock.now();
  const events = new RoomEvents();
  await ctx.db.transaction(async (tx) => {
    const { room } = await roomForAction(tx, roomId, ctx.actor.userId, "leader");
    assertInPassage(room, verse);
    await updateRoom(tx, roomId, { focusVerseId: verse, lastActiveAt: now });
    events.room({ type: "focus.changed", roomId, verse, by: ctx.actor.userId });
  });
  await events.publish(ctx);
  return { focusVerse: verse };
}

/** POST /api/live-study/rooms/:id/hand — anyone present raises a hand on a verse of the passage, or lowers it. */
export async function raiseHand(ctx: ActorContext, roomId: string, verse: number | null): Promise<HandDto> {
  await requireActorFeature(ctx, "community.post");
  const userId = ctx.actor.userId;
  const now = ctx.clock.now();
  const events = new RoomEvents();
  await ctx.db.transaction(async (tx) => {
    const { room } = await roomForAction(tx, roomId, userId, "present");
    assertInPassage(room, verse);
    await updateMember(tx, roomId, userId, { raisedHandVerse: verse, lastInteractionAt: now });
    events.room({ type: "hand.changed", roomId, userId, verse });
  });
  await events.publish(ctx);
  return { verse };
}

/** PUT /api/live-study/rooms/:id/notes — anyone present; merged by paragraph into the stored notes. */
export async function saveNotes(
  ctx: ActorContext,
  roomId: string,
  input: z.output<typeof notesInput>,
): Promise<RoomNotesDto> {
  await requireActorFeature(ctx, "community.post");
  const userId = ctx.actor.userId;
  const now = ctx.clock.now();
  const events = new RoomEvents();
  const notes = await ctx.db.transaction(async (tx) => {
    const { room } = await roomForAction(tx, roomId, userId, "present");
    // The page's edit started from the stored version: nothing to merge.
    const text =
      input.version === room.notesVersion ? input.text : mergeNotes(input.baseText, input.text, room.notes);
    if (text.length > LIVE_STUDY_LIMITS.notesMax) throw badRequest(codes.notesTooLong, messages.notesTooLong);
    if (text === room.notes)
      return { text, version: room.notesVersion, updatedAt: room.notesUpdatedAt?.toISOString() ?? null };
    const version = room.notesVersion + 1;
    await updateRoom(tx, roomId, {
      notes: text,
      notesVersion: version,
      notesUpdatedAt: now,
      lastActiveAt: now,
    });
    await updateMember(tx, roomId, userId, { lastInteractionAt: now });
    events.notes(roomId, version, userId, text);
    return { text, version, updatedAt: now.toISOString() };
  });
  await events.publish(ctx);
  return notes;
}

/** POST /api/live-study/rooms/:id/members/:userId/role — the host makes a present or absent member co-leader or member. */
export async function setMemberRole(
  ctx: ActorContext,
  roomId: string,
  targetId: string,
  role: Exclude<RoomRole, "host">,
): Promise<MemberChangedDto> {
  await requireActorFeature(ctx, "community.post");
  const events = new RoomEvents();
  await ctx.db.transaction(async (tx) => {
    const { room } = await roomForAction(tx, roomId, ctx.actor.userId, "host");
    if (targetId === ctx.actor.userId) throw badRequest(codes.cannotChangeSelf, messages.cannotChangeSelf);
    const target = await findMember(tx, roomId, targetId, true);
    if (!target || target.removedAt) throw badRequest(codes.noSuchMember, messages.noSuchMember);
    if (target.role === role) return;
    await updateMember(tx, roomId, targetId, { role });
    events.room({ type: "role.changed", roomId, userId: targetId, role, hostId: room.hostId });
  });
  await events.publish(ctx);
  return { userId: targetId, role, removed: false };
}

/** POST /api/live-study/rooms/:id/members/:userId/remove — the host removes a member for good. */
export async function removeMember(
  ctx: ActorContext,
  roomId: string,
  targetId: string,
): Promise<MemberChangedDto> {
  await requireActorFeature(ctx, "community.post");
  const now = ctx.clock.now();
  const events = new RoomEvents();
  await ctx.db.transaction(async (tx) => {
    const { room } = await roomForAction(tx, roomId, ctx.actor.userId, "host");
    if (targetId === ctx.actor.userId) throw badRequest(codes.cannotChangeSelf, messages.cannotChangeSelf);
    const target = await findMember(tx, roomId, targetId, true);
    if (!target) throw badRequest(codes.noSuchMember, messages.noSuchMember);
    if (target.removedAt) return;
    const wasPresent = isPresentMember(target);
    await updateMember(tx, roomId, targetId, {
      removedAt: now,
      role: "member",
      presentSince: null,
      raisedHandVerse: null,
      ...(wasPresent ? { lastPresentAt: now } : {}),
    });
    const name = await displayNameOf(tx, targetId);
    await systemLine(tx, events, roomId, messages.removedLine(name), now);
    events.room({ type: "member.removed", roomId, userId: targetId });
    if (wasPresent) {
      const present = await countPresent(tx, roomId);
      events
        .room({ type: "member.left", roomId, userId: targetId })
        .lobby({ type: "room.presence", id: roomId, present }, room.visibility === "public");
    }
    await updateRoom(tx, roomId, { lastActiveAt: now });
    // Last: the removed member's page gets member.removed above, then their subscription is dropped.
    events.revoke(roomId, targetId);
  });
  await events.publish(ctx);
  return { userId: targetId, role: "member", removed: true };
}

/** Closes a room: nobody is present any more; the chat stays readable. Used by the host and by the sweep. */
export async function closeRoomIn(
  tx: Db,
  events: RoomEvents,
  room: RoomRow,
  now: Date,
  line: string | null,
): Promise<void> {
  await endPresence(tx, room.id, now);
  await updateRoom(tx, room.id, { closedAt: now, focusVerseId: null });
  if (line) await systemLine(tx, events, room.id, line, now);
  events
    .room({ type: "room.closed", roomId: room.id })
    .lobby({ type: "room.closed", id: room.id }, room.visibility === "public");
}

/** POST /api/live-study/rooms/:id/close — the host closes the room. */
export async function closeRoom(ctx: ActorContext, roomId: string): Promise<RoomClosedDto> {
  const now = ctx.clock.now();
  const events = new RoomEvents();
  await ctx.db.transaction(async (tx) => {
    const room = await findRoom(tx, roomId, true);
    if (!room) throw roomNotFound();
    if (room.closedAt) throw roomClosed();
    const member = await findMember(tx, roomId, ctx.actor.userId, true);
    if (!member || member.removedAt || member.role !== "host") throw hostOnly();
    await closeRoomIn(tx, events, room, now, messages.closedLine);
  });
  await events.publish(ctx);
  return { closedAt: now.toISOString() };
}

// ---------- chat ----------

/** POST /api/live-study/rooms/:id/messages — anyone present, not muted, within the shared rate limit. */
export async function postRoomMessage(
  ctx: ActorContext,
  roomId: string,
  body: string,
): Promise<RoomMessageDto> {
  await requireActorFeature(ctx, "community.post");
  const userId = ctx.actor.userId;
  const now = ctx.clock.now();
  const events = new RoomEvents();
  const message = await ctx.db.transaction(async (tx) => {
    await roomForAction(tx, roomId, userId, "present");
    // One post at a time per member (the same lock community chat takes): the limit counts what earlier posts stored.
    await lockMember(tx, userId);
    await assertNotMuted(tx, userId, now);
    await assertPostingRate(tx, userId, now);
    const row = await insertRoomMessage(tx, {
      roomId,
      authorId: userId,
      kind: "message",
      body,
      createdAt: now,
    });
    await updateRoom(tx, roomId, { lastActiveAt: now });
    await updateMember(tx, roomId, userId, { lastInteractionAt: now });
    const profile = await profileOf(tx, userId);
    const dto = presentRoomMessage(row, new Map(profile ? [[userId, toPublicProfile(profile)]] : []));
    events.message(dto);
    return dto;
  });
  await events.publish(ctx);
  return message;
}

/** DELETE /api/live-study/rooms/:id/messages/:messageId — the author deletes their own line. */
export async function deleteRoomMessage(
  ctx: ActorContext,
  roomId: string,
  messageId: string,
): Promise<RoomMessageDto> {
  const now = ctx.clock.now();
  const events = new RoomEvents();
  const dto = await ctx.db.transaction(async (tx) => {
    const message = await findRoomMessage(tx, messageId, true);
    if (!message || message.roomId !== roomId || message.kind !== "message")
      throw new AppError(404, "not_found", "That message doesn't exist.");
    if (message.authorId !== ctx.actor.userId)
      throw new AppError(403, codes.forbidden, communityMessages.notYourMessage);
    if (!message.deletedAt) {
      await updateRoomMessage(tx, messageId, { deletedAt: now });
      events.room({ type: "message.deleted", roomId, id: messageId });
    }
    const profile = await profileOf(tx, ctx.actor.userId);
    return presentRoomMessage(
      { ...message, deletedAt: message.deletedAt ?? now },
      new Map(profile ? [[ctx.actor.userId, toPublicProfile(profile)]] : []),
    );
  });
  await events.publish(ctx);
  return dto;
}
