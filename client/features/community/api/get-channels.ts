import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, unwrap } from "@client/lib/api-client";
import { communityKeys } from "@client/features/community/lib/community-keys";

/**
 * GET /api/community/channels — the channels in order with unread counts and pins, and the member's own standing
 * (may post, guidelines accepted, muted until, staff). Kept live by the realtime events on `chat:{channel}`.
 */
export const getChannels = () => unwrap(api.community.channels.$get());

export const channelsQueryOptions = () =>
  queryOptions({ queryKey: communityKeys.channels(), queryFn: getChannels });

export const useChannels = () => useQuery(channelsQueryOptions());
