import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { UpdateSettingsInput } from "@common/schemas/settings";
import { api, unwrap } from "@client/lib/api-client";
import { settingsKeys } from "@client/lib/query-keys";

/** PATCH /api/settings; 402 plan_required when the plan doesn't include the preference. */
export const updateSettings = (input: UpdateSettingsInput) => unwrap(api.settings.$patch({ json: input }));

export function useUpdateSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSettings,
    onSuccess: (settings) => queryClient.setQueryData(settingsKeys.mine(), settings),
    // A 402 means the plan changed under us (e.g. the trial just ended): re-read what is allowed.
    onError: () => queryClient.invalidateQueries({ queryKey: settingsKeys.mine() }),
  });
}
