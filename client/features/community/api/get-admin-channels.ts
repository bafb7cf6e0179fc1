import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, unwrap } from "@client/lib/api-client";
import { communityKeys } from "@client/features/community/lib/community-keys";

/** GET /api/admin/community/channels — every channel in order, archived ones included (admins only). */
export const getAdminChannels = () => unwrap(api.admin.community.channels.$get());

export const adminChannelsQueryOptions = () =>
  queryOptions({ queryKey: communityKeys.adminChannels(), queryFn: getAdminChannels });

export const useAdminChannels = (enabled: boolean) => useQuery({ ...adminChannelsQueryOptions(), enabled });
