/**
 * The game clocks (games.md §3.6): every timer the player sees runs on the server's time. A run read from the
 * server carries `serverNow`; the offset between it and this device's clock at the moment the answer arrived
 * corrects every countdown and count-up, so a device whose clock is wrong still shows the server's deadline.
 */
import { GAME_LIMITS } from "@common/games/rules";

export { clockOffset, countdownSeconds, msLeft, msSince, serverTime } from "@client/lib/server-clock";

/** A count-up's whole seconds: rounded down. */
export const elapsedSeconds = (ms: number) => Math.floor(Math.max(0, ms) / 1000);

/** m:ss, never negative ("0:07", "12:30"). */
export function formatClock(seconds: number): string {
  const whole = Math.max(0, Math.floor(Number.isFinite(seconds) ? seconds : 0));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, "0")}`;
}

/** §3.6: red under 10 s for per-question timers, under 60 s for longer ones. */
export function isUrgent(secondsLeft: number, perQuestion: boolean): boolean {
  return secondsLeft < (perQuestion ? 10 : 60);
}

/** The moments a countdown is read out to screen readers (§3.6). */
export const announceAt = [60, 30, 10] as const;

/**
 * What to announce when a countdown moves from `before` to `after` seconds left: the mark it just reached
 * ("30 seconds left"), or null. A countdown that starts below a mark (a 20-second question) never announces it.
 */
export function countdownAnnouncement(before: number, after: number): string | null {
  const crossed = announceAt.find((mark) => before > mark && after <= mark);
  if (crossed === undefined) return null;
  return crossed === 60 ? "1 minute left" : `${crossed} seconds left`;
}

/** How long after a deadline the page re-reads the run: the server's grace period and a little more. */
export const timeoutRereadMs = GAME_LIMITS.graceMs + 750;
