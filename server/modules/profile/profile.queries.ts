import { eq, sql } from "drizzle-orm";
import type { Db } from "@server/db/client";
import { profiles, users } from "@server/db/schema";

export type ProfileRow = typeof profiles.$inferSelect;
export type ProfileWithUser = ProfileRow & {
  email: string;
  emailVerified: boolean;
  twoFactorEnabled: boolean | null;
};

export async function findProfileWithUser(db: Db, userId: string): Promise<ProfileWithUser | undefined> {
  const [row] = await db
    .select({
      profile: profiles,
      email: users.email,
      emailVerified: users.emailVerified,
      twoFactorEnabled: users.twoFactorEnabled,
    })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.userId))
    .where(eq(profiles.userId, userId));
  return (
    row && {
      ...row.profile,
      email: row.email,
      emailVerified: row.emailVerified,
      twoFactorEnabled: row.twoFactorEnabled,
    }
  );
}

export async function findProfileByReferralCode(db: Db, code: string): Promise<ProfileRow | undefined> {
  const [row] = await db.select().from(profiles).where(eq(profiles.referralCode, code));
  return row;
}

export async function usernameExists(db: Db, username: string): Promise<boolean> {
  const [row] = await db
    .select({ userId: profiles.userId })
    .from(profiles)
    .where(sql`lower(${profiles.username}) = lower(${username})`);
  return row !== undefined;
}

export async function referralCodeExists(db: Db, code: string): Promise<boolean> {
  return (await findProfileByReferralCode(db, code)) !== undefined;
}

export async function insertProfile(db: Db, values: typeof profiles.$inferInsert): Promise<void> {
  await db.insert(profiles).values(values).onConflictDoNothing({ target: profiles.userId });
}

/** Only the member-editable columns can reach this function (the input type says which). */
export async function updateProfileColumns(
  db: Db,
  userId: string,
  values: { displayName?: string; timeZone?: string; updatedAt: Date },
): Promise<void> {
  await db.update(profiles).set(values).where(eq(profiles.userId, userId));
}

export async function updateUserName(db: Db, userId: string, name: string, now: Date): Promise<void> {
  await db.update(users).set({ name, updatedAt: now }).where(eq(users.id, userId));
}

export async function deleteUser(db: Db, userId: string): Promise<void> {
  // profiles, sessions, accounts and everything member-owned cascade from users.
  await db.delete(users).where(eq(users.id, userId));
}

/** The member's referral code, for share links (`…?ref={code}`: hunts, escape rooms). */
export async function memberReferralCode(db: Db, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ code: profiles.referralCode })
    .from(profiles)
    .where(eq(profiles.userId, userId));
  return row?.code ?? null;
}
