/**
 * The admin's "Draft with AI" (games.md §4.20, §4.21 "AI adds"; issue 16 item 5): one structured model call drafts a
 * treasure hunt or an escape puzzle into a review queue; the content checks decide whether it may be approved; only
 * an approved draft joins the players' banks (bank.ts). Every route is admin-only (requireRole); the service checks
 * the model: only "model" or "fake" may draft, "offline" (none configured, or AI paused) → 409 generation_unavailable.
 */
import type { z } from "zod";
import { aiErrorMessages } from "@common/constants/ai";
import { roomOverviews } from "@common/content/palace/overview";
import {
  adventureDraftMessages,
  type AdventureDraftDto,
  type AdventureDraftListDto,
  type CreateAdventureDraftInput,
  type RejectAdventureDraftInput,
} from "@common/schemas/adventure-drafts";
import type { AdventureDraftRow } from "@server/db/schema";
import type { EscapePuzzle, Hunt } from "@server/modules/games/content/adventure-types";
import type { ActorContext } from "@server/http/context";
import { AppError, conflict, notFound } from "@server/http/errors";
import { type AiRuntime, currentSource } from "@server/modules/ai/ai.runtime";
import type { ChatMessage } from "@server/modules/ai/provider/types";
import { recordUncounted } from "@server/modules/ai/quota.service";
import { asFailure, askJsonWithRepair, providerFailures } from "@server/modules/ai-study/structured";
import { insertAuditEntry } from "@server/modules/audit/audit.queries";
import { hasRole } from "@server/modules/roles/roles.queries";
import { insertDraft, listDraftRows, lockDraft, updateDraft } from "./adventure-drafts.queries";
import { presentDraft } from "./adventure-drafts.presenter";
import { approvedHunts, approvedPuzzles, draftContentId } from "./bank";
import {
  buildHunt,
  buildPuzzle,
  draftHuntProblems,
  draftPuzzleProblems,
  huntAnswerSchema,
  puzzleAnswerSchema,
  roomLabels,
  roomOfTag,
} from "./checks";
import { huntMessages, huntSchemaName, puzzleMessages, puzzleSchemaName } from "./prompts";

/** How many reviewed drafts the list shows after the pending ones. */
const DECIDED_SHOWN = 30;
const MAX_OUTPUT_TOKENS = 4000;

const unavailable = () => conflict("generation_unavailable", adventureDraftMessages.unavailable);

/** `canDraft` of the list DTOs: an admin (read from the database) while a model or the fake answers. */
export async function canDraftFor(ctx: ActorContext, runtime: AiRuntime): Promise<boolean> {
  if (currentSource(runtime, ctx.clock.now()) === "offline") return false;
  return hasRole(ctx.db, ctx.actor.userId, "admin");
}

/** GET /api/admin/adventure-drafts */
export async function listDrafts(ctx: ActorContext, runtime: AiRuntime): Promise<AdventureDraftListDto> {
  const rows = await listDraftRows(ctx.db, DECIDED_SHOWN);
  return {
    drafts: rows.map(presentDraft),
    canDraft: currentSource(runtime, ctx.clock.now()) !== "offline",
    rooms: roomOverviews.map((room) => ({ tag: room.tag, name: room.name, floor: room.floor })),
  };
}

// ── The model call ───────────────────────────────────────────────────────────────────────────────────────

/**
 * One structured answer with one repair, as the study tools ask (ai-study/structured.ts) but not counted against
 * the admin's questions: drafting is staff work. The request is still recorded in ai_requests (tool, source,
 * outcome, latency) like every other call. Throws 502 ai_bad_output when the answer stays unreadable.
 */
async function askDraft<T>(
  ctx: ActorContext,
  runtime: AiRuntime,
  task: { tool: string; schemaName: string; schema: z.ZodType<T>; messages: ChatMessage[] },
): Promise<T> {
  const provider = runtime.provider;
  const source = currentSource(runtime, ctx.clock.now());
  if (!provider || source === "offline") throw unavailable();
  const started = performance.now();
  const record = (status: "complete" | "failed", errorCode: string | null) =>
    recordUncounted(ctx, ctx.actor.userId, {
      tool: task.tool,
      status,
      source,
      errorCode,
      latencyMs: Math.round(performance.now() - started),
    });
  try {
    const { parsed } = await askJsonWithRepair(
      ctx,
      runtime,
      provider,
      { ...task, maxOutputTokens: MAX_OUTPUT_TOKENS },
      { retry: false },
    );
    if (!parsed.success) {
      await record("failed", "ai_bad_output");
      throw new AppError(502, "ai_bad_output", adventureDraftMessages.unreadable);
    }
    await record("complete", null);
    return parsed.data;
  } catch (error) {
    if (error instanceof AppError) throw error;
    const failure = asFailure(error);
    const mapped = providerFailures[failure.kind === "aborted" ? "server_error" : failure.kind];
    await record("failed", mapped.code);
    runtime.health.record(failure);
    ctx.logger?.warn({ tool: task.tool, kind: failure.kind, detail: failure.detail }, "AI draft call failed");
    const message = aiErrorMessages[mapped.code as keyof typeof aiErrorMessages] ?? mapped.code;
    throw new AppError(mapped.status, mapped.code, message);
  }
}

// ── Endpoints ────────────────────────────────────────────────────────────────────────────────────────────

/** POST /api/admin/adventure-drafts — asks the model, checks the answer, stores it pending with its problems. */
export async function createDraft(
  ctx: ActorContext,
  runtime: AiRuntime,
  input: CreateAdventureDraftInput,
): Promise<AdventureDraftDto> {
  if (currentSource(runtime, ctx.clock.now()) === "offline") throw unavailable();
  const now = ctx.clock.now();
  // The content (and its problems) is known before the row; its id `draft-{row id}` after: one transaction.
  let build: (
    db: ActorContext["db"],
    contentId: string,
  ) => Promise<{ payload: Record<string, unknown>; problems: string[] }>;
  if (input.kind === "hunt") {
    const answer = await askDraft(ctx, runtime, {
      tool: "adventure_hunt_draft",
      schemaName: huntSchemaName,
      schema: huntAnswerSchema,
      messages: huntMessages(input),
    });
    build = async (db, contentId) => {
      const hunt = buildHunt(contentId, input.difficulty, answer);
      const problems = draftHuntProblems(hunt, await approvedHunts(db));
      return { payload: hunt as unknown as Record<string, unknown>, problems };
    };
  } else {
    const room = roomOfTag(input.roomTag);
    if (!room) throw new AppError(422, "invalid_input", "Choose one of the palace rooms.");
    const answer = await askDraft(ctx, runtime, {
      tool: "adventure_puzzle_draft",
      schemaName: puzzleSchemaName,
      schema: puzzleAnswerSchema,
      messages: puzzleMessages(input, room, roomLabels(room.tag)),
    });
    build = async (db, contentId) => {
      const puzzle = buildPuzzle(contentId, input, answer);
      const problems = draftPuzzleProblems(puzzle, await approvedPuzzles(db));
      return { payload: puzzle as unknown as Record<string, unknown>, problems };
    };
  }
  const row = await ctx.db.transaction(async (tx) => {
    const inserted = await insertDraft(tx, {
      kind: input.kind,
      status: "pending",
      payload: {},
      problems: [],
      request: { ...input },
      createdBy: ctx.actor.userId,
      createdAt: now,
    });
    const { payload, problems } = await build(tx, draftContentId(inserted.id));
    await updateDraft(tx, inserted.id, { payload, problems });
    await insertAuditEntry(tx, {
      actorId: ctx.actor.userId,
      action: "adventure_draft.created",
      targetType: "adventure_draft",
      targetId: inserted.id,
      payload: { kind: input.kind, problems: problems.length },
      createdAt: now,
    });
    return { ...inserted, payload, problems };
  });
  return presentDraft(row);
}

/** The checks again, against the bank as it is now (another draft approved since may share a title or a verse). */
async function recheck(db: ActorContext["db"], row: AdventureDraftRow): Promise<string[]> {
  if (row.kind === "hunt") {
    const hunt = row.payload as unknown as Hunt;
    return draftHuntProblems(hunt, await approvedHunts(db));
  }
  const puzzle = row.payload as unknown as EscapePuzzle;
  return draftPuzzleProblems(puzzle, await approvedPuzzles(db));
}

async function review(
  ctx: ActorContext,
  id: string,
  decision: { status: "approved" | "rejected"; note: string | null },
): Promise<AdventureDraftDto> {
  const now = ctx.clock.now();
  const outcome = await ctx.db.transaction(async (tx) => {
    const locked = await lockDraft(tx, id);
    if (!locked) throw notFound("draft");
    if (locked.status !== "pending") throw conflict("draft_not_pending", adventureDraftMessages.notPending);
    if (decision.status === "approved") {
      const problems = await recheck(tx, locked);
      if (problems.length > 0) {
        // Kept, so the page shows why; the 409 follows once this is committed.
        await updateDraft(tx, id, { problems });
        return "has_problems" as const;
      }
    }
    const values = {
      status: decision.status,
      reviewedBy: ctx.actor.userId,
      reviewedAt: now,
      reviewNote: decision.note,
    };
    await updateDraft(tx, id, values);
    await insertAuditEntry(tx, {
      actorId: ctx.actor.userId,
      action: `adventure_draft.${decision.status}`,
      targetType: "adventure_draft",
      targetId: id,
      payload: { kind: locked.kind, ...(decision.note ? { note: decision.note } : {}) },
      createdAt: now,
    });
    return { ...locked, ...values };
  });
  if (outcome === "has_problems") throw conflict("draft_has_problems", adventureDraftMessages.hasProblems);
  return presentDraft(outcome);
}

/**
 * POST /api/admin/adventure-drafts/:id/approve — a pending draft that passes the checks (run again now) joins the
 * players' bank; one with problems is refused (409) and keeps them.
 */
export function approveDraft(ctx: ActorContext, id: string): Promise<AdventureDraftDto> {
  return review(ctx, id, { status: "approved", note: null });
}

/** POST /api/admin/adventure-drafts/:id/reject */
export function rejectDraft(
  ctx: ActorContext,
  id: string,
  input: RejectAdventureDraftInput,
): Promise<AdventureDraftDto> {
  return review(ctx, id, { status: "rejected", note: input.note || null });
}
