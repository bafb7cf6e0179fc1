import { eq } from "drizzle-orm";
import type { Db } from "@server/db/client";
import { userSettings } from "@server/db/schema";

export type SettingsRow = typeof userSettings.$inferSelect;

/** The member's settings row; undefined until their first change (the defaults apply). */
export async function findSettings(db: Db, userId: string): Promise<SettingsRow | undefined> {
  const [row] = await db.select().from(userSettings).where(eq(userSettings.userId, userId));
  return row;
}

/** Creates the row with the column defaults plus `values`, or updates those columns of it. */
export async function upsertSettings(
  db: Db,
  userId: string,
  values: { earlyAccess: boolean; updatedAt: Date },
): Promise<SettingsRow> {
  const [row] = await db
    .insert(userSettings)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: userSettings.userId, set: values })
    .returning();
  if (!row) throw new Error("upsertSettings returned no row");
  return row;
}
