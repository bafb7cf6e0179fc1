// Community chat queries (data-model.md §10): channels, messages, reactions and read positions. A message hidden by
// staff (hidden_at) or by three open reports (derived from content_reports, as for every other reportable subject)
// reaches only staff and its own author; everyone else's reads leave it out.
import {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  inArray,
  isNotNull,
  isNull,
  lt,
  ne,
  or,
  type SQL,
  sql,
} from "drizzle-orm";
import { COMMUNITY_LIMITS, type ChatReaction } from "@common/schemas/community";
import type { Db } from "@server/db/client";
import { chatChannels, chatMessages, chatReactions, chatReadStates, profiles } from "@server/db/schema";
import { notHiddenByReports } from "@server/modules/moderation/hidden-by-reports";

/** Who reads: staff see hidden messages; an author sees their own. */
export type Viewer = { userId: string; staff: boolean };

export type ChannelRow = typeof chatChannels.$inferSelect;

const messageIdText = sql`${chatMessages.id}::text`;
const notReportHidden = notHiddenByReports("chat_message", messageIdText);

/** Hidden from other members: by staff, or by open reports. */
const hiddenExpression = sql<boolean>`(${chatMessages.hiddenAt} is not null or not (${notReportHidden}))`;

/** Visible to everybody (the rule for unread counts and for events everyone receives). */
const visibleToAll = and(isNull(chatMessages.hiddenAt), notReportHidden)!;

/** What `viewer` may read among messages, or undefined for staff (everything). */
function visibleTo(viewer: Viewer): SQL | undefined {
  if (viewer.staff) return undefined;
  return or(eq(chatMessages.authorId, viewer.userId), visibleToAll);
}

export const messageColumns = {
  id: chatMessages.id,
  channelId: chatMessages.channelId,
  authorId: chatMessages.authorId,
  body: chatMessages.body,
  replyToId: chatMessages.replyToId,
  createdAt: chatMessages.createdAt,
  editedAt: chatMessages.editedAt,
  deletedAt: chatMessages.deletedAt,
  pinnedAt: chatMessages.pinnedAt,
  hiddenAt: chatMessages.hiddenAt,
  hidden: hiddenExpression,
};
export type MessageRow = {
  id: string;
  channelId: string;
  authorId: string | null;
  body: string;
  replyToId: string | null;
  createdAt: Date;
  editedAt: Date | null;
  deletedAt: Date | null;
  pinnedAt: Date | null;
  hiddenAt: Date | null;
  hidden: boolean;
};

// ---------- channels ----------

export async function listActiveChannels(db: Db): Promise<ChannelRow[]> {
  return db
    .select()
    .from(chatChannels)
    .where(isNull(chatChannels.archivedAt))
    .orderBy(asc(chatChannels.position), asc(chatChannels.id));
}

export async function listAllChannels(db: Db, lock = false): Promise<ChannelRow[]> {
  const query = db.select().from(chatChannels).orderBy(asc(chatChannels.position), asc(chatChannels.id));
  return lock ? query.for("update") : query;
}

export async function findChannel(db: Db, channelId: string, lock = false): Promise<ChannelRow | undefined> {
  const query = db.select().from(chatChannels).where(eq(chatChannels.id, channelId));
  const [row] = await (lock ? query.for("update") : query);
  return row;
}

export async function insertChannel(
  db: Db,
  row: typeof chatChannels.$inferInsert,
): Promise<ChannelRow | undefined> {
  const [inserted] = await db.insert(chatChannels).values(row).onConflictDoNothing().returning();
  return inserted;
}

export async function updateChannel(
  db: Db,
  channelId: string,
  changes: Partial<Pick<ChannelRow, "name" | "description" | "position" | "readOnly" | "archivedAt">>,
): Promise<ChannelRow> {
  const [row] = await db.update(chatChannels).set(changes).where(eq(chatChannels.id, channelId)).returning();
  if (!row) throw new Error(`chat channel ${channelId} vanished during update`);
  return row;
}

export async function readStatesOf(db: Db, userId: string): Promise<Map<string, Date>> {
  const rows = await db
    .select({ channelId: chatReadStates.channelId, lastReadAt: chatReadStates.lastReadAt })
    .from(chatReadStates)
    .where(eq(chatReadStates.userId, userId));
  return new Map(rows.map((row) => [row.channelId, row.lastReadAt]));
}

/** Moves the member's read position forward (never back); returns the position now stored. */
export async function advanceReadState(
  db: Db,
  userId: string,
  channelId: string,
  lastReadAt: Date,
): Promise<Date> {
  const [row] = await db
    .insert(chatReadStates)
    .values({ userId, channelId, lastReadAt })
    .onConflictDoUpdate({
      target: [chatReadStates.userId, chatReadStates.channelId],
      set: { lastReadAt: sql`greatest(${chatReadStates.lastReadAt}, excluded.last_read_at)` },
    })
    .returning({ lastReadAt: chatReadStates.lastReadAt });
  if (!row) throw new Error("chat read state upsert returned nothing");
  return row.lastReadAt;
}

/**
 * Unread counts per channel for `userId`: others' messages everyone can see, not deleted, after the read position.
 * A channel never read counts its last `unreadCap + 1` such messages at most, so the caller can tell "50 or more".
 */
export async function unreadCounts(
  db: Db,
  userId: string,
  channelIds: readonly string[],
  readStates: Map<string, Date>,
): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  if (channelIds.length === 0) return counts;
  const others = and(
    isNull(chatMessages.deletedAt),
    visibleToAll,
    or(isNull(chatMessages.authorId), ne(chatMessages.authorId, userId)),
  );
  const read = channelIds.filter((id) => readStates.has(id));
  const unread = channelIds.filter((id) => !readStates.has(id));
  if (read.length > 0) {
    const rows = await db
      .select({ channelId: chatMessages.channelId, n: count() })
      .from(chatMessages)
      .innerJoin(
        chatReadStates,
        and(eq(chatReadStates.channelId, chatMessages.channelId), eq(chatReadStates.userId, userId)),
      )
      .where(
        and(
          inArray(chatMessages.channelId, read),
          gt(chatMessages.createdAt, chatReadStates.lastReadAt),
          others,
        ),
      )
      .groupBy(chatMessages.channelId);
    for (const row of rows) counts.set(row.channelId, Number(row.n));
  }
  if (unread.length > 0) {
    const ranked = db
      .select({
        channelId: chatMessages.channelId,
        rank: sql<number>`row_number() over (partition by ${chatMessages.channelId} order by ${chatMessages.createdAt} desc)`.as(
          "rank",
        ),
      })
      .from(chatMessages)
      .where(and(inArray(chatMessages.channelId, unread), others))
      .as("ranked");
    const rows = await db
      .select({ channelId: ranked.channelId, n: count() })
      .from(ranked)
      .where(sql`${ranked.rank} <= ${COMMUNITY_LIMITS.unreadCap + 1}`)
      .groupBy(ranked.channelId);
    for (const row of rows) counts.set(row.channelId, Number(row.n));
  }
  return counts;
}

// ---------- messages ----------

export async function findMessage(db: Db, messageId: string, lock = false): Promise<MessageRow | undefined> {
  const query = db.select(messageColumns).from(chatMessages).where(eq(chatMessages.id, messageId));
  const [row] = await (lock ? query.for("update", { of: chatMessages }) : query);
  return row;
}

/** The message if `viewer` may read it. */
export async function findVisibleMessage(
  db: Db,
  messageId: string,
  viewer: Viewer,
): Promise<MessageRow | undefined> {
  const [row] = await db
    .select(messageColumns)
    .from(chatMessages)
    .where(and(eq(chatMessages.id, messageId), visibleTo(viewer)));
  return row;
}

export type PageCursor = { at: Date; id: string | null };

/** Messages before (older) or after a message, by (created_at, id): the page order, which never skips ties. */
function rowCompare(edge: { at: Date; id: string }, older: boolean): SQL {
  const at = sql`${edge.at.toISOString()}::timestamptz`;
  const id = sql`${edge.id}::uuid`;
  return older
    ? sql`(${chatMessages.createdAt}, ${chatMessages.id}) < (${at}, ${id})`
    : sql`(${chatMessages.createdAt}, ${chatMessages.id}) > (${at}, ${id})`;
}

/**
 * One page of a channel for `viewer`, oldest → newest: the newest `limit` messages, or those before / after the
 * cursor (a message's time and id, or a bare time). Asks for one more to tell whether more remain.
 */
export async function pageMessages(
  db: Db,
  channelId: string,
  viewer: Viewer,
  options: { limit: number; before?: PageCursor; after?: PageCursor },
): Promise<{ rows: MessageRow[]; more: boolean }> {
  const { before, after, limit } = options;
  const position = (cursor: PageCursor, older: boolean): SQL => {
    const compare = older ? lt : gt;
    if (cursor.id === null) return compare(chatMessages.createdAt, cursor.at);
    return rowCompare({ at: cursor.at, id: cursor.id }, older);
  };
  const forward = after !== undefined;
  const rows = await db
    .select(messageColumns)
    .from(chatMessages)
    .where(
      and(
        eq(chatMessages.channelId, channelId),
        visibleTo(viewer),
        before ? position(before, true) : undefined,
        after ? position(after, false) : undefined,
      ),
    )
    .orderBy(
      ...(forward
        ? [asc(chatMessages.createdAt), asc(chatMessages.id)]
        : [desc(chatMessages.createdAt), desc(chatMessages.id)]),
    )
    .limit(limit + 1);
  const more = rows.length > limit;
  const page = rows.slice(0, limit);
  return { rows: forward ? page : page.reverse(), more };
}

/** Whether `viewer` can see any message of the channel on the other side of `edge` (older when `older`). */
export async function hasMessagesBeyond(
  db: Db,
  channelId: string,
  viewer: Viewer,
  edge: { at: Date; id: string },
  older: boolean,
): Promise<boolean> {
  const [row] = await db
    .select({ id: chatMessages.id })
    .from(chatMessages)
    .where(and(eq(chatMessages.channelId, channelId), visibleTo(viewer), rowCompare(edge, older)))
    .limit(1);
  return row !== undefined;
}

/** The channel's pinned messages `viewer` can see (not deleted), oldest pin first. */
export async function pinnedMessages(
  db: Db,
  channelIds: readonly string[],
  viewer: Viewer,
): Promise<MessageRow[]> {
  if (channelIds.length === 0) return [];
  return db
    .select(messageColumns)
    .from(chatMessages)
    .where(
      and(
        inArray(chatMessages.channelId, channelIds),
        isNotNull(chatMessages.pinnedAt),
        isNull(chatMessages.deletedAt),
        visibleTo(viewer),
      ),
    )
    .orderBy(asc(chatMessages.pinnedAt), asc(chatMessages.id));
}

/** Ids of the channel's pinned, undeleted messages (what every member's list shows), oldest pin first. */
export async function pinnedIds(db: Db, channelId: string): Promise<string[]> {
  const rows = await db
    .select({ id: chatMessages.id })
    .from(chatMessages)
    .where(
      and(
        eq(chatMessages.channelId, channelId),
        isNotNull(chatMessages.pinnedAt),
        isNull(chatMessages.deletedAt),
      ),
    )
    .orderBy(asc(chatMessages.pinnedAt), asc(chatMessages.id));
  return rows.map((row) => row.id);
}

export async function findMessagesByIds(db: Db, ids: readonly string[]): Promise<MessageRow[]> {
  if (ids.length === 0) return [];
  return db
    .select(messageColumns)
    .from(chatMessages)
    .where(inArray(chatMessages.id, [...ids]));
}

export async function insertMessage(
  db: Db,
  row: {
    id?: string;
    channelId: string;
    authorId: string;
    body: string;
    replyToId: string | null;
    createdAt: Date;
  },
): Promise<MessageRow | undefined> {
  const [inserted] = await db
    .insert(chatMessages)
    .values(row)
    .onConflictDoNothing()
    .returning({ id: chatMessages.id });
  return inserted ? findMessage(db, inserted.id) : undefined;
}

export async function updateMessage(
  db: Db,
  messageId: string,
  changes: Partial<
    Pick<
      typeof chatMessages.$inferInsert,
      "body" | "editedAt" | "deletedAt" | "deletedBy" | "pinnedAt" | "pinnedBy" | "hiddenAt"
    >
  >,
): Promise<MessageRow> {
  await db.update(chatMessages).set(changes).where(eq(chatMessages.id, messageId));
  const row = await findMessage(db, messageId);
  if (!row) throw new Error(`chat message ${messageId} vanished during update`);
  return row;
}

// ---------- reactions ----------

export type ReactionCount = { messageId: string; emoji: ChatReaction; count: number; mine: boolean };

/** Reaction counts per message and emoji; `mine` for `viewerId` (false without one). */
export async function reactionCounts(
  db: Db,
  messageIds: readonly string[],
  viewerId: string | null,
): Promise<ReactionCount[]> {
  if (messageIds.length === 0) return [];
  const mine =
    viewerId === null ? sql<boolean>`false` : sql<boolean>`bool_or(${chatReactions.userId} = ${viewerId})`;
  const rows = await db
    .select({ messageId: chatReactions.messageId, emoji: chatReactions.emoji, n: count(), mine })
    .from(chatReactions)
    .where(inArray(chatReactions.messageId, [...messageIds]))
    .groupBy(chatReactions.messageId, chatReactions.emoji);
  return rows.map((row) => ({
    messageId: row.messageId,
    emoji: row.emoji as ChatReaction,
    count: Number(row.n),
    mine: Boolean(row.mine),
  }));
}

/** Adds or removes one reaction; whether anything changed. */
export async function setReaction(
  db: Db,
  reaction: { messageId: string; userId: string; emoji: ChatReaction; createdAt: Date },
  on: boolean,
): Promise<boolean> {
  if (on) {
    const rows = await db
      .insert(chatReactions)
      .values(reaction)
      .onConflictDoNothing()
      .returning({ messageId: chatReactions.messageId });
    return rows.length > 0;
  }
  const rows = await db
    .delete(chatReactions)
    .where(
      and(
        eq(chatReactions.messageId, reaction.messageId),
        eq(chatReactions.userId, reaction.userId),
        eq(chatReactions.emoji, reaction.emoji),
      ),
    )
    .returning({ messageId: chatReactions.messageId });
  return rows.length > 0;
}

// ---------- the member ----------

export async function findGuidelinesAcceptedAt(db: Db, userId: string): Promise<Date | null | undefined> {
  const [row] = await db
    .select({ at: profiles.communityGuidelinesAcceptedAt })
    .from(profiles)
    .where(eq(profiles.userId, userId));
  return row === undefined ? undefined : row.at;
}

/** Records the first acceptance (a later call keeps the first time); returns the stored time. */
export async function acceptGuidelines(db: Db, userId: string, now: Date): Promise<Date> {
  const [row] = await db
    .update(profiles)
    .set({ communityGuidelinesAcceptedAt: sql`coalesce(${profiles.communityGuidelinesAcceptedAt}, ${now})` })
    .where(eq(profiles.userId, userId))
    .returning({ at: profiles.communityGuidelinesAcceptedAt });
  if (!row?.at) throw new Error("guidelines acceptance not stored");
  return row.at;
}

/** How many messages of the channel are pinned (and not deleted). */
export async function countPinned(db: Db, channelId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(chatMessages)
    .where(
      and(
        eq(chatMessages.channelId, channelId),
        isNotNull(chatMessages.pinnedAt),
        isNull(chatMessages.deletedAt),
      ),
    );
  return Number(row?.n ?? 0);
}

/** Messages (for moderation): existing, not deleted. */
export async function liveMessageIds(db: Db, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: chatMessages.id })
    .from(chatMessages)
    .where(and(inArray(chatMessages.id, [...ids]), isNull(chatMessages.deletedAt)));
  return new Set(rows.map((row) => row.id));
}

/** Used by the moderation staff view: the messages with their channel's name. */
export async function messagesWithChannel(
  db: Db,
  ids: readonly string[],
): Promise<{ message: MessageRow; channelName: string }[]> {
  if (ids.length === 0) return [];
  return db
    .select({ message: messageColumns, channelName: chatChannels.name })
    .from(chatMessages)
    .innerJoin(chatChannels, eq(chatChannels.id, chatMessages.channelId))
    .where(and(inArray(chatMessages.id, [...ids]), isNull(chatMessages.deletedAt)));
}
