import { useId } from "react";
import {
  LEADERBOARD_PERIOD_LABELS,
  LEADERBOARD_PERIODS,
  LEADERBOARD_RANKING_LABELS,
  LEADERBOARD_RANKINGS,
} from "@common/schemas/leaderboard";
import { cn } from "@client/lib/cn";
import type { LeaderboardView } from "../lib/leaderboard-params";

/** A native radio group drawn as a segmented control: arrow keys move between options, as screen readers expect. */
function Segmented<T extends string>({
  legend,
  name,
  options,
  labels,
  value,
  onChange,
}: {
  legend: string;
  name: string;
  options: readonly T[];
  labels: Record<T, string>;
  value: T;
  onChange: (value: T) => void;
}) {
  return (
    <fieldset className="min-w-0 space-y-1.5">
      <legend className="text-sm font-medium text-ink">{legend}</legend>
      <div className="flex flex-wrap gap-1 rounded-lg bg-stone-100 p-1">
        {options.map((option) => (
          <label
            key={option}
            className={cn(
              "cursor-pointer rounded-md px-3 py-1.5 text-sm font-medium text-stone-600 focus-within:ring-2 focus-within:ring-night-light/40",
              option === value && "bg-white text-night shadow-sm",
            )}
          >
            <input
              type="radio"
              className="sr-only"
              name={name}
              value={option}
              checked={option === value}
              onChange={() => onChange(option)}
            />
            {labels[option]}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** Period (This week (Mon–Sun) · This month · All time) and Ranking (Points · Challenges · Verses memorized). */
export function LeaderboardControls({
  view,
  onChange,
}: {
  view: LeaderboardView;
  onChange: (view: LeaderboardView) => void;
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:flex-wrap sm:items-end sm:gap-6">
      <Segmented
        legend="Period"
        name={`${id}-period`}
        options={LEADERBOARD_PERIODS}
        labels={LEADERBOARD_PERIOD_LABELS}
        value={view.period}
        onChange={(period) => onChange({ ...view, period })}
      />
      <Segmented
        legend="Ranking"
        name={`${id}-ranking`}
        options={LEADERBOARD_RANKINGS}
        labels={LEADERBOARD_RANKING_LABELS}
        value={view.ranking}
        onChange={(ranking) => onChange({ ...view, ranking })}
      />
    </div>
  );
}
