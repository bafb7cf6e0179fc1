import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import type { ThreadKind } from "@common/constants/ai";
import type { AiThreadPageDto } from "@common/schemas/ai";
import { apiRequest } from "@client/lib/api-client";
import { aiKeys } from "@client/lib/query-keys";

/** GET /api/ai/threads?assistant=&q=&cursor=: the member's threads, newest activity first, 30 a page. */
export function listThreads(assistant: ThreadKind, q: string, cursor: string | null) {
  const params = new URLSearchParams({ assistant });
  if (q) params.set("q", q);
  if (cursor) params.set("cursor", cursor);
  return apiRequest<AiThreadPageDto>(`/ai/threads?${params}`);
}

export const threadsQueryOptions = (assistant: ThreadKind, q: string) =>
  infiniteQueryOptions({
    queryKey: aiKeys.threads(assistant, q),
    queryFn: ({ pageParam }) => listThreads(assistant, q, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });

export const useThreads = (assistant: ThreadKind, q: string, { enabled = true } = {}) =>
  useInfiniteQuery({ ...threadsQueryOptions(assistant, q), enabled });
