import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { AdventureDraftDto, RejectAdventureDraftInput } from "@common/schemas/adventure-drafts";
import { apiRequest } from "@client/lib/api-client";
import { draftKeys } from "../lib/draft-keys";

/** POST /api/admin/adventure-drafts/:id/reject {note?}: the draft stays in the list as rejected. 409 draft_not_pending. */
export const rejectAdventureDraft = ({ id, ...input }: RejectAdventureDraftInput & { id: string }) =>
  apiRequest<AdventureDraftDto>(`/admin/adventure-drafts/${encodeURIComponent(id)}/reject`, "POST", input);

export function useRejectAdventureDraft() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rejectAdventureDraft,
    onSettled: () => void queryClient.invalidateQueries({ queryKey: draftKeys.list() }),
  });
}
