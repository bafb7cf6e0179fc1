// Bible Rendered legend: validation messages, ownership by session, the recall drill (keys on the server) and its
// record as a palace drill attempt of the `br` room with drill XP.
import { and, eq } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import { bibleBlocks } from "@common/content/palace/reference/bibleBlocks";
import { createTestClock } from "@server/clock";
import { assessmentAttempts, blockLegendDrills, roomProgress } from "@server/db/schema";
import { useTestApp } from "@server/test/kit";
import type { TestClient } from "@server/test/test-app";

const start = new Date("2026-03-02T10:00:00.000Z");
const clock = createTestClock(start);
const app = useTestApp({ clock });

/** Glyph "G{n}" for blocks 1..count. */
async function fillLegend(client: TestClient, count: number) {
  for (let n = 1; n <= count; n += 1) {
    const response = await client.put(`/api/bible-rendered/blocks/${n}`, {
      glyph: `G${n}`,
      rationale: `Block ${n} in one sentence.`,
    });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
  }
}

describe("block legend", () => {
  test("needs a session", async () => {
    expect((await app.client().get("/api/bible-rendered/legend")).status).toBe(401);
  });

  test("save, replace, list and delete a glyph; each member sees only their own", async () => {
    const { client } = await app.member();
    const other = await app.member();
    expect((await client.get("/api/bible-rendered/legend")).body).toEqual({ blocks: [] });
    const saved = await client.put("/api/bible-rendered/blocks/10", {
      glyph: " 🗡️ ",
      rationale: "Gideon to Samuel's call. Israel's judges fail.",
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      number: 10,
      glyph: "🗡️",
      rationale: "Gideon to Samuel's call. Israel's judges fail.",
    });
    await client.put("/api/bible-rendered/blocks/10", { glyph: "@Sa", rationale: "Samuel rises." });
    await client.put("/api/bible-rendered/blocks/1", {
      glyph: "🌍",
      rationale: "Creation to Abraham's servant.",
    });
    expect(
      (await client.get("/api/bible-rendered/legend")).body.blocks.map(
        (block: { number: number; glyph: string }) => [block.number, block.glyph],
      ),
    ).toEqual([
      [1, "🌍"],
      [10, "@Sa"],
    ]);
    expect((await other.client.get("/api/bible-rendered/legend")).body).toEqual({ blocks: [] });
    expect((await other.client.delete("/api/bible-rendered/blocks/10")).status).toBe(404);
    expect((await client.delete("/api/bible-rendered/blocks/10")).status).toBe(204);
    expect((await client.get("/api/bible-rendered/legend")).body.blocks).toHaveLength(1);
  });

  test("validation messages (BRR-3)", async () => {
    const { client } = await app.member();
    const message = async (n: number | string, body: object) =>
      (await client.put(`/api/bible-rendered/blocks/${n}`, body)).body.error?.message;
    expect(await message(3, { glyph: "ABCDEFGHIJKLM", rationale: "Fine." })).toBe(
      "A glyph is 1 to 12 characters",
    );
    expect(await message(3, { glyph: "   ", rationale: "Fine." })).toBe("A glyph is 1 to 12 characters");
    expect(await message(3, { glyph: "A", rationale: "  " })).toBe("Write one or two sentences");
    expect(await message(3, { glyph: "A", rationale: "x".repeat(301) })).toBe(
      "Keep the rationale to two sentences",
    );
    expect(await message(3, { glyph: "A", rationale: "One. Two. Three." })).toBe(
      "Keep the rationale to two sentences",
    );
    expect(
      (await client.put("/api/bible-rendered/blocks/51", { glyph: "A", rationale: "Fine." })).status,
    ).toBe(400);
    expect(
      (await client.put("/api/bible-rendered/blocks/0", { glyph: "A", rationale: "Fine." })).status,
    ).toBe(400);
    // Twelve emoji are twelve characters.
    expect(
      (await client.put("/api/bible-rendered/blocks/3", { glyph: "🙂".repeat(12), rationale: "Fine." }))
        .status,
    ).toBe(200);
  });
});

describe("recall drill", () => {
  test("needs 10 glyphs (BRR-4)", async () => {
    const { client } = await app.member();
    await fillLegend(client, 9);
    const refused = await client.post("/api/bible-rendered/drill");
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe("Choose at least 10 glyphs to start the drill");
  });

  test("10 questions both ways without keys; graded on the server; stored as a br drill attempt with XP", async () => {
    const { client, user } = await app.member();
    await fillLegend(client, 12);
    const drill = await client.post("/api/bible-rendered/drill");
    expect(drill.status).toBe(201);
    const questions = drill.body.questions as (
      | { kind: "block"; prompt: string; glyph: string; options: { number: number; label: string }[] }
      | { kind: "glyph"; prompt: string; block: number; label: string }
    )[];
    expect(questions).toHaveLength(10);
    expect(questions.filter((question) => question.kind === "block")).toHaveLength(5);
    for (const question of questions) {
      expect(JSON.stringify(question)).not.toMatch(/answer/);
      if (question.kind === "block") {
        expect(question.prompt).toBe("Which block has this glyph?");
        expect(question.options).toHaveLength(4);
        expect(new Set(question.options.map((option) => option.number)).size).toBe(4);
        expect(question.options.map((option) => option.number)).toContain(Number(question.glyph.slice(1)));
      } else {
        expect(question.prompt).toBe(`Which glyph did you give block ${question.block}?`);
        expect(question.label).toBe(bibleBlocks[question.block - 1]!.label);
      }
    }
    // Right answers except the first, which is wrong; glyphs compare without case.
    const answers = questions.map((question, index) => {
      if (index === 0)
        return question.kind === "block"
          ? question.options.find((option) => `G${option.number}` !== question.glyph)!.number
          : "nope";
      return question.kind === "block" ? Number(question.glyph.slice(1)) : `g${question.block}`;
    });
    const other = await app.member();
    expect(
      (await other.client.post(`/api/bible-rendered/drill/${drill.body.drillId}/submit`, { answers })).status,
    ).toBe(404);

    clock.set(new Date(start.getTime() + 90_000));
    const result = await client.post(`/api/bible-rendered/drill/${drill.body.drillId}/submit`, { answers });
    clock.set(start);
    expect(result.status).toBe(200);
    expect(result.body).toMatchObject({ score: 9, maxScore: 10, expired: false });
    expect(result.body.items[0].correct).toBe(false);
    expect(result.body.items.slice(1).every((item: { correct: boolean }) => item.correct)).toBe(true);
    const first = questions[0]!;
    expect(result.body.items[0].answer).toBe(
      first.kind === "block"
        ? `Block ${first.glyph.slice(1)} · ${bibleBlocks[Number(first.glyph.slice(1)) - 1]!.label}`
        : `G${first.block}`,
    );
    // 25 + ⌊25 × 9/10⌋ = 47, +10 for finishing 10 items within 5 minutes at ≥ 80%.
    expect(result.body.xpAwarded).toBe(57);

    const [attempt] = await app.db
      .select()
      .from(assessmentAttempts)
      .where(and(eq(assessmentAttempts.userId, user.userId), eq(assessmentAttempts.roomId, "br")));
    expect(attempt).toMatchObject({
      kind: "drill",
      score: 9,
      maxScore: 10,
      pct: 90,
      verdict: "pass",
      durationS: 90,
    });
    const [progress] = await app.db
      .select()
      .from(roomProgress)
      .where(and(eq(roomProgress.userId, user.userId), eq(roomProgress.roomId, "br")));
    expect(progress).toMatchObject({ drillsTaken: 1, bestDrillPct: 90, xp: 57 });
    const [stored] = await app.db
      .select()
      .from(blockLegendDrills)
      .where(eq(blockLegendDrills.id, drill.body.drillId));
    expect(stored?.attemptId).toBe(attempt!.id);

    const again = await client.post(`/api/bible-rendered/drill/${drill.body.drillId}/submit`, { answers });
    expect(again.status).toBe(409);
    // The palace's own submit refuses it too (already submitted).
    expect((await client.post(`/api/palace/attempts/${attempt!.id}/submit`, { answers: {} })).status).toBe(
      409,
    );
  });

  test("a drill submitted after its time scores nothing", async () => {
    const { client } = await app.member();
    await fillLegend(client, 10);
    const drill = await client.post("/api/bible-rendered/drill");
    clock.set(new Date(start.getTime() + 11 * 60_000));
    const answers = (drill.body.questions as { kind: string; glyph?: string; block?: number }[]).map(
      (question) => (question.kind === "block" ? Number(question.glyph!.slice(1)) : `G${question.block}`),
    );
    const result = await client.post(`/api/bible-rendered/drill/${drill.body.drillId}/submit`, { answers });
    clock.set(start);
    expect(result.body).toMatchObject({ score: 0, expired: true });
  });
});
