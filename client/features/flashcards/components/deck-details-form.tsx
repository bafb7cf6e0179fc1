import { type FormEvent, useState } from "react";
import { type DeckDto, deckInput } from "@common/schemas/flashcards";
import { Alert } from "@client/components/ui/alert";
import { Button } from "@client/components/ui/button";
import { ApiError } from "@client/lib/api-client";
import { toast } from "@client/lib/toast";
import { useUpdateDeck } from "../api/update-deck";
import { moderationNote } from "../lib/deck-text";
import { DeckFields, type DeckDraft, deckInputOf } from "./deck-fields";

const draftOf = (deck: DeckDto): DeckDraft => ({
  title: deck.title,
  description: deck.description,
  isPublic: deck.isPublic,
});

/**
 * The deck's title, description and public switch. A public deck is moderated (ai.md §1.7): while it waits the page
 * says so, and blocked wording comes back as the server's plain message.
 */
export function DeckDetailsForm({ deck }: { deck: DeckDto }) {
  const [draft, setDraft] = useState<DeckDraft>(() => draftOf(deck));
  const [problem, setProblem] = useState<string | null>(null);
  const update = useUpdateDeck();
  const changed =
    draft.title !== deck.title || draft.description !== deck.description || draft.isPublic !== deck.isPublic;
  const note = moderationNote(deck.moderation);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = deckInput.safeParse(deckInputOf(draft));
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message ?? "Check the deck's details.");
      return;
    }
    setProblem(null);
    update.mutate(
      { deckId: deck.id, input: deckInputOf(draft) },
      {
        onSuccess: (saved) => {
          setDraft(draftOf(saved));
          toast.success(
            saved.moderation === "pending" ? "Saved. The deck is waiting for review." : "Deck saved.",
          );
        },
        onError: (error) =>
          setProblem(error instanceof ApiError ? error.message : "Couldn't save the deck. Try again."),
      },
    );
  };

  return (
    <form onSubmit={submit} className="space-y-4" aria-label="Deck details" noValidate>
      <DeckFields draft={draft} onChange={setDraft} />
      {deck.isPublic && note && (
        <Alert tone="info" data-testid="moderation-note">
          {note === "Waiting for review"
            ? "Waiting for review: other members see this deck once it has been checked."
            : "Hidden by a moderator: other members don't see this deck."}
        </Alert>
      )}
      {problem && <Alert tone="destructive">{problem}</Alert>}
      <div className="flex justify-end gap-2">
        {changed && (
          <Button type="button" variant="outline" onClick={() => setDraft(draftOf(deck))}>
            Discard changes
          </Button>
        )}
        <Button type="submit" disabled={!changed} busy={update.isPending}>
          Save details
        </Button>
      </div>
    </form>
  );
}
