import { useQueryClient } from "@tanstack/react-query";
import { isPartnerEvent, partnerMessages } from "@common/schemas/partners";
import { RetryAlert } from "@client/components/ui/retry-alert";
import { useMyProfile } from "@client/lib/api/get-my-profile";
import { useSession } from "@client/lib/session";
import { useRealtimeSubscription } from "@client/lib/use-realtime";
import { usePartners } from "@client/features/partners/api/get-partners";
import { AddPartnerForm } from "@client/features/partners/components/add-partner-form";
import { PartnerList } from "@client/features/partners/components/partner-list";
import { PartnerRequests } from "@client/features/partners/components/partner-requests";
import { PartnersSkeleton } from "@client/features/partners/components/partners-skeleton";
import { partnerKeys } from "@client/features/partners/lib/partner-keys";

/** /study-partners (screens.md §3.8): add a partner, answer requests, and the partners themselves. */
export function StudyPartnersPage() {
  const partners = usePartners();
  const profile = useMyProfile();
  const queryClient = useQueryClient();
  const userId = useSession().data?.user.id ?? null;
  const refresh = () => void queryClient.invalidateQueries({ queryKey: partnerKeys.lists() });
  // New requests, acceptances, declines, cancels and removals arrive as notices on the member's own topic.
  useRealtimeSubscription(
    userId ? `user:${userId}` : null,
    (event) => {
      if (isPartnerEvent(event)) refresh();
    },
    { onResync: refresh },
  );
  const timeZone = profile.data?.timeZone;
  const data = partners.data;

  return (
    <main className="mx-auto max-w-4xl space-y-6 px-4 py-8">
      <header className="space-y-1">
        <h1 className="font-serif text-3xl font-semibold text-night">Study Partners</h1>
        <p className="text-stone-600">Study alongside a friend and keep each other on track.</p>
      </header>
      <AddPartnerForm ownUsername={profile.data?.username} />
      {partners.isError && !data ? (
        <RetryAlert
          message={partnerMessages.loadFailed}
          onRetry={() => partners.refetch()}
          busy={partners.isFetching}
        />
      ) : !data ? (
        <PartnersSkeleton />
      ) : (
        <>
          <PartnerRequests incoming={data.incoming} outgoing={data.outgoing} timeZone={timeZone} />
          <PartnerList partners={data.partners} timeZone={timeZone} />
        </>
      )}
    </main>
  );
}
