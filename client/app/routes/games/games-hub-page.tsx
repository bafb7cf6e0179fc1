import { useState } from "react";
import { useSearchParams } from "react-router";
import type { GameDef } from "@common/games/registry";
import { RetryAlert } from "@client/components/ui/retry-alert";
import { useCancelChessMatch } from "@client/features/chess/api/cancel-chess-match";
import { useChessLobby } from "@client/features/chess/api/get-chess-lobby";
import { copyLink } from "@client/features/chess/components/waiting-room";
import { activeGameRows } from "@client/features/chess/lib/chess-format";
import { useGameCatalog } from "@client/features/games/api/get-game-catalog";
import { ActiveGamesSection } from "@client/features/games/components/hub/active-games-section";
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
import { useRealtimeState } from "@client/lib/use-realtime";

type BoardTarget = { game: GameDef; mode?: string; difficulty?: string; opening: number };

/** "Your active games" re-reads this often when realtime is not connected (games.md §2.5 item 3: within 2 s). */
const activePollMs = 2000;

/**
 * /games — the games hub (games.md §2): header with Invite a Friend, Continue, Your bests, the filters and the
 * grid of games with their locks, and one leaderboard dialog. The filters live in the URL. "Your active games" lists
 * the member's Chain Chess matches from the chess lobby; each row follows its match's realtime topic, and while the
 * realtime connection is not open the list is polled every 2 s instead. The footer's overall leaderboard waits for
 * the issue that builds it.
 */
export function GamesHubPage() {
  const catalog = useGameCatalog();
  const realtime = useRealtimeState();
  const chessLobby = useChessLobby({
    pollMs: (lobby) => ((lobby?.mine.length ?? 0) > 0 && realtime !== "open" ? activePollMs : false),
  });
  const cancelChess = useCancelChessMatch();
  const activeGames = chessLobby.data
    ? activeGameRows(chessLobby.data, {
        origin: window.location.origin,
        receivedAt: chessLobby.dataUpdatedAt,
      })
    : [];
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
          <ActiveGamesSection
            games={activeGames}
            onChanged={() => void chessLobby.refetch()}
            onCopy={(url) => void copyLink(url)}
            onCancel={(id) => cancelChess.mutateAsync(id)}
          />
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
