import { queryOptions, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { muteChangedEventType } from "@common/schemas/mutes";
import { api, unwrap } from "@client/lib/api-client";
import { useSession } from "@client/lib/session";
import { muteKeys } from "@client/lib/study-query-keys";
import { useRealtimeSubscription } from "@client/lib/use-realtime";

/**
 * GET /api/mutes/me (screens §4.3): the member's own running mute, `{ until }` or null. Shared by the community
 * chat and live-room composers, which show "You can't post until {time}" in place of the composer while it runs.
 */
export const getMyMute = () => unwrap(api.mutes.me.$get());

export const myMuteQueryOptions = () =>
  queryOptions({ queryKey: muteKeys.mine(), queryFn: getMyMute, staleTime: 60_000 });

const isMuteChanged = (event: unknown) =>
  typeof event === "object" && event !== null && "type" in event && event.type === muteChangedEventType;

/**
 * The member's mute, kept current: staff muting or unmuting them arrives as a notice on `user:{id}` (re-read at once),
 * and a running mute is re-read the moment it ends, so the composer comes back without a reload.
 */
export function useMyMute(options: { enabled?: boolean } = {}) {
  const enabled = options.enabled ?? true;
  const queryClient = useQueryClient();
  const userId = useSession().data?.user.id ?? null;
  const query = useQuery({ ...myMuteQueryOptions(), enabled });
  const refresh = () => void queryClient.invalidateQueries({ queryKey: muteKeys.all });
  useRealtimeSubscription(
    enabled && userId ? `user:${userId}` : null,
    (event) => {
      if (isMuteChanged(event)) refresh();
    },
    { onResync: refresh },
  );
  const until = query.data?.until ?? null;
  useEffect(() => {
    if (until === null) return;
    // setTimeout holds at most ~24.8 days; a 7-day mute is well within it. The extra second lets the server agree.
    const wait = Math.max(0, new Date(until).getTime() - Date.now()) + 1000;
    const timer = setTimeout(() => void queryClient.invalidateQueries({ queryKey: muteKeys.all }), wait);
    return () => clearTimeout(timer);
  }, [until, queryClient]);
  return query;
}
