import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api, unwrap } from "@client/lib/api-client";
import { sermonKeys } from "@client/lib/query-keys";

/** GET /api/sermons?q=: the member's sermons, most recently changed first, matching the search. */
export const listSermons = (search: string) =>
  unwrap(api.sermons.$get({ query: search ? { q: search } : {} }));

export const sermonsListQueryOptions = (search: string) =>
  queryOptions({ queryKey: sermonKeys.list(search), queryFn: () => listSermons(search) });

/** `enabled: false` while the plan gate is unknown or locked: the server would answer 402. */
export const useSermonsList = (search: string, { enabled = true } = {}) =>
  useQuery({ ...sermonsListQueryOptions(search), enabled, placeholderData: keepPreviousData });
