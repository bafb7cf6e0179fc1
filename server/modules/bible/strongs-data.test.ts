// The Strong's helpers: number normalisation, the KJV-renderings shorthand and simple word forms.
import { describe, expect, test } from "vitest";
import { normaliseStrongsNumber, renderingWords, simpleForms, strongsData } from "./strongs-data";

describe("Strong's data", () => {
  test("numbers in any case, with or without leading zeros", () => {
    expect(normaliseStrongsNumber("g25")).toBe("G25");
    expect(normaliseStrongsNumber(" H07225 ")).toBe("H7225");
    expect(normaliseStrongsNumber("25")).toBeNull();
    expect(normaliseStrongsNumber("G25a")).toBeNull();
  });

  test("renderings shorthand is spelled out; notes and markers are not renderings", () => {
    expect([...renderingWords("(be-)love(-ed)")].sort()).toEqual(["belove", "beloved", "love", "loved"]);
    expect(renderingWords("believe(-ing, -r), faithful(-ly)")).toEqual(
      new Set(["believing", "believer", "believe", "faithfully", "faithful"]),
    );
    expect(renderingWords("first(-fruits, part, time)")).toContain("firstfruits");
    expect(renderingWords("chief, (fore-) father(-less), [idiom] patrimony")).toEqual(
      new Set(["fatherless", "forefather", "forefatherless", "chief", "father", "patrimony"]),
    );
    expect(renderingWords("plain. Compare also the proper names beginning with Abel-.")).toEqual(
      new Set(["plain"]),
    );
  });

  test("simple forms of a word", () => {
    expect(simpleForms("loved")).toEqual(expect.arrayContaining(["loved", "love"]));
    expect(simpleForms("Loveth")).toEqual(expect.arrayContaining(["loveth", "love"]));
    expect(simpleForms("cities")).toContain("city");
    expect(simpleForms("sinned")).toContain("sin");
    expect(simpleForms("loved")[0]).toBe("loved");
  });

  test("loads once: both dictionaries, Greek sounds from the XML", async () => {
    const first = strongsData();
    expect(strongsData()).toBe(first);
    const data = await first;
    expect(data.size).toBe(8674 + 5523);
    expect(data.get("G26")).toMatchObject({
      lemma: "ἀγάπη",
      transliteration: "agápē",
      pronunciation: "ag-ah'-pay",
    });
    expect(data.get("H1")?.kjvRenderings).toMatch(/^chief, \(fore-\) father/);
  });
});
