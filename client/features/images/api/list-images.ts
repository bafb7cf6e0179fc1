import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import type { ImageListQuery } from "@common/schemas/images";
import { api, unwrap } from "@client/lib/api-client";
import { imageKeys } from "@client/lib/query-keys";

export type LibraryFilters = Required<Pick<ImageListQuery, "tab" | "sort">> &
  Pick<ImageListQuery, "q" | "room" | "origin">;

/** The query string of one page: empty filters left out. */
function queryOf(filters: LibraryFilters, offset: number) {
  return {
    tab: filters.tab,
    sort: filters.sort,
    offset: String(offset),
    ...(filters.q && { q: filters.q }),
    ...(filters.room && { room: filters.room }),
    ...(filters.origin && { origin: filters.origin }),
  };
}

/** GET /api/images?tab=&q=&room=&origin=&sort=&offset=: one tab of the library, a page at a time. */
export const listImages = (filters: LibraryFilters, offset: number) =>
  unwrap(api.images.$get({ query: queryOf(filters, offset) }));

export const imagesQueryOptions = (filters: LibraryFilters) =>
  infiniteQueryOptions({
    queryKey: imageKeys.list(queryOf(filters, 0)),
    queryFn: ({ pageParam }) => listImages(filters, pageParam),
    initialPageParam: 0,
    getNextPageParam: (page) => page.nextOffset,
  });

export const useImages = (filters: LibraryFilters) => useInfiniteQuery(imagesQueryOptions(filters));
