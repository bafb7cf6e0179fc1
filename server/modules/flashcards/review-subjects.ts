// Flashcards as a subject of the app-wide review queue (data model §6): each card's schedule is a review_cards row of
// subject `flashcard` whose subject id is the card's id, created with the card and deleted with it. Cards are added and
// graded through /api/flashcards only: the deck review applies the member's desired retention and the per-deck daily
// new-card limit, which the generic /api/review grade would skip.
import { isUuid } from "@server/http/uuid";
import { hasFeature } from "@common/policies/entitlements";
import { and, eq, inArray } from "drizzle-orm";
import { flashcardDecks, flashcards } from "@server/db/schema";
import { conflict } from "@server/http/errors";
import { assertFeature } from "../access/access.service";
import type { ReviewSubject, ReviewSubjectHandler } from "../review/review.registry";

export const FLASHCARD_SUBJECT_TYPE = "flashcard";

export const flashcardReviewSubjects: ReviewSubjectHandler = {
  types: [FLASHCARD_SUBJECT_TYPE],
  normaliseId: (_type, subjectId) => (isUuid(subjectId) ? subjectId.toLowerCase() : null),
  // The text is in the database; the queue reads it through describeMany. Null here also refuses
  // POST /api/review/cards for flashcards (404): their cards are made with the card.
  describe: () => null,
  async describeMany(db, userId, subjectIds) {
    const ids = subjectIds.filter((id) => isUuid(id));
    const texts = new Map<string, ReviewSubject>();
    if (ids.length === 0) return texts;
    const rows = await db
      .select({ id: flashcards.id, front: flashcards.front, back: flashcards.back })
      .from(flashcards)
      .innerJoin(flashcardDecks, eq(flashcardDecks.id, flashcards.deckId))
      .where(and(eq(flashcardDecks.ownerId, userId), inArray(flashcards.id, ids)));
    for (const row of rows) texts.set(row.id, { front: row.front, back: row.back });
    return texts;
  },
  paused: (_type, _subjectId, access) =>
    !hasFeature(access.access, "tools.flashcards", { isAdmin: access.isAdmin }),
  assertActive(_type, _subjectId, access) {
    assertFeature(access, "tools.flashcards");
    throw conflict("graded_in_deck", "Flashcards are reviewed from their deck.");
  },
};
