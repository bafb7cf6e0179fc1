import { useQueryClient } from "@tanstack/react-query";
import {
  ACHIEVEMENT_TOAST_MS,
  achievementToastText,
  parseAchievementUnlocked,
} from "@common/schemas/achievements";
import { profileKeys } from "@client/lib/shell-query-keys";
import { useSession } from "@client/lib/session";
import { toast } from "@client/lib/toast";
import { useRealtimeSubscription } from "@client/lib/use-realtime";
import { achievementKeys } from "../lib/achievement-keys";

/**
 * The shell's badge listener (screens §3.10): on the member's own `user:{id}` topic, a badge unlocked anywhere shows
 * "Achievement unlocked: {icon} {name} (+{points} points)" for 6 s, and the achievements page and the points total
 * are fetched again. Renders nothing; the top bar loads it lazily once the page is ready.
 */
export function AchievementListener() {
  const session = useSession();
  const userId = session.data?.user.id ?? null;
  const queryClient = useQueryClient();
  const refreshPage = () => void queryClient.invalidateQueries({ queryKey: achievementKeys.all });
  useRealtimeSubscription(
    userId ? `user:${userId}` : null,
    (event) => {
      const unlocked = parseAchievementUnlocked(event);
      if (!unlocked) return;
      toast.success(achievementToastText(unlocked), { duration: ACHIEVEMENT_TOAST_MS });
      refreshPage();
      // The badge's points are in the account's total now.
      void queryClient.invalidateQueries({ queryKey: profileKeys.me() });
    },
    // A missed event while reconnecting: the page, if open, fetches the badges again.
    { onResync: refreshPage },
  );
  return null;
}
