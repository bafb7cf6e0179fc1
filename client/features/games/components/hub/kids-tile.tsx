import { Link } from "react-router";
import { Button } from "@client/components/ui/button";
import { cn } from "@client/lib/cn";
import { kidsTile } from "@client/features/games/lib/hub-items";
import { PlanLockBadge } from "./plan-lock-badge";
import { UnlockDialog } from "./unlock-dialog";

/**
 * The Kids tile (games.md §2.2–§2.4): one card for the kids games, which are not shown in the adult grid. It opens
 * the kids catalogue (Open Kids Games); a plan without kids games sees a lock, the Premium badge and Unlock.
 */
export function KidsTile({ locked, trialAvailable }: { locked: boolean; trialAvailable: boolean }) {
  return (
    <article
      aria-labelledby="game-card-kids"
      data-testid="game-card-kids"
      className={cn(
        "flex h-full flex-col gap-3 rounded-xl border p-4 shadow-sm",
        locked ? "border-stone-200 bg-stone-50" : "border-violet-200 bg-violet-50",
      )}
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
            {locked && <PlanLockBadge requiredPlan="premium" />}
          </div>
          <p className="text-sm text-stone-600">{kidsTile.tagline}</p>
        </div>
      </div>
      <div className="mt-auto pt-1">
        {locked ? (
          <UnlockDialog
            title={kidsTile.title}
            feature="games.kids"
            requiredPlan="premium"
            trialAvailable={trialAvailable}
          />
        ) : (
          <Button asChild size="sm">
            <Link to={kidsTile.href}>Open Kids Games</Link>
          </Button>
        )}
      </div>
    </article>
  );
}
