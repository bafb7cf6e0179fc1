import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import type { ThreadKind } from "@common/constants/ai";
import { api, unwrap } from "@client/lib/api-client";
import { aiKeys } from "@client/lib/query-keys";

/** GET /api/ai/threads?assistant=&q=&cursor=: the member's threads, newest activity first, 30 a page. */
export const listThreads = (assistant: ThreadKind, q: string, cursor: string | null) =>
  unwrap(api.ai.threads.$get({ query: { assistant, ...(q && { q }), ...(cursor && { cursor }) } }));

export const threadsQueryOptions = (assistant: ThreadKind, q: string) =>
  infiniteQueryOptions({
    queryKey: aiKeys.threads(assistant, q),
    queryFn: ({ pageParam }) => listThreads(assistant, q, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });

export const useThreads = (assistant: ThreadKind, q: string, { enabled = true } = {}) =>
  useInfiniteQuery({ ...threadsQueryOptions(assistant, q), enabled });
