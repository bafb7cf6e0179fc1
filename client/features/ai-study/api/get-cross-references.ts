import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, unwrap } from "@client/lib/api-client";
import { aiStudyKeys } from "@client/lib/query-keys";

/** GET /api/ai/verse/cross-references?reference=: the local list, with why each passage is linked (uncounted). */
export const getCrossReferences = (reference: string) =>
  unwrap(api.ai.verse["cross-references"].$get({ query: { reference } }));

export const crossReferencesQueryOptions = (reference: string) =>
  queryOptions({
    queryKey: aiStudyKeys.crossReferences(reference),
    queryFn: () => getCrossReferences(reference),
    staleTime: Infinity,
  });

export const useCrossReferences = (reference: string, { enabled = true } = {}) =>
  useQuery({ ...crossReferencesQueryOptions(reference), enabled });
