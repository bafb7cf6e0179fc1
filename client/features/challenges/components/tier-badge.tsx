import { type ChallengeTier, tierLabels } from "@common/schemas/challenges";
import { cn } from "@client/lib/cn";

const tones: Record<ChallengeTier, string> = {
  quick: "bg-emerald-100 text-emerald-900",
  core: "bg-indigo-100 text-indigo-900",
  advance: "bg-amber-100 text-amber-900",
};

export function TierBadge({ tier, className }: { tier: ChallengeTier; className?: string }) {
  return (
    <span className={cn("rounded-full px-2.5 py-0.5 text-xs font-semibold", tones[tier], className)}>
      {tierLabels[tier]}
    </span>
  );
}
