import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, unwrap } from "@client/lib/api-client";
import { settingsKeys } from "@client/lib/query-keys";

/** GET /api/settings: the member's preferences and which of them their plan allows. */
export const getSettings = () => unwrap(api.settings.$get());

export const settingsQueryOptions = () =>
  queryOptions({ queryKey: settingsKeys.mine(), queryFn: getSettings });

export const useSettings = () => useQuery(settingsQueryOptions());
