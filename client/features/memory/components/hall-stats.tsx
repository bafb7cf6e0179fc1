import type { MemoryStatsDto } from "@common/schemas/bible";
import { Skeleton } from "@client/components/ui/skeleton";

const tiles: { key: "saved" | "memorized" | "dueToday" | "streakDays" | "bestQuizScore"; label: string }[] = [
  { key: "saved", label: "Verses saved" },
  { key: "memorized", label: "Memorized" },
  { key: "dueToday", label: "Due today" },
  { key: "streakDays", label: "Memory streak" },
  { key: "bestQuizScore", label: "Best quiz score" },
];

export function HallStatsSkeleton() {
  return (
    <div
      className="grid grid-cols-2 gap-3 sm:grid-cols-5"
      aria-busy="true"
      aria-label="Loading your statistics"
    >
      {tiles.map((tile) => (
        <Skeleton key={tile.key} className="h-20" />
      ))}
    </div>
  );
}

/** The five stats of screens §5.8, all from GET /api/memory/stats (real reviews; 0 on a fresh account). */
export function HallStats({ stats }: { stats: MemoryStatsDto }) {
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-5" data-testid="hall-stats">
      {tiles.map((tile) => (
        <div
          key={tile.key}
          className="rounded-xl border border-stone-200 bg-white p-3 text-center last:col-span-2 sm:last:col-span-1"
        >
          <dt className="text-xs font-medium tracking-wide text-stone-600 uppercase">{tile.label}</dt>
          <dd className="mt-1 text-2xl font-semibold text-night" data-testid={`stat-${tile.key}`}>
            {stats[tile.key]}
            {tile.key === "streakDays" && (
              <span className="ml-1 text-sm font-normal text-stone-500">
                {stats.streakDays === 1 ? "day" : "days"}
              </span>
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}

export function PerBookProgress({ perBook }: { perBook: MemoryStatsDto["perBook"] }) {
  if (perBook.length === 0) return null;
  return (
    <section className="space-y-2" aria-labelledby="per-book-heading">
      <h2 id="per-book-heading" className="text-sm font-semibold text-night">
        By book
      </h2>
      <ul className="grid gap-2 sm:grid-cols-2">
        {perBook.map((book) => {
          const pct = book.saved > 0 ? Math.round((book.memorized / book.saved) * 100) : 0;
          return (
            <li key={book.book} className="space-y-1 rounded-lg border border-stone-200 bg-white p-3 text-sm">
              <div className="flex justify-between gap-2">
                <span className="font-medium text-ink">{book.bookName}</span>
                <span className="text-stone-600">
                  {book.memorized} of {book.saved} memorized
                </span>
              </div>
              <div
                role="progressbar"
                aria-label={`${book.bookName}: memorized`}
                aria-valuemin={0}
                aria-valuemax={book.saved}
                aria-valuenow={book.memorized}
                className="h-2 overflow-hidden rounded-full bg-stone-200"
              >
                <div className="h-full rounded-full bg-gold-dark" style={{ width: `${pct}%` }} />
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
