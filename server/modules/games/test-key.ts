// The end-to-end suite's window into a run (mounted under /api/test only): the server-only state with the keys,
// so a browser test can play a seeded run to a chosen score. Never reachable in production (test routes need
// NODE_ENV=test).
import type { Db } from "@server/db/client";
import { findRun } from "./games.queries";

export async function runKey(
  db: Db,
  runId: string,
): Promise<{ roundNo: number | null; state: unknown } | null> {
  const run = await findRun(db, runId);
  if (!run) return null;
  return { roundNo: run.roundNo, state: (run.state as { engine?: unknown }).engine ?? null };
}
