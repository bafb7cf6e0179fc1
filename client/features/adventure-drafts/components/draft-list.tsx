import type { UseQueryResult } from "@tanstack/react-query";
import type { AdventureDraftListDto } from "@common/schemas/adventure-drafts";
import { RetryAlert } from "@client/components/ui/retry-alert";
import { Skeleton } from "@client/components/ui/skeleton";
import { ApiError } from "@client/lib/api-client";
import { pendingSummary } from "../lib/draft-format";
import { DraftCard } from "./draft-card";

/** The review queue: pending drafts first (the server's order), then the recently reviewed ones. */
export function DraftList({ drafts }: { drafts: UseQueryResult<AdventureDraftListDto> }) {
  return (
    <section aria-labelledby="drafts-heading" className="space-y-4">
      <header className="space-y-1">
        <h2 id="drafts-heading" className="font-serif text-2xl font-semibold text-night">
          Review queue
        </h2>
        <p className="text-sm text-stone-600">
          {drafts.data
            ? `${pendingSummary(drafts.data.drafts)} Nothing reaches players before it is approved.`
            : "Nothing reaches players before it is approved."}
        </p>
      </header>
      {drafts.isPending && (
        <div className="space-y-3" role="status" aria-label="Loading the drafts">
          {[0, 1].map((i) => (
            <Skeleton key={i} className="h-48 w-full rounded-xl" />
          ))}
        </div>
      )}
      {drafts.isError && !drafts.data && (
        <RetryAlert
          message={drafts.error instanceof ApiError ? drafts.error.message : "Couldn't load the drafts."}
          onRetry={() => drafts.refetch()}
          busy={drafts.isFetching}
        />
      )}
      {drafts.data && drafts.data.drafts.length === 0 && (
        <p
          className="rounded-xl border border-dashed border-stone-300 bg-white p-8 text-center text-stone-600"
          role="status"
          data-testid="drafts-empty"
        >
          No drafts yet. Drafts you ask for appear here for review.
        </p>
      )}
      {drafts.data && drafts.data.drafts.length > 0 && (
        <ol className="space-y-4" aria-label="Drafts, pending first">
          {drafts.data.drafts.map((draft) => (
            <DraftCard key={draft.id} draft={draft} />
          ))}
        </ol>
      )}
    </section>
  );
}
