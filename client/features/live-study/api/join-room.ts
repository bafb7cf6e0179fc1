import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "@client/lib/api-client";
import { liveStudyKeys } from "@client/features/live-study/lib/live-study-keys";

/** POST /api/live-study/rooms/:id/join — answers the room's state with the member present. */
export const joinRoom = ({ roomId, inviteToken }: { roomId: string; inviteToken: string | null }) =>
  unwrap(
    api["live-study"].rooms[":id"].join.$post({
      param: { id: encodeURIComponent(roomId) },
      json: inviteToken ? { inviteToken } : {},
    }),
  );

export function useJoinRoom() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: joinRoom,
    onSuccess: (state) => queryClient.setQueryData(liveStudyKeys.room(state.room.id), state),
  });
}
