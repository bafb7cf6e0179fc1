import { type FormEvent, useState } from "react";
import {
  RESEARCH_LIMITS as L,
  researchFocusTooLongMessage,
  researchQuestionTooLongMessage,
} from "@common/schemas/research";
import { Button } from "@client/components/ui/button";
import { Field } from "@client/components/ui/field";
import { Input } from "@client/components/ui/input";
import { cn } from "@client/lib/cn";
import { inputCounter } from "@client/lib/input-counter";
import { useAddDeepDive } from "../api/add-deep-dive";
import { type ResearchAiKit, type ResearchError, researchErrorOf } from "../lib/kit";

/**
 * The deep-dive side panel of ai.md §3.7: Focus (≤120) and Question (≤1,000) → a child note under the report (one
 * counted question). The §1.8 error card keeps what was typed, with Retry / Answer offline.
 */
export function DeepDivePanel({ noteId, kit }: { noteId: string; kit: ResearchAiKit }) {
  const [focus, setFocus] = useState("");
  const [question, setQuestion] = useState("");
  const [error, setError] = useState<ResearchError | null>(null);
  const add = useAddDeepDive();
  const focusCounter = inputCounter(focus, L.focusMax);
  const questionCounter = inputCounter(question, L.questionMax);
  const canSubmit =
    !add.isPending &&
    focusCounter.length > 0 &&
    questionCounter.length > 0 &&
    !focusCounter.over &&
    !questionCounter.over;

  const run = (offline: boolean) => {
    setError(null);
    add.mutate(
      { noteId, input: { focus, question, offline: offline || kit.mode === "offline" } },
      {
        onSuccess: () => {
          setFocus("");
          setQuestion("");
        },
        onError: (failure) => setError(researchErrorOf(failure)),
      },
    );
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (canSubmit) run(false);
  };

  return (
    <aside
      aria-labelledby="deep-dive-title"
      className="space-y-3 rounded-lg border border-indigo-200 bg-indigo-50/60 p-4 print:hidden"
      data-testid="deep-dive-panel"
    >
      <h2 id="deep-dive-title" className="font-serif text-lg font-semibold text-night">
        Deep dive
      </h2>
      <p className="text-sm text-stone-700">
        Take one part of this report further. The answer is saved under it.
      </p>
      <form onSubmit={submit} className="space-y-3" aria-label="Deep dive">
        <Field id="deep-dive-focus" label="Focus">
          <Input
            id="deep-dive-focus"
            value={focus}
            onChange={(event) => setFocus(event.target.value)}
            placeholder='For example "the Most Holy Place"'
            aria-invalid={focusCounter.over}
          />
          {(focusCounter.visible || focusCounter.over) && (
            <p className={cn("text-xs", focusCounter.over ? "text-destructive" : "text-stone-500")}>
              {focusCounter.over ? `${researchFocusTooLongMessage} ` : ""}
              {focusCounter.text}
            </p>
          )}
        </Field>
        <Field id="deep-dive-question" label="Question">
          <textarea
            id="deep-dive-question"
            value={question}
            onChange={(event) => setQuestion(event.target.value)}
            rows={4}
            aria-invalid={questionCounter.over}
            className={cn(
              "w-full rounded-md border border-stone-300 bg-white px-3 py-2 text-sm text-ink placeholder:text-stone-400",
              "focus:border-night-light focus:ring-2 focus:ring-night-light/30 focus:outline-none",
              "aria-[invalid=true]:border-destructive",
            )}
            placeholder="What do you want to know about it?"
          />
          {(questionCounter.visible || questionCounter.over) && (
            <p className={cn("text-xs", questionCounter.over ? "text-destructive" : "text-stone-500")}>
              {questionCounter.over ? `${researchQuestionTooLongMessage} ` : ""}
              {questionCounter.text}
            </p>
          )}
        </Field>
        <Button type="submit" disabled={!canSubmit} busy={add.isPending} className="w-full">
          {add.isPending ? "Diving in…" : "Add deep dive"}
        </Button>
        {error && kit.error(error, { onRetry: () => run(false), onOffline: () => run(true) })}
      </form>
    </aside>
  );
}
