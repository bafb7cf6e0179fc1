import { NotebookPen, Share2 } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import {
  CHALLENGE_TIME_MAX_S,
  type ChallengeCardDto,
  challengeMessages,
  type ParseReference,
  tierLabels,
} from "@common/schemas/challenges";
import { UpgradePrompt } from "@client/components/upgrade-prompt";
import { Alert } from "@client/components/ui/alert";
import { Button } from "@client/components/ui/button";
import { RetryAlert } from "@client/components/ui/retry-alert";
import { Skeleton } from "@client/components/ui/skeleton";
import { useMyAccess } from "@client/lib/api/get-my-access";
import { ApiError } from "@client/lib/api-client";
import { loadReferenceParser } from "@client/lib/bible";
import { planRequiredOf } from "@client/lib/plan-required";
import { share } from "@client/lib/share";
import { toast } from "@client/lib/toast";
import { useTodayChallenge } from "../api/get-today-challenge";
import { useSubmitChallenge } from "../api/submit-challenge";
import { type AnswerValues, checkAnswer } from "../lib/answer-form";
import { ChallengeCard } from "./challenge-card";
import { ChallengeForm } from "./challenge-form";
import { CompletedPanel } from "./completed-panel";

function TodaySkeleton() {
  return (
    <div className="space-y-4 rounded-xl border border-stone-200 bg-white p-5" aria-busy="true">
      <span className="sr-only">Loading today&apos;s challenge…</span>
      <Skeleton className="h-5 w-40" />
      <Skeleton className="h-8 w-2/3" />
      <Skeleton className="h-20 w-full" />
      <Skeleton className="h-32 w-full" />
    </div>
  );
}

/** The server's field messages of a 422 ("answer.explanation" → explanation). */
function fieldErrorsOf(error: ApiError): Record<string, string> {
  const issues = (error.details as { issues?: { path?: unknown; message?: unknown }[] } | undefined)?.issues;
  const errors: Record<string, string> = {};
  for (const issue of issues ?? []) {
    if (typeof issue.path !== "string" || typeof issue.message !== "string") continue;
    const [head, field] = issue.path.split(".");
    if (head === "answer" && field) errors[field] ??= issue.message;
  }
  return errors;
}

const shareToday = (card: ChallengeCardDto | null | undefined) =>
  void share({
    title: challengeMessages.shareTitle,
    text: card
      ? `Today's ${tierLabels[card.tier]} challenge on Phototheology applies ${card.principle}.`
      : "A new Phototheology palace exercise every day.",
    url: `${window.location.origin}/daily-challenges`,
  });

/** The answer being written for one day's card (keyed by date and template, so a new day starts a new form). */
function TodayForm({
  card,
  openedAt,
  onCompleted,
  onStale,
}: {
  card: ChallengeCardDto;
  openedAt: () => number;
  onCompleted: () => void;
  /** The server says the card moved on (already done today, or the week's allowance spent): reload it. */
  onStale: () => void;
}) {
  const submit = useSubmitChallenge();
  const [values, setValues] = useState<AnswerValues>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);

  const change = (key: string, value: string) => {
    setValues((current) => ({ ...current, [key]: value }));
    setErrors((current) => {
      if (!(key in current)) return current;
      const next = { ...current };
      delete next[key];
      return next;
    });
  };

  const send = async () => {
    if (submit.isPending || checking) return;
    setFailure(null);
    let parse: ParseReference | undefined;
    if (card.form.subtype === "connect-6") {
      setChecking(true);
      // The verse check needs the reference parser (its own chunk); if it can't load, the server still checks.
      parse = await loadReferenceParser()
        .then((module) => module.parseReference)
        .catch(() => undefined);
      setChecking(false);
    }
    const checked = checkAnswer(card, values, parse);
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    const seconds = Math.round((Date.now() - openedAt()) / 1000);
    submit.mutate(
      { answer: checked.answer, timeSpentS: Math.min(Math.max(seconds, 0), CHALLENGE_TIME_MAX_S) },
      {
        onSuccess: (result) => {
          toast.success(
            challengeMessages.completeToast,
            result.pointsAwarded > 0 ? { description: `+${result.pointsAwarded} points` } : undefined,
          );
          onCompleted();
        },
        onError: (error) => {
          if (error instanceof ApiError && (error.status === 409 || error.status === 429)) {
            toast.info(error.message);
            onStale();
            return;
          }
          if (error instanceof ApiError && error.status === 422) {
            const fieldErrors = fieldErrorsOf(error);
            if (Object.keys(fieldErrors).length > 0) setErrors(fieldErrors);
            else setFailure(error.message);
            return;
          }
          setFailure(challengeMessages.submitFailed);
        },
      },
    );
  };

  return (
    <ChallengeForm
      card={card}
      values={values}
      errors={errors}
      busy={submit.isPending || checking}
      failure={failure}
      onChange={change}
      onSubmit={() => void send()}
    />
  );
}

/**
 * Daily Challenges (screens.md §6.1): the header with Growth Journal and Share, the About box, and today's card with
 * its subtype's form — or, once done, the answer and feedback; for a free member the week's counter, and at 0 the
 * upgrade prompt in place of the form (the challenge stays readable). Time spent runs from opening the page.
 */
export function DailyChallengesScreen() {
  const today = useTodayChallenge();
  const access = useMyAccess();
  const openedAt = useRef<number | null>(null);
  const completedHeading = useRef<HTMLHeadingElement>(null);
  const data = today.data;
  const card = data?.challenge ?? null;
  const submission = data?.submission ?? null;
  const locked = planRequiredOf(today.error);
  // A submission made on this page moves focus to "✓ Completed today", so screen readers hear the result.
  const [answeredHere, setAnsweredHere] = useState(false);

  useEffect(() => {
    openedAt.current = Date.now();
  }, []);
  useEffect(() => {
    if (answeredHere && submission) completedHeading.current?.focus();
  }, [answeredHere, submission]);

  const weekly = data?.weekly ?? null;
  const spent = weekly !== null && weekly.remaining === 0 && !submission;

  return (
    <main className="mx-auto max-w-3xl space-y-6 px-4 py-8">
      <header className="flex flex-wrap items-start justify-between gap-3">
        <h1 className="text-3xl font-bold text-stone-900">Daily Challenges</h1>
        <div className="flex flex-wrap gap-2">
          <Button asChild variant="outline">
            <Link to="/growth-journal">
              <NotebookPen className="size-4" aria-hidden="true" />
              Growth Journal
            </Link>
          </Button>
          <Button variant="outline" onClick={() => shareToday(card)}>
            <Share2 className="size-4" aria-hidden="true" />
            Share
          </Button>
        </div>
      </header>

      <section
        aria-labelledby="about-challenges"
        className="rounded-xl bg-indigo-50 p-4 text-sm text-indigo-950"
      >
        <h2 id="about-challenges" className="font-semibold">
          About
        </h2>
        <p className="mt-1">
          Each day brings a new palace exercise — a dimension to look through, a genre to connect, a sanctuary
          article to map, Christ to find in a chapter, or fruit to check. Every challenge you complete is
          saved to your Growth Journal, so you can look back and see how you have grown.
        </p>
      </section>

      {today.isPending && <TodaySkeleton />}
      {locked && <UpgradePrompt feature={locked.feature} trialUsed={access.data?.access.trialUsed} />}
      {today.isError && !locked && (
        <RetryAlert
          message="Couldn't load today's challenge."
          onRetry={() => today.refetch()}
          busy={today.isFetching}
        />
      )}
      {data && !card && <Alert>{challengeMessages.noChallenge}</Alert>}
      {data && card && (
        <ChallengeCard card={card}>
          {weekly && (
            <p className="text-sm font-medium text-stone-700" aria-live="polite">
              {challengeMessages.weeklyLeft(weekly.remaining)}
            </p>
          )}
          {submission ? (
            <CompletedPanel submission={submission} headingRef={completedHeading} />
          ) : spent ? (
            <UpgradePrompt feature="challenges.daily" trialUsed={access.data?.access.trialUsed} />
          ) : (
            <TodayForm
              key={`${data.date}:${card.templateId}`}
              card={card}
              openedAt={() => openedAt.current ?? Date.now()}
              onCompleted={() => setAnsweredHere(true)}
              onStale={() => void today.refetch()}
            />
          )}
        </ChallengeCard>
      )}
    </main>
  );
}
