import type {
  DeckDto,
  DeckSummaryDto,
  FlashcardDto,
  GeneratedCardDto,
  GenerationDto,
} from "@common/schemas/flashcards";
import { readerHrefOf } from "./card-reference";
import type { CardRow, DeckCounts, DeckRow, GenerationRow, ReviewRow } from "./flashcards.queries";

const fsrsStates = ["new", "learning", "review", "relearning"] as const;

/** Another member's deck shows its owner through the public profile fields only. */
export type DeckViewer = {
  isMine: boolean;
  owner: { displayName: string; avatarPath: string | null } | null;
};

const noCounts: DeckCounts = { cardCount: 0, dueToday: 0, newCount: 0 };

export function presentDeckSummary(
  deck: DeckRow,
  viewer: DeckViewer,
  counts: DeckCounts = noCounts,
): DeckSummaryDto {
  return {
    id: deck.id,
    title: deck.title,
    description: deck.description,
    isPublic: deck.isPublic,
    moderation: deck.isPublic ? (deck.moderation ?? "pending") : null,
    source: deck.source,
    owner:
      viewer.isMine || !viewer.owner
        ? null
        : { displayName: viewer.owner.displayName, avatarUrl: viewer.owner.avatarPath },
    isMine: viewer.isMine,
    cardCount: counts.cardCount,
    // Schedules are the owner's: another member's view of a public deck has none.
    dueToday: viewer.isMine ? counts.dueToday : 0,
    newCount: viewer.isMine ? counts.newCount : 0,
    copiedFromId: deck.copiedFromId,
    createdAt: deck.createdAt.toISOString(),
    updatedAt: deck.updatedAt.toISOString(),
  };
}

/** A card; its review state only for the deck's owner. */
export function presentCard(card: CardRow, review: ReviewRow | null, isMine: boolean): FlashcardDto {
  const withSchedule = isMine && review !== null;
  return {
    id: card.id,
    position: card.position,
    front: card.front,
    back: card.back,
    verseRef: card.verseRef,
    readerHref: readerHrefOf(card.verseRef),
    kind: card.kind,
    state: withSchedule ? (fsrsStates[review.state] ?? "new") : null,
    dueAt: withSchedule ? review.due.toISOString() : null,
  };
}

export function presentDeck(
  deck: DeckRow,
  viewer: DeckViewer,
  cards: { card: CardRow; review: ReviewRow | null }[],
  now: Date,
): DeckDto {
  const mine = viewer.isMine;
  const counts: DeckCounts = {
    cardCount: cards.length,
    dueToday: cards.filter(({ review }) => review && review.state !== 0 && review.due <= now).length,
    newCount: cards.filter(({ review }) => review?.state === 0).length,
  };
  return {
    ...presentDeckSummary(deck, viewer, counts),
    cards: cards.map(({ card, review }) => presentCard(card, review, mine)),
  };
}

export function presentGeneratedCard(card: GeneratedCardDto): GeneratedCardDto {
  return { front: card.front, back: card.back, verseRef: card.verseRef, kind: card.kind };
}

export function presentGeneration(
  row: GenerationRow,
  cards: GeneratedCardDto[],
  notes: string[],
): GenerationDto {
  return {
    generationId: row.id,
    title: row.title,
    source: row.source,
    cards: cards.map(presentGeneratedCard),
    notes,
  };
}
