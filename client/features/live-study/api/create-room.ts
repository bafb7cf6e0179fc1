import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { CreateRoomInput } from "@common/schemas/live-study";
import { api, unwrap } from "@client/lib/api-client";
import { liveStudyKeys } from "@client/features/live-study/lib/live-study-keys";

/** POST /api/live-study/rooms — creates the room and joins the host; answers the room's state. */
export const createRoom = (json: CreateRoomInput) => unwrap(api["live-study"].rooms.$post({ json }));

export function useCreateRoom() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createRoom,
    onSuccess: (state) => {
      // The room page opens with the state the create answered (the host is already in).
      queryClient.setQueryData(liveStudyKeys.room(state.room.id), state);
      void queryClient.invalidateQueries({ queryKey: liveStudyKeys.lobby() });
    },
  });
}
