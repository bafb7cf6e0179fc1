import type { QueryClient } from "@tanstack/react-query";
import { bibleRenderedKeys, palaceKeys } from "@client/lib/query-keys";

/** The legend rows are the palace `br` room's Block Legend too: refresh both views after a change. */
export const invalidateLegend = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: bibleRenderedKeys.legend() }),
    queryClient.invalidateQueries({ queryKey: palaceKeys.all }),
  ]);
