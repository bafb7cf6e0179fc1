import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TranslationId } from "@common/schemas/bible";
import { api, unwrap } from "@client/lib/api-client";
import { bibleKeys } from "@client/lib/query-keys";

type RecordRead = { book: string; chapter: number; translation: TranslationId };

/** POST /api/bible/reads (204): the reading record (screens §1.6), once per chapter view. */
export const recordRead = (input: RecordRead) => unwrap(api.bible.reads.$post({ json: input }));

export function useRecordRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recordRead,
    // The Bible home's Continue reading.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bibleKeys.me() }),
  });
}
