import type { z } from "zod";
import { type GeneratedCardDto, type GenerationDto, cardInput } from "@common/schemas/flashcards";

/**
 * The preview of a generation (ai.md §3.10): the member edits or removes cards before Save deck. Each card gets a
 * local key so React keeps a card's editor open while the ones above it are removed.
 */
export type DraftCard = GeneratedCardDto & { key: string };

export const draftCards = (generation: GenerationDto): DraftCard[] =>
  generation.cards.map((card, i) => ({ ...card, key: `${generation.generationId}-${i}` }));

export const removeDraft = (cards: readonly DraftCard[], key: string) =>
  cards.filter((card) => card.key !== key);

export const replaceDraft = (cards: readonly DraftCard[], key: string, next: GeneratedCardDto) =>
  cards.map((card) => (card.key === key ? { ...next, key } : card));

/** A card as the shared schema would take it (empty reference → none). */
export const toCardInput = (card: GeneratedCardDto): z.output<typeof cardInput> => ({
  front: card.front,
  back: card.back,
  verseRef: card.verseRef?.trim() ? card.verseRef.trim() : null,
  kind: card.kind,
});

/** The first problem the shared schema finds with a card, in its own words, or null when it is fine. */
export function cardProblem(card: GeneratedCardDto): string | null {
  const parsed = cardInput.safeParse(toCardInput(card));
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? "Check this card.");
}
