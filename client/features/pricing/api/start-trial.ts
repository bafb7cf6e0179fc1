import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "@client/lib/api-client";

/** POST /api/trial/start: every outcome the member can cause is a 200 with a status and message. */
export const startTrial = () => unwrap(api.trial.start.$post());

export function useStartTrial() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startTrial,
    onSuccess: (result) => {
      // The plan changed, and with it what every screen may show: refetch whatever is on screen.
      if (result.status === "activated") void queryClient.invalidateQueries();
    },
  });
}
