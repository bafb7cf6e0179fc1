import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { SubmitChallengeInput } from "@common/schemas/challenges";
import { api, unwrap } from "@client/lib/api-client";
import { profileKeys } from "@client/lib/query-keys";
import { challengeKeys } from "@client/features/challenges/lib/challenge-keys";

/** POST /api/challenges/today — judged on the server; 409 when today's is done, 429 when a free week is spent. */
export const submitChallenge = (json: SubmitChallengeInput) => unwrap(api.challenges.today.$post({ json }));

export function useSubmitChallenge() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitChallenge,
    onSuccess: (result) => {
      // The answer replaces the form at once; the journal gains its newest entry; points change the profile.
      queryClient.setQueryData(challengeKeys.today(), {
        date: result.date,
        challenge: result.challenge,
        submission: result.submission,
        weekly: result.weekly,
      });
      void queryClient.invalidateQueries({ queryKey: challengeKeys.journals() });
      if (result.pointsAwarded > 0) void queryClient.invalidateQueries({ queryKey: profileKeys.me() });
    },
  });
}
