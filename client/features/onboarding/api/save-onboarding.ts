import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { SaveOnboardingInput } from "@common/schemas/onboarding";
import { api, unwrap } from "@client/lib/api-client";
import { onboardingKeys } from "@client/lib/query-keys";

export const saveOnboarding = (input: SaveOnboardingInput) => unwrap(api.onboarding.$put({ json: input }));

export function useSaveOnboarding() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveOnboarding,
    onSuccess: (saved) => queryClient.setQueryData(onboardingKeys.mine(), saved),
  });
}
