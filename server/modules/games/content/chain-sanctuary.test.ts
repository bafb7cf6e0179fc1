import { describe, expect, it } from "vitest";
import { bookByOsis } from "@common/bible/books";
import { parseReference } from "@common/bible/reference";
import {
  containsTerm,
  countAnswerWords,
  isMentioned,
  matchReference,
  parseReferenceField,
  scanReferences,
  splitSentences,
  trigramShare,
  type FoundReference,
  type Mentionable,
} from "@common/games/judge/rules";
import {
  articleCodes,
  dimensionCodes,
  operatorCodes,
  symbolOf,
  wallCodes,
  type ArticleCode,
} from "@common/games/pt-symbols";
import type { ChainWarCode } from "./card-types";
import { chainLinks } from "./chain-links";
import { sanctuaryArticleVerses, sanctuaryNarratives } from "./sanctuary-run";

const CHAIN_WAR_CODES: readonly ChainWarCode[] = [
  ...dimensionCodes,
  ...wallCodes,
  ...operatorCodes.filter((code): code is Exclude<typeof code, "→"> => code !== "→"),
];
const DIMENSION_OR_WALL = new Set<string>([...dimensionCodes, ...wallCodes]);

/** The parsed reference (R1, chapter-only refused); fails the test when it does not parse. */
function field(ref: string, where: string): FoundReference {
  expect(parseReference(ref), `${where}: ${ref}`).not.toBeNull();
  const found = parseReferenceField(ref);
  expect(found, `${where}: ${ref}`).not.toBeNull();
  return found as FoundReference;
}

const overlaps = (a: FoundReference, b: FoundReference) => matchReference(a, b) === "overlap";

/** Every reference written inside a text is a real verse (R1), and there is at least `min` of them. */
function expectTextReferences(text: string, where: string, min = 0): FoundReference[] {
  const scan = scanReferences(text);
  expect(scan.invalid, `${where}: invalid references`).toEqual([]);
  expect(scan.valid.length, `${where}: references`).toBeGreaterThanOrEqual(min);
  return scan.valid;
}

/**
 * Where the first mention (R4) of an item ends: the shortest prefix, cut at a word boundary, that mentions it.
 * -1 when the text never mentions it.
 */
function firstMentionEnd(text: string, item: Mentionable): number {
  for (let end = 1; end <= text.length; end += 1) {
    const next = text[end];
    if (next !== undefined && /[\p{L}\p{N}]/u.test(next)) continue;
    if (isMentioned(text.slice(0, end), item)) return end;
  }
  return -1;
}

describe("the helpers of this test", () => {
  it("find first mentions in order and catch an article named too early", () => {
    const altar = symbolOf("ALTAR");
    const ark = symbolOf("ARK");
    const text = "At the cross (Heb 13:12) I am forgiven; at the mercy seat (Rom 3:25) I am covered.";
    expect(firstMentionEnd(text, altar)).toBeLessThan(firstMentionEnd(text, ark));
    const swapped = "The ark comes first here, and only then the altar.";
    expect(firstMentionEnd(swapped, ark)).toBeLessThan(firstMentionEnd(swapped, altar));
    expect(firstMentionEnd("No article at all.", ark)).toBe(-1);
  });

  it("tell overlapping references from distinct ones", () => {
    expect(overlaps(field("Heb 13:10-12", "probe"), field("Heb 13:12", "probe"))).toBe(true);
    expect(overlaps(field("Heb 13:10-11", "probe"), field("Heb 13:12", "probe"))).toBe(false);
  });
});

describe("Chain War verse → symbols rows (§4.2)", () => {
  it("has the 14 cards", () => {
    expect(CHAIN_WAR_CODES).toHaveLength(14);
    expect(new Set(CHAIN_WAR_CODES).size).toBe(14);
  });

  it("has at least 90 rows (sheet minimum 80) with valid references and no overlapping verses", () => {
    expect(chainLinks.length).toBeGreaterThanOrEqual(90);
    expect(chainLinks.length).toBeGreaterThanOrEqual(80);
    const seen = new Map<string, string>();
    for (const link of chainLinks) {
      expect(link.ref.trim(), "empty ref").not.toBe("");
      const found = field(link.ref, "chain link");
      for (const key of found.keys) {
        expect(seen.get(key), `${link.ref} overlaps ${seen.get(key)} at ${key}`).toBeUndefined();
        seen.set(key, link.ref);
      }
    }
  });

  it("gives every row 2–3 distinct Chain War cards, at least one a dimension or wall", () => {
    for (const link of chainLinks) {
      expect(link.symbols.length, link.ref).toBeGreaterThanOrEqual(2);
      expect(link.symbols.length, link.ref).toBeLessThanOrEqual(3);
      expect(new Set(link.symbols).size, link.ref).toBe(link.symbols.length);
      for (const code of link.symbols) expect(CHAIN_WAR_CODES, `${link.ref}: ${code}`).toContain(code);
      expect(
        link.symbols.some((code) => DIMENSION_OR_WALL.has(code)),
        `${link.ref} plays operators only`,
      ).toBe(true);
    }
  });

  it("explains every row in 1–3 sentences naming each listed card by code or name", () => {
    for (const link of chainLinks) {
      expect(link.note.trim(), link.ref).not.toBe("");
      const sentences = splitSentences(link.note);
      expect(sentences.length, `${link.ref}: ${sentences.length} sentences`).toBeGreaterThanOrEqual(1);
      expect(sentences.length, `${link.ref}: ${sentences.length} sentences`).toBeLessThanOrEqual(3);
      for (const code of link.symbols) {
        const symbol = symbolOf(code);
        expect(
          containsTerm(link.note, symbol.code) || containsTerm(link.note, symbol.name),
          `${link.ref} should name ${code} (${symbol.name})`,
        ).toBe(true);
        expect(isMentioned(link.note, symbol), `${link.ref}: ${code} (R4)`).toBe(true);
      }
      expectTextReferences(link.note, link.ref);
    }
  });

  it("uses every card in at least 5 rows", () => {
    for (const code of CHAIN_WAR_CODES) {
      const rows = chainLinks.filter((link) => link.symbols.includes(code)).length;
      expect(rows, `${code} appears in ${rows} rows`).toBeGreaterThanOrEqual(5);
    }
  });

  it("holds the acceptance example: Heb 9:11-12 with 2D and |S", () => {
    const row = chainLinks.find((link) => link.ref === "Heb 9:11-12");
    expect(row).toBeDefined();
    expect(row?.symbols).toEqual(expect.arrayContaining(["2D", "|S"]));
  });
});

describe("Sanctuary Run article verses (§4.3)", () => {
  const versesOf = (code: ArticleCode) =>
    sanctuaryArticleVerses.find((entry) => entry.code === code)?.verses ?? [];

  it("lists the 8 articles once each, in sanctuary order", () => {
    expect(sanctuaryArticleVerses.map((entry) => entry.code)).toEqual([...articleCodes]);
  });

  it("gives each article at least 8 distinct, non-overlapping valid verses from both Testaments", () => {
    for (const { code, verses } of sanctuaryArticleVerses) {
      expect(new Set(verses).size, `${code}: duplicate verse`).toBe(verses.length);
      const found = verses.map((ref) => field(ref, code));
      // Heb 13:12 beside Heb 13:10-12 is wanted, but counts once here.
      const distinct = found.filter((ref, i) => !found.slice(0, i).some((earlier) => overlaps(ref, earlier)));
      expect(distinct.length, `${code}: ${distinct.length} distinct verses`).toBeGreaterThanOrEqual(8);
      const testaments = new Set(found.map((ref) => bookByOsis(ref.ranges[0]?.start.book ?? "")?.testament));
      expect(testaments.has("OT"), `${code}: an Old Testament type`).toBe(true);
      expect(testaments.has("NT"), `${code}: a New Testament meaning`).toBe(true);
    }
  });

  it("includes each article's NT anchor (§3.11 and the anchor in the symbols module)", () => {
    const anchors: Record<ArticleCode, string> = {
      GATE: "John 10:9",
      ALTAR: "Heb 13:10-12",
      LAVER: "Eph 5:26",
      TABLE: "John 6:35",
      LAMP: "Rev 1:20",
      INCENSE: "Rev 8:3-4",
      VEIL: "Heb 10:19-20",
      ARK: "Rom 3:25",
    };
    for (const code of articleCodes) {
      expect(versesOf(code), code).toContain(anchors[code]);
      const inMeaning = /\(([^()]*\d+:\d+[^()]*)\)/.exec(symbolOf(code).meaning)?.[1];
      expect(inMeaning, `${code}: anchor in the symbols module`).toBeDefined();
      const anchor = field(inMeaning ?? "", code);
      expect(
        versesOf(code).some((ref) => overlaps(field(ref, code), anchor)),
        `${code}: ${inMeaning}`,
      ).toBe(true);
    }
  });

  it("holds the acceptance verses: Heb 13:12 (ALTAR), Eph 5:26 (LAVER), Rom 3:25 (ARK)", () => {
    expect(versesOf("ALTAR")).toContain("Heb 13:12");
    expect(versesOf("ALTAR")).toContain("Heb 13:10-12");
    expect(versesOf("LAVER")).toContain("Eph 5:26");
    expect(versesOf("ARK")).toContain("Rom 3:25");
  });

  it("never lists one verse under two articles (each cited verse earns one article's bonus)", () => {
    const all = sanctuaryArticleVerses.flatMap(({ code, verses }) =>
      verses.map((ref) => ({ code, ref, found: field(ref, code) })),
    );
    for (const a of all)
      for (const b of all)
        if (a.code < b.code)
          expect(overlaps(a.found, b.found), `${a.ref} (${a.code}) and ${b.ref} (${b.code})`).toBe(false);
  });
});

describe("Sanctuary Run model narratives (§4.3)", () => {
  const curated = new Map(
    sanctuaryArticleVerses.map(({ code, verses }) => [code, verses.map((ref) => field(ref, code))]),
  );
  const label = (articles: readonly string[]) => articles.join(" → ");

  it("has at least 14 narratives (sheet minimum 12) on distinct paths of 2, 3 and 4 articles", () => {
    expect(sanctuaryNarratives.length).toBeGreaterThanOrEqual(14);
    const paths = sanctuaryNarratives.map((entry) => label(entry.articles));
    expect(new Set(paths).size, "duplicate path").toBe(paths.length);
    for (const size of [2, 3, 4])
      expect(
        sanctuaryNarratives.some((entry) => entry.articles.length === size),
        `a ${size}-article path`,
      ).toBe(true);
  });

  it("deals every path in sanctuary order", () => {
    for (const { articles } of sanctuaryNarratives) {
      expect(articles.length, label(articles)).toBeGreaterThanOrEqual(2);
      expect(articles.length, label(articles)).toBeLessThanOrEqual(4);
      const order = articles.map((code) => articleCodes.indexOf(code));
      for (const index of order) expect(index, label(articles)).toBeGreaterThanOrEqual(0);
      for (let i = 1; i < order.length; i += 1)
        expect(order[i], `${label(articles)} out of order`).toBeGreaterThan(order[i - 1] ?? -1);
    }
  });

  it("keeps every narrative at 60–110 words (R3), and a Hard (4-article) one at its 90-word minimum", () => {
    for (const { articles, narrative } of sanctuaryNarratives) {
      const words = countAnswerWords(narrative);
      expect(words, `${label(articles)}: ${words} words`).toBeGreaterThanOrEqual(60);
      expect(words, `${label(articles)}: ${words} words`).toBeLessThanOrEqual(110);
      if (articles.length === 4)
        expect(words, `${label(articles)}: ${words} words`).toBeGreaterThanOrEqual(90);
    }
  });

  it("mentions every article (R4) with first mentions in the dealt order", () => {
    for (const { articles, narrative } of sanctuaryNarratives) {
      const ends = articles.map((code) => firstMentionEnd(narrative, symbolOf(code)));
      articles.forEach((code, i) =>
        expect(ends[i], `${label(articles)}: ${code} not mentioned`).toBeGreaterThan(0),
      );
      for (let i = 1; i < ends.length; i += 1)
        expect(
          ends[i],
          `${label(articles)}: ${articles[i]} mentioned before ${articles[i - 1]}`,
        ).toBeGreaterThan(ends[i - 1] ?? 0);
    }
  });

  it("cites a valid reference from each article's curated list, one per article at least", () => {
    for (const { articles, narrative } of sanctuaryNarratives) {
      const cited = expectTextReferences(narrative, label(articles), articles.length);
      expect(new Set(cited.map((ref) => ref.label)).size, label(articles)).toBeGreaterThanOrEqual(
        articles.length,
      );
      for (const code of articles) {
        const list = curated.get(code) ?? [];
        expect(
          cited.some((ref) => list.some((verse) => overlaps(ref, verse))),
          `${label(articles)}: no cited verse from ${code}'s list`,
        ).toBe(true);
      }
    }
  });

  it("holds the acceptance path ALTAR → LAVER → ARK citing Heb 13:12, Eph 5:26 and Rom 3:25", () => {
    const entry = sanctuaryNarratives.find((n) => label(n.articles) === "ALTAR → LAVER → ARK");
    expect(entry).toBeDefined();
    const cited = scanReferences(entry?.narrative ?? "").valid;
    for (const ref of ["Heb 13:12", "Eph 5:26", "Rom 3:25"])
      expect(
        cited.some((found) => overlaps(found, field(ref, "acceptance"))),
        ref,
      ).toBe(true);
  });

  it("writes each narrative fresh (no two share 80 % of their trigrams, R7)", () => {
    for (const a of sanctuaryNarratives)
      for (const b of sanctuaryNarratives)
        if (a !== b)
          expect(
            trigramShare(a.narrative, b.narrative),
            `${label(a.articles)} / ${label(b.articles)}`,
          ).toBeLessThan(0.8);
  });
});
