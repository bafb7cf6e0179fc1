import { Link } from "react-router";
import type { BibleBook } from "@common/bible/books";
import { Button } from "@client/components/ui/button";
import { Skeleton } from "@client/components/ui/skeleton";
import { readerPath } from "../lib/books";

/** No such book or chapter: back to the Bible home, or chapter 1 of the book when the book exists. */
export function ReaderNotFound({ input, book }: { input: string; book: BibleBook | null }) {
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

/** Lines of uneven length where the verses will be. */
export function VerseSkeleton() {
  return (
    <div className="space-y-3" aria-busy="true" aria-label="Loading the chapter">
      {Array.from({ length: 10 }, (_, i) => (
        <Skeleton key={i} className="h-6" style={{ width: `${70 + ((i * 37) % 30)}%` }} />
      ))}
    </div>
  );
}
