import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { RoomStateDto } from "@common/schemas/live-study";
import { api, unwrap } from "@client/lib/api-client";
import { liveStudyKeys } from "@client/features/live-study/lib/live-study-keys";

/** POST /api/live-study/rooms/:id/hand — anyone present raises a hand on a verse (null lowers it). */
export const raiseHand = ({ roomId, verse }: { roomId: string; verse: number | null }) =>
  unwrap(
    api["live-study"].rooms[":id"].hand.$post({ param: { id: encodeURIComponent(roomId) }, json: { verse } }),
  );

export function useRaiseHand(roomId: string, userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (verse: number | null) => raiseHand({ roomId, verse }),
    onSuccess: (_answer, verse) =>
      queryClient.setQueryData<RoomStateDto>(liveStudyKeys.room(roomId), (state) => {
        if (!state) return state;
        const others = state.raisedHands.filter((hand) => hand.userId !== userId);
        return {
          ...state,
          raisedHands: verse === null ? others : [...others, { userId, verse }],
          people: state.people.map((person) =>
            person.user.userId === userId ? { ...person, raisedHandVerse: verse } : person,
          ),
        };
      }),
  });
}
