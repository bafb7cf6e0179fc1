// How the member's marks read in the reader and on "My Bible": references in words, dates as ISO text,
// "continue reading" empty before the first chapter read, and never the owner's id.
import { describe, expect, test } from "vitest";
import {
  presentBookmark,
  presentContinueReading,
  presentNote,
  presentSavedHighlight,
} from "./annotations.presenter";

const userId = "6f1c2a9e-6a57-4a7e-9d0c-0f2f5c0b8a11";
const at = new Date("2026-03-02T10:00:00.000Z");
const john3 = (verse: number) => 43_003_000 + verse;

describe("presentBookmark", () => {
  const bookmark = { id: "b1", userId, book: "John", chapter: 3, label: null, createdAt: at };

  test("a chapter bookmark names the chapter", () => {
    expect(presentBookmark({ ...bookmark, verseKey: null })).toEqual({
      id: "b1",
      verseKey: null,
      book: "John",
      chapter: 3,
      label: null,
      reference: "John 3",
      createdAt: "2026-03-02T10:00:00.000Z",
    });
  });

  test("a verse bookmark names the verse", () => {
    expect(presentBookmark({ ...bookmark, verseKey: john3(16), label: "Gospel" }).reference).toBe(
      "John 3:16",
    );
  });
});

test("presentNote: the range as a reference, both dates as ISO text, no owner", () => {
  const dto = presentNote({
    id: "n1",
    userId,
    startKey: john3(16),
    endKey: john3(18),
    text: "God so loved",
    createdAt: at,
    updatedAt: new Date("2026-03-03T08:30:00.000Z"),
  });
  expect(dto).toEqual({
    id: "n1",
    startKey: john3(16),
    endKey: john3(18),
    text: "God so loved",
    reference: "John 3:16–18",
    createdAt: "2026-03-02T10:00:00.000Z",
    updatedAt: "2026-03-03T08:30:00.000Z",
  });
});

test("presentSavedHighlight: colour, reference and date", () => {
  expect(presentSavedHighlight({ userId, verseKey: john3(16), color: "yellow", createdAt: at })).toEqual({
    verseKey: john3(16),
    color: "yellow",
    reference: "John 3:16",
    createdAt: "2026-03-02T10:00:00.000Z",
  });
});

describe("presentContinueReading", () => {
  test("nothing read yet → null", () => {
    expect(presentContinueReading(undefined)).toBeNull();
  });

  test("the latest read: chapter, book name, translation and time", () => {
    expect(
      presentContinueReading({ id: "r1", userId, book: "1Sam", chapter: 17, translation: "web", readAt: at }),
    ).toEqual({
      book: "1Sam",
      bookName: "1 Samuel",
      chapter: 17,
      translation: "web",
      readAt: "2026-03-02T10:00:00.000Z",
    });
  });
});
