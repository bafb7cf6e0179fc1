// The server test kit itself: useTestApp's lifecycle and clock, the plan and role factories read back
// through the real API, and the typed client sharing the untyped client's cookie jar.
import { describe, expect, test } from "vitest";
import type { EffectiveAccess } from "@common/policies/effective-plan";
import { createTestClock } from "@server/clock";
import { useTestApp } from "./kit";
import type { TestPlan } from "./members";

const dayMs = 24 * 60 * 60 * 1000;
const start = new Date("2026-03-02T10:00:00.000Z");
const clock = createTestClock(start);
const app = useTestApp({ clock });

// Read while the file is collected, before any beforeAll has built the app.
const tooEarly = (() => {
  try {
    return app.db;
  } catch (error) {
    return error;
  }
})();

async function accessOf(api: Awaited<ReturnType<typeof app.member>>["api"]): Promise<EffectiveAccess> {
  const response = await api.profile.me.$get();
  expect(response.status).toBe(200);
  return (await response.json()).access;
}

describe("useTestApp", () => {
  test("the handle refuses use before beforeAll has built the app, with the reason", () => {
    expect(tooEarly).toBeInstanceOf(Error);
    expect((tooEarly as Error).message).toMatch(/built in beforeAll/);
  });

  test("serves the real app on its database: a member signed up through the API has a profile row", async () => {
    const { user } = await app.member();
    const profile = await app.db.query.profiles.findFirst({
      where: (profiles, { eq }) => eq(profiles.userId, user.userId),
    });
    expect(profile?.userId).toBe(user.userId);
    expect((await app.request("/healthz")).status).toBe(200);
  });

  describe("the clock goes back after each test", () => {
    test("a test moves it a day on", () => {
      clock.advance(dayMs);
      expect(app.clock.now()).toEqual(new Date(start.getTime() + dayMs));
    });
    test("the next one starts where the app was built", () => {
      expect(app.clock.now()).toEqual(start);
    });
  });
});

describe("flushBus", () => {
  test("returns only after every event published before it has reached the bus's subscribers", async () => {
    const seen: string[] = [];
    const stop = app.bus.subscribe(({ topic }) => {
      if (topic.startsWith("kit:")) seen.push(topic);
    });
    try {
      // A publish resolves once the event is sent (NOTIFY issued), not once it is delivered: delivery is still
      // pending here, which is what flushBus waits for.
      await app.bus.publish("kit:first", {});
      await app.bus.publish("kit:second", {});
      await app.flushBus();
      expect(seen).toEqual(["kit:first", "kit:second"]);
    } finally {
      stop();
    }
  });
});

describe("member plans, as the server computes them (GET /api/profile/me)", () => {
  const at = (days: number) => new Date(start.getTime() + days * dayMs).toISOString();
  test.each<[TestPlan, Partial<EffectiveAccess>]>([
    ["free", { plan: "free", sources: [], trialUsed: false }],
    ["trial", { plan: "premium", sources: [{ kind: "trial", endsAt: at(7) }], trialUsed: true }],
    ["trial-ended", { plan: "free", sources: [], trialUsed: true }],
    ["student", { plan: "premium", sources: [{ kind: "student", endsAt: "2027-03-02T10:00:00.000Z" }] }],
    [
      "essential",
      {
        plan: "essential",
        sources: [
          {
            kind: "subscription",
            plan: "essential",
            status: "active",
            endsAt: at(30),
            cancelAtPeriodEnd: false,
          },
        ],
      },
    ],
    [
      "premium",
      {
        plan: "premium",
        sources: [
          {
            kind: "subscription",
            plan: "premium",
            status: "active",
            endsAt: at(30),
            cancelAtPeriodEnd: false,
          },
        ],
      },
    ],
    ["expired", { plan: "free", sources: [], trialUsed: false }],
  ])("%s", async (plan, expected) => {
    const { api } = await app.member({ plan });
    expect(await accessOf(api)).toMatchObject(expected);
  });

  test("granted: an admin access grant, premium until it ends", async () => {
    const { api } = await app.member({ plan: "granted", endsAt: new Date(at(10)) });
    const access = await accessOf(api);
    expect(access.plan).toBe("premium");
    expect(access.sources).toEqual([
      { kind: "grant", source: "admin", grantId: expect.any(String), endsAt: at(10) },
    ]);
    clock.set(new Date(at(10)));
    expect((await accessOf(api)).plan).toBe("free");
  });

  test("endsAt sets when the plan ends", async () => {
    const { api } = await app.member({ plan: "premium", endsAt: new Date(at(3)) });
    expect((await accessOf(api)).sources[0]?.endsAt).toBe(at(3));
  });

  test("setPlan replaces the plan mid-test: a premium subscription that lapses", async () => {
    const { api, user } = await app.member({ plan: "premium" });
    await app.setPlan(user, "expired");
    expect(await accessOf(api)).toMatchObject({ plan: "free", sources: [] });
  });

  test("only a grant can be lifetime", async () => {
    await expect(app.member({ plan: "premium", endsAt: null })).rejects.toThrow(/only a grant/);
  });
});

describe("member roles", () => {
  test("an admin is let into the admin endpoints; a plain member is refused", async () => {
    const admin = await app.member({ role: "admin" });
    const plain = await app.member();
    expect((await admin.api.profile.me.$get().then((r) => r.json())).roles).toEqual(["admin"]);
    expect((await admin.client.get("/api/admin/access-codes")).status).toBe(200);
    expect((await plain.client.get("/api/admin/access-codes")).status).toBe(403);
  });

  test("several roles at once", async () => {
    const { api } = await app.member({ role: ["admin", "moderator"] });
    expect((await api.profile.me.$get().then((r) => r.json())).roles).toEqual(["admin", "moderator"]);
  });
});

describe("the typed client", () => {
  test("shares the member's cookie jar: signing out with the untyped client signs the typed one out", async () => {
    const { client, api } = await app.member();
    expect((await api.settings.$get()).status).toBe(200);
    expect((await client.post("/api/auth/sign-out")).status).toBe(200);
    expect((await api.settings.$get()).status).toBe(401);
  });

  test("sends typed JSON bodies and reads typed replies", async () => {
    const { api } = await app.member({ plan: "premium" });
    const saved = await api.settings.$patch({ json: { earlyAccess: true } });
    expect(saved.status).toBe(200);
    const body = await saved.json();
    expect(body).toEqual({
      earlyAccess: true,
      earlyAccessAvailable: true,
      leaderboardVisible: true,
      discoverable: true,
      updatedAt: start.toISOString(),
    });
  });

  test("a member's requests come from the address asked for (the session records it)", async () => {
    const { client } = await app.member({ ip: "203.0.113.77" });
    const sessions = (await client.get("/api/auth/list-sessions")).body as { ipAddress: string }[];
    expect(sessions.map((session) => session.ipAddress)).toEqual(["203.0.113.77"]);
  });

  test("a visitor's typed client has no session", async () => {
    expect((await app.api().settings.$get()).status).toBe(401);
  });
});
