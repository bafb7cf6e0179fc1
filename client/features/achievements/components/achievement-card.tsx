import { Lock } from "lucide-react";
import type { AchievementCardDto } from "@common/schemas/achievements";
import type { AchievementTier } from "@common/content/achievements";
import { cn } from "@client/lib/cn";
import { formatDate } from "@client/lib/dates";
import { progressPercent } from "../lib/achievement-filters";

/** The tier's colour: the card's edge, the icon's ring and the tier label. */
const tierStyles: Record<AchievementTier, { edge: string; ring: string; label: string; name: string }> = {
  bronze: {
    edge: "border-t-amber-700",
    ring: "bg-amber-100 ring-amber-700",
    label: "text-amber-800",
    name: "Bronze",
  },
  silver: {
    edge: "border-t-slate-400",
    ring: "bg-slate-100 ring-slate-400",
    label: "text-slate-600",
    name: "Silver",
  },
  gold: {
    edge: "border-t-yellow-500",
    ring: "bg-yellow-100 ring-yellow-500",
    label: "text-yellow-700",
    name: "Gold",
  },
  black: {
    edge: "border-t-stone-900",
    ring: "bg-stone-800 ring-stone-900",
    label: "text-stone-900",
    name: "Black",
  },
};

/**
 * One badge (screens §3.10): icon, name, criterion, points and tier colour. Unlocked: in colour with the date it was
 * earned; locked: greyed, with a progress bar of the member's count towards the threshold.
 */
export function AchievementCard({ card }: { card: AchievementCardDto }) {
  const tier = tierStyles[card.tier];
  const percent = progressPercent(card);
  return (
    <li
      className={cn(
        "flex h-full flex-col gap-3 rounded-xl border border-t-4 border-stone-200 bg-white p-4 shadow-sm",
        card.unlocked ? tier.edge : "border-t-stone-300 bg-stone-50",
      )}
      data-testid={`achievement-${card.id}`}
      data-unlocked={card.unlocked}
    >
      <div className="flex items-start gap-3">
        <span
          className={cn(
            "flex size-12 shrink-0 items-center justify-center rounded-full text-2xl ring-2",
            card.unlocked ? tier.ring : "bg-stone-200 ring-stone-300 grayscale",
          )}
          aria-hidden="true"
        >
          {card.icon}
        </span>
        <div className="min-w-0 flex-1">
          <h3 className={cn("font-semibold", card.unlocked ? "text-stone-900" : "text-stone-600")}>
            {card.name}
          </h3>
          <p className={cn("text-sm", card.unlocked ? "text-stone-700" : "text-stone-500")}>
            {card.criterion}
          </p>
        </div>
      </div>
      <div className="mt-auto flex items-center justify-between gap-2 text-xs">
        <span
          className={cn(
            "font-semibold uppercase tracking-wide",
            card.unlocked ? tier.label : "text-stone-500",
          )}
        >
          {tier.name}
        </span>
        <span className={card.unlocked ? "font-semibold text-stone-800" : "text-stone-500"}>
          {card.points} points
        </span>
      </div>
      {card.unlocked && card.earnedAt ? (
        <p className="text-sm font-medium text-emerald-700">Unlocked {formatDate(card.earnedAt)}</p>
      ) : (
        <div className="space-y-1">
          <div
            role="progressbar"
            aria-label={`${card.name} progress`}
            aria-valuemin={0}
            aria-valuemax={card.threshold}
            aria-valuenow={card.current}
            aria-valuetext={`${card.current} of ${card.threshold}`}
            className="h-2 overflow-hidden rounded-full bg-stone-200"
          >
            <div className="h-full rounded-full bg-stone-500" style={{ width: `${percent}%` }} />
          </div>
          <p className="flex items-center gap-1 text-xs text-stone-600">
            <Lock className="size-3" aria-hidden="true" />
            <span>
              {card.current} / {card.threshold}
            </span>
          </p>
        </div>
      )}
    </li>
  );
}
