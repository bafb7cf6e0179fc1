// Live study DTOs (common/schemas/live-study.ts). Another member only through the public projection.
import type { TranslationId } from "@common/bible/constants";
import {
  LIVE_STUDY_LIMITS,
  type LobbyRoomDto,
  type RoomInfoDto,
  type RoomMessageDto,
  type RoomPassageDto,
  type RoomPersonDto,
  type RoomRole,
} from "@common/schemas/live-study";
import type { PublicProfileDto } from "@common/schemas/public-profile";
import { toPublicProfile } from "@server/modules/profile/public-profile";
import type { LobbyRow, MemberRow, PersonRow, RoomMessageRow, RoomRow } from "./live-study.queries";

export function passageOf(room: RoomRow): RoomPassageDto | null {
  if (room.passageRef === null || room.passageStart === null || room.passageEnd === null) return null;
  return { reference: room.passageRef, startVerse: room.passageStart, endVerse: room.passageEnd };
}

/** Idle after 2 minutes without interaction (or since joining, for a page that never reported any). */
export function statusOf(
  member: Pick<MemberRow, "lastInteractionAt" | "presentSince">,
  now: Date,
): "active" | "idle" {
  const last = member.lastInteractionAt ?? member.presentSince;
  if (!last) return "idle";
  return now.getTime() - last.getTime() >= LIVE_STUDY_LIMITS.idleAfterSeconds * 1000 ? "idle" : "active";
}

export function presentPerson(person: PersonRow, now: Date): RoomPersonDto {
  return {
    user: toPublicProfile(person.profile),
    role: person.role,
    status: statusOf(person, now),
    following: person.following,
    lookingAt: person.lookingAt,
    raisedHandVerse: person.raisedHandVerse,
    presentSince: (person.presentSince ?? now).toISOString(),
  };
}

const roleOrder: Record<RoomRole, number> = { host: 0, co_leader: 1, member: 2 };

/** Host first, then co-leaders, then members; the longest present first within each. */
export function orderPeople(people: RoomPersonDto[]): RoomPersonDto[] {
  return [...people].sort(
    (a, b) => roleOrder[a.role] - roleOrder[b.role] || a.presentSince.localeCompare(b.presentSince),
  );
}

export function presentLobbyRoom(row: LobbyRow): LobbyRoomDto {
  return {
    id: row.room.id,
    name: row.room.name,
    host: row.host ? toPublicProfile(row.host) : null,
    passage: passageOf(row.room),
    translation: row.room.translationId as TranslationId,
    present: row.present,
    max: row.room.maxParticipants,
    private: row.room.visibility === "private",
    mine: row.mine,
    lastActiveAt: row.room.lastActiveAt.toISOString(),
  };
}

export function presentRoomInfo(
  room: RoomRow,
  host: PublicProfileDto | null,
  showInvite: boolean,
): RoomInfoDto {
  return {
    id: room.id,
    name: room.name,
    visibility: room.visibility,
    host,
    translation: room.translationId as TranslationId,
    max: room.maxParticipants,
    inviteToken: showInvite ? room.inviteToken : null,
    createdAt: room.createdAt.toISOString(),
    lastActiveAt: room.lastActiveAt.toISOString(),
    closedAt: room.closedAt?.toISOString() ?? null,
  };
}

/** A chat line; `authors` holds the public projection of the authors that still have an account. */
export function presentRoomMessage(
  row: RoomMessageRow,
  authors: ReadonlyMap<string, PublicProfileDto>,
): RoomMessageDto {
  const deleted = row.deletedAt !== null;
  return {
    id: row.id,
    roomId: row.roomId,
    kind: row.kind === "system" ? "system" : "message",
    author: row.authorId ? (authors.get(row.authorId) ?? null) : null,
    body: deleted ? null : row.body,
    deleted,
    hidden: row.hidden,
    createdAt: row.createdAt.toISOString(),
  };
}
