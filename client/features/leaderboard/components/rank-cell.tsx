import { Award, Medal, Trophy, type LucideIcon } from "lucide-react";

/** Trophy, medal and award for the first three places (screens §3.11); a plain number below them. */
const podium: Record<number, { icon: LucideIcon; tone: string; place: string }> = {
  1: { icon: Trophy, tone: "text-amber-500", place: "First place" },
  2: { icon: Medal, tone: "text-stone-400", place: "Second place" },
  3: { icon: Award, tone: "text-amber-700", place: "Third place" },
};

export function RankCell({ rank }: { rank: number }) {
  const top = podium[rank];
  return (
    <span className="inline-flex items-center gap-1.5 font-mono tabular-nums text-stone-700">
      {top && <top.icon className={`size-4 ${top.tone}`} aria-label={top.place} role="img" />}
      <span>#{rank.toLocaleString("en-US")}</span>
    </span>
  );
}
