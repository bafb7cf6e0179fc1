import { stepTitles } from "@common/domain/sermons";
import { cn } from "@client/lib/cn";

const barTitles = ["Setup", "Stones", "Bridges", "Structure", "Review"] as const;

/** The clickable step bar of ai.md §3.9: going back is free; going forward checks each step on the way. */
export function StepBar({
  current,
  furthest,
  onSelect,
}: {
  current: number;
  furthest: number;
  onSelect: (step: number) => void;
}) {
  return (
    <nav aria-label="Sermon steps" className="sermon-no-print">
      <ol className="grid grid-cols-5 gap-1 sm:gap-2">
        {stepTitles.map((title, index) => {
          const step = index + 1;
          const active = step === current;
          const done = step < furthest && step !== current;
          return (
            <li key={title} className="min-w-0">
              <button
                type="button"
                onClick={() => onSelect(step)}
                aria-label={`Step ${step}: ${title}`}
                aria-current={active ? "step" : undefined}
                className={cn(
                  "flex w-full min-w-0 cursor-pointer flex-col items-center gap-1 rounded-md border px-1 py-2 text-center text-xs sm:flex-row sm:px-2 sm:text-left sm:text-sm",
                  active
                    ? "border-night bg-night text-white"
                    : done
                      ? "border-emerald-300 bg-emerald-50 text-emerald-900 hover:bg-emerald-100"
                      : "border-stone-300 bg-white text-stone-700 hover:bg-stone-50",
                )}
              >
                <span
                  className={cn(
                    "flex size-6 shrink-0 items-center justify-center rounded-full text-xs font-semibold",
                    active ? "bg-white text-night" : "bg-stone-200 text-stone-800",
                  )}
                  aria-hidden="true"
                >
                  {step}
                </span>
                <span className="hidden truncate sm:inline" aria-hidden="true">
                  {barTitles[index]}
                </span>
              </button>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
