// A chapter as the reader receives it: verses without the in-memory record's search text or book fields,
// and segments that are copies (the answer is cached and serialised; the loaded translation must stay untouched).
import { expect, test } from "vitest";
import { bookNamed } from "@common/bible/books";
import type { VerseRecord } from "./bible-data.types";
import { presentChapter, presentVerse } from "./bible.presenter";

const verse: VerseRecord = {
  key: 43_003_016,
  bookNumber: 43,
  book: "John",
  chapter: 3,
  verse: 16,
  segments: [
    { text: "For God so loved the world, that he gave his only begotten Son" },
    { text: "that", italic: true },
  ],
  plain: "For God so loved the world, that he gave his only begotten Son that",
  paragraph: false,
};

test("presentVerse: number, key, copied segments and paragraph mark only", () => {
  const dto = presentVerse(verse);
  expect(dto).toEqual({ verse: 16, key: 43_003_016, segments: verse.segments, paragraph: false });
  expect(dto.segments[1]).not.toBe(verse.segments[1]);
});

test("presentChapter: the book's id, name and chapter count, title, verses and neighbours", () => {
  const john = bookNamed("John")!;
  const prev = { book: "John", bookName: "John", chapter: 2 };
  const dto = presentChapter({
    translation: "kjv",
    book: john,
    bookNumber: 43,
    chapter: 3,
    title: null,
    verses: [verse],
    prev,
    next: null,
  });
  expect(dto).toEqual({
    translation: "kjv",
    book: "John",
    bookName: "John",
    bookNumber: 43,
    chapter: 3,
    chapters: 21,
    title: null,
    verses: [{ verse: 16, key: 43_003_016, segments: verse.segments, paragraph: false }],
    prev,
    next: null,
  });
});
