// The chapter API's serialised answers: one per canonical chapter, bounded, 404s never kept.
import { describe, expect, test } from "vitest";
import { createBibleSource } from "./bible-data";
import { createChapterResponses } from "./chapter-responses";

const bible = createBibleSource();

describe("chapter responses", () => {
  test("the body is the chapter's JSON; aliases of a book share one entry and its ETag", async () => {
    const responses = createChapterResponses(bible);
    const john = await responses.get("kjv", "John", 3);
    expect(JSON.parse(john.body)).toMatchObject({ translation: "kjv", book: "John", chapter: 3 });
    expect(await responses.get("kjv", "jn", 3)).toBe(john);
    expect((await responses.get("web", "John", 3)).etag).not.toBe(john.etag);
  });

  test("holds at most maxEntries chapters: the least recently used is rebuilt (same ETag)", async () => {
    const responses = createChapterResponses(bible, 2);
    const genesis = await responses.get("kjv", "Gen", 1);
    await responses.get("kjv", "Gen", 2);
    await responses.get("kjv", "Gen", 3);
    const again = await responses.get("kjv", "Gen", 1);
    expect(again).not.toBe(genesis);
    expect(again.etag).toBe(genesis.etag);
  });

  test("an unknown book or chapter rejects with the 404 and is not kept", async () => {
    const responses = createChapterResponses(bible);
    await expect(responses.get("kjv", "Hezekiah", 1)).rejects.toMatchObject({ status: 404 });
    await expect(responses.get("kjv", "John", 22)).rejects.toMatchObject({ status: 404 });
  });
});
