import { Target } from "lucide-react";
import { Link } from "react-router";
import { Card } from "@client/components/ui/card";
import { RetryAlert } from "@client/components/ui/retry-alert";
import { Skeleton } from "@client/components/ui/skeleton";
import { useTodayChallenge } from "@client/features/challenges/api/get-today-challenge";

const tierNames: Record<string, string> = { quick: "Quick", core: "Core", advance: "Advance" };

/**
 * Dashboard widget 8 (screens.md §3.2): today's challenge — title, tier and status ("Done ✓", "Not started", or for
 * a free member "{k} of 3 left this week") — linking to /daily-challenges.
 */
export function TodaysChallengeCard() {
  const today = useTodayChallenge();
  if (today.isPending) return <Skeleton className="h-32 w-full" />;
  if (today.isError)
    return (
      <RetryAlert message="Couldn't load this" onRetry={() => today.refetch()} busy={today.isFetching} />
    );
  const { challenge, submission, weekly } = today.data;
  const status = submission
    ? "Done ✓"
    : weekly
      ? `${weekly.remaining} of ${weekly.limit} left this week`
      : "Not started";
  return (
    <Card className="space-y-3 p-6">
      <h2 className="flex items-center gap-2 text-xl font-semibold text-night">
        <Target className="size-5" aria-hidden="true" /> Today's challenge
      </h2>
      {challenge ? (
        <>
          <p className="text-stone-800">
            {challenge.title}{" "}
            <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
              {tierNames[challenge.tier] ?? challenge.tier}
            </span>
          </p>
          <p className="text-sm text-stone-600" data-testid="todays-challenge-status">
            {status}
          </p>
        </>
      ) : (
        <p className="text-stone-700">No challenge today — check back soon.</p>
      )}
      <Link
        to="/daily-challenges"
        className="inline-flex rounded-md border border-stone-300 px-3 py-1.5 text-sm font-medium hover:bg-stone-50"
      >
        {submission ? "See today's answer" : "Open today's challenge"}
      </Link>
    </Card>
  );
}
