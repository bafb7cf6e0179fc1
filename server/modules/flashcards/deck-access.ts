// Who may see or change a deck (data model §6): the owner always; any member with the plan may read an approved public
// deck that open reports don't hide; anything else is "not found", so private decks don't reveal that they exist.
import type { Db } from "@server/db/client";
import type { ActorContext } from "@server/http/context";
import { notFound } from "@server/http/errors";
import {
  type CardRow,
  type DeckRow,
  deckHiddenByReports,
  findCard,
  findDeck,
  type ReviewRow,
} from "./flashcards.queries";

export function canReadDeck(
  userId: string,
  deck: Pick<DeckRow, "ownerId" | "isPublic" | "moderation">,
): boolean {
  return deck.ownerId === userId || (deck.isPublic && deck.moderation === "approved");
}

export async function readableDeck(ctx: ActorContext, deckId: string): Promise<DeckRow> {
  const deck = await findDeck(ctx.db, deckId);
  if (!deck || !canReadDeck(ctx.actor.userId, deck)) throw notFound("deck");
  // ai.md §1.7: enough open reports hide a public deck from everyone but its owner until staff decide.
  if (deck.ownerId !== ctx.actor.userId && (await deckHiddenByReports(ctx.db, deck.id)))
    throw notFound("deck");
  return deck;
}

/** The actor's own deck (locked for the transaction when `db` is one), or 404. */
export async function ownDeck(
  ctx: ActorContext,
  deckId: string,
  db: Db = ctx.db,
  lock = false,
): Promise<DeckRow> {
  const deck = await findDeck(db, deckId, lock);
  if (!deck || deck.ownerId !== ctx.actor.userId) throw notFound("deck");
  return deck;
}

export async function ownCard(
  ctx: ActorContext,
  cardId: string,
  db: Db = ctx.db,
): Promise<{ card: CardRow; deck: DeckRow; review: ReviewRow | null }> {
  const found = await findCard(db, cardId);
  if (!found || found.deck.ownerId !== ctx.actor.userId) throw notFound("card");
  return found;
}
