import { expect, test } from "vitest";
import { parseImportLines } from "./import-lines";

test("each line is front<TAB>back<TAB>reference, the reference optional and normalised; blank lines skipped", () => {
  expect(parseImportLines("Who told the dream?\tDaniel\tDan 2:19\r\n\n What metal? \tGold\n")).toEqual({
    ok: true,
    cards: [
      { front: "Who told the dream?", back: "Daniel", verseRef: "Daniel 2:19", kind: "qa" },
      { front: "What metal?", back: "Gold", verseRef: null, kind: "qa" },
    ],
  });
});

test.each([
  ["Only a front", 1, /^Line 1: write the front, a tab, the back/],
  ["Good front\tback\nshrt\tback", 2, /^Line 2: Write at least 5 characters on the front\.$/],
  ["Good front\tback\tGenesis 51:1", 1, /^Line 1: Reference not found: Genesis 51:1$/],
  ["a\tb\tc\td", 1, /^Line 1: /],
  ["\n\n", 1, /^Paste at least one line/],
])("%j → line %i", (pasted, line, message) => {
  const outcome = parseImportLines(pasted);
  expect(outcome.ok).toBe(false);
  if (!outcome.ok) {
    expect(outcome.line).toBe(line);
    expect(outcome.message).toMatch(message);
  }
});
