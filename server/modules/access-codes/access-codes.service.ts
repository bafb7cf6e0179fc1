import { randomInt } from "node:crypto";
import {
  accessCodeMessages as m,
  accessGrantedMessage,
  redeemThrottle,
  tooManyWrongCodesMessage,
} from "@common/constants/access-codes";
import {
  accessCodeStatus,
  generateAccessCode,
  normalizeAccessCode,
  type AccessCodeStatus,
} from "@common/domain/access-codes";
import type { z } from "zod";
import type { createAccessCodeInput, RedeemResultDto } from "@common/schemas/access-codes";
import { AppError, conflict, internalError, notFound, tooManyRequests } from "@server/http/errors";
import type { ActorContext } from "@server/http/context";
import { insertAuditEntry } from "../audit/audit.queries";
import {
  countRedeemFailures,
  deactivateAccessCode,
  findAccessCodeById,
  incrementUsedCount,
  insertAccessCode,
  insertCodeGrant,
  insertRedeemFailure,
  insertRedemption,
  latestGrantEnd,
  listAccessCodes,
  listRedemptions,
  lockAccessCodeByCode,
  redemptionExists,
} from "./access-codes.queries";
import { presentAccessCode, presentRedemption } from "./access-codes.presenter";

const hourMs = 60 * 60 * 1000;
const dayMs = 24 * hourMs;

/** Attempts at a fresh random code before giving up (31⁸ ≈ 850 billion codes: a clash is rare). */
const generateAttempts = 10;

export type CreateAccessCode = z.output<typeof createAccessCodeInput>;

/** Admins: a new code (screens §4.1). Audited. Services below are reached only through requireRole("admin"). */
export async function createAccessCode(ctx: ActorContext, input: CreateAccessCode) {
  const now = ctx.clock.now();
  for (let attempt = 0; attempt < generateAttempts; attempt += 1) {
    const row = await ctx.db.transaction(async (tx) => {
      const inserted = await insertAccessCode(tx, {
        code: generateAccessCode(randomInt),
        label: input.label,
        grantDays: input.grantDays,
        maxUses: input.maxUses,
        redeemBy: new Date(now.getTime() + input.redeemWithinHours * hourMs),
        createdBy: ctx.actor.userId,
        createdAt: now,
      });
      if (!inserted) return undefined;
      await insertAuditEntry(tx, {
        actorId: ctx.actor.userId,
        action: "access_code.create",
        targetType: "access_code",
        targetId: inserted.id,
        payload: {
          code: inserted.code,
          grantDays: input.grantDays,
          maxUses: input.maxUses,
          redeemBy: inserted.redeemBy.toISOString(),
        },
        createdAt: now,
      });
      return inserted;
    });
    if (row) {
      const created = await findAccessCodeById(ctx.db, row.id);
      if (!created) throw internalError();
      return presentAccessCode(created, now);
    }
  }
  throw internalError();
}

export async function listCodes(ctx: ActorContext, input: { status?: AccessCodeStatus; q?: string }) {
  const now = ctx.clock.now();
  const rows = await listAccessCodes(ctx.db, { now, status: input.status, search: input.q || undefined });
  return rows.map((row) => presentAccessCode(row, now));
}

export async function listCodeRedemptions(ctx: ActorContext, codeId: string) {
  if (!(await findAccessCodeById(ctx.db, codeId))) throw notFound("access code");
  return (await listRedemptions(ctx.db, codeId)).map(presentRedemption);
}

/** Stops future redemptions; grants already given stay (revoking is per member, §4.2). Audited. */
export async function turnOffCode(ctx: ActorContext, codeId: string) {
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const before = await findAccessCodeById(tx, codeId);
    if (!before) throw notFound("access code");
    await deactivateAccessCode(tx, codeId, now);
    if (before.isActive) {
      await insertAuditEntry(tx, {
        actorId: ctx.actor.userId,
        action: "access_code.turn_off",
        targetType: "access_code",
        targetId: codeId,
        payload: { code: before.code },
        createdAt: now,
      });
    }
  });
  const row = await findAccessCodeById(ctx.db, codeId);
  if (!row) throw notFound("access code");
  return presentAccessCode(row, now);
}

/** A refusal the member can act on; 4xx with the screen's message. */
const refused = (status: 404 | 409 | 410, code: string, message: string) =>
  new AppError(status, code, message);

/**
 * Members: redeem a code (screens §3.3). One transaction holds the code row locked while it
 * checks, in the spec's order, then adds the grant and the redemption and counts the use — so
 * two members racing for a code's last use cannot both get it.
 */
export async function redeemAccessCode(
  ctx: ActorContext,
  input: { code: string },
  address: string | null,
): Promise<RedeemResultDto> {
  const now = ctx.clock.now();
  const userId = ctx.actor.userId;
  await refuseWhenThrottled(ctx, userId, address, now);
  const result = await redeemInTransaction(ctx, input, now).catch(async (error: unknown) => {
    // Only an unknown code is a guess; the other refusals name a real code the member already has.
    if (error instanceof AppError && error.code === "access_code_invalid") {
      await insertRedeemFailure(ctx.db, { userId, address, failedAt: now });
    }
    throw error;
  });
  ctx.logger?.info({ userId, codeId: result.code.id, grantId: result.grant.id }, "access code redeemed");
  return {
    grantDays: result.code.grantDays,
    grant: {
      id: result.grant.id,
      startsAt: result.grant.startsAt.toISOString(),
      endsAt: result.grant.endsAt?.toISOString() ?? null,
    },
    message: accessGrantedMessage(result.code.grantDays),
  };
}

/**
 * Codes are 8 characters from 31, too many to guess, unless guessing is free: after `redeemThrottle.perMember`
 * wrong codes from one member, or `perAddress` from one address, within the window, redemption answers 429
 * (even for a right code, or the guessing would go on) until the oldest of those guesses ages out.
 */
async function refuseWhenThrottled(ctx: ActorContext, userId: string, address: string | null, now: Date) {
  const windowMs = redeemThrottle.windowMinutes * 60_000;
  const failures = await countRedeemFailures(ctx.db, {
    userId,
    address,
    since: new Date(now.getTime() - windowMs),
  });
  const freeAt = [
    failures.byMember >= redeemThrottle.perMember ? failures.oldestByMember : null,
    failures.byAddress >= redeemThrottle.perAddress ? failures.oldestByAddress : null,
  ]
    .filter((oldest): oldest is Date => oldest !== null)
    .map((oldest) => oldest.getTime() + windowMs);
  if (freeAt.length === 0) return;
  const retryAfterSeconds = Math.max(1, Math.ceil((Math.max(...freeAt) - now.getTime()) / 1000));
  ctx.logger?.warn({ userId, address, ...failures }, "access code redemption throttled");
  throw tooManyRequests("access_code_throttled", tooManyWrongCodesMessage(retryAfterSeconds), {
    retryAfterSeconds,
  });
}

async function redeemInTransaction(ctx: ActorContext, input: { code: string }, now: Date) {
  const userId = ctx.actor.userId;
  return ctx.db.transaction(async (tx) => {
    const code = await lockAccessCodeByCode(tx, normalizeAccessCode(input.code));
    if (!code) throw refused(404, "access_code_invalid", m.unknown);
    const status = accessCodeStatus(code, now);
    if (status === "turned_off") throw refused(410, "access_code_turned_off", m.turnedOff);
    // Expired before used up: the spec checks the redeem-by time first.
    if (code.redeemBy.getTime() <= now.getTime()) throw refused(410, "access_code_expired", m.expired);
    if (status === "used_up") throw refused(409, "access_code_used_up", m.usedUp);
    if (await redemptionExists(tx, code.id, userId))
      throw conflict("access_code_already_redeemed", m.alreadyRedeemed);

    // Days stack: a member whose grant still runs gets the new days after it ends.
    const currentEnd = await latestGrantEnd(tx, userId, now);
    const startsAt = code.grantDays !== null && currentEnd && currentEnd > now ? currentEnd : now;
    const endsAt = code.grantDays === null ? null : new Date(startsAt.getTime() + code.grantDays * dayMs);
    const grant = await insertCodeGrant(tx, { userId, codeId: code.id, startsAt, endsAt, createdAt: now });
    await insertRedemption(tx, { codeId: code.id, userId, grantId: grant.id, redeemedAt: now });
    await incrementUsedCount(tx, code.id);
    return { code, grant };
  });
}
