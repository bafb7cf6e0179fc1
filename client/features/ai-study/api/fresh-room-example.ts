import { useMutation } from "@tanstack/react-query";
import { api, unwrap } from "@client/lib/api-client";
import { useFollowQuota } from "../lib/follow-quota";

/** POST /api/ai/room/:roomId/example/fresh: "Fresh example with AI" — one question (the pool answers offline). */
export const freshRoomExample = ({ roomId, last }: { roomId: string; last: string | null }) =>
  unwrap(
    api.ai.room[":roomId"].example.fresh.$post({
      param: { roomId: encodeURIComponent(roomId) },
      json: last ? { last } : {},
    }),
  );

export function useFreshRoomExample() {
  const follow = useFollowQuota();
  return useMutation({ mutationFn: freshRoomExample, onSettled: follow });
}
