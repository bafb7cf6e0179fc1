// Live study rooms (screens.md §8.2–§8.3) through the real app and database: the lobby and creating (LS-1, LS-2),
// passage and focus (LR-1), presence time-outs by the sweep (LR-2), capacity (LR-3), private rooms and invite
// tokens (LR-4), host hand-over (LR-5), raised hands, notes merged per paragraph, co-leaders, removal, the host's
// 3-room limit, closing after 24 hours, the room chat rules and who may follow a room's realtime topic.
import { and, eq } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import { toVerseKey } from "@common/bible/constants";
import { liveStudyMessages, lobbyTopic, roomTopic } from "@common/schemas/live-study";
import { createTestClock } from "@server/clock";
import { chatMessages, studyRoomMembers } from "@server/db/schema";
import { insertMute } from "@server/modules/mutes/mutes.queries";
import { type BusMessage, revokeSubscriptionTopic } from "@server/realtime/bus";
import { useTestApp } from "@server/test/kit";
import type { TestMember } from "@server/test/members";
import type { TestClient } from "@server/test/test-app";
import { roomTopicRefusal } from "./room-authorizer";
import { sweepLiveStudy } from "./sweep";

const clock = createTestClock(new Date("2026-06-01T10:00:00.000Z"));
const app = useTestApp({ clock });

const base = "/api/live-study/rooms";
const psalm23 = (verse: number) => toVerseKey(19, 23, verse);

const createRoom = (client: TestClient, body: Record<string, unknown>) => client.post(base, body);
const join = (client: TestClient, id: string, inviteToken?: string) =>
  client.post(`${base}/${id}/join`, inviteToken ? { inviteToken } : {});
const stateOf = (client: TestClient, id: string, token?: string) =>
  client.get(`${base}/${id}${token ? `?token=${encodeURIComponent(token)}` : ""}`);
const heartbeat = (client: TestClient, id: string, body: Record<string, unknown> = { following: true }) =>
  client.post(`${base}/${id}/heartbeat`, body);
const say = (client: TestClient, id: string, body: string) => client.post(`${base}/${id}/messages`, { body });
const sweep = () => sweepLiveStudy({ db: app.db, clock: app.clock, bus: app.bus });
const advance = (seconds: number) => app.clock.advance(seconds * 1000);

const member = (name: string, plan: "free" | "essential" | "premium" = "essential") =>
  app.member({ plan, name });

/** Records what the bus carries from now on (after earlier events are delivered); `events` waits for delivery. */
async function watchBus() {
  await app.flushBus();
  const seen: BusMessage[] = [];
  const stop = app.bus.subscribe((message) => seen.push(message));
  return {
    async events(topic: string): Promise<{ type: string; [key: string]: unknown }[]> {
      await app.flushBus();
      return seen.filter((m) => m.topic === topic).map((m) => m.event as { type: string });
    },
    stop,
  };
}

/** A public room hosted by `host` (passage John 3 unless given). */
async function openRoom(host: TestMember, extra: Record<string, unknown> = {}) {
  const res = await createRoom(host.client, {
    name: "Evening study",
    visibility: "public",
    passage: "John 3",
    ...extra,
  });
  expect(res.status).toBe(201);
  return res.body as { room: { id: string; inviteToken: string | null } };
}

const peopleNames = (state: { people: { user: { displayName: string } }[] }) =>
  state.people.map((person) => person.user.displayName);
const systemLines = (state: { messages: { kind: string; body: string }[] }) =>
  state.messages.filter((m) => m.kind === "system").map((m) => m.body);

describe("lobby and creating rooms", () => {
  test("LS-1: a created room is in another member's lobby with 1/10 and a lobby event is published", async () => {
    const ann = await member("Ann Host");
    const ben = await member("Ben Reader");
    const bus = await watchBus();
    const created = await createRoom(ann.client, {
      name: "  Psalms at dawn ",
      visibility: "public",
      passage: "Psalm 23",
      translation: "web",
    });
    expect(created.status).toBe(201);
    const roomId = created.body.room.id as string;
    expect(created.body.room).toMatchObject({
      name: "Psalms at dawn",
      visibility: "public",
      translation: "web",
    });
    expect(created.body.you).toMatchObject({ role: "host", present: true, canPost: true });
    expect(created.body.passage).toMatchObject({ startVerse: psalm23(1), endVerse: psalm23(6) });
    expect(peopleNames(created.body)).toEqual(["Ann Host"]);

    const lobby = await ben.client.get(base);
    expect(lobby.status).toBe(200);
    const card = lobby.body.rooms.find((room: { id: string }) => room.id === roomId);
    expect(card).toMatchObject({ present: 1, max: 10, private: false, mine: false, translation: "web" });
    expect(card.host).toEqual({
      userId: ann.user.userId,
      displayName: "Ann Host",
      avatarUrl: null,
      level: 1,
    });
    expect(card.passage.startVerse).toBe(psalm23(1));
    // Only the public projection of the host: no e-mail anywhere in the lobby.
    expect(JSON.stringify(lobby.body)).not.toContain(ann.user.email);
    expect(await bus.events(lobbyTopic)).toContainEqual({ type: "room.created", id: roomId });
    bus.stop();
  });

  test("LS-2: a free member sees the lobby, but creating and joining answer 402", async () => {
    const ann = await member("Ann Host");
    const { room } = await openRoom(ann);
    const free = await member("Fay Free", "free");
    const lobby = await free.client.get(base);
    expect(lobby.status).toBe(200);
    expect(lobby.body.canPost).toBe(false);
    expect(lobby.body.rooms.map((r: { id: string }) => r.id)).toContain(room.id);
    const create = await createRoom(free.client, { name: "My room", visibility: "public" });
    expect(create.status).toBe(402);
    expect(create.body.error.code).toBe("plan_required");
    const joined = await join(free.client, room.id);
    expect(joined.status).toBe(402);
    expect(joined.body.error.code).toBe("plan_required");
  });

  test("the lobby sorts by people present, then latest activity; private rooms only for their members", async () => {
    const ann = await member("Ann Host");
    const ben = await member("Ben Reader");
    const cat = await member("Cat Outsider");
    const quiet = await openRoom(ann, { name: "Quiet room" });
    advance(5);
    const busy = await openRoom(ben, { name: "Busy room" });
    await join(ann.client, busy.room.id);
    advance(5);
    const secret = await openRoom(ann, { name: "Secret room", visibility: "private" });

    const forCat = (await cat.client.get(base)).body.rooms.map((r: { id: string }) => r.id);
    expect(forCat.indexOf(busy.room.id)).toBeLessThan(forCat.indexOf(quiet.room.id));
    expect(forCat).not.toContain(secret.room.id);
    const forAnn = (await ann.client.get(base)).body.rooms;
    expect(forAnn.find((r: { id: string }) => r.id === secret.room.id)).toMatchObject({
      private: true,
      mine: true,
    });
  });

  test("create: validation of the name and the passage", async () => {
    const ann = await member("Ann Host");
    const short = await createRoom(ann.client, { name: "ab", visibility: "public" });
    expect(short.status).toBe(400);
    expect(short.body.error.message).toBe(liveStudyMessages.nameTooShort);
    const long = await createRoom(ann.client, { name: "x".repeat(61), visibility: "public" });
    expect(long.status).toBe(400);
    const unknown = await createRoom(ann.client, {
      name: "Study",
      visibility: "public",
      passage: "Hezekiah 4",
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.code).toBe("invalid_passage");
    const tooLong = await createRoom(ann.client, {
      name: "Study",
      visibility: "public",
      passage: "Genesis 1-4",
    });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.error.message).toBe(liveStudyMessages.passageTooLong);
    const noPassage = await createRoom(ann.client, { name: "Study", visibility: "public", passage: "" });
    expect(noPassage.status).toBe(201);
    expect(noPassage.body.passage).toBeNull();
  });

  test("a host may have at most 3 open rooms; closing one frees a place", async () => {
    const ann = await member("Ann Host");
    const rooms = [];
    for (let i = 0; i < 3; i += 1) rooms.push(await openRoom(ann, { name: `Room ${i + 1}` }));
    const fourth = await createRoom(ann.client, { name: "Room 4", visibility: "public" });
    expect(fourth.status).toBe(409);
    expect(fourth.body.error).toMatchObject({
      code: "host_room_limit",
      message: liveStudyMessages.hostLimit,
    });
    expect((await ann.client.post(`${base}/${rooms[0]!.room.id}/close`)).status).toBe(200);
    expect((await createRoom(ann.client, { name: "Room 4", visibility: "public" })).status).toBe(201);
  });
});

describe("in a room", () => {
  test("LR-1: the host changes the passage and focuses a verse; the member's state and events follow", async () => {
    const ann = await member("Ann Host");
    const ben = await member("Ben Reader");
    const { room } = await openRoom(ann);
    expect((await join(ben.client, room.id)).status).toBe(200);
    const bus = await watchBus();

    const changed = await ann.client.post(`${base}/${room.id}/passage`, { reference: "Psalm 23" });
    expect(changed.status).toBe(200);
    const reference = changed.body.passage.reference as string;
    expect(reference).toMatch(/^Psalms? 23$/);
    const focused = await ann.client.post(`${base}/${room.id}/focus`, { verse: psalm23(4) });
    expect(focused.status).toBe(200);

    const seen = await bus.events(roomTopic(room.id));
    expect(seen).toContainEqual({
      type: "passage.changed",
      roomId: room.id,
      passage: { reference, startVerse: psalm23(1), endVerse: psalm23(6) },
      focusVerse: null,
    });
    expect(seen).toContainEqual({
      type: "focus.changed",
      roomId: room.id,
      verse: psalm23(4),
      by: ann.user.userId,
    });
    const line = seen.find(
      (e) => e.type === "message.created" && (e.message as { body: string }).body.startsWith("Passage"),
    );
    expect((line?.message as { body: string }).body).toBe(`Passage changed to ${reference}`);
    expect(await bus.events(lobbyTopic)).toContainEqual({ type: "room.updated", id: room.id });
    bus.stop();

    const forBen = (await stateOf(ben.client, room.id)).body;
    expect(forBen.passage.reference).toBe(reference);
    expect(forBen.focusVerse).toBe(psalm23(4));
    expect(systemLines(forBen)).toContain(`Passage changed to ${reference}`);

    // A member is not a leader; a verse outside the passage is refused.
    const byBen = await ben.client.post(`${base}/${room.id}/passage`, { reference: "John 1" });
    expect(byBen.status).toBe(403);
    expect(byBen.body.error.code).toBe("not_room_leader");
    expect((await ben.client.post(`${base}/${room.id}/focus`, { verse: psalm23(2) })).status).toBe(403);
    const outside = await ann.client.post(`${base}/${room.id}/focus`, { verse: toVerseKey(19, 24, 1) });
    expect(outside.status).toBe(400);
    expect(outside.body.error.code).toBe("not_in_passage");
  });

  test("LR-2: a member whose heartbeat stops is gone after 60 s: out of People, 'B left' in the chat", async () => {
    const ann = await member("Ann Host");
    const ben = await member("Ben Reader");
    const { room } = await openRoom(ann);
    await join(ben.client, room.id);
    advance(30);
    expect((await heartbeat(ann.client, room.id)).status).toBe(200);
    advance(29);
    await sweep();
    expect(peopleNames((await stateOf(ann.client, room.id)).body)).toEqual(["Ann Host", "Ben Reader"]);

    const bus = await watchBus();
    advance(2); // Ben's last heartbeat (joining) is now 61 s old, Ann's 31 s
    await sweep();
    const state = (await stateOf(ann.client, room.id)).body;
    expect(peopleNames(state)).toEqual(["Ann Host"]);
    expect(systemLines(state)).toContain("Ben Reader left");
    const seen = await bus.events(roomTopic(room.id));
    expect(seen).toContainEqual({ type: "member.left", roomId: room.id, userId: ben.user.userId });
    expect(await bus.events(lobbyTopic)).toContainEqual({ type: "room.presence", id: room.id, present: 1 });
    bus.stop();

    // A second sweep records nothing twice; Ben's late heartbeat tells his page to join again.
    await sweep();
    expect(
      systemLines((await stateOf(ann.client, room.id)).body).filter((line) => line === "Ben Reader left"),
    ).toHaveLength(1);
    const late = await heartbeat(ben.client, room.id);
    expect(late.status).toBe(409);
    expect(late.body.error.code).toBe("not_present");
    expect((await join(ben.client, room.id)).status).toBe(200);
  });

  test("leave (also as a beacon without a JSON body) writes '{name} left'", async () => {
    const ann = await member("Ann Host");
    const ben = await member("Ben Reader");
    const { room } = await openRoom(ann);
    await join(ben.client, room.id);
    const beacon = await ben.client.fetch(`${base}/${room.id}/leave`, {
      method: "POST",
      headers: { "content-type": "text/plain;charset=UTF-8" },
      body: "",
    });
    expect(beacon.status).toBe(200);
    expect(await beacon.json()).toEqual({ left: true });
    const again = await ben.client.post(`${base}/${room.id}/leave`);
    expect(again.body).toEqual({ left: false });
    const state = (await stateOf(ann.client, room.id)).body;
    expect(peopleNames(state)).toEqual(["Ann Host"]);
    expect(systemLines(state)).toEqual(["Ann Host joined", "Ben Reader joined", "Ben Reader left"]);
  });

  test("LR-3: the 11th person is refused with 'This room is full (10/10)'", async () => {
    const host = await member("Host Ten");
    const { room } = await openRoom(host);
    for (let i = 1; i <= 9; i += 1) {
      const guest = await member(`Guest ${i}`);
      expect((await join(guest.client, room.id)).status).toBe(200);
    }
    const eleventh = await member("Guest Eleven");
    const refused = await join(eleventh.client, room.id);
    expect(refused.status).toBe(409);
    expect(refused.body.error).toMatchObject({ code: "room_full", message: "This room is full (10/10)" });
    expect(refused.body.error.message).toBe(liveStudyMessages.roomFull(10, 10));
    const lobby = (await eleventh.client.get(base)).body.rooms.find((r: { id: string }) => r.id === room.id);
    expect(lobby).toMatchObject({ present: 10, max: 10 });
  });

  test("LR-4: a private room without the token is refused with the private message; the invite link joins", async () => {
    const ann = await member("Ann Host");
    const cat = await member("Cat Guest");
    const { room } = await openRoom(ann, { visibility: "private" });
    const token = room.inviteToken!;
    expect(token).toMatch(/^[A-Za-z0-9_-]{22}$/);

    const look = await stateOf(cat.client, room.id);
    expect(look.status).toBe(403);
    expect(look.body.error).toMatchObject({
      code: "room_private",
      message: "This room is private — ask for an invite link",
    });
    expect((await join(cat.client, room.id)).status).toBe(403);
    expect((await join(cat.client, room.id, `${token.slice(0, -1)}x`)).status).toBe(403);

    const withToken = await stateOf(cat.client, room.id, token);
    expect(withToken.status).toBe(200);
    expect(withToken.body.room.inviteToken).toBeNull(); // not a member yet
    const joined = await join(cat.client, room.id, token);
    expect(joined.status).toBe(200);
    expect(joined.body.you).toMatchObject({ role: "member", present: true });
    expect(joined.body.room.inviteToken).toBe(token);
    // Prior membership lets Cat back in without the token.
    await cat.client.post(`${base}/${room.id}/leave`);
    expect((await join(cat.client, room.id)).status).toBe(200);
  });

  test("LR-5: after the host is away for 2 minutes the longest-present member hosts and can change the passage", async () => {
    const ann = await member("Ann Host");
    const ben = await member("Ben Reader");
    const dan = await member("Dan Later");
    const { room } = await openRoom(ann);
    await join(ben.client, room.id);
    advance(10);
    await join(dan.client, room.id);
    expect((await ann.client.post(`${base}/${room.id}/leave`)).status).toBe(200);

    advance(119);
    await heartbeat(ben.client, room.id);
    await heartbeat(dan.client, room.id);
    await sweep();
    expect((await stateOf(ben.client, room.id)).body.room.host.userId).toBe(ann.user.userId);

    const bus = await watchBus();
    advance(2);
    await sweep();
    const state = (await stateOf(ben.client, room.id)).body;
    expect(state.you.role).toBe("host");
    expect(state.room.host.userId).toBe(ben.user.userId);
    expect(systemLines(state)).toContain("Ben Reader is now the host");
    expect(await bus.events(roomTopic(room.id))).toContainEqual({
      type: "role.changed",
      roomId: room.id,
      userId: ben.user.userId,
      role: "host",
      hostId: ben.user.userId,
    });
    bus.stop();

    expect((await ben.client.post(`${base}/${room.id}/passage`, { reference: "Psalm 23" })).status).toBe(200);
    // Ann is no longer the host: away she can't act, and back in the room she is a member.
    const away = await ann.client.post(`${base}/${room.id}/passage`, { reference: "John 1" });
    expect(away.status).toBe(409);
    expect(away.body.error.code).toBe("not_present");
    expect((await join(ann.client, room.id)).body.you.role).toBe("member");
    const refused = await ann.client.post(`${base}/${room.id}/passage`, { reference: "John 1" });
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe("not_room_leader");
  });

  test("hosting passes to a co-leader before longer-present members", async () => {
    const ann = await member("Ann Host");
    const ben = await member("Ben Reader");
    const cora = await member("Cora Leader");
    const { room } = await openRoom(ann);
    await join(ben.client, room.id);
    advance(5);
    await join(cora.client, room.id);
    const promoted = await ann.client.post(`${base}/${room.id}/members/${cora.user.userId}/role`, {
      role: "co_leader",
    });
    expect(promoted.status).toBe(200);
    await ann.client.post(`${base}/${room.id}/leave`);
    advance(121);
    await heartbeat(ben.client, room.id);
    await heartbeat(cora.client, room.id);
    await sweep();
    expect((await stateOf(cora.client, room.id)).body.you.role).toBe("host");
  });

  test("co-leaders change the passage and focus, but only the host changes roles and removes people", async () => {
    const ann = await member("Ann Host");
    const ben = await member("Ben Leader");
    const cat = await member("Cat Member");
    const { room } = await openRoom(ann);
    await join(ben.client, room.id);
    await join(cat.client, room.id);
    const bus = await watchBus();
    const promoted = await ann.client.post(`${base}/${room.id}/members/${ben.user.userId}/role`, {
      role: "co_leader",
    });
    expect(promoted.body).toEqual({ userId: ben.user.userId, role: "co_leader", removed: false });
    expect(await bus.events(roomTopic(room.id))).toContainEqual({
      type: "role.changed",
      roomId: room.id,
      userId: ben.user.userId,
      role: "co_leader",
      hostId: ann.user.userId,
    });
    bus.stop();
    expect((await ben.client.post(`${base}/${room.id}/passage`, { reference: "Romans 8" })).status).toBe(200);
    expect((await ben.client.post(`${base}/${room.id}/focus`, { verse: toVerseKey(45, 8, 28) })).status).toBe(
      200,
    );
    const promote = await ben.client.post(`${base}/${room.id}/members/${cat.user.userId}/role`, {
      role: "co_leader",
    });
    expect(promote.status).toBe(403);
    expect(promote.body.error.code).toBe("not_room_host");
    expect((await ben.client.post(`${base}/${room.id}/members/${cat.user.userId}/remove`)).status).toBe(403);
    expect((await ben.client.post(`${base}/${room.id}/close`)).status).toBe(403);
    const people = (await stateOf(cat.client, room.id)).body.people;
    expect(people.map((p: { role: string }) => p.role)).toEqual(["host", "co_leader", "member"]);
  });

  test("raise hand: shown to everyone on a verse of the passage until cleared", async () => {
    const ann = await member("Ann Host");
    const ben = await member("Ben Reader");
    const { room } = await openRoom(ann, { passage: "Psalm 23" });
    await join(ben.client, room.id);
    const bus = await watchBus();
    const raised = await ben.client.post(`${base}/${room.id}/hand`, { verse: psalm23(3) });
    expect(raised.status).toBe(200);
    expect(await bus.events(roomTopic(room.id))).toContainEqual({
      type: "hand.changed",
      roomId: room.id,
      userId: ben.user.userId,
      verse: psalm23(3),
    });
    bus.stop();
    expect((await stateOf(ann.client, room.id)).body.raisedHands).toEqual([
      { userId: ben.user.userId, verse: psalm23(3) },
    ]);
    expect((await ben.client.post(`${base}/${room.id}/hand`, { verse: toVerseKey(19, 22, 1) })).status).toBe(
      400,
    );
    await ben.client.post(`${base}/${room.id}/hand`, { verse: null });
    expect((await stateOf(ann.client, room.id)).body.raisedHands).toEqual([]);
  });

  test("notes: simultaneous edits of different paragraphs both survive; each save is published", async () => {
    const ann = await member("Ann Host");
    const ben = await member("Ben Reader");
    const { room } = await openRoom(ann, { passage: "Psalm 23" });
    await join(ben.client, room.id);
    const start = "Psalm 23 notes\nVerse 1:\nVerse 2:";
    const first = await ann.client.put(`${base}/${room.id}/notes`, { text: start, baseText: "", version: 0 });
    expect(first.body).toMatchObject({ text: start, version: 1 });

    const bus = await watchBus();
    const byAnn = "Psalm 23 notes\nVerse 1: the Lord provides\nVerse 2:";
    expect(
      (await ann.client.put(`${base}/${room.id}/notes`, { text: byAnn, baseText: start, version: 1 })).body
        .version,
    ).toBe(2);
    // Ben started from version 1 too, and changed another paragraph.
    const byBen = "Psalm 23 notes\nVerse 1:\nVerse 2: still waters";
    const merged = await ben.client.put(`${base}/${room.id}/notes`, {
      text: byBen,
      baseText: start,
      version: 1,
    });
    expect(merged.status).toBe(200);
    expect(merged.body).toMatchObject({
      text: "Psalm 23 notes\nVerse 1: the Lord provides\nVerse 2: still waters",
      version: 3,
    });
    const seen = await bus.events(roomTopic(room.id));
    expect(seen).toContainEqual({
      type: "notes.changed",
      roomId: room.id,
      version: 3,
      by: ben.user.userId,
      text: merged.body.text,
    });
    bus.stop();
    expect((await ann.client.get(`${base}/${room.id}/notes`)).body).toMatchObject({
      text: merged.body.text,
      version: 3,
    });

    const tooLong = await ann.client.put(`${base}/${room.id}/notes`, {
      text: "x".repeat(10_001),
      baseText: merged.body.text,
      version: 3,
    });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.error.message).toBe(liveStudyMessages.notesTooLong);
  });

  test("removal: the removed member leaves, can't read or rejoin the room, and can't follow its topic", async () => {
    const ann = await member("Ann Host");
    const ben = await member("Ben Removed");
    const { room } = await openRoom(ann);
    await join(ben.client, room.id);
    expect(await roomTopicRefusal(app.db, { userId: ben.user.userId }, room.id)).toBeNull();
    const bus = await watchBus();
    const removed = await ann.client.post(`${base}/${room.id}/members/${ben.user.userId}/remove`);
    expect(removed.body).toEqual({ userId: ben.user.userId, role: "member", removed: true });
    const seen = await bus.events(roomTopic(room.id));
    expect(seen).toContainEqual({ type: "member.removed", roomId: room.id, userId: ben.user.userId });
    expect(seen).toContainEqual({ type: "member.left", roomId: room.id, userId: ben.user.userId });
    // Every hub drops Ben's subscription to the room that is already open.
    expect(await bus.events(revokeSubscriptionTopic)).toEqual([
      { topic: roomTopic(room.id), userId: ben.user.userId },
    ]);
    bus.stop();
    expect(peopleNames((await stateOf(ann.client, room.id)).body)).toEqual(["Ann Host"]);
    const rejoin = await join(ben.client, room.id);
    expect(rejoin.status).toBe(403);
    expect(rejoin.body.error).toMatchObject({
      code: "removed_from_room",
      message: liveStudyMessages.removed,
    });
    expect((await stateOf(ben.client, room.id)).status).toBe(403);
    expect((await roomTopicRefusal(app.db, { userId: ben.user.userId }, room.id))?.code).toBe("forbidden");
    expect((await ann.client.post(`${base}/${room.id}/members/${ann.user.userId}/remove`)).status).toBe(400);
  });

  test("a room nobody has been in for 24 hours closes; its chat stays readable", async () => {
    const ann = await member("Ann Host");
    const ben = await member("Ben Late");
    const { room } = await openRoom(ann);
    await say(ann.client, room.id, "See you tomorrow");
    await ann.client.post(`${base}/${room.id}/leave`);
    advance(24 * 3600 - 60);
    await sweep();
    expect((await stateOf(ann.client, room.id)).body.closed).toBe(false);

    const bus = await watchBus();
    advance(120);
    await sweep();
    expect(await bus.events(lobbyTopic)).toContainEqual({ type: "room.closed", id: room.id });
    expect(await bus.events(roomTopic(room.id))).toContainEqual({ type: "room.closed", roomId: room.id });
    bus.stop();
    const state = (await stateOf(ann.client, room.id)).body;
    expect(state.closed).toBe(true);
    expect(state.room.closedAt).not.toBeNull();
    expect(state.messages.map((m: { body: string }) => m.body)).toContain("See you tomorrow");
    expect((await ben.client.get(base)).body.rooms.map((r: { id: string }) => r.id)).not.toContain(room.id);
    const late = await join(ben.client, room.id);
    expect(late.status).toBe(409);
    expect(late.body.error).toMatchObject({ code: "room_closed", message: "This room has closed" });
    expect((await say(ann.client, room.id, "hello?")).status).toBe(409);
  });

  test("a room that doesn't exist answers 404 'This room doesn't exist'", async () => {
    const ann = await member("Ann Host");
    for (const id of ["7d0c1f59-8d7e-4a43-9e1c-3b0a9e3f2b11", "not-a-room"]) {
      const res = await stateOf(ann.client, id);
      expect(res.status).toBe(404);
      expect(res.body.error.message).toBe("This room doesn't exist");
    }
    expect((await app.client().get(base)).status).toBe(401);
  });

  test("presence: idle after 2 minutes without interaction; following and the verse looked at are published", async () => {
    const ann = await member("Ann Host");
    const ben = await member("Ben Reader");
    const { room } = await openRoom(ann, { passage: "John 3" });
    await join(ben.client, room.id);
    const bus = await watchBus();
    const looked = await heartbeat(ben.client, room.id, {
      following: false,
      lookingAt: toVerseKey(43, 3, 16),
    });
    expect(looked.body).toEqual({ status: "active" });
    expect(await bus.events(roomTopic(room.id))).toContainEqual({
      type: "presence.changed",
      roomId: room.id,
      userId: ben.user.userId,
      status: "active",
      following: false,
      lookingAt: toVerseKey(43, 3, 16),
    });
    bus.stop();
    for (let i = 0; i < 7; i += 1) {
      advance(20);
      await heartbeat(ann.client, room.id, { following: true, interactedAt: app.clock.now().toISOString() });
      await heartbeat(ben.client, room.id, { following: false, lookingAt: toVerseKey(43, 3, 16) });
    }
    const people = (await stateOf(ann.client, room.id)).body.people;
    expect(people.find((p: { user: { userId: string } }) => p.user.userId === ben.user.userId)).toMatchObject(
      {
        status: "idle",
        following: false,
        lookingAt: toVerseKey(43, 3, 16),
      },
    );
    expect(people.find((p: { user: { userId: string } }) => p.user.userId === ann.user.userId).status).toBe(
      "active",
    );
  });

  test("joining while someone is present is recorded once for 'Gathered Together'", async () => {
    const ann = await member("Ann Host");
    const ben = await member("Ben Reader");
    const { room } = await openRoom(ann);
    await join(ben.client, room.id);
    const rows = await app.db
      .select({ userId: studyRoomMembers.userId, at: studyRoomMembers.joinedWithCompanyAt })
      .from(studyRoomMembers)
      .where(eq(studyRoomMembers.roomId, room.id));
    const byUser = new Map(rows.map((row) => [row.userId, row.at]));
    expect(byUser.get(ann.user.userId)).toBeNull(); // she opened it alone
    expect(byUser.get(ben.user.userId)).toEqual(app.clock.now());

    // The badge (screens §3.10 live-1) is Ben's, not Ann's.
    const badge = async (client: TestClient) =>
      (await client.get("/api/achievements")).body.achievements.find(
        (card: { id: string }) => card.id === "live-1",
      );
    expect(await badge(ben.client)).toMatchObject({ unlocked: true });
    expect(await badge(ann.client)).toMatchObject({ unlocked: false, current: 0 });
  });
});

describe("room chat", () => {
  test("the community rules: empty, 2,001 characters, HTML kept literally, deleting one's own line", async () => {
    const ann = await member("Ann Host");
    const ben = await member("Ben Reader");
    const { room } = await openRoom(ann);
    await join(ben.client, room.id);
    const empty = await say(ben.client, room.id, "   ");
    expect(empty.status).toBe(400);
    expect(empty.body.error.message).toBe("Message can't be empty");
    const long = await say(ben.client, room.id, "a".repeat(2001));
    expect(long.status).toBe(400);
    expect(long.body.error.message).toBe("Messages can be at most 2,000 characters");

    const bus = await watchBus();
    const html = await say(ben.client, room.id, "  <b>hi</b> see John 3:16 ");
    expect(html.status).toBe(201);
    expect(html.body).toMatchObject({ kind: "message", body: "<b>hi</b> see John 3:16", deleted: false });
    expect(html.body.author).toEqual({
      userId: ben.user.userId,
      displayName: "Ben Reader",
      avatarUrl: null,
      level: 1,
    });
    const created = (await bus.events(roomTopic(room.id))).find(
      (e) => e.type === "message.created" && e.id === html.body.id,
    );
    expect((created?.message as { body: string }).body).toBe("<b>hi</b> see John 3:16");
    bus.stop();

    expect((await ann.client.delete(`${base}/${room.id}/messages/${html.body.id}`)).status).toBe(403);
    const deleted = await ben.client.delete(`${base}/${room.id}/messages/${html.body.id}`);
    expect(deleted.body).toMatchObject({ deleted: true, body: null });
    const line = (await stateOf(ann.client, room.id)).body.messages.find(
      (m: { id: string }) => m.id === html.body.id,
    );
    expect(line).toMatchObject({ deleted: true, body: null });
  });

  test("a muted member can't post until the mute ends", async () => {
    const ann = await member("Ann Host");
    const ben = await member("Ben Muted");
    const { room } = await openRoom(ann);
    await join(ben.client, room.id);
    const until = new Date(app.clock.now().getTime() + 3_600_000);
    await insertMute(app.db, {
      userId: ben.user.userId,
      until,
      reason: "test",
      createdBy: ann.user.userId,
      createdAt: app.clock.now(),
    });
    const refused = await say(ben.client, room.id, "hello");
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe("muted");
    expect(refused.body.error.message).toContain("You can't post until");
    expect(refused.body.error.details).toEqual({ mutedUntil: until.toISOString() });
    expect((await stateOf(ben.client, room.id)).body.you.mutedUntil).toBe(until.toISOString());
  });

  test("5 posts per 10 seconds, counted across community chat and live rooms", async () => {
    const ann = await member("Ann Host");
    const { room } = await openRoom(ann);
    for (let i = 1; i <= 5; i += 1) expect((await say(ann.client, room.id, `line ${i}`)).status).toBe(201);
    const sixth = await say(ann.client, room.id, "line 6");
    expect(sixth.status).toBe(429);
    expect(sixth.body.error.code).toBe("rate_limited");
    expect(sixth.body.error.message).toBe(
      `Slow down — you can send again in ${sixth.body.error.details.retryAfterSeconds}s.`,
    );
    advance(11);
    // Three community chat posts in this window leave room for two room lines.
    for (let i = 0; i < 3; i += 1)
      await app.db.insert(chatMessages).values({
        channelId: "general",
        authorId: ann.user.userId,
        body: `chat ${i}`,
        createdAt: app.clock.now(),
      });
    expect((await say(ann.client, room.id, "room 1")).status).toBe(201);
    expect((await say(ann.client, room.id, "room 2")).status).toBe(201);
    expect((await say(ann.client, room.id, "room 3")).status).toBe(429);
    const stored = await app.db
      .select({ id: chatMessages.id })
      .from(chatMessages)
      .where(and(eq(chatMessages.authorId, ann.user.userId)));
    expect(stored).toHaveLength(3);
  });

  test("only present members post; older lines page back", async () => {
    const ann = await member("Ann Host");
    const ben = await member("Ben Outside");
    const { room } = await openRoom(ann);
    expect((await say(ben.client, room.id, "hi")).status).toBe(409);
    for (let i = 0; i < 55; i += 1) {
      advance(3);
      await say(ann.client, room.id, `line ${i}`);
    }
    const state = (await stateOf(ann.client, room.id)).body;
    expect(state.messages).toHaveLength(50);
    expect(state.hasOlderMessages).toBe(true);
    const older = await ann.client.get(`${base}/${room.id}/messages?before=${state.messages[0].id}`);
    expect(older.status).toBe(200);
    expect(older.body.hasOlder).toBe(false);
    expect(older.body.messages.map((m: { body: string }) => m.body)).toEqual([
      "Ann Host joined",
      "line 0",
      "line 1",
      "line 2",
      "line 3",
      "line 4",
    ]);
  });

  test("a room line can be reported; staff see it in the queue and deleting it is published", async () => {
    const ann = await member("Ann Host");
    const ben = await member("Ben Reporter");
    const outsider = await member("Ola Outsider");
    const staff = await app.member({ plan: "premium", name: "Sam Staff", role: "moderator" });
    const { room } = await openRoom(ann, { visibility: "private" });
    await join(ben.client, room.id, room.inviteToken!);
    const line = (await say(ann.client, room.id, "Buy cheap things at example.com")).body;
    const report = (client: TestClient) =>
      client.post("/api/reports", { subjectType: "room_message", subjectId: line.id, reason: "spam" });

    expect((await report(ann.client)).status).toBe(422); // one's own line
    expect((await report(outsider.client)).status).toBe(404); // a private room Ola isn't in
    expect((await report(ben.client)).status).toBe(201);

    const queue = await staff.client.get("/api/admin/moderation");
    const item = queue.body.items.find((i: { subjectId: string }) => i.subjectId === line.id);
    expect(item).toMatchObject({ subjectType: "room_message", text: "Buy cheap things at example.com" });
    // Staff get the author's id with the public name, so the queue can offer "Mute author" (screens §4.3).
    expect(item.author).toEqual({ displayName: "Ann Host", userId: ann.user.userId });

    const bus = await watchBus();
    const deleted = await staff.client.post(`/api/admin/moderation/room_message/${line.id}/delete`);
    expect(deleted.status).toBe(200);
    expect(await bus.events(roomTopic(room.id))).toContainEqual({
      type: "message.deleted",
      roomId: room.id,
      id: line.id,
    });
    bus.stop();
    const after = (await stateOf(ben.client, room.id)).body.messages.find(
      (m: { id: string }) => m.id === line.id,
    );
    expect(after).toMatchObject({ deleted: true, body: null });
  });

  test("ADM-7: the third report publishes message.hidden on room:{id}; Dismiss publishes message.restored", async () => {
    const ann = await member("Ann Host");
    const reporters = [await member("Rae One"), await member("Rae Two"), await member("Rae Three")];
    const bystander = await member("Bo Bystander");
    const staff = await app.member({ plan: "premium", name: "Sam Staff", role: "moderator" });
    const { room } = await openRoom(ann);
    for (const each of [...reporters, bystander]) await join(each.client, room.id);
    const line = (await say(ann.client, room.id, "A line three people report")).body;
    const report = (client: TestClient) =>
      client.post("/api/reports", { subjectType: "room_message", subjectId: line.id, reason: "offensive" });
    const linesSeenBy = async (client: TestClient) =>
      ((await stateOf(client, room.id)).body.messages as { id: string }[]).map((m) => m.id);

    const bus = await watchBus();
    expect((await report(reporters[0]!.client)).status).toBe(201);
    expect((await report(reporters[1]!.client)).status).toBe(201);
    expect((await bus.events(roomTopic(room.id))).map((event) => event.type)).not.toContain("message.hidden");

    expect((await report(reporters[2]!.client)).status).toBe(201);
    const hidden = (await bus.events(roomTopic(room.id))).filter((event) => event.type === "message.hidden");
    expect(hidden).toEqual([
      { type: "message.hidden", roomId: room.id, id: line.id, authorId: ann.user.userId },
    ]);
    expect(await linesSeenBy(bystander.client)).not.toContain(line.id);

    const dismissed = await staff.client.post(`/api/admin/moderation/room_message/${line.id}/dismiss`);
    expect(dismissed.status).toBe(200);
    const restored = (await bus.events(roomTopic(room.id))).filter(
      (event) => event.type === "message.restored",
    );
    expect(restored).toEqual([{ type: "message.restored", roomId: room.id, id: line.id }]);
    bus.stop();
    expect(await linesSeenBy(bystander.client)).toContain(line.id);
  });
});
