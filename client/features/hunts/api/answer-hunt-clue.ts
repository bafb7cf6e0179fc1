import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { HuntAnswerInput } from "@common/schemas/hunts";
import { api, unwrap } from "@client/lib/api-client";
import { gameKeys } from "@client/lib/query-keys";
import { huntKeys } from "@client/features/hunts/lib/hunt-keys";

/**
 * POST /api/hunts/:huntId/answer {clueNo, answer}: judged on the server. Right → the explanation and the next clue
 * (or the result); wrong → "Not quite. Try again or take a hint" and one more wrong try on the clue. 409
 * `hunt_expired` once the 24 hours are over, 429 `rate_limited` after too many wrong tries.
 */
export const answerHuntClue = ({ huntId, body }: { huntId: string; body: HuntAnswerInput }) =>
  unwrap(api.hunts[":huntId"].answer.$post({ param: { huntId: encodeURIComponent(huntId) }, json: body }));

/** The answer carries the hunt after it, which becomes the cached hunt; a finished hunt refreshes the lists. */
export function useAnswerHuntClue() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: answerHuntClue,
    onSuccess: (answer, { huntId }) => {
      queryClient.setQueryData(huntKeys.hunt(huntId), answer.hunt);
      if (!answer.correct) return;
      void queryClient.invalidateQueries({ queryKey: huntKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: gameKeys.catalog() });
      if (answer.completed) void queryClient.invalidateQueries({ queryKey: huntKeys.leaderboard(huntId) });
    },
  });
}
