import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "@client/lib/api-client";
import { invalidateMarks } from "../lib/invalidate-marks";

type CreateBookmark = { book: string; chapter: number; verseKey: number | null; label: string | null };

/** POST /api/bible/bookmarks: a chapter (verseKey null) or verse bookmark; an existing one is answered as is. */
export const createBookmark = (input: CreateBookmark) => unwrap(api.bible.bookmarks.$post({ json: input }));

export function useCreateBookmark(where: { book: string; chapter: number }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { verseKey: number | null; label: string | null }) =>
      createBookmark({ ...where, ...input }),
    onSettled: () => invalidateMarks(queryClient, where),
  });
}
