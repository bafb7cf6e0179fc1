import Stripe from "stripe";
import {
  InvalidWebhookSignature,
  type PaidPlanId,
  type PaymentEvent,
  type PaymentsProvider,
  type ProviderSubscriptionStatus,
} from "./payments";

export type StripeConfig = {
  secretKey: string;
  webhookSecret: string;
  prices: { essential: string | undefined; premium: string | undefined };
  /** Test/dev only: a local fake of the Stripe API (e.g. http://127.0.0.1:12111). */
  apiBase?: string | undefined;
};

/** Stripe's subscription statuses in ours: a trialing subscription is paid-for access too. */
const statusMap: Record<Stripe.Subscription.Status, ProviderSubscriptionStatus> = {
  active: "active",
  trialing: "active",
  past_due: "past_due",
  unpaid: "past_due",
  canceled: "cancelled",
  incomplete: "none",
  incomplete_expired: "expired",
  paused: "expired",
};

const idOf = (value: string | { id: string } | null | undefined): string | null =>
  typeof value === "string" ? value : (value?.id ?? null);

function clientOptions(apiBase: string | undefined): Stripe.StripeConfig {
  // Never retry: a retried checkout would only make a second session, and tests want one request each.
  const options: Stripe.StripeConfig = { maxNetworkRetries: 0, timeout: 20_000 };
  if (!apiBase) return options;
  const url = new URL(apiBase);
  const protocol = url.protocol === "http:" ? "http" : "https";
  return { ...options, host: url.hostname, port: url.port || (protocol === "http" ? 80 : 443), protocol };
}

/** The invoice's subscription: on the invoice itself in older API versions, under parent.subscription_details since 2025. */
function invoiceSubscriptionId(invoice: Stripe.Invoice): string | null {
  const fromParent = idOf(invoice.parent?.subscription_details?.subscription);
  if (fromParent) return fromParent;
  const legacy = (invoice as unknown as { subscription?: string | { id: string } | null }).subscription;
  return idOf(legacy);
}

/** The period end: per item since API 2025-03-31, on the subscription before. */
function periodEnd(subscription: Stripe.Subscription): Date | null {
  const item = subscription.items.data[0];
  const legacy = (subscription as unknown as { current_period_end?: number }).current_period_end;
  const seconds = item?.current_period_end ?? legacy;
  return typeof seconds === "number" ? new Date(seconds * 1000) : null;
}

export function createStripePayments(config: StripeConfig): PaymentsProvider {
  const stripe = new Stripe(config.secretKey, clientOptions(config.apiBase));
  const priceOf = (plan: PaidPlanId) => config.prices[plan];
  const planOf = (priceId: string | undefined): PaidPlanId | null =>
    priceId === undefined
      ? null
      : priceId === config.prices.premium
        ? "premium"
        : priceId === config.prices.essential
          ? "essential"
          : null;
  const availablePlans = (["essential", "premium"] as const).filter((plan) => priceOf(plan) !== undefined);

  function changeOf(event: Stripe.Event): PaymentEvent["change"] {
    switch (event.type) {
      case "checkout.session.completed": {
        const session = event.data.object;
        return {
          kind: "checkout_completed",
          userId: session.client_reference_id,
          customerId: idOf(session.customer),
          subscriptionId: idOf(session.subscription),
        };
      }
      case "customer.subscription.created":
      case "customer.subscription.updated":
      case "customer.subscription.deleted": {
        const subscription = event.data.object;
        // A deleted subscription is over whatever status the payload still carries.
        const status =
          event.type === "customer.subscription.deleted"
            ? "cancelled"
            : (statusMap[subscription.status] ?? "none");
        return {
          kind: "subscription_changed",
          subscriptionId: subscription.id,
          customerId: idOf(subscription.customer),
          userId: subscription.metadata?.userId ?? null,
          plan: planOf(subscription.items.data[0]?.price.id),
          status,
          currentPeriodEnd: periodEnd(subscription),
          cancelAtPeriodEnd: subscription.cancel_at_period_end,
        };
      }
      case "invoice.payment_failed": {
        const invoice = event.data.object;
        return {
          kind: "payment_failed",
          subscriptionId: invoiceSubscriptionId(invoice),
          customerId: idOf(invoice.customer),
        };
      }
      default:
        return { kind: "ignored" };
    }
  }

  return {
    name: "stripe",
    availablePlans,
    async createCheckoutSession(input) {
      const price = priceOf(input.plan);
      if (!price) throw new Error(`No Stripe price configured for ${input.plan}`);
      const session = await stripe.checkout.sessions.create({
        mode: "subscription",
        line_items: [{ price, quantity: 1 }],
        // The webhook links the payment to this account by these two.
        client_reference_id: input.userId,
        ...(input.customerId ? { customer: input.customerId } : { customer_email: input.email }),
        subscription_data: { metadata: { userId: input.userId } },
        metadata: { userId: input.userId, plan: input.plan },
        success_url: input.successUrl,
        cancel_url: input.cancelUrl,
      });
      if (!session.url) throw new Error("Stripe returned a checkout session without a URL");
      return { url: session.url };
    },
    async createPortalSession(input) {
      const session = await stripe.billingPortal.sessions.create({
        customer: input.customerId,
        return_url: input.returnUrl,
      });
      return { url: session.url };
    },
    verifyWebhook(rawBody, signature) {
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature, config.webhookSecret);
      } catch (error) {
        throw new InvalidWebhookSignature(error instanceof Error ? error.message : "invalid signature");
      }
      return { id: event.id, type: event.type, payload: event, change: changeOf(event) };
    },
  };
}
