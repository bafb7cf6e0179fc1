import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { WordPictureInput } from "@common/schemas/images";
import { api, unwrap } from "@client/lib/api-client";
import { aiKeys } from "@client/lib/query-keys";

/** POST /api/images/word-picture (ai.md §3.11): a 2–3 sentence scene from a verse for the description. One question. */
export const writeWordPicture = (input: WordPictureInput) =>
  unwrap(api.images["word-picture"].$post({ json: input }));

export function useWriteWordPicture() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: writeWordPicture,
    onSuccess: (answer) => queryClient.setQueryData(aiKeys.quota(), answer.quota),
    onSettled: () => queryClient.invalidateQueries({ queryKey: aiKeys.quota() }),
  });
}
