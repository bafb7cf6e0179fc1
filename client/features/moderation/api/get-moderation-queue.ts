import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import type { ModerationQueueDto, QueueFilter } from "@common/schemas/moderation";
import { apiRequest } from "@client/lib/api-client";
import { moderationKeys } from "@client/lib/query-keys";

/**
 * GET /api/admin/moderation?filter=&cursor= (ai.md §1.7, screens §4.3): the staff queue, oldest first, a page at a
 * time, with the counts of the whole queue for the filter tabs. Staff only: anyone else gets 403.
 */
export function getModerationQueue(filter: QueueFilter, cursor: string | null) {
  const query = new URLSearchParams({ filter });
  if (cursor) query.set("cursor", cursor);
  return apiRequest<ModerationQueueDto>(`/admin/moderation?${query.toString()}`);
}

export const moderationQueueQueryOptions = (filter: QueueFilter) =>
  infiniteQueryOptions({
    queryKey: moderationKeys.queue(filter),
    queryFn: ({ pageParam }) => getModerationQueue(filter, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    // Reports arrive all the time; a moderator coming back to the tab should see the queue as it is now.
    staleTime: 0,
  });

export const useModerationQueue = (filter: QueueFilter) =>
  useInfiniteQuery(moderationQueueQueryOptions(filter));

export type ModerationQueueQuery = ReturnType<typeof useModerationQueue>;
