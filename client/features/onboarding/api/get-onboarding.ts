import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, unwrap } from "@client/lib/api-client";
import { onboardingKeys } from "@client/lib/query-keys";

export const getOnboarding = () => unwrap(api.onboarding.$get());

export const onboardingQueryOptions = () =>
  queryOptions({ queryKey: onboardingKeys.mine(), queryFn: getOnboarding });

export const useOnboarding = () => useQuery(onboardingQueryOptions());
