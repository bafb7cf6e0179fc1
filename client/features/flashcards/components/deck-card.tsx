import { Globe2, Layers } from "lucide-react";
import { Link } from "react-router";
import type { DeckSummaryDto } from "@common/schemas/flashcards";
import { Button } from "@client/components/ui/button";
import { cn } from "@client/lib/cn";
import { deckCounts, deckSourceLabel, moderationNote, reviewLabel } from "../lib/deck-text";
import { flashcardsHref } from "../lib/flashcards-route";

/**
 * One deck in a list: its title (a link to the deck), where it came from, and for the member's own decks due today /
 * new / total with a Review button; a public deck names its owner and its size.
 */
export function DeckCard({ deck }: { deck: DeckSummaryDto }) {
  const counts = deckCounts(deck);
  const note = deck.isMine ? moderationNote(deck.moderation) : null;
  const titleId = `deck-${deck.id}-title`;
  return (
    <li
      aria-labelledby={titleId}
      className="flex flex-col gap-3 rounded-xl border border-stone-200 bg-white p-4 shadow-sm"
      data-testid="deck-card"
    >
      <div className="space-y-1">
        <h3 id={titleId} className="text-lg font-semibold text-night">
          <Link
            to={flashcardsHref({ kind: "deck", deckId: deck.id })}
            className="hover:underline focus-visible:outline-2 focus-visible:outline-night"
          >
            {deck.title}
          </Link>
        </h3>
        <p className="flex flex-wrap items-center gap-2 text-xs">
          <span
            data-testid="deck-source"
            className={cn(
              "rounded-full px-2 py-0.5",
              deck.source === "offline"
                ? "bg-emerald-100 font-semibold text-emerald-900"
                : "bg-stone-100 text-stone-700",
            )}
          >
            {deckSourceLabel(deck)}
          </span>
          {deck.isMine && deck.isPublic && (
            <span className="inline-flex items-center gap-1 text-stone-600">
              <Globe2 className="size-3.5" aria-hidden="true" />
              Public
            </span>
          )}
          {note && <span className="rounded-full bg-amber-100 px-2 py-0.5 text-amber-900">{note}</span>}
        </p>
        {deck.description && <p className="line-clamp-2 text-sm text-stone-600">{deck.description}</p>}
        {!deck.isMine && deck.owner && <p className="text-sm text-stone-600">By {deck.owner.displayName}</p>}
      </div>
      {deck.isMine ? (
        <dl className="grid grid-cols-3 gap-2 text-center text-sm" data-testid="deck-counts">
          <div className="rounded-md bg-indigo-50 px-2 py-1.5">
            <dt className="sr-only">Due today</dt>
            <dd>{counts.due}</dd>
          </div>
          <div className="rounded-md bg-stone-50 px-2 py-1.5">
            <dt className="sr-only">New</dt>
            <dd>{counts.fresh}</dd>
          </div>
          <div className="rounded-md bg-stone-50 px-2 py-1.5">
            <dt className="sr-only">Total</dt>
            <dd>{counts.total}</dd>
          </div>
        </dl>
      ) : (
        <p className="flex items-center gap-1 text-sm text-stone-700">
          <Layers className="size-4" aria-hidden="true" />
          {counts.total}
        </p>
      )}
      <div className="mt-auto flex flex-wrap gap-2">
        {deck.isMine ? (
          <>
            <Button asChild size="sm">
              <Link
                to={flashcardsHref({ kind: "review", deckId: deck.id })}
                aria-label={`${reviewLabel(deck)}: ${deck.title}`}
              >
                {reviewLabel(deck)}
              </Link>
            </Button>
            <Button asChild size="sm" variant="outline">
              <Link to={flashcardsHref({ kind: "deck", deckId: deck.id })} aria-label={`Edit ${deck.title}`}>
                Edit
              </Link>
            </Button>
          </>
        ) : (
          <Button asChild size="sm" variant="outline">
            <Link to={flashcardsHref({ kind: "deck", deckId: deck.id })} aria-label={`Preview ${deck.title}`}>
              Preview
            </Link>
          </Button>
        )}
      </div>
    </li>
  );
}
