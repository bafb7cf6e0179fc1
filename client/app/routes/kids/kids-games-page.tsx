import { useSearchParams } from "react-router";
import { UpgradePrompt } from "@client/components/upgrade-prompt";
import { RetryAlert } from "@client/components/ui/retry-alert";
import { useKidsCatalog } from "@client/features/kids-games/api/get-kids-catalog";
import { AgeTabs } from "@client/features/kids-games/components/catalog/age-tabs";
import { KidsCatalogSkeleton } from "@client/features/kids-games/components/catalog/kids-catalog-skeleton";
import { KidsGameCard } from "@client/features/kids-games/components/catalog/kids-game-card";
import { KidsHeader } from "@client/features/kids-games/components/catalog/kids-header";
import { type AgeTab, gamesForTab, parseAgeTab } from "@client/features/kids-games/lib/kids-bands";
import { useMyAccess } from "@client/lib/api/get-my-access";
import { isPlanRequired } from "@client/lib/plan-required";

/**
 * /kids-games (games.md §4.19): the bright header, the age tabs (kept in `?age=`), and a card per kids game with
 * its stars so far and Play on the tab's band. A plan without kids games sees the upgrade prompt and no Play.
 */
export function KidsGamesPage() {
  const catalog = useKidsCatalog();
  const access = useMyAccess();
  const [params, setParams] = useSearchParams();
  const tab = parseAgeTab(params.get("age"));
  const setTab = (next: AgeTab) => setParams(next === "all" ? {} : { age: next }, { replace: true });

  const locked = catalog.data?.locked ?? isPlanRequired(catalog.error);
  const games = catalog.data ? gamesForTab(catalog.data.games, tab) : [];

  return (
    <main className="mx-auto max-w-6xl space-y-6 px-4 py-6 sm:py-8">
      <KidsHeader />
      {catalog.isPending && <KidsCatalogSkeleton />}
      {locked && <UpgradePrompt feature="games.kids" trialUsed={access.data?.access.trialUsed} />}
      {catalog.isError && !locked && (
        <RetryAlert
          message="Couldn't load the kids games."
          onRetry={() => catalog.refetch()}
          busy={catalog.isFetching}
        />
      )}
      {catalog.data && (
        <AgeTabs value={tab} onChange={setTab}>
          <p role="status" className="sr-only">
            {games.length === 1 ? "1 game shown" : `${games.length} games shown`}
          </p>
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label="Kids games">
            {games.map((game, index) => (
              <li key={game.id}>
                <KidsGameCard game={game} tab={tab} index={index} locked={catalog.data.locked} />
              </li>
            ))}
          </ul>
        </AgeTabs>
      )}
    </main>
  );
}
