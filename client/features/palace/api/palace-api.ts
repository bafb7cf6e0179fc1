// The palace API (common/schemas/palace.ts is the contract). Plain fetch + the shared unwrap, typed by the DTOs.
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type {
  AttemptResultDto,
  CreateEntryInput,
  GradeResultDto,
  PalaceHomeDto,
  PracticeEntryDto,
  ReviewQueueDto,
  ReviewRating,
  RoomDetailDto,
  RoomProgressDto,
  SaveEntryResultDto,
  StartAttemptDto,
  StartAttemptInput,
  SubmitAttemptInput,
  UpdateEntryInput,
  XpAward,
} from "@common/schemas/palace";
import { apiRequest } from "@client/lib/api-client";

export const palaceKeys = {
  all: ["palace"] as const,
  home: () => ["palace", "home"] as const,
  room: (id: string) => ["palace", "room", id] as const,
  entries: (id: string) => ["palace", "entries", id] as const,
  review: () => ["palace", "review"] as const,
};

export const palaceHomeQuery = () =>
  queryOptions({ queryKey: palaceKeys.home(), queryFn: () => apiRequest<PalaceHomeDto>("/palace") });
export const usePalaceHome = () => useQuery(palaceHomeQuery());

export const useRoom = (id: string) =>
  useQuery({
    queryKey: palaceKeys.room(id),
    queryFn: () => apiRequest<RoomDetailDto>(`/palace/rooms/${encodeURIComponent(id)}`),
    retry: (count, error) =>
      count < 2 &&
      !(error instanceof Error && "status" in error && (error as { status: number }).status === 404),
  });

export const useEntries = (roomId: string, enabled: boolean) =>
  useQuery({
    queryKey: palaceKeys.entries(roomId),
    queryFn: () =>
      apiRequest<{ entries: PracticeEntryDto[] }>(`/palace/rooms/${encodeURIComponent(roomId)}/entries`).then(
        (r) => r.entries,
      ),
    enabled,
  });

export const useReviewQueue = () =>
  useQuery({
    queryKey: palaceKeys.review(),
    queryFn: () => apiRequest<ReviewQueueDto>("/review/queue?subject=palace"),
  });

/** After any award the home, the room and the review queue may have changed. */
function useInvalidatePalace() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: palaceKeys.all });
}

export function useLessonRead(roomId: string) {
  const invalidate = useInvalidatePalace();
  return useMutation({
    mutationFn: () =>
      apiRequest<{ award: XpAward | null; progress: RoomProgressDto }>(
        `/palace/rooms/${encodeURIComponent(roomId)}/lesson-read`,
        "POST",
      ),
    onSettled: invalidate,
  });
}

export function useCompleteRoom(roomId: string) {
  const invalidate = useInvalidatePalace();
  return useMutation({
    mutationFn: () =>
      apiRequest<{ award: XpAward | null; progress: RoomProgressDto }>(
        `/palace/rooms/${encodeURIComponent(roomId)}/complete`,
        "POST",
      ),
    onSettled: invalidate,
  });
}

export function useSaveEntry(roomId: string) {
  const invalidate = useInvalidatePalace();
  return useMutation({
    mutationFn: (input: { id?: string; create?: CreateEntryInput; update?: UpdateEntryInput }) =>
      input.id
        ? apiRequest<SaveEntryResultDto>(`/palace/entries/${input.id}`, "PATCH", input.update)
        : apiRequest<SaveEntryResultDto>(
            `/palace/rooms/${encodeURIComponent(roomId)}/entries`,
            "POST",
            input.create,
          ),
    onSettled: invalidate,
  });
}

export function useDeleteEntry() {
  const invalidate = useInvalidatePalace();
  return useMutation({
    mutationFn: (id: string) => apiRequest<unknown>(`/palace/entries/${id}`, "DELETE"),
    onSettled: invalidate,
  });
}

export function useStartAttempt(roomId: string) {
  return useMutation({
    mutationFn: (input: StartAttemptInput) =>
      apiRequest<StartAttemptDto>(`/palace/rooms/${encodeURIComponent(roomId)}/attempts`, "POST", input),
  });
}

export function useSubmitAttempt() {
  const invalidate = useInvalidatePalace();
  return useMutation({
    mutationFn: ({ attemptId, body }: { attemptId: string; body: SubmitAttemptInput }) =>
      apiRequest<AttemptResultDto>(`/palace/attempts/${attemptId}/submit`, "POST", body),
    onSettled: invalidate,
  });
}

export function useAddReviewCards() {
  const invalidate = useInvalidatePalace();
  return useMutation({
    mutationFn: async (roomId: string) => {
      await apiRequest<unknown>("/review/cards", "POST", { subjectType: "room_core", subjectId: roomId });
      await apiRequest<unknown>("/review/cards", "POST", {
        subjectType: "room_identify",
        subjectId: roomId,
      }).catch(() => undefined);
    },
    onSettled: invalidate,
  });
}

export function useGradeCard() {
  const invalidate = useInvalidatePalace();
  return useMutation({
    mutationFn: ({ cardId, rating }: { cardId: string; rating: ReviewRating }) =>
      apiRequest<GradeResultDto>(`/review/cards/${cardId}/grade`, "POST", { rating }),
    onSettled: invalidate,
  });
}
