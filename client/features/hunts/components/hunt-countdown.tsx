import { Hourglass } from "lucide-react";
import { cn } from "@client/lib/cn";
import { useServerCountdown } from "@client/lib/use-server-countdown";
import {
  formatHms,
  huntCountdownAnnouncement,
  isUrgent,
  spokenTimeLeft,
} from "@client/features/hunts/lib/hunt-clock";

/**
 * The hunt's countdown (games.md §4.20): hh:mm:ss to the server's deadline, corrected by the server clock offset;
 * red under ten minutes. Screen readers get the time in words on demand and an announcement only at 1 hour, 10, 5
 * and 1 minute left and at the end — never every second. `onExpire` runs once at 00:00:00 (also when the page
 * opens after the deadline).
 */
export function HuntCountdown({
  deadlineAt,
  offsetMs,
  onExpire,
}: {
  deadlineAt: string;
  offsetMs: number;
  onExpire: () => void;
}) {
  const { seconds, announcement } = useServerCountdown({
    deadlineAt,
    offsetMs,
    onExpire,
    announce: huntCountdownAnnouncement,
    intervalMs: 500,
  });
  return (
    <div className="flex items-center">
      <span
        role="timer"
        aria-label={spokenTimeLeft(seconds)}
        data-testid="hunt-countdown"
        className={cn(
          "inline-flex items-center gap-1.5 rounded-full border px-3 py-1 font-mono text-base font-semibold tabular-nums",
          isUrgent(seconds)
            ? "border-red-300 bg-red-50 text-red-700"
            : "border-stone-300 bg-white text-night",
        )}
      >
        <Hourglass className="size-4" aria-hidden="true" />
        {formatHms(seconds)}
      </span>
      <span className="sr-only" aria-live="polite">
        {announcement}
      </span>
    </div>
  );
}
