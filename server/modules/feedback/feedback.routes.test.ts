import { and, eq } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import type { AdminFeedbackPageDto, FeedbackDto } from "@common/schemas/feedback";
import { createTestClock } from "@server/clock";
import { auditLog, feedback, notifications } from "@server/db/schema";
import { useTestApp } from "@server/test/kit";

const start = new Date("2026-03-04T10:00:00.000Z");
const clock = createTestClock(start);
const app = useTestApp({ clock });

const valid = {
  category: "bug",
  title: "Reader skips a verse",
  details: "Opening John 3 in the KJV jumps from verse 15 to verse 17.",
};

async function storedFor(userId: string) {
  return app.db.select().from(feedback).where(eq(feedback.userId, userId));
}

describe("members send feedback", () => {
  test("without a session → 401", async () => {
    const visitor = app.client();
    expect((await visitor.post("/api/feedback", valid)).status).toBe(401);
    expect((await visitor.get("/api/feedback/mine")).status).toBe(401);
  });

  test("FB-1: a 2-character title → 400 with the title message, nothing stored", async () => {
    const { client, user } = await app.member();
    const response = await client.post("/api/feedback", { ...valid, title: "ab" });
    expect(response.status).toBe(400);
    expect(response.body.error).toMatchObject({
      code: "validation_failed",
      message: "Title must be at least 3 characters",
    });
    expect(await storedFor(user.userId)).toHaveLength(0);
    expect((await client.get("/api/feedback/mine")).body).toEqual([]);
  });

  test.each([
    ["a 201-character title", { title: "x".repeat(201) }, "Title must be 200 characters or fewer"],
    ["9-character details", { details: "too short" }, "Details must be at least 10 characters"],
    ["5,001-character details", { details: "y".repeat(5001) }, "Details must be 5,000 characters or fewer"],
    ["a title of 2 characters between spaces", { title: "   ab   " }, "Title must be at least 3 characters"],
    ["an unknown category", { category: "praise" }, "Choose a category."],
  ])("%s → 400 %s", async (_label, change, message) => {
    const { client, user } = await app.member();
    const response = await client.post("/api/feedback", { ...valid, ...change });
    expect(response.status).toBe(400);
    expect(response.body.error.message).toBe(message);
    expect(await storedFor(user.userId)).toHaveLength(0);
  });

  test("server-only fields are refused (strict body)", async () => {
    const { client } = await app.member();
    for (const extra of [{ isPriority: true }, { status: "done" }, { userId: crypto.randomUUID() }]) {
      const response = await client.post("/api/feedback", { ...valid, ...extra });
      expect(response.status).toBe(400);
    }
  });

  test("FB-2 (member side): a valid item is stored as received, category defaults to feature, newest first", async () => {
    const { client, user } = await app.member();
    const first = await client.post("/api/feedback", valid);
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({
      category: "bug",
      title: valid.title,
      details: valid.details,
      status: "received",
      adminReply: null,
      createdAt: start.toISOString(),
    });
    expect(first.body).not.toHaveProperty("isPriority");

    clock.set(new Date(start.getTime() + 60_000));
    const second = await client.post("/api/feedback", {
      title: "  Dark mode  ",
      details: "A dark theme for evening reading.",
    });
    expect(second.body).toMatchObject({ category: "feature", title: "Dark mode" });

    const mine = (await client.get("/api/feedback/mine")).body as FeedbackDto[];
    expect(mine.map((item) => item.title)).toEqual(["Dark mode", valid.title]);
    const [stored] = await storedFor(user.userId);
    expect(stored?.isPriority).toBe(false);
  });

  test("technical details are kept only when sent", async () => {
    const { client, user } = await app.member();
    await client.post("/api/feedback", {
      ...valid,
      technical: { pageUrl: "/bible/John/3", userAgent: "Mozilla/5.0 Test", appVersion: "1.2.3" },
    });
    await client.post("/api/feedback", { ...valid, title: "Without details" });
    const rows = await storedFor(user.userId);
    const withDetails = rows.find((row) => row.title === valid.title);
    const without = rows.find((row) => row.title === "Without details");
    expect(withDetails).toMatchObject({
      pageUrl: "/bible/John/3",
      userAgent: "Mozilla/5.0 Test",
      appVersion: "1.2.3",
    });
    expect(without).toMatchObject({ pageUrl: null, userAgent: null, appVersion: null });
  });

  test("priority comes from the plan: Premium (and the trial, which is Premium) yes, Essential no", async () => {
    const premium = await app.member({ plan: "premium" });
    const essential = await app.member({ plan: "essential" });
    const trial = await app.member({ plan: "trial" });
    for (const member of [premium, essential, trial]) await member.client.post("/api/feedback", valid);
    expect((await storedFor(premium.user.userId))[0]?.isPriority).toBe(true);
    expect((await storedFor(essential.user.userId))[0]?.isPriority).toBe(false);
    // The trial is Premium (screens §0 "Plans").
    expect((await storedFor(trial.user.userId))[0]?.isPriority).toBe(true);
  });

  test("another member's feedback is never listed", async () => {
    const author = await app.member();
    const other = await app.member();
    await author.client.post("/api/feedback", { ...valid, title: "Only mine to see" });
    const theirs = (await other.client.get("/api/feedback/mine")).body as FeedbackDto[];
    expect(theirs.some((item) => item.title === "Only mine to see")).toBe(false);
  });
});

describe("the admins' feedback tab", () => {
  test("a non-admin (even a moderator) → 403 for the list and the update", async () => {
    const author = await app.member();
    const item = (await author.client.post("/api/feedback", valid)).body as FeedbackDto;
    for (const role of [undefined, "moderator" as const]) {
      const { client } = await app.member(role ? { role } : {});
      expect((await client.get("/api/admin/feedback")).status).toBe(403);
      const patch = await client.patch(`/api/admin/feedback/${item.id}`, { status: "done" });
      expect(patch.status).toBe(403);
    }
    expect((await app.client().get("/api/admin/feedback")).status).toBe(401);
    const [stored] = await storedFor(author.user.userId);
    expect(stored?.status).toBe("received");
  });

  test("FB-2: the admin sets Planned with a reply; the member sees both, gets a bell item, and it is audited", async () => {
    const author = await app.member({ name: "Feedback Author" });
    const admin = await app.member({ role: "admin" });
    const item = (await author.client.post("/api/feedback", valid)).body as FeedbackDto;

    clock.set(new Date(start.getTime() + 3_600_000));
    const reply = "Thanks — we found it and a fix is planned for the next release.";
    const updated = await admin.client.patch(`/api/admin/feedback/${item.id}`, { status: "planned", reply });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({
      id: item.id,
      status: "planned",
      adminReply: reply,
      isPriority: false,
      member: { userId: author.user.userId, displayName: "Feedback Author", avatarUrl: null, level: 1 },
    });
    expect(JSON.stringify(updated.body)).not.toContain(author.user.email);

    const mine = (await author.client.get("/api/feedback/mine")).body as FeedbackDto[];
    expect(mine[0]).toMatchObject({ id: item.id, status: "planned", adminReply: reply });

    const bell = await app.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, author.user.userId));
    expect(bell).toHaveLength(1);
    expect(bell[0]).toMatchObject({ kind: "feedback", link: "/feedback", title: "Update on your feedback" });
    expect(bell[0]?.body).toContain("is now Planned");

    const audit = await app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetType, "feedback"), eq(auditLog.targetId, item.id)));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      actorId: admin.user.userId,
      action: "feedback.update",
      payload: { status: { from: "received", to: "planned" }, reply: "written" },
    });
  });

  test("saving the same status and reply again changes nothing: no audit row, no second notification", async () => {
    const author = await app.member();
    const admin = await app.member({ role: "admin" });
    const item = (await author.client.post("/api/feedback", valid)).body as FeedbackDto;
    await admin.client.patch(`/api/admin/feedback/${item.id}`, { status: "reviewed" });
    const again = await admin.client.patch(`/api/admin/feedback/${item.id}`, { status: "reviewed" });
    expect(again.status).toBe(200);
    const bell = await app.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, author.user.userId));
    expect(bell).toHaveLength(1);
    const audit = await app.db.select().from(auditLog).where(eq(auditLog.targetId, item.id));
    expect(audit).toHaveLength(1);
    // An empty reply removes a reply (and tells no one).
    await admin.client.patch(`/api/admin/feedback/${item.id}`, { reply: "We're looking into it." });
    const cleared = await admin.client.patch(`/api/admin/feedback/${item.id}`, { reply: "" });
    expect(cleared.body).toMatchObject({ adminReply: null, status: "reviewed" });
    expect(
      await app.db.select().from(notifications).where(eq(notifications.userId, author.user.userId)),
    ).toHaveLength(2);
  });

  test("the list: priority first, then newest; filters by category and status; 50 a page", async () => {
    const admin = await app.member({ role: "admin" });
    const premium = await app.member({ plan: "premium", name: "Premium Sender" });
    const free = await app.member({ name: "Free Sender" });
    const tag = `list-${crypto.randomUUID().slice(0, 8)}`;
    clock.set(new Date(start.getTime() + 10_000));
    await free.client.post("/api/feedback", {
      ...valid,
      category: "improvement",
      title: `${tag} older free`,
    });
    clock.set(new Date(start.getTime() + 20_000));
    await premium.client.post("/api/feedback", {
      ...valid,
      category: "improvement",
      title: `${tag} premium`,
    });
    clock.set(new Date(start.getTime() + 30_000));
    await free.client.post("/api/feedback", {
      ...valid,
      category: "improvement",
      title: `${tag} newer free`,
    });

    const list = (await admin.client.get("/api/admin/feedback?category=improvement"))
      .body as AdminFeedbackPageDto;
    const ours = list.items.filter((entry) => entry.title.startsWith(tag)).map((entry) => entry.title);
    expect(ours).toEqual([`${tag} premium`, `${tag} newer free`, `${tag} older free`]);
    expect(list.items.every((entry) => entry.category === "improvement")).toBe(true);
    expect(list).toMatchObject({ page: 1, pageSize: 50 });
    const first = list.items.find((entry) => entry.title === `${tag} premium`);
    expect(first).toMatchObject({ isPriority: true, member: { displayName: "Premium Sender" } });
    // Priority items lead the whole list.
    const firstNonPriority = list.items.findIndex((entry) => !entry.isPriority);
    expect(list.items.slice(firstNonPriority).some((entry) => entry.isPriority)).toBe(false);

    const declined = (await admin.client.get("/api/admin/feedback?status=declined"))
      .body as AdminFeedbackPageDto;
    expect(declined.items.every((entry) => entry.status === "declined")).toBe(true);

    // Fill past one page: 50 a page, the rest on page 2.
    const bulk = await app.member();
    for (let i = 0; i < 51; i += 1)
      await bulk.client.post("/api/feedback", { ...valid, category: "other", title: `${tag} bulk ${i}` });
    const page1 = (await admin.client.get("/api/admin/feedback?category=other")).body as AdminFeedbackPageDto;
    expect(page1.items).toHaveLength(50);
    expect(page1.total).toBeGreaterThanOrEqual(51);
    const page2 = (await admin.client.get("/api/admin/feedback?category=other&page=2"))
      .body as AdminFeedbackPageDto;
    expect(page2.items.length).toBe(page1.total - 50);
    expect(new Set([...page1.items, ...page2.items].map((entry) => entry.id)).size).toBe(page1.total);
  });

  test("bad filters and bodies → 400; an unknown or malformed id → 404", async () => {
    const admin = await app.member({ role: "admin" });
    for (const query of ["status=open", "category=praise", "page=0", "sort=oldest"])
      expect((await admin.client.get(`/api/admin/feedback?${query}`)).status).toBe(400);
    const author = await app.member();
    const item = (await author.client.post("/api/feedback", valid)).body as FeedbackDto;
    for (const body of [
      {},
      { status: "archived" },
      { reply: "x".repeat(5001) },
      { status: "done", isPriority: true },
    ])
      expect((await admin.client.patch(`/api/admin/feedback/${item.id}`, body)).status).toBe(400);
    expect(
      (await admin.client.patch(`/api/admin/feedback/${crypto.randomUUID()}`, { status: "done" })).status,
    ).toBe(404);
    expect((await admin.client.patch("/api/admin/feedback/not-an-id", { status: "done" })).status).toBe(404);
  });
});
