import { type FormEvent, useId } from "react";
import {
  FLASHCARD_LIMITS,
  type FlashcardKind,
  flashcardKindLabels,
  flashcardKinds,
} from "@common/schemas/flashcards";
import { Button } from "@client/components/ui/button";
import { Checkbox } from "@client/components/ui/checkbox";
import { Input } from "@client/components/ui/input";
import { cn } from "@client/lib/cn";
import { inputCounter } from "@client/lib/input-counter";
import { selectClass } from "@client/components/ui/text-area";

export type GenerateDraft = {
  source: "passage" | "topic";
  value: string;
  count: number;
  kinds: FlashcardKind[];
  difficulty: "easy" | "medium" | "hard";
};

export const initialGenerateDraft: GenerateDraft = {
  source: "passage",
  value: "",
  count: FLASHCARD_LIMITS.countDefault,
  kinds: ["qa"],
  difficulty: "medium",
};

const L = FLASHCARD_LIMITS;
const radioClass = "size-4 accent-night";

/**
 * The generation's choices (ai.md §3.10): passage or topic with the live counter (§1.7), how many cards (5–30), the
 * kinds and the difficulty. Generate stays disabled while the text is empty or over the limit.
 */
export function GenerateForm({
  draft,
  onChange,
  onSubmit,
  busy,
}: {
  draft: GenerateDraft;
  onChange: (draft: GenerateDraft) => void;
  onSubmit: () => void;
  busy: boolean;
}) {
  const id = useId();
  const counter = inputCounter(draft.value, L.sourceMax);
  const countValid = Number.isInteger(draft.count) && draft.count >= L.countMin && draft.count <= L.countMax;
  const canSubmit = !busy && counter.length > 0 && !counter.over && countValid && draft.kinds.length > 0;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (canSubmit) onSubmit();
  };
  const toggleKind = (kind: FlashcardKind, on: boolean) =>
    onChange({
      ...draft,
      kinds: on
        ? flashcardKinds.filter((k) => k === kind || draft.kinds.includes(k))
        : draft.kinds.filter((k) => k !== kind),
    });

  return (
    <form onSubmit={submit} className="space-y-4" aria-label="Generate cards" noValidate>
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium text-stone-800">Make cards from</legend>
        <div className="flex gap-4">
          {(["passage", "topic"] as const).map((source) => (
            <label key={source} className="flex items-center gap-2 text-sm">
              <input
                type="radio"
                name={`${id}-source`}
                className={radioClass}
                checked={draft.source === source}
                onChange={() => onChange({ ...draft, source })}
              />
              {source === "passage" ? "A passage" : "A topic"}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="space-y-1.5">
        <label htmlFor={`${id}-value`} className="text-sm font-medium text-stone-800">
          {draft.source === "passage" ? "Passage" : "Topic"}
        </label>
        <Input
          id={`${id}-value`}
          value={draft.value}
          aria-invalid={counter.over || undefined}
          aria-describedby={`${id}-value-hint`}
          placeholder={draft.source === "passage" ? "Daniel 2" : "parables"}
          onChange={(event) => onChange({ ...draft, value: event.target.value })}
        />
        <div className="flex justify-between gap-2 text-xs">
          <p id={`${id}-value-hint`} className="text-stone-500">
            {draft.source === "passage"
              ? `Any reference, up to ${L.passageMaxChapters} chapters.`
              : "A theme, a person, a room of the palace…"}
          </p>
          {counter.visible && (
            <p
              className={cn(
                "tabular-nums",
                counter.over ? "font-semibold text-destructive" : "text-stone-600",
              )}
              data-testid="source-counter"
            >
              {counter.text}
            </p>
          )}
        </div>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="space-y-1.5">
          <label htmlFor={`${id}-count`} className="text-sm font-medium text-stone-800">
            Number of cards
          </label>
          <Input
            id={`${id}-count`}
            type="number"
            inputMode="numeric"
            min={L.countMin}
            max={L.countMax}
            value={Number.isNaN(draft.count) ? "" : draft.count}
            aria-invalid={!countValid || undefined}
            aria-describedby={`${id}-count-hint`}
            onChange={(event) => onChange({ ...draft, count: event.target.valueAsNumber })}
          />
          <p
            id={`${id}-count-hint`}
            className={cn("text-xs", countValid ? "text-stone-500" : "text-destructive")}
          >
            From {L.countMin} to {L.countMax}.
          </p>
        </div>
        <div className="space-y-1.5">
          <label htmlFor={`${id}-difficulty`} className="text-sm font-medium text-stone-800">
            Difficulty
          </label>
          <select
            id={`${id}-difficulty`}
            className={selectClass}
            value={draft.difficulty}
            onChange={(event) =>
              onChange({ ...draft, difficulty: event.target.value as GenerateDraft["difficulty"] })
            }
          >
            <option value="easy">Easy</option>
            <option value="medium">Medium</option>
            <option value="hard">Hard</option>
          </select>
        </div>
      </div>
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium text-stone-800">Kinds of card</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {flashcardKinds.map((kind) => (
            <label key={kind} className="flex items-center gap-2 text-sm">
              <Checkbox
                checked={draft.kinds.includes(kind)}
                onCheckedChange={(checked) => toggleKind(kind, checked === true)}
              />
              {flashcardKindLabels[kind]}
            </label>
          ))}
        </div>
        {draft.kinds.length === 0 && (
          <p className="text-xs text-destructive">Choose at least one kind of card.</p>
        )}
      </fieldset>
      <div className="flex justify-end">
        <Button type="submit" disabled={!canSubmit} busy={busy}>
          {busy ? "Writing cards…" : "Generate"}
        </Button>
      </div>
    </form>
  );
}
