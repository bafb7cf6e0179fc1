import { LEVELS, type MasteryLevel } from "@common/domain/palace-mastery";
import { cn } from "@client/lib/cn";

const badgeClass: Record<string, string> = {
  slate: "bg-slate-100 text-slate-700 border-slate-300",
  blue: "bg-blue-50 text-blue-800 border-blue-300",
  purple: "bg-purple-50 text-purple-800 border-purple-300",
  amber: "bg-amber-50 text-amber-900 border-amber-300",
  gold: "bg-gradient-to-r from-amber-100 via-yellow-50 to-amber-100 text-amber-900 border-amber-400 motion-safe:animate-pulse",
};

export function LevelBadge({ level, className }: { level: MasteryLevel; className?: string }) {
  const row = LEVELS[level - 1]!;
  return (
    <span
      className={cn(
        "inline-flex items-center rounded-full border px-2 py-0.5 text-xs font-semibold",
        badgeClass[row.badge],
        className,
      )}
    >
      Level {level} · {row.title}
    </span>
  );
}

/** Five pips, filled up to the level; the label carries the meaning for screen readers. */
export function LevelPips({ level }: { level: MasteryLevel }) {
  return (
    <span className="inline-flex gap-0.5" role="img" aria-label={`Mastery level ${level} of 5`}>
      {[1, 2, 3, 4, 5].map((n) => (
        <span key={n} className={cn("size-1.5 rounded-full", n <= level ? "bg-gold-dark" : "bg-stone-300")} />
      ))}
    </span>
  );
}
