import { useState } from "react";
import { useSearchParams } from "react-router";
import type { GameDef } from "@common/games/registry";
import { RetryAlert } from "@client/components/ui/retry-alert";
import { useGameCatalog } from "@client/features/games/api/get-game-catalog";
import { BestsSection } from "@client/features/games/components/hub/bests-section";
import { ContinueSection } from "@client/features/games/components/hub/continue-section";
import { GameGrid } from "@client/features/games/components/hub/game-grid";
import { HubFilters } from "@client/features/games/components/hub/hub-filters";
import { HubHeader } from "@client/features/games/components/hub/hub-header";
import { HubSkeleton } from "@client/features/games/components/hub/hub-skeleton";
import { LeaderboardDialog } from "@client/features/games/components/hub/leaderboard-dialog";
import { hasLeaderboard } from "@client/features/games/lib/hub-bests";
import {
  defaultHubFilter,
  filterHubItems,
  type HubFilter,
  hubFilterParams,
  isDefaultHubFilter,
  parseHubFilter,
} from "@client/features/games/lib/hub-filter";
import { hubItems } from "@client/features/games/lib/hub-items";

type BoardTarget = { game: GameDef; mode?: string; difficulty?: string; opening: number };

/**
 * /games — the games hub (games.md §2): header with Invite a Friend, Continue, Your bests, the filters and the
 * grid of games with their locks, and one leaderboard dialog. The filters live in the URL. "Your active games"
 * (Chain Chess) and the footer's overall leaderboard wait for the issues that build them.
 */
export function GamesHubPage() {
  const catalog = useGameCatalog();
  const [searchParams, setSearchParams] = useSearchParams();
  const filter = parseHubFilter(searchParams);
  const setFilter = (next: HubFilter) => setSearchParams(hubFilterParams(next), { replace: true });
  const [board, setBoard] = useState<BoardTarget | null>(null);
  const [boardOpen, setBoardOpen] = useState(false);

  const openLeaderboard = (game: GameDef, mode?: string, difficulty?: string) => {
    setBoard((previous) => ({ game, mode, difficulty, opening: (previous?.opening ?? 0) + 1 }));
    setBoardOpen(true);
  };

  const items = catalog.data ? hubItems(catalog.data) : [];
  const shown = filterHubItems(items, filter);

  return (
    <main className="mx-auto max-w-6xl space-y-8 px-4 py-8">
      <HubHeader />
      {catalog.isPending && <HubSkeleton />}
      {catalog.isError && (
        <RetryAlert
          message="Couldn't load the games."
          onRetry={() => catalog.refetch()}
          busy={catalog.isFetching}
        />
      )}
      {catalog.data && (
        <>
          <ContinueSection runs={catalog.data.resumableRuns} />
          <BestsSection bests={catalog.data.bests} onOpenLeaderboard={openLeaderboard} />
          <section aria-labelledby="hub-games">
            <h2 id="hub-games" className="mb-3 text-xl font-semibold text-night">
              Games
            </h2>
            <HubFilters filter={filter} onChange={setFilter}>
              <GameGrid
                items={shown}
                trialAvailable={catalog.data.trialAvailable}
                filtered={!isDefaultHubFilter(filter)}
                onClearFilters={() => setFilter(defaultHubFilter)}
                onOpenLeaderboard={openLeaderboard}
              />
            </HubFilters>
          </section>
        </>
      )}
      {board && hasLeaderboard(board.game) && (
        <LeaderboardDialog
          key={board.opening}
          game={board.game}
          initialMode={board.mode}
          initialDifficulty={board.difficulty}
          open={boardOpen}
          onOpenChange={setBoardOpen}
        />
      )}
    </main>
  );
}
