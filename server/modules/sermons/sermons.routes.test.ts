import { eq } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import { bridgesBlockedMessage, stonesBlockedMessage } from "@common/schemas/sermons";
import { aiRequests } from "@server/db/schema";
import { useTestApp } from "@server/test/kit";
import { styleOutlines } from "./sermons.offline";

/* Sermon Builder (ai.md §3.9) through the real app on PGlite: with the built-in fake model, and offline. */

const stone = (k: number) => ({
  insight: `Stone ${k}: the shepherd leaves the ninety and nine.`,
  passages: "Luke 15:4",
});
const bridge = (k: number) => ({ afterStone: k, text: `Bridge ${k}: from one stone to the next.` });

const setup = {
  title: "The Good Shepherd",
  themePassage: "The lost sheep and the shepherd who seeks it",
  style: "narrative",
  audience: "general",
  lengthMin: 30,
};

const emptyStones = Array.from({ length: 5 }, () => ({ insight: "", passages: "" }));
const emptyBridges = [1, 2, 3, 4].map((k) => ({ afterStone: k, text: "" }));

function sermonWith(stones: number, bridges: number, currentStep: number) {
  return {
    ...setup,
    stones: emptyStones.map((empty, index) => (index < stones ? stone(index + 1) : empty)),
    bridges: emptyBridges.map((empty, index) => (index < bridges ? bridge(index + 1) : empty)),
    structure: { opening: "A hook", risingAction: "", climax: "", resolution: "", callToAction: "" },
    currentStep,
  };
}

type Summary = { id: string; title: string; status: string };

describe("with the fake model", () => {
  const app = useTestApp({ aiEnv: { AI_PROVIDER: "fake" } });

  test("401 without a session; 402 for the free plan on every endpoint", async () => {
    expect((await app.client().get("/api/sermons")).status).toBe(401);
    const { client } = await app.member({ plan: "free" });
    const id = "00000000-0000-4000-8000-000000000000";
    for (const result of [
      await client.get("/api/sermons"),
      await client.post("/api/sermons", {}),
      await client.get("/api/sermons/gems"),
      await client.get(`/api/sermons/${id}`),
      await client.put(`/api/sermons/${id}`, {}),
      await client.post(`/api/sermons/${id}/finish`, {}),
      await client.post(`/api/sermons/${id}/duplicate`),
      await client.post(`/api/sermons/${id}/coach`, { step: "setup" }),
      await client.delete(`/api/sermons/${id}`),
    ]) {
      expect(result.status).toBe(402);
      expect(result.body.error.code).toBe("plan_required");
    }
  });

  test("create, save a draft, reopen at the same step; another member gets 404", async () => {
    const owner = await app.member({ plan: "essential" });
    const created = await owner.client.post("/api/sermons", {});
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      title: "",
      status: "draft",
      currentStep: 1,
      lengthMin: 30,
      guidance: {},
    });
    expect(created.body.stones).toHaveLength(5);
    expect(created.body.bridges).toHaveLength(4);
    const id = created.body.id as string;

    // A partial draft is accepted as it is.
    const partial = await owner.client.put(`/api/sermons/${id}`, { title: "Th", currentStep: 1 });
    expect(partial.status).toBe(200);
    const saved = await owner.client.put(`/api/sermons/${id}`, sermonWith(3, 0, 2));
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ status: "in_progress", currentStep: 2, title: "The Good Shepherd" });
    const reopened = await owner.client.get(`/api/sermons/${id}`);
    expect(reopened.body).toEqual(saved.body);

    const other = await app.member({ plan: "premium" });
    for (const result of [
      await other.client.get(`/api/sermons/${id}`),
      await other.client.put(`/api/sermons/${id}`, sermonWith(3, 0, 2)),
      await other.client.post(`/api/sermons/${id}/finish`, sermonWith(5, 4, 5)),
      await other.client.post(`/api/sermons/${id}/duplicate`),
      await other.client.post(`/api/sermons/${id}/coach`, { step: "setup" }),
      await other.client.delete(`/api/sermons/${id}`),
    ])
      expect(result.status).toBe(404);
    expect((await other.client.get("/api/sermons")).body.sermons).toEqual([]);
    expect((await owner.client.get(`/api/sermons/${id}`)).body.title).toBe("The Good Shepherd");
  });

  test("Next and Finish rules on the server; limits give 422", async () => {
    const { client } = await app.member({ plan: "premium" });
    const id = (await client.post("/api/sermons", {})).body.id as string;
    // Past the stones with four of them.
    const blockedNext = await client.put(`/api/sermons/${id}`, sermonWith(4, 0, 3));
    expect(blockedNext.status).toBe(422);
    expect(blockedNext.body.error).toMatchObject({ code: "step_blocked", message: stonesBlockedMessage });
    expect((await client.put(`/api/sermons/${id}`, sermonWith(5, 0, 3))).status).toBe(200);
    const blockedBridges = await client.put(`/api/sermons/${id}`, sermonWith(5, 3, 4));
    expect(blockedBridges.body.error).toMatchObject({ code: "step_blocked", message: bridgesBlockedMessage });

    const finishFour = await client.post(`/api/sermons/${id}/finish`, sermonWith(4, 4, 5));
    expect(finishFour.status).toBe(422);
    expect(finishFour.body.error.message).toBe(stonesBlockedMessage);
    const finished = await client.post(`/api/sermons/${id}/finish`, sermonWith(5, 4, 5));
    expect(finished.status).toBe(200);
    expect(finished.body).toMatchObject({ status: "complete", currentStep: 5 });

    // Limits: over-long fields, the wrong number of stone slots, a length out of range, a bad style.
    const tooLongStone = sermonWith(5, 4, 2);
    tooLongStone.stones[0] = { insight: "a".repeat(1001), passages: "" };
    for (const body of [
      { ...sermonWith(1, 0, 1), title: "t".repeat(201) },
      { ...sermonWith(1, 0, 1), themePassage: "t".repeat(501) },
      tooLongStone,
      { ...sermonWith(5, 4, 4), structure: { ...sermonWith(5, 4, 4).structure, climax: "c".repeat(1501) } },
      { ...sermonWith(1, 0, 1), stones: emptyStones.slice(0, 4) },
      { ...sermonWith(1, 0, 1), bridges: emptyBridges.slice(0, 3) },
      { ...sermonWith(1, 0, 1), lengthMin: 91 },
      { ...sermonWith(1, 0, 1), style: "rap" },
      { ...sermonWith(1, 0, 1), currentStep: 6 },
    ]) {
      const result = await client.put(`/api/sermons/${id}`, body);
      expect(result.status).toBe(422);
      expect(result.body.error.code).toBe("validation_failed");
    }
    expect(
      (await client.put(`/api/sermons/${id}`, { ...sermonWith(1, 0, 1), title: "t".repeat(200) })).status,
    ).toBe(200);
  });

  test("coach per step: one counted question each, guidance saved per step", async () => {
    const member = await app.member({ plan: "premium" });
    const id = (await member.client.post("/api/sermons", sermonWith(4, 0, 2))).body.id as string;

    const setupCoach = await member.client.post(`/api/sermons/${id}/coach`, { step: "setup" });
    expect(setupCoach.status).toBe(200);
    expect(setupCoach.body.guidance.setup).toMatchObject({
      source: "ai",
      result: { keyPassages: ["John 3:16", "Hebrews 8:1-2"] },
    });
    expect(setupCoach.body.guidance.setup.result.angles).toHaveLength(3);

    const stonesCoach = await member.client.post(`/api/sermons/${id}/coach`, { step: "stones" });
    const options = stonesCoach.body.guidance.stones.result.stones as { insight: string }[];
    expect(options.map((option) => option.insight)).toEqual([
      "Fake stone 1: The Good Shepherd",
      "Fake stone 2: The Good Shepherd",
      "Fake stone 3: The Good Shepherd",
    ]);
    // The setup guidance is kept beside it.
    expect(stonesCoach.body.guidance.setup.result.angles).toHaveLength(3);

    // Bridges and structure need the five stones first (not counted).
    const early = await member.client.post(`/api/sermons/${id}/coach`, { step: "bridges" });
    expect(early.status).toBe(422);
    expect(early.body.error.message).toBe(stonesBlockedMessage);

    await member.client.put(`/api/sermons/${id}`, sermonWith(5, 0, 3));
    const bridges = await member.client.post(`/api/sermons/${id}/coach`, { step: "bridges" });
    expect(
      (bridges.body.guidance.bridges.result.bridges as { fromStone: number; toStone: number }[]).map(
        (each) => [each.fromStone, each.toStone],
      ),
    ).toEqual([
      [1, 2],
      [2, 3],
      [3, 4],
      [4, 5],
    ]);
    const structure = await member.client.post(`/api/sermons/${id}/coach`, { step: "structure" });
    expect(structure.body.guidance.structure.result.climax).toBe("Fake climax: The Good Shepherd");

    const rows = await app.db.select().from(aiRequests).where(eq(aiRequests.userId, member.user.userId));
    expect(rows.filter((row) => row.counted).map((row) => row.tool)).toEqual([
      "sermon_coach",
      "sermon_coach",
      "sermon_coach",
      "sermon_coach",
    ]);
    // Reopened with every step's guidance.
    expect(Object.keys((await member.client.get(`/api/sermons/${id}`)).body.guidance).sort()).toEqual([
      "bridges",
      "setup",
      "stones",
      "structure",
    ]);
  });

  test("a provider fault counts nothing and keeps the sermon; Answer offline then works", async () => {
    const member = await app.member({ plan: "essential" });
    const body = { ...sermonWith(1, 0, 1), themePassage: "Grace that finds the lost #fake-500" };
    const id = (await member.client.post("/api/sermons", body)).body.id as string;
    const failed = await member.client.post(`/api/sermons/${id}/coach`, { step: "setup" });
    expect(failed.status).toBe(502);
    expect(failed.body.error.code).toBe("ai_provider_error");
    expect((await member.client.get("/api/ai/quota")).body.used).toBe(0);
    const kept = await member.client.get(`/api/sermons/${id}`);
    expect(kept.body.themePassage).toBe(body.themePassage);
    expect(kept.body.guidance).toEqual({});
    const offline = await member.client.post(`/api/sermons/${id}/coach`, { step: "setup", offline: true });
    expect(offline.body.guidance.setup.source).toBe("offline");
    expect((await member.client.get("/api/ai/quota")).body.used).toBe(0);
  });

  test("duplicate, delete, search", async () => {
    const { client } = await app.member({ plan: "premium" });
    const first = (await client.post("/api/sermons", sermonWith(5, 4, 4))).body;
    const second = (
      await client.post("/api/sermons", {
        ...sermonWith(1, 0, 1),
        title: "Daniel in the den",
        themePassage: "Daniel 6",
      })
    ).body;
    const copy = await client.post(`/api/sermons/${first.id}/duplicate`);
    expect(copy.status).toBe(201);
    expect(copy.body).toMatchObject({
      title: "Copy of The Good Shepherd",
      status: "in_progress",
      currentStep: 4,
    });
    expect(copy.body.id).not.toBe(first.id);
    expect(copy.body.stones).toEqual(first.stones);

    const all = (await client.get("/api/sermons")).body.sermons as Summary[];
    expect(all.map((each) => each.title).sort()).toEqual(
      ["Copy of The Good Shepherd", "Daniel in the den", "The Good Shepherd"].sort(),
    );
    const found = (await client.get("/api/sermons?q=daniel")).body.sermons as Summary[];
    expect(found.map((each) => each.id)).toEqual([second.id]);
    // The theme is searched too, and LIKE wildcards are taken literally.
    expect(((await client.get("/api/sermons?q=lost%20sheep")).body.sermons as Summary[]).length).toBe(2);
    expect(((await client.get("/api/sermons?q=%25")).body.sermons as Summary[]).length).toBe(0);

    expect((await client.delete(`/api/sermons/${first.id}`)).status).toBe(204);
    expect((await client.get(`/api/sermons/${first.id}`)).status).toBe(404);
    expect((await client.delete(`/api/sermons/${first.id}`)).status).toBe(404);
    expect(((await client.get("/api/sermons")).body.sermons as Summary[]).length).toBe(2);
  });

  test('"Add from my gems" lists the Gems Room\'s gem cards', async () => {
    const { client } = await app.member({ plan: "premium" });
    expect((await client.get("/api/sermons/gems")).body.gems).toEqual([]);
    const saved = await client.post("/api/ai/room/sr/gems", {
      title: "Jonah runs down",
      body: "Jonah keeps going down until God lifts him up.",
      references: ["Jonah 1:3", "Matthew 12:40"],
      rooms: ["SR"],
    });
    expect(saved.status).toBe(201);
    expect((await client.get("/api/sermons/gems")).body.gems).toEqual([
      {
        id: saved.body.entryId,
        title: "Jonah runs down",
        truth: "Jonah keeps going down until God lifts him up.",
        texts: ["Jonah 1:3", "Matthew 12:40"],
      },
    ]);
  });
});

describe("offline (no model configured)", () => {
  const app = useTestApp();

  test("[O] Coach me on Setup returns passages for the theme and the style's outline, labelled offline, uncounted", async () => {
    const member = await app.member({ plan: "essential" });
    const id = (
      await member.client.post("/api/sermons", {
        title: "The Lost Sheep",
        themePassage: "The shepherd who seeks the lost sheep",
        style: "topical",
        audience: "youth",
      })
    ).body.id as string;
    const result = await member.client.post(`/api/sermons/${id}/coach`, { step: "setup" });
    expect(result.status).toBe(200);
    const guidance = result.body.guidance.setup;
    expect(guidance.source).toBe("offline");
    expect(guidance.result.angles).toHaveLength(3);
    const passages = guidance.result.keyPassages as string[];
    expect(passages.length).toBeGreaterThanOrEqual(3);
    // Verses about the lost sheep: Luke 15 and Ezekiel 34 speak of it.
    expect(
      passages.some((ref) => /^(Luke 15|Ezekiel 34|Matthew 18|Psalms? 119:176|Jeremiah 50)/.test(ref)),
    ).toBe(true);
    expect(guidance.result.outlineIdeas.slice(0, styleOutlines.topical.length)).toEqual([
      ...styleOutlines.topical,
    ]);

    // A named passage is the first key passage; another style gives its own outline.
    await member.client.put(`/api/sermons/${id}`, {
      title: "The Lost Sheep",
      themePassage: "Luke 15:1-7",
      style: "expository",
    });
    const named = (await member.client.post(`/api/sermons/${id}/coach`, { step: "setup" })).body.guidance
      .setup;
    expect(named.result.keyPassages[0]).toBe("Luke 15:1-7");
    expect(named.result.outlineIdeas.slice(0, 5)).toEqual([...styleOutlines.expository]);

    const rows = await app.db.select().from(aiRequests).where(eq(aiRequests.userId, member.user.userId));
    expect(rows.map((row) => [row.tool, row.source, row.counted])).toEqual([
      ["sermon_coach", "offline", false],
      ["sermon_coach", "offline", false],
    ]);
  });

  test("offline stones, bridges and structure keep the shape", async () => {
    const member = await app.member({ plan: "premium" });
    const id = (await member.client.post("/api/sermons", sermonWith(4, 0, 2))).body.id as string;
    const stones = (await member.client.post(`/api/sermons/${id}/coach`, { step: "stones" })).body.guidance
      .stones;
    expect(stones.source).toBe("offline");
    expect(stones.result.stones).toHaveLength(3);
    for (const option of stones.result.stones as { insight: string; passages: string[] }[]) {
      expect(option.insight.length).toBeGreaterThanOrEqual(10);
      expect(option.passages).toHaveLength(2);
    }
    await member.client.put(`/api/sermons/${id}`, sermonWith(5, 0, 3));
    const bridges = (await member.client.post(`/api/sermons/${id}/coach`, { step: "bridges" })).body.guidance
      .bridges;
    expect(bridges.result.bridges).toHaveLength(4);
    expect(bridges.result.bridges[0].text).toContain("shepherd");
    const structure = (await member.client.post(`/api/sermons/${id}/coach`, { step: "structure" })).body
      .guidance.structure;
    expect(Object.keys(structure.result).sort()).toEqual(
      ["callToAction", "climax", "opening", "resolution", "risingAction"].sort(),
    );
  });
});
