import { and, asc, desc, eq, inArray, ne } from "drizzle-orm";
import type { Db } from "@server/db/client";
import { type AdventureDraftRow, adventureDrafts } from "@server/db/schema";

export type NewAdventureDraft = typeof adventureDrafts.$inferInsert;

export async function insertDraft(db: Db, values: NewAdventureDraft): Promise<AdventureDraftRow> {
  const [row] = await db.insert(adventureDrafts).values(values).returning();
  if (!row) throw new Error("adventure_drafts insert returned nothing");
  return row;
}

/** Sets the payload once the row's id is known (the draft's content id is `draft-{id}`). */
export async function updateDraft(db: Db, id: string, values: Partial<NewAdventureDraft>): Promise<void> {
  await db.update(adventureDrafts).set(values).where(eq(adventureDrafts.id, id));
}

export async function lockDraft(db: Db, id: string): Promise<AdventureDraftRow | undefined> {
  const [row] = await db.select().from(adventureDrafts).where(eq(adventureDrafts.id, id)).for("update");
  return row;
}

/** Every pending draft (newest first), then the `decidedLimit` most recently reviewed. */
export async function listDraftRows(db: Db, decidedLimit: number): Promise<AdventureDraftRow[]> {
  const [pending, decided] = await Promise.all([
    db
      .select()
      .from(adventureDrafts)
      .where(eq(adventureDrafts.status, "pending"))
      .orderBy(desc(adventureDrafts.createdAt), desc(adventureDrafts.id)),
    db
      .select()
      .from(adventureDrafts)
      .where(ne(adventureDrafts.status, "pending"))
      .orderBy(desc(adventureDrafts.reviewedAt), desc(adventureDrafts.id))
      .limit(decidedLimit),
  ]);
  return [...pending, ...decided];
}

/** The approved drafts of a kind in the order they were approved (the order they join a bank). */
export async function approvedDraftRows(db: Db, kind: "hunt" | "puzzle"): Promise<AdventureDraftRow[]> {
  return db
    .select()
    .from(adventureDrafts)
    .where(and(eq(adventureDrafts.kind, kind), eq(adventureDrafts.status, "approved")))
    .orderBy(asc(adventureDrafts.reviewedAt), asc(adventureDrafts.id));
}

export async function approvedDraftRowsById(
  db: Db,
  kind: "hunt" | "puzzle",
  ids: readonly string[],
): Promise<AdventureDraftRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(adventureDrafts)
    .where(
      and(
        eq(adventureDrafts.kind, kind),
        eq(adventureDrafts.status, "approved"),
        inArray(adventureDrafts.id, [...ids]),
      ),
    );
}
