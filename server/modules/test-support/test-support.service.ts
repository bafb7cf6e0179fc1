import { eq } from "drizzle-orm";
import type { Db } from "@server/db/client";
import { profiles, users } from "@server/db/schema";
import { notFound } from "@server/http/errors";
import type { TestEntitlementsInput } from "./test-support.routes";

const toDate = (value: string | null | undefined) =>
  value === undefined ? undefined : value === null ? null : new Date(value);

export async function setEntitlementsByEmail(db: Db, input: TestEntitlementsInput): Promise<void> {
  const [user] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, input.email.toLowerCase()));
  if (!user) throw notFound("user");
  await db
    .update(profiles)
    .set({
      trialStartedAt: toDate(input.trialStartedAt),
      trialEndsAt: toDate(input.trialEndsAt),
      isStudent: input.isStudent,
      studentExpiresAt: toDate(input.studentExpiresAt),
      subscriptionStatus: input.subscriptionStatus,
      subscriptionPlan: input.subscriptionPlan,
      subscriptionPeriodEnd: toDate(input.subscriptionPeriodEnd),
      subscriptionCancelAtPeriodEnd: input.subscriptionCancelAtPeriodEnd,
    })
    .where(eq(profiles.userId, user.id));
}
