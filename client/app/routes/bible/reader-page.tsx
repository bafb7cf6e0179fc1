import { Bookmark, BookmarkCheck } from "lucide-react";
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from "react";
import { Link, useNavigate, useParams, useSearchParams } from "react-router";
import type { BibleBook } from "@common/bible/books";
import { toVerseKey, type TranslationId } from "@common/bible/constants";
import { Button } from "@client/components/ui/button";
import { RetryAlert } from "@client/components/ui/retry-alert";
import { Skeleton } from "@client/components/ui/skeleton";
import { afterPageReady } from "@client/lib/page-ready";
import { toast } from "@client/lib/toast";
import {
  isMissing,
  useChapter,
  useChapterAnnotations,
  useCreateBookmark,
  useDeleteBookmark,
  useTranslations,
} from "@client/features/bible/api/bible-api";
import { ChapterText, type VerseMarks } from "@client/features/bible/components/chapter-text";
import { ChapterNav, ReaderToolbar } from "@client/features/bible/components/reader-toolbar";
import { VerseActionBar } from "@client/features/bible/components/verse-action-bar";
import { bookByExactName, bookNumberOf, readerPath, resolveBook } from "@client/features/bible/lib/books";
import { isTranslationId, type ReaderPrefs, readPrefs, writePrefs } from "@client/features/bible/lib/prefs";
import { useReadAloud } from "@client/features/bible/lib/use-read-aloud";
import { useReadingRecord } from "@client/features/bible/lib/use-reading-record";
import { parseVerseQuery, plainText, selectionReference } from "@client/features/bible/lib/verses";

// The verse tools' dialogs (notes, Strong's, the palace list) open on demand: their code loads once the chapter
// has rendered, so a cold load of the reader doesn't wait for it.
const loadNoteDialog = () => import("@client/features/bible/components/note-dialog");
const loadStrongsPanel = () => import("@client/features/bible/components/strongs-panel");
const loadPalacePicker = () => import("@client/features/bible/components/palace-picker");
const NoteDialog = lazy(() => loadNoteDialog().then((module) => ({ default: module.NoteDialog })));
const StrongsPanel = lazy(() => loadStrongsPanel().then((module) => ({ default: module.StrongsPanel })));
const PalacePicker = lazy(() => loadPalacePicker().then((module) => ({ default: module.PalacePicker })));

/** Fetches the dialogs' code once the page is idle, so the first click opens them at once. */
function usePrefetchedDialogs() {
  useEffect(() => {
    afterPageReady()
      .then(() => Promise.all([loadNoteDialog(), loadStrongsPanel(), loadPalacePicker()]))
      .catch(() => undefined); // a failed download is retried when the dialog opens
  }, []);
}

type Resolved = { input: string; book: BibleBook | null };

/** The URL's book: exact names at once, aliases once the parser has loaded. */
function useResolvedBook(input: string): BibleBook | null | undefined {
  const exact = bookByExactName(input);
  const [resolved, setResolved] = useState<Resolved | null>(null);
  useEffect(() => {
    if (exact) return;
    let live = true;
    resolveBook(input)
      .then((book) => live && setResolved({ input, book }))
      .catch(() => live && setResolved({ input, book: null }));
    return () => {
      live = false;
    };
  }, [input, exact]);
  if (exact) return exact;
  return resolved?.input === input ? resolved.book : undefined;
}

function NotFound({ input, book }: { input: string; book: BibleBook | null }) {
  return (
    <div
      className="space-y-4 rounded-xl border border-stone-200 bg-white p-6 text-center"
      data-testid="bible-not-found"
    >
      <h1 className="font-serif text-2xl font-semibold text-night">We couldn&apos;t find {input}</h1>
      <p className="text-stone-600">Check the book and chapter, or pick one from the list.</p>
      <div className="flex flex-wrap justify-center gap-3">
        <Button asChild>
          <Link to="/bible">Bible home</Link>
        </Button>
        {book && (
          <Button asChild variant="outline">
            <Link to={readerPath(book.name, 1)}>{book.name} 1</Link>
          </Button>
        )}
      </div>
    </div>
  );
}

function VerseSkeleton() {
  return (
    <div className="space-y-3" aria-busy="true" aria-label="Loading the chapter">
      {Array.from({ length: 10 }, (_, i) => (
        <Skeleton key={i} className="h-6" style={{ width: `${70 + ((i * 37) % 30)}%` }} />
      ))}
    </div>
  );
}

/** /bible/:book/:chapter — the reader (screens §5.3). */
export function ReaderPage() {
  const params = useParams();
  const navigate = useNavigate();
  const [search, setSearch] = useSearchParams();
  const rawBook = params.book ?? "";
  const rawChapter = params.chapter ?? "";
  const book = useResolvedBook(rawBook);
  const chapterNumber = /^\d{1,3}$/.test(rawChapter) ? Number(rawChapter) : NaN;
  const chapterValid = book ? chapterNumber >= 1 && chapterNumber <= book.chapters : false;

  const [prefs, setPrefs] = useState<ReaderPrefs>(readPrefs);
  const updatePrefs = (patch: Partial<ReaderPrefs>) =>
    setPrefs((old) => {
      const next = { ...old, ...patch };
      writePrefs(next);
      return next;
    });

  const t = search.get("t");
  const translation: TranslationId = isTranslationId(t) ? t : (prefs.translation ?? "kjv");
  const p = search.get("p");
  const parallel: TranslationId | null = isTranslationId(p) && p !== translation ? p : null;
  const v = search.get("v");

  // Canonical address: /bible/john/3 → /bible/John/3 (query kept).
  useEffect(() => {
    if (!book || !chapterValid) return;
    if (rawBook !== book.name || rawChapter !== String(chapterNumber)) {
      void navigate(`${readerPath(book.name, chapterNumber)}${window.location.search}`, { replace: true });
    }
  }, [book, chapterValid, rawBook, rawChapter, chapterNumber, navigate]);

  const osis = book && chapterValid ? book.osis : null;
  const translations = useTranslations();
  const chapter = useChapter(translation, osis, chapterNumber);
  const parallelChapter = useChapter(parallel ?? "kjv", osis, chapterNumber, parallel !== null);
  const annotations = useChapterAnnotations(osis, chapterNumber);
  const data = chapter.data;
  const current =
    data && data.book === osis && data.chapter === chapterNumber && data.translation === translation;

  // Selection: verse numbers of this chapter; reset when the chapter changes.
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [anchor, setAnchor] = useState<number | null>(null);
  const viewKey = `${osis}/${chapterNumber}`;
  const [selectionView, setSelectionView] = useState(viewKey);
  if (selectionView !== viewKey) {
    setSelectionView(viewKey);
    setSelected(new Set());
    setAnchor(null);
  }
  const clear = useCallback(() => {
    setSelected(new Set());
    setAnchor(null);
  }, []);
  const activate = (verse: number, range: boolean) => {
    setSelected((old) => {
      const next = new Set(old);
      if (range && anchor !== null) {
        const [a, b] = [Math.min(anchor, verse), Math.max(anchor, verse)];
        for (let n = a; n <= b; n++) next.add(n);
      } else if (next.has(verse)) next.delete(verse);
      else next.add(verse);
      return next;
    });
    setAnchor(verse);
  };

  // ?v=16 or 16-18: scroll into view and flash briefly once the chapter is on screen.
  const [flash, setFlash] = useState<Set<number>>(new Set());
  const flashed = useRef<string | null>(null);
  useEffect(() => {
    if (!current || !v) return;
    const focus = parseVerseQuery(v);
    const token = `${viewKey}?${v}`;
    if (!focus || flashed.current === token) return;
    flashed.current = token;
    const [a, b] = focus;
    const verses = new Set<number>();
    for (let n = a; n <= b; n++) verses.add(n);
    setFlash(verses);
    requestAnimationFrame(() =>
      document.getElementById(`v${a}`)?.scrollIntoView({ block: "center", behavior: "smooth" }),
    );
    const timer = window.setTimeout(() => setFlash(new Set()), 2500);
    return () => window.clearTimeout(timer);
  }, [current, v, viewKey]);

  // Scroll to the top on a new chapter without a verse to focus.
  useEffect(() => {
    if (!v) window.scrollTo({ top: 0 });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the chapter changes
  }, [viewKey]);

  const goToRef = useRef<HTMLInputElement>(null);
  const endRef = useRef<HTMLDivElement>(null);
  useReadingRecord(current && osis ? { book: osis, chapter: chapterNumber, translation } : null, endRef);

  const readAloud = useReadAloud();
  const stopReading = readAloud.stop;
  useEffect(() => stopReading, [viewKey, stopReading]);

  const query = { t: t && isTranslationId(t) ? t : null, p: parallel };

  // Keyboard: ← → chapters, Esc clears the selection, / focuses the go-to box.
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.defaultPrevented || e.altKey || e.ctrlKey || e.metaKey) return;
      const target = e.target as HTMLElement | null;
      const typing =
        target && (target.isContentEditable || ["INPUT", "TEXTAREA", "SELECT"].includes(target.tagName));
      if (document.querySelector("[role=dialog],[role=alertdialog]")) return;
      if (e.key === "Escape") {
        clear();
        return;
      }
      if (typing) return;
      if (e.key === "/") {
        e.preventDefault();
        goToRef.current?.focus();
      } else if ((e.key === "ArrowLeft" || e.key === "ArrowRight") && data && current) {
        const ref = e.key === "ArrowLeft" ? data.prev : data.next;
        if (ref)
          void navigate(readerPath(ref.bookName, ref.chapter, { t: search.get("t"), p: search.get("p") }));
      }
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [clear, data, current, navigate, search]);

  const marks: VerseMarks = useMemo(() => {
    const a = annotations.data;
    const noted = new Set<number>();
    for (const note of a?.notes ?? []) for (let k = note.startKey; k <= note.endKey; k++) noted.add(k);
    return {
      highlights: new Map(a?.highlights.map((h) => [h.verseKey, h.color])),
      noted,
      bookmarked: new Set(a?.bookmarks.flatMap((b) => (b.verseKey ? [b.verseKey] : []))),
    };
  }, [annotations.data]);

  const [dialog, setDialog] = useState<"none" | "note" | "strongs" | "palace">("none");
  const [opened, setOpened] = useState({ note: false, palace: false });
  const openDialog = (kind: "note" | "palace") => {
    setOpened((was) => (was[kind] ? was : { ...was, [kind]: true }));
    setDialog(kind);
  };
  usePrefetchedDialogs();
  const chapterBookmark = annotations.data?.bookmarks.find(
    (b) => b.verseKey === null && b.chapter === chapterNumber,
  );
  const where = { book: osis ?? "", chapter: chapterNumber };
  const addChapterBookmark = useCreateBookmark(where);
  const removeChapterBookmark = useDeleteBookmark(where);

  // ---------- States before the text ----------
  const notFoundInput = `${rawBook} ${rawChapter}`;
  if (book === undefined) {
    return (
      <main className="mx-auto max-w-3xl px-4 py-8">
        <VerseSkeleton />
      </main>
    );
  }
  if (book === null || !chapterValid || (chapter.isError && isMissing(chapter.error) && !data)) {
    return (
      <main className="mx-auto max-w-3xl px-4 py-8">
        <NotFound input={notFoundInput} book={book} />
      </main>
    );
  }

  const selectedVerses = data && current ? data.verses.filter((verse) => selected.has(verse.verse)) : [];
  const reference =
    data && selectedVerses.length > 0
      ? selectionReference(
          data.bookName,
          data.chapter,
          selectedVerses.map((x) => x.verse),
        )
      : "";
  const bookNumber = bookNumberOf(book);
  const startKey = selectedVerses[0]?.key ?? toVerseKey(bookNumber, chapterNumber, 1);
  const endKey = selectedVerses[selectedVerses.length - 1]?.key ?? startKey;
  const notesHere = (annotations.data?.notes ?? []).filter(
    (n) => n.startKey <= endKey && n.endKey >= startKey,
  );
  const translationInfo = translations.data?.find((x) => x.id === translation);

  return (
    <main className={selected.size > 0 ? "mx-auto max-w-5xl px-4 pt-6 pb-48" : "mx-auto max-w-5xl px-4 py-6"}>
      <div className="mb-5 space-y-4">
        <ReaderToolbar
          chapter={data}
          book={{ osis: book.osis, chapter: chapterNumber }}
          translation={translation}
          parallel={parallel}
          translations={translations.data}
          prefs={prefs}
          query={query}
          goToRef={goToRef}
          readAloud={{
            supported: readAloud.supported,
            speaking: readAloud.speaking,
            onStart: () => {
              if (!data) return;
              const verses = selectedVerses.length > 0 ? selectedVerses : data.verses;
              readAloud.start(verses.map((x) => ({ verse: x.verse, text: plainText(x) })));
            },
            onStop: readAloud.stop,
          }}
          onTranslation={(next) => {
            updatePrefs({ translation: next });
            setSearch(
              (old) => {
                const s = new URLSearchParams(old);
                s.set("t", next);
                if (s.get("p") === next) s.delete("p");
                s.delete("v");
                return s;
              },
              { replace: true },
            );
          }}
          onParallel={(next) =>
            setSearch(
              (old) => {
                const s = new URLSearchParams(old);
                if (next) s.set("p", next);
                else s.delete("p");
                s.delete("v");
                return s;
              },
              { replace: true },
            )
          }
          onPrefs={updatePrefs}
        />
        <header className="flex flex-wrap items-end justify-between gap-3 border-b border-stone-200 pb-3">
          <div>
            <div className="flex flex-wrap items-center gap-2">
              <h1 className="font-serif text-3xl font-semibold text-night">
                {book.name} {chapterNumber}
              </h1>
              <span
                className="rounded-md bg-night px-2 py-0.5 text-xs font-semibold text-white"
                title={translationInfo?.name}
                data-testid="translation-badge"
              >
                {translationInfo?.abbreviation ?? translation.toUpperCase()}
              </span>
              {parallel && (
                <span className="rounded-md border border-night px-2 py-0.5 text-xs font-semibold text-night">
                  + {parallel.toUpperCase()}
                </span>
              )}
            </div>
            <p className="text-sm text-stone-600" data-testid="verse-count">
              {current ? `${data.verses.length} verses` : " "}
            </p>
          </div>
          <div className="flex items-center gap-2">
            <Button
              variant="ghost"
              size="sm"
              aria-pressed={Boolean(chapterBookmark)}
              busy={addChapterBookmark.isPending || removeChapterBookmark.isPending}
              disabled={!annotations.data}
              onClick={() =>
                chapterBookmark
                  ? removeChapterBookmark.mutate(chapterBookmark.id, {
                      onSuccess: () => toast.success("Bookmark removed"),
                      onError: () => toast.error("Couldn't remove the bookmark — try again."),
                    })
                  : addChapterBookmark.mutate(
                      { verseKey: null, label: null },
                      {
                        onSuccess: () => toast.success("Bookmarked"),
                        onError: (e) => toast.error(e.message || "Couldn't bookmark — try again."),
                      },
                    )
              }
            >
              {chapterBookmark ? (
                <BookmarkCheck className="size-4 fill-gold text-gold-dark" aria-hidden="true" />
              ) : (
                <Bookmark className="size-4" aria-hidden="true" />
              )}
              {chapterBookmark ? (
                <span>
                  Remove<span className="sr-only sm:not-sr-only"> chapter</span> bookmark
                </span>
              ) : (
                <span>
                  Bookmark<span className="sr-only sm:not-sr-only"> chapter</span>
                </span>
              )}
            </Button>
            {data && current && <ChapterNav chapter={data} query={query} />}
          </div>
        </header>
      </div>

      {chapter.isError && !isMissing(chapter.error) && (
        <RetryAlert
          message="This chapter couldn't be loaded"
          onRetry={() => chapter.refetch()}
          busy={chapter.isFetching}
          className="mb-4"
        />
      )}
      {!data && !chapter.isError && <VerseSkeleton />}
      {data && (
        <div
          className={current ? undefined : "opacity-50 transition-opacity"}
          aria-busy={!current || undefined}
        >
          <ChapterText
            chapter={data}
            parallel={
              parallel &&
              parallelChapter.data?.chapter === data.chapter &&
              parallelChapter.data.book === data.book
                ? parallelChapter.data
                : null
            }
            layout={prefs.layout}
            fontSize={prefs.fontSize}
            verseNumbers={prefs.verseNumbers}
            marks={marks}
            selected={current ? selected : new Set()}
            flash={flash}
            reading={readAloud.current}
            onActivate={activate}
          />
          {parallel && parallelChapter.isError && (
            <RetryAlert
              className="mt-3"
              message="The parallel translation couldn't be loaded"
              onRetry={() => parallelChapter.refetch()}
              busy={parallelChapter.isFetching}
            />
          )}
          <div ref={endRef} className="h-px" />
          {current && <ChapterNav chapter={data} query={query} className="mt-8 justify-between" />}
        </div>
      )}

      {data && current && selectedVerses.length > 0 && (
        <VerseActionBar
          chapter={data}
          verses={selectedVerses}
          reference={reference}
          translation={translation}
          bookmarks={annotations.data?.bookmarks ?? []}
          onClear={clear}
          onNote={() => openDialog("note")}
          onStrongs={() => setDialog("strongs")}
          onPalace={() => openDialog("palace")}
        />
      )}
      {data && current && (
        <>
          <Suspense fallback={null}>
            {/* Once opened, the note and palace dialogs stay mounted: a closed note keeps its unsaved draft. */}
            {opened.note && (
              <NoteDialog
                open={dialog === "note"}
                onClose={() => setDialog("none")}
                where={where}
                reference={reference || `${book.name} ${chapterNumber}`}
                startKey={startKey}
                endKey={endKey}
                notes={notesHere}
              />
            )}
            {dialog === "strongs" && (
              <StrongsPanel
                open
                onClose={() => setDialog("none")}
                book={data.book}
                verses={selectedVerses}
                reference={reference}
              />
            )}
            {opened.palace && (
              <PalacePicker
                open={dialog === "palace"}
                onClose={() => setDialog("none")}
                reference={reference}
              />
            )}
          </Suspense>
        </>
      )}
    </main>
  );
}
