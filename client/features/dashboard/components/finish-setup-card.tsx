import { ListChecks } from "lucide-react";
import { Link } from "react-router";
import type { OnboardingDto } from "@common/schemas/onboarding";
import { Button } from "@client/components/ui/button";
import { Card } from "@client/components/ui/card";
import { RetryAlert } from "@client/components/ui/retry-alert";
import { Skeleton } from "@client/components/ui/skeleton";
import type { QueryState } from "@client/lib/query-state";

/** Widget 3: shown until onboarding is completed (skipped, or never answered). */
export function FinishSetupCard({ onboarding }: { onboarding: QueryState<OnboardingDto> }) {
  if (onboarding.isPending) {
    return (
      <Card className="space-y-3 p-6" data-testid="finish-setup-loading">
        <Skeleton className="h-6 w-40" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-10 w-36" />
      </Card>
    );
  }
  if (onboarding.isError || !onboarding.data) {
    return <RetryAlert onRetry={onboarding.refetch} busy={onboarding.isFetching} />;
  }
  if (onboarding.data.completedAt !== null) return null;
  return (
    <Card className="border-gold/70 p-6" data-testid="finish-setup">
      <div className="flex items-start gap-3">
        <ListChecks className="mt-1 size-6 shrink-0 text-gold-dark" aria-hidden="true" />
        <div>
          <h2 className="text-xl font-semibold text-night">Finish setting up</h2>
          <p className="mt-1 text-sm text-stone-600">
            Tell us how you learn, how much you've studied and how much time you have, and we'll suggest where
            to start.
          </p>
        </div>
      </div>
      <Button asChild className="mt-4 w-full sm:w-auto">
        <Link to="/onboarding">Answer 3 quick questions</Link>
      </Button>
    </Card>
  );
}
