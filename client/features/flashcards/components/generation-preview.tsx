import { Pencil, Trash2 } from "lucide-react";
import { type FormEvent, useState } from "react";
import { FLASHCARD_LIMITS, deckSourceLabels, flashcardKindLabels } from "@common/schemas/flashcards";
import { Alert } from "@client/components/ui/alert";
import { Button } from "@client/components/ui/button";
import { Field } from "@client/components/ui/field";
import { Input } from "@client/components/ui/input";
import { type DraftCard, cardProblem } from "../lib/generation-draft";
import { CardFields, type CardDraft } from "./card-fields";

function PreviewCard({
  card,
  index,
  onSave,
  onRemove,
}: {
  card: DraftCard;
  index: number;
  onSave: (next: CardDraft) => void;
  onRemove: () => void;
}) {
  const [editing, setEditing] = useState<CardDraft | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const label = `Card ${index + 1}`;
  const done = (event: FormEvent) => {
    event.preventDefault();
    if (!editing) return;
    const found = cardProblem(editing);
    setProblem(found);
    if (found) return;
    onSave(editing);
    setEditing(null);
  };
  return (
    <li
      className="space-y-2 rounded-lg border border-stone-200 bg-white p-3"
      aria-label={label}
      data-testid="preview-card"
    >
      {editing ? (
        <form onSubmit={done} className="space-y-3" aria-label={`Edit ${label.toLowerCase()}`}>
          <CardFields draft={editing} onChange={setEditing} />
          {problem && <Alert tone="destructive">{problem}</Alert>}
          <div className="flex justify-end gap-2">
            <Button type="button" variant="outline" size="sm" onClick={() => setEditing(null)}>
              Cancel
            </Button>
            <Button type="submit" size="sm">
              Done
            </Button>
          </div>
        </form>
      ) : (
        <>
          <div className="flex items-start gap-2">
            <div className="min-w-0 flex-1 space-y-1">
              <p className="font-medium text-night">{card.front}</p>
              <p className="text-sm text-stone-700">{card.back}</p>
              <p className="text-xs text-stone-500">
                {flashcardKindLabels[card.kind]}
                {card.verseRef && ` · ${card.verseRef}`}
              </p>
            </div>
            <Button
              variant="ghost"
              size="sm"
              aria-label={`Edit ${label.toLowerCase()}`}
              onClick={() => setEditing(card)}
            >
              <Pencil className="size-4" aria-hidden="true" />
            </Button>
            <Button variant="ghost" size="sm" aria-label={`Remove ${label.toLowerCase()}`} onClick={onRemove}>
              <Trash2 className="size-4" aria-hidden="true" />
            </Button>
          </div>
        </>
      )}
    </li>
  );
}

/**
 * The generated cards before they are saved (ai.md §3.10): the source, the engine's notes, each card with Edit and
 * Remove, the deck's title (default "<source> (AI)") and Save deck.
 */
export function GenerationPreview({
  source,
  notes,
  cards,
  title,
  onTitle,
  onChange,
  onRemove,
  onSave,
  onBack,
  saving,
  problem,
}: {
  source: "ai" | "offline";
  notes: string[];
  cards: DraftCard[];
  title: string;
  onTitle: (title: string) => void;
  onChange: (key: string, next: CardDraft) => void;
  onRemove: (key: string) => void;
  onSave: () => void;
  onBack: () => void;
  saving: boolean;
  problem: string | null;
}) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSave();
  };
  return (
    <div className="space-y-4" data-testid="generation-preview">
      <p className="flex flex-wrap items-center gap-2 text-sm text-stone-700" role="status">
        <span data-testid="preview-count">
          {cards.length} {cards.length === 1 ? "card" : "cards"}
        </span>
        <span
          data-testid="preview-source"
          className={
            source === "offline"
              ? "rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-900"
              : "rounded-full bg-stone-100 px-2 py-0.5 text-xs text-stone-700"
          }
        >
          {deckSourceLabels[source]}
        </span>
      </p>
      {notes.length > 0 && (
        <Alert tone="info">
          <ul className="list-disc space-y-1 pl-4">
            {notes.map((note) => (
              <li key={note}>{note}</li>
            ))}
          </ul>
        </Alert>
      )}
      <ol className="space-y-2" aria-label="Generated cards">
        {cards.map((card, index) => (
          <PreviewCard
            key={card.key}
            card={card}
            index={index}
            onSave={(next) => onChange(card.key, next)}
            onRemove={() => onRemove(card.key)}
          />
        ))}
      </ol>
      {cards.length === 0 && (
        <p className="text-sm text-stone-600">Every card was removed. Keep at least one card.</p>
      )}
      <form onSubmit={submit} className="space-y-3 border-t border-stone-200 pt-4">
        <Field id="generated-deck-title" label="Deck title">
          <Input
            id="generated-deck-title"
            value={title}
            maxLength={FLASHCARD_LIMITS.titleMax}
            onChange={(event) => onTitle(event.target.value)}
          />
        </Field>
        {problem && <Alert tone="destructive">{problem}</Alert>}
        <div className="flex flex-wrap justify-end gap-2">
          <Button type="button" variant="outline" onClick={onBack}>
            Start over
          </Button>
          <Button type="submit" busy={saving} disabled={cards.length === 0}>
            Save deck
          </Button>
        </div>
      </form>
    </div>
  );
}
