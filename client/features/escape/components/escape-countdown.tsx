import { Hourglass } from "lucide-react";
import { cn } from "@client/lib/cn";
import { useServerCountdown } from "@client/lib/use-server-countdown";
import {
  escapeCountdownAnnouncement,
  formatClock,
  isUrgent,
  spokenTimeLeft,
} from "@client/features/escape/lib/escape-clock";

/**
 * A countdown to a server deadline (games.md §3.6, §4.21): m:ss from `deadlineAt`, corrected by the server clock
 * offset; red under 5:00. Screen readers get the time in words on demand and an announcement only at 5:00 and 1:00
 * (`announce`) — never every second. `onExpire` runs once at 0:00 (also when the page opens after the deadline).
 */
export function EscapeCountdown({
  deadlineAt,
  offsetMs,
  onExpire,
  label = "Time left",
  announce = true,
  size = "md",
  testId = "escape-countdown",
}: {
  deadlineAt: string;
  offsetMs: number;
  onExpire: () => void;
  /** Read before the time ("Time left", "This floor's cap"). */
  label?: string;
  announce?: boolean;
  size?: "sm" | "md";
  testId?: string;
}) {
  const { seconds, announcement } = useServerCountdown({
    deadlineAt,
    offsetMs,
    onExpire,
    announce: escapeCountdownAnnouncement,
  });
  const urgent = isUrgent(seconds);
  return (
    <div className="flex items-center">
      <span
        role="timer"
        aria-label={`${label}: ${spokenTimeLeft(seconds)}`}
        data-testid={testId}
        data-urgent={urgent || undefined}
        className={cn(
          "inline-flex items-center gap-1.5 rounded-full border font-mono font-semibold tabular-nums",
          size === "md" ? "px-3 py-1 text-lg" : "px-2 py-0.5 text-sm",
          urgent ? "border-red-300 bg-red-50 text-red-700" : "border-stone-300 bg-white text-night",
        )}
      >
        <Hourglass className={size === "md" ? "size-4" : "size-3.5"} aria-hidden="true" />
        {formatClock(seconds)}
      </span>
      {announce && (
        <span className="sr-only" aria-live="polite">
          {announcement}
        </span>
      )}
    </div>
  );
}
