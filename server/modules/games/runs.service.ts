/**
 * The run lifecycle (games.md §3.2, §3.6): the server owns the state, the keys, the clock and the score. The
 * browser sends inputs; this module checks session ownership, the plan (on start and on every answer), the
 * rate limit, deadlines with their grace, idempotency, and finishes runs itself.
 */
import { findGame, type GameDef, type GameModeId, resolveMode } from "@common/games/registry";
import { gameMessages } from "@common/games/messages";
import { GAME_LIMITS, issuedLimitMs } from "@common/games/rules";
import type { Judgement } from "@common/games/judge/types";
import { planNames, upgradePlan, plansIncluding, hasFeature } from "@common/policies/entitlements";
import type {
  ActionDto,
  ActionInput,
  AnswerDto,
  AnswerInput,
  OpenRoundInput,
  RevealDto,
  RunDto,
  StartRunInput,
} from "@common/schemas/games";
import type { Db } from "@server/db/client";
import { AppError, conflict, paymentRequired, tooManyRequests } from "@server/http/errors";
import type { ActorContext } from "@server/http/context";
import { type ActorAccess, loadActorAccess } from "@server/modules/access/access.service";
import { engineFor } from "./engines";
import type { Difficulty, EngineDeps, GameEngine, RoundSpec, StepOutcome } from "./engines/types";
import { InvalidGameInput } from "./engines/types";
import { finishRun } from "./finish.service";
import {
  type GameRoundRow,
  type GameRunRow,
  activeRunsOf,
  findRun,
  insertRound,
  insertRun,
  lockRun,
  resultOfRun,
  roundsOf,
  runStartsSince,
  updateRound,
  updateRun,
} from "./games.queries";
import { presentRun } from "./games.presenter";
import { createRng } from "./rng";

export interface GamesDeps {
  /** Test hooks of §3.13 (seeds) are refused in production. */
  testHooks: boolean;
  engineDeps(ctx: ActorContext): EngineDeps;
}

/** What game_runs.state holds: the engine's state plus what the service needs across requests. */
export interface StoredState {
  engine: unknown;
  /** Text answers so far (R7 echo guard). */
  history: string[];
  /** clientAnswerId → the round it answered (idempotent retries). */
  answers: Record<string, number>;
  /** Counts actions, to derive a fresh reproducible rng per action. */
  actions: number;
  notice: string | null;
  /** The admin-only fast clock of §3.13: every round's limit shortened (issuedLimitMs). */
  fastClock?: boolean;
}

export const gameNotFound = () => new AppError(404, "game_not_found", gameMessages.notFound);
export const runNotFound = () => new AppError(404, "run_not_found", gameMessages.runEnded);
const runFinished = () => conflict("run_finished", gameMessages.runEnded);
const invalidInput = (message: string) => new AppError(422, "invalid_input", message);

function liveGame(gameId: string): { game: GameDef; engine: GameEngine } {
  const game = findGame(gameId);
  const engine = game?.live ? engineFor(game.id) : undefined;
  if (!game || !engine) throw gameNotFound();
  return { game, engine };
}

/** 402 "{Game} is included in {Plan}." unless the plan includes the game (and the mode's own feature). */
export function assertGamePlan(access: ActorAccess, game: GameDef, mode: GameModeId): void {
  const modePlan = game.modes.find((m) => m.id === mode)?.plan;
  for (const feature of modePlan ? [game.plan, modePlan] : [game.plan]) {
    if (hasFeature(access.access, feature, { isAdmin: access.isAdmin })) continue;
    throw paymentRequired(gameMessages.planRequired(game.title, planNames[upgradePlan(feature)]), {
      feature,
      plans: plansIncluding(feature),
    });
  }
}

const stored = (run: GameRunRow): StoredState => run.state as unknown as StoredState;

function roundTimes(spec: RoundSpec, now: Date, fastClock: boolean) {
  const limitMs = issuedLimitMs(spec.limitMs, fastClock);
  return {
    roundNo: spec.roundNo,
    roundIssuedAt: now,
    roundDeadlineAt: limitMs === null ? null : new Date(now.getTime() + limitMs),
  };
}

/** Opens a round: its row in the audit trail and its clock, from `now`. */
async function issueRound(tx: Db, runId: string, spec: RoundSpec, now: Date, fastClock: boolean) {
  const times = roundTimes(spec, now, fastClock);
  await insertRound(tx, {
    runId,
    roundNo: spec.roundNo,
    promptKey: spec.promptKey,
    issuedAt: now,
    deadlineAt: times.roundDeadlineAt,
  });
  return times;
}

/** POST /api/games/:gameId/runs */
export async function startRun(
  ctx: ActorContext,
  deps: GamesDeps,
  gameId: string,
  input: StartRunInput,
): Promise<RunDto> {
  const { game, engine } = liveGame(gameId);
  const mode = resolveMode(game, input.mode);
  if (!mode) throw invalidInput(gameMessages.modeUnavailable);
  if (!game.difficulties.some((d) => d.id === input.difficulty))
    throw invalidInput("Choose one of the game's difficulties.");
  const access = await loadActorAccess(ctx);
  assertGamePlan(access, game, mode);
  if (input.options?.seed !== undefined && !deps.testHooks)
    throw invalidInput("Seeds are a test hook and are refused here.");
  const fastClock = input.options?.fastClock === true;
  if (fastClock && !(deps.testHooks && access.isAdmin))
    throw invalidInput("The fast clock is a test hook for admins and is refused here.");

  const now = ctx.clock.now();
  const userId = ctx.actor.userId;
  const hourAgo = new Date(now.getTime() - 60 * 60 * 1000);
  if ((await runStartsSince(ctx.db, userId, hourAgo)) >= GAME_LIMITS.startsPerHour)
    throw tooManyRequests("rate_limited", gameMessages.rateLimited, { limit: GAME_LIMITS.startsPerHour });

  const seed = input.options?.seed ?? crypto.randomUUID();
  const started = await engine.start(game.id, {
    mode,
    difficulty: input.difficulty as Difficulty,
    rng: createRng(seed),
    now,
    deps: deps.engineDeps(ctx),
  });
  const state: StoredState = {
    engine: started.state,
    history: [],
    answers: {},
    actions: 0,
    notice: started.notice ?? null,
    ...(fastClock ? { fastClock } : {}),
  };
  const runId = await ctx.db.transaction(async (tx) => {
    // A new game abandons the member's unfinished run of the same game (§3.2 decision).
    for (const old of await activeRunsOf(tx, userId))
      if (old.gameId === game.id)
        await updateRun(tx, old.id, { status: "abandoned", finishedAt: now, roundNo: null });
    const run = await insertRun(tx, {
      userId,
      gameId: game.id,
      mode,
      difficulty: input.difficulty,
      seed,
      state: state as unknown as Record<string, unknown>,
      startedAt: now,
      lastActivityAt: now,
      clientVersion: input.clientVersion ?? null,
    });
    // The first round opens at once: the player pressed Start to see it.
    if (started.round)
      await updateRun(tx, run.id, await issueRound(tx, run.id, started.round, now, fastClock));
    return run.id;
  });
  return getRun(ctx, runId);
}

async function ownRun(ctx: ActorContext, runId: string): Promise<GameRunRow> {
  const run = await findRun(ctx.db, runId);
  if (!run || run.userId !== ctx.actor.userId) throw runNotFound();
  return run;
}

/**
 * Brings an active run up to date before it is read or answered: an idle run expires (no result); a round whose
 * deadline passed (plus the grace) with no answer gets the game's timeout rule, and the next round starts now.
 * Call inside a transaction on a locked row.
 */
async function settle(tx: Db, run: GameRunRow, engine: GameEngine, now: Date): Promise<GameRunRow> {
  if (run.status !== "active") return run;
  if (now.getTime() - run.lastActivityAt.getTime() > GAME_LIMITS.idleExpiryMs) {
    await updateRun(tx, run.id, { status: "expired", finishedAt: now, roundNo: null });
    return { ...run, status: "expired", finishedAt: now, roundNo: null };
  }
  const deadline = run.roundDeadlineAt;
  if (run.roundNo === null || !deadline || !engine.timeout) return run;
  if (now.getTime() <= deadline.getTime() + GAME_LIMITS.graceMs) return run;
  const step = engine.timeout(stored(run).engine, run.roundNo);
  return applyStep(tx, run, step, { input: null, now: deadline, clientAnswerId: null, text: null });
}

/** Writes one engine step: state, the settled round, the next round or the finish. */
async function applyStep(
  tx: Db,
  run: GameRunRow,
  step: StepOutcome<unknown>,
  meta: { input: unknown; now: Date; clientAnswerId: string | null; text: string | null },
): Promise<GameRunRow> {
  const previous = stored(run);
  const state: StoredState = {
    ...previous,
    engine: step.state,
    history: meta.text ? [...previous.history, meta.text] : previous.history,
    answers:
      meta.clientAnswerId && run.roundNo !== null
        ? { ...previous.answers, [meta.clientAnswerId]: run.roundNo }
        : previous.answers,
  };
  let values: Partial<GameRunRow> = {
    state: state as unknown as Record<string, unknown>,
    lastActivityAt: meta.now,
  };
  if (step.roundDone && run.roundNo !== null && step.judgement) {
    await updateRound(tx, run.id, run.roundNo, {
      input: meta.input,
      judgement: step.judgement as unknown as Record<string, unknown>,
      reveal: (step.reveal ?? null) as unknown as Record<string, unknown> | null,
      answeredAt: meta.now,
    });
  }
  // The next round waits, unopened, until the player asks for it (openRound): its clock must not run while
  // the player reads this round's reveal (§3.6).
  if (step.next)
    values = { ...values, roundNo: step.next.roundNo, roundIssuedAt: null, roundDeadlineAt: null };
  else if (step.reissue) values = { ...values, roundNo: step.reissue.roundNo };
  else if (step.roundDone && !step.next)
    values = { ...values, roundNo: null, roundIssuedAt: null, roundDeadlineAt: null };
  await updateRun(tx, run.id, values);
  const updated = { ...run, ...values };
  if (step.finish) return finishRun(tx, updated, step.finish, meta.now);
  return updated;
}

/** GET /api/games/runs/:runId */
export async function getRun(ctx: ActorContext, runId: string): Promise<RunDto> {
  const found = await ownRun(ctx, runId);
  const { engine } = liveGame(found.gameId);
  const now = ctx.clock.now();
  const run =
    found.status === "active"
      ? await ctx.db.transaction(async (tx) => {
          const locked = await lockRun(tx, runId);
          return locked ? settle(tx, locked, engine, now) : found;
        })
      : found;
  return present(ctx.db, run, engine, now);
}

async function present(db: Db, run: GameRunRow, engine: GameEngine, now: Date): Promise<RunDto> {
  const [rounds, result] = await Promise.all([roundsOf(db, run.id), resultOfRun(db, run.id)]);
  return presentRun(run, engine, rounds, result ?? null, now);
}

type Locked = { run: GameRunRow; engine: GameEngine; game: GameDef };

/** Shared start of answer/action: lock, own, plan, settle; refuses a finished run. */
async function lockForPlay(
  tx: Db,
  ctx: ActorContext,
  access: ActorAccess,
  runId: string,
  now: Date,
): Promise<Locked> {
  const locked = await lockRun(tx, runId);
  if (!locked || locked.userId !== ctx.actor.userId) throw runNotFound();
  const { game, engine } = liveGame(locked.gameId);
  assertGamePlan(access, game, locked.mode as GameModeId);
  const run = await settle(tx, locked, engine, now);
  return { run, engine, game };
}

function judgedFrom(runId: string, round: GameRoundRow): AnswerOutcome {
  return {
    kind: "judged",
    runId,
    judgement: round.judgement as unknown as Judgement,
    reveal: (round.reveal ?? null) as RevealDto | null,
    roundDone: true,
  };
}

type AnswerOutcome =
  | {
      kind: "judged";
      runId: string;
      judgement: Judgement;
      reveal: RevealDto | null;
      roundDone: boolean;
      /** The run as the answer left it, presented inside the answer's transaction (saves a second one). */
      run?: RunDto;
    }
  | { kind: "late"; closedAt: Date }
  | { kind: "finished" };

/** POST /api/games/runs/:runId/answer */
export async function answerRound(
  ctx: ActorContext,
  deps: GamesDeps,
  runId: string,
  input: AnswerInput,
): Promise<AnswerDto> {
  const access = await loadActorAccess(ctx);
  const now = ctx.clock.now();
  const engineDeps = deps.engineDeps(ctx);
  const outcome = await ctx.db.transaction(async (tx): Promise<AnswerOutcome> => {
    const raw = await lockRun(tx, runId);
    if (!raw || raw.userId !== ctx.actor.userId) throw runNotFound();
    const { game, engine } = liveGame(raw.gameId);
    assertGamePlan(access, game, raw.mode as GameModeId);
    const state = stored(raw);
    // A retry of an answer already judged: the first judgement stands (nothing is counted twice).
    const retried = state.answers[input.clientAnswerId];
    if (retried !== undefined) {
      const round = (await roundsOf(tx, runId)).find((r) => r.roundNo === retried && r.judgement);
      if (round?.judgement) return judgedFrom(runId, round);
    }
    const overdue =
      raw.status === "active" &&
      raw.roundNo === input.roundNo &&
      raw.roundDeadlineAt !== null &&
      now.getTime() > raw.roundDeadlineAt.getTime() + GAME_LIMITS.graceMs;
    const locked = await settle(tx, raw, engine, now);
    if (overdue && raw.roundDeadlineAt) return { kind: "late", closedAt: raw.roundDeadlineAt };
    if (locked.status !== "active") return { kind: "finished" };
    if (locked.roundNo === input.roundNo && locked.roundIssuedAt === null)
      throw invalidInput(gameMessages.roundNotOpen);
    if (locked.roundNo === null || input.roundNo !== locked.roundNo) {
      const round = (await roundsOf(tx, runId)).find((r) => r.roundNo === input.roundNo);
      // Closed by its timer earlier (no input saved) → deadline_passed; answered already → its judgement.
      if (round?.judgement && round.input === null && round.deadlineAt)
        return { kind: "late", closedAt: round.deadlineAt };
      if (round?.judgement) return judgedFrom(runId, round);
      throw invalidInput(gameMessages.roundNotOpen);
    }
    if (!engine.answer) throw invalidInput(gameMessages.roundNotOpen);
    const msLeft = locked.roundDeadlineAt ? locked.roundDeadlineAt.getTime() - now.getTime() : null;
    const limitMs =
      locked.roundDeadlineAt && locked.roundIssuedAt
        ? locked.roundDeadlineAt.getTime() - locked.roundIssuedAt.getTime()
        : null;
    let step: StepOutcome<unknown>;
    try {
      step = await engine.answer(stored(locked).engine, locked.roundNo, input.input, {
        now,
        msLeft,
        limitMs,
        history: stored(locked).history,
        deps: engineDeps,
      });
    } catch (error) {
      if (error instanceof InvalidGameInput) throw invalidInput(error.message);
      throw error;
    }
    if (!step.judgement) throw invalidInput(gameMessages.roundNotOpen);
    const after = await applyStep(tx, locked, step, {
      input: input.input,
      now,
      clientAnswerId: input.clientAnswerId,
      // The run's written answers for R7: the text, or Connect-6's two explanations.
      text: input.input.text ?? input.input.pairs?.map((pair) => pair.text).join("\n") ?? null,
    });
    return {
      kind: "judged",
      runId,
      judgement: step.judgement,
      reveal: step.reveal ?? null,
      roundDone: step.roundDone,
      run: await present(tx, after, engine, now),
    };
  });
  if (outcome.kind === "late")
    throw conflict(
      "deadline_passed",
      gameMessages.deadlinePassed(outcome.closedAt.toISOString().slice(11, 19) + " UTC"),
    );
  if (outcome.kind === "finished") throw runFinished();
  return {
    judgement: outcome.judgement,
    reveal: outcome.reveal,
    roundDone: outcome.roundDone,
    run: outcome.run ?? (await getRun(ctx, runId)),
  };
}

/**
 * POST /api/games/runs/:runId/open — starts the round that waits after a judgement: its question is sent and its
 * clock runs from now. Opening the round that is already open changes nothing (a retried request is safe).
 */
export async function openRound(ctx: ActorContext, runId: string, input: OpenRoundInput): Promise<RunDto> {
  const access = await loadActorAccess(ctx);
  const now = ctx.clock.now();
  const opened = await ctx.db.transaction(async (tx) => {
    const { run, engine } = await lockForPlay(tx, ctx, access, runId, now);
    if (run.status !== "active") return null;
    if (run.roundNo !== input.roundNo) throw invalidInput(gameMessages.roundNotOpen);
    if (run.roundIssuedAt !== null) return present(tx, run, engine, now);
    const spec = engine.round(stored(run).engine, run.roundNo);
    if (!spec) throw invalidInput(gameMessages.roundNotOpen);
    const values = {
      ...(await issueRound(tx, run.id, spec, now, stored(run).fastClock === true)),
      lastActivityAt: now,
    };
    await updateRun(tx, run.id, values);
    return present(tx, { ...run, ...values }, engine, now);
  });
  if (!opened) throw runFinished();
  return opened;
}

/** POST /api/games/runs/:runId/action */
export async function runAction(ctx: ActorContext, runId: string, action: ActionInput): Promise<ActionDto> {
  const access = await loadActorAccess(ctx);
  const now = ctx.clock.now();
  const result = await ctx.db.transaction(async (tx) => {
    const { run, engine } = await lockForPlay(tx, ctx, access, runId, now);
    if (run.status !== "active") return null;
    if (!engine.action) throw invalidInput("This game has no such action.");
    const state = stored(run);
    let step: StepOutcome<unknown>;
    try {
      step = engine.action(state.engine, action, {
        now,
        rng: createRng(`${run.seed}:${state.actions}`),
      });
    } catch (error) {
      if (error instanceof InvalidGameInput) throw invalidInput(error.message);
      throw error;
    }
    const withCount = {
      ...run,
      state: { ...state, actions: state.actions + 1 } as unknown as Record<string, unknown>,
    };
    const after = await applyStep(tx, withCount, step, {
      input: action,
      now,
      clientAnswerId: null,
      text: null,
    });
    return { flip: step.flip, pair: step.pair, run: await present(tx, after, engine, now) };
  });
  if (!result) throw runFinished();
  return result;
}

/** POST /api/games/runs/:runId/abandon — no result, no points. */
export async function abandonRun(ctx: ActorContext, runId: string): Promise<{ ok: true }> {
  const run = await ownRun(ctx, runId);
  if (run.status !== "active") throw runFinished();
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const locked = await lockRun(tx, runId);
    if (locked?.status === "active")
      await updateRun(tx, runId, { status: "abandoned", finishedAt: now, roundNo: null });
  });
  return { ok: true };
}
