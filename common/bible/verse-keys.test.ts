import { describe, expect, test } from "vitest";
import { bookByOsis } from "./books";
import { placeOfKey, rangeLabel, versesBetween } from "./verse-keys";

describe("verse keys", () => {
  test("placeOfKey accepts existing verses only (KJV versification)", () => {
    expect(placeOfKey(43_003_016)).toMatchObject({ book: { osis: "John" }, chapter: 3, verse: 16 });
    expect(placeOfKey(43_003_036)).toBeDefined();
    expect(placeOfKey(43_003_037)).toBeUndefined();
    expect(placeOfKey(43_022_001)).toBeUndefined();
    expect(placeOfKey(67_001_001)).toBeUndefined();
    expect(placeOfKey(1_001_000)).toBeUndefined();
  });

  test("rangeLabel uses en dashes within a chapter and spaced ones across chapters or books", () => {
    expect(rangeLabel(50_004_006, 50_004_007)).toBe("Philippians 4:6–7");
    expect(rangeLabel(43_003_016, 43_003_016)).toBe("John 3:16");
    expect(rangeLabel(43_003_036, 43_004_002)).toBe("John 3:36 – 4:2");
    expect(rangeLabel(39_004_006, 40_001_001)).toBe("Malachi 4:6 – Matthew 1:1");
  });

  test("versesBetween counts across chapters and books", () => {
    const place = (key: number) => placeOfKey(key)!;
    expect(versesBetween(place(43_003_016), place(43_003_016))).toBe(1);
    expect(versesBetween(place(43_003_035), place(43_004_002))).toBe(4);
    expect(versesBetween(place(39_004_006), place(40_001_001))).toBe(2);
    expect(bookByOsis("John")?.chapters).toBe(21);
  });
});
