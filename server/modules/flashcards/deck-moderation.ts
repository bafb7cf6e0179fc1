// Moderation of a deck other members will see (ai.md §1.7): the shared automatic check
// (moderation/public-text-check.ts), which fails closed.
import {
  checkPublicText,
  type PublicTextKind,
  type PublicTextOutcome,
} from "@server/modules/moderation/public-text-check";
import type { AiRuntime } from "@server/modules/ai/ai.runtime";

const deckKind: PublicTextKind = {
  material:
    "study material that members of a Bible study app publish for other adults to read: flashcard decks with a title, a description and cards.",
  allowed: "",
  blockedMessage: (reason) => `This deck can't be made public: ${reason}. Edit it and try again.`,
  logName: "flashcard deck",
};

export type ModerationOutcome = PublicTextOutcome;

/** Throws 422 content_blocked; otherwise approved, or pending when the check could not be made. */
export const moderateDeckText = (runtime: AiRuntime, text: string, now: Date): Promise<ModerationOutcome> =>
  checkPublicText(runtime, deckKind, { own: text }, now);

/** The text others would read: title, description and every card. */
export function deckText(
  deck: { title: string; description: string },
  cards: readonly { front: string; back: string; verseRef?: string | null }[],
): string {
  return [
    deck.title,
    deck.description,
    ...cards.map((card) => [card.front, card.back, card.verseRef].filter(Boolean).join(" — ")),
  ].join("\n");
}
