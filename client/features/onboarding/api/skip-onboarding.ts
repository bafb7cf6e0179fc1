import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "@client/lib/api-client";
import { onboardingKeys } from "@client/lib/query-keys";

export const skipOnboarding = () => unwrap(api.onboarding.skip.$post());

export function useSkipOnboarding() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: skipOnboarding,
    onSuccess: (saved) => queryClient.setQueryData(onboardingKeys.mine(), saved),
  });
}
