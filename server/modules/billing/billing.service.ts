import type { RedirectUrl } from "@common/schemas/plans";
import type { ActorContext, ServiceContext } from "@server/http/context";
import { AppError, badRequest, conflict } from "@server/http/errors";
import {
  InvalidWebhookSignature,
  type PaidPlanId,
  type PaymentEvent,
  type PaymentsProvider,
} from "@server/services/payments/payments";
import { onSubscriptionActivated } from "../referrals/referrals.service";
import { presentRedirect } from "./billing.presenter";
import {
  everPaidStatuses,
  findCustomerOfUser,
  findLatestSubscriptionOfCustomer,
  findSubscriptionByProviderId,
  findSubscriptionsOfUser,
  findUserByCheckoutCustomer,
  findUserByCustomer,
  hasOtherPaidSubscription,
  insertPaymentEvent,
  markPaymentEventProcessed,
  profileExists,
  setProfileSubscription,
  setSubscriptionStatus,
  upsertSubscription,
  type SubscriptionRow,
} from "./billing.queries";

/** The provider plus the app's public address, for the pages the provider sends the member back to. */
export type PaymentsDeps = { provider: PaymentsProvider; publicUrl: string };

const paymentsUnavailable = () =>
  new AppError(
    503,
    "payments_unavailable",
    "Online payment isn't available right now. Please try again later.",
  );

/** POST /api/plans/checkout-session: a checkout made for this member and plan (screens §2.3). */
export async function createCheckoutSession(
  ctx: ActorContext,
  payments: PaymentsDeps,
  plan: PaidPlanId,
): Promise<RedirectUrl> {
  if (!payments.provider.availablePlans.includes(plan)) throw paymentsUnavailable();
  const customer = await findCustomerOfUser(ctx.db, ctx.actor.userId, payments.provider.name);
  try {
    const session = await payments.provider.createCheckoutSession({
      userId: ctx.actor.userId,
      email: ctx.actor.email,
      plan,
      customerId: customer?.providerCustomerId ?? null,
      // The pricing page refetches the plan when the member comes back to it.
      successUrl: `${payments.publicUrl}/pricing?checkout=success`,
      cancelUrl: `${payments.publicUrl}/pricing?checkout=cancelled`,
    });
    return presentRedirect(session);
  } catch (error) {
    ctx.logger?.error({ err: error, plan }, "checkout session failed");
    throw paymentsUnavailable();
  }
}

/** POST /api/billing/portal: the provider's billing portal for a member who has paid (screens §3.5). */
export async function createPortalSession(ctx: ActorContext, payments: PaymentsDeps): Promise<RedirectUrl> {
  const customer = await findCustomerOfUser(ctx.db, ctx.actor.userId, payments.provider.name);
  if (!customer?.providerCustomerId)
    throw conflict("no_billing_account", "You don't have a paid subscription to manage.");
  try {
    const session = await payments.provider.createPortalSession({
      customerId: customer.providerCustomerId,
      returnUrl: `${payments.publicUrl}/profile`,
    });
    return presentRedirect(session);
  } catch (error) {
    ctx.logger?.error({ err: error }, "billing portal session failed");
    throw paymentsUnavailable();
  }
}

export type WebhookOutcome = { received: true; duplicate: boolean };

/**
 * POST /api/webhooks/stripe. The event is recorded first, in the same transaction that applies
 * it: a replay finds its id and changes nothing; a failure rolls both back so the provider's
 * retry applies it then. Events we cannot attribute are recorded with an error, not refused
 * (refusing would make the provider retry them for days).
 */
export async function handleWebhook(
  ctx: ServiceContext,
  provider: PaymentsProvider,
  rawBody: string,
  signature: string | undefined,
) {
  let event: PaymentEvent;
  try {
    if (!signature) throw new InvalidWebhookSignature("missing signature");
    event = provider.verifyWebhook(rawBody, signature);
  } catch (error) {
    if (error instanceof InvalidWebhookSignature)
      throw badRequest("invalid_signature", "The webhook signature is not valid.");
    throw error;
  }
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx): Promise<WebhookOutcome> => {
    const eventRowId = await insertPaymentEvent(tx, {
      providerEventId: event.id,
      type: event.type,
      payload: event.payload,
      receivedAt: now,
    });
    if (eventRowId === undefined) {
      ctx.logger?.info({ eventId: event.id, type: event.type }, "payment event replayed; already applied");
      return { received: true, duplicate: true };
    }
    const error = await applyEvent({ ...ctx, db: tx }, provider.name, event);
    if (error) ctx.logger?.warn({ eventId: event.id, type: event.type, error }, "payment event not applied");
    await markPaymentEventProcessed(tx, eventRowId, now, error);
    return { received: true, duplicate: false };
  });
}

/** Applies one verified event; answers why it could not be applied, or null. */
async function applyEvent(
  ctx: ServiceContext,
  provider: string,
  event: PaymentEvent,
): Promise<string | null> {
  const change = event.change;
  switch (change.kind) {
    case "ignored":
      return null;
    case "checkout_completed": {
      // The account link itself is this stored event (client_reference_id): subscription events
      // that come later find it by customer. A subscription already recorded is checked here.
      if (!change.userId || !(await isKnownUser(ctx, change.userId))) return "unknown_account";
      if (!change.subscriptionId) return null;
      const existing = await findSubscriptionByProviderId(ctx.db, change.subscriptionId);
      if (existing && existing.userId !== change.userId) return "subscription_of_another_account";
      return null;
    }
    case "subscription_changed": {
      if (!change.plan) return "unknown_price";
      const userId = await resolveUser(ctx, change);
      if (!userId) return "unknown_account";
      const before = await findSubscriptionByProviderId(ctx.db, change.subscriptionId);
      const now = ctx.clock.now();
      await upsertSubscription(ctx.db, {
        userId,
        provider,
        providerCustomerId: change.customerId,
        providerSubscriptionId: change.subscriptionId,
        plan: change.plan,
        status: change.status,
        currentPeriodEnd: change.currentPeriodEnd,
        cancelAtPeriodEnd: change.cancelAtPeriodEnd,
        now,
      });
      await copyCurrentSubscriptionToProfile(ctx, userId);
      const firstPaid =
        change.status === "active" &&
        !(before && everPaidStatuses.includes(before.status)) &&
        !(await hasOtherPaidSubscription(ctx.db, userId, change.subscriptionId));
      // Referral conversion (screens §3.6): in this transaction, so a replay can never reward twice.
      if (firstPaid) await onSubscriptionActivated(ctx, { userId });
      return null;
    }
    case "payment_failed": {
      const subscription = change.subscriptionId
        ? await findSubscriptionByProviderId(ctx.db, change.subscriptionId)
        : change.customerId
          ? await findLatestSubscriptionOfCustomer(ctx.db, change.customerId)
          : undefined;
      if (!subscription?.providerSubscriptionId) return "unknown_subscription";
      // Only a running subscription falls behind; a cancelled one stays cancelled.
      if (subscription.status !== "active") return null;
      const userId = await setSubscriptionStatus(
        ctx.db,
        subscription.providerSubscriptionId,
        "past_due",
        ctx.clock.now(),
      );
      if (userId) await copyCurrentSubscriptionToProfile(ctx, userId);
      return null;
    }
  }
}

async function isKnownUser(ctx: ServiceContext, userId: string) {
  // client_reference_id and metadata come back from the provider as free text.
  return (
    /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(userId) &&
    profileExists(ctx.db, userId)
  );
}

/** Whose subscription this is: the row we hold, the checkout's metadata, then the customer's earlier events. */
async function resolveUser(
  ctx: ServiceContext,
  change: { subscriptionId: string; customerId: string | null; userId: string | null },
): Promise<string | undefined> {
  const existing = await findSubscriptionByProviderId(ctx.db, change.subscriptionId);
  if (existing) return existing.userId;
  if (change.userId && (await isKnownUser(ctx, change.userId))) return change.userId;
  if (!change.customerId) return undefined;
  const byCustomer =
    (await findUserByCustomer(ctx.db, change.customerId)) ??
    (await findUserByCheckoutCustomer(ctx.db, change.customerId));
  return byCustomer && (await isKnownUser(ctx, byCustomer)) ? byCustomer : undefined;
}

const rank: Record<SubscriptionRow["status"], number> = {
  active: 0,
  past_due: 1,
  cancelled: 2,
  expired: 3,
  none: 4,
};

/**
 * profiles' entitlement columns mirror the member's current subscription: a running one before a
 * past-due one before an ended one, newest first — so a late event about an old subscription
 * never overwrites a newer plan.
 */
async function copyCurrentSubscriptionToProfile(ctx: ServiceContext, userId: string) {
  const rows = await findSubscriptionsOfUser(ctx.db, userId);
  const current = [...rows].sort(
    (a, b) => rank[a.status] - rank[b.status] || b.updatedAt.getTime() - a.updatedAt.getTime(),
  )[0];
  if (!current) return;
  await setProfileSubscription(ctx.db, userId, {
    subscriptionStatus: current.status,
    subscriptionPlan: current.plan,
    subscriptionPeriodEnd: current.currentPeriodEnd,
    subscriptionCancelAtPeriodEnd: current.cancelAtPeriodEnd,
    updatedAt: ctx.clock.now(),
  });
}
