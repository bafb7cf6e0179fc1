import { useMutation } from "@tanstack/react-query";
import type { StartTrialResult } from "@common/schemas/trial";
import { api, unwrap } from "@client/lib/api-client";

/**
 * POST /api/trial/start (screens §2.3; the trial module decides). Every outcome the member can
 * cause is a 200 with the spec's message to show; only real failures throw.
 */
export const startTrial = (): Promise<StartTrialResult> => unwrap(api.trial.start.$post());

export const useStartTrial = (options: { onSettled?: () => unknown } = {}) =>
  useMutation({ mutationFn: startTrial, onSettled: options.onSettled });
