import { and, asc, count, eq, inArray, or, sql } from "drizzle-orm";
import type { Db } from "@server/db/client";
import { partnerships, profiles, userSettings } from "@server/db/schema";

export type PartnershipRow = typeof partnerships.$inferSelect;
type Status = PartnershipRow["status"];

/** The member a username names (exact, case-insensitive), with whether they let others find them. */
export async function findMemberByUsername(
  db: Db,
  username: string,
): Promise<{ userId: string; discoverable: boolean } | undefined> {
  const [row] = await db
    .select({ userId: profiles.userId, discoverable: profiles.discoverable })
    .from(profiles)
    .where(sql`lower(${profiles.username}) = lower(${username})`)
    .limit(1);
  return row;
}

/**
 * Locks both members' profile rows, always in the same (id) order so two requests between the same pair, or a
 * request and an acceptance, wait for each other instead of deadlocking. The limits are counted under these locks.
 */
export async function lockMembers(db: Db, userIds: readonly string[]): Promise<void> {
  const ids = [...new Set(userIds)].sort();
  for (const id of ids) {
    await db.select({ id: profiles.userId }).from(profiles).where(eq(profiles.userId, id)).for("update");
  }
}

const pairOf = (a: string, b: string) =>
  or(
    and(eq(partnerships.requesterId, a), eq(partnerships.addresseeId, b)),
    and(eq(partnerships.requesterId, b), eq(partnerships.addresseeId, a)),
  );

/** The pair's pending or active partnership (at most one: the unique index), locked for the transaction. */
export async function findOpenPartnership(db: Db, a: string, b: string): Promise<PartnershipRow | undefined> {
  const [row] = await db
    .select()
    .from(partnerships)
    .where(and(pairOf(a, b), inArray(partnerships.status, ["pending", "active"])))
    .limit(1)
    .for("update");
  return row;
}

export async function countPendingOutgoing(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(partnerships)
    .where(and(eq(partnerships.requesterId, userId), eq(partnerships.status, "pending")));
  return Number(row?.n ?? 0);
}

export async function countActivePartners(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(partnerships)
    .where(
      and(
        or(eq(partnerships.requesterId, userId), eq(partnerships.addresseeId, userId)),
        eq(partnerships.status, "active"),
      ),
    );
  return Number(row?.n ?? 0);
}

/**
 * A new pending request. Undefined when the pair's unique index refused it: another pending or active row for the
 * pair was committed meanwhile (ON CONFLICT DO NOTHING keeps the transaction usable, so the caller can say why).
 */
export async function insertRequest(
  db: Db,
  values: { requesterId: string; addresseeId: string; message: string; createdAt: Date },
): Promise<PartnershipRow | undefined> {
  const [row] = await db.insert(partnerships).values(values).onConflictDoNothing().returning();
  return row;
}

/** A partnership of this member (either side), by id; `lock`: locked for the transaction. */
export async function findPartnershipOf(
  db: Db,
  id: string,
  userId: string,
  options: { lock: boolean },
): Promise<PartnershipRow | undefined> {
  const query = db
    .select()
    .from(partnerships)
    .where(
      and(
        eq(partnerships.id, id),
        or(eq(partnerships.requesterId, userId), eq(partnerships.addresseeId, userId)),
      ),
    )
    .limit(1);
  const [row] = options.lock ? await query.for("update") : await query;
  return row;
}

/** Moves a partnership from `from` to another status; undefined when it no longer was `from`. */
export async function updateStatus(
  db: Db,
  id: string,
  from: Status,
  values: Pick<Partial<PartnershipRow>, "status" | "respondedAt" | "endedAt" | "endedBy">,
): Promise<PartnershipRow | undefined> {
  const [row] = await db
    .update(partnerships)
    .set(values)
    .where(and(eq(partnerships.id, id), eq(partnerships.status, from)))
    .returning();
  return row;
}

/** The member's pending and active partnerships, oldest first (the service orders each list for display). */
export async function listOpenPartnershipsOf(db: Db, userId: string): Promise<PartnershipRow[]> {
  return db
    .select()
    .from(partnerships)
    .where(
      and(
        or(eq(partnerships.requesterId, userId), eq(partnerships.addresseeId, userId)),
        inArray(partnerships.status, ["pending", "active"]),
      ),
    )
    .orderBy(asc(partnerships.createdAt), asc(partnerships.id));
}

/** Whether the member wants partner requests by mail (user_settings; a member without a row has the default, on). */
export async function wantsPartnerRequestMail(db: Db, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ on: userSettings.emailPartnerRequests })
    .from(userSettings)
    .where(eq(userSettings.userId, userId));
  return row?.on ?? true;
}
