import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import type { updateResearchNoteInput } from "@common/schemas/research";
import { api, unwrap } from "@client/lib/api-client";
import { researchKeys } from "@client/lib/query-keys";

type Changes = z.output<typeof updateResearchNoteInput>;

/**
 * PATCH /api/research/:id : the note's own fields. The rename, pin, my-notes and public hooks below share it; each
 * caller states what it changes, and every one refreshes the note and the list.
 */
export const updateResearchNote = ({ id, changes }: { id: string; changes: Changes }) =>
  unwrap(api.research[":id"].$patch({ param: { id: encodeURIComponent(id) }, json: changes }));

export function useUpdateResearchNote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateResearchNote,
    onSuccess: (note) => {
      queryClient.setQueryData(researchKeys.note(note.id), note);
      void queryClient.invalidateQueries({ queryKey: researchKeys.lists() });
    },
  });
}
