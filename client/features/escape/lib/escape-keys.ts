import { gameKeys } from "@client/lib/query-keys";

/**
 * The escape rooms' TanStack Query keys. They sit under `gameKeys.all`: the rooms are games (their results go to
 * `game_results` and the hub's points), so refreshing the games area refreshes them too.
 */
export const escapeKeys = {
  all: [...gameKeys.all, "escape"] as const,
  lists: () => [...escapeKeys.all, "list"] as const,
  room: (roomId: string) => [...escapeKeys.all, "room", roomId] as const,
  leaderboard: (roomId: string) => [...escapeKeys.all, "leaderboard", roomId] as const,
};
