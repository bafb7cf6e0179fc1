import { and, desc, eq, gt, gte, ilike, isNotNull, isNull, lte, or, sql, type SQL } from "drizzle-orm";
import type { Db } from "@server/db/client";
import {
  accessCodeFailures,
  accessCodeRedemptions,
  accessCodes,
  accessGrants,
  profiles,
  users,
} from "@server/db/schema";
import type { AccessCodeStatus } from "@common/domain/access-codes";

export type AccessCodeRow = typeof accessCodes.$inferSelect;
export type AccessCodeListRow = AccessCodeRow & { createdByName: string | null };

/** Newest codes shown in the admin table (the list has no paging yet). */
export const accessCodeListLimit = 500;

/** Inserts a code unless its text is taken (case-insensitively); undefined then, so the caller retries. */
export async function insertAccessCode(
  db: Db,
  values: typeof accessCodes.$inferInsert,
): Promise<AccessCodeRow | undefined> {
  const [row] = await db.insert(accessCodes).values(values).onConflictDoNothing().returning();
  return row;
}

const usedUp = () => and(isNotNull(accessCodes.maxUses), gte(accessCodes.usedCount, accessCodes.maxUses));

/** The SQL twin of common/domain accessCodeStatus, so the status filter runs in the database. */
function statusCondition(status: AccessCodeStatus, now: Date): SQL | undefined {
  const active = eq(accessCodes.isActive, true);
  switch (status) {
    case "turned_off":
      return eq(accessCodes.isActive, false);
    case "used_up":
      return and(active, usedUp());
    case "expired":
      return and(active, sql`not (${usedUp()})`, lte(accessCodes.redeemBy, now));
    case "active":
      return and(active, sql`not (${usedUp()})`, gt(accessCodes.redeemBy, now));
  }
}

export async function listAccessCodes(
  db: Db,
  params: { now: Date; status?: AccessCodeStatus; search?: string },
): Promise<AccessCodeListRow[]> {
  const search = params.search ? `%${params.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
  const rows = await db
    .select({ code: accessCodes, createdByName: profiles.displayName })
    .from(accessCodes)
    .leftJoin(profiles, eq(profiles.userId, accessCodes.createdBy))
    .where(
      and(
        params.status ? statusCondition(params.status, params.now) : undefined,
        search ? or(ilike(accessCodes.code, search), ilike(accessCodes.label, search)) : undefined,
      ),
    )
    .orderBy(desc(accessCodes.createdAt), desc(accessCodes.id))
    .limit(accessCodeListLimit);
  return rows.map((row) => ({ ...row.code, createdByName: row.createdByName }));
}

export async function findAccessCodeById(db: Db, id: string): Promise<AccessCodeListRow | undefined> {
  const [row] = await db
    .select({ code: accessCodes, createdByName: profiles.displayName })
    .from(accessCodes)
    .leftJoin(profiles, eq(profiles.userId, accessCodes.createdBy))
    .where(eq(accessCodes.id, id));
  return row && { ...row.code, createdByName: row.createdByName };
}

/** Turns the code off (the first time stamps deactivated_at); false when there is no such code. */
export async function deactivateAccessCode(db: Db, id: string, now: Date): Promise<boolean> {
  const [row] = await db
    .update(accessCodes)
    .set({
      isActive: false,
      deactivatedAt: sql`coalesce(${accessCodes.deactivatedAt}, ${now.toISOString()}::timestamptz)`,
    })
    .where(eq(accessCodes.id, id))
    .returning({ id: accessCodes.id });
  return row !== undefined;
}

export async function listRedemptions(db: Db, codeId: string) {
  return db
    .select({
      userId: accessCodeRedemptions.userId,
      displayName: profiles.displayName,
      email: users.email,
      redeemedAt: accessCodeRedemptions.redeemedAt,
    })
    .from(accessCodeRedemptions)
    .innerJoin(profiles, eq(profiles.userId, accessCodeRedemptions.userId))
    .innerJoin(users, eq(users.id, accessCodeRedemptions.userId))
    .where(eq(accessCodeRedemptions.codeId, codeId))
    .orderBy(desc(accessCodeRedemptions.redeemedAt));
}

/**
 * The code row, locked until the transaction ends (`select … for update`): concurrent
 * redemptions of one code queue here and each sees the used_count the previous one left.
 */
export async function lockAccessCodeByCode(tx: Db, code: string): Promise<AccessCodeRow | undefined> {
  const [row] = await tx
    .select()
    .from(accessCodes)
    .where(sql`upper(${accessCodes.code}) = upper(${code})`)
    .for("update");
  return row;
}

export async function redemptionExists(tx: Db, codeId: string, userId: string): Promise<boolean> {
  const [row] = await tx
    .select({ codeId: accessCodeRedemptions.codeId })
    .from(accessCodeRedemptions)
    .where(and(eq(accessCodeRedemptions.codeId, codeId), eq(accessCodeRedemptions.userId, userId)));
  return row !== undefined;
}

/** When the member's current time-boxed grants run out (null: none running past `now`). */
export async function latestGrantEnd(tx: Db, userId: string, now: Date): Promise<Date | null> {
  const [row] = await tx
    .select({ endsAt: sql<Date | string | null>`max(${accessGrants.endsAt})` })
    .from(accessGrants)
    .where(
      and(eq(accessGrants.userId, userId), isNull(accessGrants.revokedAt), gt(accessGrants.endsAt, now)),
    );
  const value = row?.endsAt ?? null;
  return value === null ? null : new Date(value);
}

export async function insertCodeGrant(
  tx: Db,
  values: { userId: string; codeId: string; startsAt: Date; endsAt: Date | null; createdAt: Date },
) {
  const [grant] = await tx
    .insert(accessGrants)
    .values({
      userId: values.userId,
      source: "access_code",
      sourceId: values.codeId,
      startsAt: values.startsAt,
      endsAt: values.endsAt,
      createdAt: values.createdAt,
    })
    .returning({ id: accessGrants.id, startsAt: accessGrants.startsAt, endsAt: accessGrants.endsAt });
  if (!grant) throw new Error("insertCodeGrant: no row returned");
  return grant;
}

export async function insertRedemption(
  tx: Db,
  values: { codeId: string; userId: string; grantId: string; redeemedAt: Date },
) {
  await tx.insert(accessCodeRedemptions).values(values);
}

export async function incrementUsedCount(tx: Db, codeId: string) {
  await tx
    .update(accessCodes)
    .set({ usedCount: sql`${accessCodes.usedCount} + 1` })
    .where(eq(accessCodes.id, codeId));
}

export async function insertRedeemFailure(
  db: Db,
  row: { userId: string; address: string | null; failedAt: Date },
): Promise<void> {
  await db.insert(accessCodeFailures).values(row);
}

/** Wrong guesses after `since`, by this member and from this address, with the oldest of each (for Retry-After). */
export async function countRedeemFailures(
  db: Db,
  filter: { userId: string; address: string | null; since: Date },
): Promise<{
  byMember: number;
  byAddress: number;
  oldestByMember: Date | null;
  oldestByAddress: Date | null;
}> {
  const recent = gt(accessCodeFailures.failedAt, filter.since);
  const count = (where: SQL | undefined) =>
    db
      .select({
        count: sql<number>`count(*)::int`,
        oldest: sql<Date | null>`min(${accessCodeFailures.failedAt})`,
      })
      .from(accessCodeFailures)
      .where(where);
  const [[member], [address]] = await Promise.all([
    count(and(eq(accessCodeFailures.userId, filter.userId), recent)),
    filter.address === null
      ? Promise.resolve([{ count: 0, oldest: null }])
      : count(and(eq(accessCodeFailures.address, filter.address), recent)),
  ]);
  const asDate = (value: Date | string | null | undefined) => (value == null ? null : new Date(value));
  return {
    byMember: member?.count ?? 0,
    byAddress: address?.count ?? 0,
    oldestByMember: asDate(member?.oldest),
    oldestByAddress: asDate(address?.oldest),
  };
}
