import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ChapterAnnotationsDto, HighlightColor } from "@common/schemas/bible";
import { api, unwrap } from "@client/lib/api-client";
import { bibleKeys } from "@client/lib/query-keys";
import { invalidateMarks } from "../lib/invalidate-marks";

type SetHighlight = { verseKeys: number[]; color: HighlightColor | null };

/** PUT /api/bible/highlights: one colour for the given verses (null clears them). */
export const setHighlight = (input: SetHighlight) => unwrap(api.bible.highlights.$put({ json: input }));

export function useSetHighlight(where: { book: string; chapter: number }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setHighlight,
    // Optimistic: the colour shows at once; a failure rolls back through the refetch.
    onMutate: ({ verseKeys, color }) => {
      queryClient.setQueryData<ChapterAnnotationsDto>(
        bibleKeys.annotations(where.book, where.chapter),
        (old) => {
          if (!old) return old;
          const rest = old.highlights.filter((h) => !verseKeys.includes(h.verseKey));
          return {
            ...old,
            highlights: color ? [...rest, ...verseKeys.map((verseKey) => ({ verseKey, color }))] : rest,
          };
        },
      );
    },
    onSettled: () => invalidateMarks(queryClient, where),
  });
}
