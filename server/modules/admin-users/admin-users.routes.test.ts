// Users and roles, /api/admin/users (screens.md §4.2) through the real app on PGlite: search, the drawer without
// secrets, role grants and removals (ADM-4) with the last-admin rule, Premium grants and revocations that change the
// member's plan on their next request (ADM-5), an audit row naming the acting admin for each change (ADM-6), sign out
// everywhere, and 401/403/404/400 for everyone and everything else.
import { and, asc, eq, ne } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import { adminUserMessages } from "@common/schemas/admin-users";
import { createTestClock } from "@server/clock";
import { accessGrants, accounts, auditLog, sessions, userRoles } from "@server/db/schema";
import { useTestApp } from "@server/test/kit";
import { uniqueEmail } from "@server/test/factories";

const clock = createTestClock(new Date("2026-06-01T10:00:00.000Z"));
const app = useTestApp({ clock });
const dayMs = 24 * 60 * 60 * 1000;

const auditFor = (userId: string) =>
  app.db
    .select({ actorId: auditLog.actorId, action: auditLog.action, payload: auditLog.payload })
    .from(auditLog)
    .where(and(eq(auditLog.targetType, "user"), eq(auditLog.targetId, userId)))
    .orderBy(asc(auditLog.id));

describe("admin users", () => {
  test("401 without a session; 403 for members and moderators on every route", async () => {
    const target = await app.member();
    const paths = (userId: string) =>
      [
        ["GET", "/api/admin/users"],
        ["GET", `/api/admin/users/${userId}`],
        ["POST", `/api/admin/users/${userId}/roles`, { role: "moderator" }],
        ["DELETE", `/api/admin/users/${userId}/roles/moderator`],
        ["POST", `/api/admin/users/${userId}/grants`, { days: 7, reason: "Gift" }],
        ["POST", `/api/admin/users/${userId}/sign-out-everywhere`],
      ] as const;
    const send = (client: ReturnType<typeof app.client>, [method, path, body]: readonly unknown[]) =>
      method === "GET"
        ? client.get(path as string)
        : method === "DELETE"
          ? client.delete(path as string)
          : client.post(path as string, body);
    for (const call of paths(target.user.userId)) expect((await send(app.client(), call)).status).toBe(401);
    const member = await app.member({ plan: "premium" });
    const moderator = await app.member({ role: "moderator" });
    for (const who of [member, moderator]) {
      for (const call of paths(target.user.userId)) {
        const res = await send(who.client, call);
        expect(res.status).toBe(403);
        expect(res.body.error.code).toBe("forbidden");
      }
    }
    expect(await auditFor(target.user.userId)).toEqual([]);
  });

  test("search by e-mail, display name or username; 50 a page with the plan, its source and roles", async () => {
    const admin = await app.member({ role: "admin" });
    const tag = `zq${Date.now().toString(36)}`;
    const byName = await app.member({ name: `Ruth ${tag}` });
    const byEmail = await app.member({ email: uniqueEmail(`boaz-${tag}`), plan: "granted" });
    const unrelated = await app.member({ name: "Naomi Elsewhere", plan: "essential" });

    const found = await admin.client.get(`/api/admin/users?q=${tag}`);
    expect(found.status).toBe(200);
    const ids = found.body.users.map((row: { userId: string }) => row.userId);
    expect(ids).toEqual(expect.arrayContaining([byName.user.userId, byEmail.user.userId]));
    expect(ids).not.toContain(unrelated.user.userId);
    expect(found.body.nextOffset).toBeNull();
    const granted = found.body.users.find((row: { userId: string }) => row.userId === byEmail.user.userId);
    expect(granted).toMatchObject({
      email: byEmail.user.email,
      plan: "premium",
      planSource: "admin",
      roles: [],
      lastSeen: null,
    });
    expect(typeof granted.joinedAt).toBe("string");

    // The username is made from the display name at sign-up: searching it finds the member too.
    const detail = await admin.client.get(`/api/admin/users/${byName.user.userId}`);
    const username = detail.body.profile.username as string;
    const byUsername = await admin.client.get(`/api/admin/users?q=${encodeURIComponent(username)}`);
    expect(byUsername.body.users.map((row: { userId: string }) => row.userId)).toContain(byName.user.userId);

    const essential = await admin.client.get(
      `/api/admin/users?q=${encodeURIComponent(unrelated.user.email)}`,
    );
    expect(essential.body.users).toEqual([
      expect.objectContaining({
        userId: unrelated.user.userId,
        plan: "essential",
        planSource: "subscription",
      }),
    ]);
    const adminRow = await admin.client.get(`/api/admin/users?q=${encodeURIComponent(admin.user.email)}`);
    expect(adminRow.body.users[0]).toMatchObject({ plan: "free", planSource: null, roles: ["admin"] });

    const none = await admin.client.get(`/api/admin/users?q=nobody-${tag}-at-all`);
    expect(none.body).toEqual({ users: [], nextOffset: null });
  });

  test("the list pages 50 at a time, newest first", async () => {
    const admin = await app.member({ role: "admin" });
    // Make sure more than one page exists.
    for (let i = 0; i < 52; i += 1) await app.member({ name: `Paging Member ${i}` });
    const first = await admin.client.get("/api/admin/users");
    expect(first.body.users).toHaveLength(50);
    expect(first.body.nextOffset).toBe(50);
    const second = await admin.client.get(`/api/admin/users?offset=${first.body.nextOffset}`);
    expect(second.body.users.length).toBeGreaterThan(0);
    const firstIds = new Set(first.body.users.map((row: { userId: string }) => row.userId));
    for (const row of second.body.users) expect(firstIds.has(row.userId)).toBe(false);
    const joined = first.body.users.map((row: { joinedAt: string }) => row.joinedAt);
    expect([...joined].sort().reverse()).toEqual(joined);
    expect((await admin.client.get("/api/admin/users?offset=-1")).status).toBe(400);
  });

  test("the drawer: profile summary, access sources, redemptions, referrals — and no password, session or 2FA secret", async () => {
    const admin = await app.member({ role: "admin" });
    const referrer = await app.member({ name: "Priscilla Referrer" });
    const referrerCode = (await referrer.client.get("/api/profile/me")).body.referralCode as string;
    const member = await app.member({ name: "Aquila Member", plan: "student", referralCode: referrerCode });

    // A code the member redeems: it shows in redemptions and as a revocable code grant.
    const code = await admin.client.post("/api/admin/access-codes", {
      grantDays: 30,
      maxUses: 1,
      redeemWithinHours: 24,
      label: "Drawer test",
    });
    expect(code.status).toBe(201);
    expect((await member.client.post("/api/access/redeem", { code: code.body.code })).status).toBe(200);

    const res = await admin.client.get(`/api/admin/users/${member.user.userId}`);
    expect(res.status).toBe(200);
    expect(res.body.profile).toMatchObject({
      userId: member.user.userId,
      displayName: "Aquila Member",
      email: member.user.email,
      twoFactorEnabled: false,
    });
    expect(res.body.access.plan).toBe("premium");
    expect(res.body.access.sources.map((source: { kind: string }) => source.kind).sort()).toEqual([
      "grant",
      "student",
    ]);
    expect(res.body.student.isStudent).toBe(true);
    expect(res.body.subscription.status).toBe("none");
    expect(res.body.grants).toEqual([
      expect.objectContaining({
        source: "access_code",
        code: code.body.code,
        status: "active",
        revocable: true,
      }),
    ]);
    expect(res.body.redemptions).toEqual([
      expect.objectContaining({ code: code.body.code, grantId: res.body.grants[0].id }),
    ]);
    // The referrer appears only by the public projection.
    expect(res.body.referrals.referredBy).toEqual({
      userId: referrer.user.userId,
      displayName: "Priscilla Referrer",
      avatarUrl: null,
      level: 1,
    });
    const referrerDetail = await admin.client.get(`/api/admin/users/${referrer.user.userId}`);
    expect(referrerDetail.body.referrals.referred).toEqual([
      expect.objectContaining({
        member: { userId: member.user.userId, displayName: "Aquila Member", avatarUrl: null, level: 1 },
        status: "signed_up",
      }),
    ]);
    expect(res.body.activeSessions).toBeGreaterThanOrEqual(1);
    expect(res.body.mute).toBeNull();

    const text = JSON.stringify(res.body);
    const [account] = await app.db
      .select({ password: accounts.password })
      .from(accounts)
      .where(eq(accounts.userId, member.user.userId));
    const [session] = await app.db
      .select({ token: sessions.token })
      .from(sessions)
      .where(eq(sessions.userId, member.user.userId));
    expect(account?.password).toBeTruthy();
    expect(text).not.toContain(account!.password!);
    expect(text).not.toContain(session!.token);
    expect(text).not.toContain(member.user.password);
    expect(text).not.toMatch(/"(password|secret|backupCodes|token)"/i);

    expect((await admin.client.get(`/api/admin/users/${crypto.randomUUID()}`)).status).toBe(404);
    expect((await admin.client.get("/api/admin/users/not-a-uuid")).status).toBe(400);
  });

  test("ADM-4: granting moderator lists the role and gives staff powers; removing it takes them away", async () => {
    const admin = await app.member({ role: "admin" });
    const member = await app.member({ plan: "essential" });
    const id = member.user.userId;
    expect((await member.client.get("/api/admin/moderation")).status).toBe(403);

    const granted = await admin.client.post(`/api/admin/users/${id}/roles`, { role: "moderator" });
    expect(granted.status).toBe(200);
    expect(granted.body.roles).toEqual([
      expect.objectContaining({
        role: "moderator",
        grantedBy: { userId: admin.user.userId, displayName: admin.user.name },
      }),
    ]);
    expect((await member.client.get("/api/profile/me")).body.roles).toEqual(["moderator"]);
    expect((await member.client.get("/api/admin/moderation")).status).toBe(200);
    const list = await admin.client.get(`/api/admin/users?q=${encodeURIComponent(member.user.email)}`);
    expect(list.body.users[0].roles).toEqual(["moderator"]);

    // Granting it again changes nothing and logs nothing.
    expect((await admin.client.post(`/api/admin/users/${id}/roles`, { role: "moderator" })).status).toBe(200);

    const removed = await admin.client.delete(`/api/admin/users/${id}/roles/moderator`);
    expect(removed.status).toBe(200);
    expect(removed.body.roles).toEqual([]);
    expect((await member.client.get("/api/profile/me")).body.roles).toEqual([]);
    expect((await member.client.get("/api/admin/moderation")).status).toBe(403);

    expect((await admin.client.post(`/api/admin/users/${id}/roles`, { role: "owner" })).status).toBe(400);
    expect((await admin.client.delete(`/api/admin/users/${id}/roles/owner`)).status).toBe(400);
    expect(
      (await admin.client.post(`/api/admin/users/${crypto.randomUUID()}/roles`, { role: "admin" })).status,
    ).toBe(404);
  });

  test("ADM-5: Grant Premium 7 days unlocks Premium at once; Revoke returns the member to Free", async () => {
    const admin = await app.member({ role: "admin" });
    const member = await app.member({ plan: "free" });
    const id = member.user.userId;
    expect((await member.client.get("/api/ministry/power-of-the-lamb")).status).toBe(402);

    const granted = await admin.client.post(`/api/admin/users/${id}/grants`, {
      days: 7,
      reason: "Seminar speaker",
    });
    expect(granted.status).toBe(201);
    const grant = granted.body.grants[0];
    expect(grant).toMatchObject({
      source: "admin",
      reason: "Seminar speaker",
      startsAt: clock.now().toISOString(),
      endsAt: new Date(clock.now().getTime() + 7 * dayMs).toISOString(),
      status: "active",
      revocable: true,
      createdBy: { userId: admin.user.userId, displayName: admin.user.name },
    });
    expect(granted.body.access.plan).toBe("premium");

    const me = await member.client.get("/api/profile/me");
    expect(me.body.access.plan).toBe("premium");
    expect(me.body.access.sources).toEqual([
      { kind: "grant", source: "admin", grantId: grant.id, endsAt: grant.endsAt },
    ]);
    expect((await member.client.get("/api/ministry/power-of-the-lamb")).status).toBe(200);

    const revoked = await admin.client.post(`/api/admin/users/${id}/grants/${grant.id}/revoke`);
    expect(revoked.status).toBe(200);
    expect(revoked.body.grants[0]).toMatchObject({
      status: "revoked",
      revocable: false,
      revokedBy: { userId: admin.user.userId, displayName: admin.user.name },
    });
    expect(revoked.body.access.plan).toBe("free");
    expect((await member.client.get("/api/profile/me")).body.access.plan).toBe("free");
    expect((await member.client.get("/api/ministry/power-of-the-lamb")).status).toBe(402);

    // Revoking twice, or a grant of another member, is refused.
    const again = await admin.client.post(`/api/admin/users/${id}/grants/${grant.id}/revoke`);
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe(adminUserMessages.grantAlreadyRevoked);
    const other = await app.member();
    expect(
      (await admin.client.post(`/api/admin/users/${other.user.userId}/grants/${grant.id}/revoke`)).status,
    ).toBe(404);

    // Lifetime grants have no end; a member with another source keeps it after a revoke. (A minute later, so
    // the newest-first list has one order: two grants of the same instant tie.)
    clock.advance(60_000);
    const lifetime = await admin.client.post(`/api/admin/users/${id}/grants`, {
      days: null,
      reason: "Staff",
    });
    expect(lifetime.body.grants[0]).toMatchObject({ endsAt: null, status: "active" });
    await app.setPlan(member.user, "essential");
    await admin.client.post(`/api/admin/users/${id}/grants/${lifetime.body.grants[0].id}/revoke`);
    expect((await member.client.get("/api/profile/me")).body.access.plan).toBe("essential");
  });

  test("Grant Premium needs a reason and 1–3650 days", async () => {
    const admin = await app.member({ role: "admin" });
    const member = await app.member();
    const post = (body: unknown) => admin.client.post(`/api/admin/users/${member.user.userId}/grants`, body);
    const noReason = await post({ days: 7, reason: "   " });
    expect(noReason.status).toBe(400);
    expect(noReason.body.error.message).toBe(adminUserMessages.reasonRequired);
    expect((await post({ days: 7 })).body.error.message).toBe(adminUserMessages.reasonRequired);
    for (const days of [0, 3651, 2.5]) {
      const res = await post({ days, reason: "Gift" });
      expect(res.status).toBe(400);
      expect(res.body.error.message).toBe(adminUserMessages.grantDaysInvalid);
    }
    expect((await post({ days: 3650, reason: "Gift" })).status).toBe(201);
  });

  test("a referral reward is not revocable here; an ended grant can't be revoked", async () => {
    const admin = await app.member({ role: "admin" });
    const member = await app.member();
    const granted = await admin.client.post(`/api/admin/users/${member.user.userId}/grants`, {
      days: 1,
      reason: "Short",
    });
    clock.advance(2 * dayMs);
    const res = await admin.client.post(
      `/api/admin/users/${member.user.userId}/grants/${granted.body.grants[0].id}/revoke`,
    );
    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe(adminUserMessages.grantEnded);
    const detail = await admin.client.get(`/api/admin/users/${member.user.userId}`);
    expect(detail.body.grants[0]).toMatchObject({ status: "ended", revocable: false });

    const [reward] = await app.db
      .insert(accessGrants)
      .values({
        userId: member.user.userId,
        source: "referral_reward",
        startsAt: clock.now(),
        endsAt: new Date(clock.now().getTime() + 30 * dayMs),
      })
      .returning({ id: accessGrants.id });
    const refused = await admin.client.post(
      `/api/admin/users/${member.user.userId}/grants/${reward!.id}/revoke`,
    );
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe(adminUserMessages.grantNotRevocable);
    const after = await admin.client.get(`/api/admin/users/${member.user.userId}`);
    expect(after.body.grants[0]).toMatchObject({
      source: "referral_reward",
      status: "active",
      revocable: false,
    });
    expect(after.body.access.plan).toBe("premium");
  });

  test("ADM-6: every grant, revoke and role change has an audit row naming the acting admin", async () => {
    const admin = await app.member({ role: "admin", name: "Audit Admin" });
    const member = await app.member();
    const id = member.user.userId;
    await admin.client.post(`/api/admin/users/${id}/roles`, { role: "moderator" });
    await admin.client.delete(`/api/admin/users/${id}/roles/moderator`);
    const granted = await admin.client.post(`/api/admin/users/${id}/grants`, { days: 7, reason: "Thanks" });
    await admin.client.post(`/api/admin/users/${id}/grants/${granted.body.grants[0].id}/revoke`);
    await admin.client.post(`/api/admin/users/${id}/sign-out-everywhere`);

    const rows = await auditFor(id);
    expect(rows.map((row) => row.action)).toEqual([
      "role.grant",
      "role.revoke",
      "grant.create",
      "grant.revoke",
      "sessions.revoke",
    ]);
    for (const row of rows) expect(row.actorId).toBe(admin.user.userId);
    expect(rows[2]?.payload).toMatchObject({ days: 7, reason: "Thanks", grantId: granted.body.grants[0].id });

    // The drawer's history shows them newest first with the acting admin's name.
    const detail = await admin.client.get(`/api/admin/users/${id}`);
    expect(detail.body.history.map((entry: { action: string }) => entry.action)).toEqual([
      "sessions.revoke",
      "grant.revoke",
      "grant.create",
      "role.revoke",
      "role.grant",
    ]);
    for (const entry of detail.body.history)
      expect(entry.actor).toEqual({ userId: admin.user.userId, displayName: "Audit Admin" });
    expect(detail.body.history[2].details).toMatchObject({ days: 7, reason: "Thanks" });
  });

  test('the last admin cannot remove their own admin role: 409 "There must be at least one admin."', async () => {
    const admin = await app.member({ role: "admin" });
    // Only this admin remains (earlier tests made others).
    await app.db
      .delete(userRoles)
      .where(and(eq(userRoles.role, "admin"), ne(userRoles.userId, admin.user.userId)));
    const res = await admin.client.delete(`/api/admin/users/${admin.user.userId}/roles/admin`);
    expect(res.status).toBe(409);
    expect(res.body.error).toMatchObject({
      code: "last_admin",
      message: "There must be at least one admin.",
    });
    expect((await admin.client.get("/api/profile/me")).body.roles).toEqual(["admin"]);

    // With a second admin, either may step down.
    const second = await app.member({ role: "admin" });
    const stepDown = await second.client.delete(`/api/admin/users/${second.user.userId}/roles/admin`);
    expect(stepDown.status).toBe(200);
    expect(stepDown.body.roles).toEqual([]);
    expect((await second.client.get("/api/admin/users")).status).toBe(403);
  });

  test("two admins removing each other at the same moment leave one admin", async () => {
    const a = await app.member({ role: "admin" });
    await app.db
      .delete(userRoles)
      .where(and(eq(userRoles.role, "admin"), ne(userRoles.userId, a.user.userId)));
    const b = await app.member({ role: "admin" });
    const [byA, byB] = await Promise.all([
      a.client.delete(`/api/admin/users/${b.user.userId}/roles/admin`),
      b.client.delete(`/api/admin/users/${a.user.userId}/roles/admin`),
    ]);
    expect([byA.status, byB.status].sort()).toEqual([200, 403]);
    const admins = await app.db.select().from(userRoles).where(eq(userRoles.role, "admin"));
    expect(admins).toHaveLength(1);
  });

  test("Sign out everywhere deletes the member's sessions and their next request is refused", async () => {
    const admin = await app.member({ role: "admin" });
    const member = await app.member();
    // A second device: another sign-in of the same account.
    const phone = app.client();
    const signIn = await phone.post("/api/auth/sign-in/email", {
      email: member.user.email,
      password: member.user.password,
    });
    expect(signIn.status).toBe(200);
    // Both are cached as signed in.
    expect((await member.client.get("/api/profile/me")).status).toBe(200);
    expect((await phone.get("/api/profile/me")).status).toBe(200);
    expect((await admin.client.get(`/api/admin/users/${member.user.userId}`)).body.activeSessions).toBe(2);

    const res = await admin.client.post(`/api/admin/users/${member.user.userId}/sign-out-everywhere`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ userId: member.user.userId, signedOut: 2 });
    expect((await member.client.get("/api/profile/me")).status).toBe(401);
    expect((await phone.get("/api/profile/me")).status).toBe(401);
    // The admin's own session is untouched.
    expect((await admin.client.get("/api/admin/users")).status).toBe(200);
    expect(
      (await admin.client.post(`/api/admin/users/${crypto.randomUUID()}/sign-out-everywhere`)).status,
    ).toBe(404);
  });
});
