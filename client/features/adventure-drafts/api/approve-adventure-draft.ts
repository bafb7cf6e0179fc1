import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { AdventureDraftDto } from "@common/schemas/adventure-drafts";
import { apiRequest } from "@client/lib/api-client";
import { draftKeys } from "../lib/draft-keys";

/**
 * POST /api/admin/adventure-drafts/:id/approve: the hunt joins the edition rotation, the puzzle the escape bank.
 * 409 draft_has_problems / draft_not_pending.
 */
export const approveAdventureDraft = (id: string) =>
  apiRequest<AdventureDraftDto>(`/admin/adventure-drafts/${encodeURIComponent(id)}/approve`, "POST");

export function useApproveAdventureDraft() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: approveAdventureDraft,
    // A refusal (already reviewed elsewhere) is also news for the list.
    onSettled: () => void queryClient.invalidateQueries({ queryKey: draftKeys.list() }),
  });
}
