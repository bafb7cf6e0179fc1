import { Hourglass } from "lucide-react";
import { useEffect, useEffectEvent, useState } from "react";
import { cn } from "@client/lib/cn";
import {
  countdownSeconds,
  formatHms,
  huntCountdownAnnouncement,
  isUrgent,
  msLeft,
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
  const [now, setNow] = useState(() => Date.now());
  const [announcement, setAnnouncement] = useState("");
  const expire = useEffectEvent(onExpire);

  useEffect(() => {
    let previous = countdownSeconds(msLeft(deadlineAt, offsetMs, Date.now()));
    let expired = false;
    const tick = () => {
      const current = Date.now();
      const left = countdownSeconds(msLeft(deadlineAt, offsetMs, current));
      setNow(current);
      const text = huntCountdownAnnouncement(previous, left);
      if (text) setAnnouncement(text);
      previous = left;
      if (left === 0 && !expired) {
        expired = true;
        expire();
      }
    };
    const first = setTimeout(tick, 0);
    const timer = setInterval(tick, 500);
    return () => {
      clearTimeout(first);
      clearInterval(timer);
    };
  }, [deadlineAt, offsetMs]);

  const seconds = countdownSeconds(msLeft(deadlineAt, offsetMs, now));
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
