// Prophecy Watch (ai.md §3.6): one counted structured question through the AI layer (or the offline study engine,
// uncounted) turns a report or a theme into a signal, saved private to its author. The source link is the member's
// own; any link in the model's text the member did not type is removed by the layer. Admins publish straight to the
// feed after the text check (held as pending when the check can't be made); premium members suggest, which sends the
// signal to the moderation queue. Publishing creates the watch-topic alerts. Another member's private signal is a 404.
import {
  type AnalyseProphecyInput,
  type EditSignalInput,
  PROPHECY_LIMITS,
  type ProphecyCategory,
  type SignalAnalysisDto,
  type SignalDto,
  signalPendingMessage,
  signalSuggestedMessage,
  type SignalSummaryDto,
} from "@common/schemas/prophecy";
import type { ActorContext } from "@server/http/context";
import { AppError, forbidden, notFound } from "@server/http/errors";
import { isUuid } from "@server/http/uuid";
import { loadActorAccess } from "@server/modules/access/access.service";
import type { AiRuntime } from "@server/modules/ai/ai.runtime";
import { modelOrLocal } from "@server/modules/ai-study/structured";
import { deliverNotifications, type NotificationDelivery } from "@server/modules/notifications/delivery";
import { publishSignal } from "./matching";
import { offlineReportAnalysis, offlineThemeBriefing, type OfflineSignal } from "./prophecy.offline";
import { presentAnalysis, presentSignal, presentSignalSummary } from "./prophecy.presenter";
import {
  type ProphecyAnswer,
  prophecyAnswer,
  prophecyMessages,
  prophecySchemaName,
} from "./prophecy.prompts";
import {
  deleteSignal,
  findSignal,
  insertSignal,
  listOwnSignals,
  type FeedPosition,
  listPublicSignals,
  type SignalRow,
  signalHiddenByReports,
  updateSignal,
} from "./prophecy.queries";
import { moderateSignalText, signalText } from "./signal-moderation";

export type ProphecyDeps = { runtime: AiRuntime; delivery: NotificationDelivery };

const listLimit = 100;

const clip = (value: string, max: number) =>
  value.length > max ? `${value.slice(0, max - 3).trimEnd()}...` : value;

/** The signal fields from a model answer: the category is the member's for a theme; the link is never the model's. */
function fromAnswer(answer: ProphecyAnswer, input: AnalyseProphecyInput): OfflineSignal {
  const category: ProphecyCategory =
    input.kind === "theme" && input.category ? input.category : answer.category;
  return {
    title: clip(answer.title, PROPHECY_LIMITS.titleMax),
    summary: clip(answer.summary, PROPHECY_LIMITS.summaryMax),
    category,
    sections: answer.sections,
    passages: answer.passages,
  };
}

/** POST /api/prophecy/analyses */
export async function analyseProphecy(
  ctx: ActorContext,
  deps: ProphecyDeps,
  input: AnalyseProphecyInput,
): Promise<SignalAnalysisDto> {
  const actorAccess = await loadActorAccess(ctx);
  type Outcome = { source: "model" | "fake" | "offline"; signal: OfflineSignal; notices: string[] };
  const sourceUrl = input.kind === "report" && input.sourceUrl ? input.sourceUrl : null;
  const outcome = await modelOrLocal<ProphecyAnswer, Outcome>(ctx, deps.runtime, actorAccess, {
    tool: "prophecy_analysis",
    offline: input.offline,
    local: (_quota, notice) => ({
      source: "offline",
      signal:
        input.kind === "theme" && input.category
          ? offlineThemeBriefing(input.category, input.scope)
          : offlineReportAnalysis(input),
      notices: notice ? [notice] : [],
    }),
    task: () => ({
      schemaName: prophecySchemaName,
      schema: prophecyAnswer,
      messages: prophecyMessages(input),
      maxOutputTokens: 2500,
      userInputs: [input.headline ?? "", input.text ?? "", sourceUrl ?? ""],
    }),
    answer: (value, source) => ({ source, signal: fromAnswer(value, input), notices: [] }),
  });

  const now = ctx.clock.now();
  const row = await insertSignal(ctx.db, {
    createdBy: ctx.actor.userId,
    kind: input.kind === "theme" ? "theme_briefing" : "report_analysis",
    ...outcome.signal,
    scope: input.scope,
    sourceTitle: input.kind === "report" && input.headline ? input.headline : null,
    sourceUrl,
    reportText: input.kind === "report" && input.text ? input.text : null,
    source: outcome.source,
    notices: outcome.notices,
    visibility: "private",
    createdAt: now,
    updatedAt: now,
  });
  return presentAnalysis(row, ctx.actor.userId);
}

/** GET /api/prophecy/analyses: the member's analyses, newest first. */
export async function listMyAnalyses(ctx: ActorContext): Promise<{ analyses: SignalSummaryDto[] }> {
  const rows = await listOwnSignals(ctx.db, ctx.actor.userId, listLimit);
  return { analyses: rows.map(presentSignalSummary) };
}

async function ownSignal(ctx: ActorContext, id: string, forUpdate = false): Promise<SignalRow> {
  const row = await findSignal(ctx.db, id, forUpdate);
  if (!row || row.createdBy !== ctx.actor.userId) throw notFound("analysis");
  return row;
}

/** GET /api/prophecy/signals/:id: the member's own signal, or a public one (not hidden by reports). */
export async function getSignal(ctx: ActorContext, id: string): Promise<SignalAnalysisDto> {
  const row = await findSignal(ctx.db, id);
  if (!row) throw notFound("signal");
  if (row.createdBy === ctx.actor.userId) return presentAnalysis(row, ctx.actor.userId);
  if (row.visibility !== "public" || (await signalHiddenByReports(ctx.db, row.id))) throw notFound("signal");
  return presentAnalysis(row, ctx.actor.userId);
}

const sharedNotEditable = () =>
  new AppError(
    409,
    "signal_shared",
    "A signal that was shared can't be edited. Delete it or keep it as it is.",
  );

/** PATCH /api/prophecy/analyses/:id: the author edits the title and summary while the signal is private. */
export async function editAnalysis(
  ctx: ActorContext,
  id: string,
  input: EditSignalInput,
): Promise<SignalAnalysisDto> {
  const row = await ownSignal(ctx, id);
  if (row.visibility !== "private") throw sharedNotEditable();
  const updated = await updateSignal(ctx.db, row.id, {
    ...(input.title !== undefined ? { title: input.title } : {}),
    ...(input.summary !== undefined ? { summary: input.summary } : {}),
    updatedAt: ctx.clock.now(),
  });
  return presentAnalysis(updated, ctx.actor.userId);
}

/** DELETE /api/prophecy/analyses/:id (a published one leaves the feed). */
export async function removeAnalysis(ctx: ActorContext, id: string): Promise<void> {
  const row = await ownSignal(ctx, id);
  await deleteSignal(ctx.db, row.id);
}

export type ShareResult = {
  signal: SignalAnalysisDto;
  status: "published" | "pending";
  message: string | null;
};

/**
 * POST /api/prophecy/analyses/:id/publish (admins): any of their analyses, or any signal waiting for review, goes
 * to the feed after the text check; a check that can't be made holds it as pending (fails closed).
 */
export async function publishAnalysis(
  ctx: ActorContext,
  deps: ProphecyDeps,
  id: string,
): Promise<ShareResult> {
  const { isAdmin } = await loadActorAccess(ctx);
  if (!isAdmin) throw forbidden("Only admins publish to the feed. Suggest the signal instead.");
  const existing = await findSignal(ctx.db, id);
  const mine = existing?.createdBy === ctx.actor.userId;
  if (!existing || (!mine && existing.visibility !== "pending")) throw notFound("analysis");
  if (existing.visibility === "public")
    return { signal: presentAnalysis(existing, ctx.actor.userId), status: "published", message: null };
  const verdict = await moderateSignalText(deps.runtime, signalText(existing), ctx.clock.now());
  const now = ctx.clock.now();
  const outcome = await ctx.db.transaction(async (tx) => {
    const row = await findSignal(tx, id, true);
    if (!row) throw notFound("analysis");
    if (verdict === "pending") {
      const held = await updateSignal(tx, row.id, { visibility: "pending", heldAt: now, updatedAt: now });
      return { signal: held, notifications: [] };
    }
    return publishSignal(tx, row, now);
  });
  await deliverNotifications(deps.delivery, outcome.notifications);
  const published = outcome.signal.visibility === "public";
  ctx.logger?.info({ signalId: id, published }, "prophecy signal published by an admin");
  return {
    signal: presentAnalysis(outcome.signal, ctx.actor.userId),
    status: published ? "published" : "pending",
    message: published ? null : signalPendingMessage,
  };
}

/** POST /api/prophecy/analyses/:id/suggest: the text check (blocked → 422), then the moderation queue. */
export async function suggestAnalysis(
  ctx: ActorContext,
  deps: ProphecyDeps,
  id: string,
): Promise<ShareResult> {
  const row = await ownSignal(ctx, id);
  if (row.visibility === "public" || row.visibility === "pending")
    return {
      signal: presentAnalysis(row, ctx.actor.userId),
      status: row.visibility === "public" ? "published" : "pending",
      message: row.visibility === "pending" ? signalSuggestedMessage : null,
    };
  if (row.visibility === "hidden") throw sharedNotEditable();
  const verdict = await moderateSignalText(deps.runtime, signalText(row), ctx.clock.now());
  const now = ctx.clock.now();
  const held = await updateSignal(ctx.db, row.id, { visibility: "pending", heldAt: now, updatedAt: now });
  return {
    signal: presentAnalysis(held, ctx.actor.userId),
    status: "pending",
    message: verdict === "pending" ? signalPendingMessage : signalSuggestedMessage,
  };
}

/** The feed's cursor: the last shown signal's publication time and id (two signals may share a time). */
function encodeFeedCursor(position: FeedPosition): string {
  return Buffer.from(`${position.publishedAt.toISOString()}|${position.id}`).toString("base64url");
}

function decodeFeedCursor(cursor: string): FeedPosition {
  const [at, id] = Buffer.from(cursor, "base64url").toString("utf8").split("|");
  const publishedAt = at ? new Date(at) : null;
  if (!publishedAt || Number.isNaN(publishedAt.getTime()) || !id || !isUuid(id))
    throw new AppError(400, "validation_failed", "That page of the feed doesn't exist.");
  return { publishedAt, id };
}

/** GET /api/prophecy/feed: public signals, newest first, optionally one category; `nextCursor` pages on. */
export async function listFeed(
  ctx: ActorContext,
  query: { category?: ProphecyCategory; cursor?: string },
): Promise<{ signals: SignalDto[]; nextCursor: string | null }> {
  const limit = PROPHECY_LIMITS.feedPage;
  const rows = await listPublicSignals(ctx.db, {
    category: query.category,
    after: query.cursor ? decodeFeedCursor(query.cursor) : undefined,
    limit: limit + 1,
  });
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    signals: page.map((row) => presentSignal(row, ctx.actor.userId)),
    nextCursor:
      rows.length > limit && last?.publishedAt
        ? encodeFeedCursor({ publishedAt: last.publishedAt, id: last.id })
        : null,
  };
}
