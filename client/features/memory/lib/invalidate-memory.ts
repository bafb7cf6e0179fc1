import type { QueryClient } from "@tanstack/react-query";
import { memoryKeys, reviewKeys } from "@client/lib/query-keys";

/** After a change to the member's verses: the list, the stats and the memory review queue may all differ. */
export const invalidateMemory = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: memoryKeys.all }),
    queryClient.invalidateQueries({ queryKey: reviewKeys.all }),
  ]);
