// The public profile projection (data-model.md §13, D6): display name, avatar and level — the only fields of another
// member any response may carry. Every feature that shows other members reads them through here.
import type { PublicProfileDto } from "@common/schemas/public-profile";
import type { Db } from "@server/db/client";
import { profiles } from "@server/db/schema";
import { inArray } from "drizzle-orm";

export type { PublicProfileDto };

export const publicProfileColumns = {
  userId: profiles.userId,
  displayName: profiles.displayName,
  avatarPath: profiles.avatarPath,
  level: profiles.level,
};

/** A profiles row (or the columns above) as the public projection. */
export function toPublicProfile(row: {
  userId: string;
  displayName: string;
  avatarPath: string | null;
  level: number;
}): PublicProfileDto {
  return { userId: row.userId, displayName: row.displayName, avatarUrl: row.avatarPath, level: row.level };
}

/** The public projection of these members, by id; members whose account is gone are missing from the map. */
export async function loadPublicProfiles(
  db: Db,
  userIds: readonly string[],
): Promise<Map<string, PublicProfileDto>> {
  const ids = [...new Set(userIds)];
  if (ids.length === 0) return new Map();
  const rows = await db.select(publicProfileColumns).from(profiles).where(inArray(profiles.userId, ids));
  return new Map(rows.map((row) => [row.userId, toPublicProfile(row)]));
}
