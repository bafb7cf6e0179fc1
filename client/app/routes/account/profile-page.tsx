import * as Tabs from "@radix-ui/react-tabs";
import { Alert } from "@client/components/ui/alert";
import { Button } from "@client/components/ui/button";
import { CenteredSpinner } from "@client/components/ui/spinner";
import { Link } from "react-router";
import { useMyAccess } from "@client/lib/api/get-my-access";
import { CourseChoiceCard } from "@client/features/courses/components/course-choice-card";
import { YourAccessCard } from "@client/features/access/components/your-access-card";
import { ManageBillingCard } from "@client/features/billing/components/manage-billing-card";
import { useMyProfile } from "@client/lib/api/get-my-profile";
import { ChangePasswordForm } from "@client/features/profile/components/change-password-form";
import { DeleteAccountCard } from "@client/features/profile/components/delete-account-card";
import { DisplayNameForm } from "@client/features/profile/components/display-name-form";
import { ProfileHeader } from "@client/features/profile/components/profile-header";
import { SessionsCard } from "@client/features/profile/components/sessions-card";
import { TwoFactorCard } from "@client/features/profile/components/two-factor-card";
import { PreferencesTab } from "@client/features/settings/components/preferences-tab";

const tabTriggerClass =
  "rounded-md px-4 py-2 text-sm font-medium text-stone-600 data-[state=active]:bg-white data-[state=active]:text-night data-[state=active]:shadow-sm";

/** /profile — identity and security (screens §3.5). */
export function ProfilePage() {
  const profile = useMyProfile();

  return (
    <main className="mx-auto max-w-3xl space-y-6 px-4 py-8">
      {profile.isPending && <CenteredSpinner />}
      {profile.isError && (
        <Alert tone="destructive">
          <p>Couldn't load your profile</p>
          <Button variant="link" className="text-red-900" onClick={() => profile.refetch()}>
            Try again
          </Button>
        </Alert>
      )}
      {profile.data && (
        <>
          <ProfileHeader profile={profile.data} />
          <Tabs.Root defaultValue="profile">
            <Tabs.List
              className="mb-4 inline-flex gap-1 rounded-lg bg-stone-100 p-1"
              aria-label="Profile sections"
            >
              <Tabs.Trigger value="profile" className={tabTriggerClass}>
                Profile
              </Tabs.Trigger>
              <Tabs.Trigger value="plan" className={tabTriggerClass}>
                Plan
              </Tabs.Trigger>
              <Tabs.Trigger value="security" className={tabTriggerClass}>
                Security
              </Tabs.Trigger>
              <Tabs.Trigger value="preferences" className={tabTriggerClass}>
                Preferences
              </Tabs.Trigger>
            </Tabs.List>
            <Tabs.Content value="profile" className="space-y-6">
              <DisplayNameForm key={profile.data.displayName} profile={profile.data} />
            </Tabs.Content>
            <Tabs.Content value="plan" className="space-y-6">
              <PlanTab
                hasSubscription={profile.data.access.sources.some((source) => source.kind === "subscription")}
              />
              <CourseChoiceCard />
            </Tabs.Content>
            <Tabs.Content value="security" className="space-y-6">
              <ChangePasswordForm />
              <TwoFactorCard enabled={profile.data.twoFactorEnabled} />
              <SessionsCard />
              <DeleteAccountCard email={profile.data.email} />
            </Tabs.Content>
            <Tabs.Content value="preferences" className="space-y-6">
              <PreferencesTab trialUsed={profile.data.access.trialUsed} />
            </Tabs.Content>
          </Tabs.Root>
        </>
      )}
    </main>
  );
}

/** The Plan tab (screens §3.5): every access source with its dates, where to change it, and billing. */
function PlanTab({ hasSubscription }: { hasSubscription: boolean }) {
  const access = useMyAccess();
  return (
    <>
      <YourAccessCard query={access} />
      <nav aria-label="Plan options" className="flex flex-wrap gap-3">
        <Button asChild variant="outline">
          <Link to="/pricing">Pricing &amp; Plans</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to="/access">Redeem a code</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to="/student-verify">Student verification</Link>
        </Button>
      </nav>
      {/* Paid subscriptions only: a trial, student plan or code has nothing to bill. */}
      {hasSubscription && <ManageBillingCard />}
    </>
  );
}
