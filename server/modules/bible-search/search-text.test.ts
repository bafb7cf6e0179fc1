// Unit tests of the search's text rules: tokenizer, word forms, query syntax, reference detection.
import { describe, expect, test } from "vitest";
import { bookNumberOf, referenceTarget } from "./bible-search.service";
import { parseSearchQuery, SearchSyntaxError } from "./query-parser";
import { normalizeWord, tokenize } from "./tokenizer";
import { baseWords, doublesLastLetter, wordForms } from "./word-forms";

describe("tokenizer", () => {
  test("words are lower-cased, punctuation separates, positions are [start, end) of the original text", () => {
    const text = "In the beginning God created the heaven and the earth.";
    const tokens = tokenize(text);
    expect(tokens.map((t) => t.word)).toEqual([
      "in",
      "the",
      "beginning",
      "god",
      "created",
      "the",
      "heaven",
      "and",
      "the",
      "earth",
    ]);
    for (const token of tokens) expect(text.slice(token.start, token.end).toLowerCase()).toBe(token.word);
  });

  test("an apostrophe inside a word belongs to it and is dropped from the normal form; hyphens split", () => {
    const text = "the LORD'S house at Beer-sheba, the Levites' portion";
    expect(tokenize(text).map((t) => t.word)).toEqual([
      "the",
      "lords",
      "house",
      "at",
      "beer",
      "sheba",
      "the",
      "levites",
      "portion",
    ]);
    const lords = tokenize(text)[1];
    expect(text.slice(lords?.start, lords?.end)).toBe("LORD'S");
  });

  test("curly apostrophes and accents are normalised", () => {
    expect(normalizeWord("Pharaoh’s")).toBe("pharaohs");
    expect(normalizeWord("Hénoch")).toBe("henoch");
    expect(tokenize("(For we walk by faith, not by sight:)").map((t) => t.word)).toEqual([
      "for",
      "we",
      "walk",
      "by",
      "faith",
      "not",
      "by",
      "sight",
    ]);
  });

  test("text without words has no tokens", () => {
    expect(tokenize(" ... ;:!? — ")).toEqual([]);
  });
});

describe("word forms", () => {
  test("love has its modern and King James forms, and not other words", () => {
    const forms = wordForms("love");
    for (const form of ["love", "loved", "loveth", "loving", "loves", "lovest", "lovedst"])
      expect(forms).toContain(form);
    expect(forms).not.toContain("lover");
    expect(forms).not.toContain("glove");
  });

  test("a form goes back to its base and finds the family", () => {
    expect(baseWords("loved")).toContain("love");
    expect(baseWords("loveth")).toContain("love");
    expect(wordForms("loveth")).toContain("love");
    expect([...wordForms("sinned")]).toEqual(expect.arrayContaining(["sin", "sins", "sinneth", "sinning"]));
    expect([...wordForms("carry")]).toEqual(
      expect.arrayContaining(["carried", "carrieth", "carries", "carrying"]),
    );
    expect([...wordForms("carried")]).toContain("carry");
    expect([...wordForms("die")]).toEqual(expect.arrayContaining(["died", "dieth", "dying"]));
    expect([...wordForms("elder")]).toContain("elders");
    expect([...wordForms("bless")]).toEqual(expect.arrayContaining(["blessed", "blesseth", "blessing"]));
    expect([...wordForms("do")]).toEqual(expect.arrayContaining(["doeth", "doest", "doth", "doing"]));
  });

  test("one-syllable consonant-vowel-consonant words double before a vowel ending", () => {
    expect(doublesLastLetter("sin")).toBe(true);
    expect(doublesLastLetter("hat")).toBe(true);
    expect(doublesLastLetter("visit")).toBe(false);
    expect(doublesLastLetter("walk")).toBe(false);
    expect(doublesLastLetter("bow")).toBe(false);
    expect(baseWords("hated")).toContain("hate");
    expect(baseWords("hated")).not.toContain("hat");
    expect(wordForms("not")).not.toContain("noted");
  });

  test("words that only look inflected keep to themselves", () => {
    expect(wordForms("for")).toEqual(new Set(["for"]));
    expect(wordForms("forest")).not.toContain("for");
    expect(wordForms("see")).not.toContain("seed");
    expect(wordForms("seed")).not.toContain("see");
    expect(wordForms("even")).not.toContain("evening");
    expect(wordForms("the")).toEqual(new Set(["the"]));
  });
});

describe("query syntax", () => {
  test("words, a quoted phrase and a trailing * prefix", () => {
    expect(parseSearchQuery('"living water" well elder*', "all")).toEqual([
      {
        kind: "phrase",
        words: [
          { word: "living", prefix: false },
          { word: "water", prefix: false },
        ],
      },
      { kind: "word", word: "well", prefix: false, exact: false },
      { kind: "word", word: "elder", prefix: true, exact: false },
    ]);
  });

  test("case and punctuation are ignored; a word with a hyphen becomes a phrase of its parts", () => {
    expect(parseSearchQuery("FAITH, Beer-sheba!", "all")).toEqual([
      { kind: "word", word: "faith", prefix: false, exact: false },
      {
        kind: "phrase",
        words: [
          { word: "beer", prefix: false },
          { word: "sheba", prefix: false },
        ],
      },
    ]);
  });

  test("a quoted single word is exact (no word forms); curly quotes count as quotes; repeats are dropped", () => {
    expect(parseSearchQuery("“love” love love", "all")).toEqual([
      { kind: "word", word: "love", prefix: false, exact: true },
      { kind: "word", word: "love", prefix: false, exact: false },
    ]);
  });

  test("match=phrase joins every word in order", () => {
    expect(parseSearchQuery('living "water"', "phrase")).toEqual([
      {
        kind: "phrase",
        words: [
          { word: "living", prefix: false },
          { word: "water", prefix: false },
        ],
      },
    ]);
    expect(parseSearchQuery("grace", "phrase")).toEqual([
      { kind: "word", word: "grace", prefix: false, exact: true },
    ]);
  });

  const errorOf = (query: string) => {
    try {
      parseSearchQuery(query, "all");
    } catch (error) {
      if (error instanceof SearchSyntaxError) return { code: error.code, message: error.message };
      throw error;
    }
    return null;
  };

  test("a lone quote or an unclosed phrase asks to close the quotation marks", () => {
    const unclosed = {
      code: "search_unclosed_quote",
      message: "Close the quotation marks around your phrase.",
    };
    expect(errorOf('"')).toEqual(unclosed);
    expect(errorOf('"living water')).toEqual(unclosed);
    expect(errorOf('faith "hope" "charity')).toEqual(unclosed);
  });

  test("punctuation alone, an empty phrase or a bare * is an empty query", () => {
    for (const query of ["", "   ", "!!! ...", '""', "*", "— ; —"])
      expect(errorOf(query)?.code).toBe("search_empty");
  });

  test("Strong's numbers are refused: no tagged text in this build", () => {
    expect(errorOf("strong:G25")).toEqual({
      code: "strongs_unavailable",
      message: "Strong's search isn't available on this site",
    });
    expect(errorOf("love strong:H7225")?.code).toBe("strongs_unavailable");
    expect(errorOf("be strong")).toBeNull();
  });
});

describe("reference detection", () => {
  test("a whole-query reference opens the reader", () => {
    expect(referenceTarget("John 3:16")).toEqual({
      kind: "reference",
      book: "John",
      chapter: 3,
      verses: "16",
    });
    expect(referenceTarget("jn 3:16-18")).toEqual({
      kind: "reference",
      book: "John",
      chapter: 3,
      verses: "16-18",
    });
    expect(referenceTarget("Rom 8")).toEqual({ kind: "reference", book: "Rom", chapter: 8, verses: null });
    expect(referenceTarget("1 Cor 13:4")).toEqual({
      kind: "reference",
      book: "1Cor",
      chapter: 13,
      verses: "4",
    });
    expect(referenceTarget("Song of Solomon 2:4")).toEqual({
      kind: "reference",
      book: "Song",
      chapter: 2,
      verses: "4",
    });
    expect(referenceTarget("Song of Songs 2:4")).toEqual({
      kind: "reference",
      book: "Song",
      chapter: 2,
      verses: "4",
    });
    expect(referenceTarget("Psalm 23")).toEqual({ kind: "reference", book: "Ps", chapter: 23, verses: null });
    expect(referenceTarget("Jude 3")).toEqual({ kind: "reference", book: "Jude", chapter: 1, verses: "3" });
  });

  test("words, a book name alone, or a reference inside other words are searched as words", () => {
    expect(referenceTarget("love")).toBeNull();
    expect(referenceTarget("John")).toBeNull();
    expect(referenceTarget("love one another John 13:34")).toBeNull();
    expect(referenceTarget("another John 13:34")).toBeNull();
    expect(referenceTarget("love 3")).toBeNull();
    expect(referenceTarget("Gen 51")).toBeNull(); // no such chapter
    expect(referenceTarget('"John 3:16"')).toBeNull();
  });

  test("books for the scope are found by OSIS id, name or alias", () => {
    expect(bookNumberOf("Romans")).toBe(45);
    expect(bookNumberOf("rom")).toBe(45);
    expect(bookNumberOf("Gal")).toBe(48);
    expect(bookNumberOf("1 Cor")).toBe(46);
    expect(bookNumberOf("Song")).toBe(22);
    expect(bookNumberOf("Hezekiah")).toBeNull();
    expect(bookNumberOf("")).toBeNull();
  });
});
