import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, unwrap } from "@client/lib/api-client";
import { aiStudyKeys } from "@client/lib/query-keys";

/** GET /api/ai/room/:roomId/example?last=: the room's next curated example (never the one shown last; uncounted). */
export const getRoomExample = (roomId: string, last: string | null) =>
  unwrap(
    api.ai.room[":roomId"].example.$get({
      param: { roomId: encodeURIComponent(roomId) },
      query: last ? { last } : {},
    }),
  );

export const roomExampleQueryOptions = (roomId: string, last: string | null) =>
  queryOptions({
    queryKey: aiStudyKeys.example(roomId, last),
    queryFn: () => getRoomExample(roomId, last),
    staleTime: Infinity,
  });

export const useRoomExample = (roomId: string, last: string | null) =>
  useQuery(roomExampleQueryOptions(roomId, last));
