import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, unwrap } from "@client/lib/api-client";
import { memoryKeys } from "@client/lib/query-keys";

/** GET /api/memory/stats: the Verse Memory Hall's counts, streak and best quiz score. */
export const getMemoryStats = () => unwrap(api.memory.stats.$get());

export const memoryStatsQueryOptions = () =>
  queryOptions({ queryKey: memoryKeys.stats(), queryFn: getMemoryStats });

/** `enabled: false` while the page doesn't know yet whether the plan includes the hall (useEntitlement). */
export const useMemoryStats = ({ enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({ ...memoryStatsQueryOptions(), enabled });
