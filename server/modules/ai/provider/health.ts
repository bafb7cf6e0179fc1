import { aiLimits } from "@common/constants/ai";
import type { Clock } from "@server/clock";
import type { ProviderFailure, ProviderFailureKind } from "./types";

/*
 * Degraded mode of ai.md §1.8 and the admins' list of recent provider errors (/admin/ai), in memory and timed by the
 * app's clock. After 3 misconfigured or out-of-credit failures within 5 minutes the layer pauses AI answers for 5
 * minutes (the offline study engine answers); Stop is not an error and is not recorded.
 */

export type ProviderErrorRecord = {
  at: Date;
  kind: Exclude<ProviderFailureKind, "aborted">;
  status: number | null;
  detail: string;
};

export type ProviderHealth = {
  /** Notes a failed provider call. */
  record(failure: ProviderFailure): void;
  /** When the pause ends, or null when AI answers aren't paused. */
  degradedUntil(): Date | null;
  /** The last 50 errors, newest first. */
  recentErrors(): ProviderErrorRecord[];
};

/** How many errors /admin/ai keeps. */
export const recentErrorsKept = 50;

const degradingKinds = new Set<ProviderFailureKind>(["misconfigured", "out_of_credit"]);

export function createProviderHealth(clock: Clock): ProviderHealth {
  const errors: ProviderErrorRecord[] = [];
  let degradingFailures: number[] = [];
  let pausedUntil: number | null = null;

  return {
    record(failure) {
      if (failure.kind === "aborted") return;
      const now = clock.now().getTime();
      errors.unshift({
        at: new Date(now),
        kind: failure.kind,
        status: failure.status,
        detail: failure.detail,
      });
      errors.length = Math.min(errors.length, recentErrorsKept);
      if (!degradingKinds.has(failure.kind)) return;
      degradingFailures = [...degradingFailures, now].filter((at) => now - at < aiLimits.degradeWindowMs);
      if (degradingFailures.length >= aiLimits.degradeAfterFailures) {
        pausedUntil = now + aiLimits.degradedForMs;
        degradingFailures = [];
      }
    },
    degradedUntil() {
      if (pausedUntil === null || clock.now().getTime() >= pausedUntil) return null;
      return new Date(pausedUntil);
    },
    recentErrors: () => errors.map((error) => ({ ...error })),
  };
}
