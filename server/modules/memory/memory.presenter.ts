import { bookByNumber } from "@common/bible/verse-keys";
import type { MemoryStatsDto, MemoryVerseDto, QuizStartDto, TranslationId } from "@common/schemas/bible";
import { memoryStatus } from "./memory-status";
import type { MemoryCardRow, MemoryVerseRow, QuizRunRow } from "./memory.queries";

/**
 * A saved verse with its review card's state. Every verse gets its card in the same transaction; should one be
 * missing, the verse reads as new and due now rather than failing the whole list.
 */
export function presentVerse(
  row: MemoryVerseRow,
  card: MemoryCardRow | undefined,
  now: Date,
): MemoryVerseDto {
  return {
    id: row.id,
    reference: row.reference,
    startKey: row.startKey,
    endKey: row.endKey,
    // The column takes only translation ids (addMemoryVerseInput validates them).
    translation: row.translation as TranslationId,
    text: row.text,
    note: row.note,
    status: memoryStatus(card),
    cardId: card?.id ?? "",
    dueAt: (card?.due ?? now).toISOString(),
    createdAt: row.createdAt.toISOString(),
  };
}

/** A quiz round as it starts: the references to recite, never their text (that is what the member types). */
export function presentQuizStart(
  run: QuizRunRow,
  verses: readonly Pick<MemoryVerseRow, "id" | "reference">[],
): QuizStartDto {
  return {
    quizId: run.id,
    endsAt: run.endsAt.toISOString(),
    verses: verses.map((verse) => ({ id: verse.id, reference: verse.reference })),
  };
}

/** One book's row of the Memory Hall: its OSIS id and name (the number itself if the book is unknown). */
export function presentBookProgress(
  bookNumber: number,
  counts: { saved: number; memorized: number },
): MemoryStatsDto["perBook"][number] {
  const book = bookByNumber(bookNumber);
  return {
    book: book?.osis ?? String(bookNumber),
    bookName: book?.name ?? String(bookNumber),
    saved: counts.saved,
    memorized: counts.memorized,
  };
}
