import type { QueryClient } from "@tanstack/react-query";
import { palaceKeys, reviewKeys } from "@client/lib/query-keys";

/**
 * After any palace write: XP, room progress, entries and the palace's review cards (an attempt can add some)
 * may all have changed. Only the queries on screen refetch; the rest are marked stale.
 */
export const invalidatePalace = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: palaceKeys.all }),
    queryClient.invalidateQueries({ queryKey: reviewKeys.all }),
  ]);
