import { CheckCircle2, XCircle } from "lucide-react";
import { type FormEvent, useState } from "react";
import type { BlockDrillDto, BlockDrillQuestionDto, BlockDrillResultDto } from "@common/schemas/bible";
import { Alert } from "@client/components/ui/alert";
import { Button } from "@client/components/ui/button";
import { Input } from "@client/components/ui/input";
import { ApiError } from "@client/lib/api-client";
import { useStartDrill } from "../api/start-drill";
import { useSubmitDrill } from "../api/submit-drill";

export const DRILL_MIN_GLYPHS = 10;

type Answer = number | string | null;

function Question({
  question,
  index,
  value,
  onChange,
}: {
  question: BlockDrillQuestionDto;
  index: number;
  value: Answer;
  onChange: (value: Answer) => void;
}) {
  return (
    <fieldset className="space-y-2 rounded-lg border border-stone-200 bg-white p-4">
      <legend className="px-1 font-medium text-night">
        {index + 1}. {question.prompt}
      </legend>
      {question.kind === "block" ? (
        <>
          <p className="text-4xl" aria-label={`Glyph ${question.glyph}`}>
            {question.glyph}
          </p>
          <div className="grid gap-1 sm:grid-cols-2">
            {question.options.map((option) => (
              <label
                key={option.number}
                className="flex cursor-pointer items-center gap-2 rounded-md px-2 py-1 hover:bg-stone-50"
              >
                <input
                  type="radio"
                  name={`q${index}`}
                  checked={value === option.number}
                  onChange={() => onChange(option.number)}
                />
                <span>{option.label}</span>
              </label>
            ))}
          </div>
        </>
      ) : (
        <div className="space-y-1">
          <p className="text-sm text-stone-600">
            Block {question.block} · {question.label}
          </p>
          <Input
            aria-label={`Glyph for block ${question.block}`}
            value={typeof value === "string" ? value : ""}
            onChange={(e) => onChange(e.target.value)}
          />
        </div>
      )}
    </fieldset>
  );
}

const errorText = (error: unknown, fallback: string) =>
  error instanceof ApiError ? error.message : fallback;

/**
 * Recall drill (screens §5.5): ten questions from the member's own legend, judged on the server and recorded as a
 * drill attempt of the `br` room; the result reads "{k}/10". Needs at least ten glyphs.
 */
export function RecallDrill({ chosen }: { chosen: number }) {
  const start = useStartDrill();
  const submit = useSubmitDrill();
  const [drill, setDrill] = useState<BlockDrillDto | null>(null);
  const [answers, setAnswers] = useState<Answer[]>([]);
  const [result, setResult] = useState<BlockDrillResultDto | null>(null);
  const enough = chosen >= DRILL_MIN_GLYPHS;

  const begin = () => {
    setResult(null);
    start.mutate(undefined, {
      onSuccess: (started) => {
        setDrill(started);
        setAnswers(started.questions.map(() => null));
      },
    });
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (drill) submit.mutate({ drillId: drill.drillId, answers }, { onSuccess: setResult });
  };

  if (result && drill) {
    return (
      <div className="space-y-3" data-testid="drill-result">
        <p className="text-3xl font-semibold text-night">
          {result.score}/{result.maxScore}
        </p>
        {result.expired && (
          <p className="text-sm text-stone-600">
            Time ran out before you submitted, so this drill scores nothing.
          </p>
        )}
        {result.xpAwarded > 0 && (
          <p className="text-sm text-emerald-800">+{result.xpAwarded} XP for the Bible Rendered room</p>
        )}
        <ol className="space-y-2">
          {drill.questions.map((question, i) => {
            const judged = result.items[i];
            return (
              <li key={i} className="flex gap-2 text-sm">
                {judged?.correct ? (
                  <CheckCircle2 className="size-4 shrink-0 text-emerald-600" aria-label="Right" />
                ) : (
                  <XCircle className="size-4 shrink-0 text-destructive" aria-label="Wrong" />
                )}
                <span>
                  {i + 1}.{" "}
                  {question.kind === "block"
                    ? `${question.glyph} — which block?`
                    : `Block ${question.block} · ${question.label}`}
                  {judged && !judged.correct && <span className="text-stone-600"> — {judged.answer}</span>}
                </span>
              </li>
            );
          })}
        </ol>
        <Button onClick={begin} busy={start.isPending}>
          Drill again
        </Button>
      </div>
    );
  }

  if (drill) {
    return (
      <form onSubmit={onSubmit} className="space-y-3" aria-label="Recall drill">
        {drill.questions.map((question, i) => (
          <Question
            key={i}
            question={question}
            index={i}
            value={answers[i] ?? null}
            onChange={(value) => setAnswers(answers.map((a, j) => (j === i ? value : a)))}
          />
        ))}
        {submit.isError && (
          <Alert tone="destructive">
            {errorText(submit.error, "Couldn't check your answers. Try again.")}
          </Alert>
        )}
        <Button type="submit" busy={submit.isPending}>
          Check answers
        </Button>
      </form>
    );
  }

  return (
    <div className="space-y-2">
      <p className="text-sm text-stone-600">
        Ten questions from your own legend: pick the block for a glyph, or type the glyph you gave a block.
      </p>
      <Button
        onClick={begin}
        disabled={!enough}
        busy={start.isPending}
        aria-describedby={enough ? undefined : "drill-needs-glyphs"}
      >
        Start recall drill
      </Button>
      {!enough && (
        <p id="drill-needs-glyphs" className="text-sm text-stone-600">
          Choose at least 10 glyphs to start the drill
        </p>
      )}
      {start.isError && (
        <Alert tone="destructive">{errorText(start.error, "Couldn't start the drill. Try again.")}</Alert>
      )}
    </div>
  );
}
