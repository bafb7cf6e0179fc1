import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import type { deepDiveInput } from "@common/schemas/research";
import { api, unwrap } from "@client/lib/api-client";
import { aiKeys, researchKeys } from "@client/lib/query-keys";

/** POST /api/research/:id/deep-dives: a deep dive saved as a child note of the report (one counted question). */
export const addDeepDive = ({ noteId, input }: { noteId: string; input: z.output<typeof deepDiveInput> }) =>
  unwrap(api.research[":id"]["deep-dives"].$post({ param: { id: encodeURIComponent(noteId) }, json: input }));

export function useAddDeepDive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addDeepDive,
    onSuccess: (dive) => {
      void queryClient.invalidateQueries({ queryKey: researchKeys.note(dive.parentId) });
      void queryClient.invalidateQueries({ queryKey: researchKeys.lists() });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: aiKeys.quota() }),
  });
}
