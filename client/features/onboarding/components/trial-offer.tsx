import { BadgeCheck, Gift } from "lucide-react";
import { Link } from "react-router";
import { trialMessages } from "@common/constants/messages";
import { planStatus, subscriptionEndWording } from "@common/domain/plan-status";
import type { ProfileDto } from "@common/schemas/profile";
import { Button } from "@client/components/ui/button";
import { RetryAlert } from "@client/components/ui/retry-alert";
import { Skeleton } from "@client/components/ui/skeleton";
import { formatDate } from "@client/lib/dates";
import { toast } from "@client/lib/toast";
import { announceTrialAnswer, useStartTrial } from "@client/lib/api/start-trial";
import type { QueryState } from "@client/lib/query-state";

const planNames = { essential: "Essential", premium: "Premium" } as const;

/**
 * Step 4's plan panel: the trial button for an account that never had one (screens §2.3 logic
 * runs on the server), otherwise what the account has now. Starting the trial refreshes the
 * profile (useStartTrial), so the panel shows the new state.
 */
export function TrialOffer({ profile }: { profile: QueryState<ProfileDto> }) {
  const startTrial = useStartTrial();

  if (profile.isPending) {
    return (
      <div className="space-y-2 rounded-lg border border-stone-200 p-4" data-testid="trial-offer-loading">
        <Skeleton className="h-5 w-2/3" />
        <Skeleton className="h-4 w-1/2" />
      </div>
    );
  }
  if (profile.isError || !profile.data) {
    return <RetryAlert onRetry={profile.refetch} busy={profile.isFetching} />;
  }

  const { timeZone } = profile.data;
  const status = planStatus(profile.data.access, new Date());

  async function start() {
    try {
      announceTrialAnswer(await startTrial.mutateAsync());
    } catch {
      toast.error(trialMessages.trialFailed);
    }
  }

  if (status.kind === "free" && !status.trialUsed) {
    return (
      <div className="rounded-lg border-2 border-gold bg-amber-50 p-4 sm:flex sm:items-center sm:justify-between sm:gap-4">
        <div className="flex items-start gap-3">
          <Gift className="mt-0.5 size-6 shrink-0 text-gold-dark" aria-hidden="true" />
          <div>
            <h3 className="font-semibold text-night">Try everything free for 7 days</h3>
            <p className="text-sm text-stone-700">Full Premium access. No credit card needed.</p>
          </div>
        </div>
        <Button
          variant="gold"
          className="mt-3 w-full sm:mt-0 sm:w-auto"
          busy={startTrial.isPending}
          onClick={start}
        >
          Start my 7-day free trial
        </Button>
      </div>
    );
  }

  let headline: string;
  let detail: string | null = null;
  switch (status.kind) {
    case "trial":
      headline = `Your 7-day free trial is active until ${formatDate(status.endsAt, timeZone)}`;
      detail = "Every room, course and game is open to you.";
      break;
    case "student":
      headline = `Student plan active until ${formatDate(status.endsAt, timeZone)}`;
      detail = "Full Premium access while you study.";
      break;
    case "subscription":
      headline = `You're on the ${planNames[status.plan]} plan`;
      detail = status.endsAt ? subscriptionEndWording(status, formatDate(status.endsAt, timeZone)) : null;
      break;
    case "grant":
      headline = status.endsAt
        ? `Premium access until ${formatDate(status.endsAt, timeZone)}`
        : "Lifetime Premium access";
      detail = "Every room, course and game is open to you.";
      break;
    case "free":
      headline = "You're on the Free plan";
      detail = "Your free trial has been used.";
      break;
  }
  return (
    <div
      className="flex items-start gap-3 rounded-lg border border-emerald-200 bg-emerald-50 p-4"
      role="status"
    >
      <BadgeCheck className="mt-0.5 size-6 shrink-0 text-emerald-700" aria-hidden="true" />
      <div className="min-w-0 flex-1">
        <h3 className="font-semibold text-emerald-950" data-testid="onboarding-plan">
          {headline}
        </h3>
        {detail && <p className="text-sm text-emerald-900">{detail}</p>}
        {status.kind === "free" && (
          <Button asChild variant="link" className="mt-1">
            <Link to="/pricing">View plans</Link>
          </Button>
        )}
      </div>
    </div>
  );
}
