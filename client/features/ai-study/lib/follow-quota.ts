import { useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { type AiQuotaDto, aiQuotaDto } from "@common/schemas/ai";
import { ApiError } from "@client/lib/api-client";
import { aiKeys } from "@client/lib/query-keys";

/** The quota a study answer or a §1.8 error carries (the server sends it with every counted or refunded question). */
function quotaOf(result: unknown, error: unknown): AiQuotaDto | null {
  const fromResult = (result as { quota?: unknown } | undefined)?.quota;
  const fromError =
    error instanceof ApiError ? (error.details as { quota?: unknown } | undefined)?.quota : null;
  const parsed = aiQuotaDto.safeParse(fromResult ?? fromError);
  return parsed.success ? parsed.data : null;
}

/**
 * The questions-left chip follows every room and verse answer (ai.md §1.5): the quota it carries is written into the
 * shared quota query; an answer without one (a refusal at the limit) has the chip re-read.
 */
export function useFollowQuota() {
  const queryClient = useQueryClient();
  return useCallback(
    (result: unknown, error: unknown) => {
      const quota = quotaOf(result, error);
      if (quota) queryClient.setQueryData(aiKeys.quota(), quota);
      else if (error) void queryClient.invalidateQueries({ queryKey: aiKeys.quota() });
    },
    [queryClient],
  );
}
