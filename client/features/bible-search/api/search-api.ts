// GET /api/bible/search (common/schemas/bible.ts searchQuery → SearchResultDto).
import { useQuery } from "@tanstack/react-query";
import type { SearchResultDto } from "@common/schemas/bible";
import { ApiError, unwrap } from "@client/lib/api-client";
import { type SearchState, searchApiQuery } from "../lib/search-params";

export const isBadQuery = (error: unknown): error is ApiError =>
  error instanceof ApiError && error.status === 400;

/** The search of the URL's state; idle while the query is empty. A 400 (bad query) is not retried. */
export function useBibleSearch(state: SearchState) {
  const query = searchApiQuery(state).toString();
  return useQuery({
    queryKey: ["bible", "search", query],
    queryFn: () =>
      unwrap<SearchResultDto>(fetch(`/api/bible/search?${query}`, { credentials: "same-origin" })),
    enabled: state.q.trim() !== "",
    staleTime: 5 * 60_000,
    retry: (count, error) =>
      count < 2 && !isBadQuery(error) && !(error instanceof ApiError && error.status === 401),
  });
}
