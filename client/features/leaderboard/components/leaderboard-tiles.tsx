import { Award, Flame, Hash, Target } from "lucide-react";
import {
  LEADERBOARD_PERIOD_LABELS,
  type LeaderboardDto,
  type LeaderboardPeriod,
} from "@common/schemas/leaderboard";
import { Skeleton } from "@client/components/ui/skeleton";

const periodWords: Record<LeaderboardPeriod, string> = {
  week: "This week",
  month: "This month",
  all: LEADERBOARD_PERIOD_LABELS.all,
};

/**
 * The hero tiles of /leaderboard (screens §3.11): Your rank "#{n}" (or "—" when hidden or unranked), Points and
 * Challenges completed in the selected period, Badges earned.
 */
export function LeaderboardTiles({
  tiles,
  period,
}: {
  tiles: LeaderboardDto["tiles"] | undefined;
  period: LeaderboardPeriod;
}) {
  const items = [
    {
      key: "rank",
      label: "Your rank",
      icon: Hash,
      value: tiles ? (tiles.rank === null ? "—" : `#${tiles.rank.toLocaleString("en-US")}`) : null,
      hint: tiles?.rank === null ? "Not ranked" : undefined,
    },
    {
      key: "points",
      label: "Points",
      icon: Flame,
      value: tiles ? tiles.points.toLocaleString("en-US") : null,
      hint: periodWords[period],
    },
    {
      key: "challenges",
      label: "Challenges completed",
      icon: Target,
      value: tiles ? tiles.challenges.toLocaleString("en-US") : null,
      hint: periodWords[period],
    },
    {
      key: "badges",
      label: "Badges",
      icon: Award,
      value: tiles ? tiles.badges.toLocaleString("en-US") : null,
      hint: "Earned so far",
    },
  ] as const;
  return (
    <dl className="grid grid-cols-2 gap-3 md:grid-cols-4" aria-busy={tiles === undefined}>
      {items.map((item) => (
        <div
          key={item.key}
          className="rounded-xl border border-stone-200 bg-white p-4 shadow-sm"
          data-testid={`leaderboard-tile-${item.key}`}
        >
          <dt className="flex items-center gap-1.5 text-sm text-stone-600">
            <item.icon className="size-4 text-night-light" aria-hidden="true" />
            {item.label}
          </dt>
          <dd className="mt-1 text-3xl font-semibold text-night tabular-nums">
            {item.value ?? <Skeleton className="h-9 w-14" />}
          </dd>
          {item.hint && <dd className="text-xs text-stone-500">{item.hint}</dd>}
        </div>
      ))}
    </dl>
  );
}
