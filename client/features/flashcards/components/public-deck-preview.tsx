import { useQueryClient } from "@tanstack/react-query";
import { Copy } from "lucide-react";
import { Link } from "react-router";
import type { DeckDto } from "@common/schemas/flashcards";
import { ReportDialog } from "@client/components/report-dialog";
import { Alert } from "@client/components/ui/alert";
import { Button } from "@client/components/ui/button";
import { ApiError } from "@client/lib/api-client";
import { flashcardKeys } from "@client/lib/query-keys";
import { useCopyDeck } from "../api/copy-deck";
import { deckCounts, deckSourceLabel } from "../lib/deck-text";

/**
 * Someone else's public deck: its cards to look through, "Add to my decks" (a copy with its own schedule) and Report
 * (ai.md §1.7; never on the member's own decks).
 */
export function PublicDeckPreview({ deck, onCopied }: { deck: DeckDto; onCopied: (deckId: string) => void }) {
  const copy = useCopyDeck();
  const queryClient = useQueryClient();
  return (
    <div className="space-y-6" data-testid="public-deck-preview">
      <header className="space-y-2">
        <h1 className="font-serif text-3xl font-semibold break-words text-night">{deck.title}</h1>
        <p className="text-sm text-stone-600">
          {deckSourceLabel(deck)} · {deckCounts(deck).total}
          {deck.owner && ` · By ${deck.owner.displayName}`}
        </p>
        {deck.description && <p className="text-stone-700">{deck.description}</p>}
        <div className="flex flex-wrap gap-2 pt-1">
          <Button
            busy={copy.isPending}
            onClick={() => copy.mutate(deck.id, { onSuccess: (mine) => onCopied(mine.id) })}
          >
            <Copy className="size-4" aria-hidden="true" />
            Add to my decks
          </Button>
          {!deck.isMine && (
            <ReportDialog
              subjectType="flashcard_deck"
              subjectId={deck.id}
              subjectName={deck.title}
              buttonVariant="outline"
              buttonSize="md"
              // A report may hide the deck (the third one does): the public lists are read again when next shown.
              onReported={() =>
                void queryClient.invalidateQueries({ queryKey: flashcardKeys.all, refetchType: "none" })
              }
            />
          )}
        </div>
        {copy.isError && (
          <Alert tone="destructive">
            {copy.error instanceof ApiError ? copy.error.message : "Couldn't add the deck. Try again."}
          </Alert>
        )}
      </header>
      <ol className="space-y-2" aria-label="Cards">
        {deck.cards.map((card, index) => (
          <li
            key={card.id}
            className="rounded-lg border border-stone-200 bg-white p-3"
            aria-label={`Card ${index + 1}`}
          >
            <p className="font-medium break-words text-night">{card.front}</p>
            <p className="text-sm break-words text-stone-700">{card.back}</p>
            {card.verseRef && (
              <p className="text-xs text-stone-500">
                {card.readerHref ? (
                  <Link to={card.readerHref} className="text-night-light hover:underline">
                    {card.verseRef}
                  </Link>
                ) : (
                  card.verseRef
                )}
              </p>
            )}
          </li>
        ))}
      </ol>
    </div>
  );
}
