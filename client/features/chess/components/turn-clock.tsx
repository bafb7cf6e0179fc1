import { Timer } from "lucide-react";
import { useEffect, useState } from "react";
import { cn } from "@client/lib/cn";
import {
  clockAnnouncement,
  formatTurnClock,
  isUrgent,
  msLeft,
  spokenClock,
} from "@client/features/chess/lib/chess-clock";

/**
 * The turn clock (games.md §4.14): the time left on the move being made, from the server's deadline corrected by
 * the server-clock offset; red in the last minute; read out at 1 minute and 10 seconds when it is the viewer's own.
 */
export function TurnClock({
  deadlineAt,
  offsetMs,
  label,
  announce = false,
}: {
  deadlineAt: string;
  offsetMs: number;
  /** Whose clock: "Your clock", "Ruth's clock". */
  label: string;
  announce?: boolean;
}) {
  const [now, setNow] = useState(() => Date.now());
  const [announcement, setAnnouncement] = useState("");
  useEffect(() => {
    let previous = msLeft(deadlineAt, offsetMs, Date.now());
    const timer = setInterval(() => {
      const current = Date.now();
      const left = msLeft(deadlineAt, offsetMs, current);
      const text = clockAnnouncement(previous, left);
      if (text) setAnnouncement(text);
      previous = left;
      setNow(current);
    }, 250);
    return () => clearInterval(timer);
  }, [deadlineAt, offsetMs]);

  const left = msLeft(deadlineAt, offsetMs, now);
  return (
    <span className="inline-flex items-center">
      <span
        role="timer"
        aria-label={`${label}: ${spokenClock(left)}`}
        data-testid="chess-clock"
        className={cn(
          "inline-flex items-center gap-1.5 rounded-full border px-3 py-1 font-mono text-sm font-semibold tabular-nums",
          isUrgent(left) ? "border-red-300 bg-red-50 text-red-700" : "border-stone-300 bg-white text-night",
        )}
      >
        <Timer className="size-4" aria-hidden="true" />
        {formatTurnClock(left)}
      </span>
      {announce && (
        <span className="sr-only" aria-live="polite">
          {announcement}
        </span>
      )}
    </span>
  );
}
