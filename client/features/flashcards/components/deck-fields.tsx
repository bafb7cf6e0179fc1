import { useId } from "react";
import type { z } from "zod";
import { FLASHCARD_LIMITS, type deckInput } from "@common/schemas/flashcards";
import { Field } from "@client/components/ui/field";
import { Input } from "@client/components/ui/input";
import { Switch } from "@client/components/ui/switch";
import { TextArea } from "@client/components/ui/text-area";

export type DeckDraft = { title: string; description: string; isPublic: boolean };

export const emptyDeckDraft: DeckDraft = { title: "", description: "", isPublic: false };

export const deckInputOf = (draft: DeckDraft): z.output<typeof deckInput> => ({
  title: draft.title,
  description: draft.description,
  isPublic: draft.isPublic,
});

/** Title (3–100), description (≤ 500) and the public switch, whose hint says public decks are checked first. */
export function DeckFields({ draft, onChange }: { draft: DeckDraft; onChange: (draft: DeckDraft) => void }) {
  const id = useId();
  return (
    <div className="space-y-4">
      <Field id={`${id}-title`} label="Title">
        <Input
          id={`${id}-title`}
          value={draft.title}
          maxLength={FLASHCARD_LIMITS.titleMax}
          required
          onChange={(event) => onChange({ ...draft, title: event.target.value })}
        />
      </Field>
      <Field id={`${id}-description`} label="Description (optional)">
        <TextArea
          id={`${id}-description`}
          value={draft.description}
          rows={3}
          maxLength={FLASHCARD_LIMITS.descriptionMax}
          onChange={(event) => onChange({ ...draft, description: event.target.value })}
        />
      </Field>
      <div className="flex items-start gap-3">
        <Switch
          id={`${id}-public`}
          checked={draft.isPublic}
          onCheckedChange={(isPublic) => onChange({ ...draft, isPublic })}
          aria-describedby={`${id}-public-hint`}
        />
        <div>
          <label htmlFor={`${id}-public`} className="text-sm font-medium text-stone-800">
            Public deck
          </label>
          <p id={`${id}-public-hint`} className="text-xs text-stone-500">
            Others can find it under Public decks and add a copy to theirs. Public decks are checked before
            they are shown.
          </p>
        </div>
      </div>
    </div>
  );
}
