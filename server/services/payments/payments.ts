/**
 * The payment provider as the app sees it. Routes and services depend on this interface only;
 * stripe-payments.ts is the one implementation, and tests point it at a loopback fake.
 */
export type PaidPlanId = "essential" | "premium";

/** The subscription states we keep (profiles.subscription_status). */
export type ProviderSubscriptionStatus = "none" | "active" | "past_due" | "cancelled" | "expired";

/** A verified provider event, reduced to what the app acts on. `payload` is stored as received. */
export type PaymentEvent = {
  id: string;
  type: string;
  payload: unknown;
  change:
    | {
        kind: "checkout_completed";
        userId: string | null;
        customerId: string | null;
        subscriptionId: string | null;
      }
    | {
        kind: "subscription_changed";
        subscriptionId: string;
        customerId: string | null;
        /** The account named when the checkout was created (subscription metadata), if any. */
        userId: string | null;
        /** null when the price is none of ours. */
        plan: PaidPlanId | null;
        status: ProviderSubscriptionStatus;
        currentPeriodEnd: Date | null;
        cancelAtPeriodEnd: boolean;
      }
    | { kind: "payment_failed"; subscriptionId: string | null; customerId: string | null }
    | { kind: "ignored" };
};

export class InvalidWebhookSignature extends Error {}

export type PaymentsProvider = {
  readonly name: string;
  /** The paid plans that have a price configured. */
  readonly availablePlans: readonly PaidPlanId[];
  createCheckoutSession(input: {
    userId: string;
    email: string;
    plan: PaidPlanId;
    /** The member's existing customer, so a second subscription does not create a second customer. */
    customerId?: string | null;
    successUrl: string;
    cancelUrl: string;
  }): Promise<{ url: string }>;
  createPortalSession(input: { customerId: string; returnUrl: string }): Promise<{ url: string }>;
  /** Throws InvalidWebhookSignature when the body was not signed with our webhook secret. */
  verifyWebhook(rawBody: string, signature: string): PaymentEvent;
};
