import { and, eq } from "drizzle-orm";
import { describe, expect, test, vi } from "vitest";
import { aiRequests, notifications, prophecySignals } from "@server/db/schema";
import { createLogger } from "@server/logger";
import { loadEnv } from "@server/env";
import { createAiRuntime } from "@server/modules/ai/ai.runtime";
import { fakeInventedLink } from "@server/modules/ai/provider/fake-core";
import { type TestAppHandle, useTestApp } from "@server/test/kit";
import { testAuthSecret } from "@server/test/test-app";
import { deliverNotifications } from "@server/modules/notifications/delivery";
import type { Mail } from "@server/services/mailer/mailer";
import { runProphecyBriefing } from "./briefing-job";
import { containsWholeWord, sameChapter, topicMatchesSignal } from "./matching";
import { curatedThemes } from "./prophecy.offline";

/* Prophecy Watch (ai.md §3.6) through the real app on PGlite: with the built-in fake model, and offline. */

type Client = Awaited<ReturnType<TestAppHandle["member"]>>["client"];

const notificationsOf = (app: TestAppHandle, userId: string) =>
  app.db.select().from(notifications).where(eq(notifications.userId, userId));

/** An offline theme briefing (quick, deterministic), saved private; returns its id. */
async function themeAnalysis(client: Client, category: string): Promise<string> {
  const result = await client.post("/api/prophecy/analyses", { kind: "theme", category, offline: true });
  expect(result.status).toBe(201);
  return result.body.id as string;
}

describe("matching rules", () => {
  test("a keyword matches as a whole word only, ignoring case", () => {
    expect(containsWholeWord("Sunday rest bill introduced", "sunday")).toBe(true);
    expect(containsWholeWord("Sundays are busy", "Sunday")).toBe(false);
    expect(containsWholeWord("Sunday rest bill", "Sun")).toBe(false);
    expect(containsWholeWord("A (Sunday) law", "Sunday")).toBe(true);
  });

  test("a passage matches in the same chapter", () => {
    expect(sameChapter("Daniel 7", "Daniel 7:25")).toBe(true);
    expect(sameChapter("Revelation 13:1", "Revelation 13:16-17")).toBe(true);
    expect(sameChapter("Daniel 7", "Daniel 8:14")).toBe(false);
    expect(sameChapter("not a passage", "Daniel 8:14")).toBe(false);
  });

  test("category, or keyword in title or summary, or passage", () => {
    const signal = {
      category: "natural_world" as const,
      title: "Floods in the valley",
      summary: "A report on rain.",
      passages: ["Luke 21:25-28"],
    };
    const topic = { categories: [], keywords: [], passages: [] };
    expect(topicMatchesSignal({ ...topic, categories: ["natural_world"] }, signal)).toBe(true);
    expect(topicMatchesSignal({ ...topic, categories: ["religious_liberty"] }, signal)).toBe(false);
    expect(topicMatchesSignal({ ...topic, keywords: ["rain"] }, signal)).toBe(true);
    expect(topicMatchesSignal({ ...topic, keywords: ["rainfall"] }, signal)).toBe(false);
    expect(topicMatchesSignal({ ...topic, passages: ["Luke 21"] }, signal)).toBe(true);
    expect(topicMatchesSignal({ ...topic, passages: ["Luke 22:1"] }, signal)).toBe(false);
  });
});

describe("with the fake model", () => {
  const app = useTestApp({ aiEnv: { AI_PROVIDER: "fake" } });

  test("401 without a session; free: the feed yes, analyses and alerts 402", async () => {
    expect((await app.client().get("/api/prophecy/feed")).status).toBe(401);
    const { client } = await app.member({ plan: "free" });
    expect((await client.get("/api/prophecy/feed")).status).toBe(200);
    for (const result of [
      await client.post("/api/prophecy/analyses", { kind: "theme", category: "religious_liberty" }),
      await client.get("/api/prophecy/analyses"),
      await client.get("/api/prophecy/topics"),
      await client.post("/api/prophecy/topics", { name: "Sunday law", keywords: ["Sunday"] }),
    ]) {
      expect(result.status).toBe(402);
      expect(result.body.error.code).toBe("plan_required");
    }
  });

  test("a report with a link: the source is the member's, the invented link is gone, one question counted", async () => {
    const member = await app.member({ plan: "premium" });
    const result = await member.client.post("/api/prophecy/analyses", {
      kind: "report",
      headline: "Council debates a common day of rest",
      text: "The council met on Tuesday to debate a proposal for a common weekly day of rest.",
      sourceUrl: "https://news.example.org/a",
      scope: "my_country",
    });
    expect(result.status).toBe(201);
    expect(result.body).toMatchObject({
      kind: "report_analysis",
      source: "ai",
      visibility: "private",
      mine: true,
      scope: "my_country",
      sourceUrl: "https://news.example.org/a",
      sourceTitle: "Council debates a common day of rest",
      title: "Fake signal: Council debates a common day of rest",
      passages: ["Daniel 7:25", "Revelation 13:16-17"],
    });
    expect(JSON.stringify(result.body)).not.toContain(fakeInventedLink);
    expect(Object.keys(result.body.sections)).toEqual([
      "what_was_reported",
      "prophetic_setting",
      "what_this_is_not",
      "watch_and_pray",
    ]);
    const [row] = await app.db.select().from(prophecySignals).where(eq(prophecySignals.id, result.body.id));
    expect(JSON.stringify(row)).not.toContain(fakeInventedLink);
    const counted = await app.db.select().from(aiRequests).where(eq(aiRequests.userId, member.user.userId));
    expect(counted.filter((each) => each.counted && each.tool === "prophecy_analysis")).toHaveLength(1);

    // The pasted report goes to the model only inside the data block.
    const sent = (await member.client.get("/api/ai/fake/last-request")).body.messages as {
      role: string;
      content: string;
    }[];
    expect(sent.filter((m) => m.role === "system").some((m) => m.content.includes("common weekly day"))).toBe(
      false,
    );

    // A link that isn't http(s) is refused; an over-long report is input_too_long.
    const badLink = await member.client.post("/api/prophecy/analyses", {
      kind: "report",
      headline: "x",
      sourceUrl: "javascript:alert(1)",
    });
    expect(badLink.status).toBe(422);
    const tooLong = await member.client.post("/api/prophecy/analyses", {
      kind: "report",
      text: "a".repeat(6001),
    });
    expect(tooLong.status).toBe(422);
    expect(tooLong.body.error.code).toBe("input_too_long");
    const empty = await member.client.post("/api/prophecy/analyses", { kind: "report" });
    expect(empty.status).toBe(422);
  });

  test("my analyses: list, reopen, edit, delete; another member's is a 404", async () => {
    const owner = await app.member({ plan: "premium" });
    const other = await app.member({ plan: "premium" });
    const id = await themeAnalysis(owner.client, "power_and_authority");
    expect((await owner.client.get("/api/prophecy/analyses")).body.analyses).toEqual([
      expect.objectContaining({ id, title: "Theme briefing: Power and authority", visibility: "private" }),
    ]);
    for (const result of [
      await other.client.get(`/api/prophecy/signals/${id}`),
      await other.client.patch(`/api/prophecy/analyses/${id}`, { title: "Mine now" }),
      await other.client.delete(`/api/prophecy/analyses/${id}`),
      await other.client.post(`/api/prophecy/analyses/${id}/suggest`),
    ])
      expect(result.status).toBe(404);
    const edited = await owner.client.patch(`/api/prophecy/analyses/${id}`, {
      title: "Kingdoms and the King",
      summary: "My own summary.",
    });
    expect(edited.body).toMatchObject({ title: "Kingdoms and the King", summary: "My own summary." });
    expect(
      (await owner.client.patch(`/api/prophecy/analyses/${id}`, { title: "x".repeat(101) })).status,
    ).toBe(422);
    expect((await owner.client.get(`/api/prophecy/signals/${id}`)).body.title).toBe("Kingdoms and the King");
    expect((await owner.client.get("/api/prophecy/signals/not-a-uuid")).status).toBe(422);
    expect((await owner.client.delete(`/api/prophecy/analyses/${id}`)).status).toBe(204);
    expect((await owner.client.get(`/api/prophecy/signals/${id}`)).status).toBe(404);
  });

  test("topic limits: 11 keywords and the 21st topic are refused with 422", async () => {
    const { client } = await app.member({ plan: "premium" });
    const keywords = Array.from({ length: 11 }, (_, index) => `word${index}`);
    expect((await client.post("/api/prophecy/topics", { name: "Too many", keywords })).status).toBe(422);
    expect(
      (await client.post("/api/prophecy/topics", { name: "Long", keywords: ["x".repeat(31)] })).status,
    ).toBe(422);
    expect(
      (await client.post("/api/prophecy/topics", { name: "x".repeat(61), keywords: ["a"] })).status,
    ).toBe(422);
    expect((await client.post("/api/prophecy/topics", { name: "Nothing to watch" })).status).toBe(422);
    for (let index = 0; index < 20; index += 1) {
      const created = await client.post("/api/prophecy/topics", {
        name: `Topic ${index}`,
        keywords: ["Sunday"],
      });
      expect(created.status).toBe(201);
    }
    const over = await client.post("/api/prophecy/topics", { name: "Topic 21", keywords: ["Sunday"] });
    expect(over.status).toBe(422);
    expect(over.body.error.code).toBe("topic_limit");
    const topics = (await client.get("/api/prophecy/topics")).body.topics as { id: string }[];
    expect(topics).toHaveLength(20);
    // Edit, toggle and delete; another member can't touch it.
    const first = topics[0]!.id;
    const toggled = await client.patch(`/api/prophecy/topics/${first}`, {
      active: false,
      keywords: ["Sabbath"],
    });
    expect(toggled.body).toMatchObject({ active: false, keywords: ["Sabbath"] });
    const other = await app.member({ plan: "premium" });
    expect((await other.client.patch(`/api/prophecy/topics/${first}`, { active: true })).status).toBe(404);
    expect((await other.client.delete(`/api/prophecy/topics/${first}`)).status).toBe(404);
    expect((await client.delete(`/api/prophecy/topics/${first}`)).status).toBe(204);
  });

  test("admin publish: matching topics alert once each (category, whole word, same chapter); others don't", async () => {
    const admin = await app.member({ plan: "premium", role: "admin" });
    const watcher = await app.member({ plan: "premium" });
    const bystander = await app.member({ plan: "premium" });
    const topics = {
      keyword: { name: "Sunday law", keywords: ["Sunday"] },
      substring: { name: "Sun", keywords: ["Sun"] },
      chapter: { name: "Luke 21", passages: ["Luke 21:1"] },
      otherChapter: { name: "Luke 22", passages: ["Luke 22"] },
      category: { name: "Creation", categories: ["natural_world"] },
      otherCategory: { name: "Liberty", categories: ["religious_liberty"] },
      inactive: { name: "Paused", categories: ["natural_world"], active: false },
    };
    for (const topic of Object.values(topics))
      expect((await watcher.client.post("/api/prophecy/topics", topic)).status).toBe(201);
    await bystander.client.post("/api/prophecy/topics", { name: "Sabbath", keywords: ["Sabbath"] });

    const id = await themeAnalysis(admin.client, "natural_world");
    await admin.client.patch(`/api/prophecy/analyses/${id}`, { title: "Sunday rest bill introduced" });
    // Only admins publish.
    expect((await watcher.client.post(`/api/prophecy/analyses/${id}/publish`)).status).toBe(403);
    const ownForWatcher = await themeAnalysis(watcher.client, "natural_world");
    expect((await watcher.client.post(`/api/prophecy/analyses/${ownForWatcher}/publish`)).status).toBe(403);

    const published = await admin.client.post(`/api/prophecy/analyses/${id}/publish`);
    expect(published.status).toBe(200);
    expect(published.body).toMatchObject({ status: "published", signal: { visibility: "public" } });
    const rows = await notificationsOf(app, watcher.user.userId);
    expect(rows.map((row) => row.title).sort()).toEqual([
      'New signal for "Creation"',
      'New signal for "Luke 21"',
      'New signal for "Sunday law"',
    ]);
    expect(rows.every((row) => row.body === "Sunday rest bill introduced")).toBe(true);
    expect(rows.every((row) => row.link === `/prophecy-watch?signal=${id}`)).toBe(true);
    expect(rows.every((row) => row.kind === "prophecy_alert")).toBe(true);
    expect(await notificationsOf(app, bystander.user.userId)).toEqual([]);
    expect(await notificationsOf(app, admin.user.userId)).toEqual([]);

    // Published again (hidden, then approved by staff): still one notification per topic and signal.
    expect((await admin.client.post(`/api/admin/moderation/prophecy_signal/${id}/hide`)).status).toBe(200);
    expect((await watcher.client.get(`/api/prophecy/signals/${id}`)).status).toBe(404);
    expect((await admin.client.post(`/api/admin/moderation/prophecy_signal/${id}/approve`)).status).toBe(200);
    expect(await notificationsOf(app, watcher.user.userId)).toHaveLength(3);

    // The feed: everyone reads it, newest first, by category; the signal opens for a free member too.
    const free = await app.member({ plan: "free" });
    const feed = await free.client.get("/api/prophecy/feed");
    expect(feed.body.signals[0]).toMatchObject({ id, title: "Sunday rest bill introduced", mine: false });
    expect((await free.client.get("/api/prophecy/feed?category=religious_liberty")).body.signals).not.toEqual(
      expect.arrayContaining([expect.objectContaining({ id })]),
    );
    expect((await free.client.get(`/api/prophecy/signals/${id}`)).body.reportText).toBeNull();
    // Each topic lists its matches.
    const listed = (await watcher.client.get("/api/prophecy/topics")).body.topics as {
      name: string;
      matches: { signalId: string }[];
    }[];
    expect(listed.find((topic) => topic.name === "Sunday law")?.matches).toEqual([
      expect.objectContaining({ signalId: id, title: "Sunday rest bill introduced" }),
    ]);
    expect(listed.find((topic) => topic.name === "Sun")?.matches).toEqual([]);
    // A shared signal can't be edited any more.
    expect((await admin.client.patch(`/api/prophecy/analyses/${id}`, { title: "Changed" })).status).toBe(409);
    // Members report public signals (not their own).
    const report = await free.client.post("/api/reports", {
      subjectType: "prophecy_signal",
      subjectId: id,
      reason: "false_teaching",
    });
    expect(report.status).toBe(201);
    const own = await admin.client.post("/api/reports", {
      subjectType: "prophecy_signal",
      subjectId: id,
      reason: "spam",
    });
    expect(own.status).toBe(422);
  });

  test("the member's own private analysis never alerts", async () => {
    const author = await app.member({ plan: "premium" });
    const watcher = await app.member({ plan: "premium" });
    await author.client.post("/api/prophecy/topics", { name: "Mine", categories: ["spiritual_trends"] });
    await watcher.client.post("/api/prophecy/topics", { name: "Theirs", categories: ["spiritual_trends"] });
    await themeAnalysis(author.client, "spiritual_trends");
    await author.client.post("/api/prophecy/analyses", {
      kind: "report",
      headline: "A revival meeting",
      text: "Spiritual revival.",
    });
    expect(await notificationsOf(app, author.user.userId)).toEqual([]);
    expect(await notificationsOf(app, watcher.user.userId)).toEqual([]);
  });

  test("premium suggest → pending → approved in the moderation queue publishes and alerts", async () => {
    const author = await app.member({ plan: "premium" });
    const watcher = await app.member({ plan: "premium" });
    const staff = await app.member({ plan: "free", role: "moderator" });
    await watcher.client.post("/api/prophecy/topics", {
      name: "Worship",
      categories: ["worship_and_sabbath"],
    });
    const id = await themeAnalysis(author.client, "worship_and_sabbath");
    const suggested = await author.client.post(`/api/prophecy/analyses/${id}/suggest`);
    expect(suggested.status).toBe(200);
    expect(suggested.body).toMatchObject({ status: "pending", signal: { visibility: "pending" } });
    expect((await watcher.client.get(`/api/prophecy/signals/${id}`)).status).toBe(404);
    const feed = (await watcher.client.get("/api/prophecy/feed")).body.signals as { id: string }[];
    expect(feed.some((signal) => signal.id === id)).toBe(false);
    const queue = await staff.client.get("/api/admin/moderation");
    expect(JSON.stringify(queue.body)).toContain(id);
    expect(await notificationsOf(app, watcher.user.userId)).toEqual([]);

    const approved = await staff.client.post(`/api/admin/moderation/prophecy_signal/${id}/approve`);
    expect(approved.status).toBe(200);
    expect((await watcher.client.get(`/api/prophecy/signals/${id}`)).body.visibility).toBe("public");
    const rows = await notificationsOf(app, watcher.user.userId);
    expect(rows.map((row) => [row.title, row.link])).toEqual([
      ['New signal for "Worship"', `/prophecy-watch?signal=${id}`],
    ]);
  });

  test("at most 20 alerts a member a UTC day; beyond that one 'and N more' notification", async () => {
    const admin = await app.member({ plan: "premium", role: "admin" });
    const watcher = await app.member({ plan: "premium" });
    // Midday UTC, so the run stays inside one day.
    const now = app.clock.now();
    app.clock.set(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1, 12)));
    await watcher.client.post("/api/prophecy/topics", { name: "Power", categories: ["power_and_authority"] });
    for (let index = 0; index < 23; index += 1) {
      const id = await themeAnalysis(admin.client, "power_and_authority");
      expect((await admin.client.post(`/api/prophecy/analyses/${id}/publish`)).body.status).toBe("published");
      app.clock.advance(1000);
    }
    const rows = await notificationsOf(app, watcher.user.userId);
    expect(rows.filter((row) => row.kind === "prophecy_alert")).toHaveLength(20);
    const more = rows.filter((row) => row.kind === "prophecy_alert_more");
    expect(more).toHaveLength(1);
    expect(more[0]!.title).toBe("And 3 more new signals for your watch topics today");

    // The next UTC day alerts again.
    app.clock.advance(24 * 60 * 60 * 1000);
    const id = await themeAnalysis(admin.client, "power_and_authority");
    await admin.client.post(`/api/prophecy/analyses/${id}/publish`);
    const after = await notificationsOf(app, watcher.user.userId);
    expect(after.filter((row) => row.kind === "prophecy_alert")).toHaveLength(21);
  });

  test("notifications: the member's own list, mark read, mark all read", async () => {
    const admin = await app.member({ plan: "premium", role: "admin" });
    const watcher = await app.member({ plan: "premium" });
    const other = await app.member({ plan: "free" });
    await watcher.client.post("/api/prophecy/topics", { name: "Church", categories: ["church_and_state"] });
    for (let index = 0; index < 2; index += 1) {
      const id = await themeAnalysis(admin.client, "church_and_state");
      await admin.client.post(`/api/prophecy/analyses/${id}/publish`);
    }
    expect((await app.client().get("/api/notifications")).status).toBe(401);
    const list = await watcher.client.get("/api/notifications");
    expect(list.status).toBe(200);
    expect(list.body.unread).toBe(2);
    expect(list.body.items).toHaveLength(2);
    const first = list.body.items[0].id as string;
    expect((await other.client.post(`/api/notifications/${first}/read`)).status).toBe(404);
    expect((await other.client.get("/api/notifications")).body).toEqual({ items: [], unread: 0 });
    const read = await watcher.client.post(`/api/notifications/${first}/read`);
    expect(read.status).toBe(200);
    expect(read.body.readAt).not.toBeNull();
    expect((await watcher.client.get("/api/notifications")).body.unread).toBe(1);
    expect((await watcher.client.post("/api/notifications/read-all")).body).toEqual({ updated: 1 });
    expect((await watcher.client.get("/api/notifications")).body.unread).toBe(0);
    const [row] = await app.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.id, first), eq(notifications.userId, watcher.user.userId)));
    expect(row?.readAt).not.toBeNull();
  });

  test("the weekly briefing: claimed once per slot, so two runs publish one signal", async () => {
    const watcher = await app.member({ plan: "premium" });
    await watcher.client.post("/api/prophecy/topics", {
      name: "Everything",
      categories: ["church_and_state", "religious_liberty", "worship_and_sabbath", "natural_world"],
    });
    await watcher.client.post("/api/prophecy/topics", {
      name: "Everything else",
      categories: ["power_and_authority", "spiritual_trends"],
    });
    const env = loadEnv({ AI_PROVIDER: "fake", NODE_ENV: "test", AUTH_SECRET: testAuthSecret });
    const logger = createLogger("silent");
    const runtime = createAiRuntime({ config: env.ai, clock: app.clock, logger, bible: app.built.bible });
    const deps = {
      db: app.db,
      runtime,
      clock: app.clock,
      logger,
      cron: "0 6 * * 1",
      delivery: { db: app.db },
    };
    const offline = createAiRuntime({
      config: loadEnv({ NODE_ENV: "test", AUTH_SECRET: testAuthSecret }).ai,
      clock: app.clock,
      logger,
      bible: app.built.bible,
    });
    app.clock.set(new Date("2030-01-07T06:05:00Z")); // a Monday, just after 06:00 UTC
    expect(await runProphecyBriefing({ ...deps, cron: undefined })).toBe("off");
    expect(await runProphecyBriefing({ ...deps, runtime: offline })).toBe("offline");
    const results = await Promise.all([runProphecyBriefing(deps), runProphecyBriefing(deps)]);
    expect(results.sort()).toEqual(["claimed_elsewhere", "published"]);
    expect(await runProphecyBriefing(deps)).toBe("claimed_elsewhere");
    const briefings = await app.db
      .select()
      .from(prophecySignals)
      .where(eq(prophecySignals.kind, "theme_briefing"));
    const mine = briefings.filter((row) => row.createdBy === null);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ visibility: "public", source: "fake" });
    expect(JSON.stringify(mine[0])).not.toContain(fakeInventedLink);
    expect(await notificationsOf(app, watcher.user.userId)).toHaveLength(1);
    // Three days later the Monday slot is too old to publish late.
    app.clock.set(new Date("2030-01-10T06:05:00Z"));
    expect(await runProphecyBriefing(deps)).toBe("not_due");
  });
});

describe("delivery", () => {
  const app = useTestApp();

  test("a realtime notice on the member's own topic; mail only when SMTP is configured", async () => {
    const member = await app.member({ plan: "premium" });
    const row = {
      id: crypto.randomUUID(),
      userId: member.user.userId,
      title: 'New signal for "Sunday law"',
      body: "Sunday rest bill introduced",
      link: "/prophecy-watch?signal=abc",
    };
    const events: { topic: string; event: unknown }[] = [];
    const unsubscribe = app.bus.subscribe((message) => events.push(message));
    const sent: Mail[] = [];
    const smtp = {
      kind: "smtp" as const,
      send: vi.fn((mail: Mail) => Promise.resolve(void sent.push(mail))),
      close: vi.fn(),
    };
    await deliverNotifications({ db: app.db, bus: app.bus, mailer: smtp, publicUrl: "https://pt.example" }, [
      row,
    ]);
    await vi.waitFor(() => expect(events).toHaveLength(1));
    expect(events[0]).toEqual({
      topic: `user:${member.user.userId}`,
      event: { type: "notification.created" },
    });
    expect(sent).toEqual([
      expect.objectContaining({
        to: member.user.email,
        subject: 'New signal for "Sunday law"',
        kind: "notification",
        text: expect.stringContaining("https://pt.example/prophecy-watch?signal=abc"),
      }),
    ]);
    const outbox = { kind: "outbox" as const, send: vi.fn(), close: vi.fn() };
    await deliverNotifications({ db: app.db, mailer: outbox }, [row]);
    expect(outbox.send).not.toHaveBeenCalled();
    unsubscribe();
  });

  test("a schedule croner can't read stops the start", () => {
    expect(() =>
      loadEnv({ NODE_ENV: "test", AUTH_SECRET: testAuthSecret, PROPHECY_BRIEFING_CRON: "99 6 * * 1" }),
    ).toThrow(/PROPHECY_BRIEFING_CRON/);
  });
});

describe("offline", () => {
  const app = useTestApp();

  test("[O] a theme briefing returns the curated passages with the offline label", async () => {
    const { client } = await app.member({ plan: "premium" });
    const result = await client.post("/api/prophecy/analyses", {
      kind: "theme",
      category: "religious_liberty",
    });
    expect(result.status).toBe(201);
    expect(result.body).toMatchObject({
      kind: "theme_briefing",
      source: "offline",
      category: "religious_liberty",
      title: "Theme briefing: Religious liberty",
      passages: [...curatedThemes.religious_liberty.passages],
      sourceUrl: null,
    });
    expect(result.body.sections.what_was_reported).toMatch(/no current events/);
  });

  test("the feed pages 30 at a time and loses no signal published at the same moment as another", async () => {
    const { client } = await app.member({ plan: "free" });
    const publishedAt = new Date("2026-03-01T12:00:00Z");
    const sections = {
      what_was_reported: "Reported.",
      prophetic_setting: "Setting.",
      what_this_is_not: "Not.",
      watch_and_pray: "Pray.",
    };
    await app.db.insert(prophecySignals).values(
      Array.from({ length: 32 }, (_, index) => ({
        kind: "theme_briefing" as const,
        title: `Same-moment signal ${index + 1}`,
        summary: "A signal for paging.",
        category: "spiritual_trends" as const,
        scope: "worldwide" as const,
        sections,
        passages: [],
        source: "offline" as const,
        visibility: "public" as const,
        publishedAt,
        createdAt: publishedAt,
        updatedAt: publishedAt,
      })),
    );
    const first = await client.get("/api/prophecy/feed?category=spiritual_trends");
    expect(first.status).toBe(200);
    expect(first.body.signals).toHaveLength(30);
    const second = await client.get(
      `/api/prophecy/feed?category=spiritual_trends&cursor=${first.body.nextCursor}`,
    );
    expect(second.body.signals).toHaveLength(2);
    expect(second.body.nextCursor).toBeNull();
    const titles = [...first.body.signals, ...second.body.signals].map(
      (signal: { title: string }) => signal.title,
    );
    expect(new Set(titles).size).toBe(32);
    expect((await client.get("/api/prophecy/feed?cursor=forged")).status).toBe(400);
  });

  test("a report offline restates only the member's words and adds the detected category's passages", async () => {
    const { client } = await app.member({ plan: "premium" });
    const result = await client.post("/api/prophecy/analyses", {
      kind: "report",
      headline: "Earthquake shakes the coast",
      text: "A strong earthquake struck the coast overnight.",
      sourceUrl: "https://news.example.org/b",
    });
    expect(result.status).toBe(201);
    expect(result.body).toMatchObject({
      source: "offline",
      category: "natural_world",
      title: "Earthquake shakes the coast",
      sourceUrl: "https://news.example.org/b",
      passages: [...curatedThemes.natural_world.passages],
    });
    expect(result.body.sections.what_was_reported).toContain(
      "A strong earthquake struck the coast overnight.",
    );
    expect(result.body.sections.prophetic_setting).toMatch(/^Not available offline/);
  });

  test("alerts work offline (publishing needs no model)", async () => {
    const admin = await app.member({ plan: "premium", role: "admin" });
    const watcher = await app.member({ plan: "premium" });
    await watcher.client.post("/api/prophecy/topics", { name: "Liberty", categories: ["religious_liberty"] });
    const id = await themeAnalysis(admin.client, "religious_liberty");
    expect((await admin.client.post(`/api/prophecy/analyses/${id}/publish`)).body.status).toBe("published");
    expect(await notificationsOf(app, watcher.user.userId)).toHaveLength(1);
  });
});
