import { BookOpen, Lightbulb } from "lucide-react";
import { type ReactNode, useId, useState } from "react";
import { Link } from "react-router";
import {
  CHALLENGE_ANSWER_MAX,
  type ChallengeCardDto,
  challengeMessages,
  GROWTH_AREA_MAX,
} from "@common/schemas/challenges";
import { Alert } from "@client/components/ui/alert";
import { Button } from "@client/components/ui/button";
import { Input } from "@client/components/ui/input";
import { Label } from "@client/components/ui/label";
import { readerPath } from "@client/lib/bible";
import { cn } from "@client/lib/cn";
import { type AnswerValues, isKnownSubtype, requiredFilled } from "../lib/answer-form";

const textareaClass =
  "w-full rounded-md border border-stone-300 bg-white p-3 text-sm text-ink placeholder:text-stone-400 focus:border-night-light focus:outline-none focus:ring-2 focus:ring-night-light/30 disabled:bg-stone-100 aria-[invalid=true]:border-destructive";

type FieldProps = {
  values: AnswerValues;
  errors: Record<string, string>;
  disabled: boolean;
  set: (key: string, value: string) => void;
};

function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="text-sm text-destructive">
      {message}
    </p>
  );
}

/** A labelled textarea bound to one answer field, with its error under it. */
function TextField({
  name,
  label,
  hint,
  rows = 4,
  max = CHALLENGE_ANSWER_MAX,
  ...field
}: FieldProps & { name: string; label: ReactNode; hint?: string; rows?: number; max?: number }) {
  const id = useId();
  const error = field.errors[name];
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>{label}</Label>
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-stone-500">
          {hint}
        </p>
      )}
      <textarea
        id={id}
        rows={rows}
        maxLength={max}
        value={field.values[name] ?? ""}
        disabled={field.disabled}
        onChange={(event) => field.set(name, event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={cn(hint && `${id}-hint`, error && `${id}-error`) || undefined}
        className={textareaClass}
      />
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

/** A group of radio choices, each with a line under its name. */
function ChoiceField({
  name,
  legend,
  options,
  ...field
}: FieldProps & { name: string; legend: string; options: { id: string; label: string; line?: string }[] }) {
  const id = useId();
  const error = field.errors[name];
  return (
    <fieldset className="space-y-2" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="text-sm font-medium text-stone-800">{legend}</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {options.map((option) => {
          const checked = field.values[name] === option.id;
          return (
            <label
              key={option.id}
              className={cn(
                "flex cursor-pointer items-start gap-2 rounded-lg border p-3 text-sm",
                checked ? "border-night-light bg-indigo-50" : "border-stone-200 bg-white hover:bg-stone-50",
              )}
            >
              <input
                type="radio"
                name={`${id}-${name}`}
                value={option.id}
                checked={checked}
                disabled={field.disabled}
                onChange={() => field.set(name, option.id)}
                className="mt-1"
              />
              <span>
                <span className="font-medium text-stone-900">{option.label}</span>
                {option.line && <span className="block text-stone-600">{option.line}</span>}
              </span>
            </label>
          );
        })}
      </div>
      <FieldError id={`${id}-error`} message={error} />
    </fieldset>
  );
}

function Hints({ hints }: { hints: string[] }) {
  const [shown, setShown] = useState(0);
  if (hints.length === 0) return null;
  return (
    <div className="space-y-2">
      <ol className="space-y-1" aria-live="polite">
        {hints.slice(0, shown).map((hint, index) => (
          <li key={hint} className="flex gap-2 rounded-md bg-amber-50 p-2 text-sm text-amber-950">
            <Lightbulb className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            <span>
              <span className="sr-only">Hint {index + 1}: </span>
              {hint}
            </span>
          </li>
        ))}
      </ol>
      {shown < hints.length && (
        <Button type="button" variant="outline" size="sm" onClick={() => setShown((count) => count + 1)}>
          <Lightbulb className="size-4" aria-hidden="true" />
          {shown === 0 ? "Show a hint" : "Show another hint"}
        </Button>
      )}
    </div>
  );
}

/** The subtype's own fields. */
function SubtypeFields({ card, ...field }: FieldProps & { card: ChallengeCardDto }) {
  const form = card.form;
  switch (form.subtype) {
    case "dimension-drill": {
      const chosen = form.dimensions.find((each) => each.id === field.values.dimension);
      return (
        <>
          <ChoiceField
            {...field}
            name="dimension"
            legend="Choose one dimension"
            options={form.dimensions.map((each) => ({ id: each.id, label: `${each.code} ${each.name}` }))}
          />
          <p aria-live="polite" className="min-h-5 text-sm text-stone-700">
            {chosen && (
              <>
                <span className="font-semibold">{chosen.code}: </span>
                {chosen.question}
              </>
            )}
          </p>
          <TextField {...field} name="answer" label="Your answer (1–3 sentences)" />
        </>
      );
    }
    case "connect-6":
      return (
        <>
          <div className="rounded-lg bg-stone-50 p-3 text-sm text-stone-700">
            <p>
              <span className="font-semibold">Target genre:</span> {form.targetGenre.name}
            </p>
            <p>
              <span className="font-semibold">Example books:</span> {form.exampleBooks.join(", ")}
            </p>
          </div>
          <ConnectedVerseField {...field} genre={form.targetGenre.name} example={form.exampleBooks[0]} />
          <TextField
            {...field}
            name="explanation"
            label="Explanation"
            hint="How do the two passages speak to each other?"
          />
        </>
      );
    case "sanctuary-map":
      return (
        <>
          <ChoiceField
            {...field}
            name="article"
            legend="Choose a sanctuary article (in order of approach)"
            options={form.articles.map((each, index) => ({
              id: each.id,
              label: `${index + 1}. ${each.name}`,
              line: each.meaning,
            }))}
          />
          <TextField {...field} name="explanation" label="Explanation" />
        </>
      );
    case "christ-chapter":
      return (
        <>
          <p className="text-sm text-stone-700">
            <span className="font-semibold">Today&apos;s chapter: </span>
            <Link
              to={readerPath(form.chapter.bookName, form.chapter.chapter)}
              className="inline-flex items-center gap-1 font-medium text-night-light underline underline-offset-4"
            >
              <BookOpen className="size-4" aria-hidden="true" />
              {form.chapter.label}
            </Link>
          </p>
          <TextField {...field} name="reflection" label="Where is Jesus in this chapter?" rows={5} />
          <Hints hints={form.hints} />
        </>
      );
    case "fruit-check":
      return (
        <>
          <TextField {...field} name="action" label="Today I will… (one concrete action)" rows={3} />
          <GrowthAreaField {...field} />
        </>
      );
  }
}

function ConnectedVerseField({ genre, example, ...field }: FieldProps & { genre: string; example?: string }) {
  const id = useId();
  const error = field.errors.connectedVerse;
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>Connected verse</Label>
      <p id={`${id}-hint`} className="text-xs text-stone-500">
        A reference from a {genre} book{example ? `, e.g. ${example} …` : ""}
      </p>
      <Input
        id={id}
        value={field.values.connectedVerse ?? ""}
        maxLength={100}
        disabled={field.disabled}
        onChange={(event) => field.set("connectedVerse", event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={cn(`${id}-hint`, error && `${id}-error`)}
        autoComplete="off"
      />
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

function GrowthAreaField(field: FieldProps) {
  const id = useId();
  const error = field.errors.growthArea;
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>God still needs to work on… (one area)</Label>
      <Input
        id={id}
        value={field.values.growthArea ?? ""}
        maxLength={GROWTH_AREA_MAX}
        disabled={field.disabled}
        onChange={(event) => field.set("growthArea", event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

/**
 * Today's answer form: the subtype's fields, Submit disabled until every required field has something in it, the
 * shared schema's messages under the fields, and the failure line above Submit (the answer is kept).
 */
export function ChallengeForm({
  card,
  values,
  errors,
  busy,
  failure,
  onChange,
  onSubmit,
}: {
  card: ChallengeCardDto;
  values: AnswerValues;
  errors: Record<string, string>;
  busy: boolean;
  failure: string | null;
  onChange: (key: string, value: string) => void;
  onSubmit: () => void;
}) {
  if (!isKnownSubtype(card.subtype) || card.form.subtype !== card.subtype)
    return <Alert>{challengeMessages.unknownSubtype}</Alert>;
  return (
    <form
      className="space-y-4"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <SubtypeFields card={card} values={values} errors={errors} disabled={busy} set={onChange} />
      {failure && <Alert tone="destructive">{failure}</Alert>}
      <Button type="submit" variant="gold" busy={busy} disabled={!requiredFilled(card.subtype, values)}>
        Submit
      </Button>
    </form>
  );
}
