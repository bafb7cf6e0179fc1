// GET /api/bible/search on the full KJV (the real BibleSource), through the real app and a signed-in member.
import { beforeAll, describe, expect, test } from "vitest";
import { SEARCH_PAGE_SIZE } from "@common/schemas/bible";
import { useTestApp } from "@server/test/kit";
import type { TestClient } from "@server/test/test-app";

const app = useTestApp();
let member: TestClient;

beforeAll(async () => {
  ({ client: member } = await app.member());
});

const search = (params: Record<string, string>) =>
  member.get(`/api/bible/search?${new URLSearchParams(params).toString()}`);
type Hit = {
  key: number;
  book: string;
  chapter: number;
  verse: number;
  text: string;
  marks: [number, number][];
};
const marked = (hit: Hit) => hit.marks.map(([start, end]) => hit.text.slice(start, end));

describe("GET /api/bible/search", () => {
  test("needs a session", async () => {
    const response = await app.client().get("/api/bible/search?q=faith");
    expect(response.status).toBe(401);
    expect(response.body.error.code).toBe("unauthorized");
  });

  test('SRC-1: "living water" as a phrase returns only verses with that phrase, highlighted', async () => {
    const response = await search({ q: "living water", match: "phrase" });
    expect(response.status).toBe(200);
    expect(response.body.kind).toBe("results");
    expect(response.body.hits.map((hit: Hit) => `${hit.book} ${hit.chapter}:${hit.verse}`)).toEqual([
      "John 4:10",
      "John 4:11",
      "John 7:38",
    ]);
    for (const hit of response.body.hits as Hit[]) expect(marked(hit)).toEqual(["living water"]);
    // Jeremiah's "living waters" is not the phrase; with all words it is found (it also has "water")
    const quoted = await search({ q: '"living water"' });
    expect(quoted.body.total).toBe(3);
    const words = await search({ q: "living water" });
    expect(words.body.hits.map((hit: Hit) => hit.key)).toContain(24002013);
  });

  test("SRC-2: a book range returns results only from those books, and the by-book counts list only them", async () => {
    const response = await search({ q: "faith", scope: "range", from: "Romans", to: "Galatians" });
    expect(response.status).toBe(200);
    expect(response.body.books.map((b: { book: string }) => b.book)).toEqual(["Rom", "1Cor", "2Cor", "Gal"]);
    expect(new Set(response.body.hits.map((hit: Hit) => hit.book))).toEqual(
      new Set(["Rom", "1Cor", "2Cor", "Gal"]),
    );
    const sum = response.body.books.reduce((total: number, b: { count: number }) => total + b.count, 0);
    expect(sum).toBe(response.body.total);
  });

  test("SRC-3: a reference jumps to the reader", async () => {
    expect((await search({ q: "John 3:16" })).body).toEqual({
      kind: "reference",
      book: "John",
      chapter: 3,
      verses: "16",
    });
    expect((await search({ q: "jn 3:16-18" })).body).toEqual({
      kind: "reference",
      book: "John",
      chapter: 3,
      verses: "16-18",
    });
    expect((await search({ q: "Rom 8" })).body).toEqual({
      kind: "reference",
      book: "Rom",
      chapter: 8,
      verses: null,
    });
    expect((await search({ q: "John" })).body.kind).toBe("results"); // a name alone is a word
  });

  test("SRC-5: elder* matches elders; love with forms off does not match loved, with forms on it does", async () => {
    const elder = await search({ q: "elder*" });
    expect((elder.body.hits as Hit[]).flatMap(marked).map((w) => w.toLowerCase())).toContain("elders");

    const off = await search({ q: "love", scope: "book", book: "John" });
    expect((off.body.hits as Hit[]).map((hit) => hit.key)).not.toContain(43003016);
    expect((off.body.hits as Hit[]).flatMap(marked).every((w) => w.toLowerCase() === "love")).toBe(true);
    const on = await search({ q: "love", scope: "book", book: "John", forms: "on" });
    const john316 = (on.body.hits as Hit[]).find((hit) => hit.key === 43003016);
    expect(john316 && marked(john316)).toEqual(["loved"]);
    expect(on.body.total).toBeGreaterThan(off.body.total);
  });

  test("all words vs any word", async () => {
    const all = await search({ q: "faith hope charity" });
    const any = await search({ q: "faith hope charity", match: "any" });
    expect(all.body.total).toBeGreaterThan(0);
    expect(any.body.total).toBeGreaterThan(all.body.total);
    for (const hit of all.body.hits as Hit[]) {
      expect(new Set(marked(hit).map((w) => w.toLowerCase()))).toEqual(new Set(["faith", "hope", "charity"]));
    }
  });

  test("another translation is indexed on its first search", async () => {
    const response = await search({ q: "living water", match: "phrase", t: "web" });
    expect(response.status).toBe(200);
    expect(response.body.total).toBeGreaterThan(0);
    for (const hit of response.body.hits as Hit[])
      expect(marked(hit).map((w) => w.toLowerCase())).toEqual(["living water"]);
  });

  test("no hits", async () => {
    const response = await search({ q: "xylophone" });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ kind: "results", total: 0, books: [], hits: [] });
  });

  test("pagination: 50 a page in canonical order, per-book counts add up to the total", async () => {
    const first = await search({ q: "faith" });
    const { total, pages } = first.body;
    expect(total).toBeGreaterThan(SEARCH_PAGE_SIZE * 2);
    expect(pages).toBe(Math.ceil(total / SEARCH_PAGE_SIZE));
    expect(first.body.hits).toHaveLength(SEARCH_PAGE_SIZE);
    const last = await search({ q: "faith", page: String(pages) });
    expect(last.body.hits).toHaveLength(total - SEARCH_PAGE_SIZE * (pages - 1));
    const second = await search({ q: "faith", page: "2" });
    const keys = [...first.body.hits, ...second.body.hits].map((hit: Hit) => hit.key);
    expect(keys).toEqual([...keys].sort((a, b) => a - b)); // keys sort in canonical order
    expect(new Set(keys).size).toBe(keys.length);
    const counts = first.body.books as { book: string; count: number }[];
    expect(counts.reduce((sum, b) => sum + b.count, 0)).toBe(total);
    const romans = await search({ q: "faith", scope: "book", book: "Rom" });
    expect(romans.body.total).toBe(counts.find((b) => b.book === "Rom")?.count);
    const beyond = await search({ q: "faith", page: String(pages + 1) });
    expect(beyond.body).toMatchObject({ total, hits: [] });
  });

  describe("odd input answers 400 with what to fix, never 500", () => {
    const cases: [string, Record<string, string>, string, string][] = [
      ["a lone quote", { q: '"' }, "search_unclosed_quote", "Close the quotation marks around your phrase."],
      [
        "an unclosed phrase",
        { q: '"living water' },
        "search_unclosed_quote",
        "Close the quotation marks around your phrase.",
      ],
      [
        "punctuation only",
        { q: "?!..." },
        "search_empty",
        "Type a word or a phrase to search for — punctuation alone can't be searched.",
      ],
      [
        "an empty query",
        { q: "" },
        "search_empty",
        "Type a word or a phrase to search for — punctuation alone can't be searched.",
      ],
      [
        "10,000 characters",
        { q: "a".repeat(10_000) },
        "validation_failed",
        "Keep the search under 200 characters.",
      ],
      [
        "a Strong's number",
        { q: "strong:G25" },
        "strongs_unavailable",
        "Strong's search isn't available on this site",
      ],
      [
        "a book scope without a book",
        { q: "faith", scope: "book" },
        "search_scope",
        "Choose a book to search in.",
      ],
      [
        "an unknown book",
        { q: "faith", scope: "book", book: "Hezekiah" },
        "search_scope",
        'We couldn\'t find a book called "Hezekiah". Pick one from the list.',
      ],
    ];
    test.each(cases)("%s", async (_name, params, code, message) => {
      const response = await search(params);
      expect(response.status).toBe(400);
      expect(response.body.error).toMatchObject({ code, message });
    });

    test("bad controls are refused by the shared schema", async () => {
      const bad: Record<string, string>[] = [
        { q: "faith", page: "0" },
        { q: "faith", scope: "everywhere" },
        { q: "faith", t: "niv" },
        { q: "faith", extra: "1" },
      ];
      for (const params of bad) {
        const response = await search(params);
        expect(response.status).toBe(400);
        expect(response.body.error.code).toBe("validation_failed");
      }
    });
  });
});
