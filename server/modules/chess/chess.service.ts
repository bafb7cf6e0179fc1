// Chain Chess (games.md §4.14) behind /api/chain-chess: creating a match (the bot, an invite or an open challenge),
// the atomic join, moves checked and scored by the server (turn, baseVersion, deadline, a resent clientMoveId gets
// the stored result), resign, cancel, chat, and the clock: every read and the sweep settle a match first — Live
// timeouts pass the turn (two in a row forfeit), a Correspondence timeout forfeits, the bot moves when its thinking
// time is over. Every change bumps the version and is published on `game:{matchId}` after it commits.
import { loadPublicProfiles } from "@server/modules/profile/public-profile";
import { findGame } from "@common/games/registry";
import { GAME_LIMITS } from "@common/games/rules";
import {
  CHAIN_CHESS,
  challengeLabel,
  nextChallengeFor,
  type ChessChallenge,
  type ChessMoveInput,
  type CreateChessMatchInput,
} from "@common/games/chess";
import type {
  ChessChatDto,
  ChessEvent,
  ChessLobbyDto,
  ChessMatchDto,
  ChessMatchViewDto,
  ChessMoveDto,
  ChessMoveResultDto,
  ChessPlayerDto,
  ChessSide,
} from "@common/schemas/chess";
import type { Judgement } from "@common/games/judge/types";
import type { Db } from "@server/db/client";
import type { ChessMatchRow, ChessMoveRow } from "@server/db/schema";
import type { ActorContext } from "@server/http/context";
import { AppError, conflict, tooManyRequests } from "@server/http/errors";
import type { Logger } from "@server/logger";
import { type ActorAccess, loadActorAccess } from "@server/modules/access/access.service";
import type { BibleSource } from "@server/modules/bible/bible-data.types";
import { kjvReferenceText } from "@server/modules/games/engine-deps";
import { recordStudy } from "@server/modules/achievements/activity";
import { awardGamePoints } from "@server/modules/games/finish.service";
import { createRng } from "@server/modules/games/rng";
import { assertGamePlan } from "@server/modules/games/runs.service";
import type { Bus } from "@server/realtime/bus";
import type { Clock } from "@server/clock";
import {
  activeMatchesOf,
  chatOf,
  claimSeat,
  findMatch,
  findMoveByClientId,
  insertChat,
  insertMatch,
  insertMove,
  lastChatOf,
  lockMatch,
  movesOf,
  openChallenges,
  overdueMatchIds,
  updateMatch,
} from "./chess.queries";
import { chooseBotMove, scoreMove } from "./moves";

const GAME_ID = "chain-chess";
const LOBBY_SIZE = 20;
const CHAT_SHOWN = 50;

export interface ChessDeps {
  bible: BibleSource;
  bus: Bus;
  /** §3.13: the admin fast clock only on a server with test hooks. */
  testHooks: boolean;
  /** Wakes the match when the bot's thinking ends (in-process); the sweep is the fallback after a restart. */
  wake(matchId: string, at: Date): void;
}

export const matchNotFound = () => new AppError(404, "match_not_found", "Match not found");
const matchFull = () => conflict("match_full", "This match is full");
const notYourTurn = () => conflict("not_your_turn", "Wait for your opponent's move.");

const other = (side: ChessSide): ChessSide => (side === "p1" ? "p2" : "p1");
const botSide: ChessSide = "p2";

export function sideOf(match: ChessMatchRow, userId: string): ChessSide | null {
  if (match.player1Id === userId) return "p1";
  if (match.player2Id === userId) return "p2";
  return null;
}

function chessGame() {
  const game = findGame(GAME_ID);
  if (!game) throw new Error("chain-chess is missing from the registry");
  return game;
}

const modeOf = (match: Pick<ChessMatchRow, "opponentKind">) => (match.opponentKind === "bot" ? "bot" : "pvp");

function turnMs(match: ChessMatchRow): number | null {
  if (!match.pace) return null;
  const ms = CHAIN_CHESS.turnMs[match.pace];
  return match.fastClock ? Math.ceil(ms / GAME_LIMITS.fastClockDivisor) : ms;
}

function thinkMs(match: ChessMatchRow, ply: number): number {
  const [min, max] = CHAIN_CHESS.botThinkMs;
  return min + createRng(`${match.seed}:think:${ply}`).int(max - min + 1);
}

const challengeOf = (row: { category: string | null; item: string | null }): ChessChallenge | null =>
  row.category && row.item ? ({ category: row.category, item: row.item } as ChessChallenge) : null;

const withLabel = (challenge: ChessChallenge | null) =>
  challenge ? { ...challenge, label: challengeLabel(challenge) } : null;

// ── Presenting ───────────────────────────────────────────────────────────────────────────────────────────

async function presentMove(deps: Pick<ChessDeps, "bible">, row: ChessMoveRow): Promise<ChessMoveDto> {
  return {
    ply: row.ply,
    side: row.side,
    ref: row.ref,
    verseText: row.ref ? await kjvReferenceText(deps.bible, row.ref) : null,
    commentary: row.commentary,
    answered: withLabel(row.answeredChallenge ?? null),
    answeredOk: row.answered,
    challenge: withLabel(challengeOf({ category: row.challengeCategory, item: row.challengeItem })),
    score: row.score,
    judgement: (row.judgement as unknown as Judgement | null) ?? null,
    timedOut: row.timedOut,
    createdAt: row.createdAt.toISOString(),
  };
}

async function presentMatch(
  db: Db,
  deps: Pick<ChessDeps, "bible">,
  match: ChessMatchRow,
  now: Date,
): Promise<ChessMatchDto> {
  const ids = [match.player1Id, ...(match.player2Id ? [match.player2Id] : [])];
  const [people, moves, chat] = await Promise.all([
    loadPublicProfiles(db, ids),
    movesOf(db, match.id),
    match.opponentKind === "player" ? chatOf(db, match.id, CHAT_SHOWN) : Promise.resolve([]),
  ]);
  const person = (side: ChessSide, userId: string | null): ChessPlayerDto | null => {
    if (side === botSide && match.opponentKind === "bot")
      return {
        side,
        userId: null,
        displayName: `Bot (${match.botLevel ?? "normal"})`,
        avatarUrl: null,
        level: 0,
        isBot: true,
      };
    const profile = userId ? people.get(userId) : undefined;
    return profile
      ? {
          side,
          userId: profile.userId,
          displayName: profile.displayName,
          avatarUrl: profile.avatarUrl,
          level: profile.level,
          isBot: false,
        }
      : null;
  };
  const p1 = person("p1", match.player1Id);
  if (!p1) throw new Error("chess match without its creator");
  const chatDto: ChessChatDto[] = chat.map((row) => ({
    id: row.id,
    side: row.userId === match.player1Id ? "p1" : "p2",
    displayName: people.get(row.userId)?.displayName ?? "Player",
    text: row.text,
    createdAt: row.createdAt.toISOString(),
  }));
  return {
    id: match.id,
    status: match.status,
    opponentKind: match.opponentKind,
    botLevel: match.botLevel,
    pace: match.pace,
    visibility: match.visibility,
    level: match.level,
    categories: match.categories,
    movesPerSide: match.movesPerSide,
    players: { p1, p2: person("p2", match.player2Id) },
    scores: { p1: match.scoreP1, p2: match.scoreP2 },
    movesMade: { p1: match.movesP1, p2: match.movesP2 },
    version: match.version,
    turn:
      match.status === "active" && match.currentTurn
        ? { side: match.currentTurn, deadlineAt: match.turnDeadlineAt?.toISOString() ?? null }
        : null,
    openChallenge: withLabel(match.openChallenge ?? null),
    botDueAt: match.botDueAt?.toISOString() ?? null,
    result: match.result ? { kind: match.result, winnerSide: match.winnerSide } : null,
    moves: await Promise.all(moves.map((row) => presentMove(deps, row))),
    chat: chatDto,
    createdAt: match.createdAt.toISOString(),
    serverNow: now.toISOString(),
  };
}

// ── The clock, the bot and the end ───────────────────────────────────────────────────────────────────────

type Pending = { match: ChessMatchRow; events: ChessEvent[] };

/** §3.8 points for a member's side of a finished match. */
function pointsFor(match: ChessMatchRow, side: ChessSide): number {
  const won = match.winnerSide === side;
  if (match.opponentKind === "bot") return won ? CHAIN_CHESS.xp.bot.win : CHAIN_CHESS.xp.bot.other;
  const { minMovesEach, win, draw, loss } = CHAIN_CHESS.xp.player;
  if (Math.min(match.movesP1, match.movesP2) < minMovesEach) return 0;
  if (match.winnerSide === null) return draw;
  return won ? win : loss;
}

async function finish(
  tx: Db,
  pending: Pending,
  result: "win" | "draw" | "resign" | "forfeit",
  winnerSide: ChessSide | null,
  now: Date,
): Promise<Pending> {
  const match = await updateMatch(tx, pending.match.id, {
    status: "completed",
    result,
    winnerSide,
    finishedAt: now,
    currentTurn: null,
    turnDeadlineAt: null,
    botDueAt: null,
    version: pending.match.version + 1,
  });
  for (const side of ["p1", "p2"] as const) {
    const userId = side === "p1" ? match.player1Id : match.player2Id;
    const points = pointsFor(match, side);
    if (userId && points > 0)
      await awardGamePoints(tx, { userId, gameId: GAME_ID, sourceId: `${match.id}:${side}` }, points, now);
    // A finished match is a finished game for each player: a study day, and the games and chess badges.
    if (userId)
      await recordStudy(
        tx,
        userId,
        ["games_finished", "distinct_games_finished", "chess_wins", "chess_hard_bot_wins"],
        now,
      );
  }
  return {
    match,
    events: [
      ...pending.events,
      {
        kind: "match_over",
        version: match.version,
        result: { kind: result, winnerSide },
        scores: { p1: match.scoreP1, p2: match.scoreP2 },
      },
    ],
  };
}

/** After a move (or a timeout): the match ends when both sides have made their moves; otherwise the turn passes. */
async function afterMove(tx: Db, pending: Pending, side: ChessSide, at: Date): Promise<Pending> {
  const { match } = pending;
  if (match.movesP1 >= match.movesPerSide && match.movesP2 >= match.movesPerSide) {
    const winner = match.scoreP1 === match.scoreP2 ? null : match.scoreP1 > match.scoreP2 ? "p1" : "p2";
    return finish(tx, pending, winner ? "win" : "draw", winner, at);
  }
  const next = other(side);
  const limit = turnMs(match);
  const botTurn = match.opponentKind === "bot" && next === botSide;
  const updated = await updateMatch(tx, match.id, {
    currentTurn: next,
    turnDeadlineAt: limit === null ? null : new Date(at.getTime() + limit),
    botDueAt: botTurn ? new Date(at.getTime() + thinkMs(match, match.movesP1 + match.movesP2 + 1)) : null,
  });
  return { ...pending, match: updated };
}

/** Stores a judged move and its score; the turn then passes (or the match ends). */
async function recordMove(
  tx: Db,
  pending: Pending,
  side: ChessSide,
  move: {
    playerId: string | null;
    clientMoveId: string | null;
    ref: string | null;
    commentary: string | null;
    challenge: ChessChallenge | null;
    answered: boolean;
    score: number;
    judgement: Judgement | null;
    timedOut: boolean;
  },
  at: Date,
  deps: Pick<ChessDeps, "bible">,
): Promise<Pending & { move: ChessMoveRow }> {
  const { match } = pending;
  const ply = match.movesP1 + match.movesP2 + 1;
  const row = await insertMove(tx, {
    matchId: match.id,
    ply,
    side,
    playerId: move.playerId,
    clientMoveId: move.clientMoveId,
    ref: move.ref,
    commentary: move.commentary,
    answeredChallenge: match.openChallenge ?? null,
    challengeCategory: move.challenge?.category ?? null,
    challengeItem: move.challenge?.item ?? null,
    answered: move.answered,
    score: move.score,
    judgement: move.judgement as unknown as Record<string, unknown> | null,
    timedOut: move.timedOut,
    createdAt: at,
  });
  const timeoutsKey = side === "p1" ? "timeoutsP1" : "timeoutsP2";
  const updated = await updateMatch(tx, match.id, {
    version: match.version + 1,
    ...(side === "p1"
      ? { scoreP1: match.scoreP1 + move.score, movesP1: match.movesP1 + 1 }
      : { scoreP2: match.scoreP2 + move.score, movesP2: match.movesP2 + 1 }),
    [timeoutsKey]: move.timedOut ? match[timeoutsKey] + 1 : 0,
    // A timed-out move leaves the open challenge standing (§4.14).
    ...(move.timedOut ? {} : { openChallenge: move.challenge }),
  });
  const event: ChessEvent = {
    kind: "move_accepted",
    version: updated.version,
    move: await presentMove(deps, row),
  };
  const next = await afterMove(tx, { match: updated, events: [...pending.events, event] }, side, at);
  return { ...next, move: row };
}

async function botTurn(
  tx: Db,
  deps: Pick<ChessDeps, "bible">,
  pending: Pending,
  now: Date,
): Promise<Pending> {
  const { match } = pending;
  const moves = await movesOf(tx, match.id);
  const played = moves.filter((move) => move.ref !== null);
  const previousRef = played.at(-1)?.ref ?? null;
  const usedRefs = played.flatMap((move) => (move.ref ? [move.ref] : []));
  const ply = match.movesP1 + match.movesP2 + 1;
  const lastMove = match.movesP2 + 1 >= match.movesPerSide && match.movesP1 >= match.movesPerSide;
  const choice = await chooseBotMove(deps.bible, {
    match,
    challenge: match.openChallenge ?? null,
    previousRef,
    usedRefs,
    lastMove,
    seed: `${match.seed}:bot:${ply}`,
  });
  const judged = await scoreMove(deps.bible, {
    match,
    ref: choice.ref,
    commentary: choice.commentary,
    challenge: match.openChallenge ?? null,
    previousRef,
    usedRefs,
  });
  if (!judged.accepted) throw new Error(`the bot chose a move its judge refuses: ${judged.message}`);
  return recordMove(
    tx,
    pending,
    botSide,
    {
      playerId: null,
      clientMoveId: null,
      ref: judged.ref,
      commentary: choice.commentary,
      challenge: lastMove ? null : choice.challenge,
      answered: judged.answered,
      score: judged.score,
      judgement: judged.judgement,
      timedOut: false,
    },
    // The bot's move lands when its thinking ended, even if it is applied later (after a restart).
    match.botDueAt && match.botDueAt < now ? match.botDueAt : now,
    deps,
  );
}

/**
 * Brings an active match up to date: the bot's move once its thinking time is over; a Live move past its deadline
 * (plus the grace) scores 0 and passes the turn — the second in a row by one player forfeits; a Correspondence
 * deadline forfeits. Call inside a transaction on a locked row.
 */
async function settle(
  tx: Db,
  deps: Pick<ChessDeps, "bible">,
  match: ChessMatchRow,
  now: Date,
): Promise<Pending> {
  let pending: Pending = { match, events: [] };
  for (let guard = 0; guard < 40 && pending.match.status === "active"; guard += 1) {
    const current = pending.match;
    const side = current.currentTurn;
    if (!side) break;
    if (current.opponentKind === "bot" && side === botSide) {
      if (!current.botDueAt || current.botDueAt > now) break;
      pending = await botTurn(tx, deps, pending, now);
      continue;
    }
    const deadline = current.turnDeadlineAt;
    if (!deadline || now.getTime() <= deadline.getTime() + GAME_LIMITS.graceMs) break;
    if (current.pace === "correspondence") {
      pending = await finish(tx, pending, "forfeit", other(side), deadline);
      break;
    }
    const timeouts = (side === "p1" ? current.timeoutsP1 : current.timeoutsP2) + 1;
    if (timeouts >= CHAIN_CHESS.liveTimeoutsToForfeit) {
      pending = await finish(tx, pending, "forfeit", other(side), deadline);
      break;
    }
    pending = await recordMove(
      tx,
      pending,
      side,
      {
        playerId: side === "p1" ? current.player1Id : current.player2Id,
        clientMoveId: null,
        ref: null,
        commentary: null,
        challenge: null,
        answered: false,
        score: 0,
        judgement: null,
        timedOut: true,
      },
      deadline,
      deps,
    );
  }
  return pending;
}

// ── Publishing ───────────────────────────────────────────────────────────────────────────────────────────

async function publish(
  deps: Pick<ChessDeps, "bus">,
  logger: Logger | undefined,
  matchId: string,
  events: ChessEvent[],
) {
  for (const event of events) {
    try {
      await deps.bus.publish(`game:${matchId}`, event);
    } catch (error) {
      // The change is committed; the clients catch up on their next read.
      logger?.warn({ err: error, matchId }, "chess event not published");
    }
  }
}

/** Locks and settles the match, runs `step`, commits, then publishes what changed. */
async function change<T>(
  ctx: ActorContext,
  deps: ChessDeps,
  matchId: string,
  step: (tx: Db, pending: Pending, now: Date) => Promise<Pending & { value: T }>,
): Promise<{ match: ChessMatchRow; value: T; now: Date }> {
  const now = ctx.clock.now();
  const result = await ctx.db.transaction(async (tx) => {
    const locked = await lockMatch(tx, matchId);
    if (!locked) throw matchNotFound();
    const settled = await settle(tx, deps, locked, now);
    return step(tx, settled, now);
  });
  await publish(deps, ctx.logger, matchId, result.events);
  if (result.match.botDueAt) deps.wake(matchId, result.match.botDueAt);
  return { match: result.match, value: result.value, now };
}

// ── Endpoints ────────────────────────────────────────────────────────────────────────────────────────────

async function viewOf(
  ctx: ActorContext,
  deps: ChessDeps,
  match: ChessMatchRow,
  now: Date,
): Promise<ChessMatchViewDto> {
  const side = sideOf(match, ctx.actor.userId);
  const dto = await presentMatch(ctx.db, deps, match, now);
  let points: number | null = null;
  if (side && match.status === "completed") points = pointsFor(match, side);
  return {
    match: dto,
    viewer: {
      side,
      canJoin: side === null && match.status === "waiting" && match.opponentKind === "player",
      blocked: null,
      points,
    },
  };
}

/** POST /api/chain-chess/matches */
export async function createMatch(
  ctx: ActorContext,
  deps: ChessDeps,
  input: CreateChessMatchInput & { options?: { fastClock?: boolean } },
): Promise<ChessMatchViewDto> {
  const access = await loadActorAccess(ctx);
  const mode = input.opponent === "bot" ? "bot" : "pvp";
  assertGamePlan(access, chessGame(), mode);
  const fastClock = input.options?.fastClock === true;
  if (fastClock && !(deps.testHooks && access.isAdmin))
    throw new AppError(422, "invalid_input", "The fast clock is a test hook for admins and is refused here.");
  const now = ctx.clock.now();
  const seed = crypto.randomUUID();
  const firstSide: ChessSide =
    input.firstPlayer === "me"
      ? "p1"
      : input.firstPlayer === "opponent"
        ? "p2"
        : createRng(`${seed}:first`).int(2) === 0
          ? "p1"
          : "p2";
  const bot = input.opponent === "bot";
  let match = await insertMatch(ctx.db, {
    status: bot ? "active" : "waiting",
    opponentKind: bot ? "bot" : "player",
    botLevel: bot ? (input.botLevel ?? "normal") : null,
    pace: bot ? null : (input.pace ?? "live"),
    visibility: bot ? null : input.opponent === "open" ? "open" : "invite",
    level: input.level,
    categories: [...input.categories],
    movesPerSide: input.movesPerSide,
    player1Id: ctx.actor.userId,
    firstPlayer: input.firstPlayer,
    firstSide,
    currentTurn: bot ? firstSide : null,
    fastClock,
    seed,
    createdAt: now,
    startedAt: bot ? now : null,
  });
  if (bot && firstSide === botSide) {
    match = await updateMatch(ctx.db, match.id, { botDueAt: new Date(now.getTime() + thinkMs(match, 1)) });
    if (match.botDueAt) deps.wake(match.id, match.botDueAt);
  }
  return viewOf(ctx, deps, match, now);
}

/** Who may see a match: its players; a waiting match against a player, anyone entitled to join it. */
function assertCanSee(ctx: ActorContext, access: ActorAccess, match: ChessMatchRow): void {
  if (sideOf(match, ctx.actor.userId)) return;
  if (match.opponentKind === "bot" || match.status === "abandoned") throw matchNotFound();
  if (match.status !== "waiting") throw matchFull();
  assertGamePlan(access, chessGame(), "pvp");
}

/** GET /api/chain-chess/matches/:matchId — settles the clock, then the full state (a reconnect's restore). */
export async function getMatch(
  ctx: ActorContext,
  deps: ChessDeps,
  matchId: string,
): Promise<ChessMatchViewDto> {
  const found = await findMatch(ctx.db, matchId);
  if (!found) throw matchNotFound();
  assertCanSee(ctx, await loadActorAccess(ctx), found);
  if (found.status !== "active") return viewOf(ctx, deps, found, ctx.clock.now());
  const { match, now } = await change(ctx, deps, matchId, (_tx, pending) =>
    Promise.resolve({ ...pending, value: null }),
  );
  return viewOf(ctx, deps, match, now);
}

/** POST /api/chain-chess/matches/:matchId/join — the seat is taken atomically; a third member gets 409. */
export async function joinMatch(
  ctx: ActorContext,
  deps: ChessDeps,
  matchId: string,
): Promise<ChessMatchViewDto> {
  const access = await loadActorAccess(ctx);
  const found = await findMatch(ctx.db, matchId);
  if (!found || found.opponentKind === "bot" || found.status === "abandoned") throw matchNotFound();
  if (sideOf(found, ctx.actor.userId)) return viewOf(ctx, deps, found, ctx.clock.now());
  assertGamePlan(access, chessGame(), "pvp");
  const now = ctx.clock.now();
  const limit = found.pace
    ? CHAIN_CHESS.turnMs[found.pace] / (found.fastClock ? GAME_LIMITS.fastClockDivisor : 1)
    : null;
  const claimed = await ctx.db.transaction((tx) =>
    claimSeat(tx, matchId, ctx.actor.userId, {
      status: "active",
      startedAt: now,
      currentTurn: found.firstSide ?? "p1",
      turnDeadlineAt: limit === null ? null : new Date(now.getTime() + Math.ceil(limit)),
      version: found.version + 1,
    }),
  );
  if (!claimed) {
    const again = await findMatch(ctx.db, matchId);
    if (again && sideOf(again, ctx.actor.userId)) return viewOf(ctx, deps, again, now);
    throw matchFull();
  }
  await publish(deps, ctx.logger, matchId, [{ kind: "changed", version: claimed.version, reason: "joined" }]);
  return viewOf(ctx, deps, claimed, now);
}

/** POST /api/chain-chess/matches/:matchId/moves — the server checks turn, version and deadline, then scores. */
export async function submitMove(
  ctx: ActorContext,
  deps: ChessDeps,
  matchId: string,
  input: ChessMoveInput,
): Promise<ChessMoveResultDto> {
  const access = await loadActorAccess(ctx);
  const found = await findMatch(ctx.db, matchId);
  if (!found) throw matchNotFound();
  const side = sideOf(found, ctx.actor.userId);
  if (!side)
    throw found.opponentKind === "bot" || found.status !== "active" ? matchNotFound() : notYourTurn();
  assertGamePlan(access, chessGame(), modeOf(found));
  const { match, value, now } = await change(ctx, deps, matchId, async (tx, pending, at) => {
    // A resent move (same clientMoveId) returns the stored result, whatever happened since.
    const stored = await findMoveByClientId(tx, matchId, input.clientMoveId);
    if (stored) return { ...pending, value: stored };
    const current = pending.match;
    if (current.status !== "active") throw conflict("match_over", "This match is over.");
    if (current.currentTurn !== side) throw notYourTurn();
    if (input.baseVersion !== current.version)
      throw conflict("stale_version", "The match has moved on. Here is the latest state.");
    const moves = await movesOf(tx, matchId);
    const played = moves.filter((move) => move.ref !== null);
    const mine = side === "p1" ? current.movesP1 : current.movesP2;
    const theirs = side === "p1" ? current.movesP2 : current.movesP1;
    const lastMove = mine + 1 >= current.movesPerSide && theirs >= current.movesPerSide;
    const next = nextChallengeFor(input.challenge, { lastMove, categories: current.categories });
    if (!next.ok) throw new AppError(422, "invalid_input", next.message);
    const judged = await scoreMove(deps.bible, {
      match: current,
      ref: input.ref,
      commentary: input.commentary,
      challenge: current.openChallenge ?? null,
      previousRef: played.at(-1)?.ref ?? null,
      usedRefs: played.flatMap((move) => (move.ref ? [move.ref] : [])),
    });
    if (!judged.accepted) throw new AppError(422, judged.code, judged.message);
    const recorded = await recordMove(
      tx,
      pending,
      side,
      {
        playerId: ctx.actor.userId,
        clientMoveId: input.clientMoveId,
        ref: judged.ref,
        commentary: input.commentary,
        challenge: next.challenge,
        answered: judged.answered,
        score: judged.score,
        judgement: judged.judgement,
        timedOut: false,
      },
      at,
      deps,
    );
    return { ...recorded, value: recorded.move };
  });
  return { move: await presentMove(deps, value), view: await viewOf(ctx, deps, match, now) };
}

/** POST /api/chain-chess/matches/:matchId/resign — a loss for the one who resigns. */
export async function resignMatch(
  ctx: ActorContext,
  deps: ChessDeps,
  matchId: string,
): Promise<ChessMatchViewDto> {
  const found = await findMatch(ctx.db, matchId);
  const side = found ? sideOf(found, ctx.actor.userId) : null;
  if (!found || !side) throw matchNotFound();
  const { match, now } = await change(ctx, deps, matchId, async (tx, pending, at) => {
    if (pending.match.status !== "active") throw conflict("match_over", "This match is over.");
    return { ...(await finish(tx, pending, "resign", other(side), at)), value: null };
  });
  return viewOf(ctx, deps, match, now);
}

/** POST /api/chain-chess/matches/:matchId/cancel — the creator takes back a challenge nobody joined yet. */
export async function cancelMatch(
  ctx: ActorContext,
  deps: ChessDeps,
  matchId: string,
): Promise<ChessMatchViewDto> {
  const found = await findMatch(ctx.db, matchId);
  if (!found || found.player1Id !== ctx.actor.userId) throw matchNotFound();
  const { match, now } = await change(ctx, deps, matchId, async (tx, pending) => {
    if (pending.match.status !== "waiting")
      throw conflict("match_started", "Someone has joined: resign instead.");
    const cancelled = await updateMatch(tx, matchId, {
      status: "abandoned",
      version: pending.match.version + 1,
    });
    return {
      match: cancelled,
      events: [{ kind: "changed", version: cancelled.version, reason: "cancel" }],
      value: null,
    };
  });
  return viewOf(ctx, deps, match, now);
}

/** POST /api/chain-chess/matches/:matchId/chat — the two players only, one message a second. */
export async function sendChat(
  ctx: ActorContext,
  deps: ChessDeps,
  matchId: string,
  text: string,
): Promise<ChessChatDto> {
  const found = await findMatch(ctx.db, matchId);
  const side = found ? sideOf(found, ctx.actor.userId) : null;
  if (!found || !side || found.opponentKind !== "player") throw matchNotFound();
  const now = ctx.clock.now();
  const last = await lastChatOf(ctx.db, matchId, ctx.actor.userId);
  if (last && now.getTime() - last.createdAt.getTime() < CHAIN_CHESS.chat.minIntervalMs)
    throw tooManyRequests("rate_limited", "One message a second, please.");
  const row = await insertChat(ctx.db, { matchId, userId: ctx.actor.userId, text, createdAt: now });
  const people = await loadPublicProfiles(ctx.db, [ctx.actor.userId]);
  const message: ChessChatDto = {
    id: row.id,
    side,
    displayName: people.get(ctx.actor.userId)?.displayName ?? "Player",
    text: row.text,
    createdAt: row.createdAt.toISOString(),
  };
  await publish(deps, ctx.logger, matchId, [{ kind: "chat", message }]);
  return message;
}

/** GET /api/chain-chess/open — the lobby's open challenges and the member's active games. */
export async function lobby(ctx: ActorContext): Promise<ChessLobbyDto> {
  const now = ctx.clock.now();
  const userId = ctx.actor.userId;
  const [open, mine] = await Promise.all([
    openChallenges(ctx.db, userId, LOBBY_SIZE),
    activeMatchesOf(ctx.db, userId, LOBBY_SIZE),
  ]);
  const people = await loadPublicProfiles(ctx.db, [
    ...new Set([...open, ...mine].flatMap((m) => [m.player1Id, ...(m.player2Id ? [m.player2Id] : [])])),
  ]);
  return {
    open: open.map((match) => {
      const creator = people.get(match.player1Id);
      return {
        id: match.id,
        creator: {
          displayName: creator?.displayName ?? "Player",
          avatarUrl: creator?.avatarUrl ?? null,
          level: creator?.level ?? 1,
        },
        level: match.level,
        pace: match.pace ?? "live",
        movesPerSide: match.movesPerSide,
        categories: match.categories,
        createdAt: match.createdAt.toISOString(),
      };
    }),
    mine: mine.map((match) => {
      const side = sideOf(match, userId) ?? "p1";
      const opponentId = side === "p1" ? match.player2Id : match.player1Id;
      return {
        id: match.id,
        status: match.status as "waiting" | "active",
        opponentName:
          match.opponentKind === "bot"
            ? `Bot (${match.botLevel ?? "normal"})`
            : opponentId
              ? (people.get(opponentId)?.displayName ?? "Player")
              : null,
        opponentKind: match.opponentKind,
        yourTurn: match.status === "active" && match.currentTurn === side,
        deadlineAt: match.turnDeadlineAt?.toISOString() ?? null,
        scores: {
          you: side === "p1" ? match.scoreP1 : match.scoreP2,
          opponent: side === "p1" ? match.scoreP2 : match.scoreP1,
        },
      };
    }),
    serverNow: now.toISOString(),
  };
}

/** The realtime hub's check for `game:{matchId}`: a player, or a member who may join the waiting match. */
export async function gameTopicRefusal(
  db: Db,
  actor: { userId: string },
  matchId: string,
): Promise<{ code: "forbidden"; message: string } | null> {
  if (!/^[0-9a-f-]{36}$/i.test(matchId)) return { code: "forbidden", message: "Match not found" };
  const match = await findMatch(db, matchId);
  if (!match) return { code: "forbidden", message: "Match not found" };
  if (sideOf(match, actor.userId)) return null;
  if (match.status === "waiting" && match.opponentKind === "player") return null;
  return { code: "forbidden", message: "This match is full" };
}

/** The sweep (scheduler job and the bot's wake-ups): settles overdue matches and publishes what changed. */
export async function sweepMatches(
  deps: Pick<ChessDeps, "bible" | "bus"> & { db: Db; clock: Clock; logger: Logger },
  matchIds?: string[],
): Promise<number> {
  const now = deps.clock.now();
  const ids = matchIds ?? (await overdueMatchIds(deps.db, now, GAME_LIMITS.graceMs, 100));
  let changed = 0;
  for (const id of ids) {
    const result = await deps.db.transaction(async (tx) => {
      const locked = await lockMatch(tx, id);
      return locked ? settle(tx, deps, locked, now) : null;
    });
    if (result && result.events.length > 0) {
      changed += 1;
      await publish(deps, deps.logger, id, result.events);
    }
  }
  return changed;
}
