import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "@client/lib/api-client";
import { invalidateMemory } from "../lib/invalidate-memory";

/** DELETE /api/memory/verses/:id (204): the verse and its review card. */
export const deleteMemoryVerse = (id: string) => unwrap(api.memory.verses[":id"].$delete({ param: { id } }));

export function useDeleteMemoryVerse() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteMemoryVerse, onSuccess: () => invalidateMemory(queryClient) });
}
