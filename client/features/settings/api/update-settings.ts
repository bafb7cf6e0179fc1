import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { UpdateSettingsInput } from "@common/schemas/settings";
import { api, unwrap } from "@client/lib/api-client";
import { settingsKeys } from "@client/lib/query-keys";
import { leaderboardKeys } from "@client/lib/study-query-keys";

/** PATCH /api/settings (one switch or more); 402 plan_required when the plan doesn't include the preference. */
export const updateSettings = (input: UpdateSettingsInput) => unwrap(api.settings.$patch({ json: input }));

export function useUpdateSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSettings,
    onSuccess: (settings, input) => {
      queryClient.setQueryData(settingsKeys.mine(), settings);
      // "Show me on leaderboards" changes the member's rank and everyone's lists.
      if (input.leaderboardVisible !== undefined)
        void queryClient.invalidateQueries({ queryKey: leaderboardKeys.all });
    },
    // A 402 means the plan changed under us (e.g. the trial just ended): re-read what is allowed.
    onError: () => queryClient.invalidateQueries({ queryKey: settingsKeys.mine() }),
  });
}
