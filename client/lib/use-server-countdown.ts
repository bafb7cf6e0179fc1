import { useEffect, useEffectEvent, useState } from "react";
import { countdownSeconds, msLeft } from "./server-clock";

/**
 * The seconds left before a server deadline, ticking on this device (corrected by `offsetMs`), and the latest
 * screen-reader announcement `announce(before, after)` chose on the way (a countdown speaks only at its own marks,
 * never every second). `onExpire` runs once at zero, also when the page opens after the deadline.
 */
export function useServerCountdown({
  deadlineAt,
  offsetMs,
  onExpire,
  announce,
  intervalMs = 250,
}: {
  deadlineAt: string;
  offsetMs: number;
  onExpire: () => void;
  announce: (before: number, after: number) => string | null;
  intervalMs?: number;
}): { seconds: number; announcement: string } {
  const [now, setNow] = useState(() => Date.now());
  const [announcement, setAnnouncement] = useState("");
  const expire = useEffectEvent(onExpire);
  const speak = useEffectEvent(announce);

  useEffect(() => {
    let previous = countdownSeconds(msLeft(deadlineAt, offsetMs, Date.now()));
    let expired = false;
    const tick = () => {
      const current = Date.now();
      const left = countdownSeconds(msLeft(deadlineAt, offsetMs, current));
      setNow(current);
      const text = speak(previous, left);
      if (text) setAnnouncement(text);
      previous = left;
      if (left === 0 && !expired) {
        expired = true;
        expire();
      }
    };
    const first = setTimeout(tick, 0);
    const timer = setInterval(tick, intervalMs);
    return () => {
      clearTimeout(first);
      clearInterval(timer);
    };
  }, [deadlineAt, offsetMs, intervalMs]);

  return { seconds: countdownSeconds(msLeft(deadlineAt, offsetMs, now)), announcement };
}
