import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, unwrap } from "@client/lib/api-client";
import { gameKeys } from "@client/lib/query-keys";

/**
 * GET /api/games/kids: the kids catalogue (games.md §4.19) with the member's plan applied by the server — whether
 * kids games are locked, and each game's bands and the stars earned so far.
 */
export const getKidsCatalog = () => unwrap(api.games.kids.$get());

/**
 * Kept under the hub catalogue's key: a finished run refreshes `gameKeys.catalog()` (answer-game-round), and with it
 * the stars shown here.
 */
export const kidsCatalogQueryKey = () => [...gameKeys.catalog(), "kids"] as const;

export const kidsCatalogQueryOptions = () =>
  queryOptions({ queryKey: kidsCatalogQueryKey(), queryFn: getKidsCatalog });

export const useKidsCatalog = () => useQuery(kidsCatalogQueryOptions());
