// Content checks for the Connect-6 doctrine bank (games.md §4.5) and the Equation Builder prompts (§4.9).
import { describe, expect, it } from "vitest";
import { BIBLE_BOOKS } from "@common/bible/books";
import { parseReference, type ReferenceRange } from "@common/bible/reference";
import { GENRE_BOOK_RANGES } from "@common/content/palace/reference/genreBookMap";
import { list as parableList } from "@common/content/palace/reference/parablePassages";
import { countAnswerWords, isEcho, isMentioned, splitSentences } from "@common/games/judge/rules";
import {
  articleCodes,
  dimensionCodes,
  genreCodes,
  operatorCodes,
  symbolOf,
  wallCodes,
  zoneCodes,
  type GenreCode,
} from "@common/games/pt-symbols";
import type { OperandCode } from "./card-types";
import { doctrines } from "./doctrines";
import { equationPrompts } from "./equation-prompts";
import { expectUnique, refsInText } from "./content-test-kit";

const KEBAB = /^[a-z0-9]+(-[a-z0-9]+)*$/;

function rangesOf(ref: string): ReferenceRange[] {
  const parsed = parseReference(ref);
  if (!parsed) throw new Error(`${ref} does not parse`);
  return parsed.ranges;
}

const bookIndex = (osis: string) => BIBLE_BOOKS.findIndex((book) => book.osis === osis);

/** The genre of a book by the palace map (GENRE_BOOK_RANGES), undefined if the map misses it. */
function genreOfBook(osis: string): GenreCode | undefined {
  const at = bookIndex(osis);
  return GENRE_BOOK_RANGES.find((range) => bookIndex(range.from) <= at && at <= bookIndex(range.to))?.genre;
}

const position = (point: { chapter: number; verse: number }) => point.chapter * 1000 + point.verse;

const parableRanges: ReferenceRange[] = parableList.items.flatMap((item) =>
  (item.refs ?? []).flatMap(rangesOf),
);

/** Every range of the reference lies inside one passage of the palace parable list. */
function isInParable(ref: string): boolean {
  return rangesOf(ref).every((range) =>
    parableRanges.some(
      (passage) =>
        passage.start.book === range.start.book &&
        passage.end.book === range.end.book &&
        position(passage.start) <= position(range.start) &&
        position(range.end) <= position(passage.end),
    ),
  );
}

/** The genre a reference may be claimed as: the parable list for Pa, the book map otherwise. */
function fitsGenre(ref: string, genre: GenreCode): boolean {
  if (genre === "Pa") return isInParable(ref);
  return rangesOf(ref).every(
    (range) => range.start.book === range.end.book && genreOfBook(range.start.book) === genre,
  );
}

function verseCount(ref: string): number {
  return rangesOf(ref).reduce((sum, { start, end }) => {
    if (start.book !== end.book || start.chapter !== end.chapter) return sum + 1000;
    return sum + end.verse - start.verse + 1;
  }, 0);
}

const proofTextsOf = (doctrine: (typeof doctrines)[number]) =>
  Object.entries(doctrine.proofTexts) as [GenreCode, readonly string[]][];

describe("the palace genre data Connect-6 relies on", () => {
  it("holds at least 35 parable passages", () => {
    expect(parableList.items.length).toBeGreaterThanOrEqual(35);
  });

  it("places the sheet's examples: Luke 15:4-7 is a parable, Romans is an Epistle", () => {
    expect(fitsGenre("Luke 15:4-7", "Pa")).toBe(true);
    expect(fitsGenre("Rom 5:1", "Po")).toBe(false);
    expect(fitsGenre("Rom 5:1", "Ep")).toBe(true);
    expect(fitsGenre("Rom 5:1", "Pa")).toBe(false);
    expect(fitsGenre("Acts 2:38", "Hi")).toBe(true);
    expect(fitsGenre("Rev 14:7", "Pr")).toBe(true);
    expect(fitsGenre("Song 8:6", "Po")).toBe(true);
  });
});

describe("Connect-6 doctrines (§4.5)", () => {
  it("has at least 26 doctrines (sheet minimum 24) with unique kebab-case ids and unique names", () => {
    expect(doctrines.length).toBeGreaterThanOrEqual(24);
    expect(doctrines.length).toBeGreaterThanOrEqual(26);
    expectUnique(
      doctrines.map((d) => d.id),
      "doctrine id",
    );
    for (const doctrine of doctrines) expect(doctrine.id).toMatch(KEBAB);
    expectUnique(
      doctrines.map((d) => d.name.toLowerCase()),
      "doctrine name",
    );
  });

  it("gives every doctrine at least 2 non-empty synonyms, none shared with another doctrine", () => {
    const owner = new Map<string, string>();
    for (const doctrine of doctrines) {
      expect(doctrine.name.trim(), doctrine.id).not.toBe("");
      expect(doctrine.synonyms.length, doctrine.id).toBeGreaterThanOrEqual(2);
      const terms = [doctrine.name, ...doctrine.synonyms].map((term) => term.toLowerCase());
      for (const synonym of doctrine.synonyms) {
        expect(synonym.trim(), doctrine.id).toBe(synonym);
        expect(synonym, doctrine.id).not.toBe("");
      }
      for (const term of new Set(terms)) {
        const other = owner.get(term);
        expect(other, `"${term}" names both ${other} and ${doctrine.id}`).toBeUndefined();
        owner.set(term, doctrine.id);
      }
    }
  });

  it("counts a doctrine as named by its name or any synonym (R4)", () => {
    for (const doctrine of doctrines) {
      const item = { code: doctrine.id, name: doctrine.name, synonyms: doctrine.synonyms };
      expect(isMentioned(`This verse teaches ${doctrine.name} plainly.`, item), doctrine.id).toBe(true);
      for (const synonym of doctrine.synonyms)
        expect(isMentioned(`Here we see ${synonym} taught.`, item), `${doctrine.id}: ${synonym}`).toBe(true);
      expect(isMentioned("A verse about something else entirely.", item), doctrine.id).toBe(false);
    }
  });

  it("gives every doctrine at least 8 distinct proof texts over at least 3 genres", () => {
    for (const doctrine of doctrines) {
      const groups = proofTextsOf(doctrine);
      for (const [genre, refs] of groups) {
        expect(genreCodes as readonly string[], doctrine.id).toContain(genre);
        expect(refs.length, `${doctrine.id} ${genre}`).toBeGreaterThan(0);
      }
      expect(groups.length, doctrine.id).toBeGreaterThanOrEqual(3);
      const labels = groups.flatMap(([, refs]) => refs.map((ref) => parseReference(ref)?.label ?? ref));
      expect(labels.length, doctrine.id).toBeGreaterThanOrEqual(8);
      expectUnique(labels, `${doctrine.id} proof text`);
    }
  });

  it("writes every proof text as a valid reference of at most 6 verses", () => {
    for (const doctrine of doctrines)
      for (const [, refs] of proofTextsOf(doctrine))
        for (const ref of refs) {
          expect(parseReference(ref), `${doctrine.id}: ${ref}`).not.toBeNull();
          expect(ref.trim(), `${doctrine.id}: ${ref}`).toBe(ref);
          expect(verseCount(ref), `${doctrine.id}: ${ref}`).toBeLessThanOrEqual(6);
        }
  });

  it("files every proof text under its book's genre, or inside a listed parable for Pa", () => {
    const misfiled: string[] = [];
    for (const doctrine of doctrines)
      for (const [genre, refs] of proofTextsOf(doctrine))
        for (const ref of refs) if (!fitsGenre(ref, genre)) misfiled.push(`${doctrine.id}: ${genre} ${ref}`);
    expect(misfiled).toEqual([]);
  });

  it("includes the sheet's acceptance example: Sabbath with Hi Gen 2:2-3 and Ep Heb 4:9", () => {
    const sabbath = doctrines.find((d) => d.name === "Sabbath");
    expect(sabbath).toBeDefined();
    expect(sabbath?.proofTexts.Hi).toContain("Gen 2:2-3");
    expect(sabbath?.proofTexts.Ep).toContain("Heb 4:9");
  });

  it("uses every genre, the parable slot included, across the bank", () => {
    for (const genre of genreCodes) {
      const count = doctrines.filter((d) => (d.proofTexts[genre]?.length ?? 0) > 0).length;
      expect(count, genre).toBeGreaterThanOrEqual(genre === "Pa" ? 8 : 10);
    }
  });
});

const operandCodes: readonly string[] = [...dimensionCodes, ...wallCodes, ...articleCodes, ...zoneCodes];
const isOperand = (code: string): code is OperandCode => operandCodes.includes(code);
const isOperator = (code: string) => (operatorCodes as readonly string[]).includes(code);

describe("Equation Builder prompts (§4.9)", () => {
  it("has at least 26 prompts (sheet minimum 24) with unique kebab-case ids and unique questions", () => {
    expect(equationPrompts.length).toBeGreaterThanOrEqual(24);
    expect(equationPrompts.length).toBeGreaterThanOrEqual(26);
    expectUnique(
      equationPrompts.map((p) => p.id),
      "prompt id",
    );
    expectUnique(
      equationPrompts.map((p) => p.question),
      "question",
    );
    for (const prompt of equationPrompts) {
      expect(prompt.id).toMatch(KEBAB);
      expect(prompt.question.trim().length, prompt.id).toBeGreaterThan(10);
      expect(prompt.question.endsWith("?"), prompt.id).toBe(true);
    }
  });

  it("expects 3–6 distinct operands (dimensions, walls, articles, zones)", () => {
    for (const prompt of equationPrompts) {
      expect(prompt.expectedOperands.length, prompt.id).toBeGreaterThanOrEqual(3);
      expect(prompt.expectedOperands.length, prompt.id).toBeLessThanOrEqual(6);
      expectUnique(prompt.expectedOperands, `${prompt.id} operand`);
      for (const code of prompt.expectedOperands) expect(isOperand(code), `${prompt.id}: ${code}`).toBe(true);
    }
  });

  it("writes every model equation in the grammar: 3 or 5 pieces, operand–operator alternating, no repeat", () => {
    for (const prompt of equationPrompts) {
      const pieces = prompt.modelEquation;
      expect([3, 5], prompt.id).toContain(pieces.length);
      pieces.forEach((piece, index) => {
        if (index % 2 === 0) {
          expect(isOperand(piece), `${prompt.id}: ${piece} at ${index}`).toBe(true);
          expect(prompt.expectedOperands as readonly string[], prompt.id).toContain(piece);
        } else expect(isOperator(piece), `${prompt.id}: ${piece} at ${index}`).toBe(true);
      });
      expectUnique(
        pieces.filter((_, index) => index % 2 === 0),
        `${prompt.id} model operand`,
      );
    }
  });

  it("explains every model in 2–3 sentences of at least 30 words naming each operand (R3, R4, R6)", () => {
    for (const prompt of equationPrompts) {
      const text = prompt.modelExplanation;
      const sentences = splitSentences(text);
      expect(sentences.length, prompt.id).toBeGreaterThanOrEqual(2);
      expect(sentences.length, prompt.id).toBeLessThanOrEqual(3);
      expect(countAnswerWords(text), prompt.id).toBeGreaterThanOrEqual(30);
      for (const piece of prompt.modelEquation.filter((_, index) => index % 2 === 0))
        expect(isMentioned(text, symbolOf(piece)), `${prompt.id} should name ${piece}`).toBe(true);
      expect(isEcho(text, [], prompt.question), prompt.id).toBe(false);
    }
  });

  it("cites only valid references in the model explanations", () => {
    for (const prompt of equationPrompts) {
      const refs = refsInText(prompt.modelExplanation);
      expect(refs.length, prompt.id).toBeGreaterThan(0);
      for (const ref of refs) expect(parseReference(ref), `${prompt.id}: ${ref}`).not.toBeNull();
    }
  });

  it("uses every operator and every operand kind across the models, with both equation lengths", () => {
    const used = new Set(equationPrompts.flatMap((p) => p.modelEquation));
    for (const operator of operatorCodes) expect(used.has(operator), operator).toBe(true);
    for (const kind of [dimensionCodes, wallCodes, articleCodes, zoneCodes])
      expect(
        kind.some((code) => used.has(code)),
        kind.join(" "),
      ).toBe(true);
    const lengths = new Set(equationPrompts.map((p) => p.modelEquation.length));
    expect(lengths).toEqual(new Set([3, 5]));
  });

  it("includes the sheet's example: Why is the cross central? → ALTAR ≅ 2D ⊙ |S", () => {
    const cross = equationPrompts.find((p) => p.question === "Why is the cross central?");
    expect(cross).toBeDefined();
    expect(cross?.expectedOperands).toContain("ALTAR");
    expect(cross?.expectedOperands).toContain("2D");
    expect(cross?.modelEquation).toEqual(["ALTAR", "≅", "2D", "⊙", "|S"]);
  });
});
