import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, unwrap } from "@client/lib/api-client";
import { achievementKeys } from "../lib/achievement-keys";

/** GET /api/achievements — every badge with the member's state, and the totals. */
export const getAchievements = () => unwrap(api.achievements.$get());

export const achievementsQueryOptions = () =>
  queryOptions({ queryKey: achievementKeys.mine(), queryFn: getAchievements });

export const useAchievements = () => useQuery(achievementsQueryOptions());
