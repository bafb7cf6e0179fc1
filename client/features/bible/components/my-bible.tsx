import { Bookmark, BookOpen, Highlighter, NotebookPen } from "lucide-react";
import { type ReactNode, useState } from "react";
import { Link } from "react-router";
import { fromVerseKey } from "@common/bible/constants";
import type { MyBibleDto } from "@common/schemas/bible";
import { Button } from "@client/components/ui/button";
import { Card } from "@client/components/ui/card";
import { RetryAlert } from "@client/components/ui/retry-alert";
import { Skeleton } from "@client/components/ui/skeleton";
import type { QueryState } from "@client/lib/query-state";
import { bookByNumber, readerPath } from "../lib/books";
import { highlightStyles } from "../lib/colors";
import { bookByOsis } from "@common/bible/books";

const keyPath = (key: number, query?: Record<string, string>) => {
  const { bookNumber, chapter, verse } = fromVerseKey(key);
  return readerPath(bookByNumber(bookNumber)?.name ?? "Genesis", chapter, { v: verse, ...query });
};

const date = (iso: string) => new Date(iso).toLocaleDateString(undefined, { month: "short", day: "numeric" });

function Section({
  id,
  title,
  icon,
  children,
}: {
  id: string;
  title: string;
  icon: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card className="p-4 sm:p-5">
      <section aria-labelledby={id}>
        <h2 id={id} className="mb-3 flex items-center gap-2 text-lg font-semibold text-night">
          {icon}
          {title}
        </h2>
        {children}
      </section>
    </Card>
  );
}

function Lines({ count = 3 }: { count?: number }) {
  return (
    <div className="space-y-2" aria-hidden="true">
      {Array.from({ length: count }, (_, i) => (
        <Skeleton key={i} className="h-6 w-full" />
      ))}
    </div>
  );
}

function Expandable<T>({
  items,
  first,
  render,
  label,
}: {
  items: T[];
  first: number;
  render: (item: T) => ReactNode;
  label: string;
}) {
  const [all, setAll] = useState(false);
  const shown = all ? items : items.slice(0, first);
  return (
    <>
      <ul className="divide-y divide-stone-100">{shown.map(render)}</ul>
      {items.length > first && (
        <Button variant="link" size="sm" className="mt-2" onClick={() => setAll(!all)} aria-expanded={all}>
          {all ? "Show fewer" : `See all ${label}`}
        </Button>
      )}
    </>
  );
}

/** Continue reading + Recent chapters (screens §5.2). */
export function ReadingSections({ me }: { me: QueryState<MyBibleDto> }) {
  return (
    <Section
      id="bible-continue"
      title="Continue reading"
      icon={<BookOpen className="size-5 text-gold-dark" aria-hidden="true" />}
    >
      {me.isPending && <Lines count={2} />}
      {me.isError && (
        <RetryAlert message="Couldn't load your reading." onRetry={me.refetch} busy={me.isFetching} />
      )}
      {me.data && (
        <div className="space-y-3">
          {me.data.continueReading ? (
            <Button asChild className="w-full sm:w-auto">
              <Link
                to={readerPath(me.data.continueReading.bookName, me.data.continueReading.chapter, {
                  t: me.data.continueReading.translation,
                })}
              >
                Continue {me.data.continueReading.bookName} {me.data.continueReading.chapter}
              </Link>
            </Button>
          ) : (
            <p className="text-sm text-stone-600">
              Nothing read yet — pick a book below, or start with John 1.
            </p>
          )}
          {me.data.recent.length > 0 && (
            <div>
              <h3 className="mb-1 text-sm font-semibold text-stone-600">Recent chapters</h3>
              <ul className="flex flex-wrap gap-2" aria-label="Recent chapters">
                {me.data.recent.map((r) => (
                  <li key={`${r.book}-${r.chapter}`}>
                    <Link
                      to={readerPath(r.bookName, r.chapter)}
                      className="inline-block rounded-full border border-stone-300 bg-white px-3 py-1 text-sm hover:border-night-light"
                    >
                      {r.bookName} {r.chapter}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          )}
        </div>
      )}
    </Section>
  );
}

/** My bookmarks, notes and highlights — the "My notes" view of /bible (screens §5.2). */
export function SavedSections({ me }: { me: QueryState<MyBibleDto> }) {
  const data = me.data;
  return (
    <div className="grid gap-4 lg:grid-cols-3" id="my-notes">
      <Section
        id="bible-bookmarks"
        title="My bookmarks"
        icon={<Bookmark className="size-5 text-gold-dark" aria-hidden="true" />}
      >
        {me.isPending && <Lines />}
        {me.isError && <p className="text-sm text-stone-600">Couldn't load your bookmarks.</p>}
        {data && data.bookmarks.length === 0 && (
          <p className="text-sm text-stone-600">No bookmarks yet — tap a verse and choose Bookmark.</p>
        )}
        {data && data.bookmarks.length > 0 && (
          <Expandable
            items={data.bookmarks}
            first={10}
            label="bookmarks"
            render={(b) => (
              <li key={b.id} className="py-2">
                <Link
                  className="font-medium text-night-light hover:underline"
                  to={
                    b.verseKey
                      ? keyPath(b.verseKey)
                      : readerPath(bookByOsis(b.book)?.name ?? b.book, b.chapter)
                  }
                >
                  {b.reference}
                </Link>
                {b.label && <span className="ml-2 text-sm text-stone-600">{b.label}</span>}
              </li>
            )}
          />
        )}
      </Section>
      <Section
        id="bible-notes"
        title="My notes"
        icon={<NotebookPen className="size-5 text-gold-dark" aria-hidden="true" />}
      >
        {me.isPending && <Lines />}
        {me.isError && <p className="text-sm text-stone-600">Couldn't load your notes.</p>}
        {data && data.notes.length === 0 && (
          <p className="text-sm text-stone-600">No notes yet — tap a verse and choose Note.</p>
        )}
        {data && data.notes.length > 0 && (
          <Expandable
            items={data.notes}
            first={5}
            label="notes"
            render={(n) => (
              <li key={n.id} className="py-2">
                <div className="flex items-baseline justify-between gap-2">
                  <Link className="font-medium text-night-light hover:underline" to={keyPath(n.startKey)}>
                    {n.reference}
                  </Link>
                  <span className="shrink-0 text-xs text-stone-500">{date(n.updatedAt)}</span>
                </div>
                <p className="line-clamp-2 text-sm text-stone-700">{n.text.split("\n")[0]}</p>
              </li>
            )}
          />
        )}
      </Section>
      <Section
        id="bible-highlights"
        title="My highlights"
        icon={<Highlighter className="size-5 text-gold-dark" aria-hidden="true" />}
      >
        {me.isPending && <Lines />}
        {me.isError && <p className="text-sm text-stone-600">Couldn't load your highlights.</p>}
        {data && data.highlights.length === 0 && (
          <p className="text-sm text-stone-600">No highlights yet — tap a verse and choose Highlight.</p>
        )}
        {data && data.highlights.length > 0 && (
          <Expandable
            items={data.highlights}
            first={10}
            label="highlights"
            render={(h) => (
              <li key={h.verseKey} className="flex items-center gap-2 py-2">
                <span
                  className={`size-4 shrink-0 rounded-full ${highlightStyles[h.color].swatch}`}
                  role="img"
                  aria-label={highlightStyles[h.color].name}
                />
                <Link className="font-medium text-night-light hover:underline" to={keyPath(h.verseKey)}>
                  {h.reference}
                </Link>
              </li>
            )}
          />
        )}
      </Section>
    </div>
  );
}
