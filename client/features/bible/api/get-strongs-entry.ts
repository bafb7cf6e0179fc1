import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, unwrap } from "@client/lib/api-client";
import { bibleKeys } from "@client/lib/query-keys";

/** GET /api/bible/strongs/:number: a Strong's lexicon entry (H… or G…). */
export const getStrongsEntry = (number: string) =>
  unwrap(api.bible.strongs[":number"].$get({ param: { number: encodeURIComponent(number.toUpperCase()) } }));

export const strongsEntryQueryOptions = (number: string) =>
  // The lexicon doesn't change while the app runs.
  queryOptions({
    queryKey: bibleKeys.strongs(number),
    queryFn: () => getStrongsEntry(number),
    staleTime: Infinity,
  });

/** Idle until a number is chosen. */
export const useStrongsEntry = (number: string | null) =>
  useQuery({ ...strongsEntryQueryOptions(number ?? ""), enabled: number !== null });
