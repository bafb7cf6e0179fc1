// The only way run data leaves the server (games.md §3.2): the public round (recomputed by the engine from the
// state, so it never carries keys), judged rounds with their reveals, the board and the result.
import type { GameModeId } from "@common/games/registry";
import type { Judgement } from "@common/games/judge/types";
import { issuedLimitMs } from "@common/games/rules";
import type { GameResultDto, JudgedRoundDto, RunDto } from "@common/schemas/games";
import type { GameEngine } from "./engines/types";
import type { GameResultRow, GameRoundRow, GameRunRow } from "./games.queries";

interface StoredMeta {
  engine: unknown;
  notice: string | null;
  fastClock?: boolean;
  result?: { title: string; newBest: boolean; capped: boolean; previousBest: number | null };
}

export function presentResult(result: GameResultRow, meta: StoredMeta["result"]): GameResultDto {
  return {
    resultId: result.id,
    title: meta?.title ?? (result.won ? "Well done" : "Game over"),
    won: result.won,
    score: result.score,
    maxScore: result.maxScore,
    metric: result.metric,
    durationMs: result.durationMs,
    metrics: result.metrics,
    ranked: result.ranked,
    points: result.pointsAwarded,
    pointsCapped: meta?.capped ?? false,
    newBest: meta?.newBest ?? false,
    previousBest: meta?.previousBest ?? null,
  };
}

export function presentRun(
  run: GameRunRow,
  engine: GameEngine,
  rounds: GameRoundRow[],
  result: GameResultRow | null,
  now: Date,
): RunDto {
  const meta = run.state as unknown as StoredMeta;
  const spec =
    run.status === "active" && run.roundNo !== null ? engine.round(meta.engine, run.roundNo) : null;
  const total = engine.totalRounds?.(meta.engine) ?? null;
  const history: JudgedRoundDto[] = rounds
    .filter((round) => round.judgement)
    .map((round) => ({
      roundNo: round.roundNo,
      judgement: round.judgement as unknown as Judgement,
      reveal: round.reveal ?? null,
    }));
  return {
    runId: run.id,
    gameId: run.gameId,
    mode: run.mode as GameModeId,
    difficulty: run.difficulty,
    status: run.status,
    startedAt: run.startedAt.toISOString(),
    serverNow: now.toISOString(),
    round:
      spec && run.roundIssuedAt
        ? {
            roundNo: spec.roundNo,
            total,
            promptKey: spec.promptKey,
            issuedAt: run.roundIssuedAt.toISOString(),
            deadlineAt: run.roundDeadlineAt?.toISOString() ?? null,
            // The limit as issued (the fast clock of §3.13 shortens it).
            limitMs: run.roundDeadlineAt
              ? run.roundDeadlineAt.getTime() - run.roundIssuedAt.getTime()
              : spec.limitMs,
            payload: spec.payload,
          }
        : null,
    // A round waiting to be opened shows only its number: no question before its clock starts.
    nextRound:
      spec && !run.roundIssuedAt
        ? { roundNo: spec.roundNo, total, limitMs: issuedLimitMs(spec.limitMs, meta.fastClock === true) }
        : null,
    board: engine.board?.(meta.engine) ?? null,
    score: engine.score(meta.engine),
    history,
    notice: meta.notice,
    result: result ? presentResult(result, meta.result) : null,
  };
}
