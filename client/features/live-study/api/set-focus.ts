import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { RoomStateDto } from "@common/schemas/live-study";
import { api, unwrap } from "@client/lib/api-client";
import { liveStudyKeys } from "@client/features/live-study/lib/live-study-keys";

/** POST /api/live-study/rooms/:id/focus — host or co-leader; the verse everyone sees highlighted (null clears it). */
export const setFocus = ({ roomId, verse }: { roomId: string; verse: number | null }) =>
  unwrap(
    api["live-study"].rooms[":id"].focus.$post({
      param: { id: encodeURIComponent(roomId) },
      json: { verse },
    }),
  );

export function useSetFocus(roomId: string) {
  const queryClient = useQueryClient();
  const key = liveStudyKeys.room(roomId);
  return useMutation({
    mutationFn: (verse: number | null) => setFocus({ roomId, verse }),
    // Shown at once on the leader's own screen; put back if the server refuses.
    onMutate: (verse) => {
      const previous = queryClient.getQueryData<RoomStateDto>(key)?.focusVerse ?? null;
      queryClient.setQueryData<RoomStateDto>(key, (state) =>
        state ? { ...state, focusVerse: verse } : state,
      );
      return { previous };
    },
    onError: (_error, _verse, context) =>
      queryClient.setQueryData<RoomStateDto>(key, (state) =>
        state && context ? { ...state, focusVerse: context.previous } : state,
      ),
  });
}
