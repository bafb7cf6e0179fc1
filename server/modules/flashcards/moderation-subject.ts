// Flashcard decks in the moderation store and queue (ai.md §1.7, data model §6): members report public decks they can
// read; staff read the title, description and cards, and approve (published), hide (kept from other members, even
// through private and back) or delete (the deck, its cards and their schedules, as the owner's delete does).
import { isUuid } from "@server/http/uuid";
import { hasFeature } from "@common/policies/entitlements";
import type { Db } from "@server/db/client";
import { loadActorAccess } from "@server/modules/access/access.service";
import type {
  ModerationSubjectHandler,
  StaffView,
  SubjectState,
} from "@server/modules/moderation/moderation.registry";
import { canReadDeck } from "./deck-access";
import {
  cardsOfDecks,
  type CardRow,
  deckHiddenByReports,
  type DeckRow,
  decksWithOwnerName,
  deleteDeck,
  existingDeckIds,
  findDeck,
  pendingPublicDecks,
  updateDeck,
} from "./flashcards.queries";

/** Report subject ids are text; a deck id is a uuid, and anything else names no deck. */
const deckIdsOf = (ids: readonly string[]) => ids.filter((id) => isUuid(id));

/** What other members see of the deck by its own state (reports are counted by the queue). */
function stateOf(deck: Pick<DeckRow, "isPublic" | "moderation">): SubjectState {
  // A private deck isn't shown to other members, whatever its moderation.
  if (!deck.isPublic) return "hidden";
  if (deck.moderation === "approved") return "visible";
  if (deck.moderation === "hidden") return "hidden";
  // Public but not (yet) approved: held for a person, as the deck presenter shows it.
  return "pending";
}

/** The description and every card, one a line, as the automatic check reads them (deckText), without the title. */
function deckBody(deck: DeckRow, cards: readonly CardRow[]): string {
  const lines = cards.map((card) => [card.front, card.back, card.verseRef ?? ""].join(" — "));
  return (deck.description ? [deck.description, ...lines] : lines).join("\n");
}

export const flashcardDeckSubject: ModerationSubjectHandler = {
  async loadForStaff(db, subjectIds) {
    const ids = deckIdsOf(subjectIds);
    const [decks, cards] = await Promise.all([decksWithOwnerName(db, ids), cardsOfDecks(db, ids)]);
    const views = new Map<string, StaffView>();
    for (const { deck, ownerName } of decks) {
      views.set(deck.id, {
        title: deck.title,
        text: deckBody(
          deck,
          cards.filter((card) => card.deckId === deck.id),
        ),
        author: ownerName === null ? null : { displayName: ownerName },
        state: stateOf(deck),
      });
    }
    return views;
  },

  existingIds: (db, subjectIds) => existingDeckIds(db, deckIdsOf(subjectIds)),

  async listPending(db) {
    const decks = await pendingPublicDecks(db);
    // No column records when the check held the deck; its last change is when it was (last) held.
    return decks.map((deck) => ({ subjectId: deck.id, heldAt: deck.updatedAt }));
  },

  async checkReport(ctx, subjectId) {
    const deck = await findDeck(ctx.db, subjectId);
    if (!deck) return "not_found";
    if (deck.ownerId === ctx.actor.userId) return "own";
    if (!canReadDeck(ctx.actor.userId, deck) || (await deckHiddenByReports(ctx.db, deck.id)))
      return "not_found";
    // Public decks are read on the flashcards page, which the member's plan must include.
    const { access, isAdmin } = await loadActorAccess(ctx);
    return hasFeature(access, "tools.flashcards", { isAdmin }) ? "reportable" : "not_found";
  },

  async lockState(tx, subjectId) {
    if (deckIdsOf([subjectId]).length === 0) return undefined;
    const deck = await findDeck(tx, subjectId, true);
    return deck ? stateOf(deck) : undefined;
  },

  async apply(tx: Db, subjectId, decision) {
    const deck = await findDeck(tx, subjectId, true);
    if (!deck) throw new Error("flashcard deck moderation: apply without lockState");
    switch (decision) {
      case "approve":
        // A private deck keeps no moderation (it is checked afresh when it is made public again).
        return stateOf(await updateDeck(tx, deck.id, { moderation: deck.isPublic ? "approved" : null }));
      case "hide":
        return stateOf(await updateDeck(tx, deck.id, { moderation: "hidden" }));
      case "delete":
        await deleteDeck(tx, deck);
        return null;
    }
  },
};
