import { describe, expect, test } from "vitest";
import { createTestClock } from "@server/clock";
import type { TestPlan } from "@server/test/members";
import { useTestApp } from "@server/test/kit";

const dayMs = 24 * 60 * 60 * 1000;
const start = new Date("2026-03-02T10:00:00.000Z");
const clock = createTestClock(start);
const app = useTestApp({ clock });

const daysFromNow = (days: number) => new Date(clock.now().getTime() + days * dayMs);

const planRequired = {
  error: {
    code: "plan_required",
    message: "Early access is included in Premium.",
    details: { feature: "early_access", plans: ["premium"] },
  },
};

describe("without a session", () => {
  test("GET and PATCH /api/settings → 401", async () => {
    const client = app.client();
    expect((await client.get("/api/settings")).status).toBe(401);
    expect((await client.patch("/api/settings", { earlyAccess: true })).status).toBe(401);
  });
});

describe("a free member", () => {
  test("reads the defaults: early access off and not available", async () => {
    const { client } = await app.member();
    const response = await client.get("/api/settings");
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      earlyAccess: false,
      earlyAccessAvailable: false,
      leaderboardVisible: true,
      discoverable: true,
      updatedAt: null,
    });
  });

  test("turning early access on → 402 plan_required with the feature and the plans", async () => {
    const { client } = await app.member();
    const response = await client.patch("/api/settings", { earlyAccess: true });
    expect(response.status).toBe(402);
    expect(response.body).toEqual(planRequired);
    expect((await client.get("/api/settings")).body.earlyAccess).toBe(false);
  });

  test("turning it off is allowed (nothing premium about it)", async () => {
    const { client } = await app.member();
    const response = await client.patch("/api/settings", { earlyAccess: false });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      earlyAccess: false,
      earlyAccessAvailable: false,
      leaderboardVisible: true,
      discoverable: true,
      updatedAt: start.toISOString(),
    });
  });

  test("an essential subscriber is refused too (premium only)", async () => {
    const { client } = await app.member({ plan: "essential" });
    expect((await client.patch("/api/settings", { earlyAccess: true })).status).toBe(402);
  });
});

describe("validation", () => {
  test.each([
    [{}],
    [{ earlyAccess: "yes" }],
    [{ earlyAccess: true, trialEndsAt: "2030-01-01T00:00:00.000Z" }],
    [{ leaderboardVisible: "off" }],
    [{ discoverable: null }],
    [{ leaderboardVisible: false, pointsTotal: 99999 }],
  ])("%j → 400 validation_failed", async (body) => {
    const { client } = await app.member();
    const response = await client.patch("/api/settings", body);
    expect(response.status).toBe(400);
    expect(response.body.error.code).toBe("validation_failed");
  });
});

describe("the privacy switches (every plan)", () => {
  test('a free member turns off "Show me on leaderboards" and "Let others find me by username", one at a time', async () => {
    const { client } = await app.member();
    const hidden = await client.patch("/api/settings", { leaderboardVisible: false });
    expect(hidden.status).toBe(200);
    expect(hidden.body).toMatchObject({ leaderboardVisible: false, discoverable: true, earlyAccess: false });
    const unlisted = await client.patch("/api/settings", { discoverable: false });
    expect(unlisted.status).toBe(200);
    expect(unlisted.body).toMatchObject({ leaderboardVisible: false, discoverable: false });
    expect((await client.get("/api/settings")).body).toMatchObject({
      leaderboardVisible: false,
      discoverable: false,
      updatedAt: start.toISOString(),
    });
    const back = await client.patch("/api/settings", { leaderboardVisible: true, discoverable: true });
    expect(back.body).toMatchObject({ leaderboardVisible: true, discoverable: true });
  });

  test("one member's switches never touch another's", async () => {
    const first = await app.member();
    const second = await app.member();
    await first.client.patch("/api/settings", { leaderboardVisible: false, discoverable: false });
    expect((await second.client.get("/api/settings")).body).toMatchObject({
      leaderboardVisible: true,
      discoverable: true,
    });
  });

  test("a privacy change keeps early access as it was (a premium member's stays on)", async () => {
    const { client } = await app.member({ plan: "premium" });
    await client.patch("/api/settings", { earlyAccess: true });
    const saved = await client.patch("/api/settings", { leaderboardVisible: false });
    expect(saved.body).toMatchObject({ earlyAccess: true, leaderboardVisible: false });
  });
});

describe("premium-like members", () => {
  test("a trial member turns early access on and reads it back", async () => {
    const { client } = await app.member();
    expect((await client.post("/api/trial/start")).body.status).toBe("activated");
    const saved = await client.patch("/api/settings", { earlyAccess: true });
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({
      earlyAccess: true,
      earlyAccessAvailable: true,
      leaderboardVisible: true,
      discoverable: true,
      updatedAt: start.toISOString(),
    });
    expect((await client.get("/api/settings")).body.earlyAccess).toBe(true);
  });

  test.each<[string, TestPlan]>([
    ["premium subscriber", "premium"],
    ["student", "student"],
  ])("a %s may turn it on", async (_label, plan) => {
    const { client } = await app.member({ plan });
    expect((await client.patch("/api/settings", { earlyAccess: true })).status).toBe(200);
  });

  test("an access grant opens it, and it locks again when the grant ends", async () => {
    const { client } = await app.member({ plan: "granted", endsAt: daysFromNow(30) });
    expect((await client.patch("/api/settings", { earlyAccess: true })).status).toBe(200);
    clock.set(new Date(start.getTime() + 30 * dayMs + 1));
    expect((await client.get("/api/settings")).body).toMatchObject({
      earlyAccess: false,
      earlyAccessAvailable: false,
    });
    expect((await client.patch("/api/settings", { earlyAccess: true })).status).toBe(402);
  });

  test("an admin on the free plan counts as premium", async () => {
    const { client } = await app.member({ role: "admin" });
    expect((await client.patch("/api/settings", { earlyAccess: true })).status).toBe(200);
  });
});

describe("the trial ends while the server runs (no restart)", () => {
  test("402 → 200 after the trial starts → 402 once the clock passes its end; the stored switch reads as off", async () => {
    const { client } = await app.member();
    expect((await client.patch("/api/settings", { earlyAccess: true })).status).toBe(402);

    const trial = await client.post("/api/trial/start");
    expect(trial.body.status).toBe("activated");
    expect((await client.patch("/api/settings", { earlyAccess: true })).status).toBe(200);

    clock.set(new Date(new Date(trial.body.trialEndsAt as string).getTime() - 1));
    expect((await client.get("/api/settings")).body).toMatchObject({
      earlyAccess: true,
      earlyAccessAvailable: true,
    });

    clock.set(new Date(new Date(trial.body.trialEndsAt as string).getTime() + 1));
    expect((await client.get("/api/settings")).body).toMatchObject({
      earlyAccess: false,
      earlyAccessAvailable: false,
    });
    const refused = await client.patch("/api/settings", { earlyAccess: true });
    expect(refused.status).toBe(402);
    expect(refused.body).toEqual(planRequired);
  });
});
