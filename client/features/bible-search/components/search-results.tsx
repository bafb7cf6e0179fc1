import { Link } from "react-router";
import type { SearchHitDto, SearchResultDto } from "@common/schemas/bible";
import { Button } from "@client/components/ui/button";
import { cn } from "@client/lib/cn";
import { readerPath } from "@client/lib/bible";
import { markSegments } from "../lib/search-params";

type Results = Extract<SearchResultDto, { kind: "results" }>;

function HitText({ hit }: { hit: SearchHitDto }) {
  return (
    <p className="leading-relaxed text-ink">
      {markSegments(hit.text, hit.marks).map((segment, i) =>
        segment.mark ? (
          <mark key={i} className="rounded-sm bg-amber-200 px-0.5 text-ink">
            {segment.text}
          </mark>
        ) : (
          <span key={i}>{segment.text}</span>
        ),
      )}
    </p>
  );
}

/** Summary, by-book sidebar (click filters to that book), hits with reader links and highlighted matches, pagination. */
export function SearchResults({
  result,
  currentBook,
  onBook,
  onPage,
}: {
  result: Results;
  currentBook: string | null;
  onBook: (osis: string) => void;
  onPage: (page: number) => void;
}) {
  return (
    <div className="space-y-4">
      <p className="font-medium text-night" data-testid="search-summary" aria-live="polite">
        {result.total.toLocaleString()} {result.total === 1 ? "verse" : "verses"} in {result.books.length}{" "}
        {result.books.length === 1 ? "book" : "books"}
      </p>
      <div className="grid gap-6 md:grid-cols-[12rem_1fr]">
        <nav aria-label="Results by book" className="md:sticky md:top-4 md:self-start">
          <h2 className="mb-2 text-sm font-semibold uppercase tracking-wide text-stone-500">By book</h2>
          <ul className="flex flex-wrap gap-1 md:flex-col" data-testid="search-books">
            {result.books.map((b) => (
              <li key={b.book}>
                <button
                  type="button"
                  onClick={() => onBook(b.book)}
                  aria-current={currentBook === b.book ? "true" : undefined}
                  className={cn(
                    "flex w-full items-center justify-between gap-3 rounded-md px-2 py-1 text-left text-sm hover:bg-stone-100",
                    currentBook === b.book && "bg-stone-100 font-semibold",
                  )}
                >
                  <span>{b.bookName}</span>
                  <span className="rounded-full bg-stone-200 px-2 text-xs text-stone-700">{b.count}</span>
                </button>
              </li>
            ))}
          </ul>
        </nav>
        <div className="space-y-4">
          <ol
            className="divide-y divide-stone-200 rounded-lg border border-stone-200 bg-white"
            data-testid="search-hits"
          >
            {result.hits.map((hit) => (
              <li key={hit.key} className="space-y-1 p-4">
                <Link
                  to={readerPath(hit.bookName, hit.chapter, { v: hit.verse })}
                  className="font-semibold text-night-light hover:underline"
                >
                  {hit.bookName} {hit.chapter}:{hit.verse}
                </Link>
                <HitText hit={hit} />
              </li>
            ))}
          </ol>
          {result.pages > 1 && (
            <nav aria-label="Pages" className="flex items-center justify-between gap-2">
              <Button
                variant="outline"
                size="sm"
                disabled={result.page <= 1}
                onClick={() => onPage(result.page - 1)}
              >
                Previous
              </Button>
              <span className="text-sm text-stone-600">
                Page {result.page} of {result.pages}
              </span>
              <Button
                variant="outline"
                size="sm"
                disabled={result.page >= result.pages}
                onClick={() => onPage(result.page + 1)}
              >
                Next
              </Button>
            </nav>
          )}
        </div>
      </div>
    </div>
  );
}
