import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { api, unwrap } from "@client/lib/api-client";
import { criticsKeys } from "@client/lib/query-keys";

/** GET /api/critics?cursor=: the member's saved analyses, newest first, a page at a time. */
export const listCritics = (cursor: string | null) =>
  unwrap(api.critics.$get({ query: cursor ? { cursor } : {} }));

export const criticsListQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: criticsKeys.list(),
    queryFn: ({ pageParam }) => listCritics(pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });

/** `enabled: false` while the plan gate is unknown or locked: the server would answer 402. */
export const useCriticsList = ({ enabled = true } = {}) =>
  useInfiniteQuery({ ...criticsListQueryOptions(), enabled });
