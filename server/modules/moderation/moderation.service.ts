// Members report public items; staff (admins and moderators) work one queue of items held as pending by the automatic
// check and items with open reports, and decide: approve, hide, delete or dismiss (ai.md §1.7, screens §4.3). The
// queue knows items only through their subject handlers (moderation.registry.ts).
import type { z } from "zod";
import {
  cannotReportOwnMessage,
  MODERATION_LIMITS,
  type ModerationAction,
  type moderationActionParams,
  type ModerationActionResultDto,
  type moderationQueueQuery,
  type ModerationQueueDto,
  type QueueFilter,
  type QueueItemDto,
  type QueueReason,
  type reportInput,
  type ReportResultDto,
  type ReportSubject,
  reportSubjects,
  tooManyReportsMessage,
} from "@common/schemas/moderation";
import type { Db } from "@server/db/client";
import type { ActorContext } from "@server/http/context";
import { AppError, notFound, tooManyRequests, validationFailed } from "@server/http/errors";
import { insertAuditEntry } from "../audit/audit.queries";
import {
  type DecisionEffects,
  type ModerationServices,
  registeredSubjects,
  type StaffView,
  subjectHandler,
  type SubjectState,
} from "./moderation.registry";
import {
  countOpenReports,
  countReportsSince,
  hasReported,
  insertReport,
  lockReporter,
  type OpenReportGroup,
  openReportGroups,
  openReportsOf,
  type OpenReportWithReporter,
  resolveOpenReports,
} from "./moderation.queries";
import { presentActionResult, presentQueueItem, presentReportResult } from "./moderation.presenter";

const hourMs = 60 * 60 * 1000;

/** Work a transaction left for after its commit: best-effort, a failure is logged and never fails the request. */
async function runAfterCommit(
  ctx: ActorContext,
  services: ModerationServices,
  tasks: readonly ((services: ModerationServices) => Promise<void>)[],
  subjectType: ReportSubject,
  subjectId: string,
): Promise<void> {
  for (const task of tasks) {
    try {
      await task(services);
    } catch (error) {
      ctx.logger?.warn({ err: error, subjectType, subjectId }, "moderation follow-up failed");
    }
  }
}

/** POST /api/reports — one report per member per item; 404 for what the member can't see, 422 for their own. */
export async function reportItem(
  ctx: ActorContext,
  services: ModerationServices,
  input: z.output<typeof reportInput>,
): Promise<ReportResultDto> {
  const { subjectType, subjectId } = input;
  const reporterId = ctx.actor.userId;
  // Asked first: an item this member reported may since be hidden by reports, and the answer is still "already".
  if (await hasReported(ctx.db, reporterId, subjectType, subjectId)) return presentReportResult(true);
  const handler = subjectHandler(subjectType);
  const check = handler ? await handler.checkReport(ctx, subjectId) : "not_found";
  if (check === "not_found") throw notFound("item");
  if (check === "own") throw new AppError(422, "cannot_report_own", cannotReportOwnMessage);
  const now = ctx.clock.now();
  const afterCommit: ((services: ModerationServices) => Promise<void>)[] = [];
  const effects: DecisionEffects = { now, afterCommit: (task) => afterCommit.push(task) };
  const stored = await ctx.db.transaction(async (tx) => {
    await lockReporter(tx, reporterId);
    const sent = await countReportsSince(tx, reporterId, new Date(now.getTime() - hourMs));
    if (sent >= MODERATION_LIMITS.reportsPerHour) {
      ctx.logger?.warn({ userId: reporterId, sent }, "content reports throttled");
      throw tooManyRequests("too_many_reports", tooManyReportsMessage, {
        limit: MODERATION_LIMITS.reportsPerHour,
      });
    }
    // A handler that acts on the count locks the item first, so parallel reports of it count one after another.
    if (handler?.afterReport && (await handler.lockState(tx, subjectId)) === undefined)
      throw notFound("item");
    const inserted = await insertReport(tx, {
      reporterId,
      subjectType,
      subjectId,
      reason: input.reason,
      details: input.details,
      createdAt: now,
    });
    if (inserted && handler?.afterReport) {
      const open = await countOpenReports(tx, subjectType, subjectId);
      await handler.afterReport(tx, subjectId, open, effects);
    }
    return inserted;
  });
  await runAfterCommit(ctx, services, afterCommit, subjectType, subjectId);
  // Not stored: a parallel request of the same member stored it first.
  return presentReportResult(!stored);
}

// ---------- the queue ----------

type QueueEntry = {
  subjectType: ReportSubject;
  subjectId: string;
  queuedAt: Date;
  pending: boolean;
  reported: boolean;
};
type QueuePosition = Pick<QueueEntry, "subjectType" | "subjectId" | "queuedAt">;

/** Oldest queued first; ties in a fixed order so the cursor never skips or repeats an item. */
function compareEntries(a: QueuePosition, b: QueuePosition): number {
  return (
    a.queuedAt.getTime() - b.queuedAt.getTime() ||
    (a.subjectType < b.subjectType ? -1 : a.subjectType > b.subjectType ? 1 : 0) ||
    (a.subjectId < b.subjectId ? -1 : a.subjectId > b.subjectId ? 1 : 0)
  );
}

const keyOf = (subjectType: ReportSubject, subjectId: string) => `${subjectType}:${subjectId}`;

/**
 * Every item in the queue (keys and times only): the held items of each subject type, and the items with open
 * reports that still exist. The whole queue is needed anyway for its counts; the page's details are loaded apart.
 */
async function queueEntries(db: Db): Promise<QueueEntry[]> {
  const entries = new Map<string, QueueEntry>();
  for (const [subjectType, handler] of registeredSubjects()) {
    for (const held of await handler.listPending(db)) {
      entries.set(keyOf(subjectType, held.subjectId), {
        subjectType,
        subjectId: held.subjectId,
        queuedAt: held.heldAt,
        pending: true,
        reported: false,
      });
    }
  }
  const reportedOnly = new Map<ReportSubject, OpenReportGroup[]>();
  for (const group of await openReportGroups(db)) {
    const entry = entries.get(keyOf(group.subjectType, group.subjectId));
    if (entry) {
      entry.reported = true;
      if (group.oldest < entry.queuedAt) entry.queuedAt = group.oldest;
    } else {
      reportedOnly.set(group.subjectType, [...(reportedOnly.get(group.subjectType) ?? []), group]);
    }
  }
  // Reports of an item deleted since (e.g. by its owner), or of a type no handler serves, stay out of the queue.
  for (const [subjectType, groups] of reportedOnly) {
    const handler = subjectHandler(subjectType);
    if (!handler) continue;
    const existing = await handler.existingIds(
      db,
      groups.map((group) => group.subjectId),
    );
    for (const group of groups) {
      if (!existing.has(group.subjectId)) continue;
      entries.set(keyOf(subjectType, group.subjectId), {
        subjectType,
        subjectId: group.subjectId,
        queuedAt: group.oldest,
        pending: false,
        reported: true,
      });
    }
  }
  return [...entries.values()].sort(compareEntries);
}

const inFilter = (entry: QueueEntry, filter: QueueFilter) =>
  filter === "all" || (filter === "pending" ? entry.pending : entry.reported);

const badCursor = () =>
  validationFailed("That page of the queue can't be found. Start again from the first page.");

function encodeCursor(entry: QueuePosition): string {
  return Buffer.from(
    JSON.stringify([entry.queuedAt.toISOString(), entry.subjectType, entry.subjectId]),
  ).toString("base64url");
}

function decodeCursor(cursor: string | undefined): QueuePosition | null {
  if (!cursor) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8"));
  } catch {
    throw badCursor();
  }
  if (!Array.isArray(parsed) || parsed.length !== 3) throw badCursor();
  const [queuedAt, subjectType, subjectId] = parsed as unknown[];
  const date = typeof queuedAt === "string" ? new Date(queuedAt) : null;
  const type = reportSubjects.find((each) => each === subjectType);
  if (!date || Number.isNaN(date.getTime()) || !type || typeof subjectId !== "string") throw badCursor();
  return { queuedAt: date, subjectType: type, subjectId };
}

/** What other members see now: the item's own state, or hidden while enough open reports stand. */
function visibilityOf(state: SubjectState, openReports: number): SubjectState {
  return state === "visible" && openReports >= MODERATION_LIMITS.hideAtOpenReports ? "hidden" : state;
}

/** GET /api/admin/moderation — one page of the queue, oldest queued first, with each item's open reports inline. */
export async function getQueue(
  ctx: ActorContext,
  query: z.output<typeof moderationQueueQuery>,
): Promise<ModerationQueueDto> {
  const after = decodeCursor(query.cursor);
  const entries = await queueEntries(ctx.db);
  const counts = {
    all: entries.length,
    pending: entries.filter((entry) => entry.pending).length,
    reported: entries.filter((entry) => entry.reported).length,
  };
  const rest = entries.filter(
    (entry) => inFilter(entry, query.filter) && (!after || compareEntries(entry, after) > 0),
  );
  const page = rest.slice(0, MODERATION_LIMITS.pageSize);

  const views = new Map<string, StaffView>();
  const reports = new Map<string, OpenReportWithReporter[]>();
  for (const subjectType of new Set(page.map((entry) => entry.subjectType))) {
    const handler = subjectHandler(subjectType);
    if (!handler) continue;
    const ids = page.filter((entry) => entry.subjectType === subjectType).map((entry) => entry.subjectId);
    const [loaded, open] = await Promise.all([
      handler.loadForStaff(ctx.db, ids),
      openReportsOf(ctx.db, subjectType, ids),
    ]);
    for (const [id, view] of loaded) views.set(keyOf(subjectType, id), view);
    for (const report of open) {
      const key = keyOf(subjectType, report.report.subjectId);
      reports.set(key, [...(reports.get(key) ?? []), report]);
    }
  }

  const items: QueueItemDto[] = [];
  for (const entry of page) {
    const key = keyOf(entry.subjectType, entry.subjectId);
    const view = views.get(key);
    // Deleted since the queue was read: nothing left to decide.
    if (!view) continue;
    const open = reports.get(key) ?? [];
    const reasons: QueueReason[] = [];
    if (entry.pending) reasons.push("pending");
    if (entry.reported) reasons.push("reported");
    items.push(presentQueueItem({ ...entry, reasons }, view, visibilityOf(view.state, open.length), open));
  }
  const last = page.at(-1);
  return {
    items,
    counts,
    nextCursor: rest.length > page.length && last ? encodeCursor(last) : null,
  };
}

// ---------- staff decisions ----------

/** How a decision closes the item's open reports: acted on, or found to need nothing. */
const closingStatus: Record<ModerationAction, "actioned" | "dismissed"> = {
  approve: "dismissed",
  hide: "actioned",
  delete: "actioned",
  dismiss: "dismissed",
};

/**
 * POST /api/admin/moderation/:subjectType/:subjectId/:action — the decision, the closing of the item's open reports and
 * the audit row in one transaction. Any existing item may be decided on, in the queue or not.
 */
export async function moderateItem(
  ctx: ActorContext,
  services: ModerationServices,
  params: z.output<typeof moderationActionParams>,
): Promise<ModerationActionResultDto> {
  const { subjectType, subjectId, action } = params;
  const handler = subjectHandler(subjectType);
  if (!handler) throw notFound("item");
  const now = ctx.clock.now();
  const afterCommit: ((services: ModerationServices) => Promise<void>)[] = [];
  const effects: DecisionEffects = { now, afterCommit: (task) => afterCommit.push(task) };
  const result = await ctx.db.transaction(async (tx) => {
    const state = await handler.lockState(tx, subjectId);
    if (state === undefined) throw notFound("item");
    const after = action === "dismiss" ? state : await handler.apply(tx, subjectId, action, effects);
    const reportsResolved = await resolveOpenReports(tx, {
      subjectType,
      subjectId,
      status: closingStatus[action],
      handledBy: ctx.actor.userId,
      handledAt: now,
    });
    if (action === "dismiss") await handler.afterDismiss?.(tx, subjectId, reportsResolved, effects);
    await insertAuditEntry(tx, {
      actorId: ctx.actor.userId,
      action: `moderation.${action}`,
      targetType: subjectType,
      targetId: subjectId,
      payload: { reportsResolved },
      createdAt: now,
    });
    return presentActionResult(subjectType, subjectId, action, after);
  });
  await runAfterCommit(ctx, services, afterCommit, subjectType, subjectId);
  return result;
}
