import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "@client/lib/api-client";
import { invalidateLegend } from "../lib/invalidate-legend";

/** DELETE /api/bible-rendered/blocks/:n (204): clears a block's glyph and rationale. */
export const deleteBlock = (number: number) =>
  unwrap(api["bible-rendered"].blocks[":n"].$delete({ param: { n: String(number) } }));

export function useDeleteBlock() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteBlock, onSettled: () => void invalidateLegend(queryClient) });
}
