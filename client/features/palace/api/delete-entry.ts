import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "@client/lib/api-client";
import { invalidatePalace } from "../lib/invalidate-palace";

/** DELETE /api/palace/entries/:id (204). */
export const deleteEntry = (id: string) => unwrap(api.palace.entries[":id"].$delete({ param: { id } }));

export function useDeleteEntry() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteEntry, onSettled: () => invalidatePalace(queryClient) });
}
