import { studentLimits } from "../constants/student";

const dayMs = 24 * 60 * 60 * 1000;

/** Renewal opens in the last 30 days of the student plan, or once it has ended (screens §3.4). */
export function canRenewStudent(expiresAt: Date | null, now: Date): boolean {
  return expiresAt === null || expiresAt.getTime() - now.getTime() < studentLimits.renewWithinDays * dayMs;
}
