import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "@client/lib/api-client";
import { palaceKeys } from "@client/lib/query-keys";

type SubmitDrill = { drillId: string; answers: (number | string | null)[] };

/** POST /api/bible-rendered/drill/:id/submit: the answers, graded by the server (XP in the palace's `br` room). */
export const submitDrill = ({ drillId, answers }: SubmitDrill) =>
  unwrap(api["bible-rendered"].drill[":id"].submit.$post({ param: { id: drillId }, json: { answers } }));

export function useSubmitDrill() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitDrill,
    onSettled: () => void queryClient.invalidateQueries({ queryKey: palaceKeys.all }),
  });
}
