import { eq } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import { trialMessages } from "@common/constants/messages";
import { createTestClock } from "@server/clock";
import { profiles } from "@server/db/schema";
import { useTestApp } from "@server/test/kit";
import { startTrial } from "./trial.service";

const dayMs = 24 * 60 * 60 * 1000;
const start = new Date("2026-03-02T10:00:00.000Z");
const clock = createTestClock(start);
const app = useTestApp({ clock });

const daysFromNow = (days: number) => new Date(clock.now().getTime() + days * dayMs);

type Entitlements = Partial<
  Pick<
    typeof profiles.$inferInsert,
    | "trialStartedAt"
    | "trialEndsAt"
    | "isStudent"
    | "studentExpiresAt"
    | "subscriptionStatus"
    | "subscriptionPlan"
    | "subscriptionPeriodEnd"
  >
>;

async function seed(userId: string, values: Entitlements) {
  await app.db.update(profiles).set(values).where(eq(profiles.userId, userId));
}

async function entitlementRow(userId: string) {
  const [row] = await app.db
    .select({
      trialStartedAt: profiles.trialStartedAt,
      trialEndsAt: profiles.trialEndsAt,
      isStudent: profiles.isStudent,
      subscriptionStatus: profiles.subscriptionStatus,
      updatedAt: profiles.updatedAt,
    })
    .from(profiles)
    .where(eq(profiles.userId, userId));
  return row;
}

/** A trial of the allowed shape (7 days) that started `daysAgo` days before the clock's now. */
const trialStartedDaysAgo = (daysAgo: number): Entitlements => ({
  trialStartedAt: daysFromNow(-daysAgo),
  trialEndsAt: daysFromNow(7 - daysAgo),
});
const activeStudent: Entitlements = { isStudent: true, studentExpiresAt: daysFromNow(200) };
const activeSubscription: Entitlements = {
  subscriptionStatus: "active",
  subscriptionPlan: "essential",
  subscriptionPeriodEnd: daysFromNow(20),
};

describe("without a session", () => {
  test("POST /api/trial/start → 401 unauthorized", async () => {
    const response = await app.client().post("/api/trial/start");
    expect(response.status).toBe(401);
    expect(response.body).toEqual({
      error: { code: "unauthorized", message: "Please sign in to continue." },
    });
  });

  test("a made-up session cookie → 401", async () => {
    const client = app.client();
    client.cookies.set("pt.session_token", "forged.value");
    expect((await client.post("/api/trial/start")).status).toBe(401);
  });

  test("GET is not a way in → 404", async () => {
    const { client } = await app.member();
    expect((await client.get("/api/trial/start")).status).toBe(404);
  });
});

describe("POST /api/trial/start for a member who never had a trial", () => {
  test("starts 7 days of Premium from the server's now (PRC-4)", async () => {
    const { client, user } = await app.member();
    expect((await client.get("/api/profile/me")).body.access).toEqual({
      plan: "free",
      sources: [],
      upcoming: [],
      trialUsed: false,
    });

    const response = await client.post("/api/trial/start");
    expect(response.status).toBe(200);
    const trialEndsAt = daysFromNow(7).toISOString();
    expect(response.body).toEqual({
      status: "activated",
      message: trialMessages.trialActivated,
      trialEndsAt,
    });

    expect(await entitlementRow(user.userId)).toMatchObject({
      trialStartedAt: start,
      trialEndsAt: new Date(trialEndsAt),
    });
    const profile = (await client.get("/api/profile/me")).body;
    expect(profile.trialStartedAt).toBe(start.toISOString());
    expect(profile.access).toEqual({
      plan: "premium",
      sources: [{ kind: "trial", endsAt: trialEndsAt }],
      upcoming: [],
      trialUsed: true,
    });
  });

  test("a request body is ignored: the dates always come from the server", async () => {
    const { client, user } = await app.member();
    const response = await client.post("/api/trial/start", { trialEndsAt: "2099-01-01T00:00:00.000Z" });
    expect(response.body.trialEndsAt).toBe(daysFromNow(7).toISOString());
    expect((await entitlementRow(user.userId))?.trialEndsAt).toEqual(daysFromNow(7));
  });

  test("a lapsed student, a cancelled or long-expired subscription do not block it", async () => {
    const { client, user } = await app.member();
    await seed(user.userId, {
      isStudent: true,
      studentExpiresAt: daysFromNow(-1),
      subscriptionStatus: "cancelled",
      subscriptionPlan: "premium",
      subscriptionPeriodEnd: daysFromNow(-40),
    });
    expect((await client.post("/api/trial/start")).body.status).toBe("activated");
  });

  test("a past-due subscription whose period ended beyond the grace days does not block it", async () => {
    const { client, user } = await app.member();
    await seed(user.userId, {
      subscriptionStatus: "past_due",
      subscriptionPlan: "essential",
      subscriptionPeriodEnd: daysFromNow(-4),
    });
    expect((await client.post("/api/trial/start")).body.status).toBe("activated");
  });
});

describe("the checks run in the order of screens §2.3, and change nothing", () => {
  test.each([
    [
      "verified student (also subscribed, trial running)",
      { ...activeStudent, ...activeSubscription, ...trialStartedDaysAgo(1) },
      "already_student",
      trialMessages.alreadyStudent,
    ],
    [
      "verified student who already used the trial",
      { ...activeStudent, ...trialStartedDaysAgo(30) },
      "already_student",
      trialMessages.alreadyStudent,
    ],
    [
      "active subscription (trial also running)",
      { ...activeSubscription, ...trialStartedDaysAgo(1) },
      "already_subscribed",
      trialMessages.alreadySubscribed,
    ],
    [
      "past-due subscription within its grace days",
      { subscriptionStatus: "past_due", subscriptionPlan: "premium", subscriptionPeriodEnd: daysFromNow(-1) },
      "already_subscribed",
      trialMessages.alreadySubscribed,
    ],
    [
      "subscription with an open-ended period",
      { subscriptionStatus: "active", subscriptionPlan: "premium", subscriptionPeriodEnd: null },
      "already_subscribed",
      trialMessages.alreadySubscribed,
    ],
    [
      "trial started a minute ago (PRC-3)",
      {
        trialStartedAt: new Date(start.getTime() - 60_000),
        trialEndsAt: new Date(start.getTime() - 60_000 + 7 * dayMs),
      },
      "trial_active",
      trialMessages.trialAlreadyActive,
    ],
    [
      "trial ending in an hour",
      {
        trialStartedAt: new Date(start.getTime() - 7 * dayMs + 3_600_000),
        trialEndsAt: new Date(start.getTime() + 3_600_000),
      },
      "trial_active",
      trialMessages.trialAlreadyActive,
    ],
    [
      "trial that ended yesterday (PRC-5)",
      trialStartedDaysAgo(8),
      "trial_used",
      trialMessages.trialAlreadyUsed,
    ],
    [
      "trial that ended this very moment",
      trialStartedDaysAgo(7),
      "trial_used",
      trialMessages.trialAlreadyUsed,
    ],
  ] satisfies Array<[string, Entitlements, string, string]>)(
    "%s → 200 with the matching status",
    async (_case, values, status, message) => {
      const { client, user } = await app.member();
      await seed(user.userId, values);
      const before = await entitlementRow(user.userId);
      const profileBefore = (await client.get("/api/profile/me")).body;

      const response = await client.post("/api/trial/start");
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ status, message });

      expect(await entitlementRow(user.userId)).toEqual(before);
      expect((await client.get("/api/profile/me")).body).toEqual(profileBefore);
    },
  );

  test("the exact wording of the 'already used' message", () => {
    expect(trialMessages.trialAlreadyUsed).toBe(
      "You've already used your free trial. Choose a plan to keep full access.",
    );
  });
});

describe("over time", () => {
  test("started, then asked again → already active; 8 days later (ended yesterday) → already used, still free (PRC-5)", async () => {
    const { client, user } = await app.member();
    expect((await client.post("/api/trial/start")).body.status).toBe("activated");
    expect((await client.post("/api/trial/start")).body).toEqual({
      status: "trial_active",
      message: trialMessages.trialAlreadyActive,
    });

    clock.advance(8 * dayMs);
    const before = await entitlementRow(user.userId);
    const profileBefore = (await client.get("/api/profile/me")).body;
    expect(profileBefore.access).toEqual({ plan: "free", sources: [], upcoming: [], trialUsed: true });

    const response = await client.post("/api/trial/start");
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ status: "trial_used", message: trialMessages.trialAlreadyUsed });
    expect(await entitlementRow(user.userId)).toEqual(before);
    expect((await client.get("/api/profile/me")).body).toEqual(profileBefore);
    expect(before?.trialStartedAt).toEqual(start);
  });
});

describe("concurrency", () => {
  test("five simultaneous starts → exactly one activation; the others see the running trial", async () => {
    const { client, user } = await app.member();
    const responses = await Promise.all(Array.from({ length: 5 }, () => client.post("/api/trial/start")));
    expect(responses.map((response) => response.status)).toEqual([200, 200, 200, 200, 200]);
    const statuses = responses.map((response) => response.body.status as string).sort();
    expect(statuses).toEqual(["activated", "trial_active", "trial_active", "trial_active", "trial_active"]);
    expect(await entitlementRow(user.userId)).toMatchObject({
      trialStartedAt: start,
      trialEndsAt: daysFromNow(7),
    });
  });

  test("two starts that both read 'never had a trial' → the conditional update lets only one through", async () => {
    // Through HTTP the session lookup spaces the requests apart, so on one PGlite connection the
    // second read already sees the first trial. Calling the service directly lines both reads up
    // before either update, which is the race the `where trial_started_at is null` guard is for.
    const { user } = await app.member();
    const ctx = { db: app.db, clock, actor: { userId: user.userId, email: user.email, sessionId: "test" } };
    const outcomes = await Promise.all([startTrial(ctx), startTrial(ctx)]);
    expect(outcomes.map((outcome) => outcome.kind).sort()).toEqual(["activated", "trial_active"]);
    expect(await entitlementRow(user.userId)).toMatchObject({
      trialStartedAt: start,
      trialEndsAt: daysFromNow(7),
    });
  });

  test("members do not affect each other", async () => {
    const first = await app.member({ name: "First Member" });
    const second = await app.member({ name: "Second Member" });
    const [a, b] = await Promise.all([
      first.client.post("/api/trial/start"),
      second.client.post("/api/trial/start"),
    ]);
    expect([a.body.status, b.body.status]).toEqual(["activated", "activated"]);
  });
});

describe("a referral sign-up", () => {
  test("already has a running trial → trial_active, nothing changes (PRC-3)", async () => {
    const referrer = await app.member({ name: "Referrer" });
    const { referralCode } = (await referrer.client.get("/api/profile/me")).body;
    const { client: referredClient, user: referred } = await app.member({
      name: "Referred Friend",
      referralCode,
    });
    const before = await entitlementRow(referred.userId);
    expect(before?.trialEndsAt).toEqual(daysFromNow(7));

    const response = await referredClient.post("/api/trial/start");
    expect(response.body).toEqual({ status: "trial_active", message: trialMessages.trialAlreadyActive });
    expect(await entitlementRow(referred.userId)).toEqual(before);
  });
});
