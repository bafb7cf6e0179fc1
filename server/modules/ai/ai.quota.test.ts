import { eq } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import { aiErrorMessages } from "@common/constants/ai";
import { createTestClock } from "@server/clock";
import { aiMessages, aiRequests, aiUsageDaily, auditLog } from "@server/db/schema";
import { useTestApp } from "@server/test/kit";
import type { TestMember } from "@server/test/members";
import { ask, frame, phototheology, postJson, readAnswer, readUntil } from "./ai-test-support";

/* Quotas (ai.md §1.5), plan gating (§1.6) and input limits (§1.7) on the real app, with the built-in fake model. */

const start = new Date("2026-03-02T20:00:00.000Z");
const app = useTestApp({ clock: createTestClock(start), aiEnv: { AI_PROVIDER: "fake" } });

const quotaOf = async (member: TestMember) => (await member.client.get("/api/ai/quota")).body;

describe("questions left (the chip's numbers)", () => {
  test.each([
    ["free", "day", 3],
    ["essential", "day", 10],
    ["premium", "hour", 100],
    ["trial", "hour", 100],
  ] as const)("%s: %s window of %i", async (plan, window, limit) => {
    const member = await app.member({ plan });
    expect(await quotaOf(member)).toMatchObject({
      plan: plan === "trial" ? "premium" : plan,
      window,
      limit,
      used: 0,
      remaining: limit,
    });
  });

  test("a free member's three questions count down 3 → 0 on every frame, then 429 with Retry-After", async () => {
    const member = await app.member();
    for (const [index, remaining] of [2, 1, 0].entries()) {
      const result = await ask(member.client, phototheology(`Question number ${index + 1}`));
      expect(result.status).toBe(200);
      expect(frame(result, "meta").quota).toMatchObject({ used: index + 1, remaining, limit: 3 });
      expect(frame(result, "done").quota).toMatchObject({ used: index + 1, remaining });
    }
    const refused = await ask(member.client, phototheology("One more"));
    expect(refused.status).toBe(429);
    expect(refused.body.error.code).toBe("ai_daily_limit");
    // 20:00 UTC → the day turns in 4 h.
    expect(refused.body.error.message).toBe(
      "You've used all 3 of today's free questions. New questions unlock at midnight UTC (in 4 h).",
    );
    expect(refused.body.error.details).toEqual({ limit: 3, used: 3, resetsAt: "2026-03-03T00:00:00.000Z" });
    expect(refused.headers.get("retry-after")).toBe(String(4 * 60 * 60));
    expect(await quotaOf(member)).toMatchObject({ used: 3, remaining: 0 });
  });

  test("an essential member's day holds 10", async () => {
    const member = await app.member({ plan: "essential" });
    await app.db
      .insert(aiUsageDaily)
      .values({ userId: member.user.userId, usageDate: "2026-03-02", count: 9 });
    expect((await ask(member.client, phototheology("The tenth"))).status).toBe(200);
    const refused = await ask(member.client, phototheology("The eleventh"));
    expect(refused.status).toBe(429);
    expect(refused.body.error.message).toContain("all 10 of today's Essential questions");
  });

  test("the next UTC day starts again", async () => {
    const member = await app.member();
    await app.db
      .insert(aiUsageDaily)
      .values({ userId: member.user.userId, usageDate: "2026-03-02", count: 3 });
    expect((await ask(member.client, phototheology("Today"))).status).toBe(429);
    app.clock.set(new Date("2026-03-03T00:00:01.000Z"));
    expect(await quotaOf(member)).toMatchObject({ used: 0, remaining: 3 });
    expect((await ask(member.client, phototheology("Tomorrow"))).status).toBe(200);
  });

  test("premium-like plans: 100 in a rolling hour, then ai_hourly_limit with the wait in minutes", async () => {
    const member = await app.member({ plan: "premium" });
    // 99 counted questions 48 minutes ago.
    await app.db.insert(aiRequests).values(
      Array.from({ length: 99 }, () => ({
        userId: member.user.userId,
        tool: "phototheology",
        createdAt: new Date(start.getTime() - 48 * 60_000),
        counted: true,
        source: "fake",
        status: "complete",
      })),
    );
    expect(await quotaOf(member)).toMatchObject({ window: "hour", used: 99, remaining: 1 });
    expect((await ask(member.client, phototheology("The hundredth"))).status).toBe(200);
    const refused = await ask(member.client, phototheology("One too many"));
    expect(refused.status).toBe(429);
    expect(refused.body.error.code).toBe("ai_hourly_limit");
    expect(refused.body.error.message).toBe(
      "You've asked 100 questions in the last hour. To keep the service fair for everyone, please wait about 12 minutes.",
    );
    expect(refused.headers.get("retry-after")).toBe(String(12 * 60));
    app.clock.advance(12 * 60_000 + 1000);
    expect((await ask(member.client, phototheology("After the wait"))).status).toBe(200);
  });
});

describe("reservation is atomic", () => {
  test("two questions sent together with one left: exactly one answer, one 429", async () => {
    const member = await app.member();
    await app.db
      .insert(aiUsageDaily)
      .values({ userId: member.user.userId, usageDate: "2026-03-02", count: 2 });
    const [first, second] = await Promise.all([
      ask(member.client, phototheology("From the first tab")),
      ask(member.client, phototheology("From the second tab")),
    ]);
    expect([first.status, second.status].sort()).toEqual([200, 429]);
    const refused = first.status === 429 ? first : second;
    expect(refused.body.error.code).toBe("ai_daily_limit");
    expect(await quotaOf(member)).toMatchObject({ used: 3, remaining: 0 });
  });

  test("at most two requests in flight on every plan: the third is ai_busy", async () => {
    const member = await app.member({ plan: "premium" });
    const open = await Promise.all(
      ["First #fake-slow", "Second #fake-slow"].map(async (message) => {
        const response = await postJson(member.client, "/api/ai/chat", phototheology(message));
        expect(response.status).toBe(200);
        return readUntil(response, (frames) => frames.some((each) => each.event === "meta"));
      }),
    );
    const third = await ask(member.client, phototheology("Third"));
    expect(third.status).toBe(429);
    expect(third.body.error).toMatchObject({ code: "ai_busy", message: aiErrorMessages.ai_busy });
    expect(Number(third.headers.get("retry-after"))).toBeGreaterThan(0);
    // Stop both; then there is room again.
    for (const stream of open) {
      const meta = stream.frames().find((each) => each.event === "meta");
      const id = (meta?.data as { assistantMessageId: string }).assistantMessageId;
      expect((await member.client.post(`/api/ai/messages/${id}/stop`)).body.status).toBe("stopped");
      await stream.reader.cancel();
    }
    expect((await ask(member.client, phototheology("Now there is room"))).status).toBe(200);
  });
});

describe("what is never counted", () => {
  test("an offline answer is labelled offline and leaves the chip alone, even at the limit", async () => {
    const member = await app.member();
    await app.db
      .insert(aiUsageDaily)
      .values({ userId: member.user.userId, usageDate: "2026-03-02", count: 3 });
    const result = await ask(member.client, phototheology("What does the laver teach?", { offline: true }));
    expect(result.status).toBe(200);
    expect(frame(result, "meta").source).toBe("offline");
    const done = frame(result, "done");
    expect(done.message).toMatchObject({ source: "offline", status: "complete" });
    expect(done.message.content).toMatch(/laver/i);
    expect(done.quota).toMatchObject({ used: 3, remaining: 0 });
  });

  test("an essential member asking Apologetics GPT: 402 plan_required, nothing saved or counted", async () => {
    const member = await app.member({ plan: "essential" });
    const result = await ask(member.client, { assistant: "apologetics", message: "Why trust the Gospels?" });
    expect(result.status).toBe(402);
    expect(result.body.error).toMatchObject({
      code: "plan_required",
      details: { feature: "ai.apologetics_gpt", plans: ["premium"] },
    });
    expect(await quotaOf(member)).toMatchObject({ used: 0 });
    expect((await member.client.get("/api/ai/threads?assistant=apologetics")).body.threads).toEqual([]);
  });

  test("a 2,001-character message: 422 input_too_long, nothing saved or counted", async () => {
    const member = await app.member();
    const before = await app.db.select().from(aiMessages);
    const result = await ask(member.client, phototheology("a".repeat(2001)));
    expect(result.status).toBe(422);
    expect(result.body.error).toMatchObject({
      code: "input_too_long",
      message: "Keep it to 2,000 characters.",
    });
    expect(await quotaOf(member)).toMatchObject({ used: 0 });
    expect(await app.db.select().from(aiMessages)).toHaveLength(before.length);
    expect((await ask(member.client, phototheology("a".repeat(2000)))).status).toBe(200);
  });

  test("a malformed request is 422 and a visitor is 401", async () => {
    const member = await app.member();
    const unknown = await ask(member.client, { assistant: "nobody", message: "Hi" });
    expect(unknown.status).toBe(422);
    expect(unknown.body.error.code).toBe("validation_failed");
    const raw = await member.client.fetch("/api/ai/chat", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{not json",
    });
    expect(raw.status).toBe(400);
    expect((await ask(app.client(), phototheology("Hi"))).status).toBe(401);
  });
});

describe("resetting usage", () => {
  test("a member resets their own day in fake mode (the chip's test-mode menu)", async () => {
    const member = await app.member();
    await app.db
      .insert(aiUsageDaily)
      .values({ userId: member.user.userId, usageDate: "2026-03-02", count: 3 });
    const reset = await member.client.post("/api/ai/usage/reset");
    expect(reset.status).toBe(200);
    expect(reset.body).toMatchObject({ used: 0, remaining: 3 });
  });

  test("an admin resets a member's day (audited); other members may not", async () => {
    const admin = await app.member({ role: "admin" });
    const member = await app.member();
    await app.db
      .insert(aiUsageDaily)
      .values({ userId: member.user.userId, usageDate: "2026-03-02", count: 3 });
    const path = "/api/admin/ai/usage/reset";
    const body = { email: member.user.email };
    expect((await member.client.post(path, body)).status).toBe(403);
    expect((await admin.client.post(path, body)).status).toBe(200);
    expect(await quotaOf(member)).toMatchObject({ used: 0 });
    const audit = await app.db.select().from(auditLog).where(eq(auditLog.targetId, member.user.userId));
    expect(audit).toEqual([
      expect.objectContaining({ action: "ai.usage_reset", actorId: admin.user.userId }),
    ]);
    expect((await admin.client.post(path, { email: "nobody@example.com" })).status).toBe(404);
    expect((await admin.client.post(path, { email: "not an address" })).status).toBe(400);
    const overview = await admin.client.get("/api/admin/ai");
    expect(overview.status).toBe(200);
    expect(overview.body).toMatchObject({ mode: "fake", recentErrors: expect.any(Array) });
    expect(overview.body.today.questions).toBeGreaterThan(0);
  });
});

describe("offline mode (no model configured)", () => {
  const offlineApp = useTestApp({ clock: createTestClock(start) });

  test("status says offline; answers are labelled offline and never counted; no test-mode reset", async () => {
    const member = await offlineApp.member();
    expect((await member.client.get("/api/ai/status")).body).toEqual({
      mode: "offline",
      streaming: false,
      imageGeneration: false,
      degradedUntil: null,
    });
    const result = await readAnswer(
      await postJson(member.client, "/api/ai/chat", phototheology("What does the laver teach?")),
    );
    expect(frame(result, "meta").source).toBe("offline");
    expect(frame(result, "done").message.source).toBe("offline");
    expect(frame(result, "done").quota).toMatchObject({ used: 0, remaining: 3 });
    expect((await member.client.post("/api/ai/usage/reset")).status).toBe(404);
    expect((await member.client.get("/api/ai/fake/last-request")).status).toBe(404);
  });

  test("an offline answer with no match offers the questions it can answer (saved with the message)", async () => {
    const member = await offlineApp.member({ plan: "premium" });
    const result = await ask(member.client, {
      assistant: "apologetics",
      message: "What about the zebra migration patterns?",
    });
    const message = frame(result, "done").message;
    expect(message.suggestions?.length).toBeGreaterThan(0);
    const saved = (await member.client.get(`/api/ai/threads/${message.threadId}`)).body.messages[1];
    expect(saved.suggestions).toEqual(message.suggestions);
  });
});
