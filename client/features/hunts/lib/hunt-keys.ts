import type { HuntDifficultyId } from "@common/schemas/hunts";
import { gameKeys } from "@client/lib/query-keys";

/**
 * The treasure hunts' TanStack Query keys. They sit under `gameKeys.all`: the hunts are games (the hub's Continue
 * lists an unfinished hunt, games.md §2.1 item 3), so refreshing the games area refreshes them too.
 */
export const huntKeys = {
  all: [...gameKeys.all, "hunts"] as const,
  lists: () => [...huntKeys.all, "list"] as const,
  list: (difficulty: HuntDifficultyId | null) => [...huntKeys.lists(), difficulty ?? "all"] as const,
  hunt: (huntId: string) => [...huntKeys.all, "hunt", huntId] as const,
  leaderboard: (huntId: string) => [...huntKeys.all, "leaderboard", huntId] as const,
};
