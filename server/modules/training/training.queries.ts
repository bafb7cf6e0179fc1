import { and, eq, isNotNull, sql } from "drizzle-orm";
import type { Db } from "@server/db/client";
import { scenarioResults } from "@server/db/schema";

export type ScenarioResultRow = typeof scenarioResults.$inferSelect;

export async function listResults(db: Db, userId: string): Promise<ScenarioResultRow[]> {
  return db.select().from(scenarioResults).where(eq(scenarioResults.userId, userId));
}

/** Records an answer: attempts + 1, the last choice, and the first time it was right. */
export async function recordAnswer(
  db: Db,
  values: { userId: string; scenarioId: string; choice: number; correct: boolean; now: Date },
) {
  await db
    .insert(scenarioResults)
    .values({
      userId: values.userId,
      scenarioId: values.scenarioId,
      lastChoice: values.choice,
      lastCorrect: values.correct,
      attempts: 1,
      firstCorrectAt: values.correct ? values.now : null,
      updatedAt: values.now,
    })
    .onConflictDoUpdate({
      target: [scenarioResults.userId, scenarioResults.scenarioId],
      set: {
        lastChoice: values.choice,
        lastCorrect: values.correct,
        attempts: sql`${scenarioResults.attempts} + 1`,
        firstCorrectAt: values.correct
          ? sql`coalesce(${scenarioResults.firstCorrectAt}, ${values.now.toISOString()}::timestamptz)`
          : scenarioResults.firstCorrectAt,
        updatedAt: values.now,
      },
    });
}

export async function countMastered(db: Db, userId: string, scenarioIds: readonly string[]): Promise<number> {
  const rows = await db
    .select({ scenarioId: scenarioResults.scenarioId })
    .from(scenarioResults)
    .where(and(eq(scenarioResults.userId, userId), isNotNull(scenarioResults.firstCorrectAt)));
  const known = new Set(scenarioIds);
  return rows.filter((row) => known.has(row.scenarioId)).length;
}
