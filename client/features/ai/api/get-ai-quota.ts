import { queryOptions, useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import type { AiQuotaDto } from "@common/schemas/ai";
import { api, unwrap } from "@client/lib/api-client";
import { aiKeys } from "@client/lib/query-keys";

/** GET /api/ai/quota: the member's questions in the current day or hour (ai.md §1.5). */
export const getAiQuota = () => unwrap(api.ai.quota.$get());

export const aiQuotaQueryOptions = () => queryOptions({ queryKey: aiKeys.quota(), queryFn: getAiQuota });

export const useAiQuota = ({ enabled = true } = {}) => useQuery({ ...aiQuotaQueryOptions(), enabled });

/** Every meta, done and error frame carries the quota: the chip follows it without a refetch. */
export function useSetAiQuota() {
  const queryClient = useQueryClient();
  return useCallback((quota: AiQuotaDto) => queryClient.setQueryData(aiKeys.quota(), quota), [queryClient]);
}
