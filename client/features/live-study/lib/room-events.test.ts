import { describe, expect, test } from "vitest";
import type { LobbyDto, RoomPersonDto, RoomStateDto } from "@common/schemas/live-study";
import { applyLobbyEvent, applyRoomEvent, parseLobbyEvent, parseRoomEvent, sortPeople } from "./room-events";

const roomId = "7d7cbd4b-8a76-4a5b-9a52-6f0f7b0d3a11";

const person = (userId: string, role: RoomPersonDto["role"], presentSince: string): RoomPersonDto => ({
  user: { userId, displayName: userId.toUpperCase(), avatarUrl: null, level: 1 },
  role,
  status: "active",
  following: true,
  lookingAt: null,
  raisedHandVerse: null,
  presentSince,
});

function roomState(overrides: Partial<RoomStateDto> = {}): RoomStateDto {
  const host = person("a", "host", "2026-01-01T10:00:00Z");
  return {
    room: {
      id: roomId,
      name: "Romans together",
      visibility: "public",
      host: host.user,
      translation: "kjv",
      max: 10,
      inviteToken: null,
      createdAt: "2026-01-01T10:00:00Z",
      lastActiveAt: "2026-01-01T10:00:00Z",
      closedAt: null,
    },
    you: { userId: "b", role: "member", present: true, removed: false, canPost: true, mutedUntil: null },
    passage: { reference: "Romans 8", startVerse: 45_008_001, endVerse: 45_008_039 },
    focusVerse: null,
    people: [host, person("b", "member", "2026-01-01T10:05:00Z")],
    raisedHands: [],
    notes: { text: "", version: 0, updatedAt: null },
    messages: [],
    hasOlderMessages: false,
    closed: false,
    ...overrides,
  };
}

describe("parseRoomEvent", () => {
  test("accepts this room's well-formed events", () => {
    const event = { type: "focus.changed", roomId, verse: 45_008_004, by: "a" };
    expect(parseRoomEvent(event, roomId)).toEqual(event);
  });
  test.each([
    ["another room's event", { type: "focus.changed", roomId: "other", verse: 1, by: "a" }],
    ["an unknown type", { type: "dance", roomId }],
    ["a malformed person", { type: "member.joined", roomId, person: { role: "host" } }],
    ["a non-numeric verse", { type: "hand.changed", roomId, userId: "a", verse: "4" }],
    ["not an object", "focus.changed"],
  ])("ignores %s", (_label, value) => {
    expect(parseRoomEvent(value, roomId)).toBeNull();
  });
});

describe("applyRoomEvent", () => {
  test("a passage change shows the new passage and clears the focus and raised hands (LR-1)", () => {
    const state = roomState({ focusVerse: 45_008_004, raisedHands: [{ userId: "b", verse: 45_008_002 }] });
    const passage = { reference: "Psalm 23", startVerse: 19_023_001, endVerse: 19_023_006 };
    const { state: next, refetch } = applyRoomEvent(state, {
      type: "passage.changed",
      roomId,
      passage,
      focusVerse: null,
    });
    expect(next.passage).toEqual(passage);
    expect(next.focusVerse).toBeNull();
    expect(next.raisedHands).toEqual([]);
    expect(refetch).toBe(false);
  });

  test("focus moves to the verse the leader tapped (LR-1)", () => {
    const { state } = applyRoomEvent(roomState(), {
      type: "focus.changed",
      roomId,
      verse: 19_023_004,
      by: "a",
    });
    expect(state.focusVerse).toBe(19_023_004);
  });

  test("people join in the server's order and leave with their raised hands", () => {
    const joined = applyRoomEvent(roomState(), {
      type: "member.joined",
      roomId,
      person: person("c", "co_leader", "2026-01-01T10:10:00Z"),
    }).state;
    expect(joined.people.map((p) => p.user.userId)).toEqual(["a", "c", "b"]);
    const raised = applyRoomEvent(joined, {
      type: "hand.changed",
      roomId,
      userId: "c",
      verse: 45_008_028,
    }).state;
    expect(raised.raisedHands).toEqual([{ userId: "c", verse: 45_008_028 }]);
    expect(raised.people.find((p) => p.user.userId === "c")?.raisedHandVerse).toBe(45_008_028);
    const left = applyRoomEvent(raised, { type: "member.left", roomId, userId: "c" }).state;
    expect(left.people.map((p) => p.user.userId)).toEqual(["a", "b"]);
    expect(left.raisedHands).toEqual([]);
  });

  test("a second join of the same member replaces the first", () => {
    const state = applyRoomEvent(roomState(), {
      type: "member.joined",
      roomId,
      person: { ...person("b", "member", "2026-01-01T11:00:00Z"), status: "idle" },
    }).state;
    expect(state.people).toHaveLength(2);
    expect(state.people[1]?.status).toBe("idle");
  });

  test("a new host: the room's host, the old host's badge, my role, and a re-read", () => {
    const outcome = applyRoomEvent(roomState(), {
      type: "role.changed",
      roomId,
      userId: "b",
      role: "host",
      hostId: "b",
    });
    expect(outcome.state.room.host?.userId).toBe("b");
    expect(outcome.state.you.role).toBe("host");
    expect(outcome.state.people.map((p) => [p.user.userId, p.role])).toEqual([
      ["b", "host"],
      ["a", "member"],
    ]);
    expect(outcome.refetch).toBe(true);
  });

  test("being made co-leader needs no re-read", () => {
    const outcome = applyRoomEvent(roomState(), {
      type: "role.changed",
      roomId,
      userId: "b",
      role: "co_leader",
      hostId: "a",
    });
    expect(outcome.state.you.role).toBe("co_leader");
    expect(outcome.refetch).toBe(false);
  });

  test("my removal is reported; someone else's just takes them off the list", () => {
    expect(applyRoomEvent(roomState(), { type: "member.removed", roomId, userId: "b" }).removedMe).toBe(true);
    const other = applyRoomEvent(roomState(), { type: "member.removed", roomId, userId: "a" });
    expect(other.removedMe).toBe(false);
    expect(other.state.people.map((p) => p.user.userId)).toEqual(["b"]);
  });

  test("notes: newer text replaces, older or equal versions are ignored, no text asks for a re-read", () => {
    const state = roomState({ notes: { text: "x", version: 3, updatedAt: null } });
    expect(
      applyRoomEvent(state, { type: "notes.changed", roomId, version: 3, by: "a", text: "y" }).state,
    ).toBe(state);
    expect(
      applyRoomEvent(state, { type: "notes.changed", roomId, version: 4, by: "a", text: "y" }).state.notes
        .text,
    ).toBe("y");
    expect(applyRoomEvent(state, { type: "notes.changed", roomId, version: 4, by: "a" }).refetch).toBe(true);
  });

  test("chat lines are added once; a line without its message asks for a re-read", () => {
    const message = {
      id: "m1",
      roomId,
      kind: "system" as const,
      author: null,
      body: "A joined",
      deleted: false,
      hidden: false,
      createdAt: "2026-01-01T10:00:00Z",
    };
    const once = applyRoomEvent(roomState(), { type: "message.created", roomId, id: "m1", message }).state;
    expect(
      applyRoomEvent(once, { type: "message.created", roomId, id: "m1", message }).state.messages,
    ).toHaveLength(1);
    expect(applyRoomEvent(roomState(), { type: "message.created", roomId, id: "m2" }).refetch).toBe(true);
    const deleted = applyRoomEvent(once, { type: "message.deleted", roomId, id: "m1" }).state;
    expect(deleted.messages[0]).toMatchObject({ body: null, deleted: true });
    expect(
      applyRoomEvent(once, { type: "message.hidden", roomId, id: "m1", authorId: "a" }).state.messages,
    ).toEqual([]);
  });

  test("a closed room: nobody present, read-only", () => {
    const { state } = applyRoomEvent(roomState(), { type: "room.closed", roomId });
    expect(state.closed).toBe(true);
    expect(state.people).toEqual([]);
    expect(state.you.present).toBe(false);
  });
});

test("sortPeople: host, co-leaders, then the longest present", () => {
  const people = [
    person("m2", "member", "2026-01-01T10:09:00Z"),
    person("m1", "member", "2026-01-01T10:01:00Z"),
    person("c", "co_leader", "2026-01-01T10:20:00Z"),
    person("h", "host", "2026-01-01T10:30:00Z"),
  ];
  expect(sortPeople(people).map((p) => p.user.userId)).toEqual(["h", "c", "m1", "m2"]);
});

describe("lobby events", () => {
  const lobby: LobbyDto = {
    canPost: true,
    hostingOpen: 0,
    rooms: [
      {
        id: "r1",
        name: "One",
        host: null,
        passage: null,
        translation: "kjv",
        present: 2,
        max: 10,
        private: false,
        mine: false,
        lastActiveAt: "2026-01-01T10:00:00Z",
      },
      {
        id: "r2",
        name: "Two",
        host: null,
        passage: null,
        translation: "kjv",
        present: 1,
        max: 10,
        private: false,
        mine: false,
        lastActiveAt: "2026-01-01T11:00:00Z",
      },
    ],
  };

  test("parses only known, well-formed events", () => {
    expect(parseLobbyEvent({ type: "room.presence", id: "r1", present: 3 })).not.toBeNull();
    expect(parseLobbyEvent({ type: "room.presence", id: "r1" })).toBeNull();
    expect(parseLobbyEvent({ type: "room.opened", id: "r1" })).toBeNull();
  });

  test("presence counts update in place and re-sort (LS-1)", () => {
    const { lobby: next, refetch } = applyLobbyEvent(lobby, { type: "room.presence", id: "r2", present: 3 });
    expect(next.rooms.map((room) => [room.id, room.present])).toEqual([
      ["r2", 3],
      ["r1", 2],
    ]);
    expect(refetch).toBe(false);
  });

  test("a new room is read from the server; a closed one leaves the list", () => {
    expect(applyLobbyEvent(lobby, { type: "room.created", id: "r3" }).refetch).toBe(true);
    expect(applyLobbyEvent(lobby, { type: "room.presence", id: "r3", present: 1 }).refetch).toBe(true);
    expect(
      applyLobbyEvent(lobby, { type: "room.closed", id: "r1" }).lobby.rooms.map((room) => room.id),
    ).toEqual(["r2"]);
  });
});
