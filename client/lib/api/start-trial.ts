import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "@client/lib/api-client";
import { profileKeys } from "@client/lib/query-keys";

/**
 * POST /api/trial/start (screens §2.3; the trial module decides). Every outcome the member can cause is a 200
 * with the spec's message to show; only real failures (401, 500) throw. Shared by the pricing, access and
 * onboarding pages and the upgrade prompt, which differ only in what they do with the answer.
 */
export const startTrial = () => unwrap(api.trial.start.$post());

export function useStartTrial() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startTrial,
    // Settled before the caller's own callbacks run, so what it shows next matches the server. Activated: the
    // plan changed, and with it what every screen may show. Any other answer or a failure: the plan on screen
    // may be stale (a trial started in another tab), so the profile, where the plan lives, refetches.
    onSettled: (result) =>
      result?.status === "activated"
        ? queryClient.invalidateQueries()
        : queryClient.invalidateQueries({ queryKey: profileKeys.me() }),
  });
}
