import { Timer } from "lucide-react";
import { cn } from "@client/lib/cn";
import { useServerCountdown } from "@client/lib/use-server-countdown";
import { countdownAnnouncement, formatClock, isUrgent } from "@client/features/games/lib/play-clock";

/**
 * A round's countdown (games.md §3.6): from the server's deadline, corrected by the server clock offset; m:ss;
 * red near the end; read out to screen readers at 60, 30 and 10 seconds. `onExpire` runs once at 0:00.
 */
export function Countdown({
  deadlineAt,
  offsetMs,
  perQuestion = true,
  onExpire,
}: {
  deadlineAt: string;
  offsetMs: number;
  perQuestion?: boolean;
  onExpire: () => void;
}) {
  const { seconds, announcement } = useServerCountdown({
    deadlineAt,
    offsetMs,
    onExpire,
    announce: countdownAnnouncement,
  });
  const urgent = isUrgent(seconds, perQuestion);
  return (
    <div className="flex items-center">
      <span
        role="timer"
        aria-label={`Time left: ${formatClock(seconds)}`}
        data-testid="game-countdown"
        className={cn(
          "inline-flex items-center gap-1.5 rounded-full border px-3 py-1 font-mono text-sm font-semibold tabular-nums",
          urgent ? "border-red-300 bg-red-50 text-red-700" : "border-stone-300 bg-white text-night",
        )}
      >
        <Timer className="size-4" aria-hidden="true" />
        {formatClock(seconds)}
      </span>
      <span className="sr-only" aria-live="polite">
        {announcement}
      </span>
    </div>
  );
}
