import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { RoomStateDto } from "@common/schemas/live-study";
import { api, unwrap } from "@client/lib/api-client";
import { liveStudyKeys } from "@client/features/live-study/lib/live-study-keys";

/** GET /api/live-study/rooms/:id/messages?before= — the 50 chat lines before one (oldest first). */
export const getOlderRoomMessages = ({ roomId, before }: { roomId: string; before: string }) =>
  unwrap(
    api["live-study"].rooms[":id"].messages.$get({
      param: { id: encodeURIComponent(roomId) },
      query: { before },
    }),
  );

/** "Load earlier messages": prepends the page to the room's chat. A read, but one the member asks for each time. */
export function useLoadOlderRoomMessages(roomId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (before: string) => getOlderRoomMessages({ roomId, before }),
    onSuccess: (page) =>
      queryClient.setQueryData<RoomStateDto>(liveStudyKeys.room(roomId), (state) => {
        if (!state) return state;
        const known = new Set(state.messages.map((line) => line.id));
        return {
          ...state,
          messages: [...page.messages.filter((line) => !known.has(line.id)), ...state.messages],
          hasOlderMessages: page.hasOlder,
        };
      }),
  });
}
