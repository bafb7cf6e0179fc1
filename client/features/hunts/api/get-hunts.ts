import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { HuntDifficultyId } from "@common/schemas/hunts";
import { api, unwrap } from "@client/lib/api-client";
import { huntKeys } from "@client/features/hunts/lib/hunt-keys";

/**
 * GET /api/hunts?difficulty=: today's edition and the archive (games.md §4.20), each with the member's own state,
 * what the member's plan lets them join, the referral code for the share link and the server's clock.
 */
export const getHunts = (difficulty: HuntDifficultyId | null) =>
  unwrap(api.hunts.$get({ query: difficulty ? { difficulty } : {} }));

export const huntsQueryOptions = (difficulty: HuntDifficultyId | null) =>
  queryOptions({ queryKey: huntKeys.list(difficulty), queryFn: () => getHunts(difficulty) });

/** Switching the filter keeps the last list on screen until the next one arrives. */
export const useHunts = (difficulty: HuntDifficultyId | null) =>
  useQuery({ ...huntsQueryOptions(difficulty), placeholderData: keepPreviousData });
