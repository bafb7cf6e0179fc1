import { Plus, Send, X } from "lucide-react";
import { type FormEvent, useId, useRef } from "react";
import { ESCAPE_ROOM } from "@common/games/rules";
import { Button } from "@client/components/ui/button";
import { Input } from "@client/components/ui/input";
import { cn } from "@client/lib/cn";
import {
  canAddReference,
  countJustificationWords,
  enoughWords,
  justificationHint,
  type LockDraft,
} from "@client/features/escape/lib/escape-answer";
import { useFindReferences } from "./use-find-references";

/** The longest justification the server takes (common/schemas/escape.ts). */
const maxJustificationChars = 2000;

/**
 * The lock's answer form (games.md §4.21): the references, one line each with "Add a reference" up to five; the
 * justification with a live word count ("12 words minimum — name the room"); the principle as a radio group of the
 * lock's six options; Submit. The draft is the caller's, so a refused or failed answer keeps every word.
 */
export function LockAnswerForm({
  draft,
  onChange,
  principleOptions,
  disabled,
  busy,
  fieldErrors,
  problem,
  onSubmit,
}: {
  draft: LockDraft;
  onChange: (draft: LockDraft) => void;
  principleOptions: string[];
  disabled: boolean;
  busy: boolean;
  /** The server's (or the form's) messages by field: refs, justification, principle. */
  fieldErrors: Record<string, string>;
  /** A message for the whole answer (no connection, a refusal), shown above Submit. */
  problem: string | null;
  onSubmit: () => void;
}) {
  const justificationId = useId();
  const countId = useId();
  const refsErrorId = useId();
  const justificationErrorId = useId();
  const principleErrorId = useId();
  const problemId = useId();
  const refInputs = useRef<Array<HTMLInputElement | null>>([]);
  const findReferences = useFindReferences();
  const words = countJustificationWords(draft.justification, findReferences);
  const enough = enoughWords(words);

  const setRef = (index: number, value: string) =>
    onChange({ ...draft, refs: draft.refs.map((line, i) => (i === index ? value : line)) });
  const addRef = () => {
    if (!canAddReference(draft.refs)) return;
    onChange({ ...draft, refs: [...draft.refs, ""] });
    // Focus the new line once it renders.
    const next = draft.refs.length;
    setTimeout(() => refInputs.current[next]?.focus(), 0);
  };
  const removeRef = (index: number) => onChange({ ...draft, refs: draft.refs.filter((_, i) => i !== index) });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit();
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-5" data-testid="escape-answer-form">
      <fieldset className="space-y-2" aria-describedby={fieldErrors.refs ? refsErrorId : undefined}>
        <legend className="mb-1 text-sm font-medium text-stone-800">
          References <span className="font-normal text-stone-600">(1–{ESCAPE_ROOM.maxRefLines}, KJV)</span>
        </legend>
        <ol className="space-y-2">
          {draft.refs.map((line, index) => (
            <li key={index} className="flex items-center gap-2">
              <Input
                ref={(element) => {
                  refInputs.current[index] = element;
                }}
                aria-label={`Reference ${index + 1}`}
                value={line}
                onChange={(event) => setRef(index, event.target.value)}
                placeholder={index === 0 ? "e.g. John 1:29" : "Another reference"}
                maxLength={120}
                autoComplete="off"
                autoCapitalize="off"
                spellCheck={false}
                disabled={disabled}
                aria-invalid={fieldErrors.refs ? true : undefined}
                className="h-11 text-base sm:max-w-sm"
                data-testid={`escape-ref-${index + 1}`}
              />
              {draft.refs.length > 1 && (
                <Button
                  type="button"
                  variant="ghost"
                  size="sm"
                  onClick={() => removeRef(index)}
                  disabled={disabled}
                  aria-label={`Remove reference ${index + 1}`}
                >
                  <X className="size-4" aria-hidden="true" />
                </Button>
              )}
            </li>
          ))}
        </ol>
        {canAddReference(draft.refs) && (
          <Button
            type="button"
            variant="outline"
            size="sm"
            onClick={addRef}
            disabled={disabled}
            data-testid="escape-add-ref"
          >
            <Plus className="size-4" aria-hidden="true" />
            Add a reference
          </Button>
        )}
        {fieldErrors.refs && (
          <p id={refsErrorId} className="text-sm text-destructive">
            {fieldErrors.refs}
          </p>
        )}
      </fieldset>

      <div className="space-y-1.5">
        <label htmlFor={justificationId} className="text-sm font-medium text-stone-800">
          Justification
        </label>
        <textarea
          id={justificationId}
          value={draft.justification}
          onChange={(event) => onChange({ ...draft, justification: event.target.value })}
          rows={4}
          maxLength={maxJustificationChars}
          disabled={disabled}
          placeholder="Which room did you use, and how do these verses open the lock?"
          aria-invalid={fieldErrors.justification ? true : undefined}
          aria-describedby={`${countId}${fieldErrors.justification ? ` ${justificationErrorId}` : ""}`}
          className="w-full rounded-md border border-stone-300 bg-white px-3 py-2 text-base text-ink focus:border-night-light focus:ring-2 focus:ring-night-light/30 focus:outline-none disabled:bg-stone-100 aria-[invalid=true]:border-destructive"
          data-testid="escape-justification"
        />
        <p
          id={countId}
          className={cn("text-sm", enough ? "text-emerald-700" : "text-stone-600")}
          data-testid="escape-word-count"
        >
          {justificationHint(words)}
        </p>
        {fieldErrors.justification && (
          <p id={justificationErrorId} className="text-sm text-destructive">
            {fieldErrors.justification}
          </p>
        )}
      </div>

      <fieldset
        className="space-y-2"
        aria-describedby={fieldErrors.principle ? principleErrorId : undefined}
        data-testid="escape-principles"
      >
        <legend className="mb-1 text-sm font-medium text-stone-800">The principle you applied</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {principleOptions.map((option) => (
            <label
              key={option}
              className={cn(
                "flex cursor-pointer items-start gap-2 rounded-lg border bg-white p-3 text-sm has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-night-light",
                draft.principle === option
                  ? "border-night bg-indigo-50/60"
                  : "border-stone-300 hover:bg-stone-50",
                disabled && "cursor-not-allowed opacity-70",
              )}
            >
              <input
                type="radio"
                name="escape-principle"
                value={option}
                checked={draft.principle === option}
                onChange={() => onChange({ ...draft, principle: option })}
                disabled={disabled}
                className="mt-0.5 size-4 shrink-0 accent-night"
              />
              <span className="text-ink">{option}</span>
            </label>
          ))}
        </div>
        {fieldErrors.principle && (
          <p id={principleErrorId} className="text-sm text-destructive">
            {fieldErrors.principle}
          </p>
        )}
      </fieldset>

      {problem && (
        <p
          id={problemId}
          role="alert"
          className="text-sm text-destructive"
          data-testid="escape-answer-problem"
        >
          {problem}
        </p>
      )}
      <Button
        type="submit"
        size="lg"
        busy={busy}
        disabled={disabled}
        aria-describedby={problem ? problemId : undefined}
        data-testid="escape-submit"
      >
        {!busy && <Send className="size-4" aria-hidden="true" />}
        Submit
      </Button>
    </form>
  );
}
