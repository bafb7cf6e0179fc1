import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "@client/lib/api-client";
import { invalidateMarks } from "../lib/invalidate-marks";

/** DELETE /api/bible/bookmarks/:id (204). */
export const deleteBookmark = (id: string) => unwrap(api.bible.bookmarks[":id"].$delete({ param: { id } }));

export function useDeleteBookmark(where: { book: string; chapter: number }) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteBookmark, onSettled: () => invalidateMarks(queryClient, where) });
}
