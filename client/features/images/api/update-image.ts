import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { UpdateImageInput } from "@common/schemas/images";
import { api, unwrap } from "@client/lib/api-client";
import { imageKeys } from "@client/lib/query-keys";

/**
 * PATCH /api/images/:id: caption, reference, room or the public switch. Making an image public is moderated: the
 * answer's `visibility` may be "pending" (an upload always is, until a person approves it).
 */
export const updateImage = ({ id, input }: { id: string; input: UpdateImageInput }) =>
  unwrap(api.images[":id"].$patch({ param: { id: encodeURIComponent(id) }, json: input }));

export function useUpdateImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateImage,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: imageKeys.lists() }),
  });
}
