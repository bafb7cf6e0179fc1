import { ExternalLink } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { Link } from "react-router";
import {
  EQUATION_ANSWER_MAX,
  EQUATION_ANSWER_MIN,
  EQUATION_DIFFICULTY_LABELS,
  equationMessages,
  type EquationDealDto,
  type EquationResultDto,
} from "@common/schemas/equations";
import { UpgradePrompt } from "@client/components/upgrade-prompt";
import { WrittenResponseField } from "@client/components/written-response-field";
import { Alert } from "@client/components/ui/alert";
import { Button } from "@client/components/ui/button";
import { ApiError } from "@client/lib/api-client";
import { readerPath } from "@client/lib/bible";
import { planRequiredOf } from "@client/lib/plan-required";
import { useSubmitEquationAnswer } from "../api/submit-equation-answer";
import { EquationResult } from "./equation-result";
import { SymbolEntry } from "./symbol-entry";

/**
 * The puzzle being worked on: difficulty badge, the verse (a link to the reader), the equation, its symbols with their
 * meanings, Your interpretation (20–2,000 characters, with a counter) and Submit; then the result in the form's
 * place. A failed submission keeps the interpretation and offers retry; a refusal shows the server's message.
 */
export function PuzzleCard({
  deal,
  trialUsed,
  onAnswered,
  onNext,
}: {
  deal: EquationDealDto;
  trialUsed: boolean | undefined;
  onAnswered: (result: EquationResultDto) => void;
  onNext: () => void;
}) {
  const { puzzle } = deal;
  const submit = useSubmitEquationAnswer();
  const [answer, setAnswer] = useState("");
  const [result, setResult] = useState<EquationResultDto | null>(null);
  const resultHeading = useRef<HTMLHeadingElement>(null);
  const fieldId = useId();

  useEffect(() => {
    if (result) resultHeading.current?.focus();
  }, [result]);

  const length = answer.trim().length;
  const tooShort = length < EQUATION_ANSWER_MIN;
  const tooLong = answer.length > EQUATION_ANSWER_MAX;
  const locked = planRequiredOf(submit.error);
  // A refusal (the server's own message) won't succeed by retrying the same text; anything else may.
  const refused =
    submit.error instanceof ApiError && submit.error.status === 422 ? submit.error.message : null;

  const send = () => {
    if (tooShort || tooLong || submit.isPending) return;
    submit.mutate(
      { puzzleId: puzzle.id, answer },
      {
        onSuccess: (judged) => {
          setResult(judged);
          onAnswered(judged);
        },
      },
    );
  };

  return (
    <article
      className="space-y-5 rounded-xl border border-stone-200 bg-white p-4 shadow-sm sm:p-5"
      aria-labelledby={`${fieldId}-title`}
    >
      {deal.note && <Alert tone="info">{deal.note}</Alert>}
      <header className="space-y-2">
        <p className="flex flex-wrap items-center gap-2 text-sm text-stone-500">
          <span className="rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-semibold text-amber-900">
            {EQUATION_DIFFICULTY_LABELS[puzzle.difficulty]}
          </span>
          <span>
            Equation {deal.position} of {deal.bankSize}
          </span>
        </p>
        <h2 id={`${fieldId}-title`} className="text-lg font-semibold text-stone-900">
          {puzzle.reader ? (
            <Link
              to={readerPath(puzzle.reader.book, puzzle.reader.chapter, { v: puzzle.reader.verse })}
              className="inline-flex items-center gap-1 text-night-light underline-offset-4 hover:underline"
            >
              {puzzle.reference}
              <ExternalLink className="size-4" aria-hidden="true" />
              <span className="sr-only">(open in the reader)</span>
            </Link>
          ) : (
            puzzle.reference
          )}
        </h2>
        <p className="break-words rounded-lg bg-stone-50 px-3 py-4 text-center font-mono text-2xl font-semibold tracking-wide text-stone-900 sm:text-3xl">
          <span className="sr-only">Equation: </span>
          {puzzle.equation}
        </p>
      </header>

      <div>
        <h3 className="text-sm font-semibold uppercase tracking-wide text-stone-500">The symbols</h3>
        <dl className="mt-2 grid gap-2 sm:grid-cols-2">
          {puzzle.symbols.map((symbol) => (
            <SymbolEntry key={symbol.code} symbol={symbol} />
          ))}
        </dl>
      </div>

      {locked && <UpgradePrompt feature={locked.feature} trialUsed={trialUsed} />}

      {result ? (
        <EquationResult
          result={result}
          answer={answer}
          headingRef={resultHeading}
          onNext={onNext}
          onTryAgain={() => {
            setResult(null);
            submit.reset();
          }}
        />
      ) : (
        !locked && (
          <form
            className="space-y-3"
            onSubmit={(event) => {
              event.preventDefault();
              send();
            }}
          >
            <WrittenResponseField
              id={fieldId}
              label="Your interpretation"
              value={answer}
              onChange={setAnswer}
              min={EQUATION_ANSWER_MIN}
              max={EQUATION_ANSWER_MAX}
              rows={7}
              disabled={submit.isPending}
              placeholder="Say what each symbol means here, and how together they open the verse."
            />
            {submit.isError && !locked && (
              <Alert tone="destructive">
                <p>{refused ?? equationMessages.submitFailed}</p>
                {!refused && <p className="mt-1">Your interpretation is kept — submit again to retry.</p>}
              </Alert>
            )}
            <Button type="submit" busy={submit.isPending} disabled={tooShort || tooLong}>
              {submit.isError && !refused ? "Retry" : "Submit"}
            </Button>
          </form>
        )
      )}
    </article>
  );
}
