import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, test } from "vitest";
import { accessCodeMessages as m } from "@common/constants/access-codes";
import { createTestClock } from "@server/clock";
import { accessCodeRedemptions, accessCodes, accessGrants, auditLog } from "@server/db/schema";
import { useTestApp } from "@server/test/kit";
import type { TestMember } from "@server/test/members";
import type { TestClient } from "@server/test/test-app";

const hourMs = 60 * 60 * 1000;
const dayMs = 24 * hourMs;
const start = new Date("2026-03-02T10:00:00.000Z");
const clock = createTestClock(start);
const app = useTestApp({ clock });
let admin: TestMember;

beforeAll(async () => {
  admin = await app.member({ name: "Admin Person", role: "admin" });
});

const validCode = { grantDays: 30, maxUses: 1, redeemWithinHours: 7 * 24, label: "Spring seminar" };

async function createCode(body: Record<string, unknown> = {}) {
  const response = await admin.client.post("/api/admin/access-codes", { ...validCode, ...body });
  expect(response.status).toBe(201);
  return response.body as {
    id: string;
    code: string;
    status: string;
    usedCount: number;
    maxUses: number | null;
  };
}

const adminEndpoints: Array<[string, string, unknown?]> = [
  ["GET", "/api/admin/access-codes"],
  ["POST", "/api/admin/access-codes", validCode],
  ["GET", "/api/admin/access-codes/00000000-0000-4000-8000-000000000000/redemptions"],
  ["POST", "/api/admin/access-codes/00000000-0000-4000-8000-000000000000/turn-off"],
  ["GET", "/api/admin/outbox"],
];

const send = (client: TestClient, method: string, path: string, body?: unknown) =>
  method === "GET" ? client.get(path) : client.post(path, body);

describe("who may call the admin endpoints", () => {
  test.each(adminEndpoints)("%s %s without a session → 401", async (method, path, body) => {
    const response = await send(app.client(), method, path, body);
    expect(response.status).toBe(401);
    expect(response.body.error.code).toBe("unauthorized");
  });

  test.each(adminEndpoints)(
    "%s %s as a member who is not an admin → 403, nothing created (ADM-1)",
    async (method, path, body) => {
      const { client } = await app.member();
      const before = await app.db.select().from(accessCodes);
      const response = await send(client, method, path, body);
      expect(response.status).toBe(403);
      expect(response.body.error.code).toBe("forbidden");
      expect(await app.db.select().from(accessCodes)).toEqual(before);
    },
  );

  test("a moderator is not an admin → 403", async () => {
    const { client } = await app.member({ role: "moderator" });
    expect((await client.get("/api/admin/access-codes")).status).toBe(403);
  });

  test("the profile tells the member their roles", async () => {
    const { client } = await app.member();
    expect((await client.get("/api/profile/me")).body.roles).toEqual([]);
    expect((await admin.client.get("/api/profile/me")).body.roles).toEqual(["admin"]);
  });

  test("POST /api/access/redeem without a session → 401", async () => {
    expect((await app.client().post("/api/access/redeem", { code: "PT-ABCDEFGH" })).status).toBe(401);
  });
});

describe("creating codes", () => {
  test("a 30-day, 1-use code: PT- + 8 characters, redeem-by 7 days ahead, audited", async () => {
    const code = await createCode();
    expect(code).toMatchObject({
      label: "Spring seminar",
      grantDays: 30,
      maxUses: 1,
      usedCount: 0,
      status: "active",
      redeemBy: new Date(start.getTime() + 7 * dayMs).toISOString(),
      createdBy: { userId: admin.user.userId, displayName: "Admin Person" },
      createdAt: start.toISOString(),
      deactivatedAt: null,
    });
    expect(code.code).toMatch(/^PT-[ABCDEFGHJKMNPQRSTUVWXYZ23456789]{8}$/);
    const audit = await app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "access_code.create"), eq(auditLog.targetId, code.id)));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actorId: admin.user.userId, targetType: "access_code" });
  });

  test("lifetime and unlimited, without a label", async () => {
    const code = await createCode({ grantDays: null, maxUses: null, label: undefined });
    expect(code).toMatchObject({ grantDays: null, maxUses: null, label: null });
  });

  test.each([
    [{ grantDays: 0 }, m.grantDaysInvalid],
    [{ grantDays: 3651 }, m.grantDaysInvalid],
    [{ grantDays: 2.5 }, m.grantDaysInvalid],
    [{ grantDays: "30" }, m.grantDaysInvalid],
    [{ maxUses: 0 }, m.maxUsesInvalid],
    [{ maxUses: -3 }, m.maxUsesInvalid],
    [{ redeemWithinHours: undefined }, m.redeemByMissing],
    [{ redeemWithinHours: 0 }, m.redeemByMissing],
    [{ redeemWithinHours: 365 * 24 + 1 }, m.redeemByMissing],
    [{ label: "x".repeat(81) }, m.labelTooLong],
  ])("%j → 400 %s", async (override, message) => {
    const response = await admin.client.post("/api/admin/access-codes", { ...validCode, ...override });
    expect(response.status).toBe(400);
    expect(response.body.error).toMatchObject({ code: "validation_failed", message });
  });

  test("the extremes are accepted: 1 and 3650 days, 1 hour and 365 days", async () => {
    await createCode({ grantDays: 1, redeemWithinHours: 1 });
    await createCode({ grantDays: 3650, redeemWithinHours: 365 * 24 });
  });
});

describe("listing, redemptions and turning off", () => {
  test("newest first, with status and uses; filters by status and search", async () => {
    const older = await createCode({ label: "Older batch" });
    clock.advance(60_000);
    const newer = await createCode({ label: "Newer batch", maxUses: 5 });
    const list = (await admin.client.get("/api/admin/access-codes")).body as Array<{ id: string }>;
    const ids = list.map((code) => code.id);
    expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));

    const searched = (await admin.client.get("/api/admin/access-codes?q=newer%20BATCH")).body as Array<{
      id: string;
    }>;
    expect(searched.map((code) => code.id)).toEqual([newer.id]);
    const byCode = (await admin.client.get(`/api/admin/access-codes?q=${older.code.toLowerCase()}`))
      .body as Array<{ id: string }>;
    expect(byCode.map((code) => code.id)).toEqual([older.id]);

    await admin.client.post(`/api/admin/access-codes/${older.id}/turn-off`);
    const off = (await admin.client.get("/api/admin/access-codes?status=turned_off")).body as Array<{
      id: string;
      status: string;
    }>;
    expect(off.map((code) => code.id)).toContain(older.id);
    expect(off.every((code) => code.status === "turned_off")).toBe(true);
    const active = (await admin.client.get("/api/admin/access-codes?status=active")).body as Array<{
      id: string;
    }>;
    expect(active.map((code) => code.id)).toContain(newer.id);
    expect(active.map((code) => code.id)).not.toContain(older.id);

    expect((await admin.client.get("/api/admin/access-codes?status=bogus")).status).toBe(400);
  });

  test("a code past its redeem-by time lists as expired", async () => {
    const code = await createCode({ redeemWithinHours: 1 });
    clock.advance(hourMs);
    const expired = (await admin.client.get("/api/admin/access-codes?status=expired")).body as Array<{
      id: string;
      status: string;
    }>;
    expect(expired.find((row) => row.id === code.id)?.status).toBe("expired");
  });

  test("turning off is audited once and keeps grants already given", async () => {
    const code = await createCode({ maxUses: 3 });
    const redeemer = await app.member({ name: "Early Bird" });
    expect((await redeemer.client.post("/api/access/redeem", { code: code.code })).status).toBe(200);

    const first = await admin.client.post(`/api/admin/access-codes/${code.id}/turn-off`);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ status: "turned_off", deactivatedAt: start.toISOString() });
    clock.advance(60_000);
    const again = await admin.client.post(`/api/admin/access-codes/${code.id}/turn-off`);
    expect(again.body.deactivatedAt).toBe(start.toISOString());
    const audit = await app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "access_code.turn_off"), eq(auditLog.targetId, code.id)));
    expect(audit).toHaveLength(1);

    expect((await redeemer.client.get("/api/profile/me")).body.access.plan).toBe("premium");
    const late = await app.member();
    const refused = await late.client.post("/api/access/redeem", { code: code.code });
    expect(refused.body.error.message).toBe(m.turnedOff); // ADM-3
  });

  test("redemptions list display names, e-mails and dates; unknown code → 404", async () => {
    const code = await createCode({ maxUses: null });
    const a = await app.member({ name: "Reader One" });
    await a.client.post("/api/access/redeem", { code: code.code });
    const response = await admin.client.get(`/api/admin/access-codes/${code.id}/redemptions`);
    expect(response.status).toBe(200);
    expect(response.body).toEqual([
      {
        userId: a.user.userId,
        displayName: "Reader One",
        email: a.user.email,
        redeemedAt: start.toISOString(),
      },
    ]);
    const missing = await admin.client.get(
      "/api/admin/access-codes/00000000-0000-4000-8000-000000000000/redemptions",
    );
    expect(missing.status).toBe(404);
    expect((await admin.client.get("/api/admin/access-codes/not-a-uuid/redemptions")).status).toBe(400);
  });
});

describe("POST /api/access/redeem", () => {
  test("a free member redeeming a 30-day code is premium at once, until the 30 days end (ACC-1)", async () => {
    const code = await createCode();
    const {
      client,
      user: { userId },
    } = await app.member();
    expect((await client.get("/api/profile/me")).body.access.plan).toBe("free");

    const response = await client.post("/api/access/redeem", { code: `  ${code.code.toLowerCase()} ` });
    expect(response.status).toBe(200);
    const endsAt = new Date(start.getTime() + 30 * dayMs).toISOString();
    expect(response.body).toMatchObject({
      grantDays: 30,
      message: "Access granted: Premium for 30 days",
      grant: { startsAt: start.toISOString(), endsAt },
    });

    const access = (await client.get("/api/profile/me")).body.access;
    expect(access.plan).toBe("premium");
    expect(access.sources).toEqual([
      { kind: "grant", source: "access_code", grantId: response.body.grant.id, endsAt },
    ]);
    const [row] = await app.db.select().from(accessCodes).where(eq(accessCodes.id, code.id));
    expect(row?.usedCount).toBe(1);
    const [redemption] = await app.db
      .select()
      .from(accessCodeRedemptions)
      .where(eq(accessCodeRedemptions.userId, userId));
    expect(redemption).toMatchObject({ codeId: code.id, grantId: response.body.grant.id });

    clock.advance(30 * dayMs);
    expect((await client.get("/api/profile/me")).body.access.plan).toBe("free");
  });

  test("a lifetime code says 'for life' and never ends", async () => {
    const code = await createCode({ grantDays: null });
    const { client } = await app.member();
    const response = await client.post("/api/access/redeem", { code: code.code });
    expect(response.body).toMatchObject({
      grantDays: null,
      message: "Access granted: Premium for life",
      grant: { endsAt: null },
    });
    clock.advance(5000 * dayMs);
    expect((await client.get("/api/profile/me")).body.access.plan).toBe("premium");
  });

  test("days start when the member's current grant ends, if that is later", async () => {
    const first = await createCode({ grantDays: 10 });
    const second = await createCode({ grantDays: 5 });
    const {
      client,
      user: { userId },
    } = await app.member();
    await client.post("/api/access/redeem", { code: first.code });
    clock.advance(2 * dayMs);
    const response = await client.post("/api/access/redeem", { code: second.code });
    expect(response.body.grant).toMatchObject({
      startsAt: new Date(start.getTime() + 10 * dayMs).toISOString(),
      endsAt: new Date(start.getTime() + 15 * dayMs).toISOString(),
    });
    clock.advance(12 * dayMs); // day 14: inside the second grant
    expect((await client.get("/api/profile/me")).body.access.plan).toBe("premium");
    clock.advance(1 * dayMs); // day 15
    expect((await client.get("/api/profile/me")).body.access.plan).toBe("free");
    expect(await app.db.select().from(accessGrants).where(eq(accessGrants.userId, userId))).toHaveLength(2);
  });

  test("a stacked grant is listed in access.upcoming with its start until it starts, then moves to sources", async () => {
    const first = await createCode({ grantDays: 10 });
    const second = await createCode({ grantDays: 5 });
    const { client } = await app.member();
    const firstGrant = (await client.post("/api/access/redeem", { code: first.code })).body.grant as {
      id: string;
    };
    expect((await client.get("/api/profile/me")).body.access.upcoming).toEqual([]);

    clock.advance(dayMs);
    const secondGrant = (await client.post("/api/access/redeem", { code: second.code })).body.grant as {
      id: string;
    };
    const secondStarts = new Date(start.getTime() + 10 * dayMs).toISOString();
    const access = (await client.get("/api/profile/me")).body.access;
    expect(access.sources).toEqual([
      {
        kind: "grant",
        source: "access_code",
        grantId: firstGrant.id,
        endsAt: new Date(start.getTime() + 10 * dayMs).toISOString(),
      },
    ]);
    const secondEnds = new Date(start.getTime() + 15 * dayMs).toISOString();
    expect(access.upcoming).toEqual([
      {
        kind: "grant",
        source: "access_code",
        grantId: secondGrant.id,
        startsAt: secondStarts,
        endsAt: secondEnds,
      },
    ]);

    clock.set(new Date(secondStarts)); // the first ends, the stacked one starts
    const later = (await client.get("/api/profile/me")).body.access;
    expect(later.plan).toBe("premium");
    expect(later.sources).toEqual([
      { kind: "grant", source: "access_code", grantId: secondGrant.id, endsAt: secondEnds },
    ]);
    expect(later.upcoming).toEqual([]);
  });

  test.each([
    [{ code: "" }, m.empty],
    [{ code: "    " }, m.empty],
    [{}, m.empty],
  ])("%j → 400 %s", async (body, message) => {
    const { client } = await app.member();
    const response = await client.post("/api/access/redeem", body);
    expect(response.status).toBe(400);
    expect(response.body.error.message).toBe(message);
  });

  test("every refusal in the spec's order, each changing nothing", async () => {
    const {
      client,
      user: { userId },
    } = await app.member();
    const unknown = await client.post("/api/access/redeem", { code: "PT-ZZZZZZZZ" });
    expect([unknown.status, unknown.body.error.message]).toEqual([404, m.unknown]);

    const off = await createCode();
    await admin.client.post(`/api/admin/access-codes/${off.id}/turn-off`);
    const offResponse = await client.post("/api/access/redeem", { code: off.code });
    expect([offResponse.status, offResponse.body.error.message]).toEqual([410, m.turnedOff]);

    const expiring = await createCode({ redeemWithinHours: 1, maxUses: 1 });
    const usedUp = await createCode({ maxUses: 1 });
    const other = await app.member();
    await other.client.post("/api/access/redeem", { code: usedUp.code });
    // The redeem-by time is checked before the use limit: a used-up code that expired reads "expired".
    await other.client.post("/api/access/redeem", { code: expiring.code });

    const usedUpResponse = await client.post("/api/access/redeem", { code: usedUp.code });
    expect([usedUpResponse.status, usedUpResponse.body.error.message]).toEqual([409, m.usedUp]); // ACC-3

    clock.advance(hourMs);
    const expiredResponse = await client.post("/api/access/redeem", { code: expiring.code });
    expect([expiredResponse.status, expiredResponse.body.error.message]).toEqual([410, m.expired]);

    expect(await app.db.select().from(accessGrants).where(eq(accessGrants.userId, userId))).toEqual([]);
  });

  test("the same member twice → 'already redeemed', one grant, one use (ACC-2)", async () => {
    const code = await createCode({ maxUses: 10 });
    const {
      client,
      user: { userId },
    } = await app.member();
    expect((await client.post("/api/access/redeem", { code: code.code })).status).toBe(200);
    const again = await client.post("/api/access/redeem", { code: code.code });
    expect([again.status, again.body.error.message]).toEqual([409, m.alreadyRedeemed]);
    expect(await app.db.select().from(accessGrants).where(eq(accessGrants.userId, userId))).toHaveLength(1);
    const [row] = await app.db.select().from(accessCodes).where(eq(accessCodes.id, code.id));
    expect(row?.usedCount).toBe(1);
  });

  test("race: two members redeem the last use at once → exactly one wins", async () => {
    const code = await createCode({ maxUses: 1 });
    const a = await app.member({ name: "Racer A" });
    const b = await app.member({ name: "Racer B" });
    const responses = await Promise.all([
      a.client.post("/api/access/redeem", { code: code.code }),
      b.client.post("/api/access/redeem", { code: code.code }),
    ]);
    expect(responses.map((response) => response.status).sort()).toEqual([200, 409]);
    expect(responses.find((response) => response.status === 409)?.body.error.message).toBe(m.usedUp);
    const [row] = await app.db.select().from(accessCodes).where(eq(accessCodes.id, code.id));
    expect(row?.usedCount).toBe(1);
    expect(
      await app.db.select().from(accessCodeRedemptions).where(eq(accessCodeRedemptions.codeId, code.id)),
    ).toHaveLength(1);
  });

  test("race: ten members for three uses → exactly three win", async () => {
    const code = await createCode({ maxUses: 3 });
    const racers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => app.member({ name: `Racer ${i}` })),
    );
    const responses = await Promise.all(
      racers.map((racer) => racer.client.post("/api/access/redeem", { code: code.code })),
    );
    expect(responses.filter((response) => response.status === 200)).toHaveLength(3);
    expect(responses.filter((response) => response.status === 409)).toHaveLength(7);
    const [row] = await app.db.select().from(accessCodes).where(eq(accessCodes.id, code.id));
    expect(row?.usedCount).toBe(3);
  });
});

describe("GET /api/admin/outbox", () => {
  test("newest first, searchable by recipient, SMTP not configured", async () => {
    const a = await app.member();
    await a.client.post("/api/auth/request-password-reset", {
      email: a.user.email,
      redirectTo: "/reset-password",
    });
    const response = await admin.client.get(
      `/api/admin/outbox?q=${encodeURIComponent(a.user.email.toUpperCase())}`,
    );
    expect(response.status).toBe(200);
    expect(response.body.smtpConfigured).toBe(false);
    expect(response.body.messages.length).toBeGreaterThanOrEqual(1);
    for (const message of response.body.messages as Array<{
      toEmail: string;
      kind: string;
      bodyText: string;
      subject: string;
    }>) {
      expect(message.toEmail).toBe(a.user.email);
    }
    const all = (await admin.client.get("/api/admin/outbox")).body.messages as Array<{ createdAt: string }>;
    const times = all.map((message) => message.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
  });
});
