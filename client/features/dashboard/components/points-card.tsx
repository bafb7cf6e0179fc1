import { Link } from "react-router";
import { pointsForLevel } from "@common/games/rules";
import type { ProfileDto } from "@common/schemas/profile";
import { Card, CardContent, CardHeader, CardTitle } from "@client/components/ui/card";
import { Skeleton } from "@client/components/ui/skeleton";
import type { QueryState } from "@client/lib/query-state";

/**
 * Points and level (screens §3.2 stats): the sum of the one points ledger — palace XP and game points — as the
 * server caches it on the profile, with the bar from this level's threshold to the next.
 */
export function PointsCard({ profile }: { profile: QueryState<ProfileDto> }) {
  if (profile.isPending) return <Skeleton className="h-40 w-full" data-testid="points-loading" />;
  if (!profile.data) return null; // the plan banner shows the profile's error and retry
  const { points, level } = profile.data;
  const floor = pointsForLevel(level);
  const next = pointsForLevel(level + 1);
  const percent = Math.round(((points - floor) / Math.max(1, next - floor)) * 100);
  return (
    <Card data-testid="points-card">
      <CardHeader>
        <CardTitle className="text-xl">Points</CardTitle>
      </CardHeader>
      <CardContent className="space-y-3">
        <p className="flex items-baseline gap-3">
          <span className="text-3xl font-semibold text-night" data-testid="points-total">
            {points.toLocaleString()}
          </span>
          <span className="text-sm text-stone-600">
            {(next - points).toLocaleString()} to level {level + 1}
          </span>
        </p>
        <div>
          <p className="text-sm font-medium text-night" data-testid="points-level">
            Level {level}
          </p>
          <div
            className="mt-1 h-2 overflow-hidden rounded-full bg-stone-200"
            role="progressbar"
            aria-label={`Progress to level ${level + 1}`}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
          >
            <div className="h-full rounded-full bg-amber-500" style={{ width: `${percent}%` }} />
          </div>
        </div>
        <p className="text-sm text-stone-600">
          Earn points in the{" "}
          <Link className="underline" to="/palace">
            palace
          </Link>
          ,{" "}
          <Link className="underline" to="/games">
            games
          </Link>
          , courses and{" "}
          <Link className="underline" to="/training-drills">
            training drills
          </Link>
          .
        </p>
      </CardContent>
    </Card>
  );
}
