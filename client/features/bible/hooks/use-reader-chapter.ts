import { useMemo } from "react";
import type { TranslationId } from "@common/bible/constants";
import { useChapter } from "@client/lib/api/get-chapter";
import { useChapterAnnotations } from "../api/get-chapter-annotations";
import { useTranslations } from "../api/get-translations";
import { isMissing } from "../lib/missing";
import type { VerseMarks } from "../components/chapter-text";

/** The chapter the address names, its parallel translation and the member's marks on it. */
export function useReaderChapter({
  translation,
  parallel,
  osis,
  chapterNumber,
}: {
  translation: TranslationId;
  parallel: TranslationId | null;
  osis: string | null;
  chapterNumber: number;
}) {
  const translations = useTranslations();
  const chapter = useChapter(translation, osis, chapterNumber, { keepPrevious: true });
  const parallelChapter = useChapter(parallel ?? "kjv", osis, chapterNumber, {
    enabled: parallel !== null,
    keepPrevious: true,
  });
  const annotations = useChapterAnnotations(osis, chapterNumber);
  // The previous chapter stays on screen (dimmed) while the next loads: `shown` is what is on screen,
  // `current` is set only once it is the chapter and translation the address asks for.
  const shown = chapter.data ?? null;
  const current =
    shown && shown.book === osis && shown.chapter === chapterNumber && shown.translation === translation
      ? shown
      : null;
  const parallelShown =
    parallel &&
    shown &&
    parallelChapter.data?.chapter === shown.chapter &&
    parallelChapter.data.book === shown.book
      ? parallelChapter.data
      : null;

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

  return {
    chapter,
    shown,
    current,
    parallelChapter,
    parallelShown,
    annotations,
    marks,
    translationInfo: translations.data?.find((x) => x.id === translation),
    translations: translations.data,
    /** The server says there is no such chapter (and there is nothing else to show). */
    missing: chapter.isError && isMissing(chapter.error) && !shown,
    /** A failure worth retrying (not a missing chapter). */
    failed: chapter.isError && !isMissing(chapter.error),
  };
}
