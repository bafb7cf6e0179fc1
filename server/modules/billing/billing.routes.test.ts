import { eq } from "drizzle-orm";
import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createTestClock } from "@server/clock";
import { accessGrants, paymentEvents, profiles, referrals, subscriptions } from "@server/db/schema";
import { createStripePayments } from "@server/services/payments/stripe-payments";
import { startFakeStripe, type FakeStripe } from "@server/test/fake-stripe";
import { useTestApp } from "@server/test/kit";
import { testPublicUrl, type TestClient } from "@server/test/test-app";

const dayMs = 24 * 60 * 60 * 1000;
const start = new Date("2026-05-04T09:00:00.000Z");
const clock = createTestClock(start);
const webhookSecret = "whsec_test_billing_routes";
const prices = { essential: "price_essential_test", premium: "price_premium_test" };
// Only its webhook helpers are used: they sign exactly as Stripe does.
const stripeHelpers = new Stripe("sk_test_helpers_only").webhooks;

let fake: FakeStripe;
beforeAll(async () => {
  fake = await startFakeStripe();
});
afterAll(async () => {
  await fake?.close();
});
// Built once the fake Stripe listens (and closed before it stops).
const app = useTestApp(() => ({
  clock,
  payments: createStripePayments({ secretKey: "sk_test_fake", webhookSecret, prices, apiBase: fake.url }),
}));

let eventCounter = 0;
const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

function event(
  type: string,
  object: Record<string, unknown>,
  id = `evt_test_${++eventCounter}_${Date.now()}`,
) {
  return {
    id,
    object: "event",
    api_version: "2025-10-29.clover",
    created: seconds(clock.now()),
    type,
    data: { object },
  };
}

function subscriptionObject(options: {
  id: string;
  customer: string;
  userId?: string;
  price: string;
  status: string;
  periodEnd: Date;
  cancelAtPeriodEnd?: boolean;
}) {
  return {
    id: options.id,
    object: "subscription",
    customer: options.customer,
    status: options.status,
    cancel_at_period_end: options.cancelAtPeriodEnd ?? false,
    metadata: options.userId ? { userId: options.userId } : {},
    items: {
      object: "list",
      data: [
        {
          id: `si_${options.id}`,
          object: "subscription_item",
          price: { id: options.price, object: "price" },
          current_period_end: seconds(options.periodEnd),
        },
      ],
    },
  };
}

/** Sends a webhook signed with `secret` (ours unless a test wants a wrong one), as Stripe would. */
async function deliver(payload: unknown, secret = webhookSecret) {
  const body = JSON.stringify(payload);
  const signature = stripeHelpers.generateTestHeaderString({ payload: body, secret });
  const response = await app.request("/api/webhooks/stripe", {
    method: "POST",
    headers: { "content-type": "application/json", "stripe-signature": signature },
    body,
  });
  return {
    status: response.status,
    body: (await response.json()) as { received?: boolean; duplicate?: boolean; error?: { code: string } },
  };
}

const accessOf = async (client: TestClient) => (await client.get("/api/profile/me")).body.access;

let subscriptionCounter = 0;
function ids() {
  subscriptionCounter += 1;
  return { subscription: `sub_test_${subscriptionCounter}`, customer: `cus_test_${subscriptionCounter}` };
}

describe("POST /api/plans/checkout-session", () => {
  test("visitors → 401, and Stripe is never called", async () => {
    const before = fake.requests.length;
    const response = await app.client().post("/api/plans/checkout-session", { plan: "premium" });
    expect(response.status).toBe(401);
    expect(fake.requests.length).toBe(before);
  });

  test("GET /api/plans/checkout says the buttons create sessions, for both plans", async () => {
    const { client } = await app.member();
    expect((await client.get("/api/plans/checkout")).body).toEqual({
      mode: "session",
      essential: true,
      premium: true,
    });
  });

  test("creates a subscription checkout with the plan's price, the member's id and e-mail", async () => {
    for (const plan of ["premium", "essential"] as const) {
      const { client, user } = await app.member();
      const response = await client.post("/api/plans/checkout-session", { plan });
      expect(response.status).toBe(200);
      expect(response.headers.get("cache-control")).toBe("no-store");
      expect(response.body.url).toMatch(/^https:\/\/checkout\.stripe\.test\/c\/pay\/cs_test_fake\d+$/);

      const sent = fake.requests.at(-1);
      expect(sent?.method).toBe("POST");
      expect(sent?.path).toBe("/v1/checkout/sessions");
      expect(sent?.authorization).toBe("Bearer sk_test_fake");
      expect(sent?.form).toMatchObject({
        mode: "subscription",
        "line_items[0][price]": prices[plan],
        "line_items[0][quantity]": "1",
        client_reference_id: user.userId,
        customer_email: user.email.toLowerCase(),
        "subscription_data[metadata][userId]": user.userId,
        success_url: `${testPublicUrl}/pricing?checkout=success`,
        cancel_url: `${testPublicUrl}/pricing?checkout=cancelled`,
      });
    }
  });

  test("an unknown plan → 400 validation_failed, Stripe not called", async () => {
    const { client } = await app.member();
    const before = fake.requests.length;
    const response = await client.post("/api/plans/checkout-session", { plan: "student" });
    expect(response.status).toBe(400);
    expect(response.body.error.code).toBe("validation_failed");
    expect(fake.requests.length).toBe(before);
  });

  test("Stripe failing → 503 payments_unavailable", async () => {
    const { client } = await app.member();
    fake.failNext(500);
    const response = await client.post("/api/plans/checkout-session", { plan: "premium" });
    expect(response.status).toBe(503);
    expect(response.body.error.code).toBe("payments_unavailable");
  });
});

describe("POST /api/webhooks/stripe", () => {
  test("a wrong signature → 400 and nothing changes", async () => {
    const { client, user } = await app.member();
    const { subscription, customer } = ids();
    const payload = event(
      "customer.subscription.created",
      subscriptionObject({
        id: subscription,
        customer,
        userId: user.userId,
        price: prices.premium,
        status: "active",
        periodEnd: new Date(start.getTime() + 30 * dayMs),
      }),
    );
    const response = await deliver(payload, "whsec_not_ours");
    expect(response.status).toBe(400);
    expect(response.body.error?.code).toBe("invalid_signature");

    const unsigned = await app.request("/api/webhooks/stripe", {
      method: "POST",
      body: JSON.stringify(payload),
    });
    expect(unsigned.status).toBe(400);

    expect(
      await app.db.select().from(paymentEvents).where(eq(paymentEvents.providerEventId, payload.id)),
    ).toEqual([]);
    expect(await app.db.select().from(subscriptions).where(eq(subscriptions.userId, user.userId))).toEqual(
      [],
    );
    expect((await accessOf(client)).plan).toBe("free");
  });

  test("a body changed after signing → 400", async () => {
    const { user } = await app.member();
    const { subscription, customer } = ids();
    const body = JSON.stringify(
      event(
        "customer.subscription.created",
        subscriptionObject({
          id: subscription,
          customer,
          userId: user.userId,
          price: prices.premium,
          status: "active",
          periodEnd: start,
        }),
      ),
    );
    const signature = stripeHelpers.generateTestHeaderString({ payload: body, secret: webhookSecret });
    const response = await app.request("/api/webhooks/stripe", {
      method: "POST",
      headers: { "stripe-signature": signature },
      body: body.replace(prices.premium, prices.essential),
    });
    expect(response.status).toBe(400);
  });

  test("checkout completed, then subscription created → the member's plan is premium; a replay is applied once", async () => {
    const { client, user } = await app.member();
    const { subscription, customer } = ids();
    const periodEnd = new Date(start.getTime() + 30 * dayMs);
    const completed = event("checkout.session.completed", {
      id: "cs_test_done",
      object: "checkout.session",
      client_reference_id: user.userId,
      customer,
      subscription,
    });
    expect(await deliver(completed)).toEqual({ status: 200, body: { received: true, duplicate: false } });

    // No metadata on this subscription (e.g. a payment link): the checkout's customer names the account.
    const created = event(
      "customer.subscription.created",
      subscriptionObject({ id: subscription, customer, price: prices.premium, status: "active", periodEnd }),
    );
    expect(await deliver(created)).toEqual({ status: 200, body: { received: true, duplicate: false } });

    const access = await accessOf(client);
    expect(access.plan).toBe("premium");
    expect(access.sources).toEqual([
      {
        kind: "subscription",
        plan: "premium",
        status: "active",
        endsAt: periodEnd.toISOString(),
        cancelAtPeriodEnd: false,
      },
    ]);

    const [row] = await app.db.select().from(subscriptions).where(eq(subscriptions.userId, user.userId));
    expect(row).toMatchObject({
      provider: "stripe",
      providerCustomerId: customer,
      providerSubscriptionId: subscription,
      plan: "premium",
      status: "active",
    });

    // Replayed (Stripe retries; an attacker may resend a captured request): answered 200, applied once.
    const updatedAt = row?.updatedAt;
    clock.advance(60_000);
    expect(await deliver(created)).toEqual({ status: 200, body: { received: true, duplicate: true } });
    const rows = await app.db.select().from(subscriptions).where(eq(subscriptions.userId, user.userId));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.updatedAt).toEqual(updatedAt);
    expect(
      await app.db.select().from(paymentEvents).where(eq(paymentEvents.providerEventId, created.id)),
    ).toHaveLength(1);
  });

  test("essential plan from the price id; an upgrade to premium; deleted → back to free", async () => {
    const { client, user } = await app.member();
    const { subscription, customer } = ids();
    const periodEnd = new Date(start.getTime() + 30 * dayMs);
    const object = (price: string, status: string) =>
      subscriptionObject({ id: subscription, customer, userId: user.userId, price, status, periodEnd });

    await deliver(event("customer.subscription.created", object(prices.essential, "active")));
    expect((await accessOf(client)).plan).toBe("essential");

    await deliver(event("customer.subscription.updated", object(prices.premium, "active")));
    expect((await accessOf(client)).plan).toBe("premium");

    expect(
      (await deliver(event("customer.subscription.deleted", object(prices.premium, "canceled")))).status,
    ).toBe(200);
    expect(await accessOf(client)).toEqual({ plan: "free", sources: [], upcoming: [], trialUsed: false });
    const [profile] = await app.db
      .select({ status: profiles.subscriptionStatus })
      .from(profiles)
      .where(eq(profiles.userId, user.userId));
    expect(profile?.status).toBe("cancelled");
  });

  test("cancelled in the portal (cancel_at_period_end) → the DTO says so; resumed → renewing again", async () => {
    const { client, user } = await app.member();
    const { subscription, customer } = ids();
    const periodEnd = new Date(start.getTime() + 20 * dayMs);
    const object = (cancelAtPeriodEnd: boolean) =>
      subscriptionObject({
        id: subscription,
        customer,
        userId: user.userId,
        price: prices.premium,
        status: "active",
        periodEnd,
        cancelAtPeriodEnd,
      });
    const subscriptionSource = async () =>
      (await accessOf(client)).sources.find((source: { kind: string }) => source.kind === "subscription");

    await deliver(event("customer.subscription.created", object(false)));
    expect(await subscriptionSource()).toEqual({
      kind: "subscription",
      plan: "premium",
      status: "active",
      endsAt: periodEnd.toISOString(),
      cancelAtPeriodEnd: false,
    });

    await deliver(event("customer.subscription.updated", object(true)));
    expect(await subscriptionSource()).toEqual({
      kind: "subscription",
      plan: "premium",
      status: "active",
      endsAt: periodEnd.toISOString(),
      cancelAtPeriodEnd: true,
    });
    const [profile] = await app.db
      .select({ cancel: profiles.subscriptionCancelAtPeriodEnd })
      .from(profiles)
      .where(eq(profiles.userId, user.userId));
    expect(profile?.cancel).toBe(true);
    expect((await accessOf(client)).plan).toBe("premium"); // still paid up to the period end

    await deliver(event("customer.subscription.updated", object(false)));
    expect((await subscriptionSource())?.cancelAtPeriodEnd).toBe(false);
  });

  test("payment failed → past_due: premium through the 3-day grace after the period ends, free after", async () => {
    const { client, user } = await app.member();
    const { subscription, customer } = ids();
    const periodEnd = new Date(start.getTime() + 1 * dayMs);
    await deliver(
      event(
        "customer.subscription.created",
        subscriptionObject({
          id: subscription,
          customer,
          userId: user.userId,
          price: prices.premium,
          status: "active",
          periodEnd,
        }),
      ),
    );
    const failed = event("invoice.payment_failed", {
      id: "in_test_failed",
      object: "invoice",
      customer,
      parent: { type: "subscription_details", subscription_details: { subscription } },
    });
    expect((await deliver(failed)).status).toBe(200);

    const [profile] = await app.db
      .select({ status: profiles.subscriptionStatus })
      .from(profiles)
      .where(eq(profiles.userId, user.userId));
    expect(profile?.status).toBe("past_due");
    expect((await accessOf(client)).sources).toEqual([
      {
        kind: "subscription",
        plan: "premium",
        status: "past_due",
        endsAt: periodEnd.toISOString(),
        cancelAtPeriodEnd: false,
      },
    ]);

    clock.set(new Date(periodEnd.getTime() + 3 * dayMs - 60_000)); // a minute before the grace ends
    expect((await accessOf(client)).plan).toBe("premium");
    clock.set(new Date(periodEnd.getTime() + 3 * dayMs));
    expect((await accessOf(client)).plan).toBe("free");
  });

  test("a subscription naming no account we know is recorded, answered 200, and changes no one", async () => {
    const { subscription, customer } = ids();
    const payload = event(
      "customer.subscription.created",
      subscriptionObject({
        id: subscription,
        customer,
        userId: "not-a-uuid",
        price: prices.premium,
        status: "active",
        periodEnd: start,
      }),
    );
    expect((await deliver(payload)).status).toBe(200);
    const [stored] = await app.db
      .select()
      .from(paymentEvents)
      .where(eq(paymentEvents.providerEventId, payload.id));
    expect(stored?.error).toBe("unknown_account");
    expect(
      await app.db.select().from(subscriptions).where(eq(subscriptions.providerSubscriptionId, subscription)),
    ).toEqual([]);
  });

  test("other event types are acknowledged and stored", async () => {
    const payload = event("customer.created", { id: "cus_other", object: "customer" });
    expect(await deliver(payload)).toEqual({ status: 200, body: { received: true, duplicate: false } });
  });

  test("a referred member's first paid subscription converts the referral once", async () => {
    const referrer = await app.member({ name: "Referrer" });
    const [code] = await app.db
      .select({ code: profiles.referralCode })
      .from(profiles)
      .where(eq(profiles.userId, referrer.user.userId));
    const { user: referred } = await app.member({
      name: "Referred Friend",
      referralCode: code?.code,
    });
    const { subscription, customer } = ids();
    const object = (status: string) =>
      subscriptionObject({
        id: subscription,
        customer,
        userId: referred.userId,
        price: prices.essential,
        status,
        periodEnd: new Date(start.getTime() + 30 * dayMs),
      });

    await deliver(event("customer.subscription.created", object("incomplete")));
    const [pending] = await app.db
      .select()
      .from(referrals)
      .where(eq(referrals.referredUserId, referred.userId));
    expect(pending?.status).toBe("signed_up");

    await deliver(event("customer.subscription.updated", object("active")));
    await deliver(event("customer.subscription.updated", object("active")));
    const [converted] = await app.db
      .select()
      .from(referrals)
      .where(eq(referrals.referredUserId, referred.userId));
    expect(converted?.status).not.toBe("signed_up");
    expect(converted?.convertedAt).toEqual(start);
    const rewards = await app.db
      .select()
      .from(accessGrants)
      .where(eq(accessGrants.userId, referrer.user.userId));
    expect(rewards.filter((grant) => grant.source === "referral_reward").length).toBeLessThanOrEqual(1);
  });
});

describe("POST /api/billing/portal", () => {
  test("visitors → 401", async () => {
    expect((await app.client().post("/api/billing/portal")).status).toBe(401);
  });

  test("a member who never paid → 409 no_billing_account", async () => {
    const { client } = await app.member();
    const response = await client.post("/api/billing/portal");
    expect(response.status).toBe(409);
    expect(response.body.error.code).toBe("no_billing_account");
  });

  test("a subscriber gets a portal session for their own customer, returning to /profile", async () => {
    const { client, user } = await app.member();
    const { subscription, customer } = ids();
    await deliver(
      event(
        "customer.subscription.created",
        subscriptionObject({
          id: subscription,
          customer,
          userId: user.userId,
          price: prices.premium,
          status: "active",
          periodEnd: new Date(start.getTime() + 30 * dayMs),
        }),
      ),
    );
    const response = await client.post("/api/billing/portal");
    expect(response.status).toBe(200);
    expect(response.body.url).toMatch(/^https:\/\/billing\.stripe\.test\/p\/session\/bps_fake\d+$/);
    const sent = fake.requests.at(-1);
    expect(sent?.path).toBe("/v1/billing_portal/sessions");
    expect(sent?.form).toEqual({ customer, return_url: `${testPublicUrl}/profile` });

    // A second checkout reuses the customer rather than creating another one.
    await client.post("/api/plans/checkout-session", { plan: "essential" });
    expect(fake.requests.at(-1)?.form).toMatchObject({ customer });
    expect(fake.requests.at(-1)?.form).not.toHaveProperty("customer_email");
  });
});

describe("without Stripe configured", () => {
  const plain = useTestApp();

  test("the webhook, the checkout session and the portal are not there", async () => {
    const { client } = await plain.member();
    expect((await plain.request("/api/webhooks/stripe", { method: "POST", body: "{}" })).status).toBe(404);
    expect((await client.post("/api/plans/checkout-session", { plan: "premium" })).status).toBe(404);
    expect((await client.post("/api/billing/portal")).status).toBe(404);
    expect((await client.get("/api/plans/checkout")).body).toEqual({
      mode: "link",
      essential: null,
      premium: null,
    });
  });
});
