import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "@client/lib/api-client";
import { prophecyKeys } from "@client/lib/query-keys";

/** DELETE /api/prophecy/topics/:id */
export const deleteTopic = (id: string) =>
  unwrap(api.prophecy.topics[":id"].$delete({ param: { id: encodeURIComponent(id) } }));

export function useDeleteTopic() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTopic,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: prophecyKeys.topics() }),
  });
}
