import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "@client/lib/api-client";
import { liveStudyKeys } from "@client/features/live-study/lib/live-study-keys";

/** DELETE /api/live-study/rooms/:id/messages/:messageId — the author deletes their own line ("Message deleted"). */
export const deleteRoomMessage = ({ roomId, messageId }: { roomId: string; messageId: string }) =>
  unwrap(
    api["live-study"].rooms[":id"].messages[":messageId"].$delete({
      param: { id: encodeURIComponent(roomId), messageId: encodeURIComponent(messageId) },
    }),
  );

export function useDeleteRoomMessage(roomId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (messageId: string) => deleteRoomMessage({ roomId, messageId }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: liveStudyKeys.room(roomId) }),
  });
}
