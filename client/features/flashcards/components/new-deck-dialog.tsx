import { type FormEvent, useState } from "react";
import { deckInput } from "@common/schemas/flashcards";
import { Alert } from "@client/components/ui/alert";
import { Button } from "@client/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@client/components/ui/dialog";
import { ApiError } from "@client/lib/api-client";
import { useCreateDeck } from "../api/create-deck";
import { DeckFields, type DeckDraft, deckInputOf, emptyDeckDraft } from "./deck-fields";

/** New deck: title, description and the public switch; the new deck opens so cards can be added at once. */
export function NewDeckDialog({
  open,
  onOpenChange,
  onCreated,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCreated: (deckId: string) => void;
}) {
  const [draft, setDraft] = useState<DeckDraft>(emptyDeckDraft);
  const [problem, setProblem] = useState<string | null>(null);
  const create = useCreateDeck();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = deckInput.safeParse(deckInputOf(draft));
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message ?? "Check the deck's details.");
      return;
    }
    setProblem(null);
    create.mutate(deckInputOf(draft), {
      onSuccess: (deck) => {
        setDraft(emptyDeckDraft);
        onOpenChange(false);
        onCreated(deck.id);
      },
      onError: (error) =>
        setProblem(error instanceof ApiError ? error.message : "Couldn't create the deck. Try again."),
    });
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) setProblem(null);
        onOpenChange(next);
      }}
    >
      <DialogContent layout="sheet">
        <DialogHeader>
          <DialogTitle>New deck</DialogTitle>
          <DialogDescription>Give it a title; you add the cards next.</DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} className="space-y-4" noValidate>
          <DeckFields draft={draft} onChange={setDraft} />
          {problem && <Alert tone="destructive">{problem}</Alert>}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" busy={create.isPending}>
              Create deck
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
