import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "@client/lib/api-client";
import { imageKeys } from "@client/lib/query-keys";

/** DELETE /api/images/:id: the image and its file. */
export const deleteImage = (id: string) =>
  unwrap(api.images[":id"].$delete({ param: { id: encodeURIComponent(id) } }));

export function useDeleteImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteImage,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: imageKeys.lists() }),
  });
}
