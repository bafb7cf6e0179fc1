import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "@client/lib/api-client";
import { prophecyKeys } from "@client/lib/query-keys";

/** PATCH /api/prophecy/analyses/:id: the author's title (rename) and summary, while the signal is private. */
export const editAnalysis = ({ id, ...json }: { id: string; title?: string; summary?: string }) =>
  unwrap(api.prophecy.analyses[":id"].$patch({ param: { id: encodeURIComponent(id) }, json }));

export function useEditAnalysis() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: editAnalysis,
    onSuccess: (signal) => {
      queryClient.setQueryData(prophecyKeys.signal(signal.id), signal);
      void queryClient.invalidateQueries({ queryKey: prophecyKeys.analyses() });
    },
  });
}
