import { Building2, Lightbulb, RotateCcw, Trophy } from "lucide-react";
import { type ReactNode, useId, useState } from "react";
import type { EscapeAnswerDto, EscapeLockDto } from "@common/schemas/escape";
import { Button } from "@client/components/ui/button";
import { toast } from "@client/lib/toast";
import { useAcceptEscapePartial } from "@client/features/escape/api/accept-escape-partial";
import { useAnswerEscapeLock } from "@client/features/escape/api/answer-escape-lock";
import { useTakeEscapeHint } from "@client/features/escape/api/take-escape-hint";
import { draftToAnswer, emptyDraft, type LockDraft } from "@client/features/escape/lib/escape-answer";
import { classifyEscapeError, type EscapeError } from "@client/features/escape/lib/escape-errors";
import {
  hintButtonLabel,
  lockPointsLabel,
  lockProgress,
  takePartialLabel,
  triesLeftLabel,
} from "@client/features/escape/lib/escape-format";
import { EscapeCountdown } from "./escape-countdown";
import { LockAnswerForm } from "./lock-answer-form";
import { LockResultPanel } from "./lock-result-panel";

/** The failures that change the page rather than the form: the screen handles them. */
export type LockFailure = Extract<EscapeError, { kind: "plan" | "finished" | "wrong-lock" | "not-found" }>;

/** Hint levels per lock: 1 the typology note, 2 the book of an expected reference. */
const hintLevelsPerLock = 2;

/**
 * The open lock (games.md §4.21): Floor Race's floor badge and its own cap countdown, "Lock i of N", the final
 * lock's label, the room, the prompt, "Perfect p · Partial q" and the tries left; the hints taken (kept on every
 * read) and "Hint (−cost)"; the answer form; and the result of the last answer — with, after a partial, "Take n
 * points and continue" or "Try again" (which keeps the form as it was).
 */
export function LockCard({
  roomId,
  attemptId,
  lock,
  hintCost,
  hintsUsed,
  hintsMax,
  offsetMs,
  disabled,
  outcome,
  reference,
  onAnswered,
  onFailure,
  onCapExpire,
}: {
  roomId: string;
  attemptId: string;
  lock: EscapeLockDto;
  hintCost: number;
  hintsUsed: number;
  hintsMax: number;
  offsetMs: number;
  /** The time is up or the device is offline: nothing can be sent. */
  disabled: boolean;
  /** The last answer to this lock while it stays open (a miss, or a partial on offer). */
  outcome: EscapeAnswerDto | null;
  reference: (ref: string) => ReactNode;
  onAnswered: (answer: EscapeAnswerDto) => void;
  onFailure: (error: LockFailure) => void;
  onCapExpire: () => void;
}) {
  const [draft, setDraft] = useState<LockDraft>(emptyDraft);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [declined, setDeclined] = useState(false);
  const answer = useAnswerEscapeLock();
  const hint = useTakeEscapeHint();
  const accept = useAcceptEscapePartial();
  const headingId = useId();

  const fail = (error: unknown) => {
    const failed = classifyEscapeError(error);
    if (
      failed.kind === "plan" ||
      failed.kind === "finished" ||
      failed.kind === "wrong-lock" ||
      failed.kind === "not-found"
    )
      onFailure(failed);
    else if (failed.kind === "invalid") {
      setFieldErrors(failed.fields);
      setProblem(failed.message);
    } else setProblem(failed.message);
  };

  const onSubmit = () => {
    const prepared = draftToAnswer(lock.lockNo, draft);
    if (!prepared.ok) {
      setFieldErrors({ [prepared.field]: prepared.message });
      setProblem(null);
      return;
    }
    setFieldErrors({});
    setProblem(null);
    answer.mutate(
      { attemptId, roomId, body: prepared.body },
      {
        onSuccess: (result) => {
          setDeclined(false);
          onAnswered(result);
        },
        onError: fail,
      },
    );
  };

  const onHint = () => {
    setProblem(null);
    hint.mutate({ attemptId, roomId, body: { lockNo: lock.lockNo } }, { onError: fail });
  };

  const onAccept = () => {
    const points = lock.pendingPartial ?? 0;
    setProblem(null);
    accept.mutate(
      { attemptId, roomId, body: { lockNo: lock.lockNo } },
      {
        onSuccess: () =>
          toast.success(`Lock ${lock.lockNo}: +${points} ${points === 1 ? "point" : "points"}`),
        onError: fail,
      },
    );
  };

  const busy = answer.isPending || hint.isPending || accept.isPending;
  const hintsLeft = Math.min(hintsMax - hintsUsed, hintLevelsPerLock - lock.hints.length);
  const offer = lock.pendingPartial !== null && !declined ? lock.pendingPartial : null;
  const offerActions =
    offer !== null ? (
      <>
        <Button
          onClick={onAccept}
          busy={accept.isPending}
          disabled={disabled || busy}
          data-testid="escape-take-partial"
        >
          <Trophy className="size-4" aria-hidden="true" />
          {takePartialLabel(offer)}
        </Button>
        <Button
          variant="outline"
          onClick={() => setDeclined(true)}
          disabled={accept.isPending}
          data-testid="escape-try-again"
        >
          <RotateCcw className="size-4" aria-hidden="true" />
          Try again
        </Button>
      </>
    ) : undefined;

  return (
    <section
      aria-labelledby={headingId}
      data-testid="escape-lock"
      data-lock-no={lock.lockNo}
      className="space-y-4 rounded-xl border border-stone-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <div className="flex flex-wrap items-center gap-2">
        {lock.floor !== null && (
          <span
            className="inline-flex items-center gap-1 rounded-full border border-indigo-200 bg-indigo-50 px-2 py-0.5 text-xs font-semibold text-indigo-900"
            data-testid="escape-floor"
          >
            <Building2 className="size-3.5" aria-hidden="true" />
            Floor {lock.floor}
          </span>
        )}
        <h2 id={headingId} className="text-lg font-semibold text-night">
          {lockProgress(lock.lockNo, lock.total)}
          {lock.finalLabel && <span className="text-gold-dark"> · {lock.finalLabel}</span>}
        </h2>
        {lock.capEndsAt && (
          <span className="ml-auto inline-flex items-center gap-1.5">
            <span className="text-xs text-stone-600" aria-hidden="true">
              Floor cap
            </span>
            <EscapeCountdown
              deadlineAt={lock.capEndsAt}
              offsetMs={offsetMs}
              onExpire={onCapExpire}
              label="This floor's cap"
              announce={false}
              size="sm"
              testId="escape-cap-countdown"
            />
          </span>
        )}
      </div>
      <p className="text-sm text-stone-700">
        <span className="rounded bg-stone-100 px-1.5 py-0.5 text-xs font-semibold text-stone-700">
          {lock.roomTag}
        </span>{" "}
        <span className="font-medium">{lock.roomName}</span>
      </p>
      <p className="text-base leading-relaxed text-ink" data-testid="escape-prompt">
        {lock.prompt}
      </p>
      <p className="flex flex-wrap gap-x-3 text-sm text-stone-600">
        <span data-testid="escape-lock-points">{lockPointsLabel(lock.points)}</span>
        <span aria-hidden="true">·</span>
        <span data-testid="escape-lock-tries">{triesLeftLabel(lock.triesLeft)}</span>
      </p>

      {lock.hints.length > 0 && (
        <ul className="space-y-2" aria-label="Hints taken">
          {lock.hints.map((item) => (
            <li
              key={item.level}
              className="flex gap-2 rounded-md border border-amber-200 bg-amber-50 p-3 text-sm text-amber-950"
              data-testid={`escape-hint-${item.level}`}
            >
              <Lightbulb className="mt-0.5 size-4 shrink-0 text-amber-700" aria-hidden="true" />
              <span>
                <span className="font-semibold">Hint {item.level}: </span>
                {item.text}
              </span>
            </li>
          ))}
        </ul>
      )}
      <div className="flex flex-wrap items-center gap-2">
        <Button
          variant="outline"
          size="sm"
          onClick={onHint}
          busy={hint.isPending}
          disabled={disabled || busy || hintsLeft <= 0}
          data-testid="escape-take-hint"
        >
          {!hint.isPending && <Lightbulb className="size-4" aria-hidden="true" />}
          {hintButtonLabel(hintCost)}
        </Button>
        {hintsLeft <= 0 && (
          <span className="text-sm text-stone-600">
            {hintsUsed >= hintsMax ? "No hints left in this room" : "Both hints taken for this lock"}
          </span>
        )}
      </div>

      {/* The result is read out where it appears; the focus stays on Submit, next to the kept answer. */}
      <div aria-live="polite">
        {outcome ? (
          <LockResultPanel
            answer={outcome}
            lockNo={lock.lockNo}
            reference={reference}
            actions={offerActions}
          />
        ) : (
          offer !== null && (
            <section
              className="space-y-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950"
              data-testid="escape-offer"
            >
              <p className="font-semibold">Your last answer was partly right.</p>
              <div className="flex flex-wrap gap-2">{offerActions}</div>
            </section>
          )
        )}
      </div>

      <LockAnswerForm
        draft={draft}
        onChange={setDraft}
        principleOptions={lock.principleOptions}
        disabled={disabled || accept.isPending}
        busy={answer.isPending}
        fieldErrors={fieldErrors}
        problem={problem}
        onSubmit={onSubmit}
      />
    </section>
  );
}
