import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { and, eq } from "drizzle-orm";
import sharp from "sharp";
import { describe, expect, test } from "vitest";
import { aiErrorMessages } from "@common/constants/ai";
import { generationUnavailableNote, variationNotGeneratedMessage } from "@common/schemas/images";
import { aiRequests, bibleImages } from "@server/db/schema";
import { useTestApp } from "@server/test/kit";
import type { TestClient } from "@server/test/test-app";
import { imageGenerateTool } from "./generation.service";

/*
 * Generate with AI (ai.md §3.11, §1.5, §1.7, §1.8) through the real app on PGlite, the built-in fake model drawing
 * its 512×512 PNG (§1.9) and files in a real local store. The day's image cap is 2 here (AI_IMAGE_DAILY_CAP).
 */

const pngSignature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

const noah = {
  room: "24fps",
  description: "Noah's ark on the waters",
  verseRef: "gen 7:17",
  style: "stained_glass",
};

const quotaOf = async (client: TestClient) => (await client.get("/api/ai/quota")).body;

function storedFiles(root: string | undefined, userId: string): string[] {
  const folder = path.join(root!, "bible-images", userId);
  return existsSync(folder) ? readdirSync(folder) : [];
}

describe("Generate with AI, with an image model (fake)", () => {
  const app = useTestApp({
    aiEnv: { AI_PROVIDER: "fake", AI_IMAGE_MODEL: "fake-image", AI_IMAGE_DAILY_CAP: "2" },
  });
  const rowsOf = (userId: string) => app.db.select().from(bibleImages).where(eq(bibleImages.userId, userId));
  const requestsOf = (userId: string) =>
    app.db.select().from(aiRequests).where(eq(aiRequests.userId, userId)).orderBy(aiRequests.id);

  test("401 without a session, 402 without the tool, 422 for bad input before anything is counted", async () => {
    expect((await app.client().post("/api/images/generate", noah)).status).toBe(401);
    const free = await app.member();
    for (const result of [
      await free.client.post("/api/images/generate", noah),
      await free.client.post("/api/images/word-picture", { verseRef: "Genesis 7:17" }),
    ]) {
      expect(result.status).toBe(402);
      expect(result.body.error.code).toBe("plan_required");
    }

    const member = await app.member({ plan: "essential" });
    const tooLong = await member.client.post("/api/images/generate", {
      ...noah,
      description: "x".repeat(501),
    });
    expect(tooLong.status).toBe(422);
    expect(tooLong.body.error.code).toBe("input_too_long");
    expect((await member.client.post("/api/images/generate", { ...noah, room: "none" })).status).toBe(422);
    expect((await member.client.post("/api/images/generate", { ...noah, style: "oil" })).status).toBe(422);
    expect((await member.client.post("/api/images/generate", { ...noah, description: "  " })).status).toBe(
      422,
    );
    const badVerse = await member.client.post("/api/images/generate", { ...noah, verseRef: "Hezekiah 4:1" });
    expect(badVerse.status).toBe(422);
    expect((await quotaOf(member.client)).used).toBe(0);
    expect(await requestsOf(member.user.userId)).toEqual([]);
  });

  test("generating stores the fake PNG in object storage and counts one question", async () => {
    const member = await app.member({ plan: "essential" });
    expect((await member.client.get("/api/ai/status")).body.imageGeneration).toBe(true);
    expect((await member.client.get("/api/images/options")).body).toEqual({ generationAvailable: true });

    const made = await member.client.post("/api/images/generate", noah);
    expect(made.status).toBe(201);
    expect(made.body.image).toMatchObject({
      origin: "generated",
      room: "24fps",
      caption: "Noah's ark on the waters",
      verseRef: "Genesis 7:17",
      style: "stained_glass",
      width: 512,
      height: 512,
      contentType: "image/png",
      mine: true,
      isPublic: false,
      visibility: "private",
    });
    expect(made.body.quota).toMatchObject({
      plan: "essential",
      window: "day",
      limit: 10,
      used: 1,
      remaining: 9,
    });
    expect(await quotaOf(member.client)).toMatchObject({ used: 1, remaining: 9 });

    const file = await member.client.fetch(`/api/images/${made.body.image.id}/file`);
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toBe("image/png");
    const bytes = new Uint8Array(await file.arrayBuffer());
    expect([...bytes.subarray(0, 8)]).toEqual(pngSignature);
    expect(await sharp(bytes).metadata()).toMatchObject({ format: "png", width: 512, height: 512 });

    const [row] = await rowsOf(member.user.userId);
    expect(row).toMatchObject({
      origin: "generated",
      prompt: "Noah's ark on the waters",
      storagePath: `bible-images/${member.user.userId}/${made.body.image.id}.png`,
    });
    expect(storedFiles(app.built.storageDir, member.user.userId)).toEqual([`${made.body.image.id}.png`]);
    expect(await requestsOf(member.user.userId)).toMatchObject([
      { tool: imageGenerateTool, counted: true, status: "complete", source: "fake" },
    ]);

    // In My images, and searchable by its description.
    const mine = await member.client.get("/api/images?tab=mine&q=ark&origin=generated");
    expect(mine.body.images.map((image: { id: string }) => image.id)).toEqual([made.body.image.id]);
  });

  test("the day's image cap: 429 ai_image_limit with its numbers and Retry-After; two at once with one left → one", async () => {
    const member = await app.member({ plan: "premium" });
    expect((await member.client.post("/api/images/generate", noah)).status).toBe(201);
    // One picture left: two requests at once, exactly one is made.
    const [first, second] = await Promise.all([
      member.client.post("/api/images/generate", noah),
      member.client.post("/api/images/generate", { ...noah, description: "The dove with an olive leaf" }),
    ]);
    expect([first.status, second.status].sort()).toEqual([201, 429]);
    const refused = [first, second].find((result) => result.status === 429)!;
    expect(refused.body.error.code).toBe("ai_image_limit");
    expect(refused.body.error.message).toMatch(/^You've made all 2 of today's AI images\./);
    expect(refused.body.error.details).toMatchObject({ limit: 2, used: 2 });
    const resetsAt = new Date(refused.body.error.details.resetsAt as string);
    expect(resetsAt.toISOString()).toMatch(/T00:00:00\.000Z$/);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await rowsOf(member.user.userId)).toHaveLength(2);

    // The cap is on pictures: a word picture (a question, not a picture) still answers.
    expect((await member.client.post("/api/images/word-picture", { verseRef: "Genesis 8:11" })).status).toBe(
      200,
    );
    // A new UTC day gives the pictures back.
    app.clock.set(resetsAt);
    expect((await member.client.post("/api/images/generate", noah)).status).toBe(201);
  });

  test("#fake-unsafe is refused before generation: 422 content_blocked, nothing counted or stored", async () => {
    const member = await app.member({ plan: "essential" });
    const blocked = await member.client.post("/api/images/generate", {
      ...noah,
      description: "Noah's ark on the waters #fake-unsafe",
    });
    expect(blocked.status).toBe(422);
    expect(blocked.body.error.code).toBe("content_blocked");
    expect(blocked.body.error.message).toMatch(/^This description can't be used: .*Try describing the scene/);
    expect((await quotaOf(member.client)).used).toBe(0);
    expect(await rowsOf(member.user.userId)).toEqual([]);
    expect(storedFiles(app.built.storageDir, member.user.userId)).toEqual([]);
    expect(await requestsOf(member.user.userId)).toMatchObject([
      { tool: imageGenerateTool, counted: false, status: "refused", errorCode: "content_blocked" },
    ]);
    // The local word list refuses without asking anyone.
    const local = await member.client.post("/api/images/generate", { ...noah, description: "a porn scene" });
    expect(local.status).toBe(422);
    expect(local.body.error.code).toBe("content_blocked");
    expect((await quotaOf(member.client)).used).toBe(0);
  });

  test("a provider fault is the §1.8 error with the quota not spent, and nothing is stored", async () => {
    const member = await app.member({ plan: "essential" });
    const failed = await member.client.post("/api/images/generate", {
      ...noah,
      description: "The ark #fake-500",
    });
    expect(failed.status).toBe(502);
    expect(failed.body.error).toMatchObject({
      code: "ai_provider_error",
      message: aiErrorMessages.ai_provider_error,
      details: { retryable: true, offlineAvailable: false, quota: { used: 0, remaining: 10 } },
    });
    const busy = await member.client.post("/api/images/generate", {
      ...noah,
      description: "The ark #fake-429",
    });
    expect(busy.status).toBe(503);
    expect(busy.body.error.code).toBe("ai_provider_busy");
    const unreadable = await member.client.post("/api/images/generate", {
      ...noah,
      description: "The ark #fake-badjson",
    });
    expect(unreadable.status).toBe(502);
    expect(unreadable.body.error.code).toBe("ai_provider_error");
    expect((await quotaOf(member.client)).used).toBe(0);
    expect(await rowsOf(member.user.userId)).toEqual([]);
    expect(storedFiles(app.built.storageDir, member.user.userId)).toEqual([]);
    const requests = await requestsOf(member.user.userId);
    expect(requests.map((request) => [request.counted, request.status, request.errorCode])).toEqual([
      [false, "failed", "ai_provider_error"],
      [false, "failed", "ai_provider_busy"],
      [false, "failed", "ai_provider_error"],
    ]);
  });

  test("Variation: a new picture from the same description, the original kept; others' images 404, cards 409", async () => {
    const owner = await app.member({ plan: "essential" });
    const other = await app.member({ plan: "essential" });
    const made = (await owner.client.post("/api/images/generate", noah)).body.image;

    expect((await other.client.post(`/api/images/${made.id}/variation`)).status).toBe(404);
    expect((await owner.client.post(`/api/images/not-a-uuid/variation`)).status).toBe(422);
    const card = await owner.client.post("/api/images/cards", {
      reference: "Genesis 9:13",
      text: "I do set my bow in the cloud.",
      icons: ["light"],
      palette: "sky",
      format: "square",
    });
    const notGenerated = await owner.client.post(`/api/images/${card.body.id}/variation`);
    expect(notGenerated.status).toBe(409);
    expect(notGenerated.body.error).toMatchObject({
      code: "not_generated",
      message: variationNotGeneratedMessage,
    });
    expect((await quotaOf(owner.client)).used).toBe(1);

    const variation = await owner.client.post(`/api/images/${made.id}/variation`);
    expect(variation.status).toBe(201);
    expect(variation.body.image.id).not.toBe(made.id);
    expect(variation.body.image).toMatchObject({
      origin: "generated",
      caption: made.caption,
      style: made.style,
      room: made.room,
      verseRef: made.verseRef,
    });
    expect(variation.body.quota.used).toBe(2);
    expect((await owner.client.get(`/api/images/${made.id}`)).status).toBe(200);
    const generated = await owner.client.get("/api/images?tab=mine&origin=generated");
    expect(generated.body.images.map((image: { id: string }) => image.id).sort()).toEqual(
      [made.id, variation.body.image.id].sort(),
    );
    const [original] = await app.db
      .select()
      .from(bibleImages)
      .where(and(eq(bibleImages.id, made.id), eq(bibleImages.userId, owner.user.userId)));
    expect(original?.prompt).toBe("Noah's ark on the waters");
  });

  test("a word picture counts one question and fills in a scene for the verse; a bad reference is 422", async () => {
    const member = await app.member({ plan: "essential" });
    const bad = await member.client.post("/api/images/word-picture", { verseRef: "Nowhere 9:9" });
    expect(bad.status).toBe(422);
    const empty = await member.client.post("/api/images/word-picture", { verseRef: "" });
    expect(empty.status).toBe(422);
    expect((await quotaOf(member.client)).used).toBe(0);

    const answer = await member.client.post("/api/images/word-picture", { verseRef: "gen 7:17" });
    expect(answer.status).toBe(200);
    expect(answer.body.verseRef).toBe("Genesis 7:17");
    expect(answer.body.wordPicture).toMatch(/^Fake word picture of Genesis 7:17: /);
    expect(answer.body.source).toBe("fake");
    expect(answer.body.wordPicture.length).toBeLessThanOrEqual(500);
    expect(answer.body.quota).toMatchObject({ used: 1, remaining: 9 });
    expect(await requestsOf(member.user.userId)).toMatchObject([
      { tool: "image_word_picture", counted: true, status: "complete" },
    ]);
  });
});

describe("Word pictures while the model is paused (§1.8 degraded)", () => {
  const app = useTestApp({ aiEnv: { AI_PROVIDER: "fake", AI_IMAGE_MODEL: "fake-image" } });

  test("three out-of-credit faults pause AI; a word picture then comes from the symbol dictionary, uncounted", async () => {
    const member = await app.member({ plan: "premium" });
    for (const n of [1, 2, 3]) {
      const failed = await member.client.post("/api/images/generate", {
        ...noah,
        description: `Out of credit ${n} #fake-402`,
      });
      expect(failed.body.error.code).toBe("ai_provider_unavailable");
    }
    expect((await member.client.get("/api/ai/status")).body.degradedUntil).not.toBeNull();
    // The image model's faults are the provider's faults: the admin overview lists them.
    const admin = await app.member({ role: "admin" });
    const overview = (await admin.client.get("/api/admin/ai")).body;
    expect(overview.recentErrors[0]).toMatchObject({ kind: "out_of_credit", status: 402 });

    const answer = await member.client.post("/api/images/word-picture", { verseRef: "ps 23:1" });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ verseRef: "Psalms 23:1", source: "offline", quota: { used: 0 } });
    // Psalm 23:1 names the shepherd and the want of nothing: the shepherd's scene leads, the bread follows.
    expect(answer.body.wordPicture).toMatch(/^A shepherd leans on his staff/);
    expect(answer.body.wordPicture).toContain("warm loaf");
    expect(answer.body.wordPicture.length).toBeLessThanOrEqual(500);
    const again = await member.client.post("/api/images/word-picture", { verseRef: "Psalm 23:1" });
    expect(again.body.wordPicture).toBe(answer.body.wordPicture);
    const rows = await app.db
      .select()
      .from(aiRequests)
      .where(and(eq(aiRequests.userId, member.user.userId), eq(aiRequests.tool, "image_word_picture")));
    expect(rows.map((row) => [row.source, row.counted])).toEqual([
      ["offline", false],
      ["offline", false],
    ]);
  });
});

describe("Generate with AI, without an image model", () => {
  const app = useTestApp({ aiEnv: { AI_PROVIDER: "fake" } });

  test("the routes answer 409 generation_unavailable and nothing is counted; status says no generation", async () => {
    const member = await app.member({ plan: "premium" });
    expect((await member.client.get("/api/ai/status")).body.imageGeneration).toBe(false);
    expect((await member.client.get("/api/images/options")).body).toEqual({ generationAvailable: false });
    for (const result of [
      await member.client.post("/api/images/generate", noah),
      await member.client.post("/api/images/word-picture", { verseRef: "Genesis 7:17" }),
    ]) {
      expect(result.status).toBe(409);
      expect(result.body.error).toMatchObject({
        code: "generation_unavailable",
        message: generationUnavailableNote,
      });
    }
    expect(await app.db.select().from(aiRequests).where(eq(aiRequests.userId, member.user.userId))).toEqual(
      [],
    );
  });
});
