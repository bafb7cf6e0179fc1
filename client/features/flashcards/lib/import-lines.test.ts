import { describe, expect, it } from "vitest";
import { ApiError } from "@client/lib/api-client";
import { badImportLine, importLineCount, lineAt } from "./import-lines";

describe("importLineCount", () => {
  it.each([
    ["", 0],
    ["a\tb", 1],
    ["a\tb\nc\td\r\ne\tf", 3],
    ["a\tb\n\n   \nc\td\n", 2],
  ])("counts %j as %i", (text, count) => {
    expect(importLineCount(text)).toBe(count);
  });
});

describe("badImportLine", () => {
  it.each([
    [new ApiError(422, "invalid_input", "Line 3: write the answer on the back.", { line: 3 }), 3],
    [new ApiError(422, "invalid_input", "Line 7: the front is too short."), 7],
    [new ApiError(422, "invalid_input", "Reference not found on line 2: Hezekiah 4:1"), 2],
    [new ApiError(422, "invalid_input", "Paste at most 50,000 characters at once."), null],
    [new ApiError(500, "internal_error", "Line 3 broke"), null],
    [new Error("Line 3"), null],
    [new ApiError(422, "invalid_input", "Bad", { line: 0 }), null],
  ])("reads %o as %s", (error, line) => {
    expect(badImportLine(error)).toBe(line);
  });
});

describe("lineAt", () => {
  it("returns the numbered line, counting blank ones", () => {
    expect(lineAt("one\n\nthree", 3)).toBe("three");
    expect(lineAt("one", 2)).toBeNull();
  });
});
