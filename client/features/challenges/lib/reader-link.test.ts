import { describe, expect, test } from "vitest";
import { readerLinkOf } from "./reader-link";

describe("readerLinkOf", () => {
  test.each([
    ["John 8:12", "/bible/John/8"],
    ["Psalm 23", "/bible/Psalms/23"],
    ["1 Corinthians 9:24-27", "/bible/1%20Corinthians/9"],
    ["Galatians 5:22-23", "/bible/Galatians/5"],
    ["Hezekiah 3", null],
    ["John 99:1", null],
    ["not a reference", null],
  ])("%s → %s", (reference, expected) => {
    expect(readerLinkOf(reference)).toBe(expected);
  });
});
