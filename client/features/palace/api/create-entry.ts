import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { CreateEntryInput } from "@common/schemas/palace";
import { api, unwrap } from "@client/lib/api-client";
import { invalidatePalace } from "../lib/invalidate-palace";

/** POST /api/palace/rooms/:id/entries: a new practice or master entry, judged when `check` is set. */
export const createEntry = (roomId: string, input: CreateEntryInput) =>
  unwrap(api.palace.rooms[":id"].entries.$post({ param: { id: encodeURIComponent(roomId) }, json: input }));

export function useCreateEntry(roomId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateEntryInput) => createEntry(roomId, input),
    onSettled: () => invalidatePalace(queryClient),
  });
}
