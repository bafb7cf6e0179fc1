import { useInfiniteQuery } from "@tanstack/react-query";
import type { ProphecyCategory } from "@common/schemas/prophecy";
import { api, unwrap } from "@client/lib/api-client";
import { prophecyKeys } from "@client/lib/query-keys";

/** GET /api/prophecy/feed: public signals, newest first, optionally one category; "Load more" pages on. */
export const listFeed = (category: ProphecyCategory | null, cursor: string | null) =>
  unwrap(
    api.prophecy.feed.$get({
      query: { ...(category ? { category } : {}), ...(cursor ? { cursor } : {}) },
    }),
  );

export const useFeed = (category: ProphecyCategory | null) =>
  useInfiniteQuery({
    queryKey: prophecyKeys.feed(category ?? "all"),
    queryFn: ({ pageParam }) => listFeed(category, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });
