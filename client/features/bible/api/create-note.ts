import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "@client/lib/api-client";
import { invalidateMarks } from "../lib/invalidate-marks";

type CreateNote = { startKey: number; endKey: number; text: string };

/** POST /api/bible/notes: a note on a verse or range. */
export const createNote = (input: CreateNote) => unwrap(api.bible.notes.$post({ json: input }));

export function useCreateNote(where: { book: string; chapter: number }) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createNote, onSettled: () => invalidateMarks(queryClient, where) });
}
