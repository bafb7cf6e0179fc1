import { z } from "zod";
import { studentLimits, studentMessages } from "../constants/student";

/**
 * A school address: a valid e-mail whose domain is `.edu` or ends in `.edu` (sub-domains such as
 * `cs.school.edu` allowed), case-insensitive (screens §3.4). Stored and compared in lower case.
 */
export function isEduEmail(value: string): boolean {
  const at = value.lastIndexOf("@");
  if (at <= 0) return false;
  const domain = value.slice(at + 1).toLowerCase();
  return domain.endsWith(".edu") && domain.length > ".edu".length;
}

export const schoolEmailField = z
  .string(studentMessages.invalidEduEmail)
  .trim()
  .max(studentLimits.schoolEmailMax, studentMessages.invalidEduEmail)
  .pipe(z.email(studentMessages.invalidEduEmail))
  .refine(isEduEmail, studentMessages.invalidEduEmail)
  .transform((value) => value.toLowerCase());

export const sendStudentCodeInput = z.strictObject({ schoolEmail: schoolEmailField });
export type SendStudentCodeInput = z.input<typeof sendStudentCodeInput>;

export const verifyStudentCodeInput = z.strictObject({
  code: z
    .string(studentMessages.codeInvalidFormat)
    .trim()
    .regex(new RegExp(`^\\d{${studentLimits.codeDigits}}$`), studentMessages.codeInvalidFormat),
});
export type VerifyStudentCodeInput = z.input<typeof verifyStudentCodeInput>;

/** GET /api/student/status (and part of every student answer). Never carries a code or its hash. */
export type StudentStatusDto = {
  /** Verified and not expired now. */
  active: boolean;
  /** The current or last student expiry, if the member was ever verified. */
  expiresAt: string | null;
  /** Renew is offered: fewer than 30 days remain, or the status has expired. */
  canRenew: boolean;
  /** The code waiting to be entered, if any. */
  pending: {
    schoolEmail: string;
    codeExpiresAt: string;
    resendAvailableAt: string;
    /** Seconds until Resend is allowed, by the server's clock (the browser's may differ). */
    resendInSeconds: number;
  } | null;
  /** Dates are shown in the member's time zone (screens §0). */
  timeZone: string;
};

export type VerifyStudentCodeResult = { expiresAt: string; status: StudentStatusDto };
