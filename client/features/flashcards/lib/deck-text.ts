import { type DeckSummaryDto, type ModerationStatus, deckSourceLabels } from "@common/schemas/flashcards";

const plural = (n: number, one: string, many: string) =>
  `${n.toLocaleString("en-US")} ${n === 1 ? one : many}`;

/** A deck card's three numbers (ai.md §3.10 "due today / new / total"), each on its own for the layout. */
export function deckCounts(deck: Pick<DeckSummaryDto, "dueToday" | "newCount" | "cardCount">) {
  return {
    due: `${deck.dueToday.toLocaleString("en-US")} due today`,
    fresh: `${deck.newCount.toLocaleString("en-US")} new`,
    total: plural(deck.cardCount, "card", "cards"),
  };
}

/** Where the deck came from: "Offline study engine" for an offline generation (ai.md §3.10 [O]). */
export const deckSourceLabel = (deck: Pick<DeckSummaryDto, "source">) => deckSourceLabels[deck.source];

/** A public deck's moderation as its owner reads it; approved (or private) says nothing. */
export function moderationNote(status: ModerationStatus | null): string | null {
  if (status === "pending") return "Waiting for review";
  if (status === "hidden") return "Hidden by a moderator";
  return null;
}

/** Review button text: "Review (2 due, 3 new)", "Review (3 new)", or plain "Review" when nothing waits. */
export function reviewLabel(deck: Pick<DeckSummaryDto, "dueToday" | "newCount">) {
  const parts = [
    deck.dueToday > 0 && `${deck.dueToday.toLocaleString("en-US")} due`,
    deck.newCount > 0 && `${deck.newCount.toLocaleString("en-US")} new`,
  ].filter(Boolean);
  return parts.length > 0 ? `Review (${parts.join(", ")})` : "Review";
}

/**
 * When the next card falls due, relative to now ("in 10 minutes", "in 3 days"); "now" once it has passed. The browser's
 * language words it.
 */
export function dueIn(at: string, now: Date, locale?: string): string {
  const seconds = Math.round((new Date(at).getTime() - now.getTime()) / 1000);
  if (seconds <= 0) return "now";
  const format = new Intl.RelativeTimeFormat(locale, { numeric: "always" });
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 60) return format.format(minutes, "minute");
  const hours = Math.round(minutes / 60);
  if (hours < 24) return format.format(hours, "hour");
  return format.format(Math.round(hours / 24), "day");
}
