import { and, desc, eq, inArray, isNotNull, ne, sql } from "drizzle-orm";
import type { Db } from "@server/db/client";
import { paymentEvents, profiles, subscriptions } from "@server/db/schema";

export type SubscriptionRow = typeof subscriptions.$inferSelect;
type SubscriptionStatus = SubscriptionRow["status"];

/** Statuses a subscription only reaches after it was paid for once. */
export const everPaidStatuses: SubscriptionStatus[] = ["active", "past_due", "cancelled"];

/**
 * Records a provider event before anything else happens. Answers false when its id is already
 * there (a replay): the unique index makes a concurrent duplicate wait and then insert nothing.
 */
export async function insertPaymentEvent(
  db: Db,
  params: { providerEventId: string; type: string; payload: unknown; receivedAt: Date },
): Promise<number | undefined> {
  const [row] = await db
    .insert(paymentEvents)
    .values(params)
    .onConflictDoNothing({ target: paymentEvents.providerEventId })
    .returning({ id: paymentEvents.id });
  return row?.id;
}

export async function markPaymentEventProcessed(db: Db, id: number, processedAt: Date, error: string | null) {
  await db.update(paymentEvents).set({ processedAt, error }).where(eq(paymentEvents.id, id));
}

export async function profileExists(db: Db, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ userId: profiles.userId })
    .from(profiles)
    .where(eq(profiles.userId, userId));
  return row !== undefined;
}

export async function findSubscriptionByProviderId(db: Db, providerSubscriptionId: string) {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.providerSubscriptionId, providerSubscriptionId));
  return row;
}

/** The account a provider customer belongs to, from any subscription we already hold for it. */
export async function findUserByCustomer(db: Db, providerCustomerId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ userId: subscriptions.userId })
    .from(subscriptions)
    .where(eq(subscriptions.providerCustomerId, providerCustomerId))
    .limit(1);
  return row?.userId;
}

/**
 * The account named by an already received checkout completion for this customer (its
 * client_reference_id): the subscription event may arrive before any subscription row exists.
 * Reads Stripe's event shape, the only provider we store events of.
 */
export async function findUserByCheckoutCustomer(
  db: Db,
  providerCustomerId: string,
): Promise<string | undefined> {
  const [row] = await db
    .select({
      userId: sql<string | null>`${paymentEvents.payload}->'data'->'object'->>'client_reference_id'`,
    })
    .from(paymentEvents)
    .where(
      and(
        eq(paymentEvents.type, "checkout.session.completed"),
        sql`${paymentEvents.payload}->'data'->'object'->>'customer' = ${providerCustomerId}`,
      ),
    )
    .orderBy(desc(paymentEvents.id))
    .limit(1);
  return row?.userId ?? undefined;
}

export async function upsertSubscription(
  db: Db,
  values: {
    userId: string;
    provider: string;
    providerCustomerId: string | null;
    providerSubscriptionId: string;
    plan: "essential" | "premium";
    status: SubscriptionStatus;
    currentPeriodEnd: Date | null;
    cancelAtPeriodEnd: boolean;
    now: Date;
  },
) {
  const ended = values.status === "cancelled" || values.status === "expired";
  const { now, ...columns } = values;
  await db
    .insert(subscriptions)
    .values({ ...columns, startedAt: now, updatedAt: now, endedAt: ended ? now : null })
    .onConflictDoUpdate({
      target: subscriptions.providerSubscriptionId,
      set: {
        providerCustomerId: sql`coalesce(excluded.provider_customer_id, ${subscriptions.providerCustomerId})`,
        plan: columns.plan,
        status: columns.status,
        currentPeriodEnd: columns.currentPeriodEnd,
        cancelAtPeriodEnd: columns.cancelAtPeriodEnd,
        endedAt: ended ? sql`coalesce(${subscriptions.endedAt}, ${now.toISOString()}::timestamptz)` : null,
        updatedAt: now,
      },
    });
}

export async function setSubscriptionStatus(
  db: Db,
  providerSubscriptionId: string,
  status: SubscriptionStatus,
  now: Date,
) {
  const [row] = await db
    .update(subscriptions)
    .set({ status, updatedAt: now })
    .where(eq(subscriptions.providerSubscriptionId, providerSubscriptionId))
    .returning({ userId: subscriptions.userId });
  return row?.userId;
}

/** The newest subscription of a customer (an invoice may name only the customer). */
export async function findLatestSubscriptionOfCustomer(db: Db, providerCustomerId: string) {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.providerCustomerId, providerCustomerId))
    .orderBy(desc(subscriptions.updatedAt))
    .limit(1);
  return row;
}

export async function hasOtherPaidSubscription(db: Db, userId: string, exceptProviderSubscriptionId: string) {
  const [row] = await db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.userId, userId),
        ne(subscriptions.providerSubscriptionId, exceptProviderSubscriptionId),
        inArray(subscriptions.status, everPaidStatuses),
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function findSubscriptionsOfUser(db: Db, userId: string) {
  return db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.userId, userId))
    .orderBy(desc(subscriptions.updatedAt));
}

export async function setProfileSubscription(
  db: Db,
  userId: string,
  values: {
    subscriptionStatus: SubscriptionStatus;
    subscriptionPlan: "essential" | "premium" | null;
    subscriptionPeriodEnd: Date | null;
    subscriptionCancelAtPeriodEnd: boolean;
    updatedAt: Date;
  },
) {
  await db.update(profiles).set(values).where(eq(profiles.userId, userId));
}

/** The member's provider customer, for the billing portal: from their most recent subscription. */
export async function findCustomerOfUser(db: Db, userId: string, provider: string) {
  const [row] = await db
    .select({ providerCustomerId: subscriptions.providerCustomerId, status: subscriptions.status })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.userId, userId),
        eq(subscriptions.provider, provider),
        isNotNull(subscriptions.providerCustomerId),
      ),
    )
    .orderBy(desc(subscriptions.updatedAt))
    .limit(1);
  return row;
}
