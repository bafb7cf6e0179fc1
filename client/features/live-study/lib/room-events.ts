/**
 * The realtime events of `lobby` and `room:{id}` (screens §8.2–8.3) and what each does to what is on screen. The
 * socket's payloads are checked before use (an unknown or malformed event is ignored); an event that carries less
 * than the screen needs (a chat line without its message, notes without their text, a role change that may have
 * moved the host) asks for a re-read instead of guessing.
 */
import {
  type LobbyDto,
  type LobbyEvent,
  ROOM_ROLES,
  type RoomEvent,
  type RoomMessageDto,
  type RoomPersonDto,
  type RoomRole,
  type RoomStateDto,
} from "@common/schemas/live-study";

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null;
const isString = (value: unknown): value is string => typeof value === "string";
const isVerseOrNull = (value: unknown) => value === null || typeof value === "number";
const isRole = (value: unknown): value is RoomRole => ROOM_ROLES.includes(value as RoomRole);

function isPerson(value: unknown): value is RoomPersonDto {
  return (
    isRecord(value) &&
    isRecord(value.user) &&
    isString(value.user.userId) &&
    isString(value.user.displayName) &&
    isRole(value.role) &&
    (value.status === "active" || value.status === "idle")
  );
}

function isMessage(value: unknown): value is RoomMessageDto {
  return (
    isRecord(value) &&
    isString(value.id) &&
    (value.kind === "message" || value.kind === "system") &&
    isString(value.createdAt)
  );
}

/** The lobby event, if `value` is one; null otherwise. */
export function parseLobbyEvent(value: unknown): LobbyEvent | null {
  if (!isRecord(value) || !isString(value.id)) return null;
  switch (value.type) {
    case "room.created":
    case "room.updated":
    case "room.closed":
      return value as LobbyEvent;
    case "room.presence":
      return typeof value.present === "number" ? (value as LobbyEvent) : null;
    default:
      return null;
  }
}

/** The lobby's rows in the server's order: most people present first, then the most recent activity. */
export function sortLobby(rooms: LobbyDto["rooms"]): LobbyDto["rooms"] {
  return [...rooms].sort(
    (a, b) => b.present - a.present || Date.parse(b.lastActiveAt) - Date.parse(a.lastActiveAt),
  );
}

/** The lobby after `event`, and whether to read the list again (a room the list doesn't hold yet). */
export function applyLobbyEvent(lobby: LobbyDto, event: LobbyEvent): { lobby: LobbyDto; refetch: boolean } {
  const known = lobby.rooms.some((room) => room.id === event.id);
  switch (event.type) {
    case "room.closed":
      return known
        ? { lobby: { ...lobby, rooms: lobby.rooms.filter((room) => room.id !== event.id) }, refetch: false }
        : { lobby, refetch: false };
    case "room.presence":
      if (!known) return { lobby, refetch: event.present > 0 };
      return {
        lobby: {
          ...lobby,
          rooms: sortLobby(
            lobby.rooms.map((room) => (room.id === event.id ? { ...room, present: event.present } : room)),
          ),
        },
        refetch: false,
      };
    default:
      return { lobby, refetch: true };
  }
}

/** The room event for room `roomId`, if `value` is one; null otherwise (another room's events are ignored too). */
export function parseRoomEvent(value: unknown, roomId: string): RoomEvent | null {
  if (!isRecord(value) || value.roomId !== roomId || !isString(value.type)) return null;
  const ok = (() => {
    switch (value.type) {
      case "member.joined":
        return isPerson(value.person);
      case "member.left":
      case "member.removed":
        return isString(value.userId);
      case "presence.changed":
        return (
          isString(value.userId) &&
          (value.status === "active" || value.status === "idle") &&
          typeof value.following === "boolean" &&
          isVerseOrNull(value.lookingAt)
        );
      case "role.changed":
        return (
          isString(value.userId) && isRole(value.role) && (value.hostId === null || isString(value.hostId))
        );
      case "passage.changed":
        return (
          isRecord(value.passage) &&
          isString(value.passage.reference) &&
          typeof value.passage.startVerse === "number" &&
          typeof value.passage.endVerse === "number"
        );
      case "focus.changed":
        return isVerseOrNull(value.verse);
      case "hand.changed":
        return isString(value.userId) && isVerseOrNull(value.verse);
      case "notes.changed":
        return typeof value.version === "number" && (value.text === undefined || isString(value.text));
      case "message.created":
        return isString(value.id) && (value.message === undefined || isMessage(value.message));
      case "message.deleted":
      case "message.hidden":
      case "message.restored":
        return isString(value.id);
      case "room.closed":
        return true;
      default:
        return false;
    }
  })();
  return ok ? (value as unknown as RoomEvent) : null;
}

const roleOrder: Record<RoomRole, number> = { host: 0, co_leader: 1, member: 2 };

/** People as the server lists them: host first, then co-leaders, then the longest present. */
export function sortPeople(people: readonly RoomPersonDto[]): RoomPersonDto[] {
  return [...people].sort(
    (a, b) =>
      roleOrder[a.role] - roleOrder[b.role] || Date.parse(a.presentSince) - Date.parse(b.presentSince),
  );
}

export type RoomEventOutcome = {
  state: RoomStateDto;
  /** Read the whole state again (missing details, or a change the event only hints at). */
  refetch: boolean;
  /** The member viewing was removed from the room by the host. */
  removedMe: boolean;
};

function withoutHandsOf(state: RoomStateDto, userId: string) {
  return state.raisedHands.filter((hand) => hand.userId !== userId);
}

/** The room after `event`, seen by `state.you.userId`. An event the state already reflects changes nothing. */
export function applyRoomEvent(state: RoomStateDto, event: RoomEvent): RoomEventOutcome {
  const me = state.you.userId;
  const done = (next: RoomStateDto, refetch = false): RoomEventOutcome => ({
    state: next,
    refetch,
    removedMe: false,
  });
  switch (event.type) {
    case "member.joined": {
      const others = state.people.filter((person) => person.user.userId !== event.person.user.userId);
      return done({ ...state, people: sortPeople([...others, event.person]) });
    }
    case "member.left":
      return done({
        ...state,
        people: state.people.filter((person) => person.user.userId !== event.userId),
        raisedHands: withoutHandsOf(state, event.userId),
        you: event.userId === me ? { ...state.you, present: false } : state.you,
      });
    case "member.removed":
      if (event.userId === me)
        return {
          state: { ...state, you: { ...state.you, present: false, removed: true, role: null } },
          refetch: false,
          removedMe: true,
        };
      return done({
        ...state,
        people: state.people.filter((person) => person.user.userId !== event.userId),
        raisedHands: withoutHandsOf(state, event.userId),
      });
    case "presence.changed":
      return done({
        ...state,
        people: state.people.map((person) =>
          person.user.userId === event.userId
            ? { ...person, status: event.status, following: event.following, lookingAt: event.lookingAt }
            : person,
        ),
      });
    case "role.changed": {
      const people = sortPeople(
        state.people.map((person) => {
          if (person.user.userId === event.userId) return { ...person, role: event.role };
          // A new host: whoever was host before is not any more (the re-read says what they became).
          if (event.role === "host" && person.role === "host") return { ...person, role: "member" as const };
          return person;
        }),
      );
      const newHost = people.find((person) => person.user.userId === event.hostId)?.user;
      return done(
        {
          ...state,
          people,
          room: { ...state.room, host: newHost ?? (event.hostId === null ? null : state.room.host) },
          you: event.userId === me ? { ...state.you, role: event.role } : state.you,
        },
        event.role === "host" || (newHost === undefined && event.hostId !== null),
      );
    }
    case "passage.changed":
      return done({
        ...state,
        passage: event.passage,
        focusVerse: null,
        raisedHands: [],
        people: state.people.map((person) => ({ ...person, raisedHandVerse: null })),
      });
    case "focus.changed":
      return done({ ...state, focusVerse: event.verse });
    case "hand.changed": {
      const others = withoutHandsOf(state, event.userId);
      return done({
        ...state,
        raisedHands:
          event.verse === null ? others : [...others, { userId: event.userId, verse: event.verse }],
        people: state.people.map((person) =>
          person.user.userId === event.userId ? { ...person, raisedHandVerse: event.verse } : person,
        ),
      });
    }
    case "notes.changed":
      if (event.version <= state.notes.version) return done(state);
      if (event.text === undefined) return done(state, true);
      return done({
        ...state,
        notes: { text: event.text, version: event.version, updatedAt: new Date().toISOString() },
      });
    case "message.created":
      if (state.messages.some((message) => message.id === event.id)) return done(state);
      if (!event.message) return done(state, true);
      return done({ ...state, messages: [...state.messages, event.message] });
    case "message.deleted":
      return done({
        ...state,
        messages: state.messages.map((message) =>
          message.id === event.id ? { ...message, body: null, deleted: true } : message,
        ),
      });
    case "message.hidden":
      // Only the author keeps seeing a hidden line (flagged); everybody else drops it.
      return done({
        ...state,
        messages:
          event.authorId === me
            ? state.messages.map((message) =>
                message.id === event.id ? { ...message, hidden: true } : message,
              )
            : state.messages.filter((message) => message.id !== event.id),
      });
    case "message.restored":
      return done(state, true);
    case "room.closed":
      return done({
        ...state,
        closed: true,
        room: { ...state.room, closedAt: state.room.closedAt ?? new Date().toISOString() },
        people: [],
        raisedHands: [],
        you: { ...state.you, present: false },
      });
  }
}
