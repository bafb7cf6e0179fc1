import { cn } from "@client/lib/cn";

export function ProgressBar({
  value,
  max,
  label,
  className,
}: {
  value: number;
  max: number;
  label: string;
  className?: string;
}) {
  const pct = max > 0 ? Math.round((value / max) * 100) : 0;
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={max}
      aria-valuenow={value}
      aria-valuetext={`${value} of ${max}`}
      className={cn("h-2 w-full overflow-hidden rounded-full bg-stone-200", className)}
    >
      <div className="h-full rounded-full bg-gold-dark transition-[width]" style={{ width: `${pct}%` }} />
    </div>
  );
}
