// Critics Analysis (ai.md §3.8): one counted structured question through the AI layer (or the offline study engine,
// uncounted), quotes checked against the pasted text, and the run saved as an ai_threads row of kind `critics` — the
// pasted text as its user message unless the member asked us not to keep it, the result as the analysis message's
// payload. List, reopen, rename and delete read only the member's own rows (another member's id is a 404).
import {
  type AnalyseCriticsInput,
  CRITICS_LIMITS,
  type CriticsAnalysisDto,
  type CriticsPageDto,
  type CriticsResultDto,
  type CriticsSummaryDto,
} from "@common/schemas/critics";
import type { ActorContext } from "@server/http/context";
import { notFound } from "@server/http/errors";
import { loadActorAccess } from "@server/modules/access/access.service";
import type { AiRuntime } from "@server/modules/ai/ai.runtime";
import { titleFromQuestion } from "@server/modules/ai/answer-text";
import {
  deleteOwnThread,
  findOwnThread,
  insertMessage,
  insertThread,
  listOwnThreads,
  listThreadMessages,
  updateThread,
} from "@server/modules/ai/threads.queries";
import { decodeThreadCursor, threadPage } from "@server/modules/ai/thread-cursor";
import { modelOrLocal } from "@server/modules/ai-study/structured";
import { type CriticsAnswer, criticsAnswer, criticsMessages, criticsSchemaName } from "./critics.prompts";
import { offlineCriticsAnalysis } from "./critics.offline";
import {
  type CriticsContext,
  type CriticsPayload,
  presentCriticsAnalysis,
  presentCriticsSummary,
} from "./critics.presenter";
import { quoteOccurs } from "./quotes";

export type CriticsDeps = { runtime: AiRuntime };

const threadKind = "critics";

/** §3.8: a claim whose quote isn't in the text is kept and flagged; a reasoning problem without one is dropped. */
export function checkQuotes(answer: CriticsAnswer, text: string): CriticsResultDto {
  return {
    ...answer,
    claims: answer.claims.map((claim) => ({
      ...claim,
      timestamp: claim.timestamp?.trim() ? claim.timestamp.trim() : null,
      quoteFound: quoteOccurs(text, claim.quote),
    })),
    fallacies: answer.fallacies.filter((fallacy) => quoteOccurs(text, fallacy.quote)),
  };
}

const countedClaims = (result: CriticsResultDto) => result.claims.filter((claim) => claim.quoteFound).length;

function threadTitle(input: AnalyseCriticsInput): string {
  const wanted = input.title?.trim() || titleFromQuestion(input.text);
  const max = CRITICS_LIMITS.threadTitleMax;
  return wanted.length > max ? `${wanted.slice(0, max - 3).trimEnd()}...` : wanted;
}

/** POST /api/critics */
export async function analyseCritics(
  ctx: ActorContext,
  deps: CriticsDeps,
  input: AnalyseCriticsInput,
): Promise<CriticsAnalysisDto> {
  const actorAccess = await loadActorAccess(ctx);
  type Outcome = {
    source: "ai" | "offline";
    messageSource: "model" | "fake" | "offline";
    result: CriticsResultDto;
    notices: string[];
  };
  const outcome = await modelOrLocal<CriticsAnswer, Outcome>(ctx, deps.runtime, actorAccess, {
    tool: "critics_analysis",
    offline: input.offline,
    local: (_quota, notice) => ({
      source: "offline",
      messageSource: "offline",
      result: offlineCriticsAnalysis(input.text),
      notices: notice ? [notice] : [],
    }),
    task: () => ({
      schemaName: criticsSchemaName,
      schema: criticsAnswer,
      messages: criticsMessages(input),
      maxOutputTokens: 4000,
      userInputs: [input.text, input.title ?? "", input.sourceLabel ?? ""],
    }),
    answer: (value, source) => ({
      source: "ai",
      messageSource: source,
      result: checkQuotes(value, input.text),
      notices: [],
    }),
  });

  const now = ctx.clock.now();
  const context: CriticsContext = {
    claimCount: countedClaims(outcome.result),
    sourceLabel: input.sourceLabel?.trim() || null,
  };
  const saved = await ctx.db.transaction(async (tx) => {
    const thread = await insertThread(tx, {
      userId: ctx.actor.userId,
      assistant: threadKind,
      title: threadTitle(input),
      context,
      createdAt: now,
      lastMessageAt: now,
    });
    const pasted = input.dontKeepText
      ? undefined
      : await insertMessage(tx, { threadId: thread.id, role: "user", content: input.text, createdAt: now });
    const payload: CriticsPayload = { result: outcome.result, notices: outcome.notices };
    const analysis = await insertMessage(tx, {
      threadId: thread.id,
      role: "assistant",
      content: outcome.result.summary,
      payload,
      source: outcome.messageSource,
      // A millisecond later, so the analysis always reads after the text.
      createdAt: new Date(now.getTime() + 1),
    });
    return { thread, pasted, analysis };
  });
  return presentCriticsAnalysis(saved.thread, saved.pasted, saved.analysis);
}

/** GET /api/critics?cursor=: the member's saved analyses, newest first, a page at a time. */
export async function listCritics(ctx: ActorContext, cursor: string | undefined): Promise<CriticsPageDto> {
  const pageSize = CRITICS_LIMITS.listPageSize;
  const rows = await listOwnThreads(ctx.db, ctx.actor.userId, {
    assistant: threadKind,
    cursor: cursor ? decodeThreadCursor(cursor, "That page of analyses doesn't exist.") : null,
    limit: pageSize + 1,
  });
  const { page, nextCursor } = threadPage(rows, pageSize);
  return { analyses: page.map(presentCriticsSummary), nextCursor };
}

async function ownAnalysis(ctx: ActorContext, id: string) {
  const thread = await findOwnThread(ctx.db, ctx.actor.userId, id);
  if (!thread || thread.assistant !== threadKind) throw notFound("analysis");
  return thread;
}

/** GET /api/critics/:id */
export async function getCritics(ctx: ActorContext, id: string): Promise<CriticsAnalysisDto> {
  const thread = await ownAnalysis(ctx, id);
  const messages = await listThreadMessages(ctx.db, thread.id);
  const analysis = messages.find((message) => message.role === "assistant");
  if (!analysis) throw notFound("analysis");
  return presentCriticsAnalysis(
    thread,
    messages.find((message) => message.role === "user"),
    analysis,
  );
}

/** PATCH /api/critics/:id */
export async function renameCritics(
  ctx: ActorContext,
  id: string,
  title: string,
): Promise<CriticsSummaryDto> {
  await ownAnalysis(ctx, id);
  const row = await updateThread(ctx.db, id, { title });
  if (!row) throw notFound("analysis");
  return presentCriticsSummary(row);
}

/** DELETE /api/critics/:id */
export async function removeCritics(ctx: ActorContext, id: string): Promise<void> {
  await ownAnalysis(ctx, id);
  await deleteOwnThread(ctx.db, ctx.actor.userId, id);
}
