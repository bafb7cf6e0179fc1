import { queryOptions, useQuery, keepPreviousData } from "@tanstack/react-query";
import type { ChapterDto, TranslationId } from "@common/schemas/bible";
import { apiRequest } from "@client/lib/api-client";
import { bibleKeys } from "@client/lib/query-keys";

/**
 * GET /api/bible/:translation/:book/:chapter: one chapter's text (the reader, the memory verse preview, the
 * quarterly's passages). Through apiRequest rather than the typed client: the server sends the chapter as
 * JSON serialised once (c.body), so AppType has no shape for it, and the reader's first request must be the
 * exact URL the server preloads for it (server/http/spa-preload.ts).
 */
export const getChapter = (translation: TranslationId, book: string, chapter: number) =>
  apiRequest<ChapterDto>(`/bible/${translation}/${encodeURIComponent(book)}/${chapter}`);

export const chapterQueryOptions = (translation: TranslationId, book: string, chapter: number) =>
  queryOptions({
    queryKey: bibleKeys.chapter(translation, book, chapter),
    queryFn: () => getChapter(translation, book, chapter),
    // Chapters never change while the app runs.
    staleTime: Infinity,
  });

/**
 * A chapter; idle while `book` is unknown. `keepPrevious` keeps the last chapter on screen while the next one
 * loads (the reader's paging).
 */
export const useChapter = (
  translation: TranslationId,
  book: string | null,
  chapter: number,
  options: { enabled?: boolean; keepPrevious?: boolean } = {},
) =>
  useQuery({
    ...chapterQueryOptions(translation, book ?? "", chapter),
    enabled: (options.enabled ?? true) && book !== null,
    placeholderData: options.keepPrevious ? keepPreviousData : undefined,
  });
