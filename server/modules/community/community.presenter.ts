// Rows → the community DTOs (common/schemas/community.ts). Authors only as their public profile; a deleted message
// carries no body; reactions in the picker's order.
import {
  CHAT_REACTIONS,
  COMMUNITY_LIMITS,
  type AdminChannelDto,
  type ChannelDto,
  type ChatMessageDto,
  type ChatReactionDto,
  type ChatReplyQuoteDto,
} from "@common/schemas/community";
import type { PublicProfileDto } from "@common/schemas/public-profile";
import type { ChannelRow, MessageRow, ReactionCount } from "./community.queries";

const reactionOrder = new Map<string, number>(CHAT_REACTIONS.map((emoji, index) => [emoji, index]));

export function presentReactions(counts: readonly Omit<ReactionCount, "messageId">[]): ChatReactionDto[] {
  return counts
    .filter((each) => each.count > 0)
    .map(({ emoji, count, mine }) => ({ emoji, count, mine }))
    .sort((a, b) => (reactionOrder.get(a.emoji) ?? 0) - (reactionOrder.get(b.emoji) ?? 0));
}

/** The first characters of a quoted message, cut at a word where one is near. */
export function excerptOf(body: string, max: number = COMMUNITY_LIMITS.replyExcerptMax): string {
  const flat = body.replace(/\s+/g, " ").trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max);
  const space = cut.lastIndexOf(" ");
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

export function presentReplyQuote(
  replied: Pick<MessageRow, "id" | "body" | "deletedAt" | "hidden"> | undefined,
  authorName: string | null,
  /** Whether the reader may read the quoted text although it is hidden (staff). */
  showHidden: boolean,
): ChatReplyQuoteDto | null {
  if (!replied) return null;
  const deleted = replied.deletedAt !== null;
  return {
    id: replied.id,
    authorName,
    excerpt: deleted || (replied.hidden && !showHidden) ? null : excerptOf(replied.body),
    deleted,
  };
}

export function presentMessage(
  row: MessageRow,
  parts: { author: PublicProfileDto | null; reactions: ChatReactionDto[]; replyTo: ChatReplyQuoteDto | null },
): ChatMessageDto {
  const deleted = row.deletedAt !== null;
  return {
    id: row.id,
    channelId: row.channelId,
    author: parts.author,
    body: deleted ? null : row.body,
    deleted,
    replyTo: parts.replyTo,
    reactions: deleted ? [] : parts.reactions,
    createdAt: row.createdAt.toISOString(),
    editedAt: row.editedAt?.toISOString() ?? null,
    pinnedAt: deleted ? null : (row.pinnedAt?.toISOString() ?? null),
    editableUntil: deleted
      ? null
      : new Date(row.createdAt.getTime() + COMMUNITY_LIMITS.editWindowMs).toISOString(),
    hidden: row.hidden,
  };
}

export function presentChannel(
  row: ChannelRow,
  state: { unread: number; lastReadAt: Date | null; pinned: ChatMessageDto[] },
): ChannelDto {
  const cap = COMMUNITY_LIMITS.unreadCap;
  // Never read: at most the last `cap` count (the query asks for one more to know the cap was hit).
  const capped = state.lastReadAt === null && state.unread > cap;
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    position: row.position,
    readOnly: row.readOnly,
    unreadCount: capped ? cap : state.unread,
    unreadCapped: capped,
    lastReadAt: state.lastReadAt?.toISOString() ?? null,
    pinned: state.pinned,
  };
}

export function presentAdminChannel(row: ChannelRow): AdminChannelDto {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    position: row.position,
    readOnly: row.readOnly,
    archivedAt: row.archivedAt?.toISOString() ?? null,
  };
}
