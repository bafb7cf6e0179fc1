import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { InferRequestType } from "hono/client";
import { api, unwrap } from "@client/lib/api-client";
import { aiStudyKeys } from "@client/lib/query-keys";
import { useFollowQuota } from "../lib/follow-quota";

/** POST /api/ai/room/:roomId/check: Check my work — the Quick check, or the model (one question); saved either way. */
type CheckJson = InferRequestType<(typeof api.ai.room)[":roomId"]["check"]["$post"]>["json"];

export const checkRoomWork = ({ roomId, ...json }: CheckJson & { roomId: string }) =>
  unwrap(api.ai.room[":roomId"].check.$post({ param: { roomId: encodeURIComponent(roomId) }, json }));

export function useCheckRoomWork() {
  const queryClient = useQueryClient();
  const follow = useFollowQuota();
  return useMutation({
    mutationFn: checkRoomWork,
    onSettled: async (result, error, input) => {
      follow(result, error);
      await queryClient.invalidateQueries({ queryKey: aiStudyKeys.checks(input.roomId) });
    },
  });
}
