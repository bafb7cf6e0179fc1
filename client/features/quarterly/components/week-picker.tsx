import { ChevronLeft, ChevronRight } from "lucide-react";
import { useId } from "react";
import { Button } from "@client/components/ui/button";
import { isIsoWeek, isoWeekOf, shiftWeek, weekLabel } from "../lib/iso-week";

/** The ISO week selector: previous / the week field / next, and back to this week. */
export function WeekPicker({ week, onChange }: { week: string; onChange: (week: string) => void }) {
  const id = useId();
  const thisWeek = isoWeekOf(new Date());
  return (
    <div className="flex flex-wrap items-center gap-2" role="group" aria-label="Week">
      <Button
        variant="outline"
        size="sm"
        onClick={() => onChange(shiftWeek(week, -1))}
        aria-label="Previous week"
      >
        <ChevronLeft className="size-4" aria-hidden="true" />
      </Button>
      <label htmlFor={id} className="sr-only">
        Week
      </label>
      <input
        id={id}
        type="week"
        value={week}
        onChange={(e) => isIsoWeek(e.target.value) && onChange(e.target.value)}
        className="h-8 rounded-md border border-stone-300 bg-white px-2 text-sm"
      />
      <Button variant="outline" size="sm" onClick={() => onChange(shiftWeek(week, 1))} aria-label="Next week">
        <ChevronRight className="size-4" aria-hidden="true" />
      </Button>
      {week !== thisWeek && (
        <Button variant="ghost" size="sm" onClick={() => onChange(thisWeek)}>
          This week
        </Button>
      )}
      <span className="text-sm font-medium text-night" data-testid="week-label">
        {weekLabel(week)}
      </span>
    </div>
  );
}
