import { describe, expect, test } from "vitest";
import {
  caretAfterChange,
  hasUnsavedNotes,
  lineIndexAt,
  notesSyncFrom,
  receiveNotes,
  savedNotes,
} from "./notes-sync";

describe("receiveNotes", () => {
  test("a clean pad takes the room's newer notes", () => {
    const { sync, saveNow } = receiveNotes(notesSyncFrom("a", 1), "a\nb", 2);
    expect(sync).toEqual(notesSyncFrom("a\nb", 2));
    expect(saveNow).toBe(false);
  });

  test("older or equal versions change nothing", () => {
    const sync = notesSyncFrom("a", 3);
    expect(receiveNotes(sync, "old", 3)).toEqual({ sync, saveNow: false });
    expect(receiveNotes(sync, "older", 2)).toEqual({ sync, saveNow: false });
  });

  test("unsaved edits stay on screen with their base and are saved at once (the server merges)", () => {
    const { sync, saveNow } = receiveNotes({ ...notesSyncFrom("a", 1), draft: "mine" }, "theirs", 2);
    expect(sync).toEqual({ draft: "mine", base: "a", baseVersion: 1, latest: 2 });
    expect(saveNow).toBe(true);
  });
});

describe("savedNotes", () => {
  test("nothing typed since sending: the merged answer is the pad", () => {
    const before = { ...notesSyncFrom("a\nb", 1), draft: "A\nb" };
    expect(savedNotes(before, { text: "A\nb", baseVersion: 1 }, "A\nB", 3)).toEqual({
      sync: notesSyncFrom("A\nB", 3),
      behind: false,
    });
  });

  test("typed on meanwhile: the newer text stays, and its next save merges from what was sent", () => {
    const before = { ...notesSyncFrom("a\nb", 1), draft: "A\nb!" };
    const { sync } = savedNotes(before, { text: "A\nb", baseVersion: 1 }, "A\nB", 3);
    expect(sync).toEqual({ draft: "A\nb!", base: "A\nb", baseVersion: 1, latest: 3 });
    expect(hasUnsavedNotes(sync)).toBe(true);
  });

  test("an answer older than an event seen meanwhile asks for a re-read", () => {
    const before = { ...notesSyncFrom("a", 1), draft: "A", latest: 5 };
    expect(savedNotes(before, { text: "A", baseVersion: 1 }, "A", 4).behind).toBe(true);
  });
});

test("lineIndexAt counts the lines before the caret", () => {
  expect(lineIndexAt("ab\ncd\nef", 0)).toBe(0);
  expect(lineIndexAt("ab\ncd\nef", 3)).toBe(1);
  expect(lineIndexAt("ab\ncd\nef", 8)).toBe(2);
});

describe("caretAfterChange", () => {
  test("keeps the line and column when another line grew", () => {
    expect(caretAfterChange("ab\ncd", 5, "abcdef\ncd")).toBe(9);
  });
  test("clamps to a shorter line and to the last line", () => {
    expect(caretAfterChange("ab\ncdef", 7, "ab\nc")).toBe(4);
    expect(caretAfterChange("a\nb\nc", 5, "a")).toBe(1);
  });
});
