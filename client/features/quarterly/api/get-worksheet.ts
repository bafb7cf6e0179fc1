import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, unwrap } from "@client/lib/api-client";
import { quarterlyKeys } from "@client/lib/query-keys";

/** GET /api/quarterly/worksheets/:week: the member's worksheet for an ISO week (empty before the first save). */
export const getWorksheet = (week: string) =>
  // The week comes from the page's URL, and the typed client puts params into the path as given.
  unwrap(api.quarterly.worksheets[":week"].$get({ param: { week: encodeURIComponent(week) } }));

export const worksheetQueryOptions = (week: string) =>
  queryOptions({
    queryKey: quarterlyKeys.worksheet(week),
    queryFn: () => getWorksheet(week),
    // The page holds the edits and keeps this copy in step (useRememberWorksheet): a background refetch
    // must not overwrite what is being typed.
    refetchOnWindowFocus: false,
    staleTime: Infinity,
  });

/** `enabled: false` while the page doesn't know yet whether the plan includes it (useEntitlement). */
export const useWorksheet = (week: string, { enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({ ...worksheetQueryOptions(week), enabled });
