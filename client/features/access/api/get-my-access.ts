import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, unwrap } from "@client/lib/api-client";
import { accessKeys } from "./keys";

/** The member's plan and its sources as the server computed them, and the zone to show dates in. */
export const getMyAccess = async () => {
  const profile = await unwrap(api.profile.me.$get());
  return { access: profile.access, timeZone: profile.timeZone };
};

export type MyAccess = Awaited<ReturnType<typeof getMyAccess>>;

export const myAccessQueryOptions = () => queryOptions({ queryKey: accessKeys.mine(), queryFn: getMyAccess });

export const useMyAccess = () => useQuery(myAccessQueryOptions());
