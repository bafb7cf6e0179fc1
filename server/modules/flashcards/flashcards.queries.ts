import { and, asc, count, desc, eq, gte, ilike, inArray, lt, or, sql } from "drizzle-orm";
import type { Db } from "@server/db/client";
import {
  flashcardDecks,
  flashcardGenerations,
  flashcards,
  flashcardSettings,
  profiles,
  reviewCards,
  reviewLogs,
} from "@server/db/schema";
import { isHiddenByReports, notHiddenByReports } from "@server/modules/moderation/hidden-by-reports";
import { FLASHCARD_SUBJECT_TYPE } from "./review-subjects";

export type DeckRow = typeof flashcardDecks.$inferSelect;
export type CardRow = typeof flashcards.$inferSelect;
export type ReviewRow = typeof reviewCards.$inferSelect;
export type GenerationRow = typeof flashcardGenerations.$inferSelect;
export type DeckCounts = { cardCount: number; dueToday: number; newCount: number };
export type CardWithReview = { card: CardRow; review: ReviewRow | null };

/** A card's review row: the deck owner's card of subject `flashcard` whose subject id is the card's id. */
const reviewOfCard = and(
  eq(reviewCards.subjectType, FLASHCARD_SUBJECT_TYPE),
  eq(reviewCards.subjectId, sql`${flashcards.id}::text`),
  eq(reviewCards.userId, flashcardDecks.ownerId),
);

export async function findDeck(db: Db, id: string, forUpdate = false): Promise<DeckRow | undefined> {
  const query = db.select().from(flashcardDecks).where(eq(flashcardDecks.id, id));
  const [row] = forUpdate ? await query.for("update") : await query;
  return row;
}

/** The owner's decks, most recently changed first. */
export async function listOwnDecks(db: Db, ownerId: string): Promise<DeckRow[]> {
  return db
    .select()
    .from(flashcardDecks)
    .where(eq(flashcardDecks.ownerId, ownerId))
    .orderBy(desc(flashcardDecks.updatedAt), desc(flashcardDecks.id));
}

/** Per deck: its cards, those due now (studied before), and the new ones (never studied). */
export async function deckCounts(db: Db, deckIds: string[], now: Date): Promise<Map<string, DeckCounts>> {
  const counts = new Map<string, DeckCounts>();
  if (deckIds.length === 0) return counts;
  const rows = await db
    .select({
      deckId: flashcards.deckId,
      cardCount: count(flashcards.id),
      dueToday: sql<number>`count(*) filter (where ${reviewCards.state} <> 0 and ${reviewCards.due} <= ${now})`,
      newCount: sql<number>`count(*) filter (where ${reviewCards.state} = 0)`,
    })
    .from(flashcards)
    .innerJoin(flashcardDecks, eq(flashcardDecks.id, flashcards.deckId))
    .leftJoin(reviewCards, reviewOfCard)
    .where(inArray(flashcards.deckId, deckIds))
    .groupBy(flashcards.deckId);
  for (const row of rows)
    counts.set(row.deckId, {
      cardCount: Number(row.cardCount),
      dueToday: Number(row.dueToday),
      newCount: Number(row.newCount),
    });
  return counts;
}

/** A deck's cards in order, each with the owner's review row. */
export async function cardsOfDeck(db: Db, deckId: string): Promise<CardWithReview[]> {
  return db
    .select({ card: flashcards, review: reviewCards })
    .from(flashcards)
    .innerJoin(flashcardDecks, eq(flashcardDecks.id, flashcards.deckId))
    .leftJoin(reviewCards, reviewOfCard)
    .where(eq(flashcards.deckId, deckId))
    .orderBy(asc(flashcards.position), asc(flashcards.createdAt), asc(flashcards.id));
}

/** One card with its deck (for the ownership check) and the owner's review row. */
export async function findCard(
  db: Db,
  cardId: string,
): Promise<{ card: CardRow; deck: DeckRow; review: ReviewRow | null } | undefined> {
  const [row] = await db
    .select({ card: flashcards, deck: flashcardDecks, review: reviewCards })
    .from(flashcards)
    .innerJoin(flashcardDecks, eq(flashcardDecks.id, flashcards.deckId))
    .leftJoin(reviewCards, reviewOfCard)
    .where(eq(flashcards.id, cardId));
  return row;
}

export async function insertDeck(db: Db, values: typeof flashcardDecks.$inferInsert): Promise<DeckRow> {
  const [row] = await db.insert(flashcardDecks).values(values).returning();
  if (!row) throw new Error("insertDeck returned no row");
  return row;
}

export async function updateDeck(
  db: Db,
  id: string,
  values: Partial<typeof flashcardDecks.$inferInsert>,
): Promise<DeckRow> {
  const [row] = await db.update(flashcardDecks).set(values).where(eq(flashcardDecks.id, id)).returning();
  if (!row) throw new Error("updateDeck returned no row");
  return row;
}

/** Review rows have no foreign key to flashcards: they go with their cards explicitly, in the same transaction. */
async function deleteReviewRows(db: Db, userId: string, cardIds: string[]): Promise<void> {
  if (cardIds.length === 0) return;
  await db
    .delete(reviewCards)
    .where(
      and(
        eq(reviewCards.userId, userId),
        eq(reviewCards.subjectType, FLASHCARD_SUBJECT_TYPE),
        inArray(reviewCards.subjectId, cardIds),
      ),
    );
}

/** The deck, its cards (cascade), and their review rows and logs. */
export async function deleteDeck(db: Db, deck: DeckRow): Promise<void> {
  const ids = await db.select({ id: flashcards.id }).from(flashcards).where(eq(flashcards.deckId, deck.id));
  await deleteReviewRows(
    db,
    deck.ownerId,
    ids.map((row) => row.id),
  );
  await db.delete(flashcardDecks).where(eq(flashcardDecks.id, deck.id));
}

export async function deleteCard(db: Db, ownerId: string, cardId: string): Promise<void> {
  await deleteReviewRows(db, ownerId, [cardId]);
  await db.delete(flashcards).where(eq(flashcards.id, cardId));
}

export async function cardCountOf(db: Db, deckId: string): Promise<{ count: number; maxPosition: number }> {
  const [row] = await db
    .select({ count: count(flashcards.id), maxPosition: sql<number | null>`max(${flashcards.position})` })
    .from(flashcards)
    .where(eq(flashcards.deckId, deckId));
  return { count: Number(row?.count ?? 0), maxPosition: Number(row?.maxPosition ?? -1) };
}

export async function insertCards(db: Db, values: (typeof flashcards.$inferInsert)[]): Promise<CardRow[]> {
  if (values.length === 0) return [];
  return db.insert(flashcards).values(values).returning();
}

export async function insertReviewRows(db: Db, values: (typeof reviewCards.$inferInsert)[]): Promise<void> {
  if (values.length === 0) return;
  await db.insert(reviewCards).values(values).onConflictDoNothing();
}

export async function updateCardText(
  db: Db,
  cardId: string,
  values: Pick<typeof flashcards.$inferInsert, "front" | "back" | "verseRef" | "kind">,
): Promise<CardRow> {
  const [row] = await db.update(flashcards).set(values).where(eq(flashcards.id, cardId)).returning();
  if (!row) throw new Error("updateCardText returned no row");
  return row;
}

export async function setPositions(db: Db, deckId: string, orderedIds: string[]): Promise<void> {
  if (orderedIds.length === 0) return;
  const cases = sql.join(
    orderedIds.map((id, position) => sql`when ${id}::uuid then ${position}::int`),
    sql` `,
  );
  await db
    .update(flashcards)
    .set({ position: sql`case ${flashcards.id} ${cases} end` })
    .where(and(eq(flashcards.deckId, deckId), inArray(flashcards.id, orderedIds)));
}

export type PublicDeckRow = {
  deck: DeckRow;
  ownerName: string;
  ownerAvatar: string | null;
  cardCount: number;
};

/** The moderation store's subject type for decks (content_reports.subject_type). */
export const DECK_REPORT_SUBJECT = "flashcard_deck" as const;

/** Whether enough open reports hide the deck from members other than its owner (ai.md §1.7). */
export async function deckHiddenByReports(db: Db, deckId: string): Promise<boolean> {
  return isHiddenByReports(db, DECK_REPORT_SUBJECT, deckId);
}

/**
 * Approved public decks not hidden by reports, newest change first, after the cursor; `q` matches the title or
 * description.
 */
export async function listPublicDecks(
  db: Db,
  options: { q: string | undefined; after: { updatedAt: Date; id: string } | null; limit: number },
): Promise<PublicDeckRow[]> {
  const filters = [
    eq(flashcardDecks.isPublic, true),
    eq(flashcardDecks.moderation, "approved"),
    notHiddenByReports(DECK_REPORT_SUBJECT, sql`${flashcardDecks.id}::text`),
  ];
  if (options.q) {
    const pattern = `%${options.q.replace(/[\\%_]/g, (found) => `\\${found}`)}%`;
    const match = or(ilike(flashcardDecks.title, pattern), ilike(flashcardDecks.description, pattern));
    if (match) filters.push(match);
  }
  if (options.after) {
    const { updatedAt, id } = options.after;
    const older = or(
      lt(flashcardDecks.updatedAt, updatedAt),
      and(eq(flashcardDecks.updatedAt, updatedAt), lt(flashcardDecks.id, id)),
    );
    if (older) filters.push(older);
  }
  const rows = await db
    .select({
      deck: flashcardDecks,
      ownerName: profiles.displayName,
      ownerAvatar: profiles.avatarPath,
      cardCount: sql<number>`(select count(*) from ${flashcards} where ${flashcards.deckId} = ${flashcardDecks.id})`,
    })
    .from(flashcardDecks)
    .innerJoin(profiles, eq(profiles.userId, flashcardDecks.ownerId))
    .where(and(...filters))
    .orderBy(desc(flashcardDecks.updatedAt), desc(flashcardDecks.id))
    .limit(options.limit);
  return rows.map((row) => ({ ...row, cardCount: Number(row.cardCount) }));
}

/** Decks for the moderation queue, each with its owner's display name (public profile field). */
export async function decksWithOwnerName(
  db: Db,
  ids: readonly string[],
): Promise<{ deck: DeckRow; ownerName: string | null }[]> {
  if (ids.length === 0) return [];
  return db
    .select({ deck: flashcardDecks, ownerName: profiles.displayName })
    .from(flashcardDecks)
    .leftJoin(profiles, eq(profiles.userId, flashcardDecks.ownerId))
    .where(inArray(flashcardDecks.id, [...ids]));
}

/** The cards of these decks, each deck's in order. */
export async function cardsOfDecks(db: Db, deckIds: readonly string[]): Promise<CardRow[]> {
  if (deckIds.length === 0) return [];
  return db
    .select()
    .from(flashcards)
    .where(inArray(flashcards.deckId, [...deckIds]))
    .orderBy(asc(flashcards.deckId), asc(flashcards.position), asc(flashcards.createdAt), asc(flashcards.id));
}

export async function existingDeckIds(db: Db, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: flashcardDecks.id })
    .from(flashcardDecks)
    .where(inArray(flashcardDecks.id, [...ids]));
  return new Set(rows.map((row) => row.id));
}

/** Public decks the automatic check held for a person, with their last change (when they were held). */
export async function pendingPublicDecks(db: Db): Promise<{ id: string; updatedAt: Date }[]> {
  return db
    .select({ id: flashcardDecks.id, updatedAt: flashcardDecks.updatedAt })
    .from(flashcardDecks)
    .where(and(eq(flashcardDecks.isPublic, true), eq(flashcardDecks.moderation, "pending")));
}

/** The owner's public profile fields (display name, avatar): the only way another member is seen. */
export async function publicOwnerOf(
  db: Db,
  ownerId: string,
): Promise<{ displayName: string; avatarPath: string | null } | undefined> {
  const [row] = await db
    .select({ displayName: profiles.displayName, avatarPath: profiles.avatarPath })
    .from(profiles)
    .where(eq(profiles.userId, ownerId));
  return row;
}

export async function insertGeneration(
  db: Db,
  values: typeof flashcardGenerations.$inferInsert,
): Promise<GenerationRow> {
  const [row] = await db.insert(flashcardGenerations).values(values).returning();
  if (!row) throw new Error("insertGeneration returned no row");
  return row;
}

export async function findOwnGeneration(
  db: Db,
  userId: string,
  id: string,
  forUpdate = false,
): Promise<GenerationRow | undefined> {
  const query = db
    .select()
    .from(flashcardGenerations)
    .where(and(eq(flashcardGenerations.id, id), eq(flashcardGenerations.userId, userId)));
  const [row] = forUpdate ? await query.for("update") : await query;
  return row;
}

export async function markGenerationSaved(db: Db, id: string, deckId: string, now: Date): Promise<void> {
  await db
    .update(flashcardGenerations)
    .set({ savedDeckId: deckId, savedAt: now })
    .where(eq(flashcardGenerations.id, id));
}

export async function findSettings(
  db: Db,
  userId: string,
): Promise<{ desiredRetention: number; newPerDay: number } | undefined> {
  const [row] = await db
    .select({ desiredRetention: flashcardSettings.desiredRetention, newPerDay: flashcardSettings.newPerDay })
    .from(flashcardSettings)
    .where(eq(flashcardSettings.userId, userId));
  return row;
}

export async function upsertSettings(
  db: Db,
  userId: string,
  values: { desiredRetention: number; newPerDay: number },
  now: Date,
): Promise<void> {
  await db
    .insert(flashcardSettings)
    .values({ userId, ...values, updatedAt: now })
    .onConflictDoUpdate({ target: flashcardSettings.userId, set: { ...values, updatedAt: now } });
}

export async function timeZoneOf(db: Db, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ timeZone: profiles.timeZone })
    .from(profiles)
    .where(eq(profiles.userId, userId));
  return row?.timeZone ?? null;
}

/** New cards of the deck first graded since `since` (the member's local day): what the daily new limit counts. */
export async function newCardsStartedSince(
  db: Db,
  deckId: string,
  userId: string,
  since: Date,
): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(distinct ${reviewLogs.cardId})` })
    .from(reviewLogs)
    .innerJoin(reviewCards, eq(reviewCards.id, reviewLogs.cardId))
    .innerJoin(flashcards, eq(reviewCards.subjectId, sql`${flashcards.id}::text`))
    .where(
      and(
        eq(reviewLogs.userId, userId),
        eq(reviewCards.subjectType, FLASHCARD_SUBJECT_TYPE),
        eq(flashcards.deckId, deckId),
        eq(reviewLogs.state, 0),
        gte(reviewLogs.review, since),
      ),
    );
  return Number(row?.count ?? 0);
}

export type LogRow = typeof reviewLogs.$inferSelect;

/** The last rating given in the deck, with its card's current review row. */
export async function lastLogOfDeck(
  db: Db,
  deckId: string,
  userId: string,
): Promise<{ log: LogRow; review: ReviewRow } | undefined> {
  const [row] = await db
    .select({ log: reviewLogs, review: reviewCards })
    .from(reviewLogs)
    .innerJoin(reviewCards, eq(reviewCards.id, reviewLogs.cardId))
    .innerJoin(flashcards, eq(reviewCards.subjectId, sql`${flashcards.id}::text`))
    .where(
      and(
        eq(reviewLogs.userId, userId),
        eq(reviewCards.subjectType, FLASHCARD_SUBJECT_TYPE),
        eq(flashcards.deckId, deckId),
      ),
    )
    // Two ratings in the same instant: the one that is the card's latest review is the later one.
    .orderBy(desc(reviewLogs.review), sql`(${reviewCards.lastReview} = ${reviewLogs.review}) desc`)
    .limit(1);
  return row;
}

export async function deleteLog(db: Db, id: string): Promise<void> {
  await db.delete(reviewLogs).where(eq(reviewLogs.id, id));
}
