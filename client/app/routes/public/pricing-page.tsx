import { KeyRound, Sparkles } from "lucide-react";
import { Link } from "react-router";
import { featureById } from "@common/constants/planned-features";
import { faqItems, pricingCopy } from "@common/constants/plans";
import { useMyAccess } from "@client/lib/api/get-my-access";
import { AccessSummary } from "@client/features/pricing/components/access-summary";
import { ComparisonTable } from "@client/features/pricing/components/comparison-table";
import { PlanGrid } from "@client/features/pricing/components/plan-grid";
import { PricingFaq } from "@client/features/pricing/components/pricing-faq";
import { useSession } from "@client/lib/session";

/** Links only to pages that are live in the registry; the rest appear when their pages do. */
const isLive = (id: string) => featureById(id).live;

/** /pricing — plans, comparison, FAQ; start the trial or buy a plan (screens §2.3). Public. */
export function PricingPage() {
  const session = useSession();
  const signedIn = session.isPending ? null : session.data !== null;
  const myAccess = useMyAccess({
    enabled: signedIn === true,
    // A member who paid in the checkout tab comes back to this one: show the new plan at once.
    refetchOnWindowFocus: "always",
  });
  const accessLive = isLive("access");
  const visibleFaq = faqItems.filter(
    (item) => item.requiresFeature === undefined || isLive(item.requiresFeature),
  );

  return (
    <main className="pb-20">
      <section className="bg-gradient-to-b from-night to-night-light pb-28 pt-14 text-white sm:pb-32 sm:pt-20">
        <div className="mx-auto flex max-w-3xl flex-col items-center gap-5 px-4 text-center">
          <p className="inline-flex items-center gap-2 rounded-full bg-white/10 px-3 py-1 text-sm font-medium text-gold">
            <Sparkles className="size-4" aria-hidden="true" />
            {pricingCopy.headerBadge}
          </p>
          <h1 className="text-4xl font-semibold leading-tight sm:text-5xl">{pricingCopy.heading}</h1>
          <p className="max-w-2xl text-lg text-indigo-100">{pricingCopy.subheading}</p>
          {signedIn && (
            <p className="text-sm text-indigo-100" aria-live="polite">
              <AccessSummary query={myAccess} />
            </p>
          )}
        </div>
      </section>

      <div className="mx-auto -mt-20 max-w-7xl space-y-20 px-4 sm:px-6 lg:px-8">
        <section aria-label="Plans">
          <PlanGrid
            signedIn={signedIn}
            access={myAccess.data?.access}
            studentVerifyLive={isLive("student-verify")}
          />
          {accessLive && (
            <p className="mt-8 text-center text-sm">
              <Link
                to="/access"
                className="inline-flex items-center gap-1.5 font-medium text-night-light underline-offset-4 hover:underline"
              >
                <KeyRound className="size-4" aria-hidden="true" />
                {pricingCopy.accessCodeLink}
              </Link>
            </p>
          )}
        </section>
        <ComparisonTable />
        <PricingFaq items={visibleFaq} />
      </div>
    </main>
  );
}
