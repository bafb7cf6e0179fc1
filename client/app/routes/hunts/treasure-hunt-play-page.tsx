import { ChevronLeft } from "lucide-react";
import { Link, useParams } from "react-router";
import { RetryAlert } from "@client/components/ui/retry-alert";
import { UpgradePrompt } from "@client/components/upgrade-prompt";
import { useGameCatalog } from "@client/features/games/api/get-game-catalog";
import { ReferenceLink } from "@client/features/games/components/play/reference-link";
import { useHunt } from "@client/features/hunts/api/get-hunt";
import { HuntNotFound } from "@client/features/hunts/components/hunt-not-found";
import { HuntPlaySkeleton } from "@client/features/hunts/components/hunt-play-skeleton";
import { HuntScreen } from "@client/features/hunts/components/hunt-screen";
import { clockOffset } from "@client/features/hunts/lib/hunt-clock";
import { classifyHuntError } from "@client/features/hunts/lib/hunt-errors";
import { isHuntId } from "@client/features/hunts/lib/hunt-format";
import { useMyAccess } from "@client/lib/api/get-my-access";
import { useDocumentTitle } from "@client/lib/page-title";

/**
 * /treasure-hunt/{huntId} (games.md §4.20): one edition — its intro and Join hunt for anyone who has not joined (a
 * shared `?ref=` link included), else the clue, the countdown, the solved clues and the end. The games catalogue
 * says whether this admin's server has test hooks (the fast clock); the final verse opens in the Bible reader.
 */
export function TreasureHuntPlayPage() {
  const { huntId } = useParams();
  const valid = isHuntId(huntId);
  const hunt = useHunt(valid ? huntId : "", { enabled: valid });
  const catalog = useGameCatalog();
  const access = useMyAccess();
  useDocumentTitle(hunt.data?.edition.title ?? (valid ? "Treasure Hunt" : "Hunt not found"));

  // A failed re-read keeps the hunt on screen; only a first load that failed replaces it.
  const failure = hunt.isError && !hunt.data ? classifyHuntError(hunt.error) : null;
  const offsetMs = hunt.data ? clockOffset(hunt.data.serverNow, hunt.dataUpdatedAt) : 0;

  return (
    <main className="mx-auto max-w-3xl space-y-5 px-4 py-6 sm:py-8">
      <Link
        to="/treasure-hunt"
        className="inline-flex items-center gap-1 text-sm font-medium text-night-light hover:underline"
      >
        <ChevronLeft className="size-4" aria-hidden="true" />
        All hunts
      </Link>
      {!valid || failure?.kind === "not-found" ? (
        <HuntNotFound />
      ) : failure?.kind === "plan" ? (
        <UpgradePrompt feature="games.hunt" trialUsed={access.data?.access.trialUsed} />
      ) : failure ? (
        <RetryAlert
          message="Couldn't load this hunt."
          onRetry={() => hunt.refetch()}
          busy={hunt.isFetching}
        />
      ) : hunt.data ? (
        <HuntScreen
          hunt={hunt.data}
          offsetMs={offsetMs}
          testHooks={catalog.data?.testHooks === true}
          trialUsed={access.data?.access.trialUsed}
          reference={(ref) => <ReferenceLink reference={ref} />}
          onReread={() => hunt.refetch()}
        />
      ) : (
        <HuntPlaySkeleton />
      )}
    </main>
  );
}
