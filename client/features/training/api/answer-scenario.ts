import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TrainingDto } from "@common/schemas/training";
import { api, unwrap } from "@client/lib/api-client";
import { certificateKeys, trainingKeys } from "@client/lib/study-query-keys";

/** POST /api/training/scenarios/:scenarioId/answer — judged on the server; the result carries the explanations. */
export const answerScenario = ({ scenarioId, option }: { scenarioId: string; option: number }) =>
  unwrap(api.training.scenarios[":scenarioId"].answer.$post({ param: { scenarioId }, json: { option } }));

export function useAnswerScenario() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: answerScenario,
    onSuccess: (result) => {
      // Progress counts change in place; the scenario list keeps its current (shuffled) order.
      queryClient.setQueryData(trainingKeys.mine(), (current: TrainingDto | undefined) =>
        current && current.scenarios
          ? {
              ...current,
              mastered: result.mastered,
              certificate: result.certificate
                ? {
                    id: result.certificate.id,
                    shareToken: result.certificate.shareToken,
                    isPublic: result.certificate.isPublic,
                  }
                : current.certificate,
              scenarios: current.scenarios.map((scenario) =>
                scenario.id === result.scenarioId
                  ? {
                      ...scenario,
                      attempts: scenario.attempts + 1,
                      mastered: scenario.mastered || result.correct,
                      lastCorrect: result.correct,
                    }
                  : scenario,
              ),
            }
          : current,
      );
      if (result.certificate) void queryClient.invalidateQueries({ queryKey: certificateKeys.all });
    },
  });
}
