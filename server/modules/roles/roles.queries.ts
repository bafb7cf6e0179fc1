import { and, eq, sql } from "drizzle-orm";
import type { Db } from "@server/db/client";
import { userRoles, users } from "@server/db/schema";

export type AppRole = (typeof userRoles.$inferSelect)["role"];

export async function findRoles(db: Db, userId: string): Promise<AppRole[]> {
  const rows = await db
    .select({ role: userRoles.role })
    .from(userRoles)
    .where(eq(userRoles.userId, userId))
    .orderBy(userRoles.role);
  return rows.map((row) => row.role);
}

export async function hasRole(db: Db, userId: string, role: AppRole): Promise<boolean> {
  const [row] = await db
    .select({ role: userRoles.role })
    .from(userRoles)
    .where(and(eq(userRoles.userId, userId), eq(userRoles.role, role)));
  return row !== undefined;
}

/** Adds the role; false when the member already had it. */
export async function insertRole(
  db: Db,
  values: { userId: string; role: AppRole; grantedBy: string | null; grantedAt: Date },
): Promise<boolean> {
  const inserted = await db
    .insert(userRoles)
    .values(values)
    .onConflictDoNothing()
    .returning({ role: userRoles.role });
  return inserted.length > 0;
}

export async function findUserIdByEmail(db: Db, email: string): Promise<string | undefined> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email.trim()})`);
  return row?.id;
}
