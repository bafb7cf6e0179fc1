/**
 * The hub's data (games.md §2, §3.2 catalogue) and the leaderboards (§3.9): everything worked out by the server
 * — locks from the member's plan, personal bests, resumable runs — so the hub only shows it.
 */
import { gameMessages } from "@common/games/messages";
import { findGame, gameHref, type GameModeId, games, kidsGames } from "@common/games/registry";
import { isKidsBand, type KidsBand } from "@common/games/rules";
import { GAME_LIMITS } from "@common/games/rules";
import { hasFeature, upgradePlan } from "@common/policies/entitlements";
import type {
  CatalogDto,
  KidsCatalogDto,
  LeaderboardDto,
  LeaderboardQuery,
  PersonalBestDto,
  ResumableRunDto,
} from "@common/schemas/games";
import type { ActorContext } from "@server/http/context";
import { AppError } from "@server/http/errors";
import { loadActorAccess } from "@server/modules/access/access.service";
import { engineFor } from "./engines";
import { isoWeekStart, utcDayStart } from "./finish.service";
import { chessBoardRows } from "@server/modules/chess/chess-board.queries";
import { activeRunsOf, bestsOf, leaderboardRows, type PersonalBestRow } from "./games.queries";

const RESUMABLE_LIMIT = 5;
const BESTS_LIMIT = 8;
const LEADERBOARD_SIZE = 10;

const presentBest = (row: PersonalBestRow): PersonalBestDto => ({
  gameId: row.gameId,
  mode: row.mode,
  difficulty: row.difficulty,
  bestScore: row.bestScore,
  bestMetric: row.bestMetric,
  achievedAt: row.achievedAt.toISOString(),
});

/** GET /api/games/catalog */
export async function getCatalog(ctx: ActorContext, testHooks: boolean): Promise<CatalogDto> {
  const now = ctx.clock.now();
  const [access, bests, active] = await Promise.all([
    loadActorAccess(ctx),
    bestsOf(ctx.db, ctx.actor.userId),
    activeRunsOf(ctx.db, ctx.actor.userId),
  ]);
  const owns = (feature: Parameters<typeof hasFeature>[1]) =>
    hasFeature(access.access, feature, { isAdmin: access.isAdmin });
  const resumableRuns: ResumableRunDto[] = active
    .filter((run) => now.getTime() - run.lastActivityAt.getTime() <= GAME_LIMITS.idleExpiryMs)
    .flatMap((run) => {
      const game = findGame(run.gameId);
      const engine = engineFor(run.gameId);
      if (!game?.live || !engine) return [];
      const state = (run.state as { engine?: unknown }).engine;
      return [
        {
          runId: run.id,
          gameId: game.id,
          title: game.title,
          href: `${gameHref(game, run.mode as GameModeId)}?run=${run.id}`,
          roundNo: run.roundNo,
          total: engine.totalRounds?.(state) ?? null,
          startedAt: run.startedAt.toISOString(),
          deadlineAt: run.roundDeadlineAt?.toISOString() ?? null,
        },
      ];
    })
    .slice(0, RESUMABLE_LIMIT);
  return {
    games: games
      .filter((game) => game.live && game.audience === "adult")
      .map((game) => {
        const locked = !owns(game.plan);
        return {
          game,
          locked,
          requiredPlan: game.plan === "games.core" ? null : upgradePlan(game.plan),
          personalBests: bests.filter((best) => best.gameId === game.id).map(presentBest),
        };
      }),
    kidsLocked: !owns("games.kids"),
    resumableRuns,
    // The kids games keep their stars on their own catalogue, not among the hub's bests.
    bests: bests
      .filter((best) => findGame(best.gameId)?.audience !== "kids")
      .slice(0, BESTS_LIMIT)
      .map(presentBest),
    trialAvailable: !access.access.trialUsed,
    testHooks: testHooks && access.isAdmin,
  };
}

/**
 * GET /api/games/kids — the kids catalogue (§4.19): the eight games with their age bands and the stars earned so
 * far (a kids run's difficulty is its band and its metric its stars, so the personal bests hold them).
 */
export async function getKidsCatalog(ctx: ActorContext): Promise<KidsCatalogDto> {
  const [access, bests] = await Promise.all([loadActorAccess(ctx), bestsOf(ctx.db, ctx.actor.userId)]);
  return {
    locked: !hasFeature(access.access, "games.kids", { isAdmin: access.isAdmin }),
    games: kidsGames.map((game) => {
      const starsByBand: Partial<Record<KidsBand, number>> = {};
      for (const best of bests)
        if (best.gameId === game.id && isKidsBand(best.difficulty))
          starsByBand[best.difficulty] = Math.max(starsByBand[best.difficulty] ?? 0, best.bestMetric);
      return {
        id: game.id,
        title: game.title,
        tagline: game.tagline,
        icon: game.icon,
        bands: game.difficulties.map((band) => band.id).filter(isKidsBand),
        stars: Math.max(0, ...Object.values(starsByBand)),
        starsByBand,
      };
    }),
  };
}

/** GET /api/games/:gameId/leaderboard */
export async function getLeaderboard(
  ctx: ActorContext,
  gameId: string,
  query: LeaderboardQuery,
): Promise<LeaderboardDto> {
  const game = findGame(gameId);
  if (!game?.live || !game.ranked || !game.leaderboard)
    throw new AppError(404, "game_not_found", gameMessages.notFound);
  const partition = game.leaderboard.partitionBy;
  const mode = partition.includes("mode") ? (query.mode ?? game.modes[0]?.id ?? null) : null;
  const difficulty = partition.includes("difficulty")
    ? (query.difficulty ??
      (game.difficulties.some((d) => d.id === "normal") ? "normal" : game.difficulties[0]?.id) ??
      null)
    : null;
  if (mode !== null && !game.modes.some((m) => m.id === mode))
    throw new AppError(422, "invalid_input", "Choose one of the game's modes.");
  if (difficulty !== null && !game.difficulties.some((d) => d.id === difficulty))
    throw new AppError(422, "invalid_input", "Choose one of the game's difficulties.");
  const now = ctx.clock.now();
  const since =
    query.period === "today" ? utcDayStart(now) : query.period === "week" ? isoWeekStart(now) : null;
  // Chain Chess ranks its matches, which are not game runs (§4.14): wins against players, margins against Hard.
  const { top, me } =
    game.id === "chain-chess"
      ? await chessBoardRows(ctx.db, {
          mode: mode === "bot" ? "bot" : "pvp",
          since,
          limit: LEADERBOARD_SIZE,
          userId: ctx.actor.userId,
        })
      : await leaderboardRows(ctx.db, {
          gameId: game.id,
          mode,
          difficulty,
          since,
          order: game.leaderboard.order,
          limit: LEADERBOARD_SIZE,
          userId: ctx.actor.userId,
        });
  return {
    gameId: game.id,
    period: query.period,
    mode,
    difficulty,
    metric: game.id === "chain-chess" && mode === "bot" ? "score" : game.leaderboard.metric,
    entries: top.map((row) => ({
      rank: row.rank,
      displayName: row.displayName,
      avatarUrl: row.avatarPath,
      level: row.level,
      metric: row.metric,
      achievedAt: row.achievedAt.toISOString(),
      isMe: row.userId === ctx.actor.userId,
    })),
    me: me ? { rank: me.rank, best: me.metric } : null,
  };
}
