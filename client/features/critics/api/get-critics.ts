import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, unwrap } from "@client/lib/api-client";
import { criticsKeys } from "@client/lib/query-keys";

/** GET /api/critics/:id: one saved analysis with its result (and the pasted text, when it was kept). */
export const getCritics = (id: string) =>
  unwrap(api.critics[":id"].$get({ param: { id: encodeURIComponent(id) } }));

export const criticsQueryOptions = (id: string) =>
  queryOptions({ queryKey: criticsKeys.analysis(id), queryFn: () => getCritics(id) });

export const useCritics = (id: string | null) =>
  useQuery({ ...criticsQueryOptions(id ?? ""), enabled: id !== null });
