/**
 * Clocks that run on the server's time (games.md §3.6): every response that drives a timer carries `serverNow`; the
 * offset between it and this device's clock when the response arrived corrects every countdown and count-up, so a
 * device whose clock is wrong still shows the server's deadline. The games, hunts, escape rooms and Chain Chess all
 * count with these.
 */

/** Server time minus device time, in ms, measured when a response with `serverNow` arrived. */
export function clockOffset(serverNow: string, receivedAt: number): number {
  const server = Date.parse(serverNow);
  return Number.isFinite(server) && Number.isFinite(receivedAt) ? server - receivedAt : 0;
}

/** The server's "now" on this device. */
export const serverTime = (deviceNow: number, offsetMs: number) => deviceNow + offsetMs;

/** Milliseconds left before a deadline on the server's clock, never negative. */
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
