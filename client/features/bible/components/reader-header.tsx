import type { ReactNode } from "react";
import type { TranslationId } from "@common/bible/constants";
import type { TranslationDto } from "@common/schemas/bible";

/** "John 3", the translation badges and the verse count, with the chapter's actions on the right. */
export function ReaderHeader({
  title,
  translation,
  translationInfo,
  parallel,
  verseCount,
  actions,
}: {
  title: string;
  translation: TranslationId;
  translationInfo: TranslationDto | undefined;
  parallel: TranslationId | null;
  /** null while the chapter loads (the line keeps its height). */
  verseCount: number | null;
  actions: ReactNode;
}) {
  return (
    <header className="flex flex-wrap items-end justify-between gap-3 border-b border-stone-200 pb-3">
      <div>
        <div className="flex flex-wrap items-center gap-2">
          <h1 className="font-serif text-3xl font-semibold text-night">{title}</h1>
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
          {verseCount !== null ? `${verseCount} verses` : " "}
        </p>
      </div>
      <div className="flex items-center gap-2">{actions}</div>
    </header>
  );
}
