import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, unwrap } from "@client/lib/api-client";
import { aiStudyKeys } from "@client/lib/query-keys";

/** GET /api/ai/room/:roomId/practice?last=: the room's next curated practice item (uncounted). */
export const getRoomPractice = (roomId: string, last: string | null) =>
  unwrap(
    api.ai.room[":roomId"].practice.$get({
      param: { roomId: encodeURIComponent(roomId) },
      query: last ? { last } : {},
    }),
  );

export const roomPracticeQueryOptions = (roomId: string, last: string | null) =>
  queryOptions({
    queryKey: aiStudyKeys.practice(roomId, last),
    queryFn: () => getRoomPractice(roomId, last),
    staleTime: Infinity,
  });

export const useRoomPractice = (roomId: string, last: string | null) =>
  useQuery(roomPracticeQueryOptions(roomId, last));
