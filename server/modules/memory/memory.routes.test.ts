// Memory verses on the app-wide FSRS queue (MEM-1..3) and the Verse Memory Hall's statistics and quick quiz.
import { eq } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import { createTestClock } from "@server/clock";
import { profiles, reviewLogs } from "@server/db/schema";
import { useTestApp } from "@server/test/kit";
import type { TestClient } from "@server/test/test-app";

const start = new Date("2026-03-04T15:00:00.000Z"); // a Wednesday
const clock = createTestClock(start);
const dayMs = 24 * 60 * 60 * 1000;
const app = useTestApp({ clock });

async function add(client: TestClient, reference: string, translation = "kjv") {
  const response = await client.post("/api/memory/verses", { reference, translation });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body;
}

describe("memory verses", () => {
  test("need a session", async () => {
    expect((await app.client().get("/api/memory/verses")).status).toBe(401);
  });

  test("MEM-1: 'Phil 4:6-7' is stored as 'Philippians 4:6–7' with both verses' text, due now", async () => {
    const { client } = await app.member();
    const verse = await add(client, "Phil 4:6-7");
    expect(verse).toMatchObject({
      reference: "Philippians 4:6–7",
      startKey: 50_004_006,
      endKey: 50_004_007,
      translation: "kjv",
      status: "new",
      dueAt: start.toISOString(),
    });
    expect(verse.text).toMatch(
      /^Be careful for nothing.*requests be made known unto God\. And the peace of God.*through Christ Jesus\.$/,
    );
    clock.set(new Date(start.getTime() + 1000));
    const web = await add(client, "John 3:16", "web");
    expect(web.text).toMatch(/^For God so loved the world/);
    expect(web.text).not.toBe(
      "For God so loved the world, that he gave his only begotten Son, that whosoever believeth in him should not perish, but have everlasting life.",
    );
    const list = await client.get("/api/memory/verses");
    expect(list.body).toMatchObject({ dueToday: 2, memorized: 0 });
    expect(list.body.verses.map((item: { reference: string }) => item.reference)).toEqual([
      "John 3:16",
      "Philippians 4:6–7",
    ]);
  });

  test("validation messages (screens §5.7) and the duplicate 409", async () => {
    const { client } = await app.member();
    const message = async (reference: string) =>
      (await client.post("/api/memory/verses", { reference, translation: "kjv" })).body.error?.message;
    expect(await message("")).toBe("Enter a reference like John 3:16");
    expect(await message("love one another")).toBe("Enter a reference like John 3:16");
    expect(await message("John 3:99")).toBe("We couldn't find that passage");
    expect(await message("Hezekiah 1:1")).toBe("We couldn't find that passage");
    expect(await message("John 3")).toBe("Choose at most 10 verses");
    expect(await message("Ps 119:1-11")).toBe("Choose at most 10 verses");
    await add(client, "Ps 119:1-10");
    const duplicate = await client.post("/api/memory/verses", {
      reference: "Psalm 119:1-10",
      translation: "web",
    });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body.error).toEqual({ code: "already_in_list", message: "Already in your list" });
  });

  test("MEM-2: FSRS through the API with a moved clock; the due count drops and later Goods push further", async () => {
    const { client } = await app.member();
    const verse = await add(client, "Rom 8:28");
    const queue = await client.get("/api/review/queue?subject=memory_verse");
    expect(queue.body).toMatchObject({ dueCount: 1, total: 1 });
    expect(queue.body.due[0]).toMatchObject({
      id: verse.cardId,
      subjectType: "memory_verse",
      subjectId: verse.id,
      front: "Romans 8:28",
    });
    expect(queue.body.due[0].back).toMatch(/^And we know that all things work together for good/);

    const first = await client.post(`/api/review/cards/${verse.cardId}/grade`, { rating: "good" });
    expect(first.status).toBe(200);
    const firstDue = new Date(first.body.card.dueAt).getTime();
    expect(firstDue).toBeGreaterThan(start.getTime());
    expect((await client.get("/api/memory/verses")).body.dueToday).toBe(0);
    expect((await client.get("/api/review/queue?subject=memory_verse")).body.dueCount).toBe(0);

    let previousInterval = firstDue - start.getTime();
    let now = firstDue;
    for (let round = 0; round < 4; round += 1) {
      clock.set(new Date(now + 1000));
      expect((await client.get("/api/memory/verses")).body.dueToday).toBe(1);
      const graded = await client.post(`/api/review/cards/${verse.cardId}/grade`, { rating: "good" });
      const due = new Date(graded.body.card.dueAt).getTime();
      const interval = due - clock.now().getTime();
      expect(interval).toBeGreaterThan(previousInterval);
      previousInterval = interval;
      now = due;
    }
    const listed = (await client.get("/api/memory/verses")).body.verses[0];
    expect(listed.status).toBe(previousInterval >= 21 * dayMs ? "memorized" : "learning");
  });

  test("the queue filter keeps areas apart; memory cards cannot be added through /api/review/cards", async () => {
    const { client } = await app.member();
    await add(client, "Gen 1:1");
    expect(
      (await client.post("/api/review/cards", { subjectType: "room_core", subjectId: "sr" })).status,
    ).toBe(201);
    expect((await client.get("/api/review/queue")).body.dueCount).toBe(2);
    expect(
      (await client.get("/api/review/queue?subject=palace")).body.due.map(
        (card: { subjectType: string }) => card.subjectType,
      ),
    ).toEqual(["room_core"]);
    expect(
      (await client.get("/api/review/queue?subject=memory_verse")).body.due.map(
        (card: { front: string }) => card.front,
      ),
    ).toEqual(["Genesis 1:1"]);
    expect((await client.get("/api/review/queue?subject=other")).status).toBe(400);
    expect(
      (await client.post("/api/review/cards", { subjectType: "memory_verse", subjectId: "x" })).status,
    ).toBe(400);
  });

  test("MEM-3: removing a verse removes its card and history from every due count; notes; ownership", async () => {
    const owner = await app.member();
    const other = await app.member();
    const verse = await add(owner.client, "Eph 2:8-9");
    await add(owner.client, "Eph 2:10");
    await owner.client.post(`/api/review/cards/${verse.cardId}/grade`, { rating: "again" });
    clock.set(new Date(start.getTime() + dayMs));
    expect((await owner.client.get("/api/review/queue")).body.dueCount).toBe(2);

    const noted = await owner.client.patch(`/api/memory/verses/${verse.id}`, { note: "Grace, not works" });
    expect(noted.body.note).toBe("Grace, not works");
    expect((await other.client.patch(`/api/memory/verses/${verse.id}`, { note: "mine" })).status).toBe(404);
    expect((await other.client.delete(`/api/memory/verses/${verse.id}`)).status).toBe(404);
    expect(
      (await other.client.post(`/api/review/cards/${verse.cardId}/grade`, { rating: "good" })).status,
    ).toBe(404);

    expect((await owner.client.delete(`/api/memory/verses/${verse.id}`)).status).toBe(204);
    expect((await owner.client.get("/api/review/queue")).body).toMatchObject({ dueCount: 1, total: 1 });
    // The palace counts only its own cards; memory verses have their own due count.
    expect((await owner.client.get("/api/palace")).body.summary.reviewsDue).toBe(0);
    expect(await app.db.select().from(reviewLogs).where(eq(reviewLogs.cardId, verse.cardId))).toEqual([]);
    expect((await owner.client.delete(`/api/memory/verses/${verse.id}`)).status).toBe(404);
  });
});

describe("verse memory hall", () => {
  test("needs essential: a free member gets 402 on stats and quiz", async () => {
    const { client } = await app.member();
    expect((await client.get("/api/memory/stats")).status).toBe(402);
    expect((await client.post("/api/memory/quiz")).status).toBe(402);
  });

  test("VMH-1: a fresh essential account shows zeros", async () => {
    const { client } = await app.member({ plan: "essential" });
    expect((await client.get("/api/memory/stats")).body).toEqual({
      saved: 0,
      memorized: 0,
      dueToday: 0,
      streakDays: 0,
      bestQuizScore: 0,
      perBook: [],
      week: { reviewDays: 0, newMemorized: 0, quizFinished: false },
    });
  });

  test("VMH-4: reviews on two consecutive local days make a streak of 2, kept through the next day, lost after", async () => {
    const { client, user } = await app.member({ plan: "essential" });
    // 22:30 in New York on Wednesday is already Thursday in UTC: days are counted in the member's zone.
    await app.db
      .update(profiles)
      .set({ timeZone: "America/New_York" })
      .where(eq(profiles.userId, user.userId));
    clock.set(new Date("2026-03-05T03:30:00.000Z"));
    const a = await add(client, "John 1:1");
    const b = await add(client, "John 1:14");
    await add(client, "Ps 23:1");
    await client.post(`/api/review/cards/${a.cardId}/grade`, { rating: "good" });
    expect((await client.get("/api/memory/stats")).body.streakDays).toBe(1);

    clock.set(new Date("2026-03-05T20:00:00.000Z")); // Thursday afternoon in New York
    expect((await client.get("/api/memory/stats")).body.streakDays).toBe(1); // yesterday's review still counts
    await client.post(`/api/review/cards/${b.cardId}/grade`, { rating: "good" });
    const stats = (await client.get("/api/memory/stats")).body;
    expect(stats).toMatchObject({
      saved: 3,
      streakDays: 2,
      week: { reviewDays: 2, newMemorized: 0, quizFinished: false },
    });
    expect(stats.perBook).toEqual([
      { book: "Ps", bookName: "Psalms", saved: 1, memorized: 0 },
      { book: "John", bookName: "John", saved: 2, memorized: 0 },
    ]);

    clock.set(new Date("2026-03-06T20:00:00.000Z")); // Friday: no review yet today
    expect((await client.get("/api/memory/stats")).body.streakDays).toBe(2);
    clock.set(new Date("2026-03-07T20:00:00.000Z")); // Saturday: Friday was missed
    expect((await client.get("/api/memory/stats")).body.streakDays).toBe(0);
    clock.set(new Date("2026-03-09T20:00:00.000Z")); // Monday: the week's goals reset
    expect((await client.get("/api/memory/stats")).body.week).toEqual({
      reviewDays: 0,
      newMemorized: 0,
      quizFinished: false,
    });
  });

  test("quick quiz: needs 3 verses, forgiving compare, +10 once per verse, late answers refused, best score", async () => {
    const { client } = await app.member({ plan: "essential" });
    await add(client, "John 3:16");
    await add(client, "Gen 1:1");
    const tooFew = await client.post("/api/memory/quiz");
    expect(tooFew.status).toBe(409);
    expect(tooFew.body.error.message).toBe("Save at least 3 verses to play");
    await add(client, "John 11:35");

    const quiz = await client.post("/api/memory/quiz");
    expect(quiz.status).toBe(201);
    expect(new Date(quiz.body.endsAt).getTime()).toBe(start.getTime() + 60_000);
    expect(quiz.body.verses).toHaveLength(3);
    expect(JSON.stringify(quiz.body)).not.toContain("loved the world");
    const id = (reference: string) =>
      quiz.body.verses.find((verse: { reference: string }) => verse.reference === reference).id;
    const answer = (verseId: string, text: string) =>
      client.post(`/api/memory/quiz/${quiz.body.quizId}/answer`, { verseId, answer: text });

    // VMH-3: one missing word of a 25-word verse passes; the first sentence alone does not.
    const firstPart = await answer(id("John 3:16"), "For God so loved the world");
    expect(firstPart.body).toEqual({ correct: false, score: 0 });
    const missingWord = await answer(
      id("John 3:16"),
      "for god so loved the world that he gave his only son, that whosoever believeth in him should not perish but have everlasting life",
    );
    expect(missingWord.body).toEqual({ correct: true, score: 10 });
    expect(
      (
        await answer(
          id("John 3:16"),
          "For God so loved the world, that he gave his only begotten Son, that whosoever believeth in him should not perish, but have everlasting life.",
        )
      ).body,
    ).toEqual({ correct: true, score: 10 });
    expect((await answer(id("John 11:35"), "  JESUS   wept!! ")).body).toEqual({ correct: true, score: 20 });

    clock.set(new Date(start.getTime() + 64_000)); // within the 5 s grace
    expect(
      (await answer(id("Genesis 1:1"), "In the beginning God created the heaven and the earth.")).body,
    ).toEqual({ correct: true, score: 30 });
    clock.set(new Date(start.getTime() + 66_000));
    const late = await answer(id("John 11:35"), "Jesus wept.");
    expect(late.status).toBe(409);
    expect(late.body.error.code).toBe("quiz_time_up");

    const other = await app.member({ plan: "essential" });
    expect(
      (
        await other.client.post(`/api/memory/quiz/${quiz.body.quizId}/answer`, {
          verseId: id("John 11:35"),
          answer: "Jesus wept",
        })
      ).status,
    ).toBe(404);
    expect((await other.client.post(`/api/memory/quiz/${quiz.body.quizId}/finish`)).status).toBe(404);

    const finished = await client.post(`/api/memory/quiz/${quiz.body.quizId}/finish`);
    expect(finished.body).toEqual({ score: 30, best: 30 });
    expect((await answer(id("John 11:35"), "Jesus wept")).status).toBe(409);

    clock.set(new Date(start.getTime() + 120_000));
    const second = await client.post("/api/memory/quiz");
    expect((await client.post(`/api/memory/quiz/${second.body.quizId}/finish`)).body).toEqual({
      score: 0,
      best: 30,
    });
    const stats = (await client.get("/api/memory/stats")).body;
    expect(stats).toMatchObject({ bestQuizScore: 30, week: { quizFinished: true } });
  });
});
