import { eq } from "drizzle-orm";
import type { Db } from "@server/db/client";
import { profiles, userSettings } from "@server/db/schema";

export type SettingsRow = typeof userSettings.$inferSelect;

/** The two privacy switches of the Preferences tab, which live on the member's profile. */
export type PrivacyRow = { leaderboardVisible: boolean; discoverable: boolean };

/** The member's settings row; undefined until their first change (the defaults apply). */
export async function findSettings(db: Db, userId: string): Promise<SettingsRow | undefined> {
  const [row] = await db.select().from(userSettings).where(eq(userSettings.userId, userId));
  return row;
}

/**
 * Creates the row with the column defaults plus `values`, or updates those columns of it. Without `earlyAccess`
 * only `updated_at` moves (another preference of the tab changed).
 */
export async function upsertSettings(
  db: Db,
  userId: string,
  values: { earlyAccess?: boolean; updatedAt: Date },
): Promise<SettingsRow> {
  const set = values.earlyAccess === undefined ? { updatedAt: values.updatedAt } : values;
  const [row] = await db
    .insert(userSettings)
    .values({ userId, ...set })
    .onConflictDoUpdate({ target: userSettings.userId, set })
    .returning();
  if (!row) throw new Error("upsertSettings returned no row");
  return row;
}

export async function findPrivacy(db: Db, userId: string): Promise<PrivacyRow | undefined> {
  const [row] = await db
    .select({ leaderboardVisible: profiles.leaderboardVisible, discoverable: profiles.discoverable })
    .from(profiles)
    .where(eq(profiles.userId, userId));
  return row;
}

/** Sets the privacy switches given (the others keep their value) and returns both. */
export async function updatePrivacy(
  db: Db,
  userId: string,
  values: Partial<PrivacyRow> & { updatedAt: Date },
): Promise<PrivacyRow | undefined> {
  const [row] = await db
    .update(profiles)
    .set(values)
    .where(eq(profiles.userId, userId))
    .returning({ leaderboardVisible: profiles.leaderboardVisible, discoverable: profiles.discoverable });
  return row;
}
