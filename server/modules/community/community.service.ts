// Community chat (screens.md §8, §8.1, §4.3; data-model.md §10). Everyone signed in reads (`community.read`);
// posting and reacting need `community.post` (Essential, Premium). A post passes, in order: the plan, the channel
// (exists, not archived, read-only ones for admins only), the member's acceptance of the guidelines, no running mute,
// and the rate limit (5 per 10 s, counted from the member's own messages with their profile row locked so parallel
// posts queue). Everything another member sees change is published on `chat:{channel}` after the commit.
import type { z } from "zod";
import { hasFeature } from "@common/policies/entitlements";
import {
  COMMUNITY_LIMITS,
  communityErrorCodes,
  communityMessages,
  type ChannelsResponseDto,
  type ChatMessageDto,
  type ChatReaction,
  type ChatViewerDto,
  type GuidelinesAcceptedDto,
  type MessagesPageDto,
  type messagesQuery,
  type postMessageInput,
  type ReactionsDto,
  type ReadPositionDto,
  type TypingResultDto,
} from "@common/schemas/community";
import type { Db } from "@server/db/client";
import type { ActorContext } from "@server/http/context";
import { AppError, badRequest, conflict, forbidden, notFound } from "@server/http/errors";
import { isUuid } from "@server/http/uuid";
import { type ActorAccess, assertFeature, loadActorAccess } from "@server/modules/access/access.service";
import { updateCounters } from "@server/modules/achievements/progress";
import { insertAuditEntry } from "@server/modules/audit/audit.queries";
import { lockMember } from "@server/modules/courses/courses.queries";
import { findActiveMute } from "@server/modules/mutes/mutes.queries";
import { assertNotMuted, assertPostingRate } from "@server/modules/mutes/posting-guard";
import { loadPublicProfiles } from "@server/modules/profile/public-profile";
import { findRoles } from "@server/modules/roles/roles.queries";
import { messageEvent, publishChat } from "./community.events";
import {
  acceptGuidelines,
  advanceReadState,
  type ChannelRow,
  countPinned,
  findChannel,
  findGuidelinesAcceptedAt,
  findMessage,
  findMessagesByIds,
  findVisibleMessage,
  hasMessagesBeyond,
  listActiveChannels,
  type MessageRow,
  type PageCursor,
  pageMessages,
  pinnedIds,
  pinnedMessages,
  reactionCounts,
  readStatesOf,
  setReaction,
  unreadCounts,
  updateMessage,
  insertMessage,
  type Viewer,
} from "./community.queries";
import { presentChannel, presentMessage, presentReactions, presentReplyQuote } from "./community.presenter";

const READ = "community.read" as const;
const POST = "community.post" as const;

/** What the checks need about the caller: plan, and whether they are staff (admin or moderator) or admin. */
type Standing = { access: ActorAccess; viewer: Viewer; admin: boolean };

async function standingOf(ctx: ActorContext): Promise<Standing> {
  const [access, roles] = await Promise.all([loadActorAccess(ctx), findRoles(ctx.db, ctx.actor.userId)]);
  const admin = roles.includes("admin");
  return { access, admin, viewer: { userId: ctx.actor.userId, staff: admin || roles.includes("moderator") } };
}

async function readerStanding(ctx: ActorContext): Promise<Standing> {
  const standing = await standingOf(ctx);
  assertFeature(standing.access, READ);
  return standing;
}

async function posterStanding(ctx: ActorContext): Promise<Standing> {
  const standing = await standingOf(ctx);
  assertFeature(standing.access, POST);
  return standing;
}

const channelNotFound = () => notFound("channel");
const messageNotFound = () => notFound("message");

// ---------- presenting messages for a reader ----------

/**
 * The DTOs of `rows` as `viewerId` sees them (null: the viewer-neutral form sent in events): authors as public
 * profiles, reactions with `mine`, reply quotes.
 */
export async function presentForViewer(
  db: Db,
  rows: readonly MessageRow[],
  viewer: Viewer | null,
): Promise<ChatMessageDto[]> {
  if (rows.length === 0) return [];
  const replyIds = [...new Set(rows.map((row) => row.replyToId).filter((id): id is string => id !== null))];
  const [replies, reactions] = await Promise.all([
    findMessagesByIds(db, replyIds),
    reactionCounts(
      db,
      rows.map((row) => row.id),
      viewer?.userId ?? null,
    ),
  ]);
  const authorIds = [...rows, ...replies]
    .map((row) => row.authorId)
    .filter((id): id is string => id !== null);
  const profiles = await loadPublicProfiles(db, authorIds);
  const repliesById = new Map(replies.map((row) => [row.id, row]));
  return rows.map((row) => {
    const replied = row.replyToId ? repliesById.get(row.replyToId) : undefined;
    const repliedAuthor = replied?.authorId ? profiles.get(replied.authorId) : undefined;
    return presentMessage(row, {
      author: row.authorId ? (profiles.get(row.authorId) ?? null) : null,
      reactions: presentReactions(reactions.filter((each) => each.messageId === row.id)),
      replyTo: presentReplyQuote(replied, repliedAuthor?.displayName ?? null, viewer?.staff ?? false),
    });
  });
}

async function presentOne(db: Db, row: MessageRow, viewer: Viewer | null): Promise<ChatMessageDto> {
  const [dto] = await presentForViewer(db, [row], viewer);
  if (!dto) throw new Error("chat message presentation returned nothing");
  return dto;
}

/** Publishes a message's new state to everyone, unless it is hidden from other members. */
async function publishMessage(
  ctx: ActorContext,
  type: "message.created" | "message.updated",
  row: MessageRow,
): Promise<void> {
  if (row.hidden) return;
  await publishChat(ctx, messageEvent(type, await presentOne(ctx.db, row, null)));
}

// ---------- reading ----------

/** GET /api/community/channels */
export async function listChannels(ctx: ActorContext): Promise<ChannelsResponseDto> {
  const { access, viewer, admin } = await readerStanding(ctx);
  const userId = ctx.actor.userId;
  const now = ctx.clock.now();
  const [channels, readStates, mute, acceptedAt] = await Promise.all([
    listActiveChannels(ctx.db),
    readStatesOf(ctx.db, userId),
    findActiveMute(ctx.db, userId, now),
    findGuidelinesAcceptedAt(ctx.db, userId),
  ]);
  const ids = channels.map((channel) => channel.id);
  const [counts, pinnedRows] = await Promise.all([
    unreadCounts(ctx.db, userId, ids, readStates),
    pinnedMessages(ctx.db, ids, viewer),
  ]);
  const pinned = await presentForViewer(ctx.db, pinnedRows, viewer);
  const state: ChatViewerDto = {
    userId,
    canPost: hasFeature(access.access, POST, { isAdmin: access.isAdmin }),
    guidelinesAccepted: acceptedAt != null,
    mutedUntil: mute?.until.toISOString() ?? null,
    staff: viewer.staff,
    admin,
  };
  return {
    channels: channels.map((channel) =>
      presentChannel(channel, {
        unread: counts.get(channel.id) ?? 0,
        lastReadAt: readStates.get(channel.id) ?? null,
        pinned: pinned.filter((message) => message.channelId === channel.id),
      }),
    ),
    viewer: state,
  };
}

/** A channel members may read: it exists (an archived channel's history stays readable by its address). */
async function readableChannel(db: Db, channelId: string): Promise<ChannelRow> {
  const channel = await findChannel(db, channelId);
  if (!channel) throw channelNotFound();
  return channel;
}

/** A cursor from the query: a message of this channel (its time and id), or a bare time. */
async function cursorOf(
  db: Db,
  channelId: string,
  value: string | undefined,
): Promise<PageCursor | undefined> {
  if (value === undefined) return undefined;
  if (isUuid(value)) {
    const message = await findMessage(db, value);
    if (!message || message.channelId !== channelId) {
      throw badRequest("validation_failed", "That message isn't in this channel.");
    }
    return { at: message.createdAt, id: message.id };
  }
  return { at: new Date(value), id: null };
}

/** GET /api/community/channels/:id/messages — 50 at a time, oldest → newest within the page. */
export async function listMessages(
  ctx: ActorContext,
  channelId: string,
  query: z.output<typeof messagesQuery>,
): Promise<MessagesPageDto> {
  const { viewer } = await readerStanding(ctx);
  await readableChannel(ctx.db, channelId);
  const [before, after] = await Promise.all([
    cursorOf(ctx.db, channelId, query.before),
    cursorOf(ctx.db, channelId, query.after),
  ]);
  const { rows, more } = await pageMessages(ctx.db, channelId, viewer, {
    limit: query.limit ?? COMMUNITY_LIMITS.pageSize,
    before,
    after,
  });
  const first = rows[0];
  const last = rows.at(-1);
  let hasOlder: boolean;
  let hasNewer: boolean;
  if (after) {
    hasNewer = more;
    hasOlder = first
      ? await hasMessagesBeyond(ctx.db, channelId, viewer, { at: first.createdAt, id: first.id }, true)
      : false;
  } else {
    hasOlder = more;
    hasNewer =
      before && last
        ? await hasMessagesBeyond(ctx.db, channelId, viewer, { at: last.createdAt, id: last.id }, false)
        : false;
  }
  return { messages: await presentForViewer(ctx.db, rows, viewer), hasOlder, hasNewer };
}

/** GET /api/community/messages/:id — one message (an event that carried only the id). */
export async function getMessage(ctx: ActorContext, messageId: string): Promise<ChatMessageDto> {
  const { viewer } = await readerStanding(ctx);
  const row = await findVisibleMessage(ctx.db, messageId, viewer);
  if (!row) throw messageNotFound();
  return presentOne(ctx.db, row, viewer);
}

// ---------- posting ----------

/** The channel a member may post in now. */
function assertPostable(channel: ChannelRow | undefined, admin: boolean): ChannelRow {
  if (!channel) throw channelNotFound();
  if (channel.archivedAt) throw conflict(communityErrorCodes.channelArchived, communityMessages.archived);
  if (channel.readOnly && !admin) {
    throw new AppError(403, communityErrorCodes.channelReadOnly, communityMessages.readOnly);
  }
  return channel;
}

/**
 * POST /api/community/channels/:id/messages — `created` false when a retry with the same clientId found the message
 * stored by the first attempt (returned as it is, nothing stored twice).
 */
export async function postMessage(
  ctx: ActorContext,
  channelId: string,
  input: z.output<typeof postMessageInput>,
): Promise<{ message: ChatMessageDto; created: boolean }> {
  const { viewer, admin } = await posterStanding(ctx);
  const userId = ctx.actor.userId;
  assertPostable(await findChannel(ctx.db, channelId), admin);
  const now = ctx.clock.now();
  const outcome = await ctx.db.transaction(async (tx) => {
    // One post at a time per member: the rate limit counts what the member's earlier posts stored.
    await lockMember(tx, userId);
    const acceptedAt = await findGuidelinesAcceptedAt(tx, userId);
    if (acceptedAt == null)
      throw conflict(communityErrorCodes.guidelinesRequired, communityMessages.guidelinesRequired);
    await assertNotMuted(tx, userId, now);
    if (input.clientId) {
      const earlier = await findMessage(tx, input.clientId);
      if (earlier) {
        if (earlier.authorId !== userId || earlier.channelId !== channelId) {
          throw conflict(communityErrorCodes.clientIdConflict, communityMessages.clientIdTaken);
        }
        return { row: earlier, created: false };
      }
    }
    await assertPostingRate(tx, userId, now);
    if (input.replyToId) {
      const replied = await findVisibleMessage(tx, input.replyToId, viewer);
      if (!replied || replied.channelId !== channelId || replied.deletedAt) {
        throw badRequest(communityErrorCodes.replyNotFound, communityMessages.replyMissing);
      }
    }
    const row = await insertMessage(tx, {
      ...(input.clientId ? { id: input.clientId } : {}),
      channelId,
      authorId: userId,
      body: input.body,
      replyToId: input.replyToId ?? null,
      createdAt: now,
    });
    // Only a parallel insert of another member with the same id can take it between the check and here.
    if (!row) throw conflict(communityErrorCodes.clientIdConflict, communityMessages.clientIdTaken);
    await updateCounters(tx, userId, ["chat_messages"], now);
    return { row, created: true };
  });
  if (outcome.created) await publishMessage(ctx, "message.created", outcome.row);
  return { message: await presentOne(ctx.db, outcome.row, viewer), created: outcome.created };
}

/** PATCH /api/community/messages/:id — the author, within 15 minutes of sending, while allowed to post. */
export async function editMessage(
  ctx: ActorContext,
  messageId: string,
  body: string,
): Promise<ChatMessageDto> {
  const { viewer } = await posterStanding(ctx);
  const userId = ctx.actor.userId;
  const now = ctx.clock.now();
  const row = await ctx.db.transaction(async (tx) => {
    const message = await findMessage(tx, messageId, true);
    if (!message || !(await findVisibleMessage(tx, messageId, viewer))) throw messageNotFound();
    if (message.authorId !== userId) throw forbidden(communityMessages.notYourMessage);
    if (message.deletedAt)
      throw conflict(communityErrorCodes.messageDeleted, communityMessages.cannotEditDeleted);
    if (now.getTime() > message.createdAt.getTime() + COMMUNITY_LIMITS.editWindowMs) {
      throw conflict(communityErrorCodes.editWindowClosed, communityMessages.editWindowClosed);
    }
    await assertNotMuted(tx, userId, now);
    if (message.body === body) return message;
    return updateMessage(tx, messageId, { body, editedAt: now });
  });
  await publishMessage(ctx, "message.updated", row);
  return presentOne(ctx.db, row, viewer);
}

/** DELETE /api/community/messages/:id — the author, or staff (audited); soft: everyone sees "Message deleted". */
export async function deleteMessage(ctx: ActorContext, messageId: string): Promise<ChatMessageDto> {
  const { viewer } = await readerStanding(ctx);
  const userId = ctx.actor.userId;
  const now = ctx.clock.now();
  const { row, changed, wasPinned } = await ctx.db.transaction(async (tx) => {
    const message = await findMessage(tx, messageId, true);
    if (!message || !(await findVisibleMessage(tx, messageId, viewer))) throw messageNotFound();
    const own = message.authorId === userId;
    if (!own && !viewer.staff) throw forbidden(communityMessages.notYourMessage);
    if (message.deletedAt) return { row: message, changed: false, wasPinned: false };
    const deleted = await updateMessage(tx, messageId, {
      deletedAt: now,
      deletedBy: userId,
      pinnedAt: null,
      pinnedBy: null,
    });
    if (!own) {
      await insertAuditEntry(tx, {
        actorId: userId,
        action: "community.message.delete",
        targetType: "chat_message",
        targetId: messageId,
        payload: { channelId: message.channelId, authorId: message.authorId },
        createdAt: now,
      });
    }
    return { row: deleted, changed: true, wasPinned: message.pinnedAt !== null };
  });
  if (changed) {
    await publishChat(ctx, { type: "message.deleted", channelId: row.channelId, id: row.id });
    if (wasPinned) await publishPins(ctx, row.channelId, row.id, null);
  }
  return presentOne(ctx.db, row, viewer);
}

async function publishPins(ctx: ActorContext, channelId: string, messageId: string, pinnedAt: Date | null) {
  await publishChat(ctx, {
    type: "pins.changed",
    channelId,
    messageId,
    pinnedAt: pinnedAt?.toISOString() ?? null,
    pinned: await pinnedIds(ctx.db, channelId),
  });
}

/** POST / DELETE /api/community/messages/:id/pin — staff; at most 3 pinned per channel. */
export async function setPinned(
  ctx: ActorContext,
  messageId: string,
  pinned: boolean,
): Promise<ChatMessageDto> {
  const { viewer } = await readerStanding(ctx);
  if (!viewer.staff) throw forbidden();
  const userId = ctx.actor.userId;
  const now = ctx.clock.now();
  const { row, changed } = await ctx.db.transaction(async (tx) => {
    const found = await findMessage(tx, messageId);
    if (!found) throw messageNotFound();
    // The channel row serialises pins, so two staff can't both take the third place.
    await findChannel(tx, found.channelId, true);
    const message = await findMessage(tx, messageId, true);
    if (!message) throw messageNotFound();
    if (message.deletedAt)
      throw conflict(communityErrorCodes.messageDeleted, communityMessages.cannotEditDeleted);
    if ((message.pinnedAt !== null) === pinned) return { row: message, changed: false };
    if (pinned && (await countPinned(tx, message.channelId)) >= COMMUNITY_LIMITS.pinnedMax) {
      throw conflict(communityErrorCodes.pinnedLimit, communityMessages.pinnedFull);
    }
    const updated = await updateMessage(tx, messageId, {
      pinnedAt: pinned ? now : null,
      pinnedBy: pinned ? userId : null,
    });
    await insertAuditEntry(tx, {
      actorId: userId,
      action: pinned ? "community.message.pin" : "community.message.unpin",
      targetType: "chat_message",
      targetId: messageId,
      payload: { channelId: message.channelId },
      createdAt: now,
    });
    return { row: updated, changed: true };
  });
  if (changed) await publishPins(ctx, row.channelId, row.id, row.pinnedAt);
  return presentOne(ctx.db, row, viewer);
}

/** PUT / DELETE /api/community/messages/:id/reactions/:emoji — community.post. */
export async function react(
  ctx: ActorContext,
  messageId: string,
  emoji: ChatReaction,
  on: boolean,
): Promise<ReactionsDto> {
  const { viewer } = await posterStanding(ctx);
  const userId = ctx.actor.userId;
  const now = ctx.clock.now();
  const message = await findVisibleMessage(ctx.db, messageId, viewer);
  if (!message) throw messageNotFound();
  if (message.deletedAt)
    throw conflict(communityErrorCodes.messageDeleted, communityMessages.cannotEditDeleted);
  const changed = await setReaction(ctx.db, { messageId, userId, emoji, createdAt: now }, on);
  const counts = await reactionCounts(ctx.db, [messageId], userId);
  const reactions = presentReactions(counts);
  if (changed && !message.hidden) {
    await publishChat(ctx, {
      type: "reactions.changed",
      channelId: message.channelId,
      messageId,
      reactions: reactions.map(({ emoji: each, count }) => ({ emoji: each, count })),
      actorId: userId,
      emoji,
      added: on,
    });
  }
  return { messageId, reactions };
}

/** POST /api/community/channels/:id/read — the position only moves forward, and never past now. */
export async function markRead(
  ctx: ActorContext,
  channelId: string,
  lastReadAt: string,
): Promise<ReadPositionDto> {
  await readerStanding(ctx);
  await readableChannel(ctx.db, channelId);
  const now = ctx.clock.now();
  const asked = new Date(lastReadAt);
  const stored = await advanceReadState(
    ctx.db,
    ctx.actor.userId,
    channelId,
    asked.getTime() > now.getTime() ? now : asked,
  );
  return { channelId, lastReadAt: stored.toISOString() };
}

/** POST /api/community/guidelines/accept — once; later calls keep the first time. */
export async function acceptCommunityGuidelines(ctx: ActorContext): Promise<GuidelinesAcceptedDto> {
  await readerStanding(ctx);
  const at = await acceptGuidelines(ctx.db, ctx.actor.userId, ctx.clock.now());
  return { acceptedAt: at.toISOString() };
}

/** Per server instance: when each member last had a typing event published per channel. */
export type TypingThrottle = Map<string, number>;

/**
 * POST /api/community/channels/:id/typing — community.post; at most one event per member and channel every 2 s,
 * expiring after 5 s. Not published for a muted member; a read-only or archived channel refuses as a post would.
 */
export async function typing(
  ctx: ActorContext,
  throttle: TypingThrottle,
  channelId: string,
): Promise<TypingResultDto> {
  const { admin } = await posterStanding(ctx);
  const userId = ctx.actor.userId;
  assertPostable(await findChannel(ctx.db, channelId), admin);
  const now = ctx.clock.now();
  const key = `${userId}:${channelId}`;
  const last = throttle.get(key);
  if (last !== undefined && now.getTime() - last < COMMUNITY_LIMITS.typingThrottleSeconds * 1000) {
    return { published: false };
  }
  if (await findActiveMute(ctx.db, userId, now)) return { published: false };
  const profile = (await loadPublicProfiles(ctx.db, [userId])).get(userId);
  if (!profile) throw notFound("profile");
  throttle.set(key, now.getTime());
  // Keep the map small: forget entries older than the expiry.
  if (throttle.size > 5_000) {
    for (const [entry, at] of throttle) {
      if (now.getTime() - at > COMMUNITY_LIMITS.typingExpirySeconds * 1000) throttle.delete(entry);
    }
  }
  await publishChat(ctx, {
    type: "typing",
    channelId,
    user: profile,
    expiresAt: new Date(now.getTime() + COMMUNITY_LIMITS.typingExpirySeconds * 1000).toISOString(),
  });
  return { published: true };
}
