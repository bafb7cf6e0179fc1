import { createHash, randomInt, randomUUID, timingSafeEqual } from "node:crypto";
import { studentLimits, studentMessages } from "@common/constants/student";
import { canRenewStudent } from "@common/policies/student";
import type { StudentStatusDto, VerifyStudentCodeResult } from "@common/schemas/student";
import { AppError, badRequest, conflict, notFound, tooManyRequests } from "@server/http/errors";
import type { ActorContext } from "@server/http/context";
import type { Mailer } from "@server/services/mailer/mailer";
import {
  countCodesSince,
  deleteVerification,
  endOtherVerifications,
  findLatestVerification,
  findStudentProfile,
  insertVerification,
  markVerified,
  recordWrongAttempt,
  schoolEmailVerifiedElsewhere,
  setStudentStatus,
} from "./student.queries";
import { presentStudentStatus } from "./student.presenter";

export type StudentContext = ActorContext & { mailer: Mailer };

const dayMs = 24 * 60 * 60 * 1000;

/** One calendar year after `from` (same time of day): "1 year from that day" (screens §3.4). */
export function oneYearAfter(from: Date): Date {
  const end = new Date(from);
  end.setUTCFullYear(end.getUTCFullYear() + 1);
  return end;
}

/**
 * Codes are 6 digits, so any hash of one alone could be reversed by trying all million; the row id
 * salts it, so a leaked table gives nothing reusable across rows and a code never sits in the
 * clear. Rows live 15 minutes and allow 5 tries, which is the real protection.
 */
function hashCode(verificationId: string, code: string): string {
  return createHash("sha256").update(`${verificationId}:${code}`).digest("hex");
}

function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, "hex");
  const right = Buffer.from(b, "hex");
  return left.length === right.length && timingSafeEqual(left, right);
}

export async function getStudentStatus(ctx: ActorContext): Promise<StudentStatusDto> {
  const profile = await findStudentProfile(ctx.db, ctx.actor.userId);
  if (!profile) throw notFound("profile");
  const latest = await findLatestVerification(ctx.db, ctx.actor.userId);
  return presentStudentStatus({ profile, latest, now: ctx.clock.now() });
}

/**
 * POST /api/student/send-code. In one transaction holding the member's profile row (so two
 * requests can't both slip under the daily limit): renewal window, address taken elsewhere,
 * resend cooldown, daily limit, then a new code. The mail goes out after the commit; if it fails
 * the code is removed again so it doesn't count against the member.
 */
export async function sendStudentCode(
  ctx: StudentContext,
  input: { schoolEmail: string },
): Promise<StudentStatusDto> {
  const now = ctx.clock.now();
  const userId = ctx.actor.userId;
  const code = String(randomInt(0, 10 ** studentLimits.codeDigits)).padStart(studentLimits.codeDigits, "0");
  const id = randomUUID();

  await ctx.db.transaction(async (tx) => {
    const profile = await findStudentProfile(tx, userId, { forUpdate: true });
    if (!profile) throw notFound("profile");
    const active = profile.isStudent && profile.studentExpiresAt !== null && profile.studentExpiresAt > now;
    if (active && !canRenewStudent(profile.studentExpiresAt, now))
      throw conflict("student_active", studentMessages.notYetRenewable);
    if (await schoolEmailVerifiedElsewhere(tx, { schoolEmail: input.schoolEmail, userId, now })) {
      throw conflict("school_email_taken", studentMessages.emailLinked);
    }
    const latest = await findLatestVerification(tx, userId);
    if (latest && latest.verifiedAt === null) {
      const retryAt = new Date(latest.createdAt.getTime() + studentLimits.resendAfterMs);
      if (retryAt > now)
        throw tooManyRequests("resend_too_soon", studentMessages.resendTooSoon, {
          retryAt: retryAt.toISOString(),
        });
    }
    const since = new Date(now.getTime() - dayMs);
    const sent = await countCodesSince(tx, { userId, since });
    if (sent >= studentLimits.maxCodesPerDay) {
      throw tooManyRequests("too_many_codes", studentMessages.tooManyCodes, {
        limit: studentLimits.maxCodesPerDay,
        remaining: 0,
      });
    }
    await insertVerification(tx, {
      id,
      userId,
      schoolEmail: input.schoolEmail,
      codeHash: hashCode(id, code),
      codeExpiresAt: new Date(now.getTime() + studentLimits.codeValidMs),
      createdAt: now,
    });
  });

  try {
    await ctx.mailer.send({
      to: input.schoolEmail,
      kind: "student_code",
      subject: `Your Phototheology student code: ${code}`,
      text: [
        `Your Phototheology student verification code is ${code}.`,
        "",
        "It expires in 15 minutes. If you didn't ask for it, you can ignore this email.",
      ].join("\n"),
    });
  } catch (error) {
    ctx.logger?.error({ err: error, userId }, "student code mail failed");
    await deleteVerification(ctx.db, id);
    throw new AppError(502, "mail_failed", studentMessages.mailFailed);
  }
  ctx.logger?.info({ userId }, "student code sent");
  return getStudentStatus(ctx);
}

/**
 * POST /api/student/verify. Only the newest code counts. Checks in order: none sent, already
 * used, locked after 5 wrong tries, expired, wrong (counted; the 5th wrong try locks it), then
 * success: student status until one year from today — a renewal starts from today too.
 */
export async function verifyStudentCode(
  ctx: ActorContext,
  input: { code: string },
): Promise<VerifyStudentCodeResult> {
  const now = ctx.clock.now();
  const userId = ctx.actor.userId;
  const max = studentLimits.maxAttemptsPerCode;
  const latest = await findLatestVerification(ctx.db, userId);
  if (!latest) throw badRequest("no_code", studentMessages.noCode);
  if (latest.verifiedAt !== null) throw conflict("code_used", studentMessages.codeUsed);
  if (latest.attempts >= max) throw tooManyRequests("too_many_attempts", studentMessages.tooManyTries);
  if (latest.codeExpiresAt <= now) throw badRequest("code_expired", studentMessages.codeExpired);

  if (!sameHash(hashCode(latest.id, input.code), latest.codeHash)) {
    const attempts = await recordWrongAttempt(ctx.db, { id: latest.id, maxAttempts: max });
    if (attempts === undefined || attempts >= max)
      throw tooManyRequests("too_many_attempts", studentMessages.tooManyTries);
    throw badRequest("wrong_code", studentMessages.wrongCode, { attemptsLeft: max - attempts });
  }

  const expiresAt = oneYearAfter(now);
  await ctx.db.transaction(async (tx) => {
    // Checked again at the moment of success: the address may have been verified elsewhere since the code was sent.
    if (await schoolEmailVerifiedElsewhere(tx, { schoolEmail: latest.schoolEmail, userId, now })) {
      throw conflict("school_email_taken", studentMessages.emailLinked);
    }
    if (!(await markVerified(tx, { id: latest.id, verifiedAt: now, expiresAt, maxAttempts: max }))) {
      throw conflict("code_used", studentMessages.codeUsed);
    }
    await endOtherVerifications(tx, { userId, keepId: latest.id, now });
    await setStudentStatus(tx, { userId, expiresAt, now });
  });
  ctx.logger?.info({ userId }, "student verified");
  return { expiresAt: expiresAt.toISOString(), status: await getStudentStatus(ctx) };
}
