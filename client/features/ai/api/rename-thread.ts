import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "@client/lib/api-client";
import { aiKeys } from "@client/lib/query-keys";

/** PATCH /api/ai/threads/:id { title }: 1–80 characters after trimming (the caller never sends an empty one). */
export const renameThread = (id: string, title: string) =>
  unwrap(api.ai.threads[":id"].$patch({ param: { id: encodeURIComponent(id) }, json: { title } }));

export function useRenameThread() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, title }: { id: string; title: string }) => renameThread(id, title),
    onSettled: (_data, _error, { id }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: aiKeys.threadLists() }),
        queryClient.invalidateQueries({ queryKey: aiKeys.thread(id) }),
      ]),
  });
}
