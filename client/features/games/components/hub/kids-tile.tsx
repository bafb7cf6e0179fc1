import { kidsTile } from "@client/features/games/lib/hub-items";
import { PlanLockBadge } from "./plan-lock-badge";
import { UnlockDialog } from "./unlock-dialog";

/**
 * The Kids tile (games.md §2.2), as members without kids games see it: locked, with Unlock. It is never a
 * link: the kids pages are not built yet (the hub leaves the tile out for members whose plan includes them).
 */
export function KidsTile({ trialAvailable }: { trialAvailable: boolean }) {
  return (
    <article
      aria-labelledby="game-card-kids"
      data-testid="game-card-kids"
      className="flex h-full flex-col gap-3 rounded-xl border border-stone-200 bg-stone-50 p-4 shadow-sm"
    >
      <div className="flex items-start gap-3">
        <span className="text-3xl leading-none" aria-hidden="true">
          {kidsTile.icon}
        </span>
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <h3 id="game-card-kids" className="text-lg font-semibold text-night">
              {kidsTile.title}
            </h3>
            <PlanLockBadge requiredPlan="premium" />
          </div>
          <p className="text-sm text-stone-600">{kidsTile.tagline}</p>
        </div>
      </div>
      <div className="mt-auto pt-1">
        <UnlockDialog
          title={kidsTile.title}
          feature="games.kids"
          requiredPlan="premium"
          trialAvailable={trialAvailable}
        />
      </div>
    </article>
  );
}
