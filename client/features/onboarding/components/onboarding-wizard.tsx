import { ArrowLeft, ArrowRight } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Link, useNavigate } from "react-router";
import { startingPoint } from "@common/domain/onboarding";
import type {
  DailyGoalMinutes,
  ExperienceLevel,
  LearningStyle,
  OnboardingDto,
} from "@common/schemas/onboarding";
import type { ProfileDto } from "@common/schemas/profile";
import { Alert } from "@client/components/ui/alert";
import { Button } from "@client/components/ui/button";
import { useSaveOnboarding } from "../api/save-onboarding";
import { useSkipOnboarding } from "../api/skip-onboarding";
import type { QueryState } from "@client/lib/query-state";
import {
  dailyGoalQuestion,
  experienceQuestion,
  learningStyleQuestion,
  onboardingCopy,
} from "../lib/questions";
import { OptionCards } from "./option-cards";
import { PalaceIntro } from "./palace-intro";
import { ProgressDots } from "./progress-dots";
import { StartingPointCard } from "./starting-point-card";
import { TrialOffer } from "./trial-offer";

type Step = 1 | 2 | 3 | 4;
const totalSteps = 4;

type Draft = {
  learningStyle?: LearningStyle;
  experienceLevel?: ExperienceLevel;
  dailyGoalMinutes?: DailyGoalMinutes;
};

/**
 * The four steps of /onboarding (screens §3.1). Answers stay in this component until step 3 is
 * finished, then go to the server in one request; saved answers arrive pre-selected.
 */
export function OnboardingWizard({
  saved,
  profile,
}: {
  saved: OnboardingDto;
  profile: QueryState<ProfileDto>;
}) {
  const navigate = useNavigate();
  const [step, setStep] = useState<Step>(1);
  const [draft, setDraft] = useState<Draft>(() => ({
    learningStyle: saved.learningStyle ?? undefined,
    experienceLevel: saved.experienceLevel ?? undefined,
    dailyGoalMinutes: saved.dailyGoalMinutes ?? undefined,
  }));
  const [saveFailed, setSaveFailed] = useState(false);
  const save = useSaveOnboarding();
  const skip = useSkipOnboarding();

  // Moving between steps puts focus on the new question, so keyboard and screen-reader users
  // continue from there instead of from a button that may have been disabled.
  const headingRef = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    headingRef.current?.focus();
  }, [step]);

  const chosen =
    step === 1
      ? draft.learningStyle !== undefined
      : step === 2
        ? draft.experienceLevel !== undefined
        : step === 3
          ? draft.dailyGoalMinutes !== undefined
          : true;

  async function next() {
    if (step === 1 || step === 2) {
      setStep((step + 1) as Step);
      return;
    }
    if (step !== 3 || !draft.learningStyle || !draft.experienceLevel || !draft.dailyGoalMinutes) return;
    setSaveFailed(false);
    try {
      await save.mutateAsync({
        learningStyle: draft.learningStyle,
        experienceLevel: draft.experienceLevel,
        dailyGoalMinutes: draft.dailyGoalMinutes,
      });
      setStep(4);
    } catch {
      setSaveFailed(true);
    }
  }

  function back() {
    setSaveFailed(false);
    if (step > 1) setStep((step - 1) as Step);
  }

  /** Skip works even when saving does not: the dashboard offers to finish either way. */
  function skipToDashboard() {
    skip.mutate(undefined, { onSettled: () => void navigate("/dashboard") });
  }

  const headingId = `onboarding-step-${step}-title`;
  // scroll-mt keeps the focused question clear of the sticky top bar on small screens.
  const headingClass = "scroll-mt-24 text-xl font-semibold text-night focus:outline-none";
  const busy = save.isPending || skip.isPending;
  const point =
    draft.learningStyle && draft.experienceLevel
      ? startingPoint({ learningStyle: draft.learningStyle, experienceLevel: draft.experienceLevel })
      : undefined;

  return (
    <>
      <div className="bg-night px-6 py-7 text-white sm:px-8">
        <h1 className="text-3xl font-semibold">Welcome to Phototheology!</h1>
        <p className="mt-1 text-indigo-100">
          A few questions, then we'll point you to the best place to start.
        </p>
        {step === 1 && <PalaceIntro />}
      </div>

      <div className="space-y-5 px-6 py-6 sm:px-8">
        <ProgressDots step={step} total={totalSteps} />

        {step === 1 && (
          <section className="space-y-4">
            <h2 id={headingId} ref={headingRef} tabIndex={-1} className={headingClass}>
              {learningStyleQuestion.title}
            </h2>
            <OptionCards
              name="learning-style"
              labelledBy={headingId}
              options={learningStyleQuestion.options}
              value={draft.learningStyle}
              onChange={(learningStyle) => setDraft((current) => ({ ...current, learningStyle }))}
            />
          </section>
        )}
        {step === 2 && (
          <section className="space-y-4">
            <h2 id={headingId} ref={headingRef} tabIndex={-1} className={headingClass}>
              {experienceQuestion.title}
            </h2>
            <OptionCards
              name="experience-level"
              labelledBy={headingId}
              options={experienceQuestion.options}
              value={draft.experienceLevel}
              onChange={(experienceLevel) => setDraft((current) => ({ ...current, experienceLevel }))}
            />
          </section>
        )}
        {step === 3 && (
          <section className="space-y-4">
            <h2 id={headingId} ref={headingRef} tabIndex={-1} className={headingClass}>
              {dailyGoalQuestion.title}
            </h2>
            <OptionCards
              name="daily-goal"
              labelledBy={headingId}
              options={dailyGoalQuestion.options}
              value={draft.dailyGoalMinutes}
              onChange={(dailyGoalMinutes) => setDraft((current) => ({ ...current, dailyGoalMinutes }))}
              disabled={save.isPending}
            />
            {saveFailed && <Alert tone="destructive">{onboardingCopy.saveFailed}</Alert>}
          </section>
        )}
        {step === 4 && (
          <section className="space-y-4">
            <h2 id={headingId} ref={headingRef} tabIndex={-1} className={headingClass}>
              Your starting point
            </h2>
            <TrialOffer profile={profile} />
            {point && <StartingPointCard point={point} />}
          </section>
        )}
      </div>

      <div className="flex flex-col-reverse gap-3 border-t border-stone-200 bg-stone-50 px-6 py-4 sm:flex-row sm:items-center sm:justify-between sm:px-8">
        <Button variant="ghost" onClick={back} disabled={step === 1 || busy}>
          <ArrowLeft className="size-4" aria-hidden="true" />
          Back
        </Button>
        <div className="flex flex-col-reverse gap-3 sm:flex-row">
          {step < 4 && (
            <Button
              variant="outline"
              onClick={skipToDashboard}
              busy={skip.isPending}
              disabled={save.isPending}
            >
              Skip & Explore
            </Button>
          )}
          {step < 4 ? (
            <Button onClick={next} disabled={!chosen || skip.isPending} busy={save.isPending}>
              Next
              <ArrowRight className="size-4" aria-hidden="true" />
            </Button>
          ) : (
            <Button asChild variant="outline">
              <Link to="/dashboard">Go to my dashboard</Link>
            </Button>
          )}
        </div>
      </div>
    </>
  );
}
