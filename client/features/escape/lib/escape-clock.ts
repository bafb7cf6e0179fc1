/**
 * The escape room's clocks (games.md §3.6, §4.21): the server keeps the attempt's deadline (and Floor Race's cap per
 * lock); every response carries `serverNow`, and the offset between it and this device's clock when the response
 * arrived corrects the countdowns, so a device whose clock is wrong still shows the server's time left.
 */

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export { clockOffset, countdownSeconds, msLeft } from "@client/lib/server-clock";

/** m:ss with the minutes unbounded ("45:00", "60:00", "4:59", "0:07"), never negative. */
export function formatClock(seconds: number): string {
  const whole = Math.max(0, Math.floor(Number.isFinite(seconds) ? seconds : 0));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, "0")}`;
}

/** A room's time limit as its card shows it ("45:00"). */
export const limitLabel = (limitMs: number) => formatClock(Math.round(limitMs / SECOND));

/** The attempt's countdown turns red under 5:00 (§4.21). */
export const urgentBelowSeconds = 300;
export const isUrgent = (secondsLeft: number) => secondsLeft < urgentBelowSeconds;

/**
 * The moments the countdown is read out to screen readers: 5:00 and 1:00 (a clock that spoke every second would
 * drown the page). A countdown that starts below a mark never announces it.
 */
export const escapeAnnounceAt = [300, 60] as const;

/** What to announce when the countdown moves from `before` to `after` seconds left, or null. */
export function escapeCountdownAnnouncement(before: number, after: number): string | null {
  const crossed = escapeAnnounceAt.find((mark) => before > mark && after <= mark);
  if (crossed === undefined) return null;
  return crossed === 60 ? "1 minute left" : `${crossed / 60} minutes left`;
}

/** The countdown in words, for its accessible name ("21 minutes 40 seconds left"). */
export function spokenTimeLeft(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  if (whole === 0) return "No time left";
  const minutes = Math.floor(whole / 60);
  const rest = whole % 60;
  const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? "" : "s"}`;
  if (minutes === 0) return `${plural(rest, "second")} left`;
  return rest === 0
    ? `${plural(minutes, "minute")} left`
    : `${plural(minutes, "minute")} ${plural(rest, "second")} left`;
}

/** A weekly room's window: "Available for 3 d 4 h", "… 5 h 12 m", "… 12 m", "… under 1 m"; null once closed. */
export function availableFor(ms: number): string | null {
  if (!(ms > 0)) return null;
  const days = Math.floor(ms / DAY);
  const hours = Math.floor((ms % DAY) / HOUR);
  const minutes = Math.floor((ms % HOUR) / MINUTE);
  if (days > 0) return `Available for ${days} d ${hours} h`;
  if (hours > 0) return `Available for ${hours} h ${minutes} m`;
  if (minutes > 0) return `Available for ${minutes} m`;
  return "Available for under 1 m";
}

/** The time an attempt took, for the summary: "31:20" (m:ss, whole seconds). */
export const formatElapsed = (ms: number) => formatClock(Math.round(Math.max(0, ms) / SECOND));
