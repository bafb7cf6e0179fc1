import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, unwrap } from "@client/lib/api-client";
import { aiKeys } from "@client/lib/query-keys";

/** GET /api/admin/ai — the AI layer's mode, recent provider errors and today's usage (admins only). */
export const getAiOverview = () => unwrap(api.admin.ai.$get());

export const aiOverviewQueryOptions = () =>
  queryOptions({ queryKey: aiKeys.adminOverview(), queryFn: getAiOverview, refetchInterval: 30_000 });

export const useAiOverview = () => useQuery(aiOverviewQueryOptions());
