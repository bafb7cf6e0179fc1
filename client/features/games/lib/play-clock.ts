/**
 * The game clocks (games.md §3.6): every timer the player sees runs on the server's time. A run read from the
 * server carries `serverNow`; the offset between it and this device's clock at the moment the answer arrived
 * corrects every countdown and count-up, so a device whose clock is wrong still shows the server's deadline.
 */
import { GAME_LIMITS } from "@common/games/rules";

/** Server time minus device time, in ms, measured when a response with `serverNow` arrived. */
export function clockOffset(serverNow: string, receivedAt: number): number {
  const server = Date.parse(serverNow);
  return Number.isFinite(server) ? server - receivedAt : 0;
}

/** The server's "now" on this device. */
export const serverTime = (deviceNow: number, offsetMs: number) => deviceNow + offsetMs;

/** Milliseconds left before a deadline, never negative. */
export function msLeft(deadlineAt: string, offsetMs: number, deviceNow: number): number {
  const deadline = Date.parse(deadlineAt);
  if (!Number.isFinite(deadline)) return 0;
  return Math.max(0, deadline - serverTime(deviceNow, offsetMs));
}

/** Milliseconds since a server timestamp (a count-up), never negative. */
export function msSince(startedAt: string, offsetMs: number, deviceNow: number): number {
  const start = Date.parse(startedAt);
  if (!Number.isFinite(start)) return 0;
  return Math.max(0, serverTime(deviceNow, offsetMs) - start);
}

/** A countdown's whole seconds: rounded up, so 0:00 shows only when the time is really gone. */
export const countdownSeconds = (ms: number) => Math.ceil(Math.max(0, ms) / 1000);

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
