/** Time comes from here so tests can move it (trials, expiries) without touching the machine. */
export type Clock = { now(): Date };

export const systemClock: Clock = { now: () => new Date() };

/** A clock tests can set and advance. */
export function createTestClock(
  start = new Date(),
): Clock & { set(date: Date): void; advance(ms: number): void } {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    set: (date) => {
      current = date.getTime();
    },
    advance: (ms) => {
      current += ms;
    },
  };
}

/**
 * The system clock shifted by an adjustable offset. Only the end-to-end test server uses it
 * (ENABLE_TEST_ROUTES), so browser tests can move the server's time, never the machine's.
 */
export function createOffsetClock(): Clock & { setOffset(ms: number): void; offset(): number } {
  let offsetMs = 0;
  return {
    now: () => new Date(Date.now() + offsetMs),
    setOffset: (ms) => {
      offsetMs = ms;
    },
    offset: () => offsetMs,
  };
}
