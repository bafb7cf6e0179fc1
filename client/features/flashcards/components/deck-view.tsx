import { ArrowLeft, GraduationCap, RotateCcw, SearchX, Trash2 } from "lucide-react";
import { Link } from "react-router";
import type { DeckDto } from "@common/schemas/flashcards";
import { Button } from "@client/components/ui/button";
import { ConfirmDialog } from "@client/components/ui/confirm-dialog";
import { RetryAlert } from "@client/components/ui/retry-alert";
import { Skeleton } from "@client/components/ui/skeleton";
import { ApiError } from "@client/lib/api-client";
import { toast } from "@client/lib/toast";
import { useDeck } from "../api/get-deck";
import { useDeleteDeck } from "../api/delete-deck";
import { useResetDeck } from "../api/reset-deck";
import { deckCounts, deckSourceLabel, reviewLabel } from "../lib/deck-text";
import { flashcardsHref } from "../lib/flashcards-route";
import { AddCardForm } from "./add-card-form";
import { CardList } from "./card-list";
import { DeckDetailsForm } from "./deck-details-form";
import { ImportPanel } from "./import-panel";
import { PublicDeckPreview } from "./public-deck-preview";

export function DeckNotFound() {
  return (
    <section
      className="flex flex-col items-center gap-3 rounded-xl border border-stone-200 bg-white px-4 py-10 text-center"
      data-testid="deck-not-found"
    >
      <SearchX className="size-10 text-stone-400" aria-hidden="true" />
      <h1 className="text-xl font-semibold text-night">Deck not found</h1>
      <p className="max-w-md text-stone-600">This deck doesn't exist, was deleted, or isn't shared.</p>
      <Button asChild>
        <Link to={flashcardsHref({ kind: "list", tab: "mine" })}>Back to my decks</Link>
      </Button>
    </section>
  );
}

const sectionClass = "space-y-3 rounded-xl border border-stone-200 bg-stone-50/60 p-4 sm:p-5";

function OwnDeck({ deck, onDeleted }: { deck: DeckDto; onDeleted: () => void }) {
  const counts = deckCounts(deck);
  const resetDeck = useResetDeck();
  const deleteDeck = useDeleteDeck();
  return (
    <div className="space-y-6" data-testid="deck-page">
      <header className="space-y-3">
        <h1 className="font-serif text-3xl font-semibold break-words text-night">{deck.title}</h1>
        <p className="flex flex-wrap gap-x-3 gap-y-1 text-sm text-stone-700" data-testid="deck-counts">
          <span data-testid="deck-source">{deckSourceLabel(deck)}</span>
          <span>{counts.due}</span>
          <span>{counts.fresh}</span>
          <span>{counts.total}</span>
        </p>
        <div className="flex flex-wrap gap-2">
          <Button asChild>
            <Link to={flashcardsHref({ kind: "review", deckId: deck.id })}>
              <GraduationCap className="size-4" aria-hidden="true" />
              {reviewLabel(deck)}
            </Link>
          </Button>
        </div>
      </header>

      <section aria-labelledby="deck-cards-title" className={sectionClass}>
        <h2 id="deck-cards-title" className="text-lg font-semibold text-night">
          Cards
        </h2>
        <CardList deck={deck} />
      </section>

      <section aria-labelledby="deck-add-title" className={sectionClass}>
        <h2 id="deck-add-title" className="text-lg font-semibold text-night">
          Add a card
        </h2>
        <AddCardForm deckId={deck.id} cardCount={deck.cardCount} />
      </section>

      <section aria-labelledby="deck-import-title" className={sectionClass}>
        <h2 id="deck-import-title" className="text-lg font-semibold text-night">
          Paste several cards
        </h2>
        <ImportPanel deckId={deck.id} />
      </section>

      <section aria-labelledby="deck-details-title" className={sectionClass}>
        <h2 id="deck-details-title" className="text-lg font-semibold text-night">
          Deck details
        </h2>
        <DeckDetailsForm key={deck.id} deck={deck} />
      </section>

      <section aria-labelledby="deck-danger-title" className={sectionClass}>
        <h2 id="deck-danger-title" className="text-lg font-semibold text-night">
          Progress and deletion
        </h2>
        <div className="flex flex-wrap gap-2">
          <ConfirmDialog
            trigger={
              <Button variant="outline">
                <RotateCcw className="size-4" aria-hidden="true" />
                Reset progress
              </Button>
            }
            title="Reset this deck's progress?"
            description="Every card becomes new again; past ratings stay in your review history. The cards are kept."
            confirmLabel="Reset progress"
            pendingLabel="Resetting…"
            onConfirm={() =>
              resetDeck.mutateAsync(deck.id).then(() => toast.success("The deck's progress was reset."))
            }
          />
          <ConfirmDialog
            trigger={
              <Button variant="outline" className="text-destructive">
                <Trash2 className="size-4" aria-hidden="true" />
                Delete deck
              </Button>
            }
            title="Delete this deck?"
            description={`"${deck.title}", its ${counts.total} and their review history will be deleted. This can't be undone.`}
            confirmLabel="Delete deck"
            pendingLabel="Deleting…"
            destructive
            onConfirm={() =>
              deleteDeck.mutateAsync(deck.id).then(() => {
                toast.success("Deck deleted.");
                onDeleted();
              })
            }
          />
        </div>
      </section>
    </div>
  );
}

/**
 * A deck's page (`?deck=<id>`): the member's own deck with its editor, or someone's public deck to preview and copy.
 */
export function DeckView({
  deckId,
  onOpenDeck,
  onDeleted,
}: {
  deckId: string;
  onOpenDeck: (deckId: string) => void;
  onDeleted: () => void;
}) {
  const deck = useDeck(deckId);
  return (
    <div className="space-y-4">
      <Button asChild variant="link">
        <Link to={flashcardsHref({ kind: "list", tab: deck.data && !deck.data.isMine ? "public" : "mine" })}>
          <ArrowLeft className="size-4" aria-hidden="true" />
          {deck.data && !deck.data.isMine ? "Public decks" : "My decks"}
        </Link>
      </Button>
      {deck.isPending ? (
        <div className="space-y-3" role="status" aria-label="Loading the deck">
          <Skeleton className="h-9 w-2/3" />
          <Skeleton className="h-5 w-1/2" />
          <Skeleton className="h-40 w-full" />
        </div>
      ) : deck.isError ? (
        deck.error instanceof ApiError && (deck.error.status === 404 || deck.error.status === 422) ? (
          <DeckNotFound />
        ) : (
          <RetryAlert
            message="Couldn't load this deck."
            onRetry={() => deck.refetch()}
            busy={deck.isFetching}
          />
        )
      ) : deck.data.isMine ? (
        <OwnDeck deck={deck.data} onDeleted={onDeleted} />
      ) : (
        <PublicDeckPreview deck={deck.data} onCopied={onOpenDeck} />
      )}
    </div>
  );
}
