import { and, asc, eq } from "drizzle-orm";
import type { Db } from "@server/db/client";
import { blockLegend, blockLegendDrills } from "@server/db/schema";

export type LegendRow = typeof blockLegend.$inferSelect;
export type DrillRow = typeof blockLegendDrills.$inferSelect;

export async function legendOf(db: Db, userId: string): Promise<LegendRow[]> {
  return db
    .select()
    .from(blockLegend)
    .where(eq(blockLegend.userId, userId))
    .orderBy(asc(blockLegend.blockNo));
}

export async function upsertBlock(db: Db, values: typeof blockLegend.$inferInsert): Promise<LegendRow> {
  const [row] = await db
    .insert(blockLegend)
    .values(values)
    .onConflictDoUpdate({
      target: [blockLegend.userId, blockLegend.blockNo],
      set: { glyph: values.glyph, rationale: values.rationale, updatedAt: values.updatedAt },
    })
    .returning();
  if (!row) throw new Error("upsertBlock returned no row");
  return row;
}

export async function deleteBlock(db: Db, userId: string, blockNo: number): Promise<boolean> {
  const rows = await db
    .delete(blockLegend)
    .where(and(eq(blockLegend.userId, userId), eq(blockLegend.blockNo, blockNo)))
    .returning({ blockNo: blockLegend.blockNo });
  return rows.length > 0;
}

export async function insertDrill(db: Db, values: typeof blockLegendDrills.$inferInsert): Promise<DrillRow> {
  const [row] = await db.insert(blockLegendDrills).values(values).returning();
  if (!row) throw new Error("insertDrill returned no row");
  return row;
}

export async function findOwnDrill(
  db: Db,
  userId: string,
  id: string,
  forUpdate = false,
): Promise<DrillRow | undefined> {
  const query = db
    .select()
    .from(blockLegendDrills)
    .where(and(eq(blockLegendDrills.id, id), eq(blockLegendDrills.userId, userId)));
  const [row] = forUpdate ? await query.for("update") : await query;
  return row;
}

export async function updateDrill(
  db: Db,
  id: string,
  values: Partial<typeof blockLegendDrills.$inferInsert>,
): Promise<void> {
  await db.update(blockLegendDrills).set(values).where(eq(blockLegendDrills.id, id));
}
