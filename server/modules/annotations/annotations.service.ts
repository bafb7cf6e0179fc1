// The member's own marks on the Bible (screens §5.2–5.3): highlights (one colour per verse), notes on a verse
// range, bookmarks of a verse or a chapter, and the chapters read (recent / continue). Keys are translation-free,
// so a mark made in the KJV shows in every translation. Another member's note or bookmark is a 404.
import { bookByOsis } from "@common/bible/books";
import { parseReference } from "@common/bible/reference";
import { bookNumberOf, keyOf, placeOfKey } from "@common/bible/verse-keys";
import type {
  BookmarkDto,
  ChapterAnnotationsDto,
  HighlightColor,
  HighlightDto,
  MyBibleDto,
  NoteDto,
  TranslationId,
} from "@common/schemas/bible";
import type { ActorContext } from "@server/http/context";
import { AppError, notFound, validationFailed } from "@server/http/errors";
import { recordStudy } from "@server/modules/achievements/activity";
import { updateCounters } from "@server/modules/achievements/progress";
import {
  presentBookmark,
  presentContinueReading,
  presentHighlight,
  presentNote,
  presentRecentRead,
  presentSavedHighlight,
} from "./annotations.presenter";
import {
  chapterBookmarks,
  chapterHighlights,
  deleteHighlights,
  deleteOwnBookmark,
  deleteOwnNote,
  insertNote,
  insertRead,
  latestBookmarks,
  latestHighlights,
  latestNotes,
  overlappingNotes,
  recentReads,
  saveBookmark,
  updateOwnNote,
  upsertHighlights,
} from "./annotations.queries";

const RECENT_CHAPTERS = 5;

const chapterNotFound = (input: string) =>
  new AppError(404, "chapter_not_found", `We couldn't find ${input}`);

/** A book (OSIS id or any name the parser reads) and chapter from a URL, or 404 "We couldn't find …". */
export function resolveChapter(
  book: string,
  chapter: number,
): { book: string; bookNumber: number; chapter: number } {
  const osis = bookByOsis(book) ? book : parseReference(`${book} ${chapter}`)?.ranges[0]?.start.book;
  const bookNumber = osis ? bookNumberOf(osis) : undefined;
  const info = osis ? bookByOsis(osis) : undefined;
  if (!osis || !bookNumber || !info || chapter < 1 || chapter > info.chapters)
    throw chapterNotFound(`${book} ${chapter}`);
  return { book: osis, bookNumber, chapter };
}

function assertVerseKey(key: number): void {
  if (!placeOfKey(key)) throw validationFailed("That verse doesn't exist.", { verseKey: key });
}

/** GET /api/bible/annotations/:book/:chapter */
export async function getChapterAnnotations(
  ctx: ActorContext,
  bookInput: string,
  chapterInput: number,
): Promise<ChapterAnnotationsDto> {
  const { book, bookNumber, chapter } = resolveChapter(bookInput, chapterInput);
  const first = keyOf(bookNumber, chapter, 1);
  const last = keyOf(bookNumber, chapter, 999);
  const userId = ctx.actor.userId;
  const [highlights, notes, bookmarks] = await Promise.all([
    chapterHighlights(ctx.db, userId, first, last),
    overlappingNotes(ctx.db, userId, first, last),
    chapterBookmarks(ctx.db, userId, book, chapter),
  ]);
  return {
    highlights: highlights.map(presentHighlight),
    notes: notes.map(presentNote),
    bookmarks: bookmarks.map(presentBookmark),
  };
}

/** PUT /api/bible/highlights — one colour per verse (a new colour replaces the old one); null removes. */
export async function setHighlights(
  ctx: ActorContext,
  input: { verseKeys: number[]; color: HighlightColor | null },
): Promise<{ highlights: HighlightDto[] }> {
  const keys = [...new Set(input.verseKeys)];
  keys.forEach(assertVerseKey);
  if (input.color === null) {
    await deleteHighlights(ctx.db, ctx.actor.userId, keys);
    return { highlights: [] };
  }
  const rows = await upsertHighlights(ctx.db, ctx.actor.userId, keys, input.color, ctx.clock.now());
  return {
    highlights: rows.map(presentHighlight).sort((a, b) => a.verseKey - b.verseKey),
  };
}

/** POST /api/bible/notes */
export async function createNote(
  ctx: ActorContext,
  input: { startKey: number; endKey: number; text: string },
): Promise<NoteDto> {
  assertVerseKey(input.startKey);
  assertVerseKey(input.endKey);
  if (input.startKey > input.endKey)
    throw validationFailed("A note's first verse must come before its last.");
  const now = ctx.clock.now();
  const userId = ctx.actor.userId;
  return ctx.db.transaction(async (tx) => {
    const row = await insertNote(tx, {
      userId,
      startKey: input.startKey,
      endKey: input.endKey,
      text: input.text,
      createdAt: now,
      updatedAt: now,
    });
    await updateCounters(tx, userId, ["notes_written"], now);
    return presentNote(row);
  });
}

/** PATCH /api/bible/notes/:id */
export async function editNote(ctx: ActorContext, id: string, input: { text: string }): Promise<NoteDto> {
  const row = await updateOwnNote(ctx.db, ctx.actor.userId, id, input.text, ctx.clock.now());
  if (!row) throw notFound("note");
  return presentNote(row);
}

/** DELETE /api/bible/notes/:id */
export async function removeNote(ctx: ActorContext, id: string): Promise<void> {
  if (!(await deleteOwnNote(ctx.db, ctx.actor.userId, id))) throw notFound("note");
}

/** POST /api/bible/bookmarks — the same place again updates its label (201 new, 200 existing). */
export async function addBookmark(
  ctx: ActorContext,
  input: { book: string; chapter: number; verseKey: number | null; label?: string | null | undefined },
): Promise<{ bookmark: BookmarkDto; created: boolean }> {
  const info = bookByOsis(input.book);
  if (!info || input.chapter > info.chapters) throw chapterNotFound(`${input.book} ${input.chapter}`);
  if (input.verseKey !== null) {
    const place = placeOfKey(input.verseKey);
    if (!place || place.book.osis !== info.osis || place.chapter !== input.chapter) {
      throw validationFailed("That verse isn't in this chapter.", { verseKey: input.verseKey });
    }
  }
  const label =
    input.label === undefined ? undefined : input.label === null || input.label === "" ? null : input.label;
  const { row, created } = await saveBookmark(ctx.db, {
    userId: ctx.actor.userId,
    book: info.osis,
    chapter: input.chapter,
    verseKey: input.verseKey,
    label,
    createdAt: ctx.clock.now(),
  });
  return { bookmark: presentBookmark(row), created };
}

/** DELETE /api/bible/bookmarks/:id */
export async function removeBookmark(ctx: ActorContext, id: string): Promise<void> {
  if (!(await deleteOwnBookmark(ctx.db, ctx.actor.userId, id))) throw notFound("bookmark");
}

/** POST /api/bible/reads — the reader reports a chapter read (recent reading, continue). */
export async function recordRead(
  ctx: ActorContext,
  input: { book: string; chapter: number; translation: TranslationId },
): Promise<void> {
  const info = bookByOsis(input.book);
  if (!info || input.chapter > info.chapters) throw chapterNotFound(`${input.book} ${input.chapter}`);
  const userId = ctx.actor.userId;
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    await insertRead(tx, {
      userId,
      book: info.osis,
      chapter: input.chapter,
      translation: input.translation,
      readAt: now,
    });
    // A chapter read makes a study day (screens.md "Study day") and may move the reading badges.
    await recordStudy(tx, userId, ["chapters_read", "books_completed"], now);
  });
}

/** GET /api/bible/me — continue reading, the last 5 distinct chapters, bookmarks, notes and highlights (newest first). */
export async function getMyBible(ctx: ActorContext): Promise<MyBibleDto> {
  const userId = ctx.actor.userId;
  const [reads, bookmarks, notes, highlights] = await Promise.all([
    recentReads(ctx.db, userId, 200),
    latestBookmarks(ctx.db, userId),
    latestNotes(ctx.db, userId),
    latestHighlights(ctx.db, userId),
  ]);
  const seen = new Set<string>();
  const recent: MyBibleDto["recent"] = [];
  for (const read of reads) {
    const place = `${read.book}.${read.chapter}`;
    if (seen.has(place)) continue;
    seen.add(place);
    recent.push(presentRecentRead(read));
    if (recent.length === RECENT_CHAPTERS) break;
  }
  return {
    continueReading: presentContinueReading(reads[0]),
    recent,
    bookmarks: bookmarks.map(presentBookmark),
    notes: notes.map(presentNote),
    highlights: highlights.map(presentSavedHighlight),
  };
}
