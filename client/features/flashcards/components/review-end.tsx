import { PartyPopper } from "lucide-react";
import { useState } from "react";
import { Button } from "@client/components/ui/button";
import { dueIn } from "../lib/deck-text";
import { type ReviewTally, tallySummary } from "../lib/review-tally";

/** The end of a sitting (ai.md §3.10): cards reviewed, the again-rate, and when the next card falls due. */
export function ReviewEnd({
  tally,
  nextDueAt,
  canUndo,
  undoing,
  onUndo,
  onBack,
}: {
  tally: ReviewTally;
  nextDueAt: string | null;
  canUndo: boolean;
  undoing: boolean;
  onUndo: () => void;
  onBack: () => void;
}) {
  const [now] = useState(() => new Date());
  const summary = tallySummary(tally);
  return (
    <section
      className="space-y-4 rounded-xl border border-stone-200 bg-white p-6 text-center"
      aria-labelledby="review-end-title"
      data-testid="review-end"
    >
      <PartyPopper className="mx-auto size-10 text-gold" aria-hidden="true" />
      <h2 id="review-end-title" className="text-xl font-semibold text-night" tabIndex={-1}>
        Nothing more to review right now
      </h2>
      <dl className="mx-auto grid max-w-md grid-cols-1 gap-2 text-sm sm:grid-cols-3">
        <div className="rounded-md bg-stone-50 p-2">
          <dt className="text-stone-600">Cards reviewed</dt>
          <dd className="text-lg font-semibold text-night" data-testid="end-reviewed">
            {summary.reviewed}
          </dd>
        </div>
        <div className="rounded-md bg-stone-50 p-2">
          <dt className="text-stone-600">Again-rate</dt>
          <dd className="text-lg font-semibold text-night" data-testid="end-again-rate">
            {summary.againRate}
          </dd>
        </div>
        <div className="rounded-md bg-stone-50 p-2">
          <dt className="text-stone-600">Next card due</dt>
          <dd className="text-lg font-semibold text-night" data-testid="end-next-due">
            {nextDueAt ? dueIn(nextDueAt, now) : "—"}
          </dd>
        </div>
      </dl>
      <div className="flex flex-wrap justify-center gap-2">
        {canUndo && (
          <Button variant="outline" busy={undoing} onClick={onUndo}>
            Undo last rating
          </Button>
        )}
        <Button onClick={onBack}>Back to the deck</Button>
      </div>
    </section>
  );
}
