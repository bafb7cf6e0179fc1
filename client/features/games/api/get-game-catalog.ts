import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, unwrap } from "@client/lib/api-client";
import { gameKeys } from "@client/lib/query-keys";

/**
 * GET /api/games/catalog: the hub's data (games.md §2) with the member's plan already applied by the server —
 * the live adult games with their locks and personal bests, the kids lock, unfinished runs and recent bests.
 */
export const getGameCatalog = () => unwrap(api.games.catalog.$get());

export const gameCatalogQueryOptions = () =>
  queryOptions({ queryKey: gameKeys.catalog(), queryFn: getGameCatalog });

export const useGameCatalog = () => useQuery(gameCatalogQueryOptions());
