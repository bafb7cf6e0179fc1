import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { HuntHintInput } from "@common/schemas/hunts";
import { api, unwrap } from "@client/lib/api-client";
import { huntKeys } from "@client/features/hunts/lib/hunt-keys";

/**
 * POST /api/hunts/:huntId/hint {clueNo, level}: reveals hint 1 (the kind of answer) or hint 2 (a nudge); each costs
 * the clue points. Taking a hint already taken costs nothing more.
 */
export const takeHuntHint = ({ huntId, body }: { huntId: string; body: HuntHintInput }) =>
  unwrap(api.hunts[":huntId"].hint.$post({ param: { huntId: encodeURIComponent(huntId) }, json: body }));

/** The hint carries the hunt after it (the clue with its hint and lower worth), which becomes the cached hunt. */
export function useTakeHuntHint() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: takeHuntHint,
    onSuccess: (hint, { huntId }) => queryClient.setQueryData(huntKeys.hunt(huntId), hint.hunt),
  });
}
