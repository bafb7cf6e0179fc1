// Search semantics on a small hand-built KJV text (search-fixture.ts); the API test runs on the full KJV.
import { describe, expect, test } from "vitest";
import type { SearchQuery, SearchResultDto, TranslationId } from "@common/schemas/bible";
import { AppError } from "@server/http/errors";
import type { BibleSource, TranslationText } from "@server/modules/bible/bible-data.types";
import { createBibleSearch } from "./bible-search.service";
import { fixtureText, labelsOf } from "./search-fixture";
import { buildSearchIndex, termsWithPrefix } from "./search-index";

const fixtureSource = (
  load: (id: TranslationId) => Promise<TranslationText> = () => Promise.resolve(fixtureText()),
): BibleSource => ({
  translations: () => [],
  load,
});

const search = createBibleSearch(fixtureSource());
const query = (q: string, extra: Partial<SearchQuery> = {}): SearchQuery => ({
  q,
  t: "kjv",
  scope: "all",
  match: "all",
  forms: "off",
  page: 1,
  ...extra,
});
type Results = Extract<SearchResultDto, { kind: "results" }>;
async function results(q: string, extra: Partial<SearchQuery> = {}): Promise<Results> {
  const result = await search.search(query(q, extra));
  if (result.kind !== "results") throw new Error(`expected results, got ${JSON.stringify(result)}`);
  return result;
}
const markedText = (result: Results) =>
  result.hits.map((hit) => hit.marks.map(([start, end]) => hit.text.slice(start, end)));

describe("index", () => {
  test("postings list each verse once, in canonical order; positions give back the words", async () => {
    const index = await buildSearchIndex(fixtureText(), { yieldEvery: 5 });
    const faith = index.postings[index.termIds.get("faith") as number] as Int32Array;
    expect([...faith].map((v) => index.verses[v]?.key)).toEqual([
      35002004, 45001017, 45005001, 46013013, 47005007, 48002020, 49002008, 58011001,
    ]);
    const first = index.tokenOffsets[0] as number;
    expect(index.terms[index.tokenTerms[first + 2] as number]).toBe("beginning");
    expect(
      termsWithPrefix(index, "elder")
        .map((id) => index.terms[id])
        .sort(),
    ).toEqual(["elder", "elders"]);
    expect(index.bookSpans.get(43)).toEqual([8, 14]);
  });
});

describe("search semantics", () => {
  test("a quoted phrase matches only those words, adjacent and in order", async () => {
    const phrase = await results('"living water"');
    expect(labelsOf(phrase.hits)).toEqual(["John 4:10", "John 4:11", "John 7:38"]);
    expect(markedText(phrase)).toEqual([["living water"], ["living water"], ["living water"]]);
    // match=phrase without quotes is the same search
    expect(labelsOf((await results("living water", { match: "phrase" })).hits)).toEqual([
      "John 4:10",
      "John 4:11",
      "John 7:38",
    ]);
    // all words, anywhere in the verse: Jeremiah 2:13 has "living waters … no water"
    expect(labelsOf((await results("living water")).hits)).toEqual([
      "Jer 2:13",
      "John 4:10",
      "John 4:11",
      "John 7:38",
    ]);
    // the words out of order are not the phrase
    expect((await results('"water living"')).total).toBe(0);
  });

  test("all words vs any word", async () => {
    expect(labelsOf((await results("faith hope")).hits)).toEqual(["1Cor 13:13"]);
    const any = await results("hope charity grace", { match: "any" });
    expect(labelsOf(any.hits)).toEqual(["1Cor 13:13", "Eph 2:8"]);
    expect(markedText(any)).toEqual([["hope", "charity", "charity"], ["grace"]]);
  });

  test("matching is whole-word and ignores case and punctuation", async () => {
    expect(labelsOf((await results("lord")).hits)).toEqual([
      "Deut 6:5",
      "Matt 22:37",
      "John 21:15",
      "Acts 14:23",
      "Rom 5:1",
    ]);
    expect(markedText(await results("SIGHT:)"))).toEqual([["sight"]]);
    expect((await results("wat")).total).toBe(0); // not a substring match
    expect(labelsOf((await results("beer-sheba")).hits)).toEqual(["Gen 21:31"]);
    expect(markedText(await results("beer-sheba"))).toEqual([["Beer-sheba"]]);
  });

  test("a trailing * matches prefixes", async () => {
    const elder = await results("elder*");
    expect(labelsOf(elder.hits)).toEqual(["Acts 14:23", "1Pet 5:1"]);
    expect(markedText(elder)).toEqual([["elders"], ["elders", "elder"]]);
    expect((await results("elder")).total).toBe(1);
  });

  test("word forms: off matches the word as typed; on adds loved, loveth, lovest …", async () => {
    const off = await results("love");
    expect(labelsOf(off.hits)).not.toContain("John 3:16");
    expect(
      markedText(off)
        .flat()
        .every((word) => word.toLowerCase() === "love"),
    ).toBe(true);
    const on = await results("love", { forms: "on" });
    expect(labelsOf(on.hits)).toEqual(
      expect.arrayContaining(["Gen 22:2", "John 3:16", "John 21:15", "Gal 2:20", "1John 4:8"]),
    );
    expect(on.total).toBeGreaterThan(off.total);
    expect(
      new Set(
        markedText(on)
          .flat()
          .map((w) => w.toLowerCase()),
      ),
    ).toEqual(new Set(["love", "loved", "lovest", "loveth"]));
    // quotes keep a word exact even with forms on
    expect(labelsOf((await results('"love"', { forms: "on" })).hits)).toEqual(labelsOf(off.hits));
  });

  test("scope: testament, one book, a range of books (either order)", async () => {
    expect(labelsOf((await results("faith", { scope: "ot" })).hits)).toEqual(["Hab 2:4"]);
    expect((await results("faith", { scope: "nt" })).total).toBe(7);
    expect(labelsOf((await results("faith", { scope: "book", book: "Romans" })).hits)).toEqual([
      "Rom 1:17",
      "Rom 5:1",
    ]);
    const range = await results("faith", { scope: "range", from: "Romans", to: "Galatians" });
    expect(labelsOf(range.hits)).toEqual(["Rom 1:17", "Rom 5:1", "1Cor 13:13", "2Cor 5:7", "Gal 2:20"]);
    expect(range.books).toEqual([
      { book: "Rom", bookName: "Romans", count: 2 },
      { book: "1Cor", bookName: "1 Corinthians", count: 1 },
      { book: "2Cor", bookName: "2 Corinthians", count: 1 },
      { book: "Gal", bookName: "Galatians", count: 1 },
    ]);
    const reversed = await results("faith", { scope: "range", from: "gal", to: "rom" });
    expect(labelsOf(reversed.hits)).toEqual(labelsOf(range.hits));
    expect((await results("faith", { scope: "book", book: "Ruth" })).total).toBe(0); // a book with no verses here
  });

  test("marks are [start, end) ranges of the plain text; a phrase is one range", async () => {
    const result = await results("God love", { match: "all" });
    const verse = result.hits.find((hit) => hit.key === 62004008);
    const text = "He that loveth not knoweth not God; for God is love.";
    expect(verse?.text).toBe(text);
    expect(verse?.marks).toEqual([
      [text.indexOf("God"), text.indexOf("God") + 3],
      [text.lastIndexOf("God"), text.lastIndexOf("God") + 3],
      [text.indexOf("love."), text.indexOf("love.") + 4],
    ]);
    const phrase = await results('"God is love"');
    expect(phrase.hits[0]?.marks).toEqual([
      [text.indexOf("God is love"), text.indexOf("God is love") + "God is love".length],
    ]);
  });

  test("no hits: an empty result, not an error", async () => {
    expect(await results("leviathan")).toEqual({
      kind: "results",
      total: 0,
      books: [],
      hits: [],
      page: 1,
      pageSize: 50,
      pages: 1,
    });
  });

  test("a reference jumps to the reader instead of searching", async () => {
    expect(await search.search(query("John 3:16"))).toEqual({
      kind: "reference",
      book: "John",
      chapter: 3,
      verses: "16",
    });
  });

  test("malformed input is a 400 with a message saying what to fix", async () => {
    const failure = async (q: string, extra: Partial<SearchQuery> = {}) => {
      try {
        await search.search(query(q, extra));
      } catch (error) {
        if (error instanceof AppError)
          return { status: error.status, code: error.code, message: error.message };
        throw error;
      }
      throw new Error("expected an error");
    };
    expect(await failure('"')).toEqual({
      status: 400,
      code: "search_unclosed_quote",
      message: "Close the quotation marks around your phrase.",
    });
    expect((await failure("?!")).code).toBe("search_empty");
    expect(await failure("strong:G25")).toEqual({
      status: 400,
      code: "strongs_unavailable",
      message: "Strong's search isn't available on this site",
    });
    expect(await failure("faith", { scope: "book" })).toEqual({
      status: 400,
      code: "search_scope",
      message: "Choose a book to search in.",
    });
    expect((await failure("faith", { scope: "range", from: "Romans" })).message).toBe(
      "Choose the last book of the range.",
    );
    expect((await failure("faith", { scope: "book", book: "Hezekiah" })).message).toContain('"Hezekiah"');
  });
});

describe("building", () => {
  test("concurrent searches share one build and wait for it", async () => {
    let loads = 0;
    const slow = createBibleSearch(
      fixtureSource(async () => {
        loads += 1;
        await new Promise((resolve) => setTimeout(resolve, 30));
        return fixtureText();
      }),
    );
    const [a, b] = await Promise.all([slow.search(query("faith")), slow.search(query("hope"))]);
    expect(loads).toBe(1);
    expect(a.kind === "results" && a.total).toBe(8);
    expect(b.kind === "results" && b.total).toBe(1);
  });

  test("a text that fails to load answers 503 and is tried again on the next search", async () => {
    let attempts = 0;
    const flaky = createBibleSearch(
      fixtureSource(() => {
        attempts += 1;
        return attempts === 1 ? Promise.reject(new Error("disk on fire")) : Promise.resolve(fixtureText());
      }),
    );
    await expect(flaky.search(query("faith"))).rejects.toMatchObject({
      status: 503,
      code: "search_unavailable",
    });
    await expect(flaky.search(query("faith"))).resolves.toMatchObject({ kind: "results", total: 8 });
  });
});
