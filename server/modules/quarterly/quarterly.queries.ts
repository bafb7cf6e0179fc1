import { and, eq } from "drizzle-orm";
import type { Db } from "@server/db/client";
import { quarterlyWorksheets } from "@server/db/schema";

export type WorksheetRow = typeof quarterlyWorksheets.$inferSelect;
type WorksheetFields = Omit<WorksheetRow, "userId" | "week">;

/** The member's worksheet for one ISO week ("2026-W10"); undefined until its first save. */
export async function findWorksheet(db: Db, userId: string, week: string): Promise<WorksheetRow | undefined> {
  const [row] = await db
    .select()
    .from(quarterlyWorksheets)
    .where(and(eq(quarterlyWorksheets.userId, userId), eq(quarterlyWorksheets.week, week)));
  return row;
}

/** Creates the week's worksheet or replaces every field of it. */
export async function upsertWorksheet(
  db: Db,
  userId: string,
  week: string,
  fields: WorksheetFields,
): Promise<WorksheetRow> {
  const [row] = await db
    .insert(quarterlyWorksheets)
    .values({ userId, week, ...fields })
    .onConflictDoUpdate({ target: [quarterlyWorksheets.userId, quarterlyWorksheets.week], set: fields })
    .returning();
  if (!row) throw new Error("upsertWorksheet returned no row");
  return row;
}
