import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "@client/lib/api-client";
import { aiKeys } from "@client/lib/query-keys";

/** DELETE /api/ai/threads/:id: the thread and its messages. */
export const deleteThread = (id: string) =>
  unwrap(api.ai.threads[":id"].$delete({ param: { id: encodeURIComponent(id) } }));

export function useDeleteThread() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteThread,
    onSuccess: (_data, id) => {
      queryClient.removeQueries({ queryKey: aiKeys.thread(id) });
      return queryClient.invalidateQueries({ queryKey: aiKeys.threadLists() });
    },
  });
}
