import { Bookmark, NotebookPen } from "lucide-react";
import type { KeyboardEvent, MouseEvent, ReactNode } from "react";
import type { ChapterDto, HighlightColor, VerseDto } from "@common/schemas/bible";
import { cn } from "@client/lib/cn";
import { highlightStyles } from "../lib/colors";
import type { FontSize, Layout } from "../lib/prefs";

export const fontSizes: Record<FontSize, string> = {
  S: "text-base",
  M: "text-lg",
  L: "text-xl",
  XL: "text-2xl",
};

export type VerseMarks = {
  highlights: Map<number, HighlightColor>;
  noted: Set<number>;
  bookmarked: Set<number>;
};

type Props = {
  chapter: ChapterDto;
  parallel: ChapterDto | null;
  layout: Layout;
  fontSize: FontSize;
  verseNumbers: boolean;
  marks: VerseMarks;
  selected: Set<number>;
  flash: Set<number>;
  reading: number | null;
  onActivate: (verse: number, range: boolean) => void;
};

function Segments({ verse }: { verse: VerseDto }) {
  return (
    <>
      {verse.segments.map((s, i) =>
        s.italic ? (
          <em key={i} className="text-stone-600">
            {s.text}
          </em>
        ) : (
          <span key={i}>{s.text}</span>
        ),
      )}
    </>
  );
}

/** The chapter's verses: verse per line, paragraphs, or two translations side by side (screens §5.3). */
export function ChapterText({
  chapter,
  parallel,
  layout,
  fontSize,
  verseNumbers,
  marks,
  selected,
  flash,
  reading,
  onActivate,
}: Props) {
  const verseProps = (verse: VerseDto) => {
    const color = marks.highlights.get(verse.key);
    const isSelected = selected.has(verse.verse);
    return {
      role: "button",
      tabIndex: 0,
      id: `v${verse.verse}`,
      "data-verse": verse.verse,
      "aria-pressed": isSelected,
      onClick: (e: MouseEvent) => {
        if (window.getSelection()?.toString()) return; // the member is selecting text to copy
        onActivate(verse.verse, e.shiftKey);
      },
      onKeyDown: (e: KeyboardEvent) => {
        if (e.key === "Enter" || e.key === " ") {
          e.preventDefault();
          onActivate(verse.verse, e.shiftKey);
        }
      },
      className: cn(
        "cursor-pointer rounded-sm transition-colors outline-offset-1 [box-decoration-break:clone]",
        color && highlightStyles[color].bg,
        isSelected && "bg-indigo-100 underline decoration-night-light decoration-2 underline-offset-4",
        flash.has(verse.verse) && "animate-pulse bg-gold/60",
        reading === verse.verse && "ring-2 ring-gold-dark",
      ),
    } as const;
  };

  const number = (verse: VerseDto) =>
    verseNumbers ? (
      <sup className="mr-1 align-super text-[0.6em] font-semibold text-gold-dark select-none">
        {verse.verse}
      </sup>
    ) : null;
  const icons = (verse: VerseDto) => (
    <>
      {marks.noted.has(verse.key) && (
        <NotebookPen
          className="mx-0.5 inline size-[0.8em] text-night-light"
          role="img"
          aria-label="Has a note"
          data-testid="note-icon"
        />
      )}
      {marks.bookmarked.has(verse.key) && (
        <Bookmark
          className="mx-0.5 inline size-[0.8em] fill-gold text-gold-dark"
          role="img"
          aria-label="Bookmarked"
        />
      )}
    </>
  );

  const title = (c: ChapterDto) =>
    c.title ? <p className="mb-3 text-[0.85em] text-stone-600 italic">{c.title}</p> : null;

  if (parallel) {
    const other = new Map(parallel.verses.map((v) => [v.verse, v]));
    const numbers = [
      ...new Set([...chapter.verses.map((v) => v.verse), ...parallel.verses.map((v) => v.verse)]),
    ].sort((a, b) => a - b);
    const own = new Map(chapter.verses.map((v) => [v.verse, v]));
    return (
      <div
        className={cn("font-serif leading-relaxed", fontSizes[fontSize])}
        data-testid="chapter-text"
        data-layout="parallel"
      >
        <div
          className="mb-2 hidden grid-cols-2 gap-8 text-sm font-semibold tracking-wide text-stone-500 uppercase lg:grid"
          aria-hidden="true"
        >
          <span>{chapter.translation.toUpperCase()}</span>
          <span>{parallel.translation.toUpperCase()}</span>
        </div>
        <div className="lg:grid lg:grid-cols-2 lg:gap-8">
          <div>{title(chapter)}</div>
          <div className="text-stone-500">{title(parallel)}</div>
        </div>
        {numbers.map((n) => {
          const verse = own.get(n);
          const twin = other.get(n);
          return (
            <div
              key={n}
              className="py-1 lg:grid lg:grid-cols-2 lg:gap-8"
              data-testid="parallel-row"
              data-row={n}
            >
              {verse ? (
                <div {...verseProps(verse)}>
                  {number(verse)}
                  <Segments verse={verse} />
                  {icons(verse)}
                </div>
              ) : (
                <div className="text-stone-400">
                  {verseNumbers && <sup className="mr-1 text-[0.6em]">{n}</sup>}—
                </div>
              )}
              <div
                className={cn(
                  "mt-0.5 text-[0.9em] text-stone-500 lg:mt-0 lg:text-[1em] lg:text-ink",
                  twin && selected.has(n) && "bg-indigo-100",
                  twin &&
                    marks.highlights.get(twin.key) &&
                    highlightStyles[marks.highlights.get(twin.key)!].bg,
                )}
                data-parallel-verse={n}
                onClick={() => verse && onActivate(n, false)}
              >
                <span className="mr-1 text-xs font-semibold lg:hidden">
                  {parallel.translation.toUpperCase()}
                </span>
                {twin ? (
                  <>
                    {verseNumbers && (
                      <sup className="mr-1 hidden align-super text-[0.6em] font-semibold text-gold-dark lg:inline">
                        {n}
                      </sup>
                    )}
                    <Segments verse={twin} />
                  </>
                ) : (
                  "—"
                )}
              </div>
            </div>
          );
        })}
      </div>
    );
  }

  if (layout === "paragraphs") {
    const paragraphs: VerseDto[][] = [];
    for (const verse of chapter.verses) {
      if (paragraphs.length === 0 || verse.paragraph) paragraphs.push([]);
      paragraphs[paragraphs.length - 1]!.push(verse);
    }
    return (
      <div
        className={cn("font-serif leading-loose", fontSizes[fontSize])}
        data-testid="chapter-text"
        data-layout="paragraphs"
      >
        {title(chapter)}
        {paragraphs.map((group, i) => (
          <p key={i} className="mb-4 indent-6">
            {group.map((verse): ReactNode => (
              <span key={verse.verse}>
                <span {...verseProps(verse)}>
                  {number(verse)}
                  <Segments verse={verse} />
                  {icons(verse)}
                </span>{" "}
              </span>
            ))}
          </p>
        ))}
      </div>
    );
  }

  return (
    <div
      className={cn("font-serif leading-relaxed", fontSizes[fontSize])}
      data-testid="chapter-text"
      data-layout="verses"
    >
      {title(chapter)}
      {chapter.verses.map((verse) => (
        <div
          key={verse.verse}
          {...verseProps(verse)}
          className={cn(
            "block px-1 py-0.5",
            verse.paragraph && verse.verse !== 1 && "mt-3",
            verseProps(verse).className,
          )}
        >
          {number(verse)}
          <Segments verse={verse} />
          {icons(verse)}
        </div>
      ))}
    </div>
  );
}
