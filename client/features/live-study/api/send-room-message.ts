import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { RoomStateDto } from "@common/schemas/live-study";
import { api, unwrap } from "@client/lib/api-client";
import { liveStudyKeys } from "@client/features/live-study/lib/live-study-keys";

/** POST /api/live-study/rooms/:id/messages — a chat line, with the community chat's rules. */
export const sendRoomMessage = ({ roomId, body }: { roomId: string; body: string }) =>
  unwrap(
    api["live-study"].rooms[":id"].messages.$post({
      param: { id: encodeURIComponent(roomId) },
      json: { body },
    }),
  );

export function useSendRoomMessage(roomId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: string) => sendRoomMessage({ roomId, body }),
    onSuccess: (message) =>
      queryClient.setQueryData<RoomStateDto>(liveStudyKeys.room(roomId), (state) =>
        state && !state.messages.some((line) => line.id === message.id)
          ? { ...state, messages: [...state.messages, message] }
          : state,
      ),
  });
}
