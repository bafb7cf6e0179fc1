import { useState } from "react";
import { Link } from "react-router";
import { Button } from "@client/components/ui/button";
import { RetryAlert } from "@client/components/ui/retry-alert";
import { Skeleton } from "@client/components/ui/skeleton";
import { cn } from "@client/lib/cn";
import { useMemoryVerses } from "@client/features/memory/api/get-memory-verses";
import { useReviewQueue } from "@client/lib/api/get-review-queue";
import { AddVerseDialog } from "@client/features/memory/components/add-verse-dialog";
import {
  ReviewSession,
  type SessionCard,
  sessionCards,
} from "@client/features/memory/components/review-session";
import {
  MEMORY_FILTERS,
  type MemoryFilter,
  VerseItem,
  filterLabels,
  filterVerses,
} from "@client/features/memory/components/verse-list";

/** /memorization-verses (screens §5.7): the member's list with a simple daily review, on every plan. */
export function MemorizationVersesPage() {
  const list = useMemoryVerses();
  // Fetched when a review starts, so the session has the cards due at that moment.
  const queue = useReviewQueue("memory_verse", { enabled: false });
  const [filter, setFilter] = useState<MemoryFilter>("all");
  const [session, setSession] = useState<SessionCard[] | null>(null);
  const data = list.data;
  const due = data?.dueToday ?? 0;

  const [starting, setStarting] = useState(false);
  const startReview = async () => {
    setStarting(true);
    const fresh = (await queue.refetch()).data;
    setStarting(false);
    if (fresh && data) setSession(sessionCards(fresh.due, data.verses));
  };

  return (
    <main className="mx-auto max-w-3xl space-y-6 px-4 py-8">
      <header className="space-y-3">
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="font-serif text-3xl font-semibold text-night">My Memorization Verses</h1>
          {data && (
            <span
              className="rounded-full bg-gold/30 px-2.5 py-0.5 text-sm font-medium text-night"
              data-testid="saved-badge"
            >
              {data.verses.length} saved
            </span>
          )}
        </div>
        {list.isPending ? (
          <Skeleton className="h-5 w-48" />
        ) : (
          data && (
            <p className="text-stone-700" data-testid="memory-stats-line">
              {data.dueToday} due today · {data.memorized} memorized
            </p>
          )
        )}
        <div className="flex flex-wrap gap-2">
          <AddVerseDialog />
          {data && (
            <Button
              variant="gold"
              disabled={due === 0 || session !== null}
              busy={starting}
              onClick={() => void startReview()}
            >
              {due === 0 ? "Nothing due" : `Review due verses (${due})`}
            </Button>
          )}
          <Button asChild variant="outline">
            <Link to="/verse-memory-hall">Verse Memory Hall</Link>
          </Button>
        </div>
      </header>

      {session && <ReviewSession cards={session} onClose={() => setSession(null)} />}

      {list.isPending && (
        <div className="space-y-3" aria-busy="true" aria-label="Loading your verses">
          <Skeleton className="h-28 w-full" />
          <Skeleton className="h-28 w-full" />
        </div>
      )}
      {list.isError && (
        <RetryAlert
          message="Couldn't load your verses"
          onRetry={() => list.refetch()}
          busy={list.isFetching}
        />
      )}
      {data && (
        <section className="space-y-4" aria-label="Your verses">
          <div className="flex flex-wrap gap-1 rounded-lg bg-stone-100 p-1" role="group" aria-label="Filter">
            {MEMORY_FILTERS.map((f) => (
              <button
                key={f}
                type="button"
                aria-pressed={filter === f}
                onClick={() => setFilter(f)}
                className={cn(
                  "rounded-md px-3 py-1.5 text-sm font-medium text-stone-600",
                  filter === f && "bg-white text-night shadow-sm",
                )}
              >
                {filterLabels[f]}
              </button>
            ))}
          </div>
          {data.verses.length === 0 ? (
            <div className="space-y-2 rounded-xl border border-dashed border-stone-300 bg-white p-6 text-center">
              <p className="font-medium text-night">No verses yet</p>
              <p className="text-sm text-stone-600">
                Press Add verse and type a reference such as John 3:16, or use Memorize in the Bible reader.
              </p>
            </div>
          ) : (
            <VerseListView verses={filterVerses(data.verses, filter)} filter={filter} />
          )}
        </section>
      )}
    </main>
  );
}

function VerseListView({
  verses,
  filter,
}: {
  verses: ReturnType<typeof filterVerses>;
  filter: MemoryFilter;
}) {
  if (verses.length === 0)
    return <p className="text-sm text-stone-600">No {filterLabels[filter].toLowerCase()} verses.</p>;
  return (
    <ul className="space-y-3">
      {verses.map((verse) => (
        <VerseItem key={verse.id} verse={verse} />
      ))}
    </ul>
  );
}
