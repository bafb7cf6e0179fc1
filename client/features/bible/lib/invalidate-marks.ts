import type { QueryClient } from "@tanstack/react-query";
import { bibleKeys } from "@client/lib/query-keys";

/** After a change to the member's marks, the chapter's marks and the Bible home's lists are stale. */
export const invalidateMarks = (
  queryClient: QueryClient,
  { book, chapter }: { book: string; chapter: number },
) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: bibleKeys.annotations(book, chapter) }),
    queryClient.invalidateQueries({ queryKey: bibleKeys.me() }),
  ]);
