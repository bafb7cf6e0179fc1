import type { SermonCoachStep, SermonDraft, SermonGuidanceMap } from "@common/schemas/sermons";
import type { SermonAiKit, SermonError } from "./kit";

export type UpdateDraft = (update: (draft: SermonDraft) => SermonDraft) => void;

/** What each step's coach needs from the builder. */
export type CoachState<S extends SermonCoachStep> = {
  guidance: SermonGuidanceMap[S];
  pending: boolean;
  error: SermonError | null;
  kit: SermonAiKit;
  onCoach: (offline: boolean) => void;
};

export type StepProps<S extends SermonCoachStep> = {
  draft: SermonDraft;
  update: UpdateDraft;
  coach: CoachState<S>;
};
