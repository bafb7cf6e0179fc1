import { useQueryClient } from "@tanstack/react-query";
import { isNotificationNotice } from "@common/schemas/notifications";
import { useMyProfile } from "@client/lib/api/get-my-profile";
import { useSession } from "@client/lib/session";
import { useRealtimeSubscription } from "@client/lib/use-realtime";
import { FeedbackScreen } from "@client/features/feedback/components/feedback-screen";
import { feedbackKeys } from "@client/features/feedback/lib/feedback-keys";

/**
 * /feedback (screens §3.9). An admin's status change or reply arrives as a notification notice on the member's own
 * topic; My feedback is then re-read, so the new status shows without a reload.
 */
export function FeedbackPage() {
  const profile = useMyProfile();
  const queryClient = useQueryClient();
  const userId = useSession().data?.user.id ?? null;
  const refresh = () => void queryClient.invalidateQueries({ queryKey: feedbackKeys.mine() });
  useRealtimeSubscription(
    userId ? `user:${userId}` : null,
    (event) => {
      if (isNotificationNotice(event)) refresh();
    },
    { onResync: refresh },
  );
  return <FeedbackScreen timeZone={profile.data?.timeZone} />;
}
