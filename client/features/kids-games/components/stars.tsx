import { cn } from "@client/lib/cn";
import { starSlots, starsLabel } from "@client/features/kids-games/lib/kids-stars";

const sizes = { md: "text-2xl", xl: "text-6xl sm:text-7xl" } as const;

/** 0–3 stars as ★ filled and ☆ empty; screen readers hear "2 stars" (games.md §4.19). */
export function Stars({
  stars,
  size = "md",
  className,
}: {
  stars: number;
  size?: keyof typeof sizes;
  className?: string;
}) {
  return (
    <span
      role="img"
      aria-label={starsLabel(stars)}
      data-testid="kids-stars"
      data-stars={starSlots(stars).filter(Boolean).length}
      className={cn("inline-flex gap-0.5 leading-none", sizes[size], className)}
    >
      {starSlots(stars).map((earned, index) => (
        <span key={index} aria-hidden="true" className={earned ? "text-amber-400" : "text-stone-300"}>
          {earned ? "★" : "☆"}
        </span>
      ))}
    </span>
  );
}
