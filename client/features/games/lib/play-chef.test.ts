import { describe, expect, it } from "vitest";
import * as parser from "@common/bible/reference";
import { chefLines, chefRoundReady, lineReader, shouldAutoSubmit } from "./play-chef";

const read = lineReader(parser);

describe("Chef Challenge round helpers (§4.1)", () => {
  it("reads each non-empty line as a reference or not, keeping line numbers", () => {
    const lines = chefLines(
      "Rom 3:23\n\nhello\nJohn 22:1\n  Jn 3:16  \nIsaiah 53\nRom 6:23 all have sinned",
      read,
    );
    expect(lines.map((line) => [line.line, line.ref?.label ?? null])).toEqual([
      [1, "Romans 3:23"],
      [3, null],
      [4, null],
      [5, "John 3:16"],
      [6, null],
      [7, null],
    ]);
    expect(lines[0]?.ref).toMatchObject({ book: "Rom", chapter: 3, verses: [23, 23] });
  });

  it("a range keeps its verses for the KJV preview", () => {
    expect(read("Heb 10:19-20")).toMatchObject({ book: "Heb", chapter: 10, verses: [19, 20] });
  });

  it("before the parser loads, no line counts", () => {
    expect(chefLines("Rom 3:23", undefined)[0]?.ref).toBeNull();
  });

  it("Submit needs one valid reference (the gate); distinct references count by label", () => {
    expect(chefRoundReady(chefLines("hello", read), 3)).toEqual({ ok: false, distinct: 0, minMet: false });
    expect(chefRoundReady(chefLines("John 22:1", read), 3).ok).toBe(false);
    const twice = chefRoundReady(chefLines("John 3:16\nJn 3:16\nRom 3:23", read), 3);
    expect(twice).toEqual({ ok: true, distinct: 2, minMet: false });
    expect(chefRoundReady(chefLines("John 3:16\nRom 6:23\nRom 3:23", read), 3).minMet).toBe(true);
  });

  it("the clock's 0:00 sends a non-empty draft once, never after a submission", () => {
    const base = { expired: true, draft: "Rom 3:23", submitted: false, alreadySent: false };
    expect(shouldAutoSubmit(base)).toBe(true);
    expect(shouldAutoSubmit({ ...base, expired: false })).toBe(false);
    expect(shouldAutoSubmit({ ...base, draft: "  \n" })).toBe(false);
    expect(shouldAutoSubmit({ ...base, submitted: true })).toBe(false);
    expect(shouldAutoSubmit({ ...base, alreadySent: true })).toBe(false);
  });
});
