import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, unwrap } from "@client/lib/api-client";
import { challengeKeys } from "@client/features/challenges/lib/challenge-keys";

/** GET /api/challenges/today — today's card, the member's submission today if any, and a free member's week. */
export const getTodayChallenge = () => unwrap(api.challenges.today.$get());

export const todayChallengeQueryOptions = () =>
  queryOptions({ queryKey: challengeKeys.today(), queryFn: getTodayChallenge });

/** Refetched on focus: a page left open past midnight shows the new day's challenge when the member returns. */
export const useTodayChallenge = () =>
  useQuery({ ...todayChallengeQueryOptions(), refetchOnWindowFocus: true });
