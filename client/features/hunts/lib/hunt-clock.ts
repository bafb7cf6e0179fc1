/**
 * The hunt's 24-hour clock (games.md §4.20): the server keeps the deadline; every response carries `serverNow`, and
 * the offset between it and this device's clock when the response arrived corrects the countdown, so a device whose
 * clock is wrong still shows the server's time left.
 */

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

export { clockOffset, countdownSeconds, msLeft } from "@client/lib/server-clock";

const pad = (n: number) => String(n).padStart(2, "0");

/** hh:mm:ss ("24:00:00", "05:12:09", "00:00:00"), never negative. */
export function formatHms(seconds: number): string {
  const whole = Math.max(0, Math.floor(Number.isFinite(seconds) ? seconds : 0));
  return `${pad(Math.floor(whole / 3600))}:${pad(Math.floor((whole % 3600) / 60))}:${pad(whole % 60)}`;
}

/** The countdown read out in words, for its accessible name ("5 hours 12 minutes left"). */
export function spokenTimeLeft(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  if (whole === 0) return "Time expired";
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? "" : "s"}`;
  if (hours > 0) return `${plural(hours, "hour")} ${plural(minutes, "minute")} left`;
  if (minutes > 0) return `${plural(minutes, "minute")} left`;
  return "Less than a minute left";
}

/** A list card's time left: "5 h 12 m left", "12 m left", "under 1 m left"; "Time expired" at 0. */
export function cardTimeLeft(ms: number): string {
  if (!(ms > 0)) return "Time expired";
  const hours = Math.floor(ms / HOUR);
  const minutes = Math.floor((ms % HOUR) / MINUTE);
  if (hours > 0) return `${hours} h ${minutes} m left`;
  if (minutes > 0) return `${minutes} m left`;
  return "under 1 m left";
}

/** The time a finished hunt took: "42 s", "12 m 5 s", "3 h 4 m". */
export function formatElapsed(ms: number): string {
  const total = Math.max(0, Math.round(ms / SECOND));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  if (hours > 0) return `${hours} h ${minutes} m`;
  if (minutes > 0) return `${minutes} m ${seconds} s`;
  return `${seconds} s`;
}

/**
 * The moments the countdown is read out to screen readers: a 24-hour clock that spoke every second (or minute)
 * would drown the page, so only these marks (in seconds left) are announced.
 */
export const huntAnnounceAt = [3600, 600, 300, 60] as const;

/** What to announce when the countdown moves from `before` to `after` seconds left, or null. */
export function huntCountdownAnnouncement(before: number, after: number): string | null {
  if (before > 0 && after === 0) return "Time expired";
  const crossed = huntAnnounceAt.find((mark) => before > mark && after <= mark);
  if (crossed === undefined) return null;
  return crossed === 3600 ? "1 hour left" : crossed === 60 ? "1 minute left" : `${crossed / 60} minutes left`;
}

/** Under 10 minutes the countdown turns red. */
export const isUrgent = (secondsLeft: number) => secondsLeft < 600;
