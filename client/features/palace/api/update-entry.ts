import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { UpdateEntryInput } from "@common/schemas/palace";
import { api, unwrap } from "@client/lib/api-client";
import { invalidatePalace } from "../lib/invalidate-palace";

/** PATCH /api/palace/entries/:id: an edited entry, judged again when `check` is set. */
export const updateEntry = ({ id, input }: { id: string; input: UpdateEntryInput }) =>
  unwrap(api.palace.entries[":id"].$patch({ param: { id }, json: input }));

export function useUpdateEntry() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateEntry, onSettled: () => invalidatePalace(queryClient) });
}
