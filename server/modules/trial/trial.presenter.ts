import { trialMessages } from "@common/constants/messages";
import type { StartTrialResult } from "@common/schemas/trial";
import type { TrialOutcome } from "./trial.service";

const messages = {
  already_student: trialMessages.alreadyStudent,
  already_subscribed: trialMessages.alreadySubscribed,
  trial_active: trialMessages.trialAlreadyActive,
  trial_used: trialMessages.trialAlreadyUsed,
} as const;

export function presentTrialOutcome(outcome: TrialOutcome): StartTrialResult {
  if (outcome.kind === "activated") {
    return {
      status: "activated",
      message: trialMessages.trialActivated,
      trialEndsAt: outcome.trialEndsAt.toISOString(),
    };
  }
  return { status: outcome.kind, message: messages[outcome.kind] };
}
