// Mutes (screens.md §4.3 "Mute author", ADM-8) through the real app on PGlite: staff — moderators too — mute a member
// for 1 hour, 24 hours or 7 days and lift it, audited, with a `mute.changed` notice on the member's own topic; the
// member reads their mute at /api/mutes/me until it runs out on the clock; members can't mute, nobody mutes themselves,
// and only admins mute staff.
import { and, asc, eq } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import { muteChangedEventType, muteMessages } from "@common/schemas/mutes";
import { createTestClock } from "@server/clock";
import { auditLog } from "@server/db/schema";
import type { BusMessage } from "@server/realtime/bus";
import { useTestApp } from "@server/test/kit";

const clock = createTestClock(new Date("2026-06-01T10:00:00.000Z"));
const app = useTestApp({ clock });
const hourMs = 60 * 60 * 1000;

/** What the bus carried on `topic` while `run` ran. */
async function published(topic: string, run: () => Promise<unknown>): Promise<unknown[]> {
  const seen: BusMessage[] = [];
  const stop = app.bus.subscribe((message) => seen.push(message));
  try {
    await run();
    await app.flushBus();
  } finally {
    stop();
  }
  return seen.filter((message) => message.topic === topic).map((message) => message.event);
}

describe("mutes", () => {
  test("ADM-8: a moderator mutes a member for 1 hour; the member sees it at /api/mutes/me until it ends", async () => {
    const moderator = await app.member({ role: "moderator" });
    const member = await app.member({ plan: "essential" });
    expect((await member.client.get("/api/mutes/me")).body).toBeNull();

    const events = await published(`user:${member.user.userId}`, async () => {
      const res = await moderator.client.post("/api/admin/mutes", {
        userId: member.user.userId,
        duration: "1h",
        reason: "Spam links",
      });
      expect(res.status).toBe(201);
      expect(res.body).toEqual({
        userId: member.user.userId,
        until: new Date(clock.now().getTime() + hourMs).toISOString(),
        reason: "Spam links",
      });
    });
    expect(events).toEqual([{ type: muteChangedEventType }]);

    const until = new Date(clock.now().getTime() + hourMs).toISOString();
    expect((await member.client.get("/api/mutes/me")).body).toEqual({ until });
    clock.advance(hourMs - 1000);
    expect((await member.client.get("/api/mutes/me")).body).toEqual({ until });
    clock.advance(1000);
    expect((await member.client.get("/api/mutes/me")).body).toBeNull();

    const [audit] = await app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "member.mute"), eq(auditLog.targetId, member.user.userId)));
    expect(audit).toMatchObject({
      actorId: moderator.user.userId,
      targetType: "user",
      payload: { duration: "1h", until, reason: "Spam links" },
    });
  });

  test("Unmute lifts the mute at once, audited and announced; a new mute replaces a running one", async () => {
    const admin = await app.member({ role: "admin" });
    const member = await app.member();
    const id = member.user.userId;
    await admin.client.post("/api/admin/mutes", { userId: id, duration: "7d" });
    const shorter = await admin.client.post("/api/admin/mutes", { userId: id, duration: "24h" });
    expect(shorter.body.reason).toBe("");
    expect((await member.client.get("/api/mutes/me")).body).toEqual({
      until: new Date(clock.now().getTime() + 24 * hourMs).toISOString(),
    });
    // The admin drawer shows the running mute.
    const drawer = await admin.client.get(`/api/admin/users/${id}`);
    expect(drawer.body.mute).toMatchObject({
      until: shorter.body.until,
      createdBy: { userId: admin.user.userId, displayName: admin.user.name },
    });

    const events = await published(`user:${id}`, async () => {
      const res = await admin.client.delete(`/api/admin/mutes/${id}`);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ userId: id, until: null, lifted: 1 });
    });
    expect(events).toEqual([{ type: muteChangedEventType }]);
    expect((await member.client.get("/api/mutes/me")).body).toBeNull();

    // Lifting again finds nothing running: still 200, nothing audited or announced.
    const again = await admin.client.delete(`/api/admin/mutes/${id}`);
    expect(again.body.lifted).toBe(0);
    const actions = await app.db
      .select({ action: auditLog.action, actorId: auditLog.actorId })
      .from(auditLog)
      .where(eq(auditLog.targetId, id))
      .orderBy(asc(auditLog.id));
    expect(actions).toEqual([
      { action: "member.mute", actorId: admin.user.userId },
      { action: "member.mute", actorId: admin.user.userId },
      { action: "member.unmute", actorId: admin.user.userId },
    ]);
  });

  test("401 without a session, 403 for members; the member's own look-up needs a session", async () => {
    const member = await app.member({ plan: "premium" });
    const other = await app.member();
    const visitor = app.client();
    expect(
      (await visitor.post("/api/admin/mutes", { userId: other.user.userId, duration: "1h" })).status,
    ).toBe(401);
    expect((await visitor.delete(`/api/admin/mutes/${other.user.userId}`)).status).toBe(401);
    expect((await visitor.get("/api/mutes/me")).status).toBe(401);
    const res = await member.client.post("/api/admin/mutes", { userId: other.user.userId, duration: "1h" });
    expect(res.status).toBe(403);
    expect((await member.client.delete(`/api/admin/mutes/${other.user.userId}`)).status).toBe(403);
    expect((await other.client.get("/api/mutes/me")).body).toBeNull();
  });

  test("nobody mutes themselves; only an admin mutes staff; unknown members 404; bad input 400", async () => {
    const moderator = await app.member({ role: "moderator" });
    const admin = await app.member({ role: "admin" });
    const otherModerator = await app.member({ role: "moderator" });

    const self = await moderator.client.post("/api/admin/mutes", {
      userId: moderator.user.userId,
      duration: "1h",
    });
    expect(self.status).toBe(409);
    expect(self.body.error.message).toBe(muteMessages.cannotMuteSelf);

    for (const target of [admin, otherModerator]) {
      const res = await moderator.client.post("/api/admin/mutes", {
        userId: target.user.userId,
        duration: "1h",
      });
      expect(res.status).toBe(403);
      expect(res.body.error.message).toBe(muteMessages.staffOnlyByAdmin);
    }
    const byAdmin = await admin.client.post("/api/admin/mutes", {
      userId: otherModerator.user.userId,
      duration: "1h",
    });
    expect(byAdmin.status).toBe(201);

    const unknown = crypto.randomUUID();
    expect(
      (await moderator.client.post("/api/admin/mutes", { userId: unknown, duration: "1h" })).status,
    ).toBe(404);
    expect((await moderator.client.delete(`/api/admin/mutes/${unknown}`)).status).toBe(404);
    const badDuration = await moderator.client.post("/api/admin/mutes", {
      userId: admin.user.userId,
      duration: "2h",
    });
    expect(badDuration.status).toBe(400);
    expect(badDuration.body.error.message).toBe(muteMessages.durationInvalid);
    const longReason = await moderator.client.post("/api/admin/mutes", {
      userId: admin.user.userId,
      duration: "1h",
      reason: "x".repeat(501),
    });
    expect(longReason.status).toBe(400);
    expect((await moderator.client.delete("/api/admin/mutes/not-a-uuid")).status).toBe(400);
  });
});
