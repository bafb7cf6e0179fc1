import { memberPlaces } from "@common/domain/places";
import { TodaysChallengeCard } from "@client/features/challenges/components/todays-challenge-card";
import { ContinueCourseCard } from "@client/features/courses/components/continue-course-card";
import { FinishSetupCard } from "@client/features/dashboard/components/finish-setup-card";
import { Greeting } from "@client/features/dashboard/components/greeting";
import { PlacesCard } from "@client/features/dashboard/components/places-card";
import { PlanBanner } from "@client/features/dashboard/components/plan-banner";
import { PointsCard } from "@client/features/dashboard/components/points-card";
import { MemoryDueCard } from "@client/features/memory/components/memory-due-card";
import { PalaceSummaryCard } from "@client/features/palace/components/palace-summary-card";
import { useOnboarding } from "@client/features/onboarding/api/get-onboarding";
import { useMyProfile } from "@client/lib/api/get-my-profile";
import { cn } from "@client/lib/cn";
import { useSession } from "@client/lib/session";

/**
 * /dashboard — the member's home (screens §3.2). Only widgets backed by real data today: the
 * greeting, the plan banner, "Finish setting up" and the open areas. Each widget loads and fails
 * on its own; later issues add theirs to the grid.
 */
export function DashboardPage() {
  const profile = useMyProfile();
  const onboarding = useOnboarding();
  const session = useSession();
  // Registry-driven, so pages switched on later appear without a change here.
  const places = memberPlaces();
  const finishShown = onboarding.isPending || onboarding.isError || onboarding.data.completedAt === null;

  return (
    <main className="mx-auto max-w-6xl space-y-6 px-4 py-8">
      <Greeting profile={profile} sessionName={session.data?.user.name} />
      <PlanBanner profile={profile} />
      <div className="grid items-start gap-6 md:grid-cols-2">
        {finishShown && <FinishSetupCard onboarding={onboarding} />}
        <PalaceSummaryCard />
        <PointsCard profile={profile} />
        <MemoryDueCard />
        <ContinueCourseCard />
        <TodaysChallengeCard />
        {/* Fill the grid: beside the memory card when it stands alone in its row, full width otherwise. */}
        <div className={cn(finishShown && "md:col-span-2")}>
          <PlacesCard places={places} />
        </div>
      </div>
    </main>
  );
}
