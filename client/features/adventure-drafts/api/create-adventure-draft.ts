import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { AdventureDraftDto, CreateAdventureDraftInput } from "@common/schemas/adventure-drafts";
import { apiRequest } from "@client/lib/api-client";
import { draftKeys } from "../lib/draft-keys";

/**
 * POST /api/admin/adventure-drafts (201): the model writes a hunt or a puzzle, the server checks it and stores it
 * pending with its problems. It can take many seconds. 409 generation_unavailable without a model, 502 ai_bad_output
 * when the answer stays unreadable, the AI layer's codes when the provider fails.
 */
export const createAdventureDraft = (input: CreateAdventureDraftInput) =>
  apiRequest<AdventureDraftDto>("/admin/adventure-drafts", "POST", input);

/** The new draft joins the top of the list; a refusal re-reads whether drafting is possible. */
export function useCreateAdventureDraft() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAdventureDraft,
    onSettled: () => void queryClient.invalidateQueries({ queryKey: draftKeys.all }),
  });
}
