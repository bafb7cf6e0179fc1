import type { HuntListDto } from "@common/schemas/hunts";
import { UpgradePrompt } from "@client/components/upgrade-prompt";
import { Button } from "@client/components/ui/button";
import { huntMessages } from "@client/features/hunts/lib/hunt-errors";
import { type HuntFilter, matchesHuntFilter } from "@client/features/hunts/lib/hunt-filter";
import { huntDifficultyLabels } from "@client/features/hunts/lib/hunt-format";
import { HuntCard } from "./hunt-card";
import { useNow } from "./use-now";

/**
 * Today's hunt and the Archive (games.md §4.20) under the difficulty filter. The cards' "… left" ticks every
 * 15 seconds on the server's clock (`offsetMs`); the list is empty-stated per filter.
 */
export function HuntList({
  list,
  filter,
  offsetMs,
  trialUsed,
  onClearFilter,
}: {
  list: HuntListDto;
  filter: HuntFilter;
  offsetMs: number;
  trialUsed: boolean | undefined;
  onClearFilter: () => void;
}) {
  const now = useNow(15_000);
  const today = list.today && matchesHuntFilter(list.today.difficulty, filter) ? list.today : null;
  const archive = list.archive.filter((card) => matchesHuntFilter(card.difficulty, filter));

  if (!today && archive.length === 0)
    return (
      <div className="rounded-xl border border-dashed border-stone-300 bg-white p-8 text-center">
        {filter === "all" ? (
          <p className="text-stone-700">
            No hunts have been published yet. The first edition opens at 06:00 UTC.
          </p>
        ) : (
          <div className="space-y-3">
            <p className="text-stone-700" data-testid="hunts-empty">
              {huntMessages.empty}
            </p>
            <Button variant="outline" size="sm" onClick={onClearFilter}>
              Show all hunts
            </Button>
          </div>
        )}
      </div>
    );

  return (
    <div className="space-y-8">
      {!list.canPlayToday && (
        // A plan without hunts browses the list; the prompt says up front what Join hunt would ask for.
        <UpgradePrompt feature="games.hunt" trialUsed={trialUsed} />
      )}
      <section aria-labelledby="hunts-today" className="space-y-3" data-testid="hunts-today">
        <h2 id="hunts-today" className="text-xl font-semibold text-night">
          Today&apos;s hunt
        </h2>
        {today ? (
          <HuntCard
            card={today}
            canJoin={list.canPlayToday}
            referralCode={list.referralCode}
            offsetMs={offsetMs}
            now={now}
            trialUsed={trialUsed}
            featured
          />
        ) : (
          <p className="text-sm text-stone-600">
            {filter === "all"
              ? "Today's hunt isn't out yet: a new edition opens every day at 06:00 UTC."
              : `Today's hunt is not a ${huntDifficultyLabels[filter]} hunt.`}
          </p>
        )}
      </section>
      <section aria-labelledby="hunts-archive" className="space-y-3" data-testid="hunts-archive">
        <div>
          <h2 id="hunts-archive" className="text-xl font-semibold text-night">
            Archive
          </h2>
          <p className="text-sm text-stone-600">
            Earlier editions, unranked. You still have 24 hours from joining.
            {list.canPlayToday && !list.canPlayArchive && " The archive is included in Premium."}
          </p>
        </div>
        {archive.length === 0 ? (
          <p className="text-sm text-stone-600">No earlier editions at this difficulty yet.</p>
        ) : (
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {archive.map((card) => (
              <li key={card.id}>
                <HuntCard
                  card={card}
                  canJoin={list.canPlayArchive}
                  archiveLocked={list.canPlayToday && !list.canPlayArchive}
                  referralCode={list.referralCode}
                  offsetMs={offsetMs}
                  now={now}
                  trialUsed={trialUsed}
                />
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
