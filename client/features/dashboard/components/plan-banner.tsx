import { BadgeCheck, Crown, Gift, GraduationCap, Sparkles, TriangleAlert } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { isLivePath } from "@common/domain/onboarding";
import { planStatus, subscriptionEndWording } from "@common/domain/plan-status";
import type { ProfileDto } from "@common/schemas/profile";
import { Button } from "@client/components/ui/button";
import { RetryAlert } from "@client/components/ui/retry-alert";
import { Skeleton } from "@client/components/ui/skeleton";
import { cn } from "@client/lib/cn";
import { formatDate } from "@client/lib/dates";
import type { QueryState } from "@client/lib/query-state";

const planNames = { essential: "Essential", premium: "Premium" } as const;

const tones = {
  calm: "border-indigo-200 bg-indigo-50 text-indigo-950",
  good: "border-emerald-200 bg-emerald-50 text-emerald-950",
  amber: "border-amber-400 bg-amber-100 text-amber-950",
  plain: "border-stone-200 bg-white text-ink",
} as const;

function Banner({
  tone,
  icon,
  title,
  detail,
  action,
}: {
  tone: keyof typeof tones;
  icon: ReactNode;
  title: string;
  detail?: string | null;
  action?: ReactNode;
}) {
  return (
    <section
      aria-label="Your plan"
      data-testid="plan-banner"
      data-tone={tone}
      className={cn(
        "flex flex-col gap-3 rounded-xl border p-4 shadow-sm sm:flex-row sm:items-center sm:justify-between sm:px-6",
        tones[tone],
      )}
    >
      <div className="flex items-start gap-3">
        <span className="mt-0.5 shrink-0" aria-hidden="true">
          {icon}
        </span>
        <div>
          <p className="font-serif text-lg font-semibold">{title}</p>
          {detail && <p className="text-sm opacity-85">{detail}</p>}
        </div>
      </div>
      {action}
    </section>
  );
}

/**
 * Widget 2: the plan banner (screens §3.2). The plan and its end dates come from the server's
 * `access`; here they are only put into words.
 */
export function PlanBanner({ profile }: { profile: QueryState<ProfileDto> }) {
  if (profile.isPending) {
    return (
      <div
        className="flex items-center gap-3 rounded-xl border border-stone-200 bg-white p-4 sm:px-6"
        data-testid="plan-banner-loading"
      >
        <Skeleton className="size-6 rounded-full" />
        <div className="flex-1 space-y-2">
          <Skeleton className="h-5 w-48" />
          <Skeleton className="h-4 w-32" />
        </div>
      </div>
    );
  }
  if (profile.isError || !profile.data) {
    return <RetryAlert onRetry={profile.refetch} busy={profile.isFetching} />;
  }

  const { timeZone } = profile.data;
  const status = planStatus(profile.data.access, new Date());
  const pricing = (label: string, variant: "gold" | "primary" | "outline") => (
    <Button asChild variant={variant} className="w-full sm:w-auto">
      <Link to="/pricing">{label}</Link>
    </Button>
  );

  switch (status.kind) {
    case "trial":
      return (
        <Banner
          tone={status.endingSoon ? "amber" : "calm"}
          icon={
            status.endingSoon ? (
              <TriangleAlert className="size-6 text-amber-700" />
            ) : (
              <Sparkles className="size-6 text-night-light" />
            )
          }
          title={`Free trial: ${status.daysLeft} ${status.daysLeft === 1 ? "day" : "days"} left`}
          detail={`Full Premium access until ${formatDate(status.endsAt, timeZone)}.`}
          action={status.endingSoon ? pricing("Choose a plan", "primary") : undefined}
        />
      );
    case "student":
      return (
        <Banner
          tone="good"
          icon={<GraduationCap className="size-6 text-emerald-700" />}
          title={`Student plan active until ${formatDate(status.endsAt, timeZone)}`}
          detail="Full Premium access while you study."
          action={
            // Renewal lives on the student verification page; offer it once that page is open.
            status.renewSoon && isLivePath("/student-verify") ? (
              <Button asChild variant="primary" className="w-full sm:w-auto">
                <Link to="/student-verify">Renew</Link>
              </Button>
            ) : undefined
          }
        />
      );
    case "subscription":
      return (
        <Banner
          tone="good"
          icon={
            status.plan === "premium" ? (
              <Crown className="size-6 text-gold-dark" />
            ) : (
              <BadgeCheck className="size-6 text-emerald-700" />
            )
          }
          title={`${planNames[status.plan]} plan`}
          detail={status.endsAt ? subscriptionEndWording(status, formatDate(status.endsAt, timeZone)) : null}
        />
      );
    case "grant":
      return (
        <Banner
          tone="good"
          icon={<Gift className="size-6 text-gold-dark" />}
          title={
            status.endsAt
              ? `Premium access until ${formatDate(status.endsAt, timeZone)}`
              : "Lifetime Premium access"
          }
          detail="Every room, course and game is open to you."
        />
      );
    case "free":
      return (
        <Banner
          tone="plain"
          icon={<Sparkles className="size-6 text-gold-dark" />}
          title="You're on the Free plan"
          detail={
            status.trialUsed
              ? "Upgrade any time to open every room, course and game."
              : "Try Premium free for 7 days, or compare the plans."
          }
          action={pricing("View plans", "gold")}
        />
      );
  }
}
