import type { ResumableRunDto } from "@common/schemas/games";
import { Card } from "@client/components/ui/card";
import { ContinueRow } from "./continue-row";
import { useNow } from "./use-now";

/** "Continue" (games.md §2.1 item 3): the member's unfinished runs; left out when there are none. */
export function ContinueSection({ runs }: { runs: readonly ResumableRunDto[] }) {
  // A timed round's clock ticks each second; otherwise "started … ago" only needs a minute's precision.
  const now = useNow(runs.some((run) => run.deadlineAt !== null) ? 1000 : 30_000);
  if (runs.length === 0) return null;
  return (
    <section aria-labelledby="hub-continue">
      <h2 id="hub-continue" className="mb-3 text-xl font-semibold text-night">
        Continue
      </h2>
      <Card className="px-4">
        <ul className="divide-y divide-stone-200">
          {runs.map((run) => (
            <ContinueRow key={run.runId} run={run} now={now} />
          ))}
        </ul>
      </Card>
    </section>
  );
}
