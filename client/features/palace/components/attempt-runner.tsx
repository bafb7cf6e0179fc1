import { useEffect, useState } from "react";
import type { AttemptItemDto, AttemptResultDto, StartAttemptDto } from "@common/schemas/palace";
import { Alert } from "@client/components/ui/alert";
import { Button } from "@client/components/ui/button";
import { Input } from "@client/components/ui/input";
import { ApiError } from "@client/lib/api-client";
import { useSubmitAttempt } from "../api/submit-attempt";
import { announceAward } from "../lib/award-toast";
import { EntryFields, type PayloadDraft, toPayload } from "./entry-editor";
import { JudgeResultView } from "./judge-result";

type Answer = number | string | number[] | string[];

function useSecondsLeft(expiresAt: string) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return Math.max(0, Math.round((new Date(expiresAt).getTime() - now) / 1000));
}

function ItemInput({
  item,
  value,
  onChange,
}: {
  item: AttemptItemDto;
  value: Answer | undefined;
  onChange: (value: Answer) => void;
}) {
  switch (item.type) {
    case "single":
      return (
        <div className="space-y-1">
          {item.options.map((option, i) => (
            <label key={i} className="flex items-start gap-2 rounded-md px-2 py-1 hover:bg-stone-50">
              <input
                type="radio"
                name={item.id}
                checked={value === i}
                onChange={() => onChange(i)}
                className="mt-1"
              />
              <span>{option}</span>
            </label>
          ))}
        </div>
      );
    case "multi": {
      const chosen = Array.isArray(value) ? (value as number[]) : [];
      return (
        <div className="space-y-1">
          {item.options.map((option, i) => (
            <label key={i} className="flex items-start gap-2 rounded-md px-2 py-1 hover:bg-stone-50">
              <input
                type="checkbox"
                checked={chosen.includes(i)}
                onChange={(e) => onChange(e.target.checked ? [...chosen, i] : chosen.filter((n) => n !== i))}
                className="mt-1"
              />
              <span>{option}</span>
            </label>
          ))}
        </div>
      );
    }
    case "order": {
      const order = Array.isArray(value) ? (value as string[]) : item.items;
      const move = (from: number, to: number) => {
        const next = [...order];
        const [moved] = next.splice(from, 1);
        next.splice(to, 0, moved!);
        onChange(next);
      };
      return (
        <ol className="space-y-1">
          {order.map((entry, i) => (
            <li
              key={entry}
              className="flex items-center gap-2 rounded-md border border-stone-200 bg-white px-2 py-1"
            >
              <span className="w-5 text-right text-stone-500">{i + 1}.</span>
              <span className="flex-1">{entry}</span>
              <Button
                type="button"
                size="sm"
                variant="ghost"
                disabled={i === 0}
                onClick={() => move(i, i - 1)}
                aria-label={`Move “${entry}” up`}
              >
                ↑
              </Button>
              <Button
                type="button"
                size="sm"
                variant="ghost"
                disabled={i === order.length - 1}
                onClick={() => move(i, i + 1)}
                aria-label={`Move “${entry}” down`}
              >
                ↓
              </Button>
            </li>
          ))}
        </ol>
      );
    }
    case "match": {
      const picks = Array.isArray(value) ? (value as string[]) : item.left.map(() => "");
      return (
        <div className="space-y-2">
          {item.left.map((left, i) => (
            <label key={left} className="grid items-center gap-2 sm:grid-cols-2">
              <span>{left}</span>
              <select
                className="h-10 rounded-md border border-stone-300 bg-white px-2 text-sm"
                value={picks[i] ?? ""}
                onChange={(e) => onChange(picks.map((p, j) => (j === i ? e.target.value : p)))}
              >
                <option value="">Choose…</option>
                {item.right.map((right) => (
                  <option key={right} value={right}>
                    {right}
                  </option>
                ))}
              </select>
            </label>
          ))}
        </div>
      );
    }
    case "numeric":
      return (
        <div className="flex max-w-xs items-center gap-2">
          <Input
            type="number"
            inputMode="numeric"
            value={typeof value === "number" ? value : ""}
            onChange={(e) => onChange(e.target.value === "" ? "" : Number(e.target.value))}
            aria-label="Your answer"
          />
          {item.unit && <span className="text-sm text-stone-600">{item.unit}</span>}
        </div>
      );
    default:
      return (
        <Input
          value={typeof value === "string" ? value : ""}
          onChange={(e) => onChange(e.target.value)}
          maxLength={500}
          placeholder={item.type === "reference" ? "e.g. John 3:16" : "Your answer"}
          aria-label="Your answer"
        />
      );
  }
}

const kindTitle = { learn_check: "Learn check", drill: "Drill", milestone: "Milestone test" } as const;

/** Runs one server attempt: items without keys, a countdown, then the server's grading (palace.md §4.5). */
export function AttemptRunner({
  attempt,
  onDone,
}: {
  attempt: StartAttemptDto;
  onDone: (result: AttemptResultDto | null) => void;
}) {
  const [answers, setAnswers] = useState<Record<string, Answer>>({});
  const [written, setWritten] = useState<PayloadDraft>({});
  const [teaching, setTeaching] = useState<PayloadDraft>({});
  const [result, setResult] = useState<AttemptResultDto | null>(null);
  const submit = useSubmitAttempt();
  const secondsLeft = useSecondsLeft(attempt.expiresAt);
  const title =
    attempt.kind === "milestone" ? `${kindTitle.milestone} ${attempt.milestoneNo}` : kindTitle[attempt.kind];

  const send = () => {
    const clean = Object.fromEntries(Object.entries(answers).filter(([, v]) => v !== ""));
    submit.mutate(
      {
        attemptId: attempt.attemptId,
        body: {
          answers: clean,
          written: attempt.written ? toPayload(attempt.written.deliverable, written) : undefined,
          teaching: attempt.teaching ? toPayload(attempt.teaching, teaching) : undefined,
        },
      },
      {
        onSuccess: (res) => {
          setResult(res);
          announceAward(res.award);
        },
      },
    );
  };

  if (result) {
    return (
      <section className="space-y-4" aria-labelledby="attempt-result" data-testid="attempt-result">
        <h3 id="attempt-result" className="text-lg font-semibold text-night">
          {title}: {result.passed ? "passed" : "not passed"} — {result.score}/{result.maxScore} ({result.pct}
          %)
        </h3>
        {result.expired && <Alert tone="info">Time ran out; the test was scored as it stood.</Alert>}
        <ol className="space-y-2">
          {attempt.items.map((item, i) => {
            const graded = result.items.find((r) => r.id === item.id);
            return (
              <li
                key={item.id}
                className={`rounded-lg border p-3 text-sm ${graded?.correct ? "border-emerald-200 bg-emerald-50" : "border-red-200 bg-red-50"}`}
              >
                <p className="font-medium">
                  {i + 1}. {item.prompt} — {graded?.correct ? "correct" : "not correct"}
                </p>
                {!graded?.correct && graded?.correctAnswer && <p>Answer: {graded.correctAnswer}</p>}
                {graded?.explanation && <p className="text-stone-700">{graded.explanation}</p>}
              </li>
            );
          })}
        </ol>
        {result.written && <JudgeResultView result={result.written} heading="Written part" />}
        {result.teaching && <JudgeResultView result={result.teaching} heading="Teaching explanation" />}
        <Button onClick={() => onDone(result)}>Done</Button>
      </section>
    );
  }

  return (
    <form
      className="space-y-5"
      aria-labelledby="attempt-title"
      onSubmit={(e) => {
        e.preventDefault();
        send();
      }}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="attempt-title" className="text-lg font-semibold text-night">
          {title}
        </h3>
        <p className="text-sm text-stone-600" aria-live="off">
          Time left: {Math.floor(secondsLeft / 60)}:{String(secondsLeft % 60).padStart(2, "0")}
        </p>
      </div>
      <ol className="space-y-4">
        {attempt.items.map((item, i) => (
          <li key={item.id} className="rounded-lg border border-stone-200 bg-white p-3">
            <fieldset className="space-y-2">
              <legend className="font-medium">
                {i + 1}. {item.prompt}
              </legend>
              <ItemInput
                item={item}
                value={answers[item.id]}
                onChange={(value) => setAnswers((prev) => ({ ...prev, [item.id]: value }))}
              />
            </fieldset>
          </li>
        ))}
      </ol>
      {attempt.written && (
        <section className="space-y-2 rounded-lg border border-stone-200 bg-white p-3">
          <h4 className="font-semibold">
            Written part{attempt.written.passage ? `: ${attempt.written.passage}` : ""}
          </h4>
          <p className="text-sm text-stone-600">{attempt.written.deliverable.description}</p>
          <EntryFields deliverable={attempt.written.deliverable} draft={written} onChange={setWritten} />
        </section>
      )}
      {attempt.teaching && (
        <section className="space-y-2 rounded-lg border border-stone-200 bg-white p-3">
          <h4 className="font-semibold">Teaching explanation</h4>
          <p className="text-sm text-stone-600">
            Explain this room to a beginner: state its core question, show it at work on a passage (at least
            120 words).
          </p>
          <EntryFields deliverable={attempt.teaching} draft={teaching} onChange={setTeaching} />
        </section>
      )}
      {submit.isError && (
        <Alert tone="destructive">
          {submit.error instanceof ApiError ? submit.error.message : "Couldn't submit. Please try again."}
        </Alert>
      )}
      <div className="flex gap-2">
        <Button type="submit" busy={submit.isPending}>
          Submit answers
        </Button>
        <Button type="button" variant="ghost" onClick={() => onDone(null)}>
          Leave
        </Button>
      </div>
    </form>
  );
}
