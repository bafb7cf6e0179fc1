/**
 * The community chat contract (screens.md §8 intro, §8.1, §4.3; data-model.md §10): request schemas the server
 * validates with, the DTOs it returns, the realtime events on `chat:{channelId}`, error codes and limits.
 * Another member only ever appears as a PublicProfileDto. Message bodies are plain text: the server stores and returns
 * them exactly as typed (trimmed), and the client renders them as text, never as HTML.
 */
import { z } from "zod";
import type { PublicProfileDto } from "./public-profile";
import { text } from "./text";

// ---------- limits ----------

export const COMMUNITY_LIMITS = {
  bodyMax: 2_000,
  /** An author may edit a message for this long after sending it. */
  editWindowMinutes: 15,
  editWindowMs: 15 * 60_000,
  /** Rate limit: at most `rateMessages` posts per member in any `rateWindowSeconds`. */
  rateMessages: 5,
  rateWindowSeconds: 10,
  /** Messages per page (GET …/messages). */
  pageSize: 50,
  /** Pinned messages per channel. */
  pinnedMax: 3,
  /** A typing event is shown for this long unless renewed. */
  typingExpirySeconds: 5,
  /** The server publishes at most one typing event per member and channel in this window. */
  typingThrottleSeconds: 2,
  /** A member who has never read a channel counts at most this many unread (the last page). */
  unreadCap: 50,
  /** Reply quotes carry this many characters of the quoted message. */
  replyExcerptMax: 140,
  channelNameMax: 40,
  channelDescriptionMax: 200,
} as const;

/** The five reactions, in the order the picker shows them. */
export const CHAT_REACTIONS = ["👍", "❤️", "🙏", "😊", "🔥"] as const;
export type ChatReaction = (typeof CHAT_REACTIONS)[number];

// ---------- messages shown to the member ----------

export const communityMessages = {
  bodyEmpty: "Message can't be empty",
  bodyTooLong: "Messages can be at most 2,000 characters",
  deleted: "Message deleted",
  emptyChannel: "No messages yet — say hello!",
  postingUpgrade: "Posting is included in Essential",
  /** 429 `rate_limited`; `seconds` is `details.retryAfterSeconds`. */
  slowDown: (seconds: number) => `Slow down — you can send again in ${seconds}s.`,
  /** 403 `muted`; the client formats `details.mutedUntil` in the member's own time zone. */
  mutedUntil: (time: string) => `You can't post until ${time}`,
  guidelinesRequired: "Please accept the community guidelines before your first message.",
  readOnly: "Only admins post in this channel.",
  archived: "This channel is archived.",
  editWindowClosed: "Messages can only be edited for 15 minutes after sending.",
  notYourMessage: "You can only change your own messages.",
  cannotEditDeleted: "A deleted message can't be changed.",
  pinnedFull: "A channel can have at most 3 pinned messages — unpin one first.",
  replyMissing: "The message you replied to isn't in this channel.",
  clientIdTaken: "That message id is already in use.",
  channelExists: "A channel with that id already exists.",
} as const;

/** Every error code the community endpoints answer with (besides validation_failed, unauthorized, not_found). */
export const communityErrorCodes = {
  /** 402 — free members posting or reacting. */
  planRequired: "plan_required",
  /** 409 — the member hasn't accepted the community guidelines yet. */
  guidelinesRequired: "guidelines_required",
  /** 403 — details: { mutedUntil: ISO string }. */
  muted: "muted",
  /** 429 — details: { retryAfterSeconds: number }. */
  rateLimited: "rate_limited",
  /** 403 — a read-only channel and the member isn't an admin. */
  channelReadOnly: "channel_read_only",
  /** 409 — the channel is archived. */
  channelArchived: "channel_archived",
  /** 409 — more than 15 minutes after sending. */
  editWindowClosed: "edit_window_closed",
  /** 409 — the message was deleted. */
  messageDeleted: "message_deleted",
  /** 409 — three messages are pinned already. */
  pinnedLimit: "pinned_limit",
  /** 400 — replyToId isn't a visible message of this channel. */
  replyNotFound: "reply_not_found",
  /** 409 — clientId was used for another member's or channel's message. */
  clientIdConflict: "client_id_conflict",
  /** 409 — admin creates a channel whose id exists. */
  channelExists: "channel_exists",
  /** 403 — someone else's message, or a staff-only action. */
  forbidden: "forbidden",
} as const;

// ---------- inputs ----------

/** Channel ids are slugs ("general", "prayer-requests"). */
export const CHANNEL_ID_PATTERN = /^[a-z0-9](?:[a-z0-9-]{0,38}[a-z0-9])?$/;

export const channelIdParam = z.strictObject({
  id: text().regex(CHANNEL_ID_PATTERN, "There is no such channel."),
});

export const messageIdParam = z.strictObject({
  id: z.uuid("That message doesn't exist."),
});

export const reactionParam = z.strictObject({
  id: z.uuid("That message doesn't exist."),
  emoji: z.enum(CHAT_REACTIONS, "Choose one of 👍 ❤️ 🙏 😊 🔥."),
});

export const messageBody = () =>
  text()
    .trim()
    .min(1, communityMessages.bodyEmpty)
    .max(COMMUNITY_LIMITS.bodyMax, communityMessages.bodyTooLong);

/**
 * A page cursor: an ISO time or a message id. `before` pages back (older), `after` forward (newer, e.g. after a
 * reconnect). Without either, the newest page. The page itself is always oldest → newest.
 */
const cursor = text()
  .trim()
  .refine(
    (value) => z.uuid().safeParse(value).success || z.iso.datetime({ offset: true }).safeParse(value).success,
    "Use a message id or an ISO time.",
  );

/** GET /api/community/channels/:id/messages?before=&after=&limit= */
export const messagesQuery = z
  .strictObject({
    before: cursor.optional(),
    after: cursor.optional(),
    /** At most 50; 50 when left out. */
    limit: z.coerce.number().int().min(1).max(COMMUNITY_LIMITS.pageSize).optional(),
  })
  .refine((query) => !(query.before && query.after), "Use either before or after, not both.");
/** What a caller sends (the query string's values before coercion). */
export type MessagesQuery = { before?: string; after?: string; limit?: number };

/** POST /api/community/channels/:id/messages */
export const postMessageInput = z.strictObject({
  body: messageBody(),
  replyToId: z.uuid("The message you replied to doesn't exist.").nullish(),
  /**
   * A uuid the client makes up before sending; a retry with the same clientId returns the first message instead of
   * posting twice. It becomes the message's id.
   */
  clientId: z.uuid().optional(),
});
export type PostMessageInput = z.input<typeof postMessageInput>;

/** PATCH /api/community/messages/:id */
export const editMessageInput = z.strictObject({ body: messageBody() });
export type EditMessageInput = z.input<typeof editMessageInput>;

/** POST /api/community/channels/:id/read — never moves a read position backwards. */
export const readPositionInput = z.strictObject({
  lastReadAt: z.iso.datetime({ offset: true, error: "Send the time of the last message read." }),
});
export type ReadPositionInput = z.input<typeof readPositionInput>;

const channelName = () =>
  text()
    .trim()
    .transform((value) => value.replace(/^#/, ""))
    .pipe(
      text()
        .min(2, "Channel names need at least 2 characters.")
        .max(COMMUNITY_LIMITS.channelNameMax, "Channel names can be at most 40 characters."),
    );
const channelDescription = () =>
  text().trim().max(COMMUNITY_LIMITS.channelDescriptionMax, "Descriptions can be at most 200 characters.");

/** POST /api/admin/community/channels */
export const createChannelInput = z.strictObject({
  id: text().trim().regex(CHANNEL_ID_PATTERN, "Use lower-case letters, digits and hyphens (up to 40)."),
  name: channelName(),
  description: channelDescription().default(""),
  readOnly: z.boolean().default(false),
  /** Where it goes in the list (1 = first); at the end when left out. */
  position: z.number().int().min(1).max(1000).optional(),
});
export type CreateChannelInput = z.input<typeof createChannelInput>;

/** PATCH /api/admin/community/channels/:id — any subset; `archived` archives (true) or restores (false). */
export const updateChannelInput = z
  .strictObject({
    name: channelName().optional(),
    description: channelDescription().optional(),
    readOnly: z.boolean().optional(),
    /** Moves the channel to this place (1 = first); the others shift. */
    position: z.number().int().min(1).max(1000).optional(),
    archived: z.boolean().optional(),
  })
  .refine((input) => Object.values(input).some((value) => value !== undefined), "Change at least one field.");
export type UpdateChannelInput = z.input<typeof updateChannelInput>;

// ---------- DTOs ----------

export interface ChatReactionDto {
  emoji: ChatReaction;
  count: number;
  /** Whether the member asking reacted with it (false inside realtime events; see reactions.changed). */
  mine: boolean;
}

export interface ChatReplyQuoteDto {
  id: string;
  /** The quoted author's display name; null when their account is gone. */
  authorName: string | null;
  /** The start of the quoted text; null when that message was deleted or is hidden. */
  excerpt: string | null;
  deleted: boolean;
}

export interface ChatMessageDto {
  id: string;
  channelId: string;
  /** Null when the author's account is gone. */
  author: PublicProfileDto | null;
  /** Null when deleted (show communityMessages.deleted). */
  body: string | null;
  deleted: boolean;
  replyTo: ChatReplyQuoteDto | null;
  reactions: ChatReactionDto[];
  createdAt: string;
  editedAt: string | null;
  pinnedAt: string | null;
  /**
   * Until when the author may edit it (created + 15 minutes); null once deleted. The same for every viewer: the
   * client offers Edit only when the author is the member and now is before this time.
   */
  editableUntil: string | null;
  /**
   * Hidden by three open reports while moderators decide. Only staff and the message's author receive hidden
   * messages (the author sees their own message as before, flagged); everybody else never gets them.
   */
  hidden: boolean;
}

/** The member's own standing in the community, sent with the channel list. */
export interface ChatViewerDto {
  userId: string;
  /** Plan includes community.post. */
  canPost: boolean;
  guidelinesAccepted: boolean;
  /** ISO end of a running mute, or null. */
  mutedUntil: string | null;
  /** Admin or moderator: may delete any message and pin. */
  staff: boolean;
  /** Admin: may post in read-only channels and manage channels. */
  admin: boolean;
}

export interface ChannelDto {
  id: string;
  name: string;
  description: string;
  position: number;
  readOnly: boolean;
  /**
   * Others' visible messages after the member's last-read time. A member who never opened the channel counts at
   * most the last 50 (`unreadCapped` true when that cap was hit).
   */
  unreadCount: number;
  unreadCapped: boolean;
  lastReadAt: string | null;
  /** Up to 3, oldest pin first. */
  pinned: ChatMessageDto[];
}

/** GET /api/community/channels */
export interface ChannelsResponseDto {
  channels: ChannelDto[];
  viewer: ChatViewerDto;
}

/** GET /api/community/channels/:id/messages */
export interface MessagesPageDto {
  messages: ChatMessageDto[];
  /** More older messages exist before the first one in this page. */
  hasOlder: boolean;
  /** More newer messages exist after the last one (only when paging with `after` or `before`). */
  hasNewer: boolean;
}

/** POST /api/community/guidelines/accept */
export interface GuidelinesAcceptedDto {
  acceptedAt: string;
}

/** POST /api/community/channels/:id/read */
export interface ReadPositionDto {
  channelId: string;
  lastReadAt: string;
}

/** PUT/DELETE /api/community/messages/:id/reactions/:emoji */
export interface ReactionsDto {
  messageId: string;
  reactions: ChatReactionDto[];
}

/** POST /api/community/channels/:id/typing — false when held back (within 2 s of the last one, or muted). */
export interface TypingResultDto {
  published: boolean;
}

/** Admin channel rows (the admin list includes archived channels). */
export interface AdminChannelDto {
  id: string;
  name: string;
  description: string;
  position: number;
  readOnly: boolean;
  archivedAt: string | null;
}

// ---------- realtime on `chat:{channelId}` ----------

export const chatTopic = (channelId: string) => `chat:${channelId}`;

/**
 * Events on `chat:{channelId}`. Any signed-in member may follow any channel, so a client can follow every channel to
 * keep unread badges live. `message.created` / `message.updated` / `message.restored` carry the whole message when
 * it fits the bus; otherwise only `id`, and the client fetches GET /api/community/messages/:id.
 * Message DTOs in events are viewer-neutral: `reactions[].mine` is false; `hidden` is false.
 */
export type ChatEvent =
  | { type: "message.created"; channelId: string; id: string; message?: ChatMessageDto }
  | { type: "message.updated"; channelId: string; id: string; message?: ChatMessageDto }
  | { type: "message.deleted"; channelId: string; id: string }
  /** Three open reports: everyone but staff and the author drops the message. */
  | { type: "message.hidden"; channelId: string; id: string; authorId: string | null }
  /** Staff dismissed the reports: the message is back for everyone. */
  | { type: "message.restored"; channelId: string; id: string; message?: ChatMessageDto }
  /**
   * Reaction counts after `actorId` added (`added: true`) or removed `emoji`; the client sets `mine` for that emoji
   * when actorId is the member, and keeps its own `mine` for the rest.
   */
  | {
      type: "reactions.changed";
      channelId: string;
      messageId: string;
      reactions: { emoji: ChatReaction; count: number }[];
      actorId: string;
      emoji: ChatReaction;
      added: boolean;
    }
  /** A pin was set or cleared; `pinned` lists the channel's pinned message ids, oldest pin first. */
  | { type: "pins.changed"; channelId: string; messageId: string; pinnedAt: string | null; pinned: string[] }
  | { type: "typing"; channelId: string; user: PublicProfileDto; expiresAt: string };

export type ChatEventType = ChatEvent["type"];
