import { Lightbulb, Send } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import type { HuntAnswerDto, HuntClueDto } from "@common/schemas/hunts";
import { Alert } from "@client/components/ui/alert";
import { Button } from "@client/components/ui/button";
import { Input } from "@client/components/ui/input";
import { toast } from "@client/lib/toast";
import { useAnswerHuntClue } from "@client/features/hunts/api/answer-hunt-clue";
import { useTakeHuntHint } from "@client/features/hunts/api/take-hunt-hint";
import { classifyHuntError, type HuntError, huntMessages } from "@client/features/hunts/lib/hunt-errors";
import { hintButtonLabel } from "@client/features/hunts/lib/hunt-format";
import { ClueTypeIcon } from "./clue-type-icon";

/** The longest answer the server takes (common/schemas/hunts.ts). */
const maxAnswerChars = 200;

/**
 * The clue to answer (games.md §4.20): its type, "Clue i", the text; the answer field (Enter submits; the text stays
 * after a wrong answer); Hint 1 and Hint 2 with their cost, shown once taken; what the clue is still worth. Wrong and
 * right answers are toasts; a refusal (too many tries, a bad answer, no connection) stays beside the field.
 */
export function ClueCard({
  huntId,
  clue,
  disabled,
  onFailure,
}: {
  huntId: string;
  clue: HuntClueDto;
  /** The time is up: nothing more can be sent. */
  disabled: boolean;
  /** A failure that changes the page (the plan, the deadline, a hunt gone): the screen handles it. */
  onFailure: (error: Extract<HuntError, { kind: "plan" | "expired" | "not-found" }>) => void;
}) {
  const [answer, setAnswer] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const submit = useAnswerHuntClue();
  const hint = useTakeHuntHint();
  const fieldId = useId();
  const problemId = useId();
  const headingId = useId();

  const fail = (error: unknown) => {
    const failed = classifyHuntError(error);
    if (failed.kind === "plan" || failed.kind === "expired" || failed.kind === "not-found") onFailure(failed);
    else setProblem(failed.message);
  };

  const answered = (result: HuntAnswerDto) => {
    if (!result.correct) {
      toast.error(result.message || huntMessages.wrong);
      return;
    }
    const explanation = result.explanation ?? result.message;
    if (result.completed) toast.success("Treasure found!", { description: explanation });
    else if (result.nextClue)
      toast.success(`Correct! On to clue ${result.nextClue.n}.`, { description: explanation });
    else toast.success("Correct!", { description: explanation });
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const text = answer.trim();
    if (!text) {
      setProblem("Type an answer.");
      return;
    }
    setProblem(null);
    submit.mutate({ huntId, body: { clueNo: clue.n, answer: text } }, { onSuccess: answered, onError: fail });
  };

  const takeHint = (level: 1 | 2) => {
    setProblem(null);
    hint.mutate({ huntId, body: { clueNo: clue.n, level } }, { onError: fail });
  };

  const busy = submit.isPending || hint.isPending;
  // A hint counts as taken by `hintsUsed` (the server may send hint 1's text before it is asked for).
  const hints = [
    { level: 1 as const, text: clue.hintsUsed >= 1 ? clue.hint1 : null, taken: clue.hintsUsed >= 1 },
    { level: 2 as const, text: clue.hintsUsed >= 2 ? clue.hint2 : null, taken: clue.hintsUsed >= 2 },
  ];

  return (
    <section
      aria-labelledby={headingId}
      data-testid="hunt-clue"
      data-clue-no={clue.n}
      className="space-y-4 rounded-xl border border-stone-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <div className="flex flex-wrap items-center gap-2">
        <ClueTypeIcon type={clue.type} />
        <h2 id={headingId} className="text-lg font-semibold text-night">
          Clue {clue.n}
        </h2>
      </div>
      <p className="text-base leading-relaxed text-ink" data-testid="hunt-clue-text">
        {clue.text}
      </p>

      {hints.some((item) => item.text) && (
        <ul className="space-y-2" aria-label="Hints taken">
          {hints.map(
            (item) =>
              item.text && (
                <li
                  key={item.level}
                  className="flex gap-2 rounded-md border border-amber-200 bg-amber-50 p-3 text-sm text-amber-950"
                  data-testid={`hunt-hint-${item.level}`}
                >
                  <Lightbulb className="mt-0.5 size-4 shrink-0 text-amber-700" aria-hidden="true" />
                  <span>
                    <span className="font-semibold">Hint {item.level}: </span>
                    {item.text}
                  </span>
                </li>
              ),
          )}
        </ul>
      )}

      <form onSubmit={onSubmit} className="space-y-2" noValidate>
        <label htmlFor={fieldId} className="text-sm font-medium text-stone-800">
          Your answer
        </label>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Input
            id={fieldId}
            value={answer}
            onChange={(event) => setAnswer(event.target.value)}
            placeholder={clue.placeholder}
            maxLength={maxAnswerChars}
            autoComplete="off"
            autoCapitalize="off"
            spellCheck={false}
            disabled={disabled}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? problemId : undefined}
            className="h-11 text-base"
            data-testid="hunt-answer"
          />
          <Button
            type="submit"
            size="lg"
            className="h-11"
            busy={submit.isPending}
            disabled={disabled || busy}
          >
            {!submit.isPending && <Send className="size-4" aria-hidden="true" />}
            Submit
          </Button>
        </div>
        {problem && (
          <Alert tone="destructive" id={problemId} data-testid="hunt-answer-problem">
            {problem}
          </Alert>
        )}
      </form>

      <div className="flex flex-wrap items-center gap-2 border-t border-stone-100 pt-3">
        {hints.map((item) =>
          item.taken ? null : (
            <Button
              key={item.level}
              variant="outline"
              size="sm"
              onClick={() => takeHint(item.level)}
              busy={hint.isPending && hint.variables.body.level === item.level}
              // Hints come in order: the nudge after the kind of answer.
              disabled={disabled || busy || (item.level === 2 && clue.hintsUsed < 1)}
              data-testid={`hunt-take-hint-${item.level}`}
            >
              <Lightbulb className="size-4" aria-hidden="true" />
              {hintButtonLabel(item.level)}
            </Button>
          ),
        )}
        <p className="ml-auto text-sm text-stone-700" data-testid="hunt-worth">
          This clue is worth <span className="font-semibold text-night">{clue.worth}</span>
          {clue.wrongTries > 0 && (
            <span className="text-stone-500">
              {" "}
              · {clue.wrongTries} wrong {clue.wrongTries === 1 ? "try" : "tries"}
            </span>
          )}
        </p>
      </div>
    </section>
  );
}
