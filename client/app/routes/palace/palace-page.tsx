import { usePalaceHome } from "@client/lib/api/get-palace-home";
import { PalaceBuilding } from "@client/features/palace/components/palace-building";
import { PalaceProgress } from "@client/features/palace/components/palace-progress";
import { RetryAlert } from "@client/components/ui/retry-alert";
import { Skeleton } from "@client/components/ui/skeleton";
import { roomOverviews } from "@common/content/palace/overview";
import { floors } from "@common/content/palace/floors";

/** /palace — the palace at a glance (palace.md §4.1). */
export function PalacePage() {
  const home = usePalaceHome();
  return (
    <main className="mx-auto max-w-5xl space-y-6 px-4 py-8">
      <header>
        <h1 className="font-serif text-3xl font-semibold text-night">The Eight-Floor Palace</h1>
        <p className="mt-1 text-stone-600">
          {floors.length} floors, {roomOverviews.length} rooms — learn each room, practise it on real
          passages, and master it.
        </p>
      </header>
      {home.isPending && (
        <div className="space-y-3" aria-busy="true" aria-label="Loading your palace">
          <Skeleton className="h-40 w-full" />
          <Skeleton className="h-64 w-full" />
        </div>
      )}
      {home.isError && (
        <RetryAlert
          message="Couldn't load your palace."
          onRetry={() => home.refetch()}
          busy={home.isFetching}
        />
      )}
      {home.data && (
        <>
          <PalaceProgress home={home.data} />
          <section aria-labelledby="palace-floors">
            <h2 id="palace-floors" className="mb-3 text-xl font-semibold text-night">
              Floors
            </h2>
            <PalaceBuilding home={home.data} />
          </section>
        </>
      )}
    </main>
  );
}
