import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { presence } from "@common/constants/presence";
import type { HeartbeatDto } from "@common/schemas/presence";
import { apiRequest } from "@client/lib/api-request";
import { useAfterPageReady } from "@client/lib/page-ready";
import { useSession } from "@client/lib/session";
import { createFailureStreak } from "./failure-streak";
import { onlineCountFailures } from "./online-count-source";
import { presenceKeys } from "@client/lib/shell-query-keys";

export const sendHeartbeat = () => apiRequest<HeartbeatDto>("/presence/heartbeat", "POST");

/** Like the count, heartbeats give up after 3 failures in a row until the page is reloaded. */
const heartbeatFailures = createFailureStreak(presence.maxConsecutiveFailures);

/**
 * While a member is signed in, tells the server they are here: on load and every 60 s
 * (screens §2.1). Mount once, high in the tree (the root layout). Visitors send nothing.
 */
export function useHeartbeat(): void {
  const userId = useSession().data?.user.id;
  const queryClient = useQueryClient();
  // The first beat waits until the page has rendered (lib/page-ready.ts): it writes to the database, and
  // on a cold load the page's own reads come first.
  const pageFirst = useAfterPageReady();
  useEffect(() => {
    if (!userId || !pageFirst) return;
    const timer = setInterval(() => void beat(), presence.heartbeatIntervalMs);
    async function beat() {
      if (heartbeatFailures.stopped()) {
        clearInterval(timer);
        return;
      }
      try {
        const { onlineCount } = await sendHeartbeat();
        heartbeatFailures.succeed();
        // The answer carries the fresh count, which now includes this member.
        if (!onlineCountFailures.stopped())
          queryClient.setQueryData(presenceKeys.onlineCount(), { count: onlineCount });
      } catch {
        heartbeatFailures.fail();
      }
    }
    void beat();
    return () => clearInterval(timer);
  }, [userId, queryClient, pageFirst]);
}
