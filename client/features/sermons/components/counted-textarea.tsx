import { Label } from "@client/components/ui/label";
import { cn } from "@client/lib/cn";

const n = (value: number) => value.toLocaleString("en-US");

/**
 * A text area with its live counter (ai.md §1.7): "120 / 1,000", in the error colour over the limit with a message
 * (the text is kept; the autosave waits until it is shortened). A field with a minimum says so while it is short.
 */
export function CountedTextarea({
  id,
  label,
  hint,
  value,
  onChange,
  max,
  min,
  rows = 3,
  placeholder,
  testId,
}: {
  id: string;
  label: string;
  hint?: string;
  value: string;
  onChange: (value: string) => void;
  max: number;
  min?: number;
  rows?: number;
  placeholder?: string;
  testId?: string;
}) {
  const length = value.trim().length;
  const over = length > max;
  const short = min !== undefined && length > 0 && length < min;
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>{label}</Label>
      {hint && <p className="text-xs text-stone-500">{hint}</p>}
      <textarea
        id={id}
        value={value}
        rows={rows}
        placeholder={placeholder}
        data-testid={testId}
        aria-invalid={over}
        aria-describedby={`${id}-count`}
        onChange={(event) => onChange(event.target.value)}
        className={cn(
          "w-full rounded-md border border-stone-300 bg-white px-3 py-2 text-sm text-ink placeholder:text-stone-400",
          "focus:border-night-light focus:ring-2 focus:ring-night-light/30 focus:outline-none",
          "aria-[invalid=true]:border-destructive",
        )}
      />
      <div id={`${id}-count`} className="flex flex-wrap justify-between gap-2 text-xs">
        {over ? (
          <p className="text-destructive">
            Keep this under {n(max)} characters. Your text is kept; shorten it to save.
          </p>
        ) : short ? (
          <p className="text-amber-800">At least {n(min)} characters.</p>
        ) : (
          <span />
        )}
        <span className={over ? "text-destructive" : "text-stone-500"}>
          {n(length)} / {n(max)}
        </span>
      </div>
    </div>
  );
}
