import type {
  ChannelDto,
  ChannelsResponseDto,
  ChatEvent,
  ChatMessageDto,
  ChatReactionDto,
  ChatViewerDto,
  MessagesPageDto,
} from "@common/schemas/community";

/**
 * The community chat's cache, as plain functions over plain data so the rules are unit-tested (screens.md §8.1):
 * one channel's stream (the messages held so far, oldest → newest), and what each realtime event on
 * `chat:{channel}` does to it and to the channel list.
 */

/** One channel's messages held by the client, oldest → newest, and whether older ones exist on the server. */
export type ChannelStream = { messages: ChatMessageDto[]; hasOlder: boolean };

const byTime = (a: ChatMessageDto, b: ChatMessageDto) =>
  a.createdAt === b.createdAt ? a.id.localeCompare(b.id) : Date.parse(a.createdAt) - Date.parse(b.createdAt);

/** Realtime DTOs say `mine: false` for every reaction; the member's own marks are kept from what we held. */
export function keepOwnMarks(previous: ChatMessageDto | undefined, next: ChatMessageDto): ChatMessageDto {
  if (!previous) return next;
  const mine = new Set(
    previous.reactions.filter((reaction) => reaction.mine).map((reaction) => reaction.emoji),
  );
  return {
    ...next,
    reactions: next.reactions.map((reaction) => ({
      ...reaction,
      mine: reaction.mine || (mine.has(reaction.emoji) && reaction.count > 0),
    })),
    hidden: next.hidden || previous.hidden,
  };
}

/** Adds or replaces messages by id (the newer copy wins, own reaction marks kept), in time order. */
export function mergeMessages(
  held: readonly ChatMessageDto[],
  incoming: readonly ChatMessageDto[],
  options: { fromEvent?: boolean } = {},
): ChatMessageDto[] {
  const byId = new Map(held.map((message) => [message.id, message]));
  for (const message of incoming) {
    const previous = byId.get(message.id);
    byId.set(message.id, options.fromEvent ? keepOwnMarks(previous, message) : message);
  }
  return [...byId.values()].sort(byTime);
}

/** The stream after a page older than what we hold arrived. */
export const withOlderPage = (stream: ChannelStream, page: MessagesPageDto): ChannelStream => ({
  messages: mergeMessages(stream.messages, page.messages),
  hasOlder: page.hasOlder,
});

/** The stream after messages newer than what we hold arrived (a reconnect's catch-up, a sent message). */
export const withNewer = (stream: ChannelStream, messages: readonly ChatMessageDto[]): ChannelStream => ({
  ...stream,
  messages: mergeMessages(stream.messages, messages),
});

/** A message as everyone sees it once deleted: "Message deleted", nothing else of it. */
export function asDeleted(message: ChatMessageDto): ChatMessageDto {
  return {
    ...message,
    body: null,
    deleted: true,
    reactions: [],
    editableUntil: null,
    pinnedAt: null,
    replyTo: null,
  };
}

/** Quotes of a deleted or hidden message lose their text too. */
function withQuoteGone(message: ChatMessageDto, goneId: string): ChatMessageDto {
  return message.replyTo?.id === goneId
    ? { ...message, replyTo: { ...message.replyTo, excerpt: null, deleted: true } }
    : message;
}

/** Counts from an event, with `mine` set for the emoji the member changed and kept for the rest. */
export function reactionsAfter(
  held: readonly ChatReactionDto[],
  event: Extract<ChatEvent, { type: "reactions.changed" }>,
  viewerId: string | null,
): ChatReactionDto[] {
  const mine = new Set(held.filter((reaction) => reaction.mine).map((reaction) => reaction.emoji));
  if (event.actorId === viewerId) {
    if (event.added) mine.add(event.emoji);
    else mine.delete(event.emoji);
  }
  return event.reactions
    .filter((reaction) => reaction.count > 0)
    .map((reaction) => ({ ...reaction, mine: mine.has(reaction.emoji) }));
}

/** What the member's own toggle does at once, before the server answers (optimistic). */
export function toggledReactions(held: readonly ChatReactionDto[], emoji: ChatReactionDto["emoji"]) {
  const existing = held.find((reaction) => reaction.emoji === emoji);
  if (!existing) return [...held, { emoji, count: 1, mine: true }];
  const count = existing.count + (existing.mine ? -1 : 1);
  return held
    .map((reaction) => (reaction.emoji === emoji ? { emoji, count, mine: !existing.mine } : reaction))
    .filter((reaction) => reaction.count > 0);
}

type Viewer = Pick<ChatViewerDto, "userId" | "staff"> | null;

/**
 * A realtime event applied to the open channel's stream. Events that only carry an id (`message` left out because
 * it didn't fit the bus) return the stream unchanged and `fetch` the id so the caller loads it.
 */
export function applyEventToStream(
  stream: ChannelStream,
  event: ChatEvent,
  viewer: Viewer,
): { stream: ChannelStream; fetch?: string } {
  switch (event.type) {
    case "message.created":
    case "message.updated":
    case "message.restored": {
      if (!event.message) return { stream, fetch: event.id };
      return {
        stream: { ...stream, messages: mergeMessages(stream.messages, [event.message], { fromEvent: true }) },
      };
    }
    case "message.deleted":
      return {
        stream: {
          ...stream,
          messages: stream.messages.map((message) =>
            message.id === event.id ? asDeleted(message) : withQuoteGone(message, event.id),
          ),
        },
      };
    case "message.hidden": {
      // Staff and the author keep seeing it, flagged; everyone else drops it.
      const keeps = viewer !== null && (viewer.staff || event.authorId === viewer.userId);
      const messages = keeps
        ? stream.messages.map((message) => (message.id === event.id ? { ...message, hidden: true } : message))
        : stream.messages
            .filter((message) => message.id !== event.id)
            .map((message) => withQuoteGone(message, event.id));
      return { stream: { ...stream, messages } };
    }
    case "reactions.changed":
      return {
        stream: {
          ...stream,
          messages: stream.messages.map((message) =>
            message.id === event.messageId
              ? { ...message, reactions: reactionsAfter(message.reactions, event, viewer?.userId ?? null) }
              : message,
          ),
        },
      };
    case "pins.changed":
      return {
        stream: {
          ...stream,
          messages: stream.messages.map((message) =>
            message.id === event.messageId ? { ...message, pinnedAt: event.pinnedAt } : message,
          ),
        },
      };
    case "typing":
      return { stream };
  }
}

/** Whether a new message from someone else raises a channel's unread badge. */
export const countsAsUnread = (event: ChatEvent, viewerId: string | null) =>
  event.type === "message.created" && (event.message ? event.message.author?.userId !== viewerId : true);

/** The channel list after an event on a channel the member isn't looking at: its badge goes up by one. */
export function bumpUnread(data: ChannelsResponseDto, channelId: string): ChannelsResponseDto {
  return {
    ...data,
    channels: data.channels.map((channel) =>
      channel.id === channelId ? { ...channel, unreadCount: channel.unreadCount + 1 } : channel,
    ),
  };
}

/** The channel list once the member has read `channelId` up to `lastReadAt`. */
export function markChannelRead(
  data: ChannelsResponseDto,
  channelId: string,
  lastReadAt: string,
): ChannelsResponseDto {
  return {
    ...data,
    channels: data.channels.map((channel) =>
      channel.id === channelId
        ? {
            ...channel,
            unreadCount: 0,
            unreadCapped: false,
            lastReadAt: laterOf(channel.lastReadAt, lastReadAt),
          }
        : channel,
    ),
  };
}

const laterOf = (a: string | null, b: string) => (a !== null && Date.parse(a) > Date.parse(b) ? a : b);

/**
 * A channel's pinned list after `pins.changed`, in the event's order. A newly pinned message we hold is shown at
 * once; one we don't hold makes the caller refetch the list (`missing`).
 */
export function pinnedAfter(
  channel: ChannelDto,
  event: Extract<ChatEvent, { type: "pins.changed" }>,
  held: readonly ChatMessageDto[],
): { pinned: ChatMessageDto[]; missing: boolean } {
  const known = new Map([...held, ...channel.pinned].map((message) => [message.id, message]));
  const pinned: ChatMessageDto[] = [];
  let missing = false;
  for (const id of event.pinned) {
    const message = known.get(id);
    if (message) pinned.push(id === event.messageId ? { ...message, pinnedAt: event.pinnedAt } : message);
    else missing = true;
  }
  return { pinned, missing };
}

/** The newest message time we hold: where reading stops and where a catch-up after a reconnect starts. */
export const newestHeld = (messages: readonly ChatMessageDto[]) => messages.at(-1) ?? null;

/** The stream's read position to report: the newest message's time, when it is later than the one we know. */
export function readPositionToSend(
  messages: readonly ChatMessageDto[],
  lastReadAt: string | null,
): string | null {
  const newest = newestHeld(messages);
  if (!newest) return null;
  return lastReadAt === null || Date.parse(newest.createdAt) > Date.parse(lastReadAt)
    ? newest.createdAt
    : null;
}
