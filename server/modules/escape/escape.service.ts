// The escape rooms (games.md §4.21) behind /api/escape: the list (this week's rooms and the member's built ones),
// building a room, the one attempt per member and room (a reload resumes it; the server clock starts when it is
// created), answers, hints and partial points, all on the attempt state machine (attempt.ts), and the board. Every
// read settles the clock first, so a sealed room is sealed whether or not anyone was watching; an attempt that ends
// writes its ledger points in the same transaction.
import { findGame } from "@common/games/registry";
import { ESCAPE_ROOM, escapeDifficulties } from "@common/games/rules";
import { roomOverviews } from "@common/content/palace/overview";
import { hasFeature } from "@common/policies/entitlements";
import type {
  BuildEscapeRoomInput,
  EscapeAnswerDto,
  EscapeAnswerInput,
  EscapeAttemptDto,
  EscapeHintDto,
  EscapeLeaderboardDto,
  EscapeListDto,
  EscapeRoomCardDto,
  EscapeRoomDetailDto,
  StartEscapeAttemptInput,
} from "@common/schemas/escape";
import type { Db } from "@server/db/client";
import type { EscapeAttemptRow, EscapeRoomRow } from "@server/db/schema";
import type { ActorContext } from "@server/http/context";
import { AppError, conflict, tooManyRequests } from "@server/http/errors";
import { type ActorAccess, loadActorAccess } from "@server/modules/access/access.service";
import { recordStudy } from "@server/modules/achievements/activity";
import { awardGamePoints, utcDayStart } from "@server/modules/games/finish.service";
import { createRng } from "@server/modules/games/rng";
import { assertGamePlan } from "@server/modules/games/runs.service";
import { memberReferralCode } from "@server/modules/profile/profile.queries";
import { approvedPuzzles, approvedPuzzlesByKey } from "@server/modules/adventure-drafts/bank";
import type { EscapePuzzle } from "@server/modules/games/content/adventure-types";
import { escapePuzzles } from "@server/modules/games/content/escape-puzzles";
import {
  assembleRoom,
  CannotAssemble,
  type EscapeTarget,
  knowsPuzzle,
  rememberDraftedPuzzles,
} from "./assemble";
import {
  acceptPartial,
  answerLock,
  attemptScore,
  EscapeRefusal,
  settle,
  startAttempt,
  takeHint,
  type AttemptState,
} from "./attempt";
import {
  attemptsOfRooms,
  boardRows,
  builtRoomsOf,
  findAttempt,
  findRoom,
  insertAttempt,
  insertRoom,
  insertWeeklyRooms,
  lockAttempt,
  lockAttemptOf,
  lockMember,
  startsSince,
  updateAttempt,
  weeklyRooms,
} from "./escape.queries";
import { attemptState, presentAttempt, presentRoom } from "./escape.presenter";
import { escapeRoomTitle } from "./titles";
import { planWeek, weekOf } from "./weekly";

export interface EscapeDeps {
  /** §3.13: the admin fast clock is allowed only on a server with test hooks. */
  testHooks: boolean;
  /** The admin's "Draft puzzles with AI" (adventure-drafts): an admin while a model answers. Absent → never offered. */
  canDraft?(ctx: ActorContext): Promise<boolean>;
}

const GAME_ID = "escape-room";
const BUILT_LIMIT = 12;
const BOARD_SIZE = 10;

export const escapeRoomNotFound = () =>
  new AppError(404, "escape_room_not_found", "That escape room was not found.");
const attemptNotFound = () => new AppError(404, "attempt_not_found", "That attempt was not found.");
const dailyLimit = () =>
  tooManyRequests(
    "daily_limit_reached",
    "Essential includes one escape room per day. Upgrade to Premium for unlimited rooms.",
  );

function escapeGame() {
  const game = findGame(GAME_ID);
  if (!game) throw new Error("escape-room is missing from the registry");
  return game;
}

/** Free: none; Essential: one start a UTC day; Premium, trial, student (and admins): unlimited. */
function planOf(access: ActorAccess): { canPlay: boolean; unlimited: boolean } {
  const owns = (feature: "games.escape" | "games.all") =>
    hasFeature(access.access, feature, { isAdmin: access.isAdmin });
  return { canPlay: owns("games.escape"), unlimited: owns("games.all") };
}

/** The state machine's refusals: a bad principle is invalid input (422); the rest are conflicts with the state (409). */
function refusal(error: unknown): never {
  if (error instanceof EscapeRefusal) {
    if (error.code === "invalid_input") throw new AppError(422, "invalid_input", error.message);
    throw conflict(error.code, error.message);
  }
  throw error;
}

// ── The bank: curated puzzles and the admins' approved drafts ───────────────────────────────────────────

/** What rooms are assembled from: the curated bank, then the approved drafted puzzles (games.md §4.21 "AI adds"). */
async function puzzleBank(db: Db): Promise<EscapePuzzle[]> {
  const approved = await approvedPuzzles(db);
  rememberDraftedPuzzles(approved);
  return [...escapePuzzles, ...approved];
}

/** Makes the lookup know every drafted puzzle these rooms name (no query when it already does). */
async function loadRoomPuzzles(db: Db, rooms: readonly EscapeRoomRow[]): Promise<void> {
  const unknown = rooms.flatMap((room) => room.puzzleIds).filter((id) => !knowsPuzzle(id));
  if (unknown.length > 0) rememberDraftedPuzzles(await approvedPuzzlesByKey(db, unknown));
}

// ── Weekly rooms ─────────────────────────────────────────────────────────────────────────────────────────

/** Publishes this week's six rooms if no instance has yet (the scheduler's job, and every list read). */
export async function ensureWeeklyRooms(db: Db, now: Date): Promise<void> {
  const week = weekOf(now);
  if ((await weeklyRooms(db, week.weekStart)).length >= ESCAPE_ROOM.weeklyPerMode * 3) return;
  await insertWeeklyRooms(
    db,
    planWeek(week.weekStart, await puzzleBank(db)).map((room) => ({
      kind: "weekly" as const,
      title: room.title,
      mode: room.mode,
      difficulty: room.difficulty,
      target: room.target,
      puzzleIds: room.puzzleIds,
      hasFinal: room.hasFinal,
      weekStart: week.weekStart,
      slot: room.slot,
      availableUntil: week.endsAt,
      createdAt: now,
    })),
  );
}

// ── Settling and finishing ───────────────────────────────────────────────────────────────────────────────

/** §3.8: escaped 15 + 5 per difficulty step (15/20/25/30); sealed with at least one lock solved 3. */
function ledgerPoints(state: AttemptState): number {
  if (state.status === "escaped") return 15 + 5 * escapeDifficulties.indexOf(state.difficulty);
  const solved = state.locks.some((lock) => lock.status === "perfect" || lock.status === "partial");
  return state.status === "sealed" && solved ? 3 : 0;
}

/** Writes a changed state; the step that ends the attempt also writes its score, time and ledger points once. */
async function saveState(
  tx: Db,
  attempt: EscapeAttemptRow,
  next: AttemptState,
  now: Date,
): Promise<EscapeAttemptRow> {
  const ended = attempt.status === "active" && next.status !== "active";
  const values: Partial<EscapeAttemptRow> = {
    state: next as unknown as Record<string, unknown>,
    status: next.status,
    score: attemptScore(next),
  };
  if (ended) {
    const finishedAt = new Date(next.finishedAt ?? now.toISOString());
    values.finishedAt = finishedAt;
    values.elapsedMs = Math.max(0, finishedAt.getTime() - attempt.startedAt.getTime());
    const wanted = ledgerPoints(next);
    values.pointsAwarded =
      wanted > 0
        ? (
            await awardGamePoints(
              tx,
              { userId: attempt.userId, gameId: GAME_ID, sourceId: attempt.id },
              wanted,
              now,
            )
          ).points
        : 0;
  }
  await updateAttempt(tx, attempt.id, values);
  // An ended attempt is a finished game: a study day, and the games badges (Escape Artist among them).
  if (ended)
    await recordStudy(
      tx,
      attempt.userId,
      ["games_finished", "distinct_games_finished", "escape_rooms_fast"],
      now,
    );
  return { ...attempt, ...values };
}

async function settled(tx: Db, attempt: EscapeAttemptRow, now: Date): Promise<EscapeAttemptRow> {
  if (attempt.status !== "active") return attempt;
  const state = attemptState(attempt);
  const next = settle(state, now);
  return next === state ? attempt : saveState(tx, attempt, next, now);
}

async function rankOf(db: Db, attempt: EscapeAttemptRow): Promise<number | null> {
  if (!attempt.ranked || attempt.status === "active") return null;
  const { me } = await boardRows(db, attempt.roomId, BOARD_SIZE, attempt.userId);
  return me?.rank ?? null;
}

async function present(
  db: Db,
  room: EscapeRoomRow,
  attempt: EscapeAttemptRow,
  now: Date,
): Promise<EscapeAttemptDto> {
  return presentAttempt(room, attempt, now, await rankOf(db, attempt));
}

// ── Endpoints ────────────────────────────────────────────────────────────────────────────────────────────

/** GET /api/escape/rooms */
export async function listRooms(
  ctx: ActorContext,
  deps?: Pick<EscapeDeps, "canDraft">,
): Promise<EscapeListDto> {
  const now = ctx.clock.now();
  await ensureWeeklyRooms(ctx.db, now);
  const userId = ctx.actor.userId;
  const [access, weekly, built, referralCode, startedToday, canDraft] = await Promise.all([
    loadActorAccess(ctx),
    weeklyRooms(ctx.db, weekOf(now).weekStart),
    builtRoomsOf(ctx.db, userId, BUILT_LIMIT),
    memberReferralCode(ctx.db, userId),
    startsSince(ctx.db, userId, utcDayStart(now)),
    deps?.canDraft ? deps.canDraft(ctx) : Promise.resolve(false),
  ]);
  const rooms = [...weekly, ...built];
  await loadRoomPuzzles(ctx.db, rooms);
  const attempts = new Map(
    (
      await attemptsOfRooms(
        ctx.db,
        userId,
        rooms.map((room) => room.id),
      )
    ).map((row) => [row.roomId, row]),
  );
  const card = (room: EscapeRoomRow) => presentRoom(room, attempts.get(room.id), now);
  const plan = planOf(access);
  return {
    weekly: weekly.map(card),
    built: built.map(card),
    canPlay: plan.canPlay,
    startsLeftToday: plan.unlimited
      ? null
      : plan.canPlay
        ? Math.max(0, ESCAPE_ROOM.essentialStartsPerDay - startedToday)
        : 0,
    rooms: roomOverviews.map((room) => ({ tag: room.tag, name: room.name, floor: room.floor })),
    categories: [...ESCAPE_ROOM.gauntletCategories],
    canDraft,
    referralCode,
    serverNow: now.toISOString(),
  };
}

/** POST /api/escape/rooms — build an unranked room from the bank. Browsing is free; building needs the plan. */
export async function buildRoom(ctx: ActorContext, input: BuildEscapeRoomInput): Promise<EscapeRoomCardDto> {
  const access = await loadActorAccess(ctx);
  assertGamePlan(access, escapeGame(), "solo");
  const target: EscapeTarget | null =
    input.mode === "room"
      ? roomOverviews.some((room) => room.tag === input.roomTag)
        ? { mode: "room", roomTag: input.roomTag ?? "" }
        : null
      : input.mode === "gauntlet"
        ? { mode: "gauntlet", category: input.category ?? "gospel" }
        : { mode: "floor-race" };
  if (!target) throw new AppError(422, "invalid_input", "Choose one of the palace rooms.");
  const now = ctx.clock.now();
  const bank = await puzzleBank(ctx.db);
  let assembled;
  try {
    assembled = assembleRoom(target, input.difficulty, createRng(crypto.randomUUID()), bank);
  } catch (error) {
    if (error instanceof CannotAssemble)
      throw new AppError(
        422,
        "invalid_input",
        "The bank cannot build that room yet. Try another difficulty.",
      );
    throw error;
  }
  const room = await insertRoom(ctx.db, {
    kind: "built",
    title: escapeRoomTitle(target, input.difficulty),
    mode: assembled.mode,
    difficulty: assembled.difficulty,
    target,
    puzzleIds: assembled.puzzleIds,
    hasFinal: assembled.hasFinal,
    createdBy: ctx.actor.userId,
    createdAt: now,
  });
  return presentRoom(room, undefined, now);
}

/** POST /api/escape/rooms/:roomId/replay — play a room again, as a new unranked room with the same locks. */
export async function replayRoom(ctx: ActorContext, roomId: string): Promise<EscapeRoomCardDto> {
  const access = await loadActorAccess(ctx);
  assertGamePlan(access, escapeGame(), "solo");
  const source = await findRoom(ctx.db, roomId);
  if (!source) throw escapeRoomNotFound();
  const now = ctx.clock.now();
  const room = await insertRoom(ctx.db, {
    kind: "built",
    title: source.title,
    mode: source.mode,
    difficulty: source.difficulty,
    target: source.target,
    puzzleIds: source.puzzleIds,
    hasFinal: source.hasFinal,
    createdBy: ctx.actor.userId,
    createdAt: now,
  });
  return presentRoom(room, undefined, now);
}

/** GET /api/escape/rooms/:roomId — any member (a shared link shows Start), with their attempt if they have one. */
export async function getRoom(ctx: ActorContext, roomId: string): Promise<EscapeRoomDetailDto> {
  const room = await findRoom(ctx.db, roomId);
  if (!room) throw escapeRoomNotFound();
  await loadRoomPuzzles(ctx.db, [room]);
  const now = ctx.clock.now();
  const [access, startedToday, found] = await Promise.all([
    loadActorAccess(ctx),
    startsSince(ctx.db, ctx.actor.userId, utcDayStart(now)),
    findAttempt(ctx.db, room.id, ctx.actor.userId),
  ]);
  const attempt =
    found?.status === "active"
      ? await ctx.db.transaction(async (tx) => {
          const locked = await lockAttempt(tx, found.id);
          return locked ? settled(tx, locked, now) : found;
        })
      : found;
  const plan = planOf(access);
  return {
    room: presentRoom(room, attempt, now),
    attempt: attempt ? await present(ctx.db, room, attempt, now) : null,
    canPlay: plan.canPlay,
    startsLeftToday: plan.unlimited
      ? null
      : plan.canPlay
        ? Math.max(0, ESCAPE_ROOM.essentialStartsPerDay - startedToday)
        : 0,
    serverNow: now.toISOString(),
  };
}

/**
 * POST /api/escape/rooms/:roomId/attempt — start or resume the one attempt of this member at this room. Resuming is
 * free; a start counts against Essential's one a UTC day (429). The clock starts when the attempt is created.
 */
export async function startOrResume(
  ctx: ActorContext,
  deps: EscapeDeps,
  roomId: string,
  input: StartEscapeAttemptInput,
): Promise<EscapeAttemptDto> {
  const room = await findRoom(ctx.db, roomId);
  if (!room) throw escapeRoomNotFound();
  await loadRoomPuzzles(ctx.db, [room]);
  const access = await loadActorAccess(ctx);
  assertGamePlan(access, escapeGame(), "solo");
  const fastClock = input.options?.fastClock === true;
  if (fastClock && !(deps.testHooks && access.isAdmin))
    throw new AppError(422, "invalid_input", "The fast clock is a test hook for admins and is refused here.");
  const now = ctx.clock.now();
  const userId = ctx.actor.userId;
  const attempt = await ctx.db.transaction(async (tx) => {
    await lockMember(tx, userId);
    const existing = await lockAttemptOf(tx, room.id, userId);
    if (existing) return settled(tx, existing, now);
    if (
      !planOf(access).unlimited &&
      (await startsSince(tx, userId, utcDayStart(now))) >= ESCAPE_ROOM.essentialStartsPerDay
    )
      throw dailyLimit();
    const state = startAttempt(room, now, createRng(`${room.id}:${userId}`), fastClock);
    return insertAttempt(tx, {
      roomId: room.id,
      userId,
      state: state as unknown as Record<string, unknown>,
      status: "active",
      score: 0,
      ranked: room.kind === "weekly" && room.availableUntil !== null && now < room.availableUntil,
      startedAt: now,
      deadlineAt: new Date(state.deadlineAt),
    });
  });
  return present(ctx.db, room, attempt, now);
}

/** Locks the member's own attempt, checks the plan again and settles the clock; then `step` changes it. */
async function withAttempt<T>(
  ctx: ActorContext,
  attemptId: string,
  step: (state: AttemptState, now: Date) => { state: AttemptState; extra: T },
): Promise<{ room: EscapeRoomRow; attempt: EscapeAttemptRow; extra: T; now: Date }> {
  const access = await loadActorAccess(ctx);
  const now = ctx.clock.now();
  const result = await ctx.db.transaction(async (tx) => {
    const locked = await lockAttempt(tx, attemptId);
    if (!locked || locked.userId !== ctx.actor.userId) throw attemptNotFound();
    assertGamePlan(access, escapeGame(), "solo");
    const room = await findRoom(tx, locked.roomId);
    if (!room) throw escapeRoomNotFound();
    await loadRoomPuzzles(tx, [room]);
    const current = await settled(tx, locked, now);
    let out: { state: AttemptState; extra: T };
    try {
      out = step(attemptState(current), now);
    } catch (error) {
      // The refusal rolls the transaction back, settling included: the next read settles the same way again.
      refusal(error);
    }
    const saved = await saveState(tx, current, out.state, now);
    return { room, attempt: saved, extra: out.extra };
  });
  return { ...result, now };
}

/** POST /api/escape/attempts/:attemptId/answer */
export async function answerAttempt(
  ctx: ActorContext,
  attemptId: string,
  input: EscapeAnswerInput,
): Promise<EscapeAnswerDto> {
  const { room, attempt, extra, now } = await withAttempt(ctx, attemptId, (state, at) => {
    const outcome = answerLock(state, input.lockNo, input, at);
    return { state: outcome.state, extra: outcome };
  });
  return {
    result: extra.result,
    grade: extra.graded.grade,
    checks: extra.graded.checks,
    invalidRefs: extra.graded.invalidRefs,
    triesLeft: extra.triesLeft,
    revealed: extra.revealed,
    attempt: await present(ctx.db, room, attempt, now),
  };
}

/** POST /api/escape/attempts/:attemptId/hint */
export async function hintAttempt(
  ctx: ActorContext,
  attemptId: string,
  lockNo: number,
): Promise<EscapeHintDto> {
  const { room, attempt, extra, now } = await withAttempt(ctx, attemptId, (state) => {
    const hint = takeHint(state, lockNo);
    return { state: hint.state, extra: hint };
  });
  return {
    level: extra.level,
    text: extra.text,
    cost: extra.cost,
    attempt: await present(ctx.db, room, attempt, now),
  };
}

/** POST /api/escape/attempts/:attemptId/accept-partial */
export async function acceptPartialPoints(
  ctx: ActorContext,
  attemptId: string,
  lockNo: number,
): Promise<EscapeAttemptDto> {
  const { room, attempt, now } = await withAttempt(ctx, attemptId, (state, at) => ({
    state: acceptPartial(state, lockNo, at),
    extra: null,
  }));
  return present(ctx.db, room, attempt, now);
}

/** GET /api/escape/rooms/:roomId/leaderboard — ranked (weekly) rooms only. */
export async function roomLeaderboard(ctx: ActorContext, roomId: string): Promise<EscapeLeaderboardDto> {
  const room = await findRoom(ctx.db, roomId);
  if (!room || room.kind !== "weekly") throw escapeRoomNotFound();
  const { top, me } = await boardRows(ctx.db, room.id, BOARD_SIZE, ctx.actor.userId);
  return {
    roomId: room.id,
    entries: top.map((row) => ({
      rank: row.rank,
      displayName: row.displayName,
      avatarUrl: row.avatarPath,
      level: row.level,
      score: row.score,
      elapsedMs: row.elapsedMs,
      isMe: row.userId === ctx.actor.userId,
    })),
    me: me ? { rank: me.rank, score: me.score, elapsedMs: me.elapsedMs } : null,
  };
}
