import { ArrowDown, ArrowUp, Pencil, RotateCcw, Trash2 } from "lucide-react";
import { type FormEvent, type KeyboardEvent, useRef, useState } from "react";
import { Link } from "react-router";
import { type DeckDto, type FlashcardDto, flashcardKindLabels } from "@common/schemas/flashcards";
import { Alert } from "@client/components/ui/alert";
import { Button } from "@client/components/ui/button";
import { ConfirmDialog } from "@client/components/ui/confirm-dialog";
import { ApiError } from "@client/lib/api-client";
import { toast } from "@client/lib/toast";
import { useDeleteCard } from "../api/delete-card";
import { useReorderCards } from "../api/reorder-cards";
import { useResetCard } from "../api/reset-card";
import { useUpdateCard } from "../api/update-card";
import { cardProblem, toCardInput } from "../lib/generation-draft";
import { moveId } from "../lib/reorder";
import { CardFields, type CardDraft } from "./card-fields";

const stateLabels: Record<NonNullable<FlashcardDto["state"]>, string> = {
  new: "New",
  learning: "Learning",
  review: "Review",
  relearning: "Relearning",
};

function CardEditForm({ card, onDone }: { card: FlashcardDto; onDone: () => void }) {
  const [draft, setDraft] = useState<CardDraft>({
    front: card.front,
    back: card.back,
    verseRef: card.verseRef,
    kind: card.kind,
  });
  const [problem, setProblem] = useState<string | null>(null);
  const update = useUpdateCard();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = cardProblem(draft);
    setProblem(found);
    if (found) return;
    update.mutate(
      { cardId: card.id, input: toCardInput(draft) },
      {
        onSuccess: onDone,
        onError: (error) =>
          setProblem(error instanceof ApiError ? error.message : "Couldn't save the card. Try again."),
      },
    );
  };
  return (
    <form onSubmit={submit} className="space-y-3" aria-label="Edit card" noValidate>
      <CardFields draft={draft} onChange={setDraft} />
      {problem && <Alert tone="destructive">{problem}</Alert>}
      <p className="text-xs text-stone-500">Editing keeps the card's review schedule.</p>
      <div className="flex justify-end gap-2">
        <Button type="button" variant="outline" size="sm" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" size="sm" busy={update.isPending}>
          Save card
        </Button>
      </div>
    </form>
  );
}

/**
 * The deck's cards in order, each with Move up / Move down (Alt+↑ / Alt+↓ from anywhere in its row), Edit, Reset
 * progress and Delete (both confirmed). Focus follows a moved card so a keyboard user can keep moving it.
 */
export function CardList({ deck }: { deck: DeckDto }) {
  const [editing, setEditing] = useState<string | null>(null);
  const [confirm, setConfirm] = useState<{ kind: "delete" | "reset"; card: FlashcardDto } | null>(null);
  const listRef = useRef<HTMLOListElement>(null);
  const reorder = useReorderCards();
  const remove = useDeleteCard();
  const reset = useResetCard();
  const ids = deck.cards.map((card) => card.id);

  const move = (index: number, delta: -1 | 1, focus: "up" | "down") => {
    const next = moveId(ids, index, delta);
    if (next.join() === ids.join()) return;
    const cardId = ids[index]!;
    reorder.mutate(
      { deckId: deck.id, cardIds: next },
      {
        onError: (error) =>
          toast.error(error instanceof ApiError ? error.message : "Couldn't move the card."),
      },
    );
    requestAnimationFrame(() => {
      const row = listRef.current?.querySelector<HTMLElement>(`[data-card-id="${cardId}"]`);
      const button = row?.querySelector<HTMLButtonElement>(`[data-move="${focus}"]`);
      (button && !button.disabled ? button : row)?.focus();
    });
  };

  const onRowKey = (event: KeyboardEvent<HTMLLIElement>, index: number) => {
    if (!event.altKey || (event.key !== "ArrowUp" && event.key !== "ArrowDown")) return;
    const tag = (event.target as HTMLElement).tagName.toLowerCase();
    if (tag === "input" || tag === "textarea" || tag === "select") return;
    event.preventDefault();
    if (event.key === "ArrowUp") move(index, -1, "up");
    else move(index, 1, "down");
  };

  if (deck.cards.length === 0)
    return (
      <p
        className="rounded-lg border border-dashed border-stone-300 p-4 text-center text-stone-600"
        data-testid="no-cards"
      >
        No cards yet. Add one below or paste several at once.
      </p>
    );

  return (
    <>
      <p className="text-xs text-stone-500" id="card-order-hint">
        Move a card with its arrow buttons, or with Alt+↑ and Alt+↓ while its row has focus.
      </p>
      <ol ref={listRef} className="space-y-2" aria-label="Cards" aria-describedby="card-order-hint">
        {deck.cards.map((card, index) => {
          const label = `Card ${index + 1}`;
          return (
            <li
              key={card.id}
              data-card-id={card.id}
              data-testid="deck-card-row"
              tabIndex={-1}
              aria-label={label}
              onKeyDown={(event) => onRowKey(event, index)}
              className="rounded-lg border border-stone-200 bg-white p-3 focus-visible:outline-2 focus-visible:outline-night"
            >
              {editing === card.id ? (
                <CardEditForm card={card} onDone={() => setEditing(null)} />
              ) : (
                <div className="flex flex-col gap-2 sm:flex-row sm:items-start">
                  <div className="min-w-0 flex-1 space-y-1">
                    <p className="font-medium break-words text-night">{card.front}</p>
                    <p className="text-sm break-words text-stone-700">{card.back}</p>
                    <p className="flex flex-wrap gap-x-2 text-xs text-stone-500">
                      <span>{flashcardKindLabels[card.kind]}</span>
                      {card.verseRef &&
                        (card.readerHref ? (
                          <Link
                            to={card.readerHref}
                            className="text-night-light underline-offset-2 hover:underline"
                          >
                            {card.verseRef}
                          </Link>
                        ) : (
                          <span>{card.verseRef}</span>
                        ))}
                      {card.state && <span data-testid="card-state">{stateLabels[card.state]}</span>}
                    </p>
                  </div>
                  <div className="flex flex-wrap gap-1" role="group" aria-label={`${label} actions`}>
                    <Button
                      variant="ghost"
                      size="sm"
                      data-move="up"
                      aria-label={`Move ${label.toLowerCase()} up`}
                      aria-keyshortcuts="Alt+ArrowUp"
                      disabled={index === 0}
                      onClick={() => move(index, -1, "up")}
                    >
                      <ArrowUp className="size-4" aria-hidden="true" />
                    </Button>
                    <Button
                      variant="ghost"
                      size="sm"
                      data-move="down"
                      aria-label={`Move ${label.toLowerCase()} down`}
                      aria-keyshortcuts="Alt+ArrowDown"
                      disabled={index === deck.cards.length - 1}
                      onClick={() => move(index, 1, "down")}
                    >
                      <ArrowDown className="size-4" aria-hidden="true" />
                    </Button>
                    <Button
                      variant="ghost"
                      size="sm"
                      aria-label={`Edit ${label.toLowerCase()}`}
                      onClick={() => setEditing(card.id)}
                    >
                      <Pencil className="size-4" aria-hidden="true" />
                    </Button>
                    {card.state && card.state !== "new" && (
                      <Button
                        variant="ghost"
                        size="sm"
                        aria-label={`Reset progress of ${label.toLowerCase()}`}
                        onClick={() => setConfirm({ kind: "reset", card })}
                      >
                        <RotateCcw className="size-4" aria-hidden="true" />
                      </Button>
                    )}
                    <Button
                      variant="ghost"
                      size="sm"
                      aria-label={`Delete ${label.toLowerCase()}`}
                      onClick={() => setConfirm({ kind: "delete", card })}
                    >
                      <Trash2 className="size-4" aria-hidden="true" />
                    </Button>
                  </div>
                </div>
              )}
            </li>
          );
        })}
      </ol>
      <ConfirmDialog
        open={confirm?.kind === "delete"}
        onOpenChange={(open) => !open && setConfirm(null)}
        title="Delete this card?"
        description={`"${confirm?.card.front ?? ""}" and its review history will be deleted. This can't be undone.`}
        confirmLabel="Delete card"
        pendingLabel="Deleting…"
        destructive
        onConfirm={() => (confirm ? remove.mutateAsync(confirm.card.id) : undefined)}
      />
      <ConfirmDialog
        open={confirm?.kind === "reset"}
        onOpenChange={(open) => !open && setConfirm(null)}
        title="Reset this card's progress?"
        description="The card becomes new again; its past ratings stay in your review history."
        confirmLabel="Reset progress"
        pendingLabel="Resetting…"
        onConfirm={() => (confirm ? reset.mutateAsync(confirm.card.id) : undefined)}
      />
    </>
  );
}
