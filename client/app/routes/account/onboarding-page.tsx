import { RetryAlert } from "@client/components/ui/retry-alert";
import { useOnboarding } from "@client/features/onboarding/api/get-onboarding";
import { OnboardingCard } from "@client/features/onboarding/components/onboarding-card";
import { OnboardingLoading } from "@client/features/onboarding/components/onboarding-loading";
import { OnboardingWizard } from "@client/features/onboarding/components/onboarding-wizard";
import { useMyProfile } from "@client/lib/api/get-my-profile";

/**
 * /onboarding — right after sign-up, and again from /profile (screens §3.1). The page joins
 * two features: onboarding's questions and the profile's plan (`access`) for the last step.
 */
export function OnboardingPage() {
  const onboarding = useOnboarding();
  const profile = useMyProfile();

  return (
    <OnboardingCard>
      {onboarding.isPending ? (
        <OnboardingLoading />
      ) : onboarding.isError ? (
        <div className="space-y-4 p-6 sm:p-8">
          <h1 className="text-3xl font-semibold text-night">Welcome to Phototheology!</h1>
          <RetryAlert
            message="Couldn't load your answers"
            onRetry={onboarding.refetch}
            busy={onboarding.isFetching}
          />
        </div>
      ) : (
        <OnboardingWizard saved={onboarding.data} profile={profile} />
      )}
    </OnboardingCard>
  );
}
