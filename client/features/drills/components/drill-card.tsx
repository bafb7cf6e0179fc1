import type { DrillCardDto } from "@common/schemas/drills";
import { Button } from "@client/components/ui/button";
import { levelLabel } from "../lib/drill-labels";

const levelTone = {
  beginner: "bg-emerald-50 text-emerald-800",
  intermediate: "bg-sky-50 text-sky-800",
  advanced: "bg-violet-50 text-violet-800",
} as const;

/** A drill on the room view: number, level, title, one line, ✓ and the best score once passed, Start / Practise again. */
export function DrillCard({
  drill,
  maxScore,
  onStart,
}: {
  drill: DrillCardDto;
  maxScore: number;
  onStart: () => void;
}) {
  const headingId = `drill-card-${drill.id}`;
  return (
    <article
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-xl border border-stone-200 bg-white p-4 shadow-sm sm:flex-row sm:items-center"
    >
      <span
        aria-hidden="true"
        className="flex size-9 shrink-0 items-center justify-center rounded-full bg-stone-100 font-semibold text-stone-700"
      >
        {drill.number}
      </span>
      <div className="min-w-0 flex-1 space-y-1">
        <div className="flex flex-wrap items-center gap-2">
          <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${levelTone[drill.level]}`}>
            {levelLabel(drill.level)}
          </span>
          {drill.passed && (
            <span className="text-sm font-medium text-emerald-700">
              ✓ Passed · best {drill.bestScore}/{maxScore}
            </span>
          )}
        </div>
        <h3 id={headingId} className="font-semibold text-stone-900">
          <span className="sr-only">Drill {drill.number}: </span>
          {drill.title}
        </h3>
        <p className="text-sm text-stone-600">{drill.description}</p>
      </div>
      <Button
        variant={drill.passed ? "outline" : "primary"}
        size="sm"
        onClick={onStart}
        aria-describedby={headingId}
        className="self-start sm:self-center"
      >
        {drill.passed || drill.attempts > 0 ? "Practise again" : "Start"}
      </Button>
    </article>
  );
}
