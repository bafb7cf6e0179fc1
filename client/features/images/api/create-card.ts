import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import type { verseCardInput } from "@common/schemas/images";
import { api, unwrap } from "@client/lib/api-client";
import { imageKeys } from "@client/lib/query-keys";

/** POST /api/images/cards: the card drawn and kept in the member's images (private). */
export const createCard = (input: z.output<typeof verseCardInput>) =>
  unwrap(api.images.cards.$post({ json: input }));

export function useCreateCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCard,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: imageKeys.lists() }),
  });
}
