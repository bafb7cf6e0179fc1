import { useId } from "react";
import {
  FLASHCARD_LIMITS,
  type FlashcardKind,
  type GeneratedCardDto,
  flashcardKinds,
  flashcardKindLabels,
} from "@common/schemas/flashcards";
import { Field } from "@client/components/ui/field";
import { Input } from "@client/components/ui/input";
import { TextArea, selectClass } from "@client/components/ui/text-area";

export type CardDraft = GeneratedCardDto;

export const emptyCardDraft: CardDraft = { front: "", back: "", verseRef: null, kind: "qa" };

/** Front, back, an optional Bible reference and the kind of card: the fields of every card editor. */
export function CardFields({ draft, onChange }: { draft: CardDraft; onChange: (draft: CardDraft) => void }) {
  const id = useId();
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <Field id={`${id}-front`} label="Front">
        <TextArea
          id={`${id}-front`}
          value={draft.front}
          rows={2}
          maxLength={FLASHCARD_LIMITS.frontMax}
          onChange={(event) => onChange({ ...draft, front: event.target.value })}
        />
      </Field>
      <Field id={`${id}-back`} label="Back">
        <TextArea
          id={`${id}-back`}
          value={draft.back}
          rows={2}
          maxLength={FLASHCARD_LIMITS.backMax}
          onChange={(event) => onChange({ ...draft, back: event.target.value })}
        />
      </Field>
      <Field id={`${id}-ref`} label="Reference (optional)" hint="For example John 3:16">
        <Input
          id={`${id}-ref`}
          value={draft.verseRef ?? ""}
          maxLength={FLASHCARD_LIMITS.verseRefMax}
          onChange={(event) => onChange({ ...draft, verseRef: event.target.value || null })}
        />
      </Field>
      <Field id={`${id}-kind`} label="Kind of card">
        <select
          id={`${id}-kind`}
          className={selectClass}
          value={draft.kind}
          onChange={(event) => onChange({ ...draft, kind: event.target.value as FlashcardKind })}
        >
          {flashcardKinds.map((kind) => (
            <option key={kind} value={kind}>
              {flashcardKindLabels[kind]}
            </option>
          ))}
        </select>
      </Field>
    </div>
  );
}
