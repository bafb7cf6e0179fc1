import { Trophy } from "lucide-react";
import { RetryAlert } from "@client/components/ui/retry-alert";
import { Skeleton } from "@client/components/ui/skeleton";
import { cn } from "@client/lib/cn";
import { useEscapeLeaderboard } from "@client/features/escape/api/get-escape-leaderboard";
import { formatElapsed } from "@client/features/escape/lib/escape-clock";
import { ptsLabel } from "@client/features/escape/lib/escape-format";

/** A ranked room's board (games.md §4.21, §3.9): the top 10 by score, then time, and "You: #rank". */
export function EscapeLeaderboard({ roomId }: { roomId: string }) {
  const board = useEscapeLeaderboard(roomId);
  return (
    <section aria-labelledby="escape-board" className="space-y-3" data-testid="escape-leaderboard">
      <h3 id="escape-board" className="inline-flex items-center gap-2 text-lg font-semibold text-night">
        <Trophy className="size-5 text-gold-dark" aria-hidden="true" />
        This room&apos;s leaderboard
      </h3>
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
            <p className="text-sm text-stone-600">No one has finished this room yet.</p>
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
                  <span className="w-8 text-right font-mono text-stone-600 tabular-nums">#{entry.rank}</span>
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
                    <span className="ml-1 text-xs font-normal text-stone-500">Lv {entry.level}</span>
                  </span>
                  <span className="font-semibold text-night tabular-nums">{entry.score}</span>
                  <span className="w-16 text-right text-xs text-stone-600 tabular-nums">
                    {formatElapsed(entry.elapsedMs)}
                  </span>
                </li>
              ))}
            </ol>
          )}
          {board.data.me && (
            <p className="text-sm font-medium text-night" data-testid="escape-my-rank">
              You: #{board.data.me.rank} · {ptsLabel(board.data.me.score)} ·{" "}
              {formatElapsed(board.data.me.elapsedMs)}
            </p>
          )}
        </>
      )}
    </section>
  );
}
