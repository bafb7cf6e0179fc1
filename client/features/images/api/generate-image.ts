import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { GenerateImageInput } from "@common/schemas/images";
import { api, unwrap } from "@client/lib/api-client";
import { aiKeys, imageKeys } from "@client/lib/query-keys";

/**
 * POST /api/images/generate (ai.md §3.11 Generate with AI): the picture, already in My images (private), and the
 * questions left. One question and one of the day's pictures; nothing is counted when it fails.
 */
export const generateImage = (input: GenerateImageInput) =>
  unwrap(api.images.generate.$post({ json: input }));

export function useGenerateImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: generateImage,
    onSuccess: (made) => {
      queryClient.setQueryData(aiKeys.quota(), made.quota);
      void queryClient.invalidateQueries({ queryKey: imageKeys.lists() });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: aiKeys.quota() }),
  });
}
