import { useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import type { WorksheetDto } from "@common/schemas/bible";
import { api, unwrap } from "@client/lib/api-client";
import { quarterlyKeys } from "@client/lib/query-keys";

export type WorksheetInput = Omit<WorksheetDto, "week" | "updatedAt">;

/** PUT /api/quarterly/worksheets/:week: the whole worksheet; `keepalive` lets a save started while leaving the page finish. */
export const saveWorksheet = (week: string, input: WorksheetInput, keepalive = false) =>
  unwrap(
    api.quarterly.worksheets[":week"].$put(
      { param: { week: encodeURIComponent(week) }, json: input },
      { init: { keepalive } },
    ),
  );

/**
 * The autosave (lib/use-worksheet-autosave.ts) sends saves itself: debounced, retried, and with keepalive on the
 * way out, which a mutation hook can't do. What it needs from the cache is this: keep the cached worksheet in
 * step with local edits, so coming back to a week shows what was typed.
 */
export function useRememberWorksheet() {
  const queryClient = useQueryClient();
  return useCallback(
    (week: string, input: WorksheetInput, updatedAt: string | null) =>
      queryClient.setQueryData<WorksheetDto>(quarterlyKeys.worksheet(week), { ...input, week, updatedAt }),
    [queryClient],
  );
}
