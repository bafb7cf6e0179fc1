import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, unwrap } from "../../../lib/api-client";
import { pricingKeys } from "./keys";

/**
 * The member's plan as the server computed it (GET /api/profile/me → access), plus the time zone
 * its dates are shown in. The pricing page reads the same endpoint as the profile feature through
 * its own query, since features do not import each other.
 */
export const getMyAccess = async () => {
  const profile = await unwrap(api.profile.me.$get());
  return { access: profile.access, timeZone: profile.timeZone };
};

export type MyAccess = Awaited<ReturnType<typeof getMyAccess>>;

export const myAccessQueryOptions = () =>
  queryOptions({
    queryKey: pricingKeys.myAccess(),
    queryFn: getMyAccess,
    // A member who paid in the checkout tab comes back to this one: show the new plan at once.
    refetchOnWindowFocus: "always",
  });

export const useMyAccess = (options: { enabled: boolean }) => useQuery({ ...myAccessQueryOptions(), enabled: options.enabled });
