/**
 * The treasure hunts (games.md §4.20): daily editions, a member's 24-hour participation, answers judged on the server,
 * hints that cost points, the guessing limit, the edition's board and the points ledger. Everything lives in the
 * database (nothing in memory), so a restart loses nothing; time comes from `ctx.clock`.
 */
import { findGame } from "@common/games/registry";
import { entitlements, hasFeature, inclusion, planOrder } from "@common/policies/entitlements";
import { memberReferralCode } from "@server/modules/profile/profile.queries";
import type {
  HuntAnswerDto,
  HuntAnswerInput,
  HuntHintDto,
  HuntHintInput,
  HuntLeaderboardDto,
  HuntListDto,
  HuntPlayDto,
  JoinHuntInput,
} from "@common/schemas/hunts";
import type { Db } from "@server/db/client";
import type { HuntClueState } from "@server/db/schema";
import type { ActorContext } from "@server/http/context";
import { AppError, conflict, paymentRequired, tooManyRequests } from "@server/http/errors";
import { type ActorAccess, loadActorAccess } from "@server/modules/access/access.service";
import type { Hunt } from "@server/modules/games/content/adventure-types";
import { recordStudy } from "@server/modules/achievements/activity";
import { awardGamePoints } from "@server/modules/games/finish.service";
import { assertGamePlan } from "@server/modules/games/runs.service";
import { checkClueAnswer } from "./answer-check";
import { ensureEditions, findBankHunt } from "./editions.service";
import { clueWorth, completionBonus, HUNT_RULES, huntMessages, limitMs } from "./hunt-rules";
import {
  expireOverdue,
  findEdition,
  findParticipation,
  huntBoardRows,
  huntRankOf,
  type HuntEditionRow,
  type HuntParticipationRow,
  insertAttempt,
  insertParticipation,
  listEditions,
  lockParticipation,
  participationsOf,
  updateParticipation,
  wrongTriesSince,
} from "./hunts.queries";
import {
  type EditionView,
  type EndExtras,
  type JoinGate,
  presentBoard,
  presentCard,
  presentPlay,
} from "./hunts.presenter";
import { huntDayOf } from "./rotation";

export const HUNT_GAME_ID = "treasure-hunt";

export interface HuntsDeps {
  /** Test hooks of §3.13 (the fast clock), refused in production. */
  testHooks: boolean;
  /** The KJV text of a reference, from the Bible source the games use. */
  verseText(ctx: ActorContext, ref: string): Promise<string | null>;
  /** The admin's "Draft with AI" (adventure-drafts): an admin while a model answers. Absent → never offered. */
  canDraft?(ctx: ActorContext): Promise<boolean>;
}

export const huntNotFound = () => new AppError(404, "hunt_not_found", huntMessages.notFound);
const huntExpired = () => conflict("hunt_expired", huntMessages.expired);
const huntCompleted = () => conflict("hunt_completed", huntMessages.completed);
const invalidInput = (message: string) => new AppError(422, "invalid_input", message);

// ── Plans ─────────────────────────────────────────────────────────────────────────────────────────────────

const huntGame = () => {
  const game = findGame(HUNT_GAME_ID);
  if (!game) throw new Error("the registry has no treasure-hunt entry");
  return game;
};

/** §3.10: Essential plays today's edition; Premium, trial and student (and admins) the archive too. */
function planOf(access: ActorAccess) {
  const options = { isAdmin: access.isAdmin };
  return {
    today: hasFeature(access.access, "games.hunt", options),
    archive: inclusion(access.access, "games.hunt", options).access === "full",
  };
}

/** 402 with the games' plan error: today's edition needs `games.hunt`, the archive its full (Premium) level. */
function assertHuntPlan(access: ActorAccess, ranked: boolean): void {
  if (ranked) return assertGamePlan(access, huntGame(), "solo");
  if (planOf(access).archive) return;
  throw paymentRequired(huntMessages.archivePlan, {
    feature: "games.hunt",
    plans: planOrder.filter((plan) => entitlements["games.hunt"].plans[plan].access === "full"),
  });
}

// ── Editions and participations ───────────────────────────────────────────────────────────────────────────

function editionView(edition: HuntEditionRow, now: Date): EditionView {
  const isToday = edition.editionDate === huntDayOf(now);
  const windowEnd = new Date(edition.publishedAt.getTime() + HUNT_RULES.rankedWindowMs);
  return {
    isToday,
    rankedNow: isToday && edition.ranked && now >= edition.publishedAt && now < windowEnd,
    joinableUntil: isToday ? windowEnd : null,
  };
}

function joinGate(
  access: ActorAccess,
  view: EditionView,
  participation: HuntParticipationRow | undefined,
): JoinGate {
  if (participation) return { canJoin: false, joinBlocked: null };
  const plan = planOf(access);
  if (view.rankedNow) return plan.today ? { canJoin: true, joinBlocked: null } : block("plan");
  if (plan.archive) return { canJoin: true, joinBlocked: null };
  // Today's edition past its window is closed to Essential; anything else older needs the archive's plan.
  return block(view.isToday && plan.today ? "closed" : "plan");
}
const block = (joinBlocked: "plan" | "closed"): JoinGate => ({ canJoin: false, joinBlocked });

async function loadEdition(db: Db, editionId: string): Promise<{ edition: HuntEditionRow; hunt: Hunt }> {
  const edition = await findEdition(db, editionId);
  const hunt = edition ? await findBankHunt(db, edition.huntKey) : undefined;
  if (!edition || !hunt) throw huntNotFound();
  return { edition, hunt };
}

const overdue = (participation: HuntParticipationRow, now: Date) =>
  participation.status === "active" &&
  now.getTime() > participation.deadlineAt.getTime() + HUNT_RULES.graceMs;

/** The deadline (plus the grace) has passed: the participation is marked expired. Call on a locked row. */
async function settle(tx: Db, participation: HuntParticipationRow, now: Date): Promise<HuntParticipationRow> {
  if (!overdue(participation, now)) return participation;
  const values = { status: "expired" as const, clueNo: null, expiredAt: now };
  await updateParticipation(tx, participation.id, values);
  return { ...participation, ...values };
}

async function endExtras(
  ctx: ActorContext,
  deps: HuntsDeps,
  hunt: Hunt,
  participation: HuntParticipationRow | undefined,
): Promise<EndExtras | null> {
  if (!participation || participation.status === "active") return null;
  const [finalText, rank] = await Promise.all([
    deps.verseText(ctx, hunt.finalRef),
    participation.status === "completed" && participation.ranked
      ? huntRankOf(ctx.db, participation)
      : Promise.resolve(null),
  ]);
  return { finalText: finalText ?? "", rank };
}

async function playDto(
  ctx: ActorContext,
  deps: HuntsDeps,
  access: ActorAccess,
  edition: HuntEditionRow,
  hunt: Hunt,
  participation: HuntParticipationRow | undefined,
  now: Date,
): Promise<HuntPlayDto> {
  const view = editionView(edition, now);
  const extras = await endExtras(ctx, deps, hunt, participation);
  return presentPlay(
    edition,
    hunt,
    participation ?? null,
    view,
    joinGate(access, view, participation),
    extras,
    now,
  );
}

// ── Endpoints ─────────────────────────────────────────────────────────────────────────────────────────────

/** GET /api/hunts — today's edition and the archive (newest first), with the member's state on each. */
export async function listHunts(
  ctx: ActorContext,
  query: { difficulty?: Hunt["difficulty"] },
  deps?: Pick<HuntsDeps, "canDraft">,
): Promise<HuntListDto> {
  await ensureEditions(ctx);
  const now = ctx.clock.now();
  const userId = ctx.actor.userId;
  await expireOverdue(ctx.db, userId, new Date(now.getTime() - HUNT_RULES.graceMs), now);
  const today = huntDayOf(now);
  const [access, editions, referralCode, canDraft] = await Promise.all([
    loadActorAccess(ctx),
    listEditions(ctx.db, today, query.difficulty, HUNT_RULES.archiveSize + 1),
    memberReferralCode(ctx.db, userId),
    deps?.canDraft ? deps.canDraft(ctx) : Promise.resolve(false),
  ]);
  const mine = new Map(
    (
      await participationsOf(
        ctx.db,
        userId,
        editions.map((edition) => edition.id),
      )
    ).map((row) => [row.editionId, row]),
  );
  const found = await Promise.all(editions.map((edition) => findBankHunt(ctx.db, edition.huntKey)));
  const cards = editions.flatMap((edition, index) => {
    const hunt = found[index];
    if (!hunt) return [];
    return [presentCard(edition, hunt, mine.get(edition.id), editionView(edition, now))];
  });
  const plan = planOf(access);
  return {
    today: cards.find((card) => card.editionDate === today) ?? null,
    archive: cards.filter((card) => card.editionDate !== today).slice(0, HUNT_RULES.archiveSize),
    canPlayToday: plan.today,
    canPlayArchive: plan.archive,
    referralCode,
    canDraft,
    serverNow: now.toISOString(),
  };
}

/** GET /api/hunts/:huntId — any signed-in member, joined or not (a shared link shows the intro and Join hunt). */
export async function getHunt(ctx: ActorContext, deps: HuntsDeps, editionId: string): Promise<HuntPlayDto> {
  const { edition, hunt } = await loadEdition(ctx.db, editionId);
  const now = ctx.clock.now();
  const access = await loadActorAccess(ctx);
  let participation = await findParticipation(ctx.db, ctx.actor.userId, edition.id);
  if (participation && overdue(participation, now))
    participation = await ctx.db.transaction(async (tx) => {
      const locked = await lockParticipation(tx, ctx.actor.userId, edition.id);
      return locked ? settle(tx, locked, now) : undefined;
    });
  return playDto(ctx, deps, access, edition, hunt, participation, now);
}

/**
 * POST /api/hunts/:huntId/join — starts the member's 24 hours (24 minutes with the admin fast clock). Joining again
 * returns the same participation unchanged.
 */
export async function joinHunt(
  ctx: ActorContext,
  deps: HuntsDeps,
  editionId: string,
  input: JoinHuntInput,
): Promise<HuntPlayDto> {
  const { edition, hunt } = await loadEdition(ctx.db, editionId);
  const now = ctx.clock.now();
  const userId = ctx.actor.userId;
  const access = await loadActorAccess(ctx);
  const existing = await findParticipation(ctx.db, userId, edition.id);
  if (existing) return getHunt(ctx, deps, editionId);
  const view = editionView(edition, now);
  assertHuntPlan(access, view.rankedNow);
  const fastClock = input.options?.fastClock === true;
  if (fastClock && !(deps.testHooks && access.isAdmin)) throw invalidInput(huntMessages.fastClockRefused);
  const clues: HuntClueState[] = hunt.clues.map(() => ({
    hintsUsed: 0,
    wrongTries: 0,
    answer: null,
    points: null,
    solvedAt: null,
  }));
  await insertParticipation(ctx.db, {
    userId,
    editionId: edition.id,
    joinedAt: now,
    deadlineAt: new Date(now.getTime() + limitMs(HUNT_RULES.playMs, fastClock)),
    status: "active",
    clueNo: 1,
    clues,
    ranked: view.rankedNow,
    fastClock,
  });
  return getHunt(ctx, deps, editionId);
}

type Locked = { participation: HuntParticipationRow; clueNo: number };

/**
 * The shared start of answer and hint, inside their transaction: the participation (locked), the plan it was joined
 * under, the deadline (an overdue one is marked expired and reported, so the mark commits before the 409), then the
 * clue: an earlier one is solved (409), a later or unknown one is not open (422).
 */
async function lockForPlay(
  tx: Db,
  ctx: ActorContext,
  access: ActorAccess,
  edition: HuntEditionRow,
  clueNo: number,
  now: Date,
): Promise<Locked | "expired"> {
  const locked = await lockParticipation(tx, ctx.actor.userId, edition.id);
  if (!locked) throw conflict("hunt_not_joined", huntMessages.notJoined);
  assertHuntPlan(access, locked.ranked);
  const participation = await settle(tx, locked, now);
  if (participation.status === "expired") return "expired";
  if (participation.status === "completed" || participation.clueNo === null) throw huntCompleted();
  if (clueNo < participation.clueNo) throw conflict("clue_solved", huntMessages.clueSolved);
  if (clueNo > participation.clueNo) throw invalidInput(huntMessages.clueNotOpen);
  return { participation, clueNo };
}

function withClue(
  participation: HuntParticipationRow,
  clueNo: number,
  change: Partial<HuntClueState>,
): HuntClueState[] {
  return participation.clues.map((state, index) => (index === clueNo - 1 ? { ...state, ...change } : state));
}

/** 429 while the clue has 10 wrong tries in the last 15 minutes; it lifts when the oldest of them leaves the window. */
async function assertGuessingLimit(tx: Db, participationId: string, clueNo: number, now: Date) {
  const { wrongTriesPerWindow: limit, wrongTriesWindowMs: windowMs } = HUNT_RULES;
  const recent = await wrongTriesSince(tx, participationId, clueNo, new Date(now.getTime() - windowMs));
  const oldestCounted = recent[recent.length - limit];
  if (recent.length < limit || !oldestCounted) return;
  const retryAt = new Date(oldestCounted.getTime() + windowMs);
  const minutes = Math.max(1, Math.ceil((retryAt.getTime() - now.getTime()) / 60_000));
  throw tooManyRequests("rate_limited", huntMessages.tooManyGuesses(minutes), {
    limit,
    windowMinutes: windowMs / 60_000,
    retryAt: retryAt.toISOString(),
  });
}

/** POST /api/hunts/:huntId/answer — the deterministic check; a wrong try is recorded and lowers the clue's worth. */
export async function answerClue(
  ctx: ActorContext,
  deps: HuntsDeps,
  editionId: string,
  input: HuntAnswerInput,
): Promise<HuntAnswerDto> {
  const { edition, hunt } = await loadEdition(ctx.db, editionId);
  const access = await loadActorAccess(ctx);
  const now = ctx.clock.now();
  const answer = input.answer.trim();
  if (answer === "") throw invalidInput("Type an answer.");
  const outcome = await ctx.db.transaction(async (tx) => {
    const locked = await lockForPlay(tx, ctx, access, edition, input.clueNo, now);
    if (locked === "expired") return { kind: "expired" as const };
    const { participation, clueNo } = locked;
    const clue = hunt.clues[clueNo - 1];
    if (!clue) throw invalidInput(huntMessages.clueNotOpen);
    await assertGuessingLimit(tx, participation.id, clueNo, now);
    const check = checkClueAnswer(clue, answer);
    if (check.kind === "unreadable") throw invalidInput(check.message);
    await insertAttempt(tx, {
      participationId: participation.id,
      clueNo,
      answer,
      correct: check.correct,
      createdAt: now,
    });
    const state = participation.clues[clueNo - 1] ?? { hintsUsed: 0, wrongTries: 0 };
    if (!check.correct) {
      const clues = withClue(participation, clueNo, { wrongTries: state.wrongTries + 1 });
      await updateParticipation(tx, participation.id, { clues });
      return { kind: "wrong" as const };
    }
    const points = clueWorth(state.hintsUsed, state.wrongTries);
    const clues = withClue(participation, clueNo, { answer, points, solvedAt: now.toISOString() });
    const score = participation.score + points;
    if (clueNo < hunt.clues.length) {
      await updateParticipation(tx, participation.id, { clues, score, clueNo: clueNo + 1 });
      return { kind: "correct" as const, explanation: clue.explanation, completed: false };
    }
    const elapsedMs = now.getTime() - participation.joinedAt.getTime();
    const bonus = completionBonus(elapsedMs, participation.fastClock);
    const award = await awardGamePoints(
      tx,
      { userId: participation.userId, gameId: HUNT_GAME_ID, sourceId: participation.id },
      HUNT_RULES.ledgerPoints[hunt.difficulty],
      now,
    );
    await updateParticipation(tx, participation.id, {
      clues,
      score: score + bonus,
      bonus,
      clueNo: null,
      status: "completed",
      completedAt: now,
      elapsedMs,
      pointsAwarded: award.points,
      pointsCapped: award.capped,
    });
    await recordStudy(
      tx,
      participation.userId,
      ["games_finished", "distinct_games_finished", "hunts_completed", "daily_hunt_editions"],
      now,
    );
    return { kind: "correct" as const, explanation: clue.explanation, completed: true };
  });
  if (outcome.kind === "expired") throw huntExpired();
  const play = await getHunt(ctx, deps, editionId);
  if (outcome.kind === "wrong") return { correct: false, message: huntMessages.wrong, hunt: play };
  return {
    correct: true,
    message: outcome.explanation,
    explanation: outcome.explanation,
    nextClue: play.participation?.current ?? null,
    completed: outcome.completed,
    ...(outcome.completed && play.participation?.result ? { result: play.participation.result } : {}),
    hunt: play,
  };
}

/** POST /api/hunts/:huntId/hint — hint 2 only after hint 1; asking again for a hint taken costs nothing more. */
export async function takeHint(
  ctx: ActorContext,
  deps: HuntsDeps,
  editionId: string,
  input: HuntHintInput,
): Promise<HuntHintDto> {
  const { edition, hunt } = await loadEdition(ctx.db, editionId);
  const access = await loadActorAccess(ctx);
  const now = ctx.clock.now();
  const outcome = await ctx.db.transaction(async (tx) => {
    const locked = await lockForPlay(tx, ctx, access, edition, input.clueNo, now);
    if (locked === "expired") return "expired" as const;
    const { participation, clueNo } = locked;
    const hintsUsed = participation.clues[clueNo - 1]?.hintsUsed ?? 0;
    if (input.level > hintsUsed + 1) throw invalidInput(huntMessages.hintOrder);
    if (input.level > hintsUsed)
      await updateParticipation(tx, participation.id, {
        clues: withClue(participation, clueNo, { hintsUsed: input.level }),
      });
    return "ok" as const;
  });
  if (outcome === "expired") throw huntExpired();
  const clue = hunt.clues[input.clueNo - 1];
  if (!clue) throw invalidInput(huntMessages.clueNotOpen);
  return {
    level: input.level,
    text: input.level === 1 ? clue.hint1 : clue.hint2,
    cost: HUNT_RULES.clue.hint,
    hunt: await getHunt(ctx, deps, editionId),
  };
}

/** GET /api/hunts/:huntId/leaderboard — ranked editions only: completed ranked plays by score, then time. */
export async function getHuntLeaderboard(ctx: ActorContext, editionId: string): Promise<HuntLeaderboardDto> {
  const { edition } = await loadEdition(ctx.db, editionId);
  if (!edition.ranked) throw new AppError(404, "hunt_not_ranked", huntMessages.noBoard);
  const rows = await huntBoardRows(ctx.db, {
    editionId: edition.id,
    limit: HUNT_RULES.leaderboardSize,
    userId: ctx.actor.userId,
  });
  return presentBoard(edition.id, rows, ctx.actor.userId);
}
