import { ExternalLink, Plus, X } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { Link } from "react-router";
import { BIBLE_BOOKS, bookByOsis } from "@common/bible/books";
import type { ParsedReference, ReferenceRange } from "@common/bible/reference";
import type { TranslationId } from "@common/schemas/bible";
import { Button } from "@client/components/ui/button";
import { Input } from "@client/components/ui/input";
import { RetryAlert } from "@client/components/ui/retry-alert";
import { Skeleton } from "@client/components/ui/skeleton";
import { readerPath } from "@client/lib/bible";
import { useChapter } from "@client/lib/api/get-chapter";

export const MAX_PASSAGES = 12;
/** Chapters shown per passage; longer passages continue in the reader. */
const CHAPTERS_SHOWN = 3;

type Parse = (text: string) => ParsedReference | null;

/** The chapters a range touches, in canonical order. */
function chaptersOf(range: ReferenceRange): { book: string; chapter: number }[] {
  const out: { book: string; chapter: number }[] = [];
  let inside = false;
  for (const book of BIBLE_BOOKS) {
    for (let chapter = 1; chapter <= book.chapters; chapter++) {
      if (book.osis === range.start.book && chapter === range.start.chapter) inside = true;
      if (inside) out.push({ book: book.osis, chapter });
      if (book.osis === range.end.book && chapter === range.end.chapter) return out;
    }
  }
  return out;
}

function ChapterVerses({
  translation,
  book,
  chapter,
  range,
}: {
  translation: TranslationId;
  book: string;
  chapter: number;
  range: ReferenceRange;
}) {
  const text = useChapter(translation, book, chapter);
  if (text.isPending) return <Skeleton className="h-16 w-full" />;
  if (text.isError)
    return (
      <RetryAlert
        message="Couldn't load this passage."
        onRetry={() => text.refetch()}
        busy={text.isFetching}
      />
    );
  const first = book === range.start.book && chapter === range.start.chapter ? range.start.verse : 1;
  const last =
    book === range.end.book && chapter === range.end.chapter ? range.end.verse : Number.POSITIVE_INFINITY;
  const verses = text.data.verses.filter((v) => v.verse >= first && v.verse <= last);
  return (
    <p className="leading-relaxed text-ink">
      {verses.map((verse) => (
        <span key={verse.verse}>
          <sup className="mr-0.5 text-xs font-semibold text-stone-500">{verse.verse}</sup>
          {verse.segments.map((segment, i) =>
            segment.italic ? <em key={i}>{segment.text}</em> : <span key={i}>{segment.text}</span>,
          )}{" "}
        </span>
      ))}
    </p>
  );
}

function PassageText({ parsed, translation }: { parsed: ParsedReference; translation: TranslationId }) {
  const chapters = parsed.ranges.flatMap((range) => chaptersOf(range).map((c) => ({ ...c, range })));
  const shown = chapters.slice(0, CHAPTERS_SHOWN);
  return (
    <div className="space-y-2">
      {shown.map(({ book, chapter, range }) => (
        <div key={`${book}.${chapter}.${range.start.verse}`}>
          {chapters.length > 1 && (
            <p className="text-xs font-semibold uppercase tracking-wide text-stone-500">
              {bookByOsis(book)?.name} {chapter}
            </p>
          )}
          <ChapterVerses translation={translation} book={book} chapter={chapter} range={range} />
        </div>
      ))}
      {chapters.length > CHAPTERS_SHOWN && (
        <p className="text-sm text-stone-600">
          Showing the first {CHAPTERS_SHOWN} of {chapters.length} chapters — open the reader for the rest.
        </p>
      )}
    </div>
  );
}

function openInReader(parsed: ParsedReference, translation: TranslationId): string {
  const range = parsed.ranges[0]!;
  const name = bookByOsis(range.start.book)?.name ?? range.start.book;
  const oneChapter = range.start.book === range.end.book && range.start.chapter === range.end.chapter;
  const v =
    oneChapter && parsed.label.includes(":")
      ? range.start.verse === range.end.verse
        ? `${range.start.verse}`
        : `${range.start.verse}-${range.end.verse}`
      : null;
  return readerPath(name, range.start.chapter, { v, t: translation });
}

/** The week's passages (references only, chosen by the member), each rendered from our Bible data. */
export function Passages({
  passages,
  parse,
  translation,
  onChange,
}: {
  passages: string[];
  parse: Parse | null;
  translation: TranslationId;
  onChange: (passages: string[]) => void;
}) {
  const id = useId();
  const [draft, setDraft] = useState("");
  const [error, setError] = useState<string | null>(null);

  const add = (event: FormEvent) => {
    event.preventDefault();
    if (!parse) return;
    const text = draft.trim();
    if (!text) return setError("Enter a reference like John 4:1-26");
    const parsed = parse(text);
    if (!parsed) return setError("We couldn't find that passage");
    if (passages.length >= MAX_PASSAGES) return setError(`A week holds at most ${MAX_PASSAGES} passages`);
    if (passages.includes(parsed.label)) return setError("That passage is already in this week");
    setError(null);
    setDraft("");
    onChange([...passages, parsed.label.slice(0, 100)]);
  };

  return (
    <div className="space-y-4">
      {passages.length === 0 && (
        <p className="text-stone-600">
          No passages yet. Add this week's key passages by reference, as your lesson lists them.
        </p>
      )}
      <ul className="space-y-4" data-testid="passages">
        {passages.map((passage) => {
          const parsed = parse?.(passage) ?? null;
          return (
            <li key={passage} className="space-y-2 rounded-lg border border-stone-200 bg-white p-4">
              <div className="flex flex-wrap items-center gap-2">
                <h3 className="font-semibold text-night">{passage}</h3>
                {parsed && (
                  <Button asChild variant="link" size="sm">
                    <Link to={openInReader(parsed, translation)}>
                      Open in reader <ExternalLink className="size-3" aria-hidden="true" />
                    </Link>
                  </Button>
                )}
                <Button
                  variant="ghost"
                  size="sm"
                  className="ml-auto"
                  onClick={() => onChange(passages.filter((p) => p !== passage))}
                  aria-label={`Remove ${passage}`}
                >
                  <X className="size-4" aria-hidden="true" />
                </Button>
              </div>
              {parse === null ? (
                <Skeleton className="h-16 w-full" />
              ) : parsed ? (
                <PassageText parsed={parsed} translation={translation} />
              ) : (
                <p className="text-sm text-stone-600">We couldn't read this reference.</p>
              )}
            </li>
          );
        })}
      </ul>
      <form onSubmit={add} className="flex flex-wrap items-start gap-2" noValidate>
        <div className="min-w-60 flex-1 space-y-1">
          <label htmlFor={id} className="sr-only">
            Add a passage
          </label>
          <Input
            id={id}
            placeholder="Add a passage, e.g. Hebrews 8:1-6"
            value={draft}
            maxLength={100}
            onChange={(e) => setDraft(e.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
          />
          {error && (
            <p id={`${id}-error`} className="text-sm text-destructive">
              {error}
            </p>
          )}
        </div>
        <Button type="submit" variant="outline" disabled={!parse || passages.length >= MAX_PASSAGES}>
          <Plus className="size-4" aria-hidden="true" />
          Add passage
        </Button>
      </form>
    </div>
  );
}
