import { infiniteQueryOptions, useInfiniteQuery, useQuery } from "@tanstack/react-query";
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

/**
 * GET /api/ai/threads?assistant=&context=: the conversations tied to one room or one verse (the room and verse
 * assistant's "previous conversations", ai.md §3.12), newest activity first; the first page is enough there.
 */
export const useContextThreads = (assistant: ThreadKind, context: string, { enabled = true } = {}) =>
  useQuery({
    queryKey: aiKeys.contextThreads(assistant, context),
    queryFn: () => unwrap(api.ai.threads.$get({ query: { assistant, context } })),
    enabled,
  });
