// My Memorization Verses (screens §5.7): the member's list, each verse a card of the app-wide FSRS queue
// (subject `memory_verse`), due as soon as it is added. Grading goes through /api/review like every card.
import { parseReference } from "@common/bible/reference";
import { bookNumberOf, keyOf, placeOfKey, rangeLabel, versesBetween } from "@common/bible/verse-keys";
import {
  MEMORY_MAX_VERSES,
  type MemoryListDto,
  type MemoryVerseDto,
  type TranslationId,
} from "@common/schemas/bible";
import type { ActorContext } from "@server/http/context";
import { AppError, conflict, notFound, validationFailed } from "@server/http/errors";
import type { BibleSource } from "../bible/bible-data.types";
import { passageText } from "../bible/passage-text";
import { insertCard } from "../review/review.queries";
import { newCardValues } from "../review/review.service";
import {
  deleteOwnVerse,
  insertVerse,
  listOwnVerses,
  type MemoryCardRow,
  memoryCards,
  updateVerseNote,
} from "./memory.queries";
import { presentVerse } from "./memory.presenter";
import { MEMORY_SUBJECT_TYPE } from "./review-subjects";

export type MemoryContext = ActorContext & { bible: BibleSource };

const enterReference = () => validationFailed("Enter a reference like John 3:16");
const passageNotFound = () => new AppError(400, "passage_not_found", "We couldn't find that passage");

/**
 * A typed reference → one verse or one range inside a chapter, at most 10 verses. Text without a number
 * ("love") asks for a reference; a reference to verses that don't exist (or several passages) is not found.
 */
export function memoryRange(reference: string): { startKey: number; endKey: number; label: string } {
  const parsed = parseReference(reference);
  if (!parsed) throw /\d/.test(reference) ? passageNotFound() : enterReference();
  const [range, ...others] = parsed.ranges;
  if (!range || others.length > 0) throw validationFailed("Choose one verse or one range of verses");
  const startBook = bookNumberOf(range.start.book);
  const endBook = bookNumberOf(range.end.book);
  if (!startBook || !endBook) throw passageNotFound();
  const startKey = keyOf(startBook, range.start.chapter, range.start.verse);
  const endKey = keyOf(endBook, range.end.chapter, range.end.verse);
  const start = placeOfKey(startKey);
  const end = placeOfKey(endKey);
  if (!start || !end) throw passageNotFound();
  if (versesBetween(start, end) > MEMORY_MAX_VERSES)
    throw validationFailed(`Choose at most ${MEMORY_MAX_VERSES} verses`);
  if (start.book !== end.book || start.chapter !== end.chapter)
    throw validationFailed("Choose verses from one chapter");
  return { startKey, endKey, label: rangeLabel(startKey, endKey) };
}

function cardsBySubject(cards: MemoryCardRow[]): Map<string, MemoryCardRow> {
  return new Map(cards.map((card) => [card.subjectId, card]));
}

/** GET /api/memory/verses — newest first, with the due and memorized counts. */
export async function listMemoryVerses(ctx: ActorContext): Promise<MemoryListDto> {
  const userId = ctx.actor.userId;
  const now = ctx.clock.now();
  const [rows, cards] = await Promise.all([listOwnVerses(ctx.db, userId), memoryCards(ctx.db, userId)]);
  const bySubject = cardsBySubject(cards);
  const verses = rows.map((row) => presentVerse(row, bySubject.get(row.id), now));
  return {
    verses,
    dueToday: rows.filter((row) => (bySubject.get(row.id)?.due.getTime() ?? 0) <= now.getTime()).length,
    memorized: verses.filter((verse) => verse.status === "memorized").length,
  };
}

/** POST /api/memory/verses — stores the normalised reference and the text; the review card is due now. */
export async function addMemoryVerse(
  ctx: MemoryContext,
  input: { reference: string; translation: TranslationId; note?: string | null | undefined },
): Promise<MemoryVerseDto> {
  const { startKey, endKey, label } = memoryRange(input.reference);
  const text = await passageText(ctx.bible, input.translation, startKey, endKey);
  if (text === null) throw passageNotFound();
  const now = ctx.clock.now();
  const userId = ctx.actor.userId;
  return ctx.db.transaction(async (tx) => {
    const row = await insertVerse(tx, {
      userId,
      startKey,
      endKey,
      translation: input.translation,
      reference: label,
      text,
      note: input.note ? input.note : null,
      createdAt: now,
    });
    if (!row) throw conflict("already_in_list", "Already in your list");
    const card = await insertCard(tx, newCardValues(userId, MEMORY_SUBJECT_TYPE, row.id, now));
    return presentVerse(row, card, now);
  });
}

/** PATCH /api/memory/verses/:id — the note only. */
export async function editMemoryVerse(
  ctx: ActorContext,
  id: string,
  input: { note: string | null },
): Promise<MemoryVerseDto> {
  const row = await updateVerseNote(ctx.db, ctx.actor.userId, id, input.note ? input.note : null);
  if (!row) throw notFound("memory verse");
  const cards = await memoryCards(ctx.db, ctx.actor.userId);
  return presentVerse(row, cardsBySubject(cards).get(row.id), ctx.clock.now());
}

/** DELETE /api/memory/verses/:id — also removes its card and review history. */
export async function removeMemoryVerse(ctx: ActorContext, id: string): Promise<void> {
  if (!(await deleteOwnVerse(ctx.db, ctx.actor.userId, id))) throw notFound("memory verse");
}
