import { queryOptions, useQuery } from "@tanstack/react-query";
import { ApiError, api, unwrap } from "@client/lib/api-client";
import { bibleSearchKeys } from "@client/lib/query-keys";
import { type SearchState, searchApiQuery } from "../lib/search-params";

type BibleSearchQuery = ReturnType<typeof searchApiQuery>;

/** GET /api/bible/search: one page of hits for the URL's search (common/schemas/bible.ts searchQuery). */
export const searchBible = (query: BibleSearchQuery) => unwrap(api.bible.search.$get({ query }));

/** A 400: the search itself can't run (too long, nothing searchable); the page shows the server's message. */
export const isBadQuery = (error: unknown): error is ApiError =>
  error instanceof ApiError && error.status === 400;

export const bibleSearchQueryOptions = (query: BibleSearchQuery) =>
  queryOptions({
    queryKey: bibleSearchKeys.results(query),
    queryFn: () => searchBible(query),
    staleTime: 5 * 60_000,
  });

/** The search of the URL's state; idle while the query is empty. */
export const useBibleSearch = (state: SearchState) =>
  useQuery({ ...bibleSearchQueryOptions(searchApiQuery(state)), enabled: state.q.trim() !== "" });
