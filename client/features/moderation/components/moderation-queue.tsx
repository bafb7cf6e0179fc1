import * as Tabs from "@radix-ui/react-tabs";
import { RotateCw } from "lucide-react";
import { useState } from "react";
import { type ModerationQueueDto, type QueueFilter, queueFilters } from "@common/schemas/moderation";
import { Alert } from "@client/components/ui/alert";
import { Button } from "@client/components/ui/button";
import { Skeleton } from "@client/components/ui/skeleton";
import { ApiError } from "@client/lib/api-client";
import { cn } from "@client/lib/cn";
import type { ModerationQueueQuery } from "../api/get-moderation-queue";
import { emptyQueueMessages, queueFilterLabels, queueFilterOf } from "../lib/queue-text";
import { QueueItem } from "./queue-item";

const tabTriggerClass =
  "inline-flex items-center gap-2 whitespace-nowrap rounded-md px-3 py-1.5 text-sm font-medium text-stone-600 data-[state=active]:bg-white data-[state=active]:text-night data-[state=active]:shadow-sm";

/** A failed load with the server's message and Try again. */
function LoadFailed({
  error,
  fallback,
  onRetry,
  busy,
}: {
  error: unknown;
  fallback: string;
  onRetry: () => unknown;
  busy: boolean;
}) {
  return (
    <Alert tone="destructive">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p>{error instanceof ApiError ? error.message : fallback}</p>
        <Button variant="outline" size="sm" busy={busy} onClick={() => void onRetry()}>
          {!busy && <RotateCw className="size-4" aria-hidden="true" />}
          Try again
        </Button>
      </div>
    </Alert>
  );
}

function QueueSkeleton() {
  return (
    <div className="space-y-3" role="status" aria-label="Loading the queue">
      {[0, 1, 2].map((i) => (
        <Skeleton key={i} className="h-48 w-full rounded-xl" />
      ))}
    </div>
  );
}

function QueueBody({ filter, queue }: { filter: QueueFilter; queue: ModerationQueueQuery }) {
  const items = queue.data?.pages.flatMap((page) => page.items) ?? [];
  // "Now" for the relative dates is when the server answered: pure in render, and it moves with every refetch.
  const now = new Date(queue.dataUpdatedAt);

  if (queue.isPending) return <QueueSkeleton />;
  if (queue.isError && items.length === 0)
    return (
      <LoadFailed
        error={queue.error}
        fallback="Couldn't load the queue."
        onRetry={() => queue.refetch()}
        busy={queue.isFetching}
      />
    );
  if (items.length === 0)
    return (
      <p
        className="rounded-xl border border-dashed border-stone-300 bg-white p-8 text-center text-stone-600"
        role="status"
        data-testid="queue-empty"
      >
        {emptyQueueMessages[filter]}
      </p>
    );
  return (
    <div className="space-y-4">
      <ol className="space-y-4" aria-label="Items, oldest first">
        {items.map((item) => (
          <QueueItem key={`${item.subjectType}:${item.subjectId}`} item={item} now={now} />
        ))}
      </ol>
      {queue.isFetchNextPageError && (
        <LoadFailed
          error={queue.error}
          fallback="Couldn't load more items."
          onRetry={() => queue.fetchNextPage()}
          busy={queue.isFetchingNextPage}
        />
      )}
      {queue.hasNextPage && !queue.isFetchNextPageError && (
        <div className="flex justify-center">
          <Button
            variant="outline"
            busy={queue.isFetchingNextPage}
            onClick={() => void queue.fetchNextPage()}
          >
            {queue.isFetchingNextPage ? "Loading…" : "Load more"}
          </Button>
        </div>
      )}
    </div>
  );
}

/**
 * The staff moderation queue (ai.md §1.7, screens §4.3): filter tabs All / Pending / Reported with the whole queue's
 * counts, then the items oldest first, a page at a time. The filter lives in the address, so a tab can be linked to.
 */
export function ModerationQueue({
  filter,
  onFilterChange,
  queue,
}: {
  filter: QueueFilter;
  onFilterChange: (filter: QueueFilter) => void;
  queue: ModerationQueueQuery;
}) {
  // The counts stay on the tabs while another tab's list loads.
  const fresh = queue.data?.pages.at(-1)?.counts;
  const [counts, setCounts] = useState<ModerationQueueDto["counts"] | undefined>(fresh);
  if (fresh && fresh !== counts) setCounts(fresh);

  return (
    <section aria-labelledby="moderation-heading" className="space-y-4">
      <header className="space-y-1">
        <h2 id="moderation-heading" className="font-serif text-2xl font-semibold text-night">
          Moderation queue
        </h2>
        <p className="text-sm text-stone-600">
          Items the automatic check held back and items members reported, oldest first. Three open reports
          hide an item from members until someone here decides.
        </p>
      </header>
      <Tabs.Root
        value={filter}
        onValueChange={(value) => onFilterChange(queueFilterOf(value))}
        className="space-y-4"
      >
        <Tabs.List
          aria-label="Show"
          className="inline-flex max-w-full gap-1 overflow-x-auto rounded-lg bg-stone-100 p-1"
        >
          {queueFilters.map((id) => (
            <Tabs.Trigger key={id} value={id} className={tabTriggerClass} data-testid={`queue-tab-${id}`}>
              {queueFilterLabels[id]}
              <span
                className={cn(
                  "min-w-6 rounded-full px-1.5 text-center text-xs tabular-nums",
                  counts && counts[id] > 0 ? "bg-night text-white" : "bg-stone-200 text-stone-700",
                )}
              >
                {counts ? counts[id].toLocaleString("en-US") : "–"}
              </span>
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {queueFilters.map((id) => (
          <Tabs.Content key={id} value={id} className="focus-visible:outline-none">
            {id === filter && <QueueBody filter={filter} queue={queue} />}
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </section>
  );
}
