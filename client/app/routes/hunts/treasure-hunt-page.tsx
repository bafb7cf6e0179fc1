import { useSearchParams } from "react-router";
import { findGame } from "@common/games/registry";
import { RetryAlert } from "@client/components/ui/retry-alert";
import { RoomBadges } from "@client/features/games/components/hub/room-badges";
import { useHunts } from "@client/features/hunts/api/get-hunts";
import { DifficultyFilter } from "@client/features/hunts/components/difficulty-filter";
import { AdminDraftPanel } from "@client/components/admin-draft-panel";
import { HuntList } from "@client/features/hunts/components/hunt-list";
import { HuntListHeader } from "@client/features/hunts/components/hunt-list-header";
import { HuntListSkeleton } from "@client/features/hunts/components/hunt-list-skeleton";
import { clockOffset } from "@client/features/hunts/lib/hunt-clock";
import {
  type HuntFilter,
  huntFilterParams,
  huntListDifficulty,
  parseHuntFilter,
} from "@client/features/hunts/lib/hunt-filter";
import { useMyAccess } from "@client/lib/api/get-my-access";
import { useDocumentTitle } from "@client/lib/page-title";

/** The palace rooms a hunt walks through, as the games hub shows them on the Treasure Hunt card. */
const huntRooms = findGame("treasure-hunt")?.rooms ?? [];

/**
 * /treasure-hunt (games.md §4.20): what a hunt is, the related rooms, the difficulty filter kept in the URL, today's
 * edition and the archive with the member's state on each. Every member may browse; Join hunt on a plan without the
 * edition shows the upgrade prompt.
 */
export function TreasureHuntPage() {
  useDocumentTitle("Treasure Hunt");
  const [params, setParams] = useSearchParams();
  const filter = parseHuntFilter(params);
  const hunts = useHunts(huntListDifficulty(filter));
  const access = useMyAccess();
  const setFilter = (next: HuntFilter) =>
    setParams((current) => huntFilterParams(current, next), { replace: true });
  const offsetMs = hunts.data ? clockOffset(hunts.data.serverNow, hunts.dataUpdatedAt) : 0;

  return (
    <main className="mx-auto max-w-6xl space-y-8 px-4 py-8">
      <HuntListHeader rooms={<RoomBadges rooms={huntRooms} />} />
      <DifficultyFilter value={filter} onChange={setFilter}>
        {hunts.isPending && <HuntListSkeleton />}
        {hunts.isError && (
          <RetryAlert
            message="Couldn't load the hunts."
            onRetry={() => hunts.refetch()}
            busy={hunts.isFetching}
          />
        )}
        {hunts.data && (
          <div aria-busy={hunts.isPlaceholderData || undefined}>
            <HuntList
              list={hunts.data}
              filter={filter}
              offsetMs={offsetMs}
              trialUsed={access.data?.access.trialUsed}
              onClearFilter={() => setFilter("all")}
            />
          </div>
        )}
      </DifficultyFilter>
      <AdminDraftPanel
        canDraft={hunts.data?.canDraft}
        id="hunt-draft"
        title="Draft hunts with AI"
        href="/admin/adventure-drafts?kind=hunt"
        linkLabel="Draft hunts"
      />
    </main>
  );
}
