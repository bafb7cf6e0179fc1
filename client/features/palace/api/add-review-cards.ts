import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { InferRequestType } from "hono/client";
import { api, unwrap } from "@client/lib/api-client";
import { invalidatePalace } from "../lib/invalidate-palace";

/** POST /api/review/cards: one palace card (a room's core or identify question) into the member's queue. */
type AddReviewCardInput = InferRequestType<typeof api.review.cards.$post>["json"];

export const addReviewCard = (input: AddReviewCardInput) => unwrap(api.review.cards.$post({ json: input }));

/** A room's two cards. The identify card is a bonus: if it fails, the core card still counts. */
export function useAddReviewCards() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (roomId: string) => {
      await addReviewCard({ subjectType: "room_core", subjectId: roomId });
      await addReviewCard({ subjectType: "room_identify", subjectId: roomId }).catch(() => undefined);
    },
    onSettled: () => invalidatePalace(queryClient),
  });
}
