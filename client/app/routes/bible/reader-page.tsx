import { lazy, Suspense, useRef, useState } from "react";
import { RetryAlert } from "@client/components/ui/retry-alert";
import { ChapterBookmarkButton } from "@client/features/bible/components/chapter-bookmark-button";
import { ChapterText } from "@client/features/bible/components/chapter-text";
import { ReaderDialogs } from "@client/features/bible/components/reader-dialogs";
import { ReaderHeader } from "@client/features/bible/components/reader-header";
import { ReaderNotFound, VerseSkeleton } from "@client/features/bible/components/reader-states";
import { ChapterNav, ReaderToolbar } from "@client/features/bible/components/reader-toolbar";
import { VerseActionBar } from "@client/features/bible/components/verse-action-bar";
import { useChapterReadAloud } from "@client/features/bible/hooks/use-chapter-read-aloud";
import { useReaderAddress } from "@client/features/bible/hooks/use-reader-address";
import { useReaderChapter } from "@client/features/bible/hooks/use-reader-chapter";
import { useReaderDialogs } from "@client/features/bible/hooks/use-reader-dialogs";
import { useReaderPrefs } from "@client/features/bible/hooks/use-reader-prefs";
import { useReaderShortcuts } from "@client/features/bible/hooks/use-reader-shortcuts";
import { useVerseFocus } from "@client/features/bible/hooks/use-verse-focus";
import { useVerseSelection } from "@client/features/bible/hooks/use-verse-selection";
import { useReadingRecord } from "@client/features/bible/lib/use-reading-record";
import { describeSelection } from "@client/features/bible/lib/selection";

// "Study this verse" (ai.md §3.12) loads on the first click, so a cold load of the reader doesn't wait for it.
const VerseStudy = lazy(() => import("./verse-study"));

/** /bible/:book/:chapter — the reader (screens §5.3): the hooks hold the state, this puts the parts together. */
export function ReaderPage() {
  const [prefs, updatePrefs] = useReaderPrefs();
  const address = useReaderAddress(prefs.translation);
  const { book, chapterNumber, osis, viewKey, translation, parallel, linkQuery } = address;
  const reader = useReaderChapter({ translation, parallel, osis, chapterNumber });
  const { shown, current, chapter } = reader;
  const selection = useVerseSelection(viewKey);
  const flash = useVerseFocus({ ready: current !== null, verseQuery: address.verseQuery, viewKey });
  const goToRef = useRef<HTMLInputElement>(null);
  const endRef = useRef<HTMLDivElement>(null);
  useReadingRecord(current && osis ? { book: osis, chapter: chapterNumber, translation } : null, endRef);
  useReaderShortcuts({ chapter: current, linkQuery, goToRef, clearSelection: selection.clear });
  const readAloud = useChapterReadAloud(viewKey);
  const dialogs = useReaderDialogs();
  const picked = describeSelection(current, selection.selected, reader.annotations.data?.notes ?? []);
  const where = { book: osis ?? "", chapter: chapterNumber };
  const [study, setStudy] = useState<string | null>(null);

  // ---------- States before the text ----------
  if (book === undefined) {
    return (
      <main className="mx-auto max-w-3xl px-4 py-8">
        <VerseSkeleton />
      </main>
    );
  }
  if (book === null || !address.chapterValid || reader.missing) {
    return (
      <main className="mx-auto max-w-3xl px-4 py-8">
        <ReaderNotFound input={`${address.rawBook} ${address.rawChapter}`} book={book} />
      </main>
    );
  }

  return (
    <main
      className={
        selection.selected.size > 0 ? "mx-auto max-w-5xl px-4 pt-6 pb-48" : "mx-auto max-w-5xl px-4 py-6"
      }
    >
      <div className="mb-5 space-y-4">
        <ReaderToolbar
          chapter={shown ?? undefined}
          book={{ osis: book.osis, chapter: chapterNumber }}
          translation={translation}
          parallel={parallel}
          translations={reader.translations}
          prefs={prefs}
          query={linkQuery}
          goToRef={goToRef}
          readAloud={{
            supported: readAloud.supported,
            speaking: readAloud.speaking,
            // The selection, or the whole chapter when nothing is selected.
            onStart: () => shown && readAloud.start(picked.verses.length > 0 ? picked.verses : shown.verses),
            onStop: readAloud.stop,
          }}
          onTranslation={(next) => {
            updatePrefs({ translation: next });
            address.showTranslation(next);
          }}
          onParallel={address.showParallel}
          onPrefs={updatePrefs}
        />
        <ReaderHeader
          title={`${book.name} ${chapterNumber}`}
          translation={translation}
          translationInfo={reader.translationInfo}
          parallel={parallel}
          verseCount={current ? current.verses.length : null}
          actions={
            <>
              <ChapterBookmarkButton where={where} bookmarks={reader.annotations.data?.bookmarks} />
              {current && <ChapterNav chapter={current} query={linkQuery} />}
            </>
          }
        />
      </div>

      {reader.failed && (
        <RetryAlert
          message="This chapter couldn't be loaded"
          onRetry={() => chapter.refetch()}
          busy={chapter.isFetching}
          className="mb-4"
        />
      )}
      {!shown && !chapter.isError && <VerseSkeleton />}
      {shown && (
        <div
          className={current ? undefined : "opacity-50 transition-opacity"}
          aria-busy={!current || undefined}
        >
          <ChapterText
            chapter={shown}
            parallel={reader.parallelShown}
            layout={prefs.layout}
            fontSize={prefs.fontSize}
            verseNumbers={prefs.verseNumbers}
            marks={reader.marks}
            selected={current ? selection.selected : new Set()}
            flash={flash}
            reading={readAloud.current}
            onActivate={selection.activate}
          />
          {parallel && reader.parallelChapter.isError && (
            <RetryAlert
              className="mt-3"
              message="The parallel translation couldn't be loaded"
              onRetry={() => reader.parallelChapter.refetch()}
              busy={reader.parallelChapter.isFetching}
            />
          )}
          <div ref={endRef} className="h-px" />
          {current && <ChapterNav chapter={current} query={linkQuery} className="mt-8 justify-between" />}
        </div>
      )}

      {current && picked.verses.length > 0 && (
        <VerseActionBar
          chapter={current}
          verses={picked.verses}
          reference={picked.reference}
          translation={translation}
          bookmarks={reader.annotations.data?.bookmarks ?? []}
          onClear={selection.clear}
          onNote={() => dialogs.open("note")}
          onStrongs={() => dialogs.open("strongs")}
          onPalace={() => dialogs.open("palace")}
          onStudy={() => setStudy(picked.reference)}
        />
      )}
      {study && (
        <Suspense fallback={null}>
          <VerseStudy open onClose={() => setStudy(null)} reference={study} />
        </Suspense>
      )}
      {current && (
        <ReaderDialogs
          dialog={dialogs.dialog}
          opened={dialogs.opened}
          onClose={dialogs.close}
          where={where}
          book={current.book}
          reference={picked.reference || `${book.name} ${chapterNumber}`}
          verses={picked.verses}
          startKey={picked.startKey}
          endKey={picked.endKey}
          notes={picked.notes}
        />
      )}
    </main>
  );
}
