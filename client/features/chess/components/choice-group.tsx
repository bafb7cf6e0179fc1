import { useId } from "react";
import { cn } from "@client/lib/cn";

/**
 * One setup choice as a row of pills (native radio buttons underneath: arrow keys move, the group has its legend),
 * with an optional hint under the legend.
 */
export function ChoiceGroup<T extends string | number>({
  legend,
  hint,
  name,
  value,
  options,
  onChange,
}: {
  legend: string;
  hint?: string;
  name: string;
  value: T;
  options: ReadonlyArray<{ value: T; label: string }>;
  onChange: (value: T) => void;
}) {
  const hintId = useId();
  return (
    <fieldset className="space-y-2" aria-describedby={hint ? hintId : undefined}>
      <legend className="text-sm font-medium text-stone-800">{legend}</legend>
      {hint && (
        <p id={hintId} className="-mt-1 text-xs text-stone-500">
          {hint}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        {options.map((option) => (
          <label
            key={String(option.value)}
            className={cn(
              "cursor-pointer rounded-md border px-3 py-2 text-sm font-medium has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-gold-dark",
              option.value === value
                ? "border-night bg-indigo-50 text-night"
                : "border-stone-300 bg-white text-ink hover:bg-stone-50",
            )}
          >
            <input
              type="radio"
              name={name}
              value={String(option.value)}
              checked={option.value === value}
              onChange={() => onChange(option.value)}
              className="sr-only"
            />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
