// The memory verses API (common/schemas/bible.ts is the contract) and the app-wide review queue filtered to
// memory verses (common/schemas/palace.ts ReviewCardDto). Plain fetch + the shared unwrap, typed by the DTOs.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type {
  ChapterDto,
  MemoryListDto,
  MemoryStatsDto,
  MemoryVerseDto,
  QuizAnswerDto,
  QuizFinishDto,
  QuizStartDto,
  TranslationId,
} from "@common/schemas/bible";
import type { GradeResultDto, ReviewQueueDto, ReviewRating } from "@common/schemas/palace";
import { ApiError, apiRequest } from "@client/lib/api-client";

export const memoryKeys = {
  all: ["memory"] as const,
  list: () => ["memory", "verses"] as const,
  queue: () => ["memory", "queue"] as const,
  stats: () => ["memory", "stats"] as const,
  chapter: (translation: TranslationId, book: string, chapter: number) =>
    ["bible", "chapter", translation, book, chapter] as const,
};

/** A 402 (plan) or 404 is an answer, not a hiccup: don't retry those. */
const retryUnlessAnswered = (count: number, error: unknown) =>
  count < 2 && !(error instanceof ApiError && [401, 402, 403, 404].includes(error.status));

export const useMemoryList = () =>
  useQuery({
    queryKey: memoryKeys.list(),
    queryFn: () => apiRequest<MemoryListDto>("/memory/verses"),
    retry: retryUnlessAnswered,
  });

export const useMemoryQueue = (enabled = true) =>
  useQuery({
    queryKey: memoryKeys.queue(),
    queryFn: () => apiRequest<ReviewQueueDto>("/review/queue?subject=memory_verse"),
    enabled,
    retry: retryUnlessAnswered,
  });

export const useMemoryStats = () =>
  useQuery({
    queryKey: memoryKeys.stats(),
    queryFn: () => apiRequest<MemoryStatsDto>("/memory/stats"),
    retry: retryUnlessAnswered,
  });

/** The chapter text of the Bible API, for the Add verse dialog's read-only preview. Chapters never change. */
export const fetchChapter = (translation: TranslationId, book: string, chapter: number) =>
  apiRequest<ChapterDto>(`/bible/${translation}/${encodeURIComponent(book)}/${chapter}`);

function useInvalidateMemory() {
  const queryClient = useQueryClient();
  // Memory cards also count in the app-wide review queue (palace review, dashboard).
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: memoryKeys.all }),
      queryClient.invalidateQueries({ queryKey: ["palace", "review"] }),
    ]);
}

export function useAddVerse() {
  const invalidate = useInvalidateMemory();
  return useMutation({
    mutationFn: (input: { reference: string; translation: TranslationId; note: string | null }) =>
      apiRequest<MemoryVerseDto>("/memory/verses", "POST", input),
    onSuccess: invalidate,
  });
}

export function useUpdateNote() {
  const invalidate = useInvalidateMemory();
  return useMutation({
    mutationFn: ({ id, note }: { id: string; note: string | null }) =>
      apiRequest<MemoryVerseDto>(`/memory/verses/${id}`, "PATCH", { note }),
    onSuccess: invalidate,
  });
}

export function useRemoveVerse() {
  const invalidate = useInvalidateMemory();
  return useMutation({
    mutationFn: (id: string) => apiRequest<unknown>(`/memory/verses/${id}`, "DELETE"),
    onSuccess: invalidate,
  });
}

/** Grades a memory card; the due counts refresh at once (a review session keeps its own snapshot of cards). */
export function useGradeMemoryCard() {
  const invalidate = useInvalidateMemory();
  return useMutation({
    mutationFn: ({ cardId, rating }: { cardId: string; rating: ReviewRating }) =>
      apiRequest<GradeResultDto>(`/review/cards/${cardId}/grade`, "POST", { rating }),
    onSuccess: invalidate,
  });
}

export const startQuiz = () => apiRequest<QuizStartDto>("/memory/quiz", "POST");
export const answerQuiz = (quizId: string, verseId: string, answer: string) =>
  apiRequest<QuizAnswerDto>(`/memory/quiz/${quizId}/answer`, "POST", { verseId, answer });
export const finishQuiz = (quizId: string) =>
  apiRequest<QuizFinishDto>(`/memory/quiz/${quizId}/finish`, "POST");
