import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, unwrap } from "@client/lib/api-client";
import { huntKeys } from "@client/features/hunts/lib/hunt-keys";

/**
 * GET /api/hunts/:huntId: one edition as the member plays it — the intro and Join hunt before joining (a shared
 * link included), else the clue to answer, the solved clues and, at the end, the result. The id comes from the
 * page's URL.
 */
export const getHunt = (huntId: string) =>
  unwrap(api.hunts[":huntId"].$get({ param: { huntId: encodeURIComponent(huntId) } }));

export const huntQueryOptions = (huntId: string) =>
  queryOptions({ queryKey: huntKeys.hunt(huntId), queryFn: () => getHunt(huntId) });

export const useHunt = (huntId: string, { enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({ ...huntQueryOptions(huntId), enabled });
