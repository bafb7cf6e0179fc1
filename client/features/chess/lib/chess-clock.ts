/**
 * The turn clock (games.md §4.14, §3.6): the server keeps each turn's deadline (Live 5:00, Correspondence 24 h); every
 * match read carries `serverNow`, and the offset between it and this device's clock when the response arrived
 * corrects the countdown, so a device whose clock is wrong still shows the server's time left.
 */

const SECOND = 1000;
const HOUR = 60 * 60 * SECOND;

export { clockOffset, msLeft } from "@client/lib/server-clock";

/** "4:59", "0:07" under an hour; "23 h 59 m" above (a Correspondence turn). Rounded up, never negative. */
export function formatTurnClock(ms: number): string {
  const seconds = Math.ceil(Math.max(0, Number.isFinite(ms) ? ms : 0) / SECOND);
  if (seconds * SECOND >= HOUR) {
    const minutes = Math.floor(seconds / 60);
    return `${Math.floor(minutes / 60)} h ${String(minutes % 60).padStart(2, "0")} m`;
  }
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;
}

/** The turn clock in words, for its accessible name. */
export function spokenClock(ms: number): string {
  const seconds = Math.ceil(Math.max(0, ms) / SECOND);
  if (seconds === 0) return "No time left";
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = seconds % 60;
  const part = (n: number, unit: string) => (n > 0 ? `${n} ${unit}${n === 1 ? "" : "s"}` : null);
  const parts =
    hours > 0
      ? [part(hours, "hour"), part(minutes, "minute")]
      : [part(minutes, "minute"), part(rest, "second")];
  return `${parts.filter(Boolean).join(" ")} left`;
}

/** The clock turns red for the last minute of a turn. */
export const isUrgent = (ms: number) => ms < 60 * SECOND;

/** What to read out when the clock moves from `before` to `after` ms left: at 1 minute and 10 seconds, or null. */
export function clockAnnouncement(before: number, after: number): string | null {
  for (const [mark, text] of [
    [60 * SECOND, "1 minute left"],
    [10 * SECOND, "10 seconds left"],
  ] as const)
    if (before > mark && after <= mark) return text;
  return null;
}
