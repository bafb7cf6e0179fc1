// Content checks for Controversy Raid issues (games.md §4.7) and Escape the Dragon attacks (§4.8): the sheet and §5
// minimums, valid references, card sets and coverage, and models that would pass their own game's judge (a curated
// verse cited, the card(s) named by R4, the base word minimum, enough keywords).
import { describe, expect, it } from "vitest";
import { parseReference } from "@common/bible/reference";
import {
  countAnswerWords,
  isEcho,
  isMentioned,
  keywordHits,
  matchReference,
  parseReferenceField,
  scanReferences,
  splitSentences,
  stem,
} from "@common/games/judge/rules";
import { isSymbolCode, symbolOf, type SymbolCode } from "@common/games/pt-symbols";
import type { DefenceCode } from "./card-types";
import { dragonAttacks } from "./dragon-attacks";
import { raidIssues } from "./raid-issues";
import { expectUnique } from "./content-test-kit";

const KEBAB = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const WARFARE_CARDS = ["|GC", "⚖", "≅", "∥"] as const;
const DEFENCE_CARDS: readonly DefenceCode[] = [
  "E-Now",
  "E-Fu",
  "|GC",
  "|TP",
  "|S",
  "⚖",
  "ALTAR",
  "LAMP",
  "ARK",
];
/** Both games' base word minimum (Normal difficulty). */
const BASE_WORDS = 40;
/** Trends only (§4.7): no parties, denominations or other named groups in any text. */
const PARTISAN =
  /\b(democrat|republican|labour|tory|liberals?|conservatives?|left-wing|right-wing|catholic|protestant|papacy|pope|vatican|islam|muslim|jewish|mormon|baptists?|pentecostals?|adventists?|evangelicals?)\b/i;

/** A curated reference: it parses (KJV versification), is a plain reference field and spans at most 6 verses. */
function expectShortRef(ref: string, where: string): void {
  expect(parseReference(ref), `${where}: ${ref}`).not.toBeNull();
  const field = parseReferenceField(ref);
  expect(field, `${where}: ${ref}`).not.toBeNull();
  expect(field?.keys.length ?? 0, `${where}: ${ref} spans more than 6 verses`).toBeLessThanOrEqual(6);
}

/** R5 keywords: lower case, trimmed, 1–3 words, each matchable against itself, no two with the same stem. */
function expectKeywords(keywords: readonly string[], min: number, where: string): void {
  expect(keywords.length, where).toBeGreaterThanOrEqual(min);
  for (const keyword of keywords) {
    expect(keyword, where).toBe(keyword.trim().toLowerCase());
    expect(keyword.split(/\s+/).length, `${where}: ${keyword}`).toBeLessThanOrEqual(3);
    expect(/[a-z]{3}/.test(keyword), `${where}: ${keyword}`).toBe(true);
    expect(keywordHits(`A player writes ${keyword} here.`, [keyword]), `${where}: ${keyword}`).toEqual([
      keyword,
    ]);
  }
  expectUnique(
    keywords.map((keyword) =>
      keyword
        .split(/[\s-]+/)
        .map(stem)
        .join(" "),
    ),
    `${where} keyword stem`,
  );
}

/** The model names cards by R4 (code, name or a synonym from pt-symbols). */
const mentions = (text: string, code: SymbolCode) => isMentioned(text, symbolOf(code));

/** Does the model cite one of the curated references (R2 overlap)? */
function citesCurated(model: string, curated: readonly string[]): boolean {
  const keys = curated.map((ref) => parseReferenceField(ref)).filter((field) => field !== null);
  return scanReferences(model).valid.some((found) =>
    keys.some((key) => matchReference(found, key) === "overlap"),
  );
}

function expectModelShape(model: string, where: string): void {
  const sentences = splitSentences(model).length;
  expect(sentences, `${where}: ${sentences} sentences`).toBeGreaterThanOrEqual(2);
  expect(sentences, `${where}: ${sentences} sentences`).toBeLessThanOrEqual(4);
  expect(countAnswerWords(model), `${where}: words`).toBeGreaterThanOrEqual(BASE_WORDS);
  const scan = scanReferences(model);
  expect(scan.invalid, `${where}: invalid references`).toEqual([]);
  expect(scan.valid.length, `${where}: no reference`).toBeGreaterThan(0);
}

describe("Controversy Raid issues (§4.7)", () => {
  it("has at least 22 issues (sheet and §5 minimum: 20) with unique kebab ids and titles", () => {
    expect(raidIssues.length).toBeGreaterThanOrEqual(22);
    expectUnique(
      raidIssues.map((issue) => issue.id),
      "issue id",
    );
    expectUnique(
      raidIssues.map((issue) => issue.title.toLowerCase()),
      "issue title",
    );
    for (const issue of raidIssues) expect(issue.id).toMatch(KEBAB);
  });

  it("has no empty strings and no named parties or groups", () => {
    for (const issue of raidIssues) {
      const texts = [issue.id, issue.title, issue.scenario, issue.model, ...issue.keywords, ...issue.verses];
      for (const text of texts) expect(text.trim(), issue.id).not.toBe("");
      for (const text of [issue.title, issue.scenario, issue.model])
        expect(PARTISAN.test(text), `${issue.id}: ${text}`).toBe(false);
    }
  });

  it("gives every issue a 2–3 sentence scenario", () => {
    for (const issue of raidIssues) {
      const sentences = splitSentences(issue.scenario).length;
      expect(sentences, issue.id).toBeGreaterThanOrEqual(2);
      expect(sentences, issue.id).toBeLessThanOrEqual(3);
    }
  });

  it("gives every issue at least 6 matchable keywords", () => {
    for (const issue of raidIssues) expectKeywords(issue.keywords, 6, issue.id);
  });

  it("gives every issue at least 6 distinct, valid, short references", () => {
    for (const issue of raidIssues) {
      expect(issue.verses.length, issue.id).toBeGreaterThanOrEqual(6);
      for (const ref of issue.verses) expectShortRef(ref, issue.id);
      expectUnique(
        issue.verses.map((ref) => parseReference(ref)?.label ?? ref),
        `${issue.id} verse`,
      );
    }
  });

  it("gives every issue 1–2 distinct best cards from the four warfare cards", () => {
    for (const issue of raidIssues) {
      expect(issue.bestCards.length, issue.id).toBeGreaterThanOrEqual(1);
      expect(issue.bestCards.length, issue.id).toBeLessThanOrEqual(2);
      expect(new Set(issue.bestCards).size, issue.id).toBe(issue.bestCards.length);
      for (const card of issue.bestCards)
        expect(WARFARE_CARDS as readonly string[], issue.id).toContain(card);
    }
  });

  it("makes every warfare card a best card for at least 4 issues", () => {
    for (const card of WARFARE_CARDS) {
      const count = raidIssues.filter((issue) => issue.bestCards.includes(card)).length;
      expect(count, card).toBeGreaterThanOrEqual(4);
    }
  });

  it("writes models that name a best card (and no other warfare card) and would be captured", () => {
    for (const issue of raidIssues) {
      expectModelShape(issue.model, issue.id);
      const named = WARFARE_CARDS.filter((card) => mentions(issue.model, card));
      expect(
        named.some((card) => issue.bestCards.includes(card)),
        `${issue.id} names no best card`,
      ).toBe(true);
      for (const card of named) expect(issue.bestCards, `${issue.id} names ${card}`).toContain(card);
      expect(citesCurated(issue.model, issue.verses), `${issue.id} cites no curated verse`).toBe(true);
      expect(keywordHits(issue.model, issue.keywords).length, `${issue.id} keywords`).toBeGreaterThanOrEqual(
        3,
      );
      expect(isEcho(issue.model, [], issue.scenario), issue.id).toBe(false);
    }
  });
});

describe("Escape the Dragon attacks (§4.8)", () => {
  it("uses nine defence cards that are all palace symbols", () => {
    expect(new Set(DEFENCE_CARDS).size).toBe(9);
    for (const card of DEFENCE_CARDS) expect(isSymbolCode(card), card).toBe(true);
  });

  it("has at least 18 attacks (sheet and §5 minimum: 16) with unique kebab ids and titles", () => {
    expect(dragonAttacks.length).toBeGreaterThanOrEqual(18);
    expectUnique(
      dragonAttacks.map((attack) => attack.id),
      "attack id",
    );
    expectUnique(
      dragonAttacks.map((attack) => attack.title.toLowerCase()),
      "attack title",
    );
    for (const attack of dragonAttacks) expect(attack.id).toMatch(KEBAB);
  });

  it("has no empty strings, no named parties or groups, and 1–2 sentence descriptions", () => {
    for (const attack of dragonAttacks) {
      const texts = [
        attack.id,
        attack.title,
        attack.description,
        attack.model,
        ...attack.keywords,
        ...attack.keyVerses,
      ];
      for (const text of texts) expect(text.trim(), attack.id).not.toBe("");
      for (const text of [attack.title, attack.description, attack.model])
        expect(PARTISAN.test(text), `${attack.id}: ${text}`).toBe(false);
      const sentences = splitSentences(attack.description).length;
      expect(sentences, attack.id).toBeGreaterThanOrEqual(1);
      expect(sentences, attack.id).toBeLessThanOrEqual(2);
    }
  });

  it("gives every attack at least 6 matchable keywords", () => {
    for (const attack of dragonAttacks) expectKeywords(attack.keywords, 6, attack.id);
  });

  it("gives every attack at least 4 distinct, valid, short key verses", () => {
    for (const attack of dragonAttacks) {
      expect(attack.keyVerses.length, attack.id).toBeGreaterThanOrEqual(4);
      for (const ref of attack.keyVerses) expectShortRef(ref, attack.id);
      expectUnique(
        attack.keyVerses.map((ref) => parseReference(ref)?.label ?? ref),
        `${attack.id} key verse`,
      );
    }
  });

  it("gives every attack 2–4 distinct strong cards from the defence deck", () => {
    for (const attack of dragonAttacks) {
      expect(attack.strongCards.length, attack.id).toBeGreaterThanOrEqual(2);
      expect(attack.strongCards.length, attack.id).toBeLessThanOrEqual(4);
      expect(new Set(attack.strongCards).size, attack.id).toBe(attack.strongCards.length);
      for (const card of attack.strongCards) expect(DEFENCE_CARDS, attack.id).toContain(card);
    }
  });

  it("makes every defence card strong for at least 3 attacks", () => {
    for (const card of DEFENCE_CARDS) {
      const count = dragonAttacks.filter((attack) => attack.strongCards.includes(card)).length;
      expect(count, card).toBeGreaterThanOrEqual(3);
    }
  });

  it("includes the sheet's example: the Sabbath pressed by law", () => {
    const sabbath = dragonAttacks.find(
      (attack) => attack.keyVerses.includes("Rev 14:12") && attack.keyVerses.includes("Exod 20:8-11"),
    );
    expect(sabbath).toBeDefined();
    expect([...(sabbath?.strongCards ?? [])].sort()).toEqual(["ARK", "E-Fu", "|GC"].sort());
    expect(sabbath?.keywords).toContain("sabbath");
  });

  it("writes models that name two strong cards (and no weak one) and would pass the judge", () => {
    for (const attack of dragonAttacks) {
      expectModelShape(attack.model, attack.id);
      const named = DEFENCE_CARDS.filter((card) => mentions(attack.model, card));
      const strongNamed = named.filter((card) => attack.strongCards.includes(card));
      expect(strongNamed.length, `${attack.id} names ${strongNamed.join(", ")}`).toBeGreaterThanOrEqual(2);
      for (const card of named) expect(attack.strongCards, `${attack.id} names ${card}`).toContain(card);
      expect(citesCurated(attack.model, attack.keyVerses), `${attack.id} cites no key verse`).toBe(true);
      expect(
        keywordHits(attack.model, attack.keywords).length,
        `${attack.id} keywords`,
      ).toBeGreaterThanOrEqual(2);
      expect(isEcho(attack.model, [], attack.description), attack.id).toBe(false);
    }
  });

  it("keeps models distinct from one another (R7 would not flag one as an echo of another)", () => {
    const models = [
      ...raidIssues.map((issue) => issue.model),
      ...dragonAttacks.map((attack) => attack.model),
    ];
    models.forEach((model, index) => {
      expect(isEcho(model, models.slice(0, index)), `model ${index}`).toBe(false);
    });
  });
});
