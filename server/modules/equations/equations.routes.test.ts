// The Equations Challenge (screens.md §6.3) through the real app: an answer explaining every symbol of an Easy
// equation passes for 5 points and "idk" is refused (EQ-1); the explanation and the verse's idea are in no puzzle
// response (EQ-2); no puzzle repeats until the whole bank of a difficulty has been dealt, then a reshuffled round
// with its note; partly solved answers; points once per puzzle; lifetime stats; 402 for free members, 404 for an
// unknown or undealt puzzle, 401 without a session.
import { and, eq } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import { findEquationSymbol } from "@common/content/equation-symbols";
import { EQUATION_SYMBOL_COUNTS, equationMessages } from "@common/schemas/equations";
import { createTestClock } from "@server/clock";
import { equationAttempts, xpEvents } from "@server/db/schema";
import { useTestApp } from "@server/test/kit";
import type { TestClient } from "@server/test/test-app";
import { equationBank, findPuzzle, puzzlesOf, type EquationPuzzle } from "./bank";

const clock = createTestClock(new Date("2026-05-11T09:00:00.000Z"));
const app = useTestApp({ clock });

const next = (client: TestClient, difficulty = "easy") =>
  client.get(`/api/equations/next?difficulty=${difficulty}`);
const answer = (client: TestClient, puzzleId: string, text: string) =>
  client.post(`/api/equations/${puzzleId}/answer`, { answer: text });

const puzzleOf = (body: { puzzle: { id: string } }): EquationPuzzle => {
  const puzzle = findPuzzle(body.puzzle.id);
  if (!puzzle) throw new Error(`dealt ${body.puzzle.id}, which the bank doesn't hold`);
  return puzzle;
};

const nameOf = (code: string) => findEquationSymbol(code)!.name;

/** An answer that explains every symbol by name and speaks of the verse's idea. */
const fullAnswer = (puzzle: EquationPuzzle) =>
  `${puzzle.symbols.map(nameOf).join("; ")} — read together, this verse is about ${puzzle.idea[0]}.`;

/** Half of the symbols by name, and nothing of the verse's idea. */
const halfAnswer = (puzzle: EquationPuzzle) =>
  `${puzzle.symbols
    .slice(0, Math.ceil(puzzle.symbols.length / 2))
    .map(nameOf)
    .join("; ")} — my reading, to improve later.`;

const equationPoints = async (userId: string) =>
  app.db
    .select({ kind: xpEvents.kind, amount: xpEvents.amount, sourceId: xpEvents.sourceId })
    .from(xpEvents)
    .where(and(eq(xpEvents.userId, userId), eq(xpEvents.source, "equation")));

describe("equations challenge", () => {
  test("every route needs a session (401)", async () => {
    const visitor = app.client();
    expect((await next(visitor)).status).toBe(401);
    expect((await visitor.get("/api/equations/stats")).status).toBe(401);
    expect((await answer(visitor, "easy-01", "A long enough answer about the lamb.")).status).toBe(401);
  });

  test("a free member gets 402 plan_required everywhere", async () => {
    const { client } = await app.member({ plan: "free" });
    for (const res of [
      await next(client),
      await client.get("/api/equations/stats"),
      await answer(client, "easy-01", "The Passover lamb is a type of the cross."),
    ]) {
      expect(res.status).toBe(402);
      expect(res.body.error).toMatchObject({
        code: "plan_required",
        details: { feature: "practice.equations", plans: ["essential", "premium"] },
      });
    }
  });

  test("a puzzle comes with its symbols and their meanings (EQ-2: no explanation, no idea)", async () => {
    const { client } = await app.member({ plan: "essential" });
    for (const difficulty of ["easy", "intermediate", "advanced", "pro"] as const) {
      const res = await next(client, difficulty);
      expect(res.status).toBe(200);
      const puzzle = puzzleOf(res.body);
      expect(res.body).toMatchObject({
        round: 1,
        position: 1,
        bankSize: puzzlesOf(difficulty).length,
        note: null,
        puzzle: {
          id: puzzle.id,
          difficulty,
          reference: puzzle.reference,
          equation: puzzle.equation,
          reader: { book: expect.any(String), chapter: expect.any(Number), verse: expect.any(Number) },
        },
      });
      expect(res.body.puzzle.symbols).toHaveLength(EQUATION_SYMBOL_COUNTS[difficulty]);
      expect(res.body.puzzle.symbols[0]).toEqual({
        code: puzzle.symbols[0],
        name: nameOf(puzzle.symbols[0]!),
        meaning: findEquationSymbol(puzzle.symbols[0]!)!.meaning,
      });
      const raw = JSON.stringify(res.body);
      expect(raw).not.toContain(JSON.stringify(puzzle.explanation).slice(1, 60));
      expect(raw).not.toContain('"explanation"');
      expect(raw).not.toContain('"idea"');
    }
  });

  test("EQ-1: explaining every symbol of an Easy equation passes for 5 points; 'idk' is refused", async () => {
    const { client, user } = await app.member({ plan: "premium" });
    const dealt = await next(client);
    const puzzle = puzzleOf(dealt.body);

    const idk = await answer(client, puzzle.id, "idk");
    expect(idk.status).toBe(422);
    expect(idk.body.error).toMatchObject({ code: "validation_failed", message: equationMessages.tooShort });
    const tooLong = await answer(client, puzzle.id, "x".repeat(2_001));
    expect(tooLong.status).toBe(422);
    expect(tooLong.body.error.message).toBe(equationMessages.tooLong);

    const passed = await answer(client, puzzle.id, fullAnswer(puzzle));
    expect(passed.status).toBe(200);
    expect(passed.body).toMatchObject({
      puzzleId: puzzle.id,
      verdict: "pass",
      points: 5,
      missed: [],
      ideaAddressed: true,
      explanation: puzzle.explanation,
    });
    expect(passed.body.addressed.map((symbol: { code: string }) => symbol.code)).toEqual(puzzle.symbols);
    expect(await equationPoints(user.userId)).toEqual([
      { kind: "equation_passed", amount: 5, sourceId: puzzle.id },
    ]);
    const [kept] = await app.db
      .select()
      .from(equationAttempts)
      .where(eq(equationAttempts.userId, user.userId));
    expect(kept).toMatchObject({ puzzleId: puzzle.id, difficulty: "easy", verdict: "pass", points: 5 });
  });

  test("points once: passing the same equation again earns nothing more", async () => {
    const { client, user } = await app.member({ plan: "essential" });
    const puzzle = puzzleOf((await next(client)).body);
    expect((await answer(client, puzzle.id, fullAnswer(puzzle))).body.points).toBe(5);
    clock.advance(1_000);
    const again = await answer(client, puzzle.id, fullAnswer(puzzle));
    expect(again.body).toMatchObject({ verdict: "pass", points: 0 });
    expect(await equationPoints(user.userId)).toHaveLength(1);
  });

  test("partly: half of the symbols earns 2 points once; a later pass adds 5; partly after a pass adds nothing", async () => {
    const { client, user } = await app.member({ plan: "essential" });
    const puzzle = puzzleOf((await next(client, "intermediate")).body);

    const partly = await answer(client, puzzle.id, halfAnswer(puzzle));
    expect(partly.status).toBe(200);
    expect(partly.body).toMatchObject({ verdict: "partial", points: 2, ideaAddressed: false });
    expect(partly.body.missed.length).toBeGreaterThan(0);
    expect(partly.body.feedback).toMatch(/^Good start\. To pass/);
    expect(partly.body.explanation).toBe(puzzle.explanation);
    clock.advance(1_000);
    expect((await answer(client, puzzle.id, halfAnswer(puzzle))).body).toMatchObject({ points: 0 });
    clock.advance(1_000);
    expect((await answer(client, puzzle.id, fullAnswer(puzzle))).body).toMatchObject({
      verdict: "pass",
      points: 5,
    });
    clock.advance(1_000);
    expect((await answer(client, puzzle.id, halfAnswer(puzzle))).body).toMatchObject({
      verdict: "partial",
      points: 0,
    });

    const other = puzzleOf((await next(client, "intermediate")).body);
    clock.advance(1_000);
    expect((await answer(client, other.id, fullAnswer(other))).body).toMatchObject({ points: 5 });
    clock.advance(1_000);
    expect((await answer(client, other.id, halfAnswer(other))).body).toMatchObject({ points: 0 });
    const points = await equationPoints(user.userId);
    expect(points.map((row) => row.amount).sort()).toEqual([2, 5, 5]);
  });

  test("not yet: an answer that decodes too little earns nothing but still shows the explanation", async () => {
    const { client } = await app.member({ plan: "essential" });
    const puzzle = puzzleOf((await next(client)).body);
    const res = await answer(client, puzzle.id, "My first reading, to be improved later on.");
    expect(res.body).toMatchObject({
      verdict: "fail",
      points: 0,
      addressed: [],
      explanation: puzzle.explanation,
    });
    expect(res.body.feedback).toMatch(/^Not yet/);
  });

  test("no repeats until the whole bank is dealt, then a reshuffled round with the note", async () => {
    const { client } = await app.member({ plan: "essential" });
    const size = puzzlesOf("easy").length;
    const first: string[] = [];
    for (let i = 1; i <= size; i += 1) {
      const res = await next(client);
      expect(res.body).toMatchObject({ round: 1, position: i, note: null });
      first.push(res.body.puzzle.id);
      clock.advance(1_000);
    }
    expect(new Set(first).size).toBe(size);
    // Other difficulties keep their own rounds.
    expect((await next(client, "pro")).body).toMatchObject({ round: 1, position: 1, note: null });

    const reshuffled = await next(client);
    expect(reshuffled.body).toMatchObject({
      round: 2,
      position: 1,
      note: "You've seen every Easy equation — here they come again, shuffled.",
    });
    expect(reshuffled.body.puzzle.id).not.toBe(first.at(-1));
    const second = [reshuffled.body.puzzle.id];
    for (let i = 2; i <= size; i += 1) {
      clock.advance(1_000);
      const res = await next(client);
      expect(res.body).toMatchObject({ round: 2, position: i, note: null });
      second.push(res.body.puzzle.id);
    }
    expect(new Set(second).size).toBe(size);
    expect(second).not.toEqual(first);
  });

  test("lifetime stats: solved and the best run of passes", async () => {
    const { client } = await app.member({ plan: "essential" });
    expect((await client.get("/api/equations/stats")).body).toEqual({
      solved: 0,
      attempts: 0,
      currentStreak: 0,
      bestStreak: 0,
    });
    const results = ["pass", "pass", "fail", "pass"];
    for (const wanted of results) {
      const puzzle = puzzleOf((await next(client)).body);
      clock.advance(1_000);
      const text = wanted === "pass" ? fullAnswer(puzzle) : "My first reading, to be improved later on.";
      expect((await answer(client, puzzle.id, text)).body.verdict).toBe(wanted);
      clock.advance(1_000);
    }
    expect((await client.get("/api/equations/stats")).body).toEqual({
      solved: 3,
      attempts: 4,
      currentStreak: 1,
      bestStreak: 2,
    });
  });

  test("bad input: an unknown or undealt puzzle is 404, a bad difficulty 422", async () => {
    const { client } = await app.member({ plan: "premium" });
    const text = "The Passover lamb is a type of the altar and its sacrifice.";
    expect((await answer(client, "easy-99", text)).status).toBe(404);
    expect((await answer(client, "nope", text)).status).toBe(404);
    const undealt = equationBank.find((puzzle) => puzzle.difficulty === "pro")!;
    const refused = await answer(client, undealt.id, text);
    expect(refused.status).toBe(404);
    expect(refused.body.error.code).toBe("not_found");
    expect((await client.get("/api/equations/next?difficulty=expert")).status).toBe(422);
    expect((await client.get("/api/equations/next")).status).toBe(422);
    expect((await client.post(`/api/equations/easy-01/answer`, { answer: text, extra: 1 })).status).toBe(422);
  });
});
