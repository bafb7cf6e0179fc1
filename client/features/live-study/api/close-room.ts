import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "@client/lib/api-client";
import { liveStudyKeys } from "@client/features/live-study/lib/live-study-keys";

/** POST /api/live-study/rooms/:id/close — the host closes the room for everyone (the chat stays readable). */
export const closeRoom = (roomId: string) =>
  unwrap(api["live-study"].rooms[":id"].close.$post({ param: { id: encodeURIComponent(roomId) } }));

export function useCloseRoom(roomId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => closeRoom(roomId),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: liveStudyKeys.room(roomId) });
      void queryClient.invalidateQueries({ queryKey: liveStudyKeys.lobby() });
    },
  });
}
