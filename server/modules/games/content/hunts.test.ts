import { describe, expect, it } from "vitest";
import { parseReference } from "@common/bible/reference";
import { roomOverviews } from "@common/content/palace/overview";
import { CYCLE_CODES } from "@common/content/palace/reference/cycles";
import {
  containsTerm,
  matchReference,
  normaliseAnswer,
  parseReferenceField,
  roomAnswerMatches,
  scanReferences,
  textAnswerMatches,
  type FoundReference,
} from "@common/games/judge/rules";
import { ptSymbols } from "@common/games/pt-symbols";
import type { Hunt, HuntClue, HuntDifficulty } from "./adventure-types";
import { expectUnique } from "./content-test-kit";
import { hunts } from "./hunts";

const DIFFICULTIES: readonly HuntDifficulty[] = ["beginner", "pro", "scholar"];
const KEBAB = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const FEASTS = [
  "Passover",
  "Unleavened Bread",
  "Firstfruits",
  "Pentecost",
  "Trumpets",
  "Day of Atonement",
  "Tabernacles",
];
/** Every name a palace principle goes by: symbol codes, names and synonyms, the seven feasts and the eight cycles. */
const PRINCIPLE_TERMS = new Set(
  [
    ...ptSymbols.flatMap((symbol) => [symbol.code, symbol.name, ...symbol.synonyms]),
    ...FEASTS,
    ...CYCLE_CODES.flatMap(({ code, name }) => [code, name, `${name} cycle`]),
  ]
    .map(normaliseAnswer)
    .filter((term) => term !== ""),
);
const roomByName = new Map(roomOverviews.map((room) => [room.name, room]));

const between = (text: string, min: number, max: number) => text.length >= min && text.length <= max;
const parsedField = (ref: string): FoundReference | null => parseReferenceField(ref);
const overlaps = (a: FoundReference, b: FoundReference) => matchReference(a, b) === "overlap";

/** The references written in a text that overlap one of `refs` (a clue or hint that gives its own answer away). */
function leakedRefs(text: string, refs: readonly FoundReference[]): string[] {
  return scanReferences(text)
    .valid.filter((found) => refs.some((ref) => overlaps(found, ref)))
    .map((found) => found.text);
}

function clueProblems(clue: HuntClue, where: string): string[] {
  const problems: string[] = [];
  if (!between(clue.text, 150, 400)) problems.push(`${where}: text is ${clue.text.length} characters`);
  if (!between(clue.explanation, 100, 250))
    problems.push(`${where}: explanation is ${clue.explanation.length} characters`);
  if (clue.hint1.trim() === "" || clue.hint2.trim() === "") problems.push(`${where}: empty hint`);
  if (clue.accepted.length === 0) problems.push(`${where}: no accepted answers`);
  for (const text of [clue.text, clue.explanation, clue.hint1, clue.hint2]) {
    const invalid = scanReferences(text).invalid;
    if (invalid.length > 0) problems.push(`${where}: invalid references ${invalid.join(", ")}`);
  }
  const hint2 = normaliseAnswer(clue.hint2);
  if (clue.accepted.some((answer) => normaliseAnswer(answer) === hint2))
    problems.push(`${where}: hint 2 is an accepted answer`);

  if (clue.type === "verse") {
    const refs: FoundReference[] = [];
    for (const ref of clue.accepted) {
      const found = parseReference(ref) ? parsedField(ref) : null;
      if (!found) problems.push(`${where}: accepted reference ${ref} is not a valid verse`);
      else if (found.keys.length > 3) problems.push(`${where}: accepted reference ${ref} is over 3 verses`);
      else refs.push(found);
    }
    for (const text of [clue.text, clue.hint1, clue.hint2]) {
      const leaked = leakedRefs(text, refs);
      if (leaked.length > 0) problems.push(`${where}: gives away its reference ${leaked.join(", ")}`);
    }
    return problems;
  }

  if (clue.type === "room") {
    for (const name of clue.accepted) {
      const room = roomByName.get(name);
      if (!room) {
        problems.push(`${where}: ${name} is not a room name`);
        continue;
      }
      if (!containsTerm(clue.hint1, `floor ${room.floor}`))
        problems.push(`${where}: hint 1 does not name floor ${room.floor}`);
      for (const text of [clue.text, clue.hint2]) {
        if (containsTerm(text, room.name)) problems.push(`${where}: names the room ${room.name}`);
        const words = text.split(/\s+/).map((word) => word.replace(/[.,;:!?"]+$/u, ""));
        if (words.some((word) => roomAnswerMatches(word, room)))
          problems.push(`${where}: gives the room's tag or id`);
      }
    }
    return problems;
  }

  // Text answers (R8).
  for (const answer of clue.accepted) {
    if (answer !== answer.toLowerCase() || answer !== answer.trim())
      problems.push(`${where}: "${answer}" is not trimmed lower case`);
    if (/^the\s/.test(answer)) problems.push(`${where}: "${answer}" starts with "the" (the judge drops it)`);
    if (normaliseAnswer(answer).length < 2)
      problems.push(`${where}: "${answer}" is shorter than 2 characters`);
    if (containsTerm(clue.hint2, normaliseAnswer(answer)) || containsTerm(clue.hint2, answer))
      problems.push(`${where}: hint 2 contains the answer "${answer}"`);
  }
  const primary = clue.accepted[0] ?? "";
  if (containsTerm(clue.text, normaliseAnswer(primary)) || containsTerm(clue.text, primary))
    problems.push(`${where}: the clue text contains its main answer "${primary}"`);
  const normalised = clue.accepted.map(normaliseAnswer);
  if (new Set(normalised).size !== normalised.length) problems.push(`${where}: accepted answers repeat`);
  if (clue.type === "principle" && !normalised.some((answer) => PRINCIPLE_TERMS.has(answer)))
    problems.push(`${where}: no accepted answer names a palace principle`);
  return problems;
}

function huntProblems(hunt: Hunt): string[] {
  const problems: string[] = [];
  const where = hunt.id;
  if (!KEBAB.test(hunt.id)) problems.push(`${where}: id is not kebab-case`);
  if (hunt.title.trim() === "" || hunt.category.trim() === "")
    problems.push(`${where}: empty title or category`);
  if (hunt.intro.length < 120) problems.push(`${where}: intro under 120 characters`);
  if (!between(hunt.conclusion, 300, 700))
    problems.push(`${where}: conclusion is ${hunt.conclusion.length} characters`);
  if (hunt.clues.length < 5 || hunt.clues.length > 8) problems.push(`${where}: ${hunt.clues.length} clues`);
  hunt.clues.forEach((clue, index) => {
    if (clue.n !== index + 1) problems.push(`${where}: clue ${index + 1} is numbered ${clue.n}`);
    problems.push(...clueProblems(clue, `${where} clue ${clue.n}`));
  });
  const types = hunt.clues.map((clue) => clue.type);
  if (types[0] !== "theme") problems.push(`${where}: the chain does not start with a theme`);
  if (!types.includes("room") || !types.includes("principle"))
    problems.push(`${where}: the chain has no room or no principle clue`);
  const last = hunt.clues[hunt.clues.length - 1];
  if (last?.type !== "verse") problems.push(`${where}: the last clue is not a verse`);
  else if (!last.accepted.includes(hunt.finalRef))
    problems.push(`${where}: the last clue does not accept finalRef`);
  const final = parseReference(hunt.finalRef) ? parsedField(hunt.finalRef) : null;
  if (!final || final.keys.length !== 1)
    problems.push(`${where}: finalRef ${hunt.finalRef} is not one verse`);
  const cited = scanReferences(hunt.conclusion);
  if (cited.invalid.length > 0) problems.push(`${where}: conclusion cites ${cited.invalid.join(", ")}`);
  if (final && !cited.valid.some((found) => overlaps(found, final)))
    problems.push(`${where}: the conclusion does not cite the final verse`);
  return problems;
}

describe("the treasure-hunt bank (games.md §4.20)", () => {
  it("has at least 30 hunts, at least 10 per difficulty", () => {
    expect(hunts.length).toBeGreaterThanOrEqual(30);
    for (const difficulty of DIFFICULTIES)
      expect(
        hunts.filter((hunt) => hunt.difficulty === difficulty).length,
        difficulty,
      ).toBeGreaterThanOrEqual(10);
    expect(hunts.every((hunt) => DIFFICULTIES.includes(hunt.difficulty))).toBe(true);
  });

  it("has unique ids, titles and final verses", () => {
    expectUnique(
      hunts.map((hunt) => hunt.id),
      "hunt id",
    );
    expectUnique(
      hunts.map((hunt) => hunt.title),
      "hunt title",
    );
    expectUnique(
      hunts.map((hunt) => parsedField(hunt.finalRef)?.keys.join(",") ?? hunt.finalRef),
      "final verse",
    );
  });

  it("keeps every hunt and clue within the sheet's rules", () => {
    expect(hunts.flatMap(huntProblems)).toEqual([]);
  });

  it("includes the sheet's example chains", () => {
    const example = (difficulty: HuntDifficulty, ref: string) =>
      hunts.some((hunt) => hunt.difficulty === difficulty && hunt.finalRef === ref);
    expect(example("beginner", "Exod 25:8")).toBe(true);
    expect(example("pro", "Rev 5:6")).toBe(true);
    expect(example("scholar", "Dan 8:14")).toBe(true);
  });

  it("never lets a one-letter answer through (R8)", () => {
    for (const hunt of hunts)
      for (const clue of hunt.clues)
        if (clue.type !== "verse" && clue.type !== "room")
          for (const letter of ["a", "i", "e", "s"])
            expect(textAnswerMatches(letter, clue.accepted), `${hunt.id} clue ${clue.n}: "${letter}"`).toBe(
              false,
            );
  });

  it("accepts each room clue's tag and id as well as its name", () => {
    for (const hunt of hunts)
      for (const clue of hunt.clues.filter((c) => c.type === "room"))
        for (const name of clue.accepted) {
          const room = roomByName.get(name);
          expect(room, name).toBeDefined();
          if (room) {
            expect(roomAnswerMatches(room.tag, room), room.tag).toBe(true);
            expect(roomAnswerMatches(room.id, room), room.id).toBe(true);
          }
        }
  });
});

describe("the checks of this test", () => {
  const good = hunts[0] as Hunt;
  const clue = (n: number) => good.clues[n - 1] as HuntClue;

  it("pass a sound hunt", () => {
    expect(huntProblems(good)).toEqual([]);
  });

  it("catch broken hunts", () => {
    const broken = (change: Partial<Hunt>) => huntProblems({ ...good, ...change });
    expect(broken({ id: "Not Kebab" })).not.toEqual([]);
    expect(broken({ clues: good.clues.slice(0, 4) })).not.toEqual([]);
    expect(broken({ finalRef: "John 22:1" })).not.toEqual([]);
    expect(broken({ finalRef: "John 3:16" })).not.toEqual([]);
    expect(broken({ conclusion: "Too short." })).not.toEqual([]);
    expect(broken({ clues: [...good.clues].reverse() })).not.toEqual([]);
    expect(broken({ clues: good.clues.map((c, i) => ({ ...c, n: i + 2 })) })).not.toEqual([]);
  });

  it("catch broken clues", () => {
    const broken = (n: number, change: Partial<HuntClue>) => clueProblems({ ...clue(n), ...change }, "probe");
    expect(broken(1, { text: "Short." })).not.toEqual([]);
    expect(broken(1, { explanation: "Short." })).not.toEqual([]);
    expect(broken(1, { hint2: "Presence" })).not.toEqual([]);
    expect(broken(1, { accepted: ["a"] })).not.toEqual([]);
    expect(broken(1, { accepted: ["Presence"] })).not.toEqual([]);
    expect(broken(2, { accepted: ["Sanctuary Room"] })).not.toEqual([]);
    expect(broken(2, { hint2: "Its tag is BL." })).not.toEqual([]);
    expect(broken(2, { hint1: "a room on floor 2" })).not.toEqual([]);
    expect(broken(3, { accepted: ["golden box"] })).not.toEqual([]);
    expect(broken(5, { accepted: ["Exod 25:99"] })).not.toEqual([]);
    expect(broken(5, { accepted: ["Exod 25:1-9"] })).not.toEqual([]);
    expect(broken(5, { hint2: "It is Exod 25:8." })).not.toEqual([]);
  });
});
