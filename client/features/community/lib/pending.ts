import { type ChatMessageDto, type ChatReplyQuoteDto, COMMUNITY_LIMITS } from "@common/schemas/community";

/**
 * Messages the member sent that the server hasn't answered for yet (screens.md §8.1): shown at once at the end of
 * the stream, "Sending…" then either replaced by the server's copy (same id: the client names it) or left with a
 * retry icon and the text kept.
 */
export type PendingMessage = {
  /** The id the message will have on the server (postMessageInput.clientId). */
  clientId: string;
  channelId: string;
  body: string;
  replyToId: string | null;
  replyTo: ChatReplyQuoteDto | null;
  createdAt: string;
  status: "sending" | "failed";
  problem: string | null;
};

export const addPending = (list: readonly PendingMessage[], message: PendingMessage) => [
  ...list.filter((pending) => pending.clientId !== message.clientId),
  message,
];

export const removePending = (list: readonly PendingMessage[], clientId: string) =>
  list.filter((pending) => pending.clientId !== clientId);

export const setPendingStatus = (
  list: readonly PendingMessage[],
  clientId: string,
  status: PendingMessage["status"],
  problem: string | null = null,
) => list.map((pending) => (pending.clientId === clientId ? { ...pending, status, problem } : pending));

/**
 * A channel's pending messages still worth showing: once the server's copy is in the stream (it may arrive by
 * realtime before the POST answers), the pending one goes.
 */
export function pendingToShow(
  list: readonly PendingMessage[],
  channelId: string,
  held: readonly ChatMessageDto[],
): PendingMessage[] {
  const ids = new Set(held.map((message) => message.id));
  return list.filter((pending) => pending.channelId === channelId && !ids.has(pending.clientId));
}

/** The quote a reply shows while it's on its way (the server sends its own with the stored message). */
export const quoteOf = (message: ChatMessageDto): ChatReplyQuoteDto => ({
  id: message.id,
  authorName: message.author?.displayName ?? null,
  excerpt: message.body === null ? null : message.body.slice(0, COMMUNITY_LIMITS.replyExcerptMax),
  deleted: message.deleted,
});
