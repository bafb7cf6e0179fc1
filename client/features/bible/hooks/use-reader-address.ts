import { useEffect } from "react";
import { useNavigate, useParams, useSearchParams } from "react-router";
import type { TranslationId } from "@common/bible/constants";
import { readerPath } from "../lib/books";
import { isTranslationId } from "../lib/prefs";
import { useResolvedBook } from "./use-resolved-book";

/**
 * What the reader's address asks for: /bible/:book/:chapter?t=translation&p=parallel&v=verses. The URL is
 * the state (shareable, back button), so changing the translation rewrites the query rather than local state.
 */
export function useReaderAddress(preferredTranslation: TranslationId | null) {
  const params = useParams();
  const navigate = useNavigate();
  const [search, setSearch] = useSearchParams();
  const rawBook = params.book ?? "";
  const rawChapter = params.chapter ?? "";
  const book = useResolvedBook(rawBook);
  const chapterNumber = /^\d{1,3}$/.test(rawChapter) ? Number(rawChapter) : NaN;
  const chapterValid = book ? chapterNumber >= 1 && chapterNumber <= book.chapters : false;

  const t = search.get("t");
  const translation: TranslationId = isTranslationId(t) ? t : (preferredTranslation ?? "kjv");
  const p = search.get("p");
  const parallel: TranslationId | null = isTranslationId(p) && p !== translation ? p : null;

  // Canonical address: /bible/john/3 → /bible/John/3 (query kept).
  useEffect(() => {
    if (!book || !chapterValid) return;
    if (rawBook !== book.name || rawChapter !== String(chapterNumber)) {
      void navigate(`${readerPath(book.name, chapterNumber)}${window.location.search}`, { replace: true });
    }
  }, [book, chapterValid, rawBook, rawChapter, chapterNumber, navigate]);

  /** A new translation or parallel replaces the history entry and drops ?v= (that verse was flashed already). */
  const editQuery = (edit: (query: URLSearchParams) => void) =>
    setSearch(
      (old) => {
        const query = new URLSearchParams(old);
        edit(query);
        query.delete("v");
        return query;
      },
      { replace: true },
    );

  const osis = book && chapterValid ? book.osis : null;
  return {
    rawBook,
    rawChapter,
    /** undefined while an alias resolves; null for no such book. */
    book,
    chapterNumber,
    chapterValid,
    osis,
    /** Changes with the chapter, not with the translation: what the selection and scrolling reset on. */
    viewKey: `${osis}/${chapterNumber}`,
    translation,
    parallel,
    verseQuery: search.get("v"),
    /** The query that links to other chapters carry: a chosen translation and the parallel one. */
    linkQuery: { t: isTranslationId(t) ? t : null, p: parallel },
    showTranslation: (next: TranslationId) =>
      editQuery((query) => {
        query.set("t", next);
        if (query.get("p") === next) query.delete("p");
      }),
    showParallel: (next: TranslationId | null) =>
      editQuery((query) => (next ? query.set("p", next) : query.delete("p"))),
  };
}
