import { type FormEvent, useState } from "react";
import { FLASHCARD_LIMITS } from "@common/schemas/flashcards";
import { Alert } from "@client/components/ui/alert";
import { Button } from "@client/components/ui/button";
import { ApiError } from "@client/lib/api-client";
import { useAddCard } from "../api/add-card";
import { cardProblem, toCardInput } from "../lib/generation-draft";
import { CardFields, type CardDraft, emptyCardDraft } from "./card-fields";

/** Add a card at the end of the deck; the fields empty for the next one, focus back on the front. */
export function AddCardForm({ deckId, cardCount }: { deckId: string; cardCount: number }) {
  const [draft, setDraft] = useState<CardDraft>(emptyCardDraft);
  const [problem, setProblem] = useState<string | null>(null);
  const add = useAddCard();
  const full = cardCount >= FLASHCARD_LIMITS.cardsPerDeck;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const found = cardProblem(draft);
    setProblem(found);
    if (found) return;
    add.mutate(
      { deckId, input: toCardInput(draft) },
      {
        onSuccess: () => {
          setDraft({ ...emptyCardDraft, kind: draft.kind });
          form.querySelector("textarea")?.focus();
        },
        onError: (error) =>
          setProblem(error instanceof ApiError ? error.message : "Couldn't add the card. Try again."),
      },
    );
  };

  if (full)
    return (
      <p className="text-sm text-stone-600">
        This deck holds the most cards a deck can ({FLASHCARD_LIMITS.cardsPerDeck}). Start another deck for
        more.
      </p>
    );
  return (
    <form onSubmit={submit} className="space-y-3" aria-label="Add a card" noValidate>
      <CardFields draft={draft} onChange={setDraft} />
      {problem && <Alert tone="destructive">{problem}</Alert>}
      <div className="flex justify-end">
        <Button type="submit" busy={add.isPending}>
          Add card
        </Button>
      </div>
    </form>
  );
}
