import { type ReactNode, useId } from "react";
import { GAME_LIMITS } from "@common/games/rules";
import { cn } from "@client/lib/cn";

/**
 * A written answer in a game round: the labelled text area, the live word count against the minimum (green once
 * met) and the server's refusal beside it (the draft stays). Used by write rounds and card rounds.
 */
export function AnswerField({
  label,
  value,
  onChange,
  disabled,
  error,
  enough,
  count,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  disabled: boolean;
  error: string | null;
  /** The minimum is met: the count turns green. */
  enough: boolean;
  /** The count line, e.g. "12 / 30 words". */
  count: ReactNode;
}) {
  const fieldId = useId();
  const countId = useId();
  const errorId = useId();
  return (
    <>
      <label htmlFor={fieldId} className="text-sm font-medium text-stone-800">
        {label}
      </label>
      <textarea
        id={fieldId}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        rows={7}
        maxLength={GAME_LIMITS.maxTextChars}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${countId}${error ? ` ${errorId}` : ""}`}
        className="w-full rounded-md border border-stone-300 bg-white px-3 py-2 text-base text-ink focus:border-night-light focus:ring-2 focus:ring-night-light/30 focus:outline-none disabled:bg-stone-100 aria-[invalid=true]:border-destructive"
      />
      <p
        id={countId}
        className={cn("text-sm", enough ? "text-emerald-700" : "text-stone-600")}
        data-testid="word-count"
      >
        {count}
      </p>
      {error && (
        <p id={errorId} className="text-sm text-destructive" role="alert">
          {error}
        </p>
      )}
    </>
  );
}
