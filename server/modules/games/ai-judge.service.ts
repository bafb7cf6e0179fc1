/**
 * POST /api/games/runs/:runId/answer with the optional AI judge (games.md §3.5).
 *
 * answerRound judges inside a transaction that locks the run — and on the embedded database (PGlite, one
 * connection) every other query waits for that transaction. The model call (up to 8 s) and the judge's own reads
 * and writes must therefore not happen inside it. So an answer is judged in two passes with the same pure engine:
 *   1. here, on the unlocked run, with the real AI judge (cache, hourly limit, model call), recording the model's
 *      outcome per (game, round, answer);
 *   2. answerRound as ever, whose engine deps replay the recorded outcome — no database, no model.
 * The checks below only decide whether pass 1 is worth a model call; answerRound stays the authority on every
 * refusal. If the run changed in between, pass 2 finds nothing to replay and the rules judgement stands.
 */
import { findGame, type GameModeId } from "@common/games/registry";
import { GAME_LIMITS } from "@common/games/rules";
import type { AnswerDto, AnswerInput } from "@common/schemas/games";
import type { ActorContext } from "@server/http/context";
import { loadActorAccess } from "@server/modules/access/access.service";
import type { AiRuntime } from "@server/modules/ai/ai.runtime";
import { type AiOutcome, applyAiOutcome, createGameAiJudge, gameAiAvailable, judgementKey } from "./ai-judge";
import { engineFor } from "./engines";
import { type AiJudge, InvalidGameInput } from "./engines/types";
import { findRun } from "./games.queries";
import { answerRound, assertGamePlan, type GamesDeps, type StoredState } from "./runs.service";

export async function answerWithAiJudge(
  ctx: ActorContext,
  games: GamesDeps,
  runtime: AiRuntime,
  runId: string,
  input: AnswerInput,
): Promise<AnswerDto> {
  const outcomes = await judgeUnlocked(ctx, games, runtime, runId, input);
  if (outcomes.size === 0) return answerRound(ctx, games, runId, input);
  const replay: AiJudge = (request) =>
    Promise.resolve(
      applyAiOutcome(
        request.rules,
        outcomes.get(judgementKey(request)) ?? { kind: "none" },
        request.pointsFor,
      ),
    );
  return answerRound(
    ctx,
    { ...games, engineDeps: (context) => ({ ...games.engineDeps(context), aiJudge: replay }) },
    runId,
    input,
  );
}

/** Pass 1: the AI judge's outcomes for this answer, or none when the model has nothing to judge. */
async function judgeUnlocked(
  ctx: ActorContext,
  games: GamesDeps,
  runtime: AiRuntime,
  runId: string,
  input: AnswerInput,
): Promise<Map<string, AiOutcome>> {
  const outcomes = new Map<string, AiOutcome>();
  const now = ctx.clock.now();
  if (input.input.text === undefined || !gameAiAvailable(runtime, now)) return outcomes;

  const run = await findRun(ctx.db, runId);
  if (!run || run.userId !== ctx.actor.userId || run.status !== "active") return outcomes;
  // Only the open round, on time: anything else is refused (or answered from the record) by answerRound.
  if (run.roundNo === null || run.roundNo !== input.roundNo || run.roundIssuedAt === null) return outcomes;
  if (run.roundDeadlineAt && now.getTime() > run.roundDeadlineAt.getTime() + GAME_LIMITS.graceMs)
    return outcomes;
  const game = findGame(run.gameId);
  const engine = game?.live && game.aiFeedback ? engineFor(game.id) : undefined;
  if (!game || !engine?.answer) return outcomes;
  const state = run.state as unknown as StoredState;
  // A retried answer keeps the judgement it was given.
  if (state.answers[input.clientAnswerId] !== undefined) return outcomes;
  try {
    assertGamePlan(await loadActorAccess(ctx), game, run.mode as GameModeId);
  } catch {
    return outcomes; // answerRound answers 402 with the details
  }

  const judge = createGameAiJudge({
    runtime,
    db: ctx.db,
    clock: ctx.clock,
    logger: ctx.logger,
    userId: ctx.actor.userId,
  });
  const recording: AiJudge = async (request) => {
    const outcome = await judge.decide(request);
    outcomes.set(judgementKey(request), outcome);
    return applyAiOutcome(request.rules, outcome, request.pointsFor);
  };
  const msLeft = run.roundDeadlineAt ? run.roundDeadlineAt.getTime() - now.getTime() : null;
  const limitMs = run.roundDeadlineAt ? run.roundDeadlineAt.getTime() - run.roundIssuedAt.getTime() : null;
  try {
    await engine.answer(state.engine, run.roundNo, input.input, {
      now,
      msLeft,
      limitMs,
      history: state.history,
      deps: { ...games.engineDeps(ctx), aiJudge: recording },
    });
  } catch (error) {
    // Input the engine refuses is answerRound's to report (422 with the engine's message).
    if (!(error instanceof InvalidGameInput)) throw error;
  }
  return outcomes;
}
