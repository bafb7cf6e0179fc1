import { ArrowLeft, ArrowRight, CheckCircle2 } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { furthestStep, type SermonContent, stepProblems, stepTitles } from "@common/domain/sermons";
import {
  type SermonCoachStep,
  type SermonDraft,
  type SermonDto,
  type SermonGuidanceMap,
  type SermonStatus,
  sermonStatusLabels,
} from "@common/schemas/sermons";
import { Alert } from "@client/components/ui/alert";
import { Button } from "@client/components/ui/button";
import { toast } from "@client/lib/toast";
import { useCoachSermon } from "../api/coach-sermon";
import { useFinishSermon } from "../api/finish-sermon";
import { useSaveSermon } from "../api/save-sermon";
import { messageOf, type SermonAiKit, type SermonError, sermonErrorOf } from "../lib/kit";
import type { CoachState, UpdateDraft } from "../lib/step-props";
import { useAutosave } from "../lib/use-autosave";
import { SaveIndicator } from "./save-indicator";
import { StepBar } from "./step-bar";
import { StepBridges } from "./step-bridges";
import { StepReview } from "./step-review";
import { StepSetup } from "./step-setup";
import { StepStones } from "./step-stones";
import { StepStructure } from "./step-structure";

function draftOf(sermon: SermonDto): SermonDraft {
  return {
    title: sermon.title,
    themePassage: sermon.themePassage,
    style: sermon.style,
    audience: sermon.audience,
    lengthMin: sermon.lengthMin,
    stones: sermon.stones,
    bridges: sermon.bridges,
    structure: sermon.structure,
    currentStep: sermon.currentStep,
  };
}

const contentOf = ({ currentStep: _step, ...content }: SermonDraft): SermonContent => content;

/**
 * One sermon in the five steps of ai.md §3.9. The draft lives here and is autosaved; Next checks the step with the
 * shared rules (the server checks them again), Back and earlier steps are free, and a step change is saved at once so
 * a reload returns to it. Each step's coach keeps its latest guidance, which comes back with the sermon.
 */
export function SermonBuilder({ sermon, kit }: { sermon: SermonDto; kit: SermonAiKit }) {
  const id = sermon.id;
  const [draft, setDraft] = useState<SermonDraft>(() => draftOf(sermon));
  const [guidance, setGuidance] = useState<SermonGuidanceMap>(sermon.guidance);
  const [status, setStatus] = useState<SermonStatus>(sermon.status);
  const [blocked, setBlocked] = useState<string | null>(null);
  const [coachError, setCoachError] = useState<{ step: SermonCoachStep; error: SermonError } | null>(null);
  const [coaching, setCoaching] = useState<SermonCoachStep | null>(null);
  const save = useSaveSermon();
  const coach = useCoachSermon();
  const finish = useFinishSermon();
  const autosave = useAutosave(draft, async (next) => {
    const saved = await save.mutateAsync({ id, draft: next });
    setStatus(saved.status);
  });
  const topRef = useRef<HTMLDivElement>(null);

  const step = draft.currentStep;
  const furthest = furthestStep(draft);
  const update: UpdateDraft = (change) => {
    setBlocked(null);
    setDraft(change);
  };

  // A step change is saved at once (not 2 s later), so a reload returns to the same step.
  const flush = autosave.flush;
  const lastStep = useRef(step);
  useEffect(() => {
    if (lastStep.current === step) return;
    lastStep.current = step;
    void flush().catch(() => undefined);
    topRef.current?.scrollIntoView({ block: "start" });
  }, [step, flush]);

  const goTo = (target: number) => {
    if (target <= step) {
      setBlocked(null);
      setDraft((current) => ({ ...current, currentStep: target }));
      return;
    }
    for (let each = step; each < target; each += 1) {
      const [problem] = stepProblems(draft, each);
      if (problem) {
        if (each !== step) setDraft((current) => ({ ...current, currentStep: each }));
        setBlocked(problem.message);
        return;
      }
    }
    setBlocked(null);
    setDraft((current) => ({ ...current, currentStep: target }));
  };

  const runCoach = async (which: SermonCoachStep, offline: boolean) => {
    setCoachError(null);
    setCoaching(which);
    try {
      // The coach reads the saved sermon: send what was typed first.
      await flush();
    } catch (error) {
      setCoaching(null);
      setCoachError({ step: which, error: sermonErrorOf(error) });
      return;
    }
    coach.mutate(
      { id, step: which, offline: offline || kit.mode === "offline" },
      {
        onSuccess: (saved) => setGuidance(saved.guidance),
        onError: (error) => setCoachError({ step: which, error: sermonErrorOf(error) }),
        onSettled: () => setCoaching(null),
      },
    );
  };
  const coachFor = <S extends SermonCoachStep>(which: S): CoachState<S> => ({
    guidance: guidance[which],
    pending: coaching === which,
    error: coachError?.step === which ? coachError.error : null,
    kit,
    onCoach: (offline) => void runCoach(which, offline),
  });

  const markComplete = () =>
    finish.mutate(
      { id, draft },
      {
        onSuccess: (saved) => {
          setStatus(saved.status);
          toast.success("Sermon marked complete");
        },
        onError: (error) => setBlocked(messageOf(error)),
      },
    );

  return (
    <div className="space-y-5" ref={topRef}>
      <div className="sermon-no-print flex flex-wrap items-center gap-3">
        <span
          className="rounded-full bg-stone-100 px-2.5 py-0.5 text-xs font-medium text-stone-700"
          data-testid="sermon-status"
        >
          {sermonStatusLabels[status]}
        </span>
        <SaveIndicator state={autosave.state} />
      </div>
      <StepBar current={step} furthest={furthest} onSelect={goTo} />
      <h2 className="sermon-no-print font-serif text-2xl font-semibold text-night">
        Step {step}: {stepTitles[step - 1]}
      </h2>
      {step === 1 && <StepSetup draft={draft} update={update} coach={coachFor("setup")} />}
      {step === 2 && <StepStones draft={draft} update={update} coach={coachFor("stones")} />}
      {step === 3 && <StepBridges draft={draft} update={update} coach={coachFor("bridges")} />}
      {step === 4 && <StepStructure draft={draft} update={update} coach={coachFor("structure")} />}
      {step === 5 && <StepReview content={contentOf(draft)} />}
      {blocked && (
        <Alert tone="destructive" data-testid="step-blocked" className="sermon-no-print">
          {blocked}
        </Alert>
      )}
      <div className="sermon-no-print flex flex-wrap items-center justify-between gap-3 border-t border-stone-200 pt-4">
        {step > 1 ? (
          <Button variant="outline" onClick={() => goTo(step - 1)}>
            <ArrowLeft className="size-4" aria-hidden="true" />
            Back
          </Button>
        ) : (
          <span />
        )}
        {step < 5 ? (
          <Button onClick={() => goTo(step + 1)}>
            Next
            <ArrowRight className="size-4" aria-hidden="true" />
          </Button>
        ) : (
          <Button onClick={markComplete} busy={finish.isPending} disabled={finish.isPending}>
            <CheckCircle2 className="size-4" aria-hidden="true" />
            Finish
          </Button>
        )}
      </div>
    </div>
  );
}
