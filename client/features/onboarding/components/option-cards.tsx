import { Check } from "lucide-react";
import { useId } from "react";
import { cn } from "@client/lib/cn";
import type { QuestionOption } from "../lib/questions";

/**
 * A group of option cards that behaves as a radio group. The inputs are real radios (transparent
 * over each card), so arrow keys, Tab and screen readers work as they do for any radio group.
 */
export function OptionCards<Value extends string | number>({
  name,
  labelledBy,
  options,
  value,
  onChange,
  disabled = false,
}: {
  name: string;
  /** Id of the visible question that names the group. */
  labelledBy: string;
  options: readonly QuestionOption<Value>[];
  value: Value | undefined;
  onChange: (value: Value) => void;
  disabled?: boolean;
}) {
  const baseId = useId();
  return (
    <div
      role="radiogroup"
      aria-labelledby={labelledBy}
      className={cn("grid gap-3", options.length === 4 && "sm:grid-cols-2")}
    >
      {options.map((option, index) => {
        const checked = option.value === value;
        const labelId = `${baseId}-${index}-label`;
        const descriptionId = `${baseId}-${index}-description`;
        return (
          <label
            key={String(option.value)}
            className={cn(
              "relative flex cursor-pointer items-start gap-3 rounded-lg border-2 bg-white p-4 transition-colors",
              "has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-gold-dark",
              checked
                ? "border-gold-dark bg-amber-50/60"
                : "border-stone-200 hover:border-stone-300 hover:bg-stone-50",
              disabled && "cursor-not-allowed opacity-60",
            )}
          >
            {/* Transparent and covering the card, so the real radio takes the click or tap. */}
            <input
              type="radio"
              className="absolute inset-0 z-10 size-full cursor-pointer appearance-none opacity-0 disabled:cursor-not-allowed"
              name={name}
              value={String(option.value)}
              checked={checked}
              disabled={disabled}
              onChange={() => onChange(option.value)}
              aria-labelledby={labelId}
              aria-describedby={descriptionId}
            />
            <span
              className={cn(
                "flex size-10 shrink-0 items-center justify-center rounded-full",
                checked ? "bg-night text-gold" : "bg-stone-100 text-night-light",
              )}
              aria-hidden="true"
            >
              <option.Icon className="size-5" />
            </span>
            <span className="min-w-0 flex-1 pr-6">
              <span id={labelId} className="block font-medium text-ink">
                {option.label}
              </span>
              <span id={descriptionId} className="mt-0.5 block text-sm text-stone-600">
                {option.description}
              </span>
            </span>
            {checked && <Check className="absolute right-3 top-3 size-5 text-gold-dark" aria-hidden="true" />}
          </label>
        );
      })}
    </div>
  );
}
