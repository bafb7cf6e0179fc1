// The Bible Rendered legend and recall drill (common/schemas/bible.ts: saveBlockInput, BlockLegendDto,
// BlockDrillDto, submitBlockDrillInput, BlockDrillResultDto).
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { BlockDrillDto, BlockDrillResultDto, BlockLegendDto } from "@common/schemas/bible";
import { apiRequest } from "@client/lib/api-client";

const call = <T>(path: string, method = "GET", body?: unknown): Promise<T> =>
  apiRequest<T>(`/bible-rendered${path}`, method, body);

export type LegendBlock = BlockLegendDto["blocks"][number];

const legendKey = ["bible-rendered", "legend"] as const;

export const useLegend = () =>
  useQuery({ queryKey: legendKey, queryFn: () => call<BlockLegendDto>("/legend") });

/** The legend rows are the palace `br` room's Block Legend too: refresh both views after a change. */
function useInvalidateLegend() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: legendKey }),
      queryClient.invalidateQueries({ queryKey: ["palace"] }),
    ]);
}

export function useSaveBlock() {
  const invalidate = useInvalidateLegend();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ number, glyph, rationale }: { number: number; glyph: string; rationale: string }) =>
      call<unknown>(`/blocks/${number}`, "PUT", { glyph, rationale }),
    onSuccess: (_result, { number, glyph, rationale }) => {
      // Show the saved glyph at once; the refetch brings the server's copy.
      queryClient.setQueryData<BlockLegendDto>(legendKey, (old) =>
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
      void invalidate();
    },
  });
}

export function useClearBlock() {
  const invalidate = useInvalidateLegend();
  return useMutation({
    mutationFn: (number: number) => call<unknown>(`/blocks/${number}`, "DELETE"),
    onSettled: () => void invalidate(),
  });
}

export const useStartDrill = () => useMutation({ mutationFn: () => call<BlockDrillDto>("/drill", "POST") });

export function useSubmitDrill() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ drillId, answers }: { drillId: string; answers: (number | string | null)[] }) =>
      call<BlockDrillResultDto>(`/drill/${drillId}/submit`, "POST", { answers }),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: ["palace"] }),
  });
}
