import { cn } from "@client/lib/cn";
import type { inputCounter } from "@client/lib/input-counter";

/** A field's live counter (ai.md §1.7): from 80 % of the limit, in the error colour over it. */
export function InputCounterText({ id, counter }: { id: string; counter: ReturnType<typeof inputCounter> }) {
  if (!counter.visible) return null;
  return (
    <p
      id={id}
      data-testid="input-counter"
      className={cn(
        "text-right text-sm tabular-nums",
        counter.over ? "font-semibold text-destructive" : "text-stone-600",
      )}
    >
      {counter.text}
      {counter.over && <span className="sr-only"> — too long to send</span>}
    </p>
  );
}
