// The Bible API (common/schemas/bible.ts is the contract): chapters, the member's marks, reading
// records, Strong's and memory verses. Plain fetch + the shared unwrap, typed by the DTOs.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type {
  BookmarkDto,
  ChapterAnnotationsDto,
  ChapterDto,
  HighlightColor,
  LikelyStrongsDto,
  MemoryVerseDto,
  MyBibleDto,
  NoteDto,
  StrongsEntryDto,
  TranslationDto,
  TranslationId,
} from "@common/schemas/bible";
import type { PalaceHomeDto } from "@common/schemas/palace";
import { ApiError, apiRequest } from "@client/lib/api-client";

const seg = encodeURIComponent;

export const bibleKeys = {
  all: ["bible"] as const,
  translations: () => ["bible", "translations"] as const,
  chapter: (t: TranslationId, book: string, chapter: number) =>
    ["bible", "chapter", t, book, chapter] as const,
  annotations: (book: string, chapter: number) => ["bible", "annotations", book, chapter] as const,
  me: () => ["bible", "me"] as const,
  strongs: (number: string) => ["bible", "strongs", number.toUpperCase()] as const,
  likely: (book: string, word: string) => ["bible", "strongs-likely", book, word.toLowerCase()] as const,
};

const notFound = (error: unknown) =>
  error instanceof ApiError && (error.status === 404 || error.status === 400);
const retryUnlessMissing = (count: number, error: unknown) => count < 2 && !notFound(error);

export const useTranslations = () =>
  useQuery({
    queryKey: bibleKeys.translations(),
    queryFn: () =>
      apiRequest<{ translations: TranslationDto[] } | TranslationDto[]>("/bible/translations").then((r) =>
        Array.isArray(r) ? r : r.translations,
      ),
    staleTime: Infinity,
  });

/** One chapter; the previous chapter stays on screen while the next one loads. */
export const useChapter = (
  translation: TranslationId,
  book: string | null,
  chapter: number,
  enabled = true,
) =>
  useQuery({
    queryKey: bibleKeys.chapter(translation, book ?? "", chapter),
    queryFn: () => apiRequest<ChapterDto>(`/bible/${translation}/${seg(book ?? "")}/${chapter}`),
    enabled: enabled && book !== null,
    staleTime: Infinity,
    placeholderData: keepPreviousData,
    retry: retryUnlessMissing,
  });

export const useChapterAnnotations = (book: string | null, chapter: number) =>
  useQuery({
    queryKey: bibleKeys.annotations(book ?? "", chapter),
    queryFn: () => apiRequest<ChapterAnnotationsDto>(`/bible/annotations/${seg(book ?? "")}/${chapter}`),
    enabled: book !== null,
  });

export const useMyBible = () =>
  useQuery({ queryKey: bibleKeys.me(), queryFn: () => apiRequest<MyBibleDto>("/bible/me") });

/** After a change to the member's marks, the chapter's marks and the home lists are stale. */
function useInvalidateMarks() {
  const queryClient = useQueryClient();
  return (book: string, chapter: number) =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: bibleKeys.annotations(book, chapter) }),
      queryClient.invalidateQueries({ queryKey: bibleKeys.me() }),
    ]);
}

type Where = { book: string; chapter: number };

export function useSetHighlight({ book, chapter }: Where) {
  const queryClient = useQueryClient();
  const invalidate = useInvalidateMarks();
  return useMutation({
    mutationFn: (input: { verseKeys: number[]; color: HighlightColor | null }) =>
      apiRequest<unknown>("/bible/highlights", "PUT", input),
    // Optimistic: the colour shows at once; a failure rolls back through the refetch.
    onMutate: ({ verseKeys, color }) => {
      queryClient.setQueryData<ChapterAnnotationsDto>(bibleKeys.annotations(book, chapter), (old) => {
        if (!old) return old;
        const rest = old.highlights.filter((h) => !verseKeys.includes(h.verseKey));
        return {
          ...old,
          highlights: color ? [...rest, ...verseKeys.map((verseKey) => ({ verseKey, color }))] : rest,
        };
      });
    },
    onSettled: () => invalidate(book, chapter),
  });
}

export function useCreateNote({ book, chapter }: Where) {
  const invalidate = useInvalidateMarks();
  return useMutation({
    mutationFn: (input: { startKey: number; endKey: number; text: string }) =>
      apiRequest<NoteDto>("/bible/notes", "POST", input),
    onSettled: () => invalidate(book, chapter),
  });
}

export function useUpdateNote({ book, chapter }: Where) {
  const invalidate = useInvalidateMarks();
  return useMutation({
    mutationFn: ({ id, text }: { id: string; text: string }) =>
      apiRequest<NoteDto>(`/bible/notes/${seg(id)}`, "PATCH", { text }),
    onSettled: () => invalidate(book, chapter),
  });
}

export function useDeleteNote({ book, chapter }: Where) {
  const invalidate = useInvalidateMarks();
  return useMutation({
    mutationFn: (id: string) => apiRequest<unknown>(`/bible/notes/${seg(id)}`, "DELETE"),
    onSettled: () => invalidate(book, chapter),
  });
}

export function useCreateBookmark({ book, chapter }: Where) {
  const invalidate = useInvalidateMarks();
  return useMutation({
    mutationFn: (input: { verseKey: number | null; label: string | null }) =>
      apiRequest<BookmarkDto>("/bible/bookmarks", "POST", { book, chapter, ...input }),
    onSettled: () => invalidate(book, chapter),
  });
}

export function useDeleteBookmark({ book, chapter }: Where) {
  const invalidate = useInvalidateMarks();
  return useMutation({
    mutationFn: (id: string) => apiRequest<unknown>(`/bible/bookmarks/${seg(id)}`, "DELETE"),
    onSettled: () => invalidate(book, chapter),
  });
}

/** The reading record (screens §1.6): once per chapter view; refreshes Continue reading. */
export function useRecordRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { book: string; chapter: number; translation: TranslationId }) =>
      apiRequest<unknown>("/bible/reads", "POST", input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bibleKeys.me() }),
  });
}

export const useStrongsEntry = (number: string | null) =>
  useQuery({
    queryKey: bibleKeys.strongs(number ?? ""),
    queryFn: () => apiRequest<StrongsEntryDto>(`/bible/strongs/${seg((number ?? "").toUpperCase())}`),
    enabled: number !== null,
    staleTime: Infinity,
    retry: retryUnlessMissing,
  });

export const useLikelyStrongs = (book: string, word: string | null) =>
  useQuery({
    queryKey: bibleKeys.likely(book, word ?? ""),
    queryFn: () =>
      apiRequest<LikelyStrongsDto>(`/bible/strongs/likely?book=${seg(book)}&word=${seg(word ?? "")}`),
    enabled: word !== null,
    staleTime: Infinity,
    retry: retryUnlessMissing,
  });

export function useAddMemoryVerse() {
  return useMutation({
    mutationFn: (input: { reference: string; translation: TranslationId }) =>
      apiRequest<MemoryVerseDto | { verse: MemoryVerseDto }>("/memory/verses", "POST", input),
  });
}

/** The palace's room states, for "Study in the palace" (the same request and cache as the palace pages). */
export const usePalaceRoomStates = (enabled: boolean) =>
  useQuery({ queryKey: ["palace", "home"], queryFn: () => apiRequest<PalaceHomeDto>("/palace"), enabled });

export const isMissing = notFound;
