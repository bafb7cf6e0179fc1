import { and, eq } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import { parseReference } from "@common/bible/reference";
import { roomById } from "@common/content/palace";
import { aiRequests, practiceEntries, roomCheckAttempts } from "@server/db/schema";
import { useTestApp } from "@server/test/kit";
import type { TestMember } from "@server/test/members";

/*
 * The room assistant's Example, Practice, Check my work and Save as gem (ai.md §3.12) on the real app and database,
 * with the built-in fake model: what is counted, what never repeats, what the rubric says, what is saved.
 */

const app = useTestApp({ aiEnv: { AI_PROVIDER: "fake" } });

const quotaOf = async (member: TestMember) => (await member.client.get("/api/ai/quota")).body;

const goodAnswer =
  "Leviticus 16:30 evokes the Day of Atonement, the yearly service when the high priest carried the blood into the Most Holy Place. Sanctuary element: the Day of Atonement. Christ's fulfilment: Jesus our High Priest ministers His own blood in the heavenly sanctuary and cleanses His people before He comes. Doctrine: the judgment and the final cleansing of sin. Cross-links: Hebrews 9:23-24 and Revelation 14:7.";

describe("Example", () => {
  test("the pool never shows the verse shown last, walks the room's pool and counts nothing", async () => {
    const member = await app.member({ plan: "essential" });
    const first = await member.client.get("/api/ai/room/bl/example");
    expect(first.status).toBe(200);
    const { example } = first.body;
    expect(first.body).toMatchObject({ source: "offline", quota: null, notice: null });
    expect(parseReference(example.verseRef)).not.toBeNull();
    expect(example.verseText.length).toBeGreaterThan(20);
    // The Blue Room's five method steps, each applied to the verse.
    expect(example.steps).toHaveLength(5);
    expect(example.steps.map((step: { step: string }) => step.step)).toEqual(
      roomById("bl").method.map((step) => step.text),
    );
    expect(example.insights.length).toBeGreaterThanOrEqual(2);

    const seen = [example.verseRef as string];
    for (let i = 0; i < 6; i += 1) {
      const last = seen[seen.length - 1] as string;
      const next = await member.client.get(`/api/ai/room/bl/example?last=${encodeURIComponent(last)}`);
      expect(next.body.example.verseRef).not.toBe(last);
      seen.push(next.body.example.verseRef as string);
    }
    // Five verses in the Blue Room's pool, visited in turn.
    expect(new Set(seen).size).toBe(5);
    expect(await quotaOf(member)).toMatchObject({ used: 0, remaining: 10 });
  });

  test("a fresh example with AI is one question, applies every step, and quotes the KJV for a real verse", async () => {
    const member = await app.member({ plan: "essential" });
    const fresh = await member.client.post("/api/ai/room/fe/example/fresh", { last: "Acts 2:1" });
    expect(fresh.status).toBe(200);
    expect(fresh.body.source).toBe("fake");
    expect(fresh.body.quota).toMatchObject({ used: 1, remaining: 9 });
    expect(fresh.body.example.steps).toHaveLength(roomById("fe").method.length);
    expect(await quotaOf(member)).toMatchObject({ used: 1, remaining: 9 });
    const rows = await app.db.select().from(aiRequests).where(eq(aiRequests.userId, member.user.userId));
    expect(rows.map((row) => [row.tool, row.counted, row.status])).toEqual([
      ["room_example", true, "complete"],
    ]);
    // The request told the model which verses not to use, the one shown last first.
    const sent = (await member.client.get("/api/ai/fake/last-request")).body.messages as {
      content: string;
    }[];
    expect(sent.at(-1)?.content).toContain("Acts 2:1");
  });

  test("at the limit a fresh example is refused with 429 and Retry-After; the pool still answers", async () => {
    const member = await app.member();
    for (let i = 0; i < 3; i += 1)
      expect((await member.client.post("/api/ai/room/sr/example/fresh", {})).status).toBe(200);
    const response = await member.client.fetch("/api/ai/room/sr/example/fresh", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{}",
    });
    expect(response.status).toBe(429);
    expect(response.headers.get("retry-after")).not.toBeNull();
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe("ai_daily_limit");
    expect((await member.client.get("/api/ai/room/sr/example")).status).toBe(200);
  });
});

describe("Practice", () => {
  test("pool practice: 2–3 questions, hints and a model answer; the next item is another verse; not counted", async () => {
    const member = await app.member({ plan: "essential" });
    const first = await member.client.get("/api/ai/room/dr/practice");
    expect(first.status).toBe(200);
    const { practice } = first.body;
    expect(practice.questions.length).toBeGreaterThanOrEqual(2);
    expect(practice.questions.length).toBeLessThanOrEqual(3);
    expect(practice.hints.length).toBeGreaterThan(0);
    expect(practice.modelAnswer).toContain("1. ");
    const next = await member.client.get(
      `/api/ai/room/dr/practice?last=${encodeURIComponent(practice.verseRef)}`,
    );
    expect(next.body.practice.verseRef).not.toBe(practice.verseRef);
    expect(await quotaOf(member)).toMatchObject({ used: 0 });
  });

  test("a practice item from the model is counted", async () => {
    const member = await app.member({ plan: "essential" });
    const fresh = await member.client.post("/api/ai/room/or/practice/fresh", {});
    expect(fresh.status).toBe(200);
    expect(fresh.body.source).toBe("fake");
    expect(fresh.body.quota).toMatchObject({ used: 1, limit: 10 });
  });
});

describe("Check my work", () => {
  test("Quick check: a good answer passes, is not counted, and is saved as the room's practice attempt", async () => {
    const member = await app.member({ plan: "essential" });
    const result = await member.client.post("/api/ai/room/bl/check", {
      verseRef: "Lev 16:30",
      answer: goodAnswer,
    });
    expect(result.status).toBe(200);
    expect(result.body.judge).toMatchObject({ verdict: "pass", points: 10, cautions: [], judgedBy: "rules" });
    expect(result.body.attempt).toMatchObject({ roomId: "bl", verseRef: "Leviticus 16:30", verdict: "pass" });
    expect(await quotaOf(member)).toMatchObject({ used: 0 });
    const listed = await member.client.get("/api/ai/room/bl/checks");
    expect(listed.body.attempts).toEqual([
      expect.objectContaining({ id: result.body.attempt.id, answer: goodAnswer, points: 10 }),
    ]);
    // Not a practice entry: it never counts toward completing the room.
    const entries = await app.db
      .select()
      .from(practiceEntries)
      .where(eq(practiceEntries.userId, member.user.userId));
    expect(entries).toEqual([]);
  });

  test("a thin answer fails", async () => {
    const member = await app.member({ plan: "essential" });
    const result = await member.client.post("/api/ai/room/bl/check", {
      verseRef: "Leviticus 16:30",
      answer: "It is about being clean.",
    });
    expect(result.body.judge.verdict).toBe("fail");
    expect(result.body.judge.growthAreas.length).toBeGreaterThan(0);
  });

  test("naming the scapegoat as Christ is partial or fail, with a caution that gives its reason and passage", async () => {
    const member = await app.member({ plan: "essential" });
    const result = await member.client.post("/api/ai/room/bl/check", {
      verseRef: "Leviticus 16:10",
      answer:
        "In Leviticus 16:10 the scapegoat is a picture of Jesus Christ, who carries our sins away into the wilderness, as Hebrews 9:28 says.",
    });
    expect(["partial", "fail"]).toContain(result.body.judge.verdict);
    expect(result.body.judge.cautions).toEqual([
      expect.objectContaining({
        reading: "The scapegoat named as a figure of Christ",
        passage: "Leviticus 16:15-22",
        reason: expect.stringContaining("never as Christ"),
      }),
    ]);
  });

  test("with the model: counted, the model's verdict, the rubric's cautions kept and the verdict held below pass", async () => {
    const member = await app.member({ plan: "essential" });
    const result = await member.client.post("/api/ai/room/bl/check", {
      verseRef: "Leviticus 16:10",
      answer: "The scapegoat of Leviticus 16:10 is Christ bearing our sins (Hebrews 9:28).",
      mode: "model",
    });
    expect(result.status).toBe(200);
    expect(result.body.source).toBe("fake");
    expect(result.body.quota).toMatchObject({ used: 1 });
    expect(result.body.judge.judgedBy).toBe("ai");
    // The fake's verdict is "pass"; a rubric caution holds it at partial.
    expect(result.body.judge.verdict).toBe("partial");
    expect(result.body.judge.cautions.map((c: { passage: string }) => c.passage)).toContain(
      "Leviticus 16:15-22",
    );
    const [row] = await app.db
      .select()
      .from(roomCheckAttempts)
      .where(and(eq(roomCheckAttempts.userId, member.user.userId), eq(roomCheckAttempts.roomId, "bl")));
    expect(row).toMatchObject({ judgedBy: "ai", verdict: "partial" });
    // The answer went to the model in the user message, inside a data block — never in the system message.
    const sent = (await member.client.get("/api/ai/fake/last-request")).body.messages as {
      role: string;
      content: string;
    }[];
    expect(sent[0]?.content).not.toContain("bearing our sins");
    expect(sent.at(-1)?.content).toMatch(/<member-text-[0-9a-f]{12}>\n.*bearing our sins/s);
  });

  test("a model answer that can't be read gives the rubric's verdict with the notice, and counts nothing", async () => {
    const member = await app.member({ plan: "essential" });
    const result = await member.client.post("/api/ai/room/bl/check", {
      verseRef: "Leviticus 16:30",
      answer: `${goodAnswer} #fake-badjson`,
      mode: "model",
    });
    expect(result.status).toBe(200);
    expect(result.body.judge.judgedBy).toBe("rules");
    expect(result.body.notice).toBe(
      "The assistant's answer came back in a form we couldn't read, so here is the offline study guide instead.",
    );
    expect(await quotaOf(member)).toMatchObject({ used: 0 });
  });

  test("a provider failure is the §1.8 error with Answer offline offered, and counts nothing", async () => {
    const member = await app.member({ plan: "essential" });
    const result = await member.client.post("/api/ai/room/bl/check", {
      verseRef: "Leviticus 16:30",
      answer: `${goodAnswer} #fake-402`,
      mode: "model",
    });
    expect(result.status).toBe(503);
    expect(result.body.error).toMatchObject({
      code: "ai_provider_unavailable",
      message: "The study assistant is unavailable at the moment. Your question wasn't counted.",
      details: { offlineAvailable: true },
    });
    expect(await quotaOf(member)).toMatchObject({ used: 0 });
  });

  test("an answer over 3,000 characters is refused", async () => {
    const member = await app.member({ plan: "essential" });
    const result = await member.client.post("/api/ai/room/bl/check", {
      verseRef: "Leviticus 16:30",
      answer: "a".repeat(3001),
    });
    expect(result.status).toBe(400);
    expect(result.body.error.message).toBe("Keep it to 3,000 characters.");
  });
});

describe("access", () => {
  test("a room the plan does not open is 402 plan_required, before anything else", async () => {
    const member = await app.member({ plan: "free" });
    for (const path of ["/api/ai/room/bl/example", "/api/ai/room/bl/checks"]) {
      const locked = await member.client.get(path);
      expect(locked.status).toBe(402);
      expect(locked.body.error).toMatchObject({
        code: "plan_required",
        details: { feature: "palace.advanced" },
      });
    }
    const check = await member.client.post("/api/ai/room/bl/check", { verseRef: "", answer: "" });
    expect(check.status).toBe(402);
    // Floors 1–2 are open to every plan.
    expect((await member.client.get("/api/ai/room/sr/example")).status).toBe(200);
  });

  test("an unknown room is 404; a visitor is 401", async () => {
    const member = await app.member();
    expect((await member.client.get("/api/ai/room/nope/example")).body.error.code).toBe("room_not_found");
    expect((await app.client().get("/api/ai/room/sr/example")).status).toBe(401);
  });
});

describe("Save as gem", () => {
  test("a gem is a draft entry in the Gems Room, never checked on save", async () => {
    const member = await app.member();
    const saved = await member.client.post("/api/ai/room/sr/gems", {
      title: "Jonah runs down",
      body: "Jonah keeps going down until God lifts him up.",
      references: ["Jonah 1:3", "Matthew 12:40", "not a reference"],
      rooms: ["SR"],
    });
    expect(saved.status).toBe(201);
    const [entry] = await app.db
      .select()
      .from(practiceEntries)
      .where(eq(practiceEntries.id, saved.body.entryId as string));
    expect(entry).toMatchObject({
      roomId: "gr",
      kind: "gemCard",
      status: "draft",
      verdict: null,
      refs: ["Jonah 1:3", "Matthew 12:40"],
    });
    expect(entry?.payload).toMatchObject({
      title: "Jonah runs down",
      texts: ["Jonah 1:3", "Matthew 12:40"],
      truth: "Jonah keeps going down until God lifts him up.",
      useCase: "Saved from the Story Room assistant. Rooms: SR.",
    });
  });
});

describe("offline (no model configured)", () => {
  const offline = useTestApp();

  test("Check my work asked of the model is judged by the rubric, saved, and counts nothing", async () => {
    const member = await offline.member();
    const result = await member.client.post("/api/ai/room/sr/check", {
      verseRef: "Jonah 1:3",
      answer:
        "Jonah 1:3: Call → Ship → Storm → Lots → Overboard → Fish. Arc: the prophet runs from God, and God's mercy chases him, as Christ is the greater Jonah (Matthew 12:40).",
      mode: "model",
    });
    expect(result.status).toBe(200);
    expect(result.body).toMatchObject({ source: "offline", quota: null, notice: null });
    expect(result.body.judge.judgedBy).toBe("rules");
    expect((await member.client.get("/api/ai/room/sr/checks")).body.attempts).toHaveLength(1);
    expect(await quotaOf(member)).toMatchObject({ used: 0 });
  });

  test("a fresh example without a model is the pool's next example, not counted", async () => {
    const member = await offline.member();
    const result = await member.client.post("/api/ai/room/sr/example/fresh", { last: "Jonah 1:3" });
    expect(result.body).toMatchObject({ source: "offline", quota: null });
    expect(result.body.example.verseRef).toBe("Luke 15:20");
  });
});
