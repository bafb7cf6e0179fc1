import { expect, test } from "vitest";
import { chapterVerseCounts, parseReference } from "@common/bible/reference";
import { checkMemoryReference, dashed, rangeVerseCount, sameRange } from "./reference-match";

const john316 = 43_003_016;

test("a typed reference matches the card's range in any form the parser reads", () => {
  expect(sameRange(parseReference("jn 3:16")?.ranges ?? null, john316, john316)).toBe(true);
  expect(sameRange(parseReference("John 3:16")?.ranges ?? null, john316, john316)).toBe(true);
  expect(sameRange(parseReference("John 3:17")?.ranges ?? null, john316, john316)).toBe(false);
  expect(sameRange(parseReference("Phil 4:6-7")?.ranges ?? null, 50_004_006, 50_004_007)).toBe(true);
  expect(sameRange(parseReference("Phil 4:6")?.ranges ?? null, 50_004_006, 50_004_007)).toBe(false);
  expect(sameRange(null, john316, john316)).toBe(false);
});

test("verse counts of ranges, across chapters too", () => {
  const versesIn = (book: string, chapter: number) => chapterVerseCounts(book)[chapter - 1] ?? 0;
  expect(rangeVerseCount(parseReference("Phil 4:6-7")!.ranges[0]!, versesIn)).toBe(2);
  expect(rangeVerseCount(parseReference("John 3")!.ranges[0]!, versesIn)).toBe(36);
  expect(rangeVerseCount(parseReference("John 3:35-4:2")!.ranges[0]!, versesIn)).toBe(4);
});

test("labels use an en dash between numbers", () => {
  expect(dashed("Philippians 4:6-7")).toBe("Philippians 4:6–7");
});

test("the Add verse dialog's messages", () => {
  const versesIn = (book: string, chapter: number) => chapterVerseCounts(book)[chapter - 1] ?? 0;
  const check = (text: string) => checkMemoryReference(text, parseReference, versesIn);
  expect(check("Phil 4:6-7")).toMatchObject({ ok: true, label: "Philippians 4:6–7" });
  expect(check("  ")).toEqual({ ok: false, message: "Enter a reference like John 3:16" });
  expect(check("hello")).toEqual({ ok: false, message: "Enter a reference like John 3:16" });
  expect(check("Hezekiah 1:1")).toEqual({ ok: false, message: "We couldn't find that passage" });
  expect(check("John 3")).toEqual({ ok: false, message: "Choose at most 10 verses" });
  expect(check("John 3:1-11")).toEqual({ ok: false, message: "Choose at most 10 verses" });
  expect(check("John 3:1-10")).toMatchObject({ ok: true });
  expect(check("John 3:16; Rom 8:1")).toEqual({
    ok: false,
    message: "Choose one verse or one range of verses",
  });
  expect(check("John 3:36-4:2")).toEqual({ ok: false, message: "Choose verses from one chapter" });
});
