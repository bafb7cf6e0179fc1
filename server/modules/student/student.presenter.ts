import type { StudentStatusDto } from "@common/schemas/student";
import { studentLimits } from "@common/constants/student";
import { canRenewStudent } from "@common/policies/student";
import type { StudentVerificationRow } from "./student.queries";

/** The member's student state: never the code or its hash, only where a pending code went and until when. */
export function presentStudentStatus(input: {
  profile: { isStudent: boolean; studentExpiresAt: Date | null; timeZone: string };
  latest: StudentVerificationRow | undefined;
  now: Date;
}): StudentStatusDto {
  const { profile, latest, now } = input;
  const expiresAt = profile.isStudent ? profile.studentExpiresAt : null;
  const active = expiresAt !== null && expiresAt > now;
  const pendingUsable =
    latest !== undefined &&
    latest.verifiedAt === null &&
    latest.codeExpiresAt > now &&
    latest.attempts < studentLimits.maxAttemptsPerCode;
  const resendAt = (latest?.createdAt.getTime() ?? 0) + studentLimits.resendAfterMs;
  return {
    active,
    expiresAt: expiresAt?.toISOString() ?? null,
    canRenew: canRenewStudent(expiresAt, now),
    pending: pendingUsable
      ? {
          schoolEmail: latest.schoolEmail,
          codeExpiresAt: latest.codeExpiresAt.toISOString(),
          resendAvailableAt: new Date(resendAt).toISOString(),
          resendInSeconds: Math.max(0, Math.ceil((resendAt - now.getTime()) / 1000)),
        }
      : null,
    timeZone: profile.timeZone,
  };
}
