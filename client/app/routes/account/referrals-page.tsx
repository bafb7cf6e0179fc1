import { useQueryClient } from "@tanstack/react-query";
import { referralCopy, referralEventType } from "@common/constants/referrals";
import { RetryAlert } from "@client/components/ui/retry-alert";
import { referralKeys } from "@client/lib/query-keys";
import { useMyReferrals } from "@client/features/referrals/api/get-my-referrals";
import { HowItWorks } from "@client/features/referrals/components/how-it-works";
import { ReferralLinkCard } from "@client/features/referrals/components/referral-link-card";
import { ReferralList } from "@client/features/referrals/components/referral-list";
import { ReferralStats } from "@client/features/referrals/components/referral-stats";
import { useRealtimeSubscription } from "@client/lib/use-realtime";
import { useSession } from "@client/lib/session";

const isReferralEvent = (event: unknown) =>
  typeof event === "object" && event !== null && "type" in event && event.type === referralEventType;

/** /referrals — invite friends and see rewards (screens §3.6). */
export function ReferralsPage() {
  const referrals = useMyReferrals();
  const queryClient = useQueryClient();
  const userId = useSession().data?.user.id ?? null;
  // Sign-ups and rewards arrive as a notice on the member's topic; the list is then re-read.
  useRealtimeSubscription(
    userId ? `user:${userId}` : null,
    (event) => {
      if (isReferralEvent(event)) void queryClient.invalidateQueries({ queryKey: referralKeys.all });
    },
    { onResync: () => void queryClient.invalidateQueries({ queryKey: referralKeys.all }) },
  );
  const data = referrals.data;

  return (
    <main className="mx-auto max-w-4xl space-y-6 px-4 py-8">
      <header className="space-y-1">
        <h1 className="font-serif text-3xl font-semibold text-night">{referralCopy.title}</h1>
        <p className="text-stone-600">
          Invite friends to study with you — and earn Premium when they subscribe.
        </p>
      </header>
      {referrals.isError && !data ? (
        <RetryAlert
          message={referralCopy.loadFailed}
          onRetry={() => referrals.refetch()}
          busy={referrals.isFetching}
        />
      ) : (
        <>
          <ReferralStats stats={data?.stats} />
          <ReferralLinkCard linkPath={data?.linkPath} />
          <ReferralList data={data} />
        </>
      )}
      <HowItWorks />
    </main>
  );
}
