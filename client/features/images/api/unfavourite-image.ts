import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "@client/lib/api-client";
import { imageKeys } from "@client/lib/query-keys";

/** DELETE /api/images/:id/favourite */
export const unfavouriteImage = (id: string) =>
  unwrap(api.images[":id"].favourite.$delete({ param: { id: encodeURIComponent(id) } }));

export function useUnfavouriteImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unfavouriteImage,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: imageKeys.lists() }),
  });
}
