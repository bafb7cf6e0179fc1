import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, unwrap } from "@client/lib/api-client";
import { bibleKeys } from "@client/lib/query-keys";

/**
 * GET /api/bible/annotations/:book/:chapter: the member's highlights, notes and bookmarks in a chapter. The
 * server preloads this URL for the reader (server/http/spa-preload.ts): it must stay the same.
 */
export const getChapterAnnotations = (book: string, chapter: number) =>
  unwrap(
    api.bible.annotations[":book"][":chapter"].$get({
      param: { book: encodeURIComponent(book), chapter: String(chapter) },
    }),
  );

export const chapterAnnotationsQueryOptions = (book: string, chapter: number) =>
  queryOptions({
    queryKey: bibleKeys.annotations(book, chapter),
    queryFn: () => getChapterAnnotations(book, chapter),
  });

/** Idle while the book is unknown. */
export const useChapterAnnotations = (book: string | null, chapter: number) =>
  useQuery({ ...chapterAnnotationsQueryOptions(book ?? "", chapter), enabled: book !== null });
