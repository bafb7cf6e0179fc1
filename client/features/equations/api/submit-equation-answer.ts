import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { EquationAnswerInput } from "@common/schemas/equations";
import { api, unwrap } from "@client/lib/api-client";
import { profileKeys } from "@client/lib/query-keys";
import { equationKeys } from "@client/features/equations/lib/equation-keys";

/** POST /api/equations/:puzzleId/answer — judged on the server; the result carries our explanation. */
export const submitEquationAnswer = ({ puzzleId, ...json }: EquationAnswerInput & { puzzleId: string }) =>
  unwrap(api.equations[":puzzleId"].answer.$post({ param: { puzzleId }, json }));

export function useSubmitEquationAnswer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitEquationAnswer,
    onSuccess: (result) => {
      // The lifetime stats change with every answer; points change the profile's total.
      void queryClient.invalidateQueries({ queryKey: equationKeys.stats() });
      if (result.points > 0) void queryClient.invalidateQueries({ queryKey: profileKeys.me() });
    },
  });
}
