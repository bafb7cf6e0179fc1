/** "{done} of {total} completed" with the percentage rounded down — 0% for an empty course, never NaN (CRS-4). */
export function CourseProgress({ done, total, percent }: { done: number; total: number; percent: number }) {
  const safe = Number.isFinite(percent) ? Math.max(0, Math.min(100, percent)) : 0;
  return (
    <div className="space-y-1">
      <div className="flex justify-between text-sm text-stone-600">
        <span>
          {done} of {total} completed
        </span>
        <span>{safe}%</span>
      </div>
      <div
        className="h-2 overflow-hidden rounded-full bg-stone-200"
        role="progressbar"
        aria-label="Course progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={safe}
      >
        <div className="h-full rounded-full bg-amber-500 transition-all" style={{ width: `${safe}%` }} />
      </div>
    </div>
  );
}
