import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "@client/lib/api-client";
import { invalidatePalace } from "../lib/invalidate-palace";

/** POST /api/palace/rooms/:id/complete: the member marks a room done (XP once) once its practice is in. */
export const completeRoom = (roomId: string) =>
  unwrap(api.palace.rooms[":id"].complete.$post({ param: { id: encodeURIComponent(roomId) } }));

export function useCompleteRoom(roomId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => completeRoom(roomId),
    onSettled: () => invalidatePalace(queryClient),
  });
}
