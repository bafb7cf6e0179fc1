import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { BlockLegendDto } from "@common/schemas/bible";
import { api, unwrap } from "@client/lib/api-client";
import { bibleRenderedKeys } from "@client/lib/query-keys";
import { invalidateLegend } from "../lib/invalidate-legend";

type SaveBlock = { number: number; glyph: string; rationale: string };

/** PUT /api/bible-rendered/blocks/:n: a block's glyph and rationale. */
export const saveBlock = ({ number, glyph, rationale }: SaveBlock) =>
  unwrap(
    api["bible-rendered"].blocks[":n"].$put({ param: { n: String(number) }, json: { glyph, rationale } }),
  );

export function useSaveBlock() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveBlock,
    onSuccess: (_result, { number, glyph, rationale }) => {
      // Show the saved glyph at once; the refetch brings the server's copy.
      queryClient.setQueryData<BlockLegendDto>(bibleRenderedKeys.legend(), (old) =>
        old
          ? {
              blocks: [
                ...old.blocks.filter((b) => b.number !== number),
                {
                  number,
                  glyph: glyph.trim(),
                  rationale: rationale.trim(),
                  updatedAt: new Date().toISOString(),
                },
              ].sort((a, b) => a.number - b.number),
            }
          : old,
      );
      void invalidateLegend(queryClient);
    },
  });
}
