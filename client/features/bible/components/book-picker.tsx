import { ArrowLeft } from "lucide-react";
import { useId, useState } from "react";
import { Link } from "react-router";
import { BIBLE_BOOKS, type BibleBook } from "@common/bible/books";
import { Input } from "@client/components/ui/input";
import { cn } from "@client/lib/cn";
import { readerPath } from "../lib/books";

const matches = (book: BibleBook, filter: string) => {
  const f = filter.trim().toLowerCase().replace(/\s+/g, " ");
  if (!f) return true;
  const name = book.name.toLowerCase();
  return (
    name.includes(f) ||
    name.replace(/\s/g, "").includes(f.replace(/\s/g, "")) ||
    book.osis.toLowerCase().startsWith(f)
  );
};

/**
 * Book grid grouped Old/New Testament with a filter box, then the chosen book's chapter grid
 * (screens §5.2; also the reader's book/chapter popover).
 */
export function BookPicker({
  current,
  onPicked,
  linkQuery,
  dense = false,
}: {
  current?: { osis: string; chapter: number };
  onPicked?: () => void;
  linkQuery?: Record<string, string | null>;
  dense?: boolean;
}) {
  const filterId = useId();
  const [filter, setFilter] = useState("");
  const [book, setBook] = useState<BibleBook | null>(null);

  if (book) {
    return (
      <div className="space-y-3">
        <div className="flex items-center gap-2">
          <button
            type="button"
            onClick={() => setBook(null)}
            className="inline-flex items-center gap-1 rounded-md px-2 py-1 text-sm text-night-light hover:bg-stone-100"
          >
            <ArrowLeft className="size-4" aria-hidden="true" /> All books
          </button>
          <h3 className="font-serif text-lg font-semibold text-night">{book.name}</h3>
        </div>
        <nav aria-label={`Chapters of ${book.name}`}>
          <ul
            className={cn(
              "grid gap-1.5",
              dense ? "grid-cols-6 sm:grid-cols-8" : "grid-cols-6 sm:grid-cols-10",
            )}
          >
            {Array.from({ length: book.chapters }, (_, i) => i + 1).map((chapter) => {
              const isCurrent = current?.osis === book.osis && current.chapter === chapter;
              return (
                <li key={chapter}>
                  <Link
                    to={readerPath(book.name, chapter, linkQuery)}
                    onClick={onPicked}
                    aria-label={`${book.name} ${chapter}`}
                    aria-current={isCurrent ? "page" : undefined}
                    className={cn(
                      "flex h-10 items-center justify-center rounded-md border text-sm font-medium",
                      isCurrent
                        ? "border-night bg-night text-white"
                        : "border-stone-200 bg-white text-ink hover:border-night-light hover:bg-indigo-50",
                    )}
                  >
                    {chapter}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
      </div>
    );
  }

  const shown = BIBLE_BOOKS.filter((b) => matches(b, filter));
  const group = (testament: "OT" | "NT", title: string) => {
    const books = shown.filter((b) => b.testament === testament);
    if (books.length === 0) return null;
    return (
      <section aria-label={title}>
        <h3 className="mb-2 text-sm font-semibold tracking-wide text-stone-500 uppercase">{title}</h3>
        <ul
          className={cn(
            "grid gap-1.5",
            dense ? "grid-cols-2 sm:grid-cols-3" : "grid-cols-2 sm:grid-cols-4 lg:grid-cols-6",
          )}
        >
          {books.map((b) => (
            <li key={b.osis}>
              <button
                type="button"
                onClick={() => setBook(b)}
                aria-current={current?.osis === b.osis ? "true" : undefined}
                className={cn(
                  "w-full truncate rounded-md border px-2 py-2 text-left text-sm",
                  current?.osis === b.osis
                    ? "border-night bg-indigo-50 font-semibold text-night"
                    : "border-stone-200 bg-white text-ink hover:border-night-light hover:bg-indigo-50",
                )}
              >
                {b.name}
              </button>
            </li>
          ))}
        </ul>
      </section>
    );
  };

  return (
    <div className="space-y-4">
      <div>
        <label htmlFor={filterId} className="sr-only">
          Filter books
        </label>
        <Input
          id={filterId}
          type="search"
          placeholder="Filter books…"
          value={filter}
          autoComplete="off"
          onChange={(e) => setFilter(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === "Enter" && shown.length === 1) {
              e.preventDefault();
              setBook(shown[0]!);
            }
          }}
        />
      </div>
      {group("OT", "Old Testament")}
      {group("NT", "New Testament")}
      {shown.length === 0 && <p className="text-sm text-stone-600">No book matches “{filter}”.</p>}
    </div>
  );
}
