import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, unwrap } from "@client/lib/api-client";
import { sermonKeys } from "@client/lib/query-keys";

/** GET /api/sermons/:id: one of the member's sermons (another member's id is a 404). */
export const getSermon = (id: string) =>
  unwrap(api.sermons[":id"].$get({ param: { id: encodeURIComponent(id) } }));

export const sermonQueryOptions = (id: string) =>
  queryOptions({ queryKey: sermonKeys.sermon(id), queryFn: () => getSermon(id) });

export const useSermon = (id: string) => useQuery({ ...sermonQueryOptions(id), staleTime: Infinity });
