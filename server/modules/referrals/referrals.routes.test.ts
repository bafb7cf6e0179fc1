import { and, eq } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import { createTestClock } from "@server/clock";
import { accessGrants, notifications, referrals } from "@server/db/schema";
import type { BusMessage } from "@server/realtime/bus";
import { useTestApp } from "@server/test/kit";
import { onSubscriptionActivated } from "./referrals.service";

const dayMs = 24 * 60 * 60 * 1000;
const start = new Date("2026-03-02T10:00:00.000Z");
const clock = createTestClock(start);
const app = useTestApp({ clock });

/** A member with their own referral code; `referralCode` is the one they signed up with. */
async function member(name = "Referrer Member", referralCode?: string) {
  const signedUp = await app.member({ name, referralCode });
  const { referralCode: code } = await (await signedUp.api.profile.me.$get()).json();
  return { ...signedUp, code };
}

const ctx = () => ({ db: app.db, clock, bus: app.bus });

async function grantsOf(userId: string) {
  return app.db.select().from(accessGrants).where(eq(accessGrants.userId, userId));
}

describe("GET /api/referrals", () => {
  test("401 without a session", async () => {
    expect((await app.client().get("/api/referrals")).status).toBe(401);
  });

  test("a new member: their code, link, zero tiles, empty list", async () => {
    const a = await member();
    const response = await a.client.get("/api/referrals");
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      code: a.code,
      linkPath: `/auth?ref=${a.code}`,
      stats: { signedUp: 0, subscribed: 0, rewardsEarned: 0, rewardDaysEarned: 0 },
      referrals: [],
      timeZone: "UTC",
    });
  });
});

describe("a referral is recorded at sign-up", () => {
  test("with another member's code: a signed_up row, listed by public name only — never the e-mail (REF-3)", async () => {
    const a = await member("Alice Referrer");
    const b = await member("Bob Friend", a.code);
    const [row] = await app.db.select().from(referrals).where(eq(referrals.referredUserId, b.user.userId));
    expect(row).toMatchObject({
      referrerId: a.user.userId,
      codeUsed: a.code,
      status: "signed_up",
      createdAt: start,
    });

    const response = await a.client.get("/api/referrals");
    expect(response.body.stats).toEqual({
      signedUp: 1,
      subscribed: 0,
      rewardsEarned: 0,
      rewardDaysEarned: 0,
    });
    expect(response.body.referrals).toEqual([
      { id: row?.id, displayName: "Bob Friend", joinedAt: start.toISOString(), status: "signed_up" },
    ]);
    const text = JSON.stringify(response.body);
    expect(text).not.toContain(b.user.email);
    expect(text).not.toContain(b.user.email.split("@")[0]);
    expect(text).not.toContain(b.user.userId);
  });

  test("the code is case-insensitive at sign-up", async () => {
    const a = await member();
    const b = await member("Lower Case", a.code.toLowerCase());
    const [row] = await app.db.select().from(referrals).where(eq(referrals.referredUserId, b.user.userId));
    expect(row?.referrerId).toBe(a.user.userId);
  });

  test("an unknown code records nothing", async () => {
    const b = await member("Unknown Code", "PTZZZZZZZZ");
    expect(await app.db.select().from(referrals).where(eq(referrals.referredUserId, b.user.userId))).toEqual(
      [],
    );
  });

  test("the list is the member's own, newest first", async () => {
    const a = await member();
    const other = await member();
    await member("First Friend", a.code);
    clock.advance(dayMs);
    await member("Second Friend", a.code);
    await member("Not Mine", other.code);
    const list = (await a.client.get("/api/referrals")).body.referrals as Array<{ displayName: string }>;
    expect(list.map((item) => item.displayName)).toEqual(["Second Friend", "First Friend"]);
  });
});

describe("live sign-up notice", () => {
  test("signing up with a member's code publishes { type: referral } on the referrer's user:<id> topic, once", async () => {
    const a = await member("Live Referrer");
    const events: BusMessage[] = [];
    const stop = app.bus.subscribe((message) => events.push(message));
    try {
      const b = await member("Live Friend", a.code);
      await expect
        .poll(() => events.filter((e) => e.topic === `user:${a.user.userId}`))
        .toEqual([{ topic: `user:${a.user.userId}`, event: { type: "referral" } }]);
      // Nothing for the new member's own topic, and nothing for a sign-up without a code.
      await member("No Code");
      await app.flushBus();
      expect(events.filter((e) => e.topic === `user:${b.user.userId}`)).toEqual([]);
      expect(events.filter((e) => e.topic.startsWith("user:"))).toHaveLength(1);
    } finally {
      stop();
    }
  });

  test("an unknown code publishes nothing", async () => {
    const events: BusMessage[] = [];
    const stop = app.bus.subscribe((message) => events.push(message));
    try {
      await member("Unknown Code", "PTNOSUCH99");
      await app.flushBus();
      expect(events.filter((e) => e.topic.startsWith("user:"))).toEqual([]);
    } finally {
      stop();
    }
  });
});

describe("onSubscriptionActivated", () => {
  test("rewards the referrer once: 30 days of Premium, status rewarded, a notification, a realtime notice", async () => {
    const a = await member();
    const events: BusMessage[] = [];
    const stop = app.bus.subscribe((message) => events.push(message));
    const b = await member("Paying Friend", a.code);
    // The sign-up notice arrives first (PostgreSQL delivers it a little later); only the reward's counts below.
    await expect.poll(() => events.filter((e) => e.topic === `user:${a.user.userId}`).length).toBe(1);
    events.length = 0;
    clock.advance(dayMs);
    const now = clock.now();

    await onSubscriptionActivated(ctx(), { userId: b.user.userId });
    await onSubscriptionActivated(ctx(), { userId: b.user.userId });
    await app.flushBus();
    stop();

    const grants = await grantsOf(a.user.userId);
    expect(grants).toHaveLength(1);
    expect(grants[0]).toMatchObject({
      source: "referral_reward",
      startsAt: now,
      endsAt: new Date(now.getTime() + 30 * dayMs),
    });
    const [row] = await app.db.select().from(referrals).where(eq(referrals.referredUserId, b.user.userId));
    expect(row).toMatchObject({
      status: "rewarded",
      convertedAt: now,
      rewardedAt: now,
      rewardGrantId: grants[0]?.id,
    });
    expect(grants[0]?.sourceId).toBe(row?.id);

    // Ambassador, the badge for a first referral that subscribes, has its own bell item (screens.md §3.10).
    const bell = (
      await app.db.select().from(notifications).where(eq(notifications.userId, a.user.userId))
    ).filter((row) => row.kind !== "achievement");
    expect(bell).toHaveLength(1);
    expect(bell[0]).toMatchObject({ kind: "referral_converted", link: "/referrals" });
    expect(events.filter((e) => e.topic === `user:${a.user.userId}`)).toEqual([
      { topic: `user:${a.user.userId}`, event: { type: "referral" } },
    ]);

    const view = (await a.client.get("/api/referrals")).body;
    expect(view.stats).toEqual({ signedUp: 1, subscribed: 1, rewardsEarned: 1, rewardDaysEarned: 30 });
    expect(view.referrals[0].status).toBe("rewarded");
    const access = (await a.client.get("/api/profile/me")).body.access;
    expect(access.plan).toBe("premium");
    expect(access.sources).toContainEqual(
      expect.objectContaining({
        kind: "grant",
        source: "referral_reward",
        endsAt: new Date(now.getTime() + 30 * dayMs).toISOString(),
      }),
    );
  });

  test("two calls at once still reward once", async () => {
    const a = await member();
    const b = await member("Racing Friend", a.code);
    await Promise.all([
      onSubscriptionActivated(ctx(), { userId: b.user.userId }),
      onSubscriptionActivated(ctx(), { userId: b.user.userId }),
    ]);
    expect(await grantsOf(a.user.userId)).toHaveLength(1);
  });

  test("a member who was not referred: nothing happens", async () => {
    const b = await member();
    await onSubscriptionActivated(ctx(), { userId: b.user.userId });
    expect(await app.db.select().from(accessGrants).where(eq(accessGrants.userId, b.user.userId))).toEqual(
      [],
    );
  });

  test("works without a bus", async () => {
    const a = await member();
    const b = await member("No Bus", a.code);
    await onSubscriptionActivated({ db: app.db, clock }, { userId: b.user.userId });
    expect(await grantsOf(a.user.userId)).toHaveLength(1);
  });

  test("extends from the end of the referrer's current grant", async () => {
    const a = await member();
    const existingEnd = new Date(start.getTime() + 10 * dayMs);
    await app.db
      .insert(accessGrants)
      .values({ userId: a.user.userId, source: "access_code", startsAt: start, endsAt: existingEnd });
    const b = await member("Friend One", a.code);
    const c = await member("Friend Two", a.code);
    await onSubscriptionActivated(ctx(), { userId: b.user.userId });
    await onSubscriptionActivated(ctx(), { userId: c.user.userId });
    const rewards = (
      await app.db
        .select()
        .from(accessGrants)
        .where(and(eq(accessGrants.userId, a.user.userId), eq(accessGrants.source, "referral_reward")))
    ).sort((x, y) => x.startsAt.getTime() - y.startsAt.getTime());
    expect(rewards.map((g) => [g.startsAt, g.endsAt])).toEqual([
      [existingEnd, new Date(existingEnd.getTime() + 30 * dayMs)],
      [new Date(existingEnd.getTime() + 30 * dayMs), new Date(existingEnd.getTime() + 60 * dayMs)],
    ]);
  });

  test("at most 12 rewards in any 365 days: the 13th stays Subscribed; a year on, rewards resume", async () => {
    const a = await member();
    const friends = [];
    for (let i = 0; i < 14; i += 1) friends.push(await member(`Friend ${i}`, a.code));
    for (let i = 0; i < 13; i += 1) {
      await onSubscriptionActivated(ctx(), { userId: friends[i]!.user.userId });
      clock.advance(dayMs);
    }
    expect(await grantsOf(a.user.userId)).toHaveLength(12);
    const thirteenth = friends[12]!;
    const [row] = await app.db
      .select()
      .from(referrals)
      .where(eq(referrals.referredUserId, thirteenth.user.userId));
    expect(row).toMatchObject({ status: "converted", rewardedAt: null, rewardGrantId: null });
    expect(
      (await app.db.select().from(notifications).where(eq(notifications.userId, a.user.userId))).filter(
        (row) => row.kind !== "achievement",
      ),
    ).toHaveLength(13);
    const view = (await a.client.get("/api/referrals")).body;
    expect(view.stats).toEqual({ signedUp: 14, subscribed: 13, rewardsEarned: 12, rewardDaysEarned: 360 });

    clock.set(new Date(start.getTime() + 366 * dayMs));
    await onSubscriptionActivated(ctx(), { userId: friends[13]!.user.userId });
    expect(await grantsOf(a.user.userId)).toHaveLength(13);
  });
});
