import { and, eq, isNull } from "drizzle-orm";
import type { Db } from "@server/db/client";
import { profiles } from "@server/db/schema";

/**
 * Starts the trial only if this account never had one. The condition sits in the UPDATE itself,
 * so of two simultaneous requests exactly one changes the row (the other waits for the row lock,
 * re-checks the condition and updates nothing). Answers whether this call started it.
 */
export async function startTrialIfNeverStarted(
  db: Db,
  params: { userId: string; startedAt: Date; endsAt: Date },
): Promise<boolean> {
  const updated = await db
    .update(profiles)
    .set({ trialStartedAt: params.startedAt, trialEndsAt: params.endsAt, updatedAt: params.startedAt })
    .where(and(eq(profiles.userId, params.userId), isNull(profiles.trialStartedAt)))
    .returning({ userId: profiles.userId });
  return updated.length === 1;
}
