import { Trophy } from "lucide-react";
import { RetryAlert } from "@client/components/ui/retry-alert";
import { Skeleton } from "@client/components/ui/skeleton";
import { cn } from "@client/lib/cn";

/** One row of a board ranked by score, then time (a hunt edition's, an escape room's). */
export interface ScoreTimeEntry {
  rank: number;
  displayName: string;
  avatarUrl: string | null;
  level: number;
  score: number;
  elapsedMs: number;
  isMe: boolean;
}

/**
 * A ranked board of one hunt edition or one escape room (games.md §3.9, §4.20, §4.21): the top 10 by score, then
 * time taken, each member by public fields only, and "You: #rank". `testId` names the section ("hunt" →
 * `hunt-leaderboard`, `hunt-my-rank`).
 */
export function ScoreTimeBoard({
  testId,
  title,
  heading: Heading,
  emptyText,
  board,
  formatElapsed,
  formatScore,
}: {
  testId: string;
  title: string;
  heading: "h2" | "h3";
  emptyText: string;
  board: {
    isPending: boolean;
    isError: boolean;
    isFetching: boolean;
    refetch: () => unknown;
    data?: { entries: ScoreTimeEntry[]; me: { rank: number; score: number; elapsedMs: number } | null };
  };
  formatElapsed: (ms: number) => string;
  formatScore: (score: number) => string;
}) {
  const headingId = `${testId}-board`;
  return (
    <section aria-labelledby={headingId} className="space-y-3" data-testid={`${testId}-leaderboard`}>
      <Heading id={headingId} className="inline-flex items-center gap-2 text-lg font-semibold text-night">
        <Trophy className="size-5 text-gold-dark" aria-hidden="true" />
        {title}
      </Heading>
      {board.isPending && <Skeleton className="h-40 w-full" />}
      {board.isError && (
        <RetryAlert
          message="Couldn't load the leaderboard."
          onRetry={() => board.refetch()}
          busy={board.isFetching}
        />
      )}
      {board.data && (
        <>
          {board.data.entries.length === 0 ? (
            <p className="text-sm text-stone-600">{emptyText}</p>
          ) : (
            <ol className="divide-y divide-stone-100 overflow-hidden rounded-xl border border-stone-200 bg-white">
              {board.data.entries.map((entry) => (
                <li
                  key={`${entry.rank}-${entry.displayName}`}
                  className={cn(
                    "flex items-center gap-3 px-3 py-2 text-sm",
                    entry.isMe && "bg-amber-50 font-semibold",
                  )}
                  aria-current={entry.isMe ? "true" : undefined}
                >
                  <span className="w-8 text-right font-mono tabular-nums text-stone-600">#{entry.rank}</span>
                  {entry.avatarUrl ? (
                    <img src={entry.avatarUrl} alt="" className="size-7 rounded-full object-cover" />
                  ) : (
                    <span
                      className="flex size-7 items-center justify-center rounded-full bg-indigo-100 text-xs font-semibold text-night"
                      aria-hidden="true"
                    >
                      {entry.displayName.slice(0, 1).toUpperCase()}
                    </span>
                  )}
                  <span className="min-w-0 flex-1 truncate text-night">
                    {entry.displayName}
                    {entry.isMe && <span className="text-stone-600"> (you)</span>}
                    <span className="ml-1 hidden text-xs font-normal text-stone-500 sm:inline">
                      Lv {entry.level}
                    </span>
                  </span>
                  <span className="font-semibold tabular-nums text-night">{entry.score}</span>
                  <span className="w-16 text-right text-xs tabular-nums text-stone-600 sm:w-20">
                    {formatElapsed(entry.elapsedMs)}
                  </span>
                </li>
              ))}
            </ol>
          )}
          {board.data.me && (
            <p className="text-sm font-medium text-night" data-testid={`${testId}-my-rank`}>
              You: #{board.data.me.rank} · {formatScore(board.data.me.score)} ·{" "}
              {formatElapsed(board.data.me.elapsedMs)}
            </p>
          )}
        </>
      )}
    </section>
  );
}
