import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "@client/lib/api-client";
import { invalidateMarks } from "../lib/invalidate-marks";

/** PATCH /api/bible/notes/:id: a note's new text. */
export const updateNote = ({ id, text }: { id: string; text: string }) =>
  unwrap(api.bible.notes[":id"].$patch({ param: { id }, json: { text } }));

export function useUpdateNote(where: { book: string; chapter: number }) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateNote, onSettled: () => invalidateMarks(queryClient, where) });
}
