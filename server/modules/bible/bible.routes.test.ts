// /api/bible through the real app: translations, chapters (names, aliases, 404s, ETag/304, prev/next) and Strong's.
import { beforeAll, describe, expect, test } from "vitest";
import { useTestApp } from "@server/test/kit";
import type { TestClient } from "@server/test/test-app";

const app = useTestApp();
let member: TestClient;

beforeAll(async () => {
  ({ client: member } = await app.member());
});

/** A GET with the member's cookies and extra headers (get() sends none of its own). */
function getWithHeaders(client: TestClient, path: string, headers: Record<string, string>) {
  return client.fetch(path, { headers });
}

describe("without a session", () => {
  test("every Bible route answers 401", async () => {
    const visitor = app.client();
    for (const path of [
      "/api/bible/translations",
      "/api/bible/kjv/John/3",
      "/api/bible/strongs/G25",
      "/api/bible/strongs/likely?book=John&word=loved",
    ]) {
      const response = await visitor.get(path);
      expect(response.status, path).toBe(401);
      expect(response.body.error.code).toBe("unauthorized");
    }
  });
});

describe("GET /api/bible/translations", () => {
  test("lists the six translations", async () => {
    const response = await member.get("/api/bible/translations");
    expect(response.status).toBe(200);
    expect(response.body.map((translation: { abbreviation: string }) => translation.abbreviation)).toEqual([
      "KJV",
      "WEB",
      "ASV",
      "YLT",
      "DBY",
      "WBT",
    ]);
    expect(response.body[0]).toEqual({
      id: "kjv",
      name: "King James Version",
      abbreviation: "KJV",
      year: "1769",
      strongs: true,
    });
  });
});

describe("GET /api/bible/:translation/:book/:chapter", () => {
  test("John 3 in the KJV: canonical book, 36 verses with segments, neighbours", async () => {
    const response = await member.get("/api/bible/kjv/John/3");
    expect(response.status).toBe(200);
    const chapter = response.body;
    expect(chapter).toMatchObject({
      translation: "kjv",
      book: "John",
      bookName: "John",
      bookNumber: 43,
      chapter: 3,
      chapters: 21,
      title: null,
    });
    expect(chapter.verses).toHaveLength(36);
    expect(chapter.verses[15]).toMatchObject({ verse: 16, key: 43003016, paragraph: true });
    expect(chapter.verses[15].segments[0].text).toMatch(/^For God so loved the world/);
    expect(chapter.prev).toEqual({ book: "John", bookName: "John", chapter: 2 });
    expect(chapter.next).toEqual({ book: "John", bookName: "John", chapter: 4 });
  });

  test("names and aliases in any case resolve to the same chapter", async () => {
    const cases: [string, string, number][] = [
      ["jn/3", "John", 3],
      ["JOHN/3", "John", 3],
      ["1sam/3", "1Sam", 3],
      ["1%20Samuel/3", "1Sam", 3],
      ["song/2", "Song", 2],
      ["Solomon's%20Song/2", "Song", 2],
      ["Song%20of%20Solomon/2", "Song", 2],
      ["Phlm/1", "Phlm", 1],
      ["jude/1", "Jude", 1],
      ["psalm/23", "Ps", 23],
    ];
    for (const [path, book, number] of cases) {
      const response = await member.get(`/api/bible/kjv/${path}`);
      expect(response.status, path).toBe(200);
      expect(response.body, path).toMatchObject({ book, chapter: number });
    }
  });

  test("italic supplied words and a psalm title", async () => {
    const genesis = await member.get("/api/bible/kjv/Genesis/1");
    expect(genesis.body.verses[1].segments).toContainEqual({ text: "was", italic: true });
    const psalm = await member.get("/api/bible/kjv/Psalms/3");
    expect(psalm.body.title).toBe("A Psalm of David, when he fled from Absalom his son.");
    expect((await member.get("/api/bible/kjv/Psalms/1")).body.title).toBeNull();
  });

  test("an unknown book or a chapter outside the book → 404 chapter_not_found", async () => {
    const cases: [string, string][] = [
      ["Hezekiah/1", "We couldn't find Hezekiah 1"],
      ["John/22", "We couldn't find John 22"],
      ["Jude/2", "We couldn't find Jude 2"],
      ["Gen%205/1", "We couldn't find Gen 5 1"],
    ];
    for (const [path, message] of cases) {
      const response = await member.get(`/api/bible/kjv/${path}`);
      expect(response.status, path).toBe(404);
      expect(response.body.error).toEqual({ code: "chapter_not_found", message });
    }
  });

  test("a chapter number that isn't one → 400", async () => {
    expect((await member.get("/api/bible/kjv/John/three")).status).toBe(400);
    expect((await member.get("/api/bible/kjv/John/0")).status).toBe(400);
  });

  test("Previous and Next cross books; the Bible's ends have none", async () => {
    expect((await member.get("/api/bible/kjv/Genesis/50")).body.next).toEqual({
      book: "Exod",
      bookName: "Exodus",
      chapter: 1,
    });
    expect((await member.get("/api/bible/kjv/Exodus/1")).body.prev).toEqual({
      book: "Gen",
      bookName: "Genesis",
      chapter: 50,
    });
    expect((await member.get("/api/bible/kjv/Genesis/1")).body.prev).toBeNull();
    const revelation = await member.get("/api/bible/kjv/Revelation/22");
    expect(revelation.body.next).toBeNull();
    expect(revelation.body.prev).toEqual({ book: "Rev", bookName: "Revelation", chapter: 21 });
    expect((await member.get("/api/bible/kjv/Malachi/4")).body.next).toEqual({
      book: "Matt",
      bookName: "Matthew",
      chapter: 1,
    });
  });

  test("other translations: WEB's title, a verse it leaves out is absent", async () => {
    const psalm = await member.get("/api/bible/web/ps/3");
    expect(psalm.status).toBe(200);
    expect(psalm.body).toMatchObject({
      translation: "web",
      book: "Ps",
      title: "A Psalm by David, when he fled from Absalom his son.",
    });
    const luke = await member.get("/api/bible/web/Luke/17");
    expect(luke.body.verses.map((verse: { verse: number }) => verse.verse)).not.toContain(36);
    expect(luke.body.verses).toHaveLength(36);
  });

  test("a strong ETag, a day of private caching, and 304 for a matching If-None-Match", async () => {
    const first = await member.get("/api/bible/kjv/John/3");
    const etag = first.headers.get("etag");
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers.get("cache-control")).toBe("private, max-age=86400");
    expect(first.headers.get("content-type")).toMatch(/^application\/json/);

    const again = await member.get("/api/bible/kjv/John/3");
    expect(again.headers.get("etag")).toBe(etag);
    expect((await member.get("/api/bible/asv/John/3")).headers.get("etag")).not.toBe(etag);

    const cached = await getWithHeaders(member, "/api/bible/kjv/jn/3", { "if-none-match": etag! });
    expect(cached.status).toBe(304);
    expect(await cached.text()).toBe("");
    expect(cached.headers.get("etag")).toBe(etag);
    expect(cached.headers.get("cache-control")).toBe("private, max-age=86400");

    const listed = await getWithHeaders(member, "/api/bible/kjv/John/3", {
      "if-none-match": `"other", W/${etag}`,
    });
    expect(listed.status).toBe(304);
    const stale = await getWithHeaders(member, "/api/bible/kjv/John/3", { "if-none-match": '"stale"' });
    expect(stale.status).toBe(200);
    expect((await stale.json()).verses).toHaveLength(36);
  });
});

describe("Strong's", () => {
  test("GET /api/bible/strongs/:number reads Greek and Hebrew, in any case", async () => {
    const greek = await member.get("/api/bible/strongs/g25");
    expect(greek.status).toBe(200);
    expect(greek.body).toEqual({
      number: "G25",
      lemma: "ἀγαπάω",
      transliteration: "agapáō",
      pronunciation: "ag-ap-ah'-o",
      definition: "to love (in a social or moral sense)",
      kjvRenderings: "(be-)love(-ed)",
      derivation: "perhaps from (much) (or compare G5689);",
    });
    const hebrew = await member.get("/api/bible/strongs/H7225");
    expect(hebrew.status).toBe(200);
    expect(hebrew.body).toMatchObject({ number: "H7225", pronunciation: "ray-sheeth'" });
    expect(hebrew.body.lemma).toMatch(/^[\u0590-\u05ff]+$/);
    expect(hebrew.body.transliteration).toMatch(/^r.*shîyth$/);
    expect(hebrew.body.kjvRenderings).toMatch(/^beginning, chief/);
    expect((await member.get("/api/bible/strongs/G0026")).body.number).toBe("G26");
  });

  test("an unknown number → 404 with the panel's message", async () => {
    const missing = await member.get("/api/bible/strongs/G99999");
    expect(missing.status).toBe(404);
    expect(missing.body.error).toEqual({
      code: "strongs_not_found",
      message: "No Strong's entry for G99999.",
    });
    const nonsense = await member.get("/api/bible/strongs/X12");
    expect(nonsense.status).toBe(404);
    expect(nonsense.body.error.message).toBe("No Strong's entry for X12.");
  });

  test("likely entries: Greek for John, with G25 first for 'loved'", async () => {
    const response = await member.get("/api/bible/strongs/likely?book=John&word=loved");
    expect(response.status).toBe(200);
    expect(response.body.word).toBe("loved");
    expect(response.body.language).toBe("greek");
    const numbers = response.body.entries.map((entry: { number: string }) => entry.number);
    expect(numbers[0]).toBe("G25");
    expect(numbers).toContain("G5368");
    expect(numbers.every((number: string) => number.startsWith("G"))).toBe(true);
  });

  test("likely entries: Hebrew for an Old Testament book (aliases accepted)", async () => {
    const response = await member.get("/api/bible/strongs/likely?book=gen&word=Beginning");
    expect(response.status).toBe(200);
    expect(response.body.language).toBe("hebrew");
    expect(response.body.entries.map((entry: { number: string }) => entry.number)).toContain("H7225");
    expect(response.body.entries.every((entry: { number: string }) => entry.number.startsWith("H"))).toBe(
      true,
    );
  });

  test("likely entries: a word with no renderings → none; a bad book → 404; no word → 400", async () => {
    const none = await member.get("/api/bible/strongs/likely?book=John&word=zzzz");
    expect(none.body).toEqual({ word: "zzzz", language: "greek", entries: [] });
    const book = await member.get("/api/bible/strongs/likely?book=Hezekiah&word=loved");
    expect(book.status).toBe(404);
    expect(book.body.error.code).toBe("book_not_found");
    expect((await member.get("/api/bible/strongs/likely?book=John")).status).toBe(400);
    expect((await member.get("/api/bible/strongs/likely?book=John&word=two%20words")).status).toBe(400);
  });
});
