// Feedback (screens.md §3.9) and the admins' Feedback tab (§4.2). Members send bug reports and ideas and read their
// own items with the status and the admin's reply; Premium members' items are flagged priority by the server
// (§1.3 `support.priority`). Admins list everything (priority first), set the status and reply: each change is
// written to the audit log and the member gets a bell notification once the change is committed.
import { hasFeature } from "@common/policies/entitlements";
import {
  FEEDBACK_LIMITS,
  FEEDBACK_STATUS_LABELS,
  type AdminFeedbackDto,
  type AdminFeedbackPageDto,
  type AdminFeedbackQuery,
  type CreateFeedback,
  type FeedbackDto,
  type UpdateFeedbackInput,
} from "@common/schemas/feedback";
import type { ActorContext } from "@server/http/context";
import { notFound } from "@server/http/errors";
import { loadActorAccess } from "@server/modules/access/access.service";
import { insertAuditEntry } from "@server/modules/audit/audit.queries";
import { deliverNotifications, type NotificationDelivery } from "@server/modules/notifications/delivery";
import {
  insertNotifications,
  type NewNotification,
} from "@server/modules/notifications/notifications.queries";
import { loadPublicProfiles } from "@server/modules/profile/public-profile";
import { presentAdminFeedback, presentFeedback } from "./feedback.presenter";
import { insertFeedback, listForAdmin, listMine, lockFeedback, updateFeedback } from "./feedback.queries";
import type { FeedbackRow } from "./feedback.queries";

/** How many of their own items a member's list shows (newest first). */
const MINE_LIMIT = 100;

/** POST /api/feedback — the caller's item; the technical details only when the member left them ticked. */
export async function submitFeedback(ctx: ActorContext, input: CreateFeedback): Promise<FeedbackDto> {
  const { access } = await loadActorAccess(ctx);
  const now = ctx.clock.now();
  const technical = input.technical;
  const row = await insertFeedback(ctx.db, {
    userId: ctx.actor.userId,
    category: input.category,
    title: input.title,
    body: input.details,
    pageUrl: technical?.pageUrl || null,
    userAgent: technical?.userAgent || null,
    appVersion: technical?.appVersion || null,
    // The plan's own priority: an admin's role counts as Premium for content, not for their own feedback.
    isPriority: hasFeature(access, "support.priority"),
    createdAt: now,
    updatedAt: now,
  });
  return presentFeedback(row);
}

/** GET /api/feedback/mine */
export async function listMyFeedback(ctx: ActorContext): Promise<FeedbackDto[]> {
  return (await listMine(ctx.db, ctx.actor.userId, MINE_LIMIT)).map(presentFeedback);
}

/** GET /api/admin/feedback — admins only (the route checks the role). */
export async function listAdminFeedback(
  ctx: ActorContext,
  query: AdminFeedbackQuery,
): Promise<AdminFeedbackPageDto> {
  const pageSize = FEEDBACK_LIMITS.adminPage;
  const { rows, total } = await listForAdmin(
    ctx.db,
    { category: query.category, status: query.status },
    { limit: pageSize, offset: (query.page - 1) * pageSize },
  );
  const members = await loadPublicProfiles(
    ctx.db,
    rows.flatMap((row) => (row.userId ? [row.userId] : [])),
  );
  return {
    items: rows.map((row) =>
      presentAdminFeedback(row, row.userId ? (members.get(row.userId) ?? null) : null),
    ),
    page: query.page,
    pageSize,
    total,
  };
}

const quoted = (title: string) => `“${title.length > 80 ? `${title.slice(0, 79)}…` : title}”`;

/** The bell item telling the member what changed on their feedback. */
export function feedbackNotice(
  row: FeedbackRow,
  change: { statusChanged: boolean; replied: boolean },
  now: Date,
): NewNotification | null {
  if (!row.userId || (!change.statusChanged && !change.replied)) return null;
  const status = FEEDBACK_STATUS_LABELS[row.status];
  const body =
    change.statusChanged && change.replied
      ? `${quoted(row.title)} is now ${status}, and we replied.`
      : change.statusChanged
        ? `${quoted(row.title)} is now ${status}.`
        : `We replied to ${quoted(row.title)}.`;
  return {
    userId: row.userId,
    kind: "feedback",
    title: "Update on your feedback",
    body,
    link: "/feedback",
    createdAt: now,
  };
}

/**
 * PATCH /api/admin/feedback/:id — a new status and/or reply (an empty reply removes it). Audited; the member is
 * notified when the status changed or a reply was written, after the transaction commits.
 */
export async function updateAdminFeedback(
  ctx: ActorContext,
  delivery: Omit<NotificationDelivery, "db">,
  id: string,
  input: UpdateFeedbackInput,
): Promise<AdminFeedbackDto> {
  const now = ctx.clock.now();
  const outcome = await ctx.db.transaction(async (tx) => {
    const current = await lockFeedback(tx, id);
    if (!current) throw notFound("feedback");
    const status = input.status ?? current.status;
    const reply = input.reply === undefined ? current.adminReply : input.reply || null;
    const statusChanged = status !== current.status;
    const replyChanged = reply !== current.adminReply;
    if (!statusChanged && !replyChanged) return { row: current, notifications: [] };
    const row = await updateFeedback(tx, id, {
      status,
      adminReply: reply,
      repliedBy: replyChanged ? (reply === null ? null : ctx.actor.userId) : current.repliedBy,
      updatedAt: now,
    });
    await insertAuditEntry(tx, {
      actorId: ctx.actor.userId,
      action: "feedback.update",
      targetType: "feedback",
      targetId: id,
      payload: {
        ...(statusChanged ? { status: { from: current.status, to: status } } : {}),
        ...(replyChanged ? { reply: reply === null ? "removed" : "written" } : {}),
      },
      createdAt: now,
    });
    const notice = feedbackNotice(row, { statusChanged, replied: replyChanged && reply !== null }, now);
    const notifications = notice ? await insertNotifications(tx, [notice]) : [];
    return { row, notifications };
  });
  await deliverNotifications({ db: ctx.db, ...delivery }, outcome.notifications);
  const authorId = outcome.row.userId;
  const author = authorId ? ((await loadPublicProfiles(ctx.db, [authorId])).get(authorId) ?? null) : null;
  return presentAdminFeedback(outcome.row, author);
}
