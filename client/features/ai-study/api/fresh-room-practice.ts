import { useMutation } from "@tanstack/react-query";
import { api, unwrap } from "@client/lib/api-client";
import { useFollowQuota } from "../lib/follow-quota";

/** POST /api/ai/room/:roomId/practice/fresh: a practice item from the model — one question. */
export const freshRoomPractice = ({ roomId, last }: { roomId: string; last: string | null }) =>
  unwrap(
    api.ai.room[":roomId"].practice.fresh.$post({
      param: { roomId: encodeURIComponent(roomId) },
      json: last ? { last } : {},
    }),
  );

export function useFreshRoomPractice() {
  const follow = useFollowQuota();
  return useMutation({ mutationFn: freshRoomPractice, onSettled: follow });
}
