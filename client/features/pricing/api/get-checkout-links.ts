import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, unwrap } from "@client/lib/api-client";
import { pricingKeys } from "@client/lib/query-keys";

/** The member's own checkout link per paid plan (null when that plan has none configured). */
export const getCheckoutLinks = () => unwrap(api.plans.checkout.$get());

export const checkoutLinksQueryOptions = () =>
  queryOptions({ queryKey: pricingKeys.checkoutLinks(), queryFn: getCheckoutLinks, staleTime: Infinity });

export const useCheckoutLinks = (options: { enabled: boolean }) =>
  useQuery({ ...checkoutLinksQueryOptions(), enabled: options.enabled });
