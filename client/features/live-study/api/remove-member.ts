import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "@client/lib/api-client";
import { liveStudyKeys } from "@client/features/live-study/lib/live-study-keys";

/** POST /api/live-study/rooms/:id/members/:userId/remove — the host removes someone; they can't rejoin. */
export const removeMember = ({ roomId, userId }: { roomId: string; userId: string }) =>
  unwrap(
    api["live-study"].rooms[":id"].members[":userId"].remove.$post({
      param: { id: encodeURIComponent(roomId), userId: encodeURIComponent(userId) },
    }),
  );

export function useRemoveMember(roomId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) => removeMember({ roomId, userId }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: liveStudyKeys.room(roomId) }),
  });
}
