import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "@client/lib/api-client";
import { profileKeys } from "@client/lib/query-keys";
import { toast } from "@client/lib/toast";

/**
 * POST /api/trial/start (screens §2.3; the trial module decides). Every outcome the member can cause is a 200
 * with the spec's message to show; only real failures (401, 500) throw. Shared by the pricing, access and
 * onboarding pages and the upgrade prompt, which differ only in what they do with the answer.
 */
export const startTrial = () => unwrap(api.trial.start.$post());

export type StartTrialAnswer = Awaited<ReturnType<typeof startTrial>>;

/** The server's answer as a toast: activation as a success, the others (trial used, subscribed…) as a notice. */
export function announceTrialAnswer(answer: StartTrialAnswer): void {
  if (answer.status === "activated") toast.success(answer.message);
  else toast.info(answer.message);
}

/**
 * Callers await `mutateAsync` rather than pass callbacks to `mutate`: activation refetches every query, and the
 * button that asked may be gone by the time the answer arrives (the upgrade prompt disappears as its feature
 * opens) — `mutate`'s per-call callbacks never run for an unmounted component, so the toast would be lost.
 */
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
