import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, unwrap } from "@client/lib/api-client";
import { memoryKeys } from "@client/lib/query-keys";

/** GET /api/memory/verses: the member's verses with their review status and today's due count. */
export const getMemoryVerses = () => unwrap(api.memory.verses.$get());

export const memoryVersesQueryOptions = () =>
  queryOptions({ queryKey: memoryKeys.verses(), queryFn: getMemoryVerses });

export const useMemoryVerses = () => useQuery(memoryVersesQueryOptions());
