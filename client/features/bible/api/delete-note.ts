import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "@client/lib/api-client";
import { invalidateMarks } from "../lib/invalidate-marks";

/** DELETE /api/bible/notes/:id (204). */
export const deleteNote = (id: string) => unwrap(api.bible.notes[":id"].$delete({ param: { id } }));

export function useDeleteNote(where: { book: string; chapter: number }) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteNote, onSettled: () => invalidateMarks(queryClient, where) });
}
