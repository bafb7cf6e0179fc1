import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ReferralsDto } from "@common/schemas/referrals";
import { api, unwrap } from "@client/lib/api-client";
import { referralKeys } from "@client/lib/query-keys";

/** GET /api/referrals: code, link, tiles and the list of friends (public names only). */
export const getMyReferrals = (): Promise<ReferralsDto> => unwrap(api.referrals.$get());

export const myReferralsQueryOptions = () =>
  queryOptions({
    queryKey: referralKeys.mine(),
    queryFn: getMyReferrals,
    // Rewards arrive over realtime; sign-ups are also picked up by this poll, within a minute (REF-1).
    refetchInterval: 30_000,
  });

export const useMyReferrals = () => useQuery(myReferralsQueryOptions());
