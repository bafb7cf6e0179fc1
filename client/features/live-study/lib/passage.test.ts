import { expect, test } from "vitest";
import { toVerseKey } from "@common/bible/constants";
import { inPassageChapter, passageChapters, verseKeyIn, verseLabel } from "./passage";

test("a one-chapter passage is one chapter to its end", () => {
  expect(passageChapters({ startVerse: toVerseKey(19, 23, 1), endVerse: toVerseKey(19, 23, 6) })).toEqual([
    { osis: "Ps", bookName: "Psalms", bookNumber: 19, chapter: 23, first: 1, last: 6 },
  ]);
});

test("a passage over three chapters: from its first verse, whole middle chapter, to its last verse", () => {
  const parts = passageChapters({ startVerse: toVerseKey(45, 8, 18), endVerse: toVerseKey(45, 10, 4) });
  expect(parts.map((part) => [part.chapter, part.first, part.last])).toEqual([
    [8, 18, null],
    [9, 1, null],
    [10, 1, 4],
  ]);
  expect(inPassageChapter(parts[0]!, 17)).toBe(false);
  expect(inPassageChapter(parts[0]!, 39)).toBe(true);
  expect(inPassageChapter(parts[2]!, 5)).toBe(false);
  expect(verseKeyIn(parts[1]!, 3)).toBe(45_009_003);
});

test("keys that don't name one book of the canon give nothing", () => {
  expect(passageChapters({ startVerse: toVerseKey(67, 1, 1), endVerse: toVerseKey(67, 1, 2) })).toEqual([]);
  expect(passageChapters({ startVerse: toVerseKey(1, 1, 1), endVerse: toVerseKey(2, 1, 1) })).toEqual([]);
});

test("verse labels name the chapter only when the passage spans chapters", () => {
  expect(verseLabel(toVerseKey(43, 3, 16), false)).toBe("16");
  expect(verseLabel(toVerseKey(43, 3, 16), true)).toBe("3:16");
});
