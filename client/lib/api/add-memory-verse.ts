import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { InferRequestType } from "hono/client";
import { api, unwrap } from "@client/lib/api-client";
import { memoryKeys, reviewKeys } from "@client/lib/query-keys";

type AddMemoryVerseInput = InferRequestType<typeof api.memory.verses.$post>["json"];

/**
 * POST /api/memory/verses: a verse (or range) for the member to memorise, with its first review card. From the
 * memory pages' Add verse dialog and the reader's Memorize action.
 */
export const addMemoryVerse = (input: AddMemoryVerseInput) =>
  unwrap(api.memory.verses.$post({ json: input }));

export function useAddMemoryVerse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addMemoryVerse,
    // The list and stats change, and the new card joins the memory review queue.
    onSuccess: () =>
      Promise.all(
        [memoryKeys.all, reviewKeys.all].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      ),
  });
}
