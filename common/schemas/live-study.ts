/**
 * The live study rooms contract (screens.md §8.2 lobby, §8.3 room; data-model.md §10 study_rooms…): the request
 * schemas the server validates with, the DTOs it returns, the realtime events on `lobby` and `room:{id}`, error
 * codes, messages and limits. Every endpoint lives under /api/live-study.
 *
 * Verses are verse keys (book number · chapter · verse, John 3:16 = 43003016; `toVerseKey` in
 * common/bible/constants). A passage is one range inside one book spanning at most 3 chapters.
 * Another member only ever appears as a PublicProfileDto. Chat bodies follow the community chat rules exactly
 * (`messageBody` from ./community): plain text, trimmed, 1–2,000 characters, never rendered as HTML.
 *
 * The reference parser (~300 KB) is not imported here: `roomPassageOf` takes its result as an argument, so the
 * client can check a reference with a lazily loaded parser and the server with the same rule.
 */
import { z } from "zod";
import { BIBLE_BOOKS } from "../bible/books";
import { TRANSLATION_IDS, toVerseKey, type TranslationId } from "../bible/constants";
import type { ParsedReference } from "../bible/reference";
import { messageBody } from "./community";
import type { PublicProfileDto } from "./public-profile";
import { text } from "./text";

// ---------- limits ----------

export const LIVE_STUDY_LIMITS = {
  /** People present in a room at once (enforced on join); also the default and largest max_participants. */
  maxParticipants: 10,
  minParticipants: 2,
  /** Open rooms one member may host. */
  hostOpenRoomsMax: 3,
  nameMin: 3,
  nameMax: 60,
  /** The page sends POST …/heartbeat this often while the room is open. */
  heartbeatSeconds: 20,
  /** A member without a heartbeat for this long has left (the sweep writes "{name} left"). */
  presenceTimeoutSeconds: 60,
  /** A present member without interaction for this long shows as idle. */
  idleAfterSeconds: 120,
  /** Hosting passes to someone present after the host has been away this long. */
  handOverSeconds: 120,
  /** A room with nobody present for this long closes. */
  idleCloseHours: 24,
  /** Shared room notes, characters. */
  notesMax: 10_000,
  /** A passage spans at most this many chapters. */
  passageChaptersMax: 3,
  /** Chat lines sent with the room state (the newest, oldest first). */
  recentMessages: 50,
  /** Older chat lines per page (GET …/messages?before=). */
  messagesPage: 50,
  /** How often the server's sweep runs. */
  sweepSeconds: 5,
} as const;

export const ROOM_VISIBILITIES = ["public", "private"] as const;
export type RoomVisibility = (typeof ROOM_VISIBILITIES)[number];

export const ROOM_ROLES = ["host", "co_leader", "member"] as const;
export type RoomRole = (typeof ROOM_ROLES)[number];

export const ROOM_ROLE_LABELS: Record<RoomRole, string> = {
  host: "Host",
  co_leader: "Co-leader",
  member: "Member",
};

// ---------- messages shown to the member ----------

export const liveStudyMessages = {
  title: "Live Study Rooms",
  emptyLobby: "No rooms open right now — start one!",
  /** The lobby card's count. */
  here: (present: number, max: number) => `${present}/${max} here`,
  full: "Full",
  privateBadge: "Private",
  joining: "Joining room…",
  notFound: "This room doesn't exist",
  closed: "This room has closed",
  /** 409 `room_full`. */
  roomFull: (present: number, max: number) => `This room is full (${present}/${max})`,
  /** 403 `room_private`. */
  roomPrivate: "This room is private — ask for an invite link",
  /** 409 `host_room_limit`. */
  hostLimit: "You can host at most 3 open rooms at a time — close one of them before starting another.",
  /** 403 `removed_from_room`. */
  removed: "You were removed from this room and can't join it again.",
  /** 409 `room_closed`. */
  roomClosedAction: "This room has closed, so it can't be changed any more.",
  /** 409 `not_present`: a heartbeat or action from someone the room no longer counts as present; join again. */
  notPresent: "You're no longer in this room — join it again to carry on.",
  /** 403 `not_room_leader`. */
  leaderOnly: "Only the host or a co-leader can do that.",
  /** 403 `not_room_host`. */
  hostOnly: "Only the host can do that.",
  /** 400 `invalid_passage`. */
  invalidPassage: "That isn't a Bible reference we recognise — try one like Romans 8.",
  passageOneBook: "Choose a passage inside one book, such as John 3 or Exodus 25–27.",
  passageTooLong: "A room's passage can span at most 3 chapters.",
  nameTooShort: "Room names need at least 3 characters.",
  nameTooLong: "Room names can be at most 60 characters.",
  notesTooLong: "Room notes can be at most 10,000 characters.",
  /** 400 `not_in_passage`: focus or a raised hand on a verse outside the passage. */
  verseOutsidePassage: "That verse isn't in the room's passage.",
  /** 400 `no_such_member`. */
  noSuchMember: "That person isn't a member of this room.",
  /** 400 `cannot_change_self`. */
  cannotChangeSelf: "You can't change your own role or remove yourself — use Leave instead.",
  /** System lines in the room chat. */
  joined: (name: string) => `${name} joined`,
  left: (name: string) => `${name} left`,
  passageChanged: (reference: string) => `Passage changed to ${reference}`,
  nowHost: (name: string) => `${name} is now the host`,
  nowCoLeader: (name: string) => `${name} is now a co-leader`,
  removedLine: (name: string) => `${name} was removed from the room`,
  closedLine: "The host closed the room",
  /** People panel: "at verse 16" when a member isn't following the leader. */
  atVerse: (verse: number) => `at verse ${verse}`,
} as const;

/** Every error code the live-study endpoints answer with (besides validation_failed, unauthorized, not_found). */
export const liveStudyErrorCodes = {
  /** 402 — free members creating, joining or acting in a room. */
  planRequired: "plan_required",
  /** 404 — message liveStudyMessages.notFound. */
  notFound: "not_found",
  /** 403 — a private room without a valid token or prior membership. */
  roomPrivate: "room_private",
  /** 409 — details: { present, max }. */
  roomFull: "room_full",
  /** 409 — the room is closed. */
  roomClosed: "room_closed",
  /** 409 — the member already hosts 3 open rooms. */
  hostRoomLimit: "host_room_limit",
  /** 403 — the host removed this member. */
  removedFromRoom: "removed_from_room",
  /** 409 — the member isn't present (never joined, left, or timed out); the page joins again. */
  notPresent: "not_present",
  /** 403 — host or co-leader only. */
  notRoomLeader: "not_room_leader",
  /** 403 — host only. */
  notRoomHost: "not_room_host",
  /** 400 — the reference isn't a passage a room can show. */
  invalidPassage: "invalid_passage",
  /** 400 — the verse isn't inside the room's passage. */
  notInPassage: "not_in_passage",
  /** 400 — merged notes would be longer than 10,000 characters. */
  notesTooLong: "notes_too_long",
  /** 400 — the target member isn't in the room. */
  noSuchMember: "no_such_member",
  /** 400 — the host acting on themselves. */
  cannotChangeSelf: "cannot_change_self",
  /** 403 — details: { mutedUntil } (same as community chat). */
  muted: "muted",
  /** 429 — details: { retryAfterSeconds } (shared with community chat: 5 posts per 10 s across both). */
  rateLimited: "rate_limited",
  /** 403 — deleting someone else's chat line. */
  forbidden: "forbidden",
} as const;

// ---------- passages ----------

/** A room's passage: the normalised reference and its first and last verse keys (inclusive). */
export interface RoomPassageDto {
  /** e.g. "Psalm 23", "Romans 8:1-17", "Exodus 25-27". */
  reference: string;
  startVerse: number;
  endVerse: number;
}

export type RoomPassageCheck = { ok: true; passage: RoomPassageDto } | { ok: false; message: string };

/**
 * Whether a parsed reference (from `parseReference` in common/bible/reference) is a passage a room can show: one
 * range inside one book spanning at most 3 chapters. Both the server and the page's form use it.
 */
export function roomPassageOf(parsed: ParsedReference | null): RoomPassageCheck {
  if (!parsed || parsed.ranges.length === 0) return { ok: false, message: liveStudyMessages.invalidPassage };
  const first = parsed.ranges[0]!;
  const last = parsed.ranges[parsed.ranges.length - 1]!;
  if (
    parsed.ranges.some(
      (range) => range.start.book !== first.start.book || range.end.book !== first.start.book,
    )
  )
    return { ok: false, message: liveStudyMessages.passageOneBook };
  if (parsed.ranges.length > 1) return { ok: false, message: liveStudyMessages.passageOneBook };
  const bookNumber = BIBLE_BOOKS.findIndex((book) => book.osis === first.start.book) + 1;
  if (bookNumber < 1) return { ok: false, message: liveStudyMessages.invalidPassage };
  if (last.end.chapter - first.start.chapter + 1 > LIVE_STUDY_LIMITS.passageChaptersMax)
    return { ok: false, message: liveStudyMessages.passageTooLong };
  return {
    ok: true,
    passage: {
      reference: parsed.label,
      startVerse: toVerseKey(bookNumber, first.start.chapter, first.start.verse),
      endVerse: toVerseKey(bookNumber, last.end.chapter, last.end.verse),
    },
  };
}

// ---------- inputs ----------

const roomName = () =>
  text()
    .trim()
    .min(LIVE_STUDY_LIMITS.nameMin, liveStudyMessages.nameTooShort)
    .max(LIVE_STUDY_LIMITS.nameMax, liveStudyMessages.nameTooLong);

/** A reference as typed ("Romans 8"); the server parses it and applies `roomPassageOf`. */
const passageReference = () =>
  text().trim().min(1, liveStudyMessages.invalidPassage).max(100, liveStudyMessages.invalidPassage);

/** A verse key (book 1–66 · chapter · verse); whether it is inside the passage is checked by the server. */
export const verseKey = () =>
  z
    .number("Choose a verse.")
    .int("Choose a verse.")
    .min(1_001_001, "Choose a verse.")
    .max(66_999_999, "Choose a verse.");

/** The invite token of a private room: 128 random bits, base64url (22 characters). */
export const inviteToken = () => text().trim().min(1).max(64);

export const roomIdParam = z.strictObject({ id: z.uuid(liveStudyMessages.notFound) });
export const roomMemberParam = z.strictObject({
  id: z.uuid(liveStudyMessages.notFound),
  userId: z.uuid(liveStudyMessages.noSuchMember),
});
export const roomMessageParam = z.strictObject({
  id: z.uuid(liveStudyMessages.notFound),
  messageId: z.uuid("That message doesn't exist."),
});

/** POST /api/live-study/rooms — creates the room and joins the host; answers RoomStateDto (201). */
export const createRoomInput = z.strictObject({
  name: roomName(),
  visibility: z.enum(ROOM_VISIBILITIES, "Choose Public or Private."),
  /** Optional starting passage ("Romans 8"); empty or left out = no passage yet (the host picks one later). */
  passage: text().trim().max(100, liveStudyMessages.invalidPassage).optional(),
  /** The room's translation (each member may read another); KJV when left out. */
  translation: z.enum(TRANSLATION_IDS, "Choose one of the translations offered.").optional(),
});
export type CreateRoomInput = z.input<typeof createRoomInput>;

/** GET /api/live-study/rooms/:id?token= — a private room's invite token lets a non-member see it. */
export const roomStateQuery = z.strictObject({ token: inviteToken().optional() });
export type RoomStateQuery = z.input<typeof roomStateQuery>;

/** POST /api/live-study/rooms/:id/join — answers RoomStateDto. Joining again while present is harmless. */
export const joinRoomInput = z.strictObject({ inviteToken: inviteToken().optional() });
export type JoinRoomInput = z.input<typeof joinRoomInput>;

/** POST /api/live-study/rooms/:id/passage — host or co-leader; clears the focus and raised hands. */
export const changePassageInput = z.strictObject({ reference: passageReference() });
export type ChangePassageInput = z.input<typeof changePassageInput>;

/** POST /api/live-study/rooms/:id/focus — host or co-leader; null clears the focus. */
export const focusInput = z.strictObject({ verse: verseKey().nullable() });
export type FocusInput = z.input<typeof focusInput>;

/** POST /api/live-study/rooms/:id/hand — anyone present; null lowers the hand. */
export const raiseHandInput = z.strictObject({ verse: verseKey().nullable() });
export type RaiseHandInput = z.input<typeof raiseHandInput>;

/**
 * POST /api/live-study/rooms/:id/heartbeat every 20 s — answers HeartbeatDto; 409 `not_present` when the room no
 * longer counts the member as present (then the page joins again).
 */
export const heartbeatInput = z.strictObject({
  /** "Follow the leader" is on. */
  following: z.boolean(),
  /** The verse the member is looking at, when known. */
  lookingAt: verseKey().nullish(),
  /** The last time the member touched the page (ISO); the server never takes a time in the future. */
  interactedAt: z.iso.datetime({ offset: true, error: "Send an ISO time." }).optional(),
});
export type HeartbeatInput = z.input<typeof heartbeatInput>;

/**
 * PUT /api/live-study/rooms/:id/notes — anyone present. `baseText` is the text the edit started from (the last
 * notes the page received) and `version` its version. The server merges by paragraph (a paragraph is one line):
 * lines the caller changed relative to baseText win, the others keep the current text. Answers RoomNotesDto.
 */
export const notesInput = z.strictObject({
  text: text().max(LIVE_STUDY_LIMITS.notesMax, liveStudyMessages.notesTooLong),
  baseText: text().max(LIVE_STUDY_LIMITS.notesMax, liveStudyMessages.notesTooLong),
  version: z.number().int().min(0),
});
export type NotesInput = z.input<typeof notesInput>;

/** POST /api/live-study/rooms/:id/messages — the community chat body rules. Answers RoomMessageDto (201). */
export const roomMessageInput = z.strictObject({ body: messageBody() });
export type RoomMessageInput = z.input<typeof roomMessageInput>;

/** GET /api/live-study/rooms/:id/messages?before= — older chat lines (a message id). */
export const roomMessagesQuery = z.strictObject({ before: z.uuid("Use a message id.").optional() });
export type RoomMessagesQuery = z.input<typeof roomMessagesQuery>;

/** POST /api/live-study/rooms/:id/members/:userId/role — host only. */
export const memberRoleInput = z.strictObject({
  role: z.enum(["co_leader", "member"], "Choose co-leader or member."),
});
export type MemberRoleInput = z.input<typeof memberRoleInput>;

// Also: POST …/leave (no body; accepts navigator.sendBeacon), POST …/members/:userId/remove (host),
// POST …/close (host), DELETE …/messages/:messageId (the author), GET …/notes (RoomNotesDto, members).

// ---------- DTOs ----------

/** GET /api/live-study/rooms — one card of the lobby. */
export interface LobbyRoomDto {
  id: string;
  name: string;
  /** The host's public projection; null while nobody hosts (the account is gone). */
  host: PublicProfileDto | null;
  passage: RoomPassageDto | null;
  translation: TranslationId;
  /** People present now. */
  present: number;
  max: number;
  private: boolean;
  /** The member belongs to this room (joined before and not removed). */
  mine: boolean;
  lastActiveAt: string;
}

/** GET /api/live-study/rooms — sorted by present now (most first), then most recent activity. */
export interface LobbyDto {
  rooms: LobbyRoomDto[];
  /** The member's plan includes community.post (create and join). */
  canPost: boolean;
  /** Open rooms the member hosts now (the limit is LIVE_STUDY_LIMITS.hostOpenRoomsMax). */
  hostingOpen: number;
}

export interface RoomPersonDto {
  user: PublicProfileDto;
  role: RoomRole;
  status: "active" | "idle";
  /** Following the leader's focus. */
  following: boolean;
  /** The verse the member is looking at (shown as "at verse N" when not following); null when unknown. */
  lookingAt: number | null;
  raisedHandVerse: number | null;
  /** When this presence began (ISO); the longest-present take over hosting first. */
  presentSince: string;
}

export interface RaisedHandDto {
  userId: string;
  verse: number;
}

export interface RoomNotesDto {
  text: string;
  version: number;
  updatedAt: string | null;
}

/** One line of the room chat. System lines have no author and the rendered text as body. */
export interface RoomMessageDto {
  id: string;
  roomId: string;
  kind: "message" | "system";
  /** Null for system lines and when the author's account is gone. */
  author: PublicProfileDto | null;
  /** Null when deleted (show "Message deleted"). */
  body: string | null;
  deleted: boolean;
  /** Hidden by reports: only the author (and staff) receive it, flagged. */
  hidden: boolean;
  createdAt: string;
}

export interface RoomInfoDto {
  id: string;
  name: string;
  visibility: RoomVisibility;
  host: PublicProfileDto | null;
  translation: TranslationId;
  max: number;
  /** Sent to current members of a private room only (for the Invite link); null otherwise. */
  inviteToken: string | null;
  createdAt: string;
  lastActiveAt: string;
  closedAt: string | null;
}

export interface RoomViewerDto {
  userId: string;
  /** The member's role, or null when they have never joined (or were removed). */
  role: RoomRole | null;
  present: boolean;
  removed: boolean;
  /** Plan includes community.post. */
  canPost: boolean;
  /** ISO end of a running mute, or null. */
  mutedUntil: string | null;
}

/** GET /api/live-study/rooms/:id, and the answer of create and join. */
export interface RoomStateDto {
  room: RoomInfoDto;
  you: RoomViewerDto;
  passage: RoomPassageDto | null;
  focusVerse: number | null;
  /** Present people: host first, then co-leaders, then by presentSince. */
  people: RoomPersonDto[];
  raisedHands: RaisedHandDto[];
  notes: RoomNotesDto;
  /** The newest chat lines, oldest first. */
  messages: RoomMessageDto[];
  hasOlderMessages: boolean;
  /** The room has closed: show liveStudyMessages.closed with the chat read-only. */
  closed: boolean;
}

/** GET /api/live-study/rooms/:id/messages?before= */
export interface RoomMessagesPageDto {
  messages: RoomMessageDto[];
  hasOlder: boolean;
}

/** POST …/heartbeat */
export interface HeartbeatDto {
  status: "active" | "idle";
}

/** POST …/leave */
export interface LeaveDto {
  /** False when the member wasn't present (nothing to do). */
  left: boolean;
}

/** POST …/passage — the focus is cleared with a new passage, and raised hands are lowered. */
export interface PassageChangedDto {
  passage: RoomPassageDto;
  focusVerse: null;
}

/** POST …/focus */
export interface FocusDto {
  focusVerse: number | null;
}

/** POST …/hand */
export interface HandDto {
  verse: number | null;
}

/** POST …/members/:userId/role and …/remove */
export interface MemberChangedDto {
  userId: string;
  role: RoomRole;
  removed: boolean;
}

/** POST …/close */
export interface RoomClosedDto {
  closedAt: string;
}

// ---------- realtime ----------

/** Lobby topic (any signed-in member). */
export const lobbyTopic = "lobby";
/** A room's topic (current members only; removed members are refused). */
export const roomTopic = (roomId: string) => `room:${roomId}`;

/** Events on `lobby`: small notices; the lobby re-fetches GET /rooms on `room.created`/`room.updated`. */
export type LobbyEvent =
  | { type: "room.created"; id: string }
  | { type: "room.updated"; id: string }
  | { type: "room.closed"; id: string }
  | { type: "room.presence"; id: string; present: number };

/**
 * Events on `room:{id}`. The page applies them to its RoomStateDto; on `member.joined` with a person it adds them,
 * on `notes.changed` without `text` it fetches GET …/notes, on `message.created` without `message` it fetches the
 * page of messages. After a reconnect the page re-fetches the state.
 */
export type RoomEvent =
  | { type: "member.joined"; roomId: string; person: RoomPersonDto }
  | { type: "member.left"; roomId: string; userId: string }
  | {
      type: "presence.changed";
      roomId: string;
      userId: string;
      status: "active" | "idle";
      following: boolean;
      lookingAt: number | null;
    }
  | { type: "role.changed"; roomId: string; userId: string; role: RoomRole; hostId: string | null }
  /** The member was removed: their page shows liveStudyMessages.removed and leaves. */
  | { type: "member.removed"; roomId: string; userId: string }
  | { type: "passage.changed"; roomId: string; passage: RoomPassageDto; focusVerse: null }
  | { type: "focus.changed"; roomId: string; verse: number | null; by: string }
  | { type: "hand.changed"; roomId: string; userId: string; verse: number | null }
  | { type: "notes.changed"; roomId: string; version: number; by: string; text?: string }
  | { type: "message.created"; roomId: string; id: string; message?: RoomMessageDto }
  | { type: "message.deleted"; roomId: string; id: string }
  | { type: "message.hidden"; roomId: string; id: string; authorId: string | null }
  | { type: "message.restored"; roomId: string; id: string }
  | { type: "room.closed"; roomId: string };

export type RoomEventType = RoomEvent["type"];
export type LobbyEventType = LobbyEvent["type"];
