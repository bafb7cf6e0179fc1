import { planById } from "@common/constants/plans";
import { useCheckoutLinks } from "../api/get-checkout-links";
import type { MyAccess } from "@client/lib/api/get-my-access";
import {
  type CheckoutState,
  CheckoutAction,
  PendingAction,
  StartTrialAction,
  StudentAction,
} from "./plan-actions";
import { PlanCard } from "./plan-card";

type Props = {
  /** null while the session is being checked. */
  signedIn: boolean | null;
  access: MyAccess["access"] | undefined;
  studentVerifyLive: boolean;
};

/** The four plan cards (spec §2): 4 columns on wide screens, 2 on tablets, stacked on phones. */
export function PlanGrid({ signedIn, access, studentVerifyLive }: Props) {
  const links = useCheckoutLinks({ enabled: signedIn === true });
  // "Current plan" is the plan the member pays for; a trial or student Premium still lets them buy.
  const subscribed = access?.sources.find((source) => source.kind === "subscription")?.plan ?? null;
  const isStudent = access?.sources.some((source) => source.kind === "student") ?? false;

  const checkoutState = (plan: "essential" | "premium"): CheckoutState => {
    if (signedIn === null) return { kind: "loading" };
    if (!signedIn) return { kind: "visitor" };
    if (subscribed === plan) return { kind: "current" };
    if (links.isPending) return { kind: "loading" };
    if (links.isError) return { kind: "error", retry: () => void links.refetch() };
    if (links.data.mode === "session")
      return links.data[plan] ? { kind: "session", plan } : { kind: "unavailable" };
    const url = links.data[plan];
    return url ? { kind: "ready", url } : { kind: "unavailable" };
  };

  const free = planById("free");
  const essential = planById("essential");
  const premium = planById("premium");
  const student = planById("student");
  return (
    <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
      <PlanCard
        plan={free}
        action={
          signedIn === null ? (
            <PendingAction label={free.cta} highlighted={false} />
          ) : (
            <StartTrialAction label={free.cta} signedIn={signedIn} highlighted={false} />
          )
        }
      />
      <PlanCard
        plan={essential}
        action={
          <CheckoutAction
            label={essential.cta}
            state={checkoutState("essential")}
            highlighted={false}
            planId="essential"
          />
        }
      />
      <PlanCard
        plan={premium}
        action={
          <CheckoutAction label={premium.cta} state={checkoutState("premium")} highlighted planId="premium" />
        }
      />
      <PlanCard
        plan={student}
        action={<StudentAction verifyLive={studentVerifyLive} cta={student.cta} isCurrent={isStudent} />}
      />
    </div>
  );
}
