/**
 * Failures in a row, for polling that gives up (screens §2.1: after 3 failures the online count
 * stops and hides until the page is reloaded). Once stopped it stays stopped: only a reload —
 * a fresh module — starts over. A tiny store so components re-render when it stops.
 */
export function createFailureStreak(limit: number) {
  let failures = 0;
  let stopped = false;
  const listeners = new Set<() => void>();
  return {
    fail: () => {
      if (stopped) return;
      failures += 1;
      if (failures >= limit) {
        stopped = true;
        for (const listener of [...listeners]) listener();
      }
    },
    succeed: () => {
      if (!stopped) failures = 0;
    },
    stopped: () => stopped,
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

export type FailureStreak = ReturnType<typeof createFailureStreak>;
