import { ArrowLeft } from "lucide-react";
import { useState } from "react";
import { type ProphecyCategory, prophecyCategories, prophecyCategoryLabels } from "@common/schemas/prophecy";
import { Alert } from "@client/components/ui/alert";
import { Button } from "@client/components/ui/button";
import { Skeleton } from "@client/components/ui/skeleton";
import { ApiError } from "@client/lib/api-client";
import { cn } from "@client/lib/cn";
import { formatDate } from "@client/lib/dates";
import { useFeed } from "../api/list-feed";
import { useSignal } from "../api/get-signal";
import type { ProphecyKit } from "../lib/kit";
import { CategoryBadge, SignalCard } from "./signal-card";

/** One signal opened from the feed or a notification (`?signal=<id>`), with Report for other members' signals. */
export function OpenSignal({ id, kit, onBack }: { id: string; kit: ProphecyKit; onBack: () => void }) {
  const signal = useSignal(id);
  return (
    <div className="space-y-4">
      <Button variant="link" onClick={onBack}>
        <ArrowLeft className="size-4" aria-hidden="true" />
        Back to the feed
      </Button>
      {signal.isPending ? (
        <div className="space-y-3" role="status" aria-label="Loading">
          <Skeleton className="h-8 w-64" />
          <Skeleton className="h-40 w-full" />
        </div>
      ) : signal.isError ? (
        <Alert tone="destructive">
          {signal.error instanceof ApiError && signal.error.status === 404
            ? "This signal was not found. It may have been removed from the feed."
            : "This signal couldn't be loaded."}
        </Alert>
      ) : (
        <SignalCard
          signal={signal.data}
          passage={kit.passage}
          actions={
            signal.data.visibility === "public" && !signal.data.mine ? kit.report(signal.data) : undefined
          }
        />
      )}
    </div>
  );
}

/**
 * The Feed tab (ai.md §3.6, every plan, read-only): signals published for everyone, newest first, with a category
 * filter; a signal opens in full.
 */
export function FeedTab({ onOpen }: { onOpen: (id: string) => void }) {
  const [category, setCategory] = useState<ProphecyCategory | null>(null);
  const feed = useFeed(category);
  const signals = feed.data?.pages.flatMap((page) => page.signals) ?? [];
  const filters: [ProphecyCategory | null, string][] = [
    [null, "All"],
    ...prophecyCategories.map((each): [ProphecyCategory, string] => [each, prophecyCategoryLabels[each]]),
  ];
  return (
    <div className="space-y-4">
      <div role="group" aria-label="Filter by category" className="flex flex-wrap gap-1.5">
        {filters.map(([value, label]) => (
          <button
            key={label}
            type="button"
            aria-pressed={category === value}
            onClick={() => setCategory(value)}
            className={cn(
              "rounded-full border px-3 py-1 text-sm",
              category === value
                ? "border-night bg-night text-white"
                : "border-stone-300 bg-white text-stone-700 hover:bg-stone-50",
            )}
          >
            {label}
          </button>
        ))}
      </div>
      {feed.isPending ? (
        <div className="space-y-3" role="status" aria-label="Loading">
          <Skeleton className="h-24 w-full" />
          <Skeleton className="h-24 w-full" />
        </div>
      ) : feed.isError ? (
        <Alert tone="destructive">
          The feed couldn&apos;t be loaded.{" "}
          <Button variant="link" onClick={() => void feed.refetch()}>
            Try again
          </Button>
        </Alert>
      ) : signals.length === 0 ? (
        <p className="rounded-lg border border-dashed border-stone-300 p-6 text-center text-stone-600">
          {category
            ? `No signals on ${prophecyCategoryLabels[category].toLowerCase()} yet.`
            : "No signals have been published yet."}
        </p>
      ) : (
        <ul className="space-y-3" data-testid="prophecy-feed">
          {signals.map((signal) => (
            <li key={signal.id}>
              <button
                type="button"
                onClick={() => onOpen(signal.id)}
                className="block w-full cursor-pointer space-y-1.5 rounded-lg border border-stone-200 bg-white p-4 text-left shadow-sm hover:border-night-light focus-visible:outline-2 focus-visible:outline-night"
              >
                <span className="flex flex-wrap items-center gap-2 text-xs text-stone-600">
                  <CategoryBadge category={signal.category} />
                  <time dateTime={signal.publishedAt ?? signal.createdAt}>
                    {formatDate(signal.publishedAt ?? signal.createdAt)}
                  </time>
                </span>
                <span className="block font-serif text-lg font-semibold break-words text-night">
                  {signal.title}
                </span>
                <span className="line-clamp-2 block text-sm text-stone-700">{signal.summary}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {feed.hasNextPage && (
        <Button
          variant="outline"
          disabled={feed.isFetchingNextPage}
          onClick={() => void feed.fetchNextPage()}
        >
          {feed.isFetchingNextPage ? "Loading…" : "Load more"}
        </Button>
      )}
    </div>
  );
}
