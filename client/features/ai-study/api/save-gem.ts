import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { InferRequestType } from "hono/client";
import { api, unwrap } from "@client/lib/api-client";
import { palaceKeys } from "@client/lib/query-keys";

/**
 * POST /api/ai/room/:roomId/gems or /api/ai/verse/gems: "Save as gem" — a draft in the Gems Room, the app's gem
 * collection. `roomId` null: from the verse assistant.
 */
export type GemJson = InferRequestType<typeof api.ai.verse.gems.$post>["json"];

export const saveGem = ({ roomId, ...json }: GemJson & { roomId: string | null }) =>
  roomId
    ? unwrap(api.ai.room[":roomId"].gems.$post({ param: { roomId: encodeURIComponent(roomId) }, json }))
    : unwrap(api.ai.verse.gems.$post({ json }));

export function useSaveGem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveGem,
    // The Gems Room's entries list gains the draft.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: palaceKeys.all }),
  });
}
