import { ExternalLink } from "lucide-react";
import { Link, useNavigate } from "react-router";
import { trialMessages } from "@common/constants/messages";
import { pricingCopy } from "@common/constants/plans";
import { Button } from "@client/components/ui/button";
import { ApiError } from "@client/lib/api-client";
import { openPendingTab, sendPendingTab } from "@client/lib/pending-tab";
import { toast } from "@client/lib/toast";
import { useCreateCheckoutSession } from "../api/create-checkout-session";
import { announceTrialAnswer, useStartTrial } from "@client/lib/api/start-trial";

/** Where a visitor goes first: sign in, then back to the plans (screens §2.3). */
export const signInFirstPath = "/auth?next=/pricing";

/**
 * Start Free Trial. The server decides (screens §2.3 steps 2–6); the outcome is a toast, and
 * every outcome but "trial already used" goes on to / (spec §4).
 */
export function StartTrialAction({
  label,
  signedIn,
  highlighted,
}: {
  label: string;
  signedIn: boolean;
  highlighted: boolean;
}) {
  const navigate = useNavigate();
  const startTrial = useStartTrial();
  const variant = highlighted ? "gold" : "primary";

  if (!signedIn) {
    return (
      <Button asChild variant={variant} size="lg" className="w-full">
        <Link to={signInFirstPath}>{label}</Link>
      </Button>
    );
  }
  const onClick = async () => {
    try {
      const answer = await startTrial.mutateAsync();
      announceTrialAnswer(answer);
      if (answer.status !== "trial_used") void navigate("/");
    } catch (error) {
      // The session ended in another tab: sign in again, as a visitor would (spec §4).
      if (error instanceof ApiError && error.status === 401) void navigate(signInFirstPath);
      else toast.error(trialMessages.trialFailed);
    }
  };
  return (
    <Button
      variant={variant}
      size="lg"
      className="w-full"
      busy={startTrial.isPending}
      onClick={() => void onClick()}
    >
      {label}
    </Button>
  );
}

/** A button whose target is not known yet (session or links still loading). */
export function PendingAction({ label, highlighted }: { label: string; highlighted: boolean }) {
  return (
    <Button variant={highlighted ? "gold" : "primary"} size="lg" className="w-full" busy>
      {label}
    </Button>
  );
}

type CheckoutState =
  | { kind: "visitor" }
  | { kind: "loading" }
  | { kind: "error"; retry: () => void }
  | { kind: "current" }
  | { kind: "unavailable" }
  | { kind: "ready"; url: string }
  /** Stripe is configured: the click creates a checkout session for this member and plan. */
  | { kind: "session"; plan: "essential" | "premium" };

/**
 * Get Essential / Get Premium. A member's checkout opens in a new tab (spec §7) so this tab stays
 * on the plans and picks up the new plan when the member returns (refetch on focus). A link, not
 * a script-opened window: it is announced as a link, works with middle-click and is never
 * caught by a pop-up blocker.
 */
export function CheckoutAction({
  label,
  state,
  highlighted,
  planId,
}: {
  label: string;
  state: CheckoutState;
  highlighted: boolean;
  planId: string;
}) {
  const variant = highlighted ? "gold" : "primary";
  const noteId = `checkout-note-${planId}`;
  switch (state.kind) {
    case "visitor":
      return (
        <Button asChild variant={variant} size="lg" className="w-full">
          <Link to={signInFirstPath}>{label}</Link>
        </Button>
      );
    case "loading":
      return <PendingAction label={label} highlighted={highlighted} />;
    case "ready":
      return (
        <Button asChild variant={variant} size="lg" className="w-full">
          <a href={state.url} target="_blank" rel="noopener noreferrer">
            {label}
            <ExternalLink className="size-4" aria-hidden="true" />
            <span className="sr-only">(opens in a new tab)</span>
          </a>
        </Button>
      );
    case "session":
      return <SessionCheckoutAction label={label} plan={state.plan} variant={variant} />;
    case "current":
      return (
        <Button variant="outline" size="lg" className="w-full" disabled>
          {pricingCopy.currentPlan}
        </Button>
      );
    case "unavailable":
      return (
        <>
          <Button variant={variant} size="lg" className="w-full" disabled aria-describedby={noteId}>
            {label}
          </Button>
          <p id={noteId} className="mt-2 text-center text-xs text-stone-600">
            {pricingCopy.paymentUnavailable}
          </p>
        </>
      );
    case "error":
      return (
        <>
          <Button variant={variant} size="lg" className="w-full" disabled aria-describedby={noteId}>
            {label}
          </Button>
          <p id={noteId} role="alert" className="mt-2 text-center text-xs text-red-800">
            We couldn't load the payment link.{" "}
            <button
              type="button"
              className="cursor-pointer font-medium underline underline-offset-2"
              onClick={state.retry}
            >
              Try again
            </button>
          </p>
        </>
      );
  }
}

/**
 * Get Essential / Get Premium with Stripe: the server makes a checkout for this member, which
 * opens in a new tab like the links do (spec §7).
 */
function SessionCheckoutAction({
  label,
  plan,
  variant,
}: {
  label: string;
  plan: "essential" | "premium";
  variant: "gold" | "primary";
}) {
  const navigate = useNavigate();
  const checkout = useCreateCheckoutSession();
  const onClick = () => {
    const tab = openPendingTab("Opening secure checkout…");
    checkout.mutate(plan, {
      onSuccess: ({ url }) => sendPendingTab(tab, url),
      onError: (error) => {
        tab?.close();
        // The session ended in another tab: sign in again, as a visitor would (spec §4).
        if (error instanceof ApiError && error.status === 401) void navigate(signInFirstPath);
        else
          toast.error(
            error instanceof ApiError && error.code === "payments_unavailable"
              ? error.message
              : "We couldn't open the checkout. Please try again.",
          );
      },
    });
  };
  return (
    <Button variant={variant} size="lg" className="w-full" busy={checkout.isPending} onClick={onClick}>
      {label}
      <ExternalLink className="size-4" aria-hidden="true" />
      <span className="sr-only">(opens in a new tab)</span>
    </Button>
  );
}

/**
 * The student button. Verification happens on /student-verify; until that page is live the
 * button opens the FAQ answer that explains how student access works, rather than a dead link.
 */
export function StudentAction({
  verifyLive,
  cta,
  isCurrent,
}: {
  verifyLive: boolean;
  cta: string;
  isCurrent: boolean;
}) {
  if (isCurrent) {
    return (
      <Button variant="outline" size="lg" className="w-full" disabled>
        {pricingCopy.currentPlan}
      </Button>
    );
  }
  return (
    <Button asChild variant="outline" size="lg" className="w-full">
      {verifyLive ? (
        <Link to="/student-verify">{cta}</Link>
      ) : (
        <Link to={{ hash: "faq-student" }}>
          {pricingCopy.studentInfoCta}
          <span className="sr-only"> — student access</span>
        </Link>
      )}
    </Button>
  );
}

export type { CheckoutState };
