import { describe, expect, it } from "vitest";
import { BIBLE_BOOKS, TOTAL_CHAPTERS } from "./books";
import { chapterVerseCounts, isValidReference, parseReference } from "./reference";

describe("canonical books", () => {
  it("has 66 books, 1,189 chapters, matching the parser KJV versification", () => {
    expect(BIBLE_BOOKS).toHaveLength(66);
    expect(TOTAL_CHAPTERS).toBe(1189);
    for (const book of BIBLE_BOOKS)
      expect(chapterVerseCounts(book.osis), book.osis).toHaveLength(book.chapters);
    const verses = BIBLE_BOOKS.reduce(
      (sum, b) => sum + chapterVerseCounts(b.osis).reduce((a, n) => a + n, 0),
      0,
    );
    expect(verses).toBe(31102);
  });
});

describe("parseReference", () => {
  it("reads abbreviations, chapters and ranges", () => {
    expect(parseReference("jn 3:16-18")?.label).toBe("John 3:16-18");
    expect(parseReference("Rom 8")?.label).toBe("Romans 8");
    expect(parseReference("Exodus 25-40; Heb 8:1-5")?.label).toBe("Exodus 25-40; Hebrews 8:1-5");
    expect(parseReference("Song of Solomon 2:1")?.ranges[0]?.start).toEqual({
      book: "Song",
      chapter: 2,
      verse: 1,
    });
  });

  it("rejects what does not resolve to existing canonical verses", () => {
    for (const bad of ["Gen 51:1", "Genesis 50:30", "hello", "", "1 Macc 2:1", "x".repeat(600)]) {
      expect(isValidReference(bad), bad).toBe(false);
    }
  });
});
