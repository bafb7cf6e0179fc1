import { Lock } from "lucide-react";
import { useId } from "react";
import { Link, useNavigate } from "react-router";
import { trialMessages } from "@common/constants/messages";
import { type EntitlementKey, entitlements, planRequiredMessage } from "@common/policies/entitlements";
import { ApiError } from "../lib/api-client";
import { announceTrialAnswer, useStartTrial } from "../lib/api/start-trial";
import { toast } from "../lib/toast";
import { Button } from "./ui/button";
import { cn } from "../lib/cn";

/**
 * The upgrade prompt (screens §1.2): shown where a locked feature's content would be, never
 * instead of nothing. Lock icon, "{Feature name} is included in {Essential|Premium}.", the
 * feature's one-line benefit, See plans, and — for an account that never had a trial — Start
 * 7-day free trial with the pricing page's logic and messages (§2.3).
 *
 * `trialUsed` comes from the server's `access`; leave it undefined when unknown and the trial
 * button is not offered (the pricing page still is).
 */
export function UpgradePrompt({
  feature,
  trialUsed,
  title,
  className,
}: {
  feature: EntitlementKey;
  trialUsed?: boolean;
  /** A heading the product text words differently (the chat's "Posting is included in Essential"). */
  title?: string;
  className?: string;
}) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      data-testid="upgrade-prompt"
      className={cn(
        "flex flex-col gap-4 rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950 sm:flex-row sm:items-center sm:p-5",
        className,
      )}
    >
      <span
        className="flex size-10 shrink-0 items-center justify-center rounded-full bg-amber-100"
        aria-hidden="true"
      >
        <Lock className="size-5 text-amber-800" />
      </span>
      <div className="min-w-0 flex-1">
        <p id={headingId} className="font-semibold">
          {title ?? planRequiredMessage(feature)}
        </p>
        <p className="text-sm text-amber-900">{entitlements[feature].benefit}</p>
      </div>
      <div className="flex flex-col gap-2 sm:flex-row">
        {trialUsed === false && <StartTrialButton />}
        <Button asChild variant={trialUsed === false ? "outline" : "gold"}>
          <Link to="/pricing">See plans</Link>
        </Button>
      </div>
    </section>
  );
}

/**
 * POST /api/trial/start, answered as on the pricing page. On activation every query refetches,
 * so the locked feature opens in place (the member stays where the prompt was, rather than
 * being sent to / as from the pricing page).
 */
function StartTrialButton() {
  const navigate = useNavigate();
  const startTrial = useStartTrial();
  const onClick = async () => {
    try {
      announceTrialAnswer(await startTrial.mutateAsync());
    } catch (error) {
      if (error instanceof ApiError && error.status === 401)
        void navigate(`/auth?next=${encodeURIComponent(location.pathname)}`);
      else toast.error(trialMessages.trialFailed);
    }
  };
  return (
    <Button variant="gold" busy={startTrial.isPending} onClick={() => void onClick()}>
      Start 7-day free trial
    </Button>
  );
}
