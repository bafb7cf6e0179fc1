import type { LeaderboardEntryDto } from "@common/schemas/games";
import { RetryAlert } from "@client/components/ui/retry-alert";
import { Skeleton } from "@client/components/ui/skeleton";
import { cn } from "@client/lib/cn";
import {
  type LeaderboardSelection,
  useGameLeaderboard,
} from "@client/features/games/api/get-game-leaderboard";
import { formatMetric, type LeaderboardMetric, metricHeading } from "@client/features/games/lib/hub-format";

/**
 * One board (games.md §3.9): the top 10 — rank, avatar or initial, display name, level, metric — and the
 * member's own line, "You: #rank · best". Loading, empty and error states; the previous board stays (dimmed)
 * while the next one loads.
 */
export function LeaderboardBoard({
  gameId,
  selection,
  metric,
  caption,
}: {
  gameId: string;
  selection: LeaderboardSelection;
  metric: LeaderboardMetric;
  caption: string;
}) {
  const board = useGameLeaderboard(gameId, selection);

  if (board.isPending)
    return (
      <div className="space-y-2" aria-busy="true" aria-label="Loading the leaderboard">
        {Array.from({ length: 5 }, (_, i) => (
          <Skeleton key={i} className="h-9 w-full" />
        ))}
      </div>
    );
  if (board.isError && !board.data)
    return (
      <RetryAlert
        message="Couldn't load the leaderboard."
        onRetry={() => board.refetch()}
        busy={board.isFetching}
      />
    );

  const { entries, me } = board.data;
  const updating = board.isPlaceholderData;
  return (
    <div className={cn("space-y-3 transition-opacity", updating && "opacity-60")} aria-busy={updating}>
      {entries.length === 0 ? (
        <p className="rounded-lg bg-stone-50 p-4 text-center text-sm text-stone-600">
          No ranked results on this board yet.
        </p>
      ) : (
        <table className="w-full table-fixed text-sm">
          <caption className="sr-only">{caption}</caption>
          <thead>
            <tr className="border-b border-stone-200 text-left text-xs text-stone-500">
              <th scope="col" className="w-11 py-2 pr-2 font-medium">
                Rank
              </th>
              <th scope="col" className="py-2 pr-2 font-medium">
                Player
              </th>
              <th scope="col" className="w-[4.5rem] py-2 pr-2 font-medium">
                Level
              </th>
              <th scope="col" className="w-20 py-2 text-right font-medium">
                {metricHeading[metric]}
              </th>
            </tr>
          </thead>
          <tbody>
            {entries.map((entry) => (
              <BoardRow
                key={`${entry.rank}-${entry.displayName}-${entry.achievedAt}`}
                entry={entry}
                metric={metric}
              />
            ))}
          </tbody>
        </table>
      )}
      <p role="status" className="rounded-lg bg-indigo-50 px-3 py-2 text-sm font-medium text-night">
        {me ? `You: #${me.rank} · ${formatMetric(me.best, metric)}` : "You have no ranked result here yet."}
      </p>
    </div>
  );
}

function BoardRow({ entry, metric }: { entry: LeaderboardEntryDto; metric: LeaderboardMetric }) {
  return (
    <tr className={cn("border-b border-stone-100 last:border-0", entry.isMe && "bg-amber-50")}>
      <td className="py-2 pr-2 font-semibold text-night tabular-nums">#{entry.rank}</td>
      <td className="py-2 pr-2">
        <span className="flex min-w-0 items-center gap-2">
          <Avatar name={entry.displayName} url={entry.avatarUrl} />
          <span className="truncate">{entry.displayName}</span>
          {entry.isMe && (
            <span className="shrink-0 rounded-full bg-amber-200 px-1.5 text-xs font-medium text-amber-950">
              You
            </span>
          )}
        </span>
      </td>
      <td className="py-2 pr-2 whitespace-nowrap text-stone-600">Level {entry.level}</td>
      <td className="py-2 text-right font-semibold text-night tabular-nums">
        {formatMetric(entry.metric, metric)}
      </td>
    </tr>
  );
}

function Avatar({ name, url }: { name: string; url: string | null }) {
  if (url)
    return <img src={url} alt="" className="size-7 shrink-0 rounded-full object-cover" loading="lazy" />;
  return (
    <span
      aria-hidden="true"
      className="flex size-7 shrink-0 items-center justify-center rounded-full bg-night text-xs font-semibold text-white"
    >
      {name.trim().charAt(0).toUpperCase() || "?"}
    </span>
  );
}
