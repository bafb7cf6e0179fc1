import { randomInt } from "node:crypto";
import { limits } from "@common/constants/limits";
import type { UpdateProfileInput } from "@common/schemas/profile";
import { notFound, validationFailed } from "@server/http/errors";
import type { ActorContext, ServiceContext } from "@server/http/context";
import {
  deleteUser,
  findProfileByReferralCode,
  findProfileWithUser,
  insertProfile,
  referralCodeExists,
  updateProfileColumns,
  updateUserName,
  usernameExists,
} from "./profile.queries";
import { loadAccess } from "../access/access.service";
import { insertReferral } from "../referrals/referrals.queries";
import { publishReferralEvent } from "../referrals/referrals.service";
import { findRoles } from "../roles/roles.queries";
import { presentProfile } from "./profile.presenter";

// No 0/O or 1/I: people read these codes aloud and type them from screenshots.
const codeAlphabet = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
const dayMs = 24 * 60 * 60 * 1000;

function randomCode(length: number): string {
  let code = "";
  for (let i = 0; i < length; i += 1) code += codeAlphabet[randomInt(codeAlphabet.length)];
  return code;
}

async function uniqueReferralCode(ctx: ServiceContext): Promise<string> {
  for (;;) {
    const code = `PT${randomCode(8)}`;
    if (!(await referralCodeExists(ctx.db, code))) return code;
  }
}

/** A handle derived from the display name: lower-case letters, digits and underscores, 3–20 long. */
export function usernameBase(displayName: string): string {
  const base = displayName
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "_")
    .replace(/^_+|_+$/g, "")
    .slice(0, 14);
  return base.length >= 3 ? base : `member${base ? `_${base}` : ""}`.slice(0, 14);
}

async function uniqueUsername(ctx: ServiceContext, displayName: string): Promise<string> {
  const base = usernameBase(displayName);
  if (!(await usernameExists(ctx.db, base))) return base;
  for (;;) {
    const candidate = `${base}_${randomInt(1000, 99999)}`;
    if (!(await usernameExists(ctx.db, candidate))) return candidate;
  }
}

/**
 * Called by the auth library right after it creates a user. A valid referral code of another
 * member links the two and starts the 7-day trial (screens §2.2); an unknown code is kept as
 * given and otherwise ignored, so it never blocks a sign-up.
 */
export async function createProfileForNewUser(
  ctx: ServiceContext,
  input: { userId: string; displayName: string; signupReferralCode: string | null },
): Promise<void> {
  const now = ctx.clock.now();
  const referrer = input.signupReferralCode
    ? await findProfileByReferralCode(ctx.db, input.signupReferralCode)
    : undefined;
  const referred = referrer !== undefined && referrer.userId !== input.userId;
  const username = await uniqueUsername(ctx, input.displayName);
  const referralCode = await uniqueReferralCode(ctx);
  await ctx.db.transaction(async (tx) => {
    await insertProfile(tx, {
      userId: input.userId,
      displayName: input.displayName.trim(),
      username,
      referralCode,
      signupReferralCode: input.signupReferralCode,
      referredBy: referred ? referrer.userId : null,
      trialStartedAt: referred ? now : null,
      trialEndsAt: referred ? new Date(now.getTime() + limits.trialDays * dayMs) : null,
      createdAt: now,
      updatedAt: now,
    });
    // The referrer's list (screens §3.6) starts here; the row's foreign keys need the profile first.
    if (referred && input.signupReferralCode) {
      await insertReferral(tx, {
        referrerId: referrer.userId,
        referredUserId: input.userId,
        codeUsed: input.signupReferralCode,
        createdAt: now,
      });
    }
  });
  if (referred) await publishReferralEvent(ctx, referrer.userId);
}

export async function getMyProfile(ctx: ActorContext) {
  const row = await findProfileWithUser(ctx.db, ctx.actor.userId);
  if (!row) throw notFound("profile");
  return presentProfile(row, await loadAccess(ctx, row.userId, row), await findRoles(ctx.db, row.userId));
}

export async function updateMyProfile(ctx: ActorContext, input: UpdateProfileInput) {
  const now = ctx.clock.now();
  const changes: { displayName?: string; timeZone?: string; updatedAt: Date } = { updatedAt: now };
  if (input.displayName !== undefined) changes.displayName = input.displayName.trim();
  if (input.timeZone !== undefined) changes.timeZone = input.timeZone;
  await ctx.db.transaction(async (tx) => {
    await updateProfileColumns(tx, ctx.actor.userId, changes);
    // The auth library's user name mirrors the display name (it appears in its session payload).
    if (changes.displayName) await updateUserName(tx, ctx.actor.userId, changes.displayName, now);
  });
  return getMyProfile(ctx);
}

/** Deleting needs the account's own e-mail typed back (screens §3.5); everything owned goes with it. */
export async function deleteMyAccount(ctx: ActorContext, input: { confirmEmail: string }) {
  const row = await findProfileWithUser(ctx.db, ctx.actor.userId);
  if (!row) throw notFound("profile");
  if (input.confirmEmail.trim().toLowerCase() !== row.email.toLowerCase()) {
    throw validationFailed("Type your account's email address exactly to confirm.", {
      field: "confirmEmail",
    });
  }
  await deleteUser(ctx.db, ctx.actor.userId);
  ctx.logger?.info({ userId: ctx.actor.userId }, "account deleted");
}
