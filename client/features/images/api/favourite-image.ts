import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "@client/lib/api-client";
import { imageKeys } from "@client/lib/query-keys";

/** PUT /api/images/:id/favourite: listed under Favourites (another member's image never under My images). */
export const favouriteImage = (id: string) =>
  unwrap(api.images[":id"].favourite.$put({ param: { id: encodeURIComponent(id) } }));

export function useFavouriteImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: favouriteImage,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: imageKeys.lists() }),
  });
}
