import { Flame, Trophy } from "lucide-react";
import { RetryAlert } from "@client/components/ui/retry-alert";
import { Skeleton } from "@client/components/ui/skeleton";
import { useEquationStats } from "../api/get-equation-stats";

/** Lifetime stats from the server: equations solved and the best run of passes. */
export function LifetimeStats() {
  const stats = useEquationStats();
  if (stats.isPending)
    return (
      <div className="grid grid-cols-2 gap-3" aria-busy="true">
        <span className="sr-only">Loading your stats…</span>
        <Skeleton className="h-16" />
        <Skeleton className="h-16" />
      </div>
    );
  if (stats.isError)
    return (
      <RetryAlert
        message="Couldn't load your stats."
        onRetry={() => stats.refetch()}
        busy={stats.isFetching}
      />
    );
  return (
    <dl className="grid grid-cols-2 gap-3" aria-label="Lifetime stats">
      <div className="rounded-lg border border-stone-200 bg-white p-3">
        <dt className="flex items-center gap-1.5 text-sm text-stone-600">
          <Trophy className="size-4 text-amber-600" aria-hidden="true" />
          Solved
        </dt>
        <dd className="text-2xl font-semibold text-stone-900">{stats.data.solved}</dd>
      </div>
      <div className="rounded-lg border border-stone-200 bg-white p-3">
        <dt className="flex items-center gap-1.5 text-sm text-stone-600">
          <Flame className="size-4 text-orange-600" aria-hidden="true" />
          Best streak
        </dt>
        <dd className="text-2xl font-semibold text-stone-900">
          {stats.data.bestStreak}
          {stats.data.currentStreak > 0 && (
            <span className="ml-2 text-sm font-normal text-stone-500">now {stats.data.currentStreak}</span>
          )}
        </dd>
      </div>
    </dl>
  );
}
