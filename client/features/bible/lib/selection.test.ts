import { describe, expect, test } from "vitest";
import { toVerseKey } from "@common/bible/constants";
import type { ChapterDto, NoteDto } from "@common/schemas/bible";
import { describeSelection } from "./selection";

const JOHN = 43;
const key = (verse: number) => toVerseKey(JOHN, 3, verse);
const john3: ChapterDto = {
  translation: "kjv",
  book: "John",
  bookName: "John",
  bookNumber: JOHN,
  chapter: 3,
  chapters: 21,
  title: null,
  verses: Array.from({ length: 36 }, (_, i) => ({
    verse: i + 1,
    key: key(i + 1),
    segments: [{ text: `Verse ${i + 1}.` }],
    paragraph: i === 0,
  })),
  prev: null,
  next: null,
};
const note = (id: string, start: number, end: number): NoteDto => ({
  id,
  startKey: key(start),
  endKey: key(end),
  text: id,
  reference: `John 3:${start}`,
  createdAt: "2025-01-01T00:00:00.000Z",
  updatedAt: "2025-01-01T00:00:00.000Z",
});
const notes = [note("on-16", 16, 16), note("14-to-17", 14, 17), note("on-1", 1, 1), note("on-20", 20, 20)];

describe("describeSelection", () => {
  test.each([
    { selected: [16], reference: "John 3:16", start: 16, end: 16, noteIds: ["on-16", "14-to-17"] },
    { selected: [18, 16, 17], reference: "John 3:16-18", start: 16, end: 18, noteIds: ["on-16", "14-to-17"] },
    // A gap: notes anywhere from the first to the last selected verse are shown (a new note spans them).
    {
      selected: [16, 20],
      reference: "John 3:16, 20",
      start: 16,
      end: 20,
      noteIds: ["on-16", "14-to-17", "on-20"],
    },
    // Nothing selected: a note would anchor to verse 1.
    { selected: [], reference: "", start: 1, end: 1, noteIds: ["on-1"] },
  ])("$selected → $reference", ({ selected, reference, start, end, noteIds }) => {
    const details = describeSelection(john3, new Set(selected), notes);
    expect(details.reference).toBe(reference);
    expect(details.verses.map((v) => v.verse)).toEqual([...selected].sort((a, b) => a - b));
    expect([details.startKey, details.endKey]).toEqual([key(start), key(end)]);
    expect(details.notes.map((n) => n.id)).toEqual(noteIds);
  });

  test("a chapter still loading offers nothing to act on", () => {
    expect(describeSelection(null, new Set([16]), notes)).toEqual({
      verses: [],
      reference: "",
      startKey: 0,
      endKey: 0,
      notes: [],
    });
  });
});
