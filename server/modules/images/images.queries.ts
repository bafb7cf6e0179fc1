import { and, asc, count, desc, eq, ilike, inArray, isNotNull, or, type SQL, sql } from "drizzle-orm";
import type { ImageOrigin, ImageRoom, ImageSort, ImageTab } from "@common/schemas/images";
import type { Db } from "@server/db/client";
import { bibleImages, imageFavourites, profiles } from "@server/db/schema";
import { isHiddenByReports, notHiddenByReports } from "@server/modules/moderation/hidden-by-reports";

export type ImageRow = typeof bibleImages.$inferSelect;
export type NewImageRow = typeof bibleImages.$inferInsert;

export const IMAGE_REPORT_SUBJECT = "bible_image" as const;

/** The gallery rule (§3.11): public, approved (curated rows are seeded approved), and not hidden by open reports. */
function galleryVisible(): SQL {
  return and(
    eq(bibleImages.isPublic, true),
    eq(bibleImages.moderation, "approved"),
    notHiddenByReports(IMAGE_REPORT_SUBJECT, sql`${bibleImages.id}::text`),
  ) as SQL;
}

export type ListedImageRow = {
  image: ImageRow;
  ownerName: string | null;
  favouriteCount: number;
  favourited: boolean;
};

export async function listImages(
  db: Db,
  options: {
    viewerId: string;
    tab: ImageTab;
    q: string | undefined;
    room: ImageRoom | undefined;
    origin: ImageOrigin | undefined;
    sort: ImageSort;
    offset: number;
    limit: number;
  },
): Promise<ListedImageRow[]> {
  const favouriteCount = sql<number>`(select count(*) from ${imageFavourites} where ${imageFavourites.imageId} = ${bibleImages.id})`;
  const favourited = sql<boolean>`exists (select 1 from ${imageFavourites} where ${imageFavourites.imageId} = ${bibleImages.id} and ${imageFavourites.userId} = ${options.viewerId})`;
  const filters: SQL[] = [];
  if (options.tab === "mine") filters.push(eq(bibleImages.userId, options.viewerId));
  else if (options.tab === "gallery") filters.push(galleryVisible());
  else {
    // Favourites: what I favourited and can still see (my own, or still in the gallery).
    filters.push(favourited);
    filters.push(or(eq(bibleImages.userId, options.viewerId), galleryVisible()) as SQL);
  }
  if (options.q) {
    const pattern = `%${options.q.replace(/[\\%_]/g, (found) => `\\${found}`)}%`;
    filters.push(or(ilike(bibleImages.caption, pattern), ilike(bibleImages.verseRef, pattern)) as SQL);
  }
  if (options.room) filters.push(eq(bibleImages.room, options.room));
  if (options.origin) filters.push(eq(bibleImages.origin, options.origin));
  const order =
    options.sort === "popular"
      ? [desc(favouriteCount), desc(bibleImages.createdAt), desc(bibleImages.id)]
      : [desc(bibleImages.createdAt), desc(bibleImages.id)];
  const rows = await db
    .select({ image: bibleImages, ownerName: profiles.displayName, favouriteCount, favourited })
    .from(bibleImages)
    .leftJoin(profiles, eq(profiles.userId, bibleImages.userId))
    .where(and(...filters))
    .orderBy(...order)
    .limit(options.limit)
    .offset(options.offset);
  return rows.map((row) => ({
    ...row,
    favouriteCount: Number(row.favouriteCount),
    favourited: Boolean(row.favourited),
  }));
}

/** One image with what a presenter needs for this viewer. */
export async function findListedImage(
  db: Db,
  imageId: string,
  viewerId: string,
): Promise<ListedImageRow | undefined> {
  const [row] = await db
    .select({
      image: bibleImages,
      ownerName: profiles.displayName,
      favouriteCount: sql<number>`(select count(*) from ${imageFavourites} where ${imageFavourites.imageId} = ${bibleImages.id})`,
      favourited: sql<boolean>`exists (select 1 from ${imageFavourites} where ${imageFavourites.imageId} = ${bibleImages.id} and ${imageFavourites.userId} = ${viewerId})`,
    })
    .from(bibleImages)
    .leftJoin(profiles, eq(profiles.userId, bibleImages.userId))
    .where(eq(bibleImages.id, imageId));
  return row
    ? { ...row, favouriteCount: Number(row.favouriteCount), favourited: Boolean(row.favourited) }
    : undefined;
}

export async function findImage(db: Db, imageId: string, lock = false): Promise<ImageRow | undefined> {
  const query = db.select().from(bibleImages).where(eq(bibleImages.id, imageId));
  const [row] = lock ? await query.for("update") : await query;
  return row;
}

export async function insertImage(db: Db, values: NewImageRow): Promise<ImageRow> {
  const [row] = await db.insert(bibleImages).values(values).returning();
  if (!row) throw new Error("insert bible_images returned no row");
  return row;
}

export async function updateImage(
  db: Db,
  imageId: string,
  values: Partial<Omit<NewImageRow, "id" | "userId" | "origin" | "createdAt">>,
): Promise<ImageRow> {
  const [row] = await db.update(bibleImages).set(values).where(eq(bibleImages.id, imageId)).returning();
  if (!row) throw new Error("update bible_images returned no row");
  return row;
}

export async function deleteImageRow(db: Db, imageId: string): Promise<void> {
  await db.delete(bibleImages).where(eq(bibleImages.id, imageId));
}

export async function imageHiddenByReports(db: Db, imageId: string): Promise<boolean> {
  return isHiddenByReports(db, IMAGE_REPORT_SUBJECT, imageId);
}

export async function addFavourite(db: Db, userId: string, imageId: string, now: Date): Promise<void> {
  await db.insert(imageFavourites).values({ userId, imageId, createdAt: now }).onConflictDoNothing();
}

export async function removeFavourite(db: Db, userId: string, imageId: string): Promise<void> {
  await db
    .delete(imageFavourites)
    .where(and(eq(imageFavourites.userId, userId), eq(imageFavourites.imageId, imageId)));
}

// ---------- moderation queue ----------

export async function imagesWithOwnerName(
  db: Db,
  ids: readonly string[],
): Promise<{ image: ImageRow; ownerName: string | null }[]> {
  if (ids.length === 0) return [];
  return db
    .select({ image: bibleImages, ownerName: profiles.displayName })
    .from(bibleImages)
    .leftJoin(profiles, eq(profiles.userId, bibleImages.userId))
    .where(inArray(bibleImages.id, [...ids]));
}

export async function existingImageIds(db: Db, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: bibleImages.id })
    .from(bibleImages)
    .where(inArray(bibleImages.id, [...ids]));
  return new Set(rows.map((row) => row.id));
}

export async function pendingPublicImages(db: Db): Promise<{ id: string; updatedAt: Date }[]> {
  return db
    .select({ id: bibleImages.id, updatedAt: bibleImages.updatedAt })
    .from(bibleImages)
    .where(and(eq(bibleImages.isPublic, true), eq(bibleImages.moderation, "pending")))
    .orderBy(asc(bibleImages.updatedAt));
}

// ---------- curated seed ----------

export async function seededKeys(db: Db): Promise<Set<string>> {
  const rows = await db
    .select({ seedKey: bibleImages.seedKey })
    .from(bibleImages)
    .where(isNotNull(bibleImages.seedKey));
  return new Set(rows.flatMap((row) => (row.seedKey ? [row.seedKey] : [])));
}

/** Inserts a curated row unless its seed key exists (another instance may seed at the same time). */
export async function insertSeededImage(db: Db, values: NewImageRow): Promise<boolean> {
  const rows = await db
    .insert(bibleImages)
    .values(values)
    .onConflictDoNothing({ target: bibleImages.seedKey })
    .returning({ id: bibleImages.id });
  return rows.length > 0;
}

export async function countImages(db: Db): Promise<number> {
  const [row] = await db.select({ total: count() }).from(bibleImages);
  return Number(row?.total ?? 0);
}
