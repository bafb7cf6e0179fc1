// Spiritual Training (screens.md §7.6) through the real app: the victory thought of the day, the scenarios' options
// shuffled across reads with the strongest response not always first (ST-1), answers judged and saved (ST-2), the
// answer key and explanations withheld until an answer, the plan gate, and the mastery certificate issued once.
import { eq } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import { victoryThoughts } from "@common/content/training";
import { createTestClock } from "@server/clock";
import { certificates } from "@server/db/schema";
import { useTestApp } from "@server/test/kit";
import type { TestClient } from "@server/test/test-app";
import { battleScenarios } from "./content/scenarios";

const day = 24 * 60 * 60 * 1000;
const clock = createTestClock(new Date("2026-04-06T08:00:00.000Z"));
const app = useTestApp({ clock });

const answer = (client: TestClient, id: string, option: number) =>
  client.post(`/api/training/scenarios/${id}/answer`, { option });

describe("spiritual training", () => {
  test("needs a session", async () => {
    expect((await app.client().get("/api/training")).status).toBe(401);
  });

  test("the victory thought is the same for everyone on a day and changes the next day", async () => {
    const a = await app.member();
    const b = await app.member({ plan: "premium" });
    const first = (await a.client.get("/api/training")).body.victoryThought;
    expect((await b.client.get("/api/training")).body.victoryThought).toEqual(first);
    expect(victoryThoughts).toContainEqual(first);
    clock.advance(day);
    expect((await a.client.get("/api/training")).body.victoryThought).not.toEqual(first);
  });

  test("ST-1: options come in a different order across reloads, and the strongest is not always first", async () => {
    const { client } = await app.member({ plan: "essential" });
    const orders = new Set<string>();
    const firstIsCorrect: boolean[] = [];
    for (let read = 0; read < 6; read += 1) {
      const body = (await client.get("/api/training")).body;
      expect(body.scenarios).toHaveLength(16);
      for (const scenario of body.scenarios) {
        const key = battleScenarios.find((each) => each.id === scenario.id)!;
        firstIsCorrect.push(scenario.options[0].id === key.correct);
        if (scenario.id === battleScenarios[0]!.id)
          orders.add(scenario.options.map((option: { id: number }) => option.id).join(""));
      }
    }
    expect(orders.size).toBeGreaterThan(1);
    expect(firstIsCorrect).toContain(false);
    expect(firstIsCorrect).toContain(true);
  });

  test("the answer key and the explanations are not in the scenarios' payload", async () => {
    const { client } = await app.member({ plan: "essential" });
    const raw = JSON.stringify((await client.get("/api/training")).body);
    for (const scenario of battleScenarios)
      for (const option of scenario.options) expect(raw).not.toContain(option.explanation);
    expect(raw).not.toContain('"correct"');
  });

  test("ST-2: an answer is judged, explained and saved; progress survives a reload", async () => {
    const { client } = await app.member({ plan: "essential" });
    const scenario = battleScenarios[2]!;
    const wrong = ((scenario.correct + 1) % 3) as 0 | 1 | 2;
    const missed = await answer(client, scenario.id, wrong);
    expect(missed.status).toBe(200);
    expect(missed.body).toMatchObject({
      correct: false,
      correctOption: scenario.correct,
      chosen: wrong,
      mastered: 0,
    });
    expect(missed.body.explanations[scenario.correct]).toBe(scenario.options[scenario.correct].explanation);
    const right = await answer(client, scenario.id, scenario.correct);
    expect(right.body).toMatchObject({ correct: true, mastered: 1, total: 16, certificate: null });
    // A later wrong answer does not unmaster it.
    await answer(client, scenario.id, wrong);
    const reloaded = (await client.get("/api/training")).body;
    expect(reloaded.mastered).toBe(1);
    expect(reloaded.scenarios.find((each: { id: string }) => each.id === scenario.id)).toMatchObject({
      attempts: 3,
      mastered: true,
      lastCorrect: false,
    });
  });

  test("a free member sees the thought and an upgrade prompt; answering is 402", async () => {
    const { client } = await app.member();
    const body = (await client.get("/api/training")).body;
    expect(body.scenarios).toBeNull();
    expect(body.locked).toMatchObject({ feature: "courses.core" });
    const res = await answer(client, battleScenarios[0]!.id, 0);
    expect(res.status).toBe(402);
    expect(res.body.error.code).toBe("plan_required");
  });

  test("bad input: unknown scenario 404, option 3 refused", async () => {
    const { client } = await app.member({ plan: "premium" });
    expect((await answer(client, "no-such-scenario", 0)).status).toBe(404);
    expect((await answer(client, battleScenarios[0]!.id, 3)).status).toBe(422);
    expect((await answer(client, "Bad Id!", 0)).status).toBe(422);
  });

  test("all sixteen correct issues the Scenario Mastery certificate once", async () => {
    const { client, user } = await app.member({ plan: "premium" });
    const results = [];
    for (const scenario of battleScenarios) results.push(await answer(client, scenario.id, scenario.correct));
    const last = results.at(-1)!;
    expect(last.body.mastered).toBe(16);
    expect(last.body.certificate).toMatchObject({
      courseTitle: "Christian Art of War — Scenario Mastery",
      kindLabel: "Training mastery",
    });
    const again = await answer(client, battleScenarios[0]!.id, battleScenarios[0]!.correct);
    expect(again.body.certificate.id).toBe(last.body.certificate.id);
    const rows = await app.db.select().from(certificates).where(eq(certificates.userId, user.userId));
    expect(rows).toHaveLength(1);
    expect((await client.get("/api/training")).body.certificate).toMatchObject({
      id: last.body.certificate.id,
    });
  });
});
