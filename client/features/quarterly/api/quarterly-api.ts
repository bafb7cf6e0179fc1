// GET/PUT /api/quarterly/worksheets/:week (common/schemas/bible.ts saveWorksheetInput, WorksheetDto) and the
// chapters of the week's passages (GET /api/bible/:translation/:book/:chapter → ChapterDto).
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import type { ChapterDto, TranslationId, WorksheetDto } from "@common/schemas/bible";
import { ApiError, unwrap } from "@client/lib/api-client";

export type WorksheetInput = Omit<WorksheetDto, "week" | "updatedAt">;

const worksheetKey = (week: string) => ["quarterly", "worksheet", week] as const;
const path = (week: string) => `/api/quarterly/worksheets/${encodeURIComponent(week)}`;

export const useWorksheet = (week: string) =>
  useQuery({
    queryKey: worksheetKey(week),
    queryFn: () => unwrap<WorksheetDto>(fetch(path(week), { credentials: "same-origin" })),
    retry: (count, error) =>
      count < 2 && !(error instanceof ApiError && [400, 401, 402, 404].includes(error.status)),
    // The page holds the edits; a background refetch must not overwrite what is being typed.
    refetchOnWindowFocus: false,
    staleTime: Infinity,
  });

/** PUT the whole worksheet; `keepalive` lets a save started while leaving the page finish. */
export function putWorksheet(week: string, input: WorksheetInput, keepalive = false): Promise<WorksheetDto> {
  return unwrap<WorksheetDto>(
    fetch(path(week), {
      method: "PUT",
      credentials: "same-origin",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(input),
      keepalive,
    }),
  );
}

/** Keeps the cached copy in step with local edits, so coming back to a week shows what was typed. */
export function useRememberWorksheet() {
  const queryClient = useQueryClient();
  return useCallback(
    (week: string, input: WorksheetInput, updatedAt: string | null) =>
      queryClient.setQueryData<WorksheetDto>(worksheetKey(week), { ...input, week, updatedAt }),
    [queryClient],
  );
}

export const useChapterText = (translation: TranslationId, book: string, chapter: number) =>
  useQuery({
    queryKey: ["bible", "chapter", translation, book, chapter],
    queryFn: () =>
      unwrap<ChapterDto>(
        fetch(`/api/bible/${translation}/${encodeURIComponent(book)}/${chapter}`, {
          credentials: "same-origin",
        }),
      ),
    staleTime: Infinity,
    retry: (count, error) =>
      count < 2 && !(error instanceof ApiError && (error.status === 404 || error.status === 400)),
  });
