// The Bible data layer against the real packages: every translation's shape, the KJV's markup, psalm titles,
// versification differences and the lazy, shared loading.
import { describe, expect, test } from "vitest";
import { BIBLE_BOOKS, TOTAL_CHAPTERS } from "@common/bible/books";
import { TRANSLATION_IDS, toVerseKey, type TranslationId } from "@common/schemas/bible";
import { bookNumberOf, bracketSegments, chapterVerses, createBibleSource, splitTitle } from "./bible-data";

const bible = createBibleSource();
const key = toVerseKey;

/** Books, chapters and verses each translation has (sources differ in versification; see docs/decisions.md). */
const expectedCounts: Record<TranslationId, { books: number; chapters: number; verses: number }> = {
  kjv: { books: 66, chapters: 1189, verses: 31_102 },
  web: { books: 66, chapters: 1189, verses: 31_098 },
  asv: { books: 66, chapters: 1189, verses: 31_102 },
  ylt: { books: 66, chapters: 1189, verses: 31_102 },
  dby: { books: 66, chapters: 1189, verses: 31_102 },
  wbt: { books: 66, chapters: 1189, verses: 31_098 },
};

describe("every translation", () => {
  test("lists the six public-domain translations, Strong's only in the KJV", () => {
    const list = bible.translations();
    expect(list.map((t) => t.id)).toEqual([...TRANSLATION_IDS]);
    expect(list.filter((t) => t.strongs).map((t) => t.id)).toEqual(["kjv"]);
    expect(list.find((t) => t.id === "ylt")).toMatchObject({
      name: "Young's Literal Translation",
      abbreviation: "YLT",
    });
  });

  test.each(TRANSLATION_IDS)(
    "%s: books, chapters and verses in canonical order with valid keys",
    async (id) => {
      const text = await bible.load(id);
      const books = new Set(text.verses.map((verse) => verse.bookNumber));
      const chapters = new Set(text.verses.map((verse) => verse.bookNumber * 1000 + verse.chapter));
      expect({ books: books.size, chapters: chapters.size, verses: text.verses.length }).toEqual(
        expectedCounts[id],
      );
      expect(chapters.size).toBe(TOTAL_CHAPTERS);
      expect(text.byKey.size).toBe(text.verses.length);
      const problems: string[] = [];
      text.verses.forEach((verse, index) => {
        const book = BIBLE_BOOKS[verse.bookNumber - 1]!;
        const previous = text.verses[index - 1];
        if (previous && previous.key >= verse.key) problems.push(`${verse.key}: out of order`);
        if (verse.book !== book.osis || verse.chapter > book.chapters)
          problems.push(`${verse.key}: book or chapter`);
        if (verse.key !== key(verse.bookNumber, verse.chapter, verse.verse))
          problems.push(`${verse.key}: key`);
        if (verse.plain !== verse.segments.map((segment) => segment.text).join(""))
          problems.push(`${verse.key}: plain`);
        if (/^\s|\s$|\s{2}|[[\]{}#\\]/.test(verse.plain))
          problems.push(`${verse.key}: markup left: ${verse.plain}`);
      });
      expect(problems).toEqual([]);
      expect(text.byKey.get(key(43, 3, 16))?.plain).toMatch(/God (did )?so lov(ed|e) the world/i);
    },
  );

  test("a second request shares the first one's promise", async () => {
    const source = createBibleSource();
    const first = source.load("asv");
    expect(source.load("asv")).toBe(first);
    expect(await source.load("asv")).toBe(await first);
  });
});

describe("KJV markup", () => {
  test("supplied words in brackets become italic segments", async () => {
    const kjv = await bible.load("kjv");
    expect(kjv.byKey.get(key(1, 1, 2))?.segments).toEqual([
      { text: "And the earth was without form, and void; and darkness " },
      { text: "was", italic: true },
      { text: " upon the face of the deep. And the Spirit of God moved upon the face of the waters." },
    ]);
    expect(kjv.byKey.get(key(1, 1, 1))?.segments).toEqual([
      { text: "In the beginning God created the heaven and the earth." },
    ]);
  });

  test("# marks a new paragraph and is not part of the text", async () => {
    const kjv = await bible.load("kjv");
    const john3 = chapterVerses(kjv, 43, 3);
    expect(john3).toHaveLength(36);
    expect(john3[15]).toMatchObject({ verse: 16, paragraph: true });
    expect(john3[15]!.plain.startsWith("For God so loved")).toBe(true);
    expect(kjv.byKey.get(key(1, 1, 2))?.paragraph).toBe(false);
    expect(kjv.byKey.get(key(1, 1, 6))?.paragraph).toBe(true);
    expect(kjv.verses.filter((verse) => verse.paragraph)).toHaveLength(2936);
  });

  test("psalm titles come from the layout, without brackets; Psalm 119's letters and Psalm 1 have none", async () => {
    const kjv = await bible.load("kjv");
    expect(kjv.titles.get(19003)).toBe("A Psalm of David, when he fled from Absalom his son.");
    expect(kjv.titles.get(19011)).toBe("To the chief Musician, A Psalm of David.");
    expect(kjv.titles.has(19001)).toBe(false);
    expect(kjv.titles.has(19119)).toBe(false);
    expect(kjv.titles.size).toBe(116);
    expect(chapterVerses(kjv, 19, 3)[0]?.plain).toBe(
      "LORD, how are they increased that trouble me! many are they that rise up against me.",
    );
  });
});

describe("other sources", () => {
  test("WEB: paragraphs, psalm titles and its own versification (Romans 16:25-27 sits at 14:24-26)", async () => {
    const web = await bible.load("web");
    expect(web.byKey.get(key(1, 1, 1))?.paragraph).toBe(true);
    expect(web.byKey.get(key(1, 1, 2))?.paragraph).toBe(false);
    expect(web.titles.get(19003)).toBe("A Psalm by David, when he fled from Absalom his son.");
    expect(web.titles.size).toBe(116);
    expect(web.byKey.has(key(45, 14, 24))).toBe(true);
    expect(web.byKey.has(key(45, 16, 25))).toBe(false);
    expect(web.byKey.has(key(42, 17, 36))).toBe(false); // a verse the WEB leaves out is simply absent
    expect(chapterVerses(web, 42, 17).map((verse) => verse.verse)).not.toContain(36);
  });

  test("ASV: the heading that ends the previous psalm becomes the next psalm's title", async () => {
    const asv = await bible.load("asv");
    expect(asv.titles.get(19003)).toBe("A Psalm of David, when he fled from Absalom his son.");
    expect(asv.titles.get(19145)).toBe("A Psalm of praise; of David.");
    expect(asv.titles.size).toBe(116);
    expect(asv.byKey.get(key(19, 144, 15))?.plain).toBe(
      "Happy is the people that is in such a case; Yea, happy is the people whose God is Jehovah.",
    );
    expect(asv.byKey.get(key(18, 42, 17))?.plain).toBe("So Job died, being old and full of days.");
  });

  test("ASV, YLT and Darby mark supplied words in brackets too", async () => {
    const ylt = await bible.load("ylt");
    expect(ylt.byKey.get(key(1, 1, 2))?.segments.find((segment) => segment.italic)).toEqual({
      text: "is",
      italic: true,
    });
    const asv = await bible.load("asv");
    expect(asv.byKey.get(key(1, 9, 4))?.segments).toContainEqual({ text: "which is", italic: true });
  });

  test("Darby: the braced psalm title leaves verse 1; *emphasis* marks are dropped", async () => {
    const dby = await bible.load("dby");
    expect(dby.titles.get(19003)).toBe("A Psalm of David, when he fled from Absalom his son.");
    expect(dby.byKey.get(key(19, 3, 1))?.plain.startsWith("Jehovah, how many")).toBe(true);
    expect(dby.byKey.get(key(1, 48, 22))?.plain).toMatch(/^And I have given to thee/);
    // Brackets that open in one verse and close in the next (Acts 24:6–8) or nest (Romans 9:28).
    expect(dby.byKey.get(key(44, 24, 8))?.segments[0]).toEqual({
      text: "having commanded his accusers to come to thee; of whom thou canst thyself, in examining ",
    });
    expect(dby.byKey.get(key(45, 9, 28))?.segments).toContainEqual({
      text: "cutting it short in righteousness; because",
      italic: true,
    });
  });

  test("Webster: shifted verses go back to their place, titles split off verse 1, missing verses stay absent", async () => {
    const wbt = await bible.load("wbt");
    expect(wbt.byKey.get(key(1, 43, 1))?.plain).toMatch(
      /^And the famine was sore|^And the famine was severe/,
    );
    expect(wbt.byKey.get(key(1, 42, 38))).toBeDefined();
    expect(wbt.byKey.has(key(1, 42, 39))).toBe(false);
    expect(wbt.titles.get(19003)).toBe("A Psalm of David, when he fled from Absalom his son.");
    expect(wbt.byKey.get(key(19, 3, 1))?.plain.startsWith("LORD, how are they multiplied")).toBe(true);
    expect(wbt.titles.size).toBe(116);
    for (const missing of [key(23, 64, 2), key(27, 10, 19), key(44, 19, 41), key(47, 13, 13)])
      expect(wbt.byKey.has(missing)).toBe(false);
    // A verse split over two entries is joined: Revelation 13:1 begins with the sand of the sea.
    expect(wbt.byKey.get(key(66, 13, 1))?.plain).toMatch(
      /^And I stood upon the sand of the sea, and saw a beast/,
    );
  });
});

describe("helpers", () => {
  test("book names of every source map to book numbers", () => {
    expect(bookNumberOf("Solomon's Song")).toBe(22);
    expect(bookNumberOf("songofsolomon")).toBe(22);
    expect(bookNumberOf("1Sam")).toBe(9);
    expect(bookNumberOf("Revelation")).toBe(66);
    expect(bookNumberOf("Tobit")).toBeUndefined();
  });

  test("bracketSegments: unclosed and stray brackets, empty brackets", () => {
    expect(bracketSegments("whom we had seized, [and would have judged")).toEqual([
      { text: "whom we had seized, " },
      { text: "and would have judged", italic: true },
    ]);
    expect(bracketSegments("to thee;] of whom")).toEqual([{ text: "to thee; of whom" }]);
    expect(bracketSegments("why [] thy wrath")).toEqual([{ text: "why thy wrath" }]);
  });

  test("bracketSegments keeps the spaces between segments and trims the ends", () => {
    expect(bracketSegments(" Blessed [are] the [poor] ")).toEqual([
      { text: "Blessed " },
      { text: "are", italic: true },
      { text: " the " },
      { text: "poor", italic: true },
    ]);
  });

  test("splitTitle needs a close wording and a sentence end", () => {
    expect(splitTitle("A Psalm of David. Help, LORD.", "A Psalm of David.")).toEqual({
      title: "A Psalm of David.",
      rest: "Help, LORD.",
    });
    expect(splitTitle("Help, LORD; for the godly man ceaseth.", "A Psalm of David.")).toBeNull();
  });
});
