// The AI judge's rows (game_ai_judgements): its cache and its hourly call count (games.md §3.5).
import { and, asc, count, eq, gt } from "drizzle-orm";
import type { Verdict } from "@common/games/judge/types";
import type { Db } from "@server/db/client";
import { gameAiJudgements } from "@server/db/schema";

export interface JudgementKey {
  gameId: string;
  promptKey: string;
  answerHash: string;
}

/** The model's first settled answer for this text in this round, if it ever gave one. */
export async function findCachedJudgement(
  db: Db,
  key: JudgementKey,
): Promise<{ verdict: Verdict; feedback: string } | undefined> {
  const [row] = await db
    .select({ verdict: gameAiJudgements.verdict, feedback: gameAiJudgements.feedback })
    .from(gameAiJudgements)
    .where(
      and(
        eq(gameAiJudgements.gameId, key.gameId),
        eq(gameAiJudgements.promptKey, key.promptKey),
        eq(gameAiJudgements.answerHash, key.answerHash),
        eq(gameAiJudgements.status, "ok"),
      ),
    )
    // The first answer, so a second call made by a race never changes what the text is worth.
    .orderBy(asc(gameAiJudgements.createdAt))
    .limit(1);
  if (!row?.verdict || row.feedback === null) return undefined;
  return { verdict: row.verdict, feedback: row.feedback };
}

/** Model calls a member made since `since` (every row is one call, settled or not). */
export async function countCallsSince(db: Db, userId: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ calls: count() })
    .from(gameAiJudgements)
    .where(and(eq(gameAiJudgements.userId, userId), gt(gameAiJudgements.createdAt, since)));
  return row?.calls ?? 0;
}

/** Notes a call before it is made, so it counts even if the process stops mid-call. */
export async function insertCall(
  db: Db,
  values: JudgementKey & { userId: string; createdAt: Date },
): Promise<string> {
  const [row] = await db
    .insert(gameAiJudgements)
    .values({ ...values, status: "pending" })
    .returning({ id: gameAiJudgements.id });
  if (!row) throw new Error("game_ai_judgements: the insert returned no row");
  return row.id;
}

export async function settleCall(
  db: Db,
  id: string,
  outcome: { status: "ok"; verdict: Verdict; feedback: string } | { status: "failed"; failure: string },
): Promise<void> {
  await db.update(gameAiJudgements).set(outcome).where(eq(gameAiJudgements.id, id));
}
