// The Equations Challenge (screens.md §6.3): the next puzzle of a difficulty (never repeating until the member has
// been dealt the whole bank of it, then a reshuffled round with a note), answers judged on the server with our
// explanation revealed only then, points the first time a puzzle is passed (5) or partly solved (2), and the lifetime
// stats. Every route needs `practice.equations` (Essential and Premium): free members get 402 plan_required.
import {
  EQUATION_PARTIAL_POINTS,
  EQUATION_PASS_POINTS,
  equationMessages,
  type EquationDealDto,
  type EquationDifficulty,
  type EquationResultDto,
  type EquationStatsDto,
} from "@common/schemas/equations";
import type { ActorContext } from "@server/http/context";
import { notFound } from "@server/http/errors";
import { requireActorFeature } from "@server/modules/access/access.service";
import { lockMember } from "@server/modules/courses/courses.queries";
import { updateCounters } from "@server/modules/achievements/progress";
import { awardPoints } from "@server/modules/points/points.queries";
import { findPuzzle, puzzlesOf, type EquationPuzzle } from "./bank";
import { nextDeal } from "./deal";
import { presentDeal, presentResult, presentSymbol } from "./equations.presenter";
import { hasPassed, insertAttempt, insertDeal, listDeals, listOutcomes, wasDealt } from "./equations.queries";
import { feedbackOf, judgeEquationAnswer } from "./judge";
import { statsOf } from "./stats";

const FEATURE = "practice.equations" as const;

/** GET /api/equations/next?difficulty= — deals the next puzzle and records it. */
export async function dealNextEquation(
  ctx: ActorContext,
  difficulty: EquationDifficulty,
): Promise<EquationDealDto> {
  await requireActorFeature(ctx, FEATURE);
  const userId = ctx.actor.userId;
  const bank = puzzlesOf(difficulty);
  const byId = new Map(bank.map((puzzle) => [puzzle.id, puzzle]));
  return ctx.db.transaction(async (tx) => {
    // One deal at a time per member, so two quick requests can't both take the same "next" puzzle.
    await lockMember(tx, userId);
    const deals = await listDeals(tx, userId, difficulty);
    const next = nextDeal(
      bank.map((puzzle) => puzzle.id),
      deals,
      `equations:${userId}:${difficulty}`,
    );
    await insertDeal(tx, {
      userId,
      puzzleId: next.puzzleId,
      difficulty,
      round: next.round,
      dealtAt: ctx.clock.now(),
    });
    return presentDeal(byId.get(next.puzzleId)!, {
      round: next.round,
      position: next.position,
      bankSize: bank.length,
      note: next.reshuffled ? equationMessages.reshuffled(difficulty) : null,
    });
  });
}

function findOwnPuzzle(puzzleId: string): EquationPuzzle {
  const puzzle = findPuzzle(puzzleId);
  if (!puzzle) throw notFound("equation");
  return puzzle;
}

const nameOf = (code: string) => {
  const symbol = presentSymbol(code);
  return `${symbol.name} (${symbol.code})`;
};

/**
 * POST /api/equations/:puzzleId/answer — judged, kept, and rewarded once per puzzle: the first pass 5 points; the
 * first partly solved answer 2, unless the puzzle was already passed. Only a puzzle the member was dealt can be
 * answered, so the explanations can't be collected by walking the ids.
 */
export async function answerEquation(
  ctx: ActorContext,
  puzzleId: string,
  answer: string,
): Promise<EquationResultDto> {
  const puzzle = findOwnPuzzle(puzzleId);
  await requireActorFeature(ctx, FEATURE);
  const userId = ctx.actor.userId;
  const now = ctx.clock.now();
  const judgement = judgeEquationAnswer(puzzle, answer);
  const attempt = await ctx.db.transaction(async (tx) => {
    await lockMember(tx, userId);
    if (!(await wasDealt(tx, userId, puzzle.id))) throw notFound("equation");
    let points = 0;
    if (judgement.verdict === "pass")
      points = await awardPoints(tx, {
        userId,
        source: "equation",
        kind: "equation_passed",
        amount: EQUATION_PASS_POINTS,
        sourceId: puzzle.id,
        dedupeKey: `equation:pass:${userId}:${puzzle.id}`,
        createdAt: now,
      });
    else if (judgement.verdict === "partial" && !(await hasPassed(tx, userId, puzzle.id)))
      points = await awardPoints(tx, {
        userId,
        source: "equation",
        kind: "equation_partial",
        amount: EQUATION_PARTIAL_POINTS,
        sourceId: puzzle.id,
        dedupeKey: `equation:partial:${userId}:${puzzle.id}`,
        createdAt: now,
      });
    const row = await insertAttempt(tx, {
      userId,
      puzzleId: puzzle.id,
      difficulty: puzzle.difficulty,
      answer,
      verdict: judgement.verdict,
      points,
      symbolsHit: judgement.addressed,
      createdAt: now,
    });
    if (judgement.verdict === "pass") await updateCounters(tx, userId, ["equations_passed"], now);
    return row;
  });
  if (attempt.points > 0)
    ctx.logger?.info({ userId, puzzleId: puzzle.id, points: attempt.points }, "equation rewarded");
  return presentResult(puzzle, attempt, judgement, feedbackOf(judgement, nameOf));
}

/** GET /api/equations/stats */
export async function getEquationStats(ctx: ActorContext): Promise<EquationStatsDto> {
  await requireActorFeature(ctx, FEATURE);
  return statsOf(await listOutcomes(ctx.db, ctx.actor.userId));
}
