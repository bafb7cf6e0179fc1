import { Link } from "react-router";
import { Alert } from "@client/components/ui/alert";
import { RetryAlert } from "@client/components/ui/retry-alert";
import { useLeaderboard } from "../api/get-leaderboard";
import type { LeaderboardView } from "../lib/leaderboard-params";
import { LeaderboardControls } from "./leaderboard-controls";
import { LeaderboardTable } from "./leaderboard-table";
import { LeaderboardTiles } from "./leaderboard-tiles";

/**
 * /leaderboard (screens §3.11): the caller's tiles, the Period and Ranking controls (held in the URL by the page) and
 * the top 50 by real activity. Weeks (Monday–Sunday) and months follow UTC so everyone shares one board.
 */
export function LeaderboardScreen({
  view,
  onViewChange,
}: {
  view: LeaderboardView;
  onViewChange: (view: LeaderboardView) => void;
}) {
  const board = useLeaderboard(view.period, view.ranking);
  // While a new period or ranking loads, the previous list stays (dimmed) rather than flashing skeletons.
  const current = board.data && board.data.period === view.period && board.data.ranking === view.ranking;
  const data = board.isError && !current ? undefined : board.data;

  return (
    <main className="mx-auto max-w-4xl space-y-6 px-4 py-8">
      <header className="space-y-1">
        <h1 className="font-serif text-3xl font-semibold text-night">Leaderboard</h1>
        <p className="text-stone-600">
          Friendly ranking by real study: points earned, challenges done, verses memorized.
        </p>
      </header>

      <LeaderboardTiles tiles={current ? board.data?.tiles : undefined} period={view.period} />

      {data && !data.visible && (
        <Alert tone="info" data-testid="leaderboard-hidden">
          <p>
            You&apos;re hidden from leaderboards, so you have no rank and others don&apos;t see you. Turn on
            &ldquo;Show me on leaderboards&rdquo; in{" "}
            <Link to="/profile" className="font-medium underline underline-offset-2">
              your profile&apos;s Preferences
            </Link>{" "}
            to take part.
          </p>
        </Alert>
      )}

      <LeaderboardControls view={view} onChange={onViewChange} />

      {view.ranking === "verses" && (
        <p className="text-sm text-stone-600">
          Verses memorized counts every verse you know now (reviewed at intervals of 21 days or more),
          whatever the period.
        </p>
      )}

      {board.isError && !current ? (
        <RetryAlert
          message="Couldn't load the leaderboard."
          onRetry={() => board.refetch()}
          busy={board.isFetching}
        />
      ) : (
        <LeaderboardTable view={view} data={data} updating={!current && board.isFetching} />
      )}
      <p className="sr-only" role="status" aria-live="polite">
        {current ? `Showing ${board.data?.rows.length ?? 0} members.` : ""}
      </p>
    </main>
  );
}
