import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { RoomStateDto } from "@common/schemas/live-study";
import { api, unwrap } from "@client/lib/api-client";
import { liveStudyKeys } from "@client/features/live-study/lib/live-study-keys";

/** POST /api/live-study/rooms/:id/passage — host or co-leader; a reference of up to 3 chapters in one book. */
export const changePassage = ({ roomId, reference }: { roomId: string; reference: string }) =>
  unwrap(
    api["live-study"].rooms[":id"].passage.$post({
      param: { id: encodeURIComponent(roomId) },
      json: { reference },
    }),
  );

export function useChangePassage(roomId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reference: string) => changePassage({ roomId, reference }),
    onSuccess: (answer) => {
      // The answer carries the new passage; the room's event brings the same to everyone else.
      const { passage } = answer;
      queryClient.setQueryData<RoomStateDto>(liveStudyKeys.room(roomId), (state) =>
        state
          ? {
              ...state,
              passage,
              focusVerse: null,
              raisedHands: [],
              people: state.people.map((person) => ({ ...person, raisedHandVerse: null })),
            }
          : state,
      );
    },
  });
}
