import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "@client/lib/api-client";
import { memoryKeys } from "@client/lib/query-keys";

/** POST /api/memory/quiz/:id/finish: the final score, and the member's best. */
export const finishQuiz = (quizId: string) =>
  unwrap(api.memory.quiz[":id"].finish.$post({ param: { id: quizId } }));

export function useFinishQuiz() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: finishQuiz,
    // The hall's stats show the best score.
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: memoryKeys.stats() }),
  });
}
