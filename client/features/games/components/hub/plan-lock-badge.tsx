import { Lock } from "lucide-react";
import { planBadge } from "@client/features/games/lib/hub-format";

/** A locked card's lock and plan badge: "Essential+" or "Premium" (games.md §2.4). */
export function PlanLockBadge({ requiredPlan }: { requiredPlan: "essential" | "premium" | null }) {
  return (
    <span className="inline-flex items-center gap-1 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-900">
      <Lock className="size-3" aria-hidden="true" />
      <span className="sr-only">Locked, included in</span>
      {planBadge(requiredPlan)}
    </span>
  );
}
