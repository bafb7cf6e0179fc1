import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, unwrap } from "@client/lib/api-client";
import { aiStudyKeys } from "@client/lib/query-keys";

/** GET /api/ai/verse/word-study?reference=: Strong's entries for the verse's key words (always local). */
export const getWordStudy = (reference: string) =>
  unwrap(api.ai.verse["word-study"].$get({ query: { reference } }));

export const wordStudyQueryOptions = (reference: string) =>
  queryOptions({
    queryKey: aiStudyKeys.wordStudy(reference),
    queryFn: () => getWordStudy(reference),
    staleTime: Infinity,
  });

export const useWordStudy = (reference: string, { enabled = true } = {}) =>
  useQuery({ ...wordStudyQueryOptions(reference), enabled });
