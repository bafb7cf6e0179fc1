import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "@client/lib/api-client";
import { aiKeys, imageKeys } from "@client/lib/query-keys";

/**
 * POST /api/images/:id/variation (ai.md §3.11): a new picture from a generated image's description, style and room;
 * the original stays. One question and one of the day's pictures.
 */
export const makeVariation = (id: string) =>
  unwrap(api.images[":id"].variation.$post({ param: { id: encodeURIComponent(id) } }));

export function useMakeVariation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: makeVariation,
    onSuccess: (made) => {
      queryClient.setQueryData(aiKeys.quota(), made.quota);
      void queryClient.invalidateQueries({ queryKey: imageKeys.lists() });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: aiKeys.quota() }),
  });
}
