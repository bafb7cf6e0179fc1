import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "@client/lib/api-client";
import { invalidateMemory } from "../lib/invalidate-memory";

/** PATCH /api/memory/verses/:id: the member's note on a verse (null clears it). */
export const updateMemoryVerse = ({ id, note }: { id: string; note: string | null }) =>
  unwrap(api.memory.verses[":id"].$patch({ param: { id }, json: { note } }));

export function useUpdateMemoryVerse() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateMemoryVerse, onSuccess: () => invalidateMemory(queryClient) });
}
