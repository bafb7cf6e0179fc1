// The content checks of one treasure hunt and one escape puzzle (games.md §4.20, §4.21): lengths, references that
// parse, the chain's shape, answers that are not given away, the five principle options. The content tests run them
// over the curated banks; the admin's AI drafts (server/modules/adventure-drafts) run them before a draft may be
// approved, so a drafted hunt or puzzle meets the same bar as a curated one. Each returns readable messages; none
// means sound. Bank-wide rules (counts, unique titles, one label set per room) stay in the tests.
import { parseReference } from "@common/bible/reference";
import { roomOverviews } from "@common/content/palace/overview";
import { CYCLE_CODES } from "@common/content/palace/reference/cycles";
import {
  containsTerm,
  type FoundReference,
  matchReference,
  normaliseAnswer,
  parseReferenceField,
  roomAnswerMatches,
  scanReferences,
} from "@common/games/judge/rules";
import { ptSymbols } from "@common/games/pt-symbols";
import type { EscapeMode, EscapePuzzle, GauntletCategory, Hunt, HuntClue } from "./adventure-types";

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
const roomByTag = new Map(roomOverviews.map((room) => [room.tag, room]));

const between = (text: string, min: number, max: number) => text.length >= min && text.length <= max;
/** A reference as a reader types it (R1), parsed; null when it does not parse or names a chapter only. */
export const parsedRef = (ref: string): FoundReference | null =>
  parseReference(ref) ? parseReferenceField(ref) : null;
export const overlaps = (a: FoundReference, b: FoundReference) => matchReference(a, b) === "overlap";

/** The references written in a text that overlap one of `refs` (a clue or hint that gives its own answer away). */
function leakedRefs(text: string, refs: readonly FoundReference[]): string[] {
  return scanReferences(text)
    .valid.filter((found) => refs.some((ref) => overlaps(found, ref)))
    .map((found) => found.text);
}

// ── Treasure hunts (§4.20) ───────────────────────────────────────────────────────────────────────────────

export function clueProblems(clue: HuntClue, where: string): string[] {
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
      const found = parsedRef(ref);
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

/** One hunt: 5–8 clues starting with a theme, a room and a principle clue, ending on the final verse. */
export function huntProblems(hunt: Hunt): string[] {
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
  const final = parsedRef(hunt.finalRef);
  if (!final || final.keys.length !== 1)
    problems.push(`${where}: finalRef ${hunt.finalRef} is not one verse`);
  const cited = scanReferences(hunt.conclusion);
  if (cited.invalid.length > 0) problems.push(`${where}: conclusion cites ${cited.invalid.join(", ")}`);
  if (final && !cited.valid.some((found) => overlaps(found, final)))
    problems.push(`${where}: the conclusion does not cite the final verse`);
  return problems;
}

// ── Escape puzzles (§4.21) ───────────────────────────────────────────────────────────────────────────────

const MODES: readonly EscapeMode[] = ["room", "gauntlet", "floor-race"];
const CATEGORIES: readonly GauntletCategory[] = ["prophecy", "sanctuary", "gospel"];

/** Whether a text names (R1) or spells out one of the puzzle's expected references; the words found, if so. */
export function namesExpected(text: string, puzzle: EscapePuzzle): string | undefined {
  const expected = puzzle.expectedRefs.flatMap((ref) => parsedRef(ref) ?? []);
  for (const found of scanReferences(text, { chapterOnly: true }).valid)
    if (expected.some((ref) => overlaps(found, ref))) return found.text;
  for (const ref of [...puzzle.expectedRefs, ...expected.map((ref) => ref.label)])
    if (containsTerm(text, ref)) return ref;
  return undefined;
}

const repeats = (values: readonly string[]) => new Set(values).size !== values.length;

/** One lock: its room and floor, modes, five distinct wrong principle options, references, and no answer given away. */
export function puzzleProblems(p: EscapePuzzle): string[] {
  const problems: string[] = [];
  const where = p.id;
  if (!KEBAB.test(p.id)) problems.push(`${where}: id is not kebab-case`);
  const room = roomByTag.get(p.roomTag);
  if (!room) problems.push(`${where}: unknown room tag ${p.roomTag}`);
  else if (p.floor !== room.floor)
    problems.push(`${where}: floor ${p.floor} is not the room's ${room.floor}`);

  if (p.mode.length === 0) problems.push(`${where}: no mode`);
  if (repeats(p.mode)) problems.push(`${where}: repeated mode`);
  for (const mode of p.mode) if (!MODES.includes(mode)) problems.push(`${where}: unknown mode ${mode}`);
  if (!p.mode.includes("room") || !p.mode.includes("floor-race"))
    problems.push(`${where}: not playable in Room-as-Room and Floor Race`);
  if (p.mode.includes("gauntlet") !== (p.category !== undefined))
    problems.push(`${where}: a gauntlet lock exactly when it has a category`);
  if (p.category !== undefined && !CATEGORIES.includes(p.category))
    problems.push(`${where}: unknown category ${p.category}`);

  if (p.principle.trim() === "") problems.push(`${where}: no principle`);
  if (p.principle.length > 45) problems.push(`${where}: the principle is not a short label`);
  if (p.principleOptions.length !== 5)
    problems.push(`${where}: ${p.principleOptions.length} principle options, not 5`);
  const options = p.principleOptions.map((option) => option.trim().toLowerCase());
  if (repeats(options)) problems.push(`${where}: principle options repeat`);
  if (options.includes(p.principle.trim().toLowerCase()))
    problems.push(`${where}: the options include the principle`);
  if (options.some((option) => option === "")) problems.push(`${where}: an empty principle option`);

  if (p.expectedRefs.length === 0) problems.push(`${where}: no expected reference`);
  if (p.partialRefs.length === 0) problems.push(`${where}: no partial reference`);
  if (repeats(p.expectedRefs)) problems.push(`${where}: expected references repeat`);
  if (repeats(p.partialRefs)) problems.push(`${where}: partial references repeat`);
  const parsed = (refs: readonly string[], what: string) =>
    refs.flatMap((ref) => {
      const found = parsedRef(ref);
      if (!found) problems.push(`${where}: ${what} reference ${ref} is not a valid verse`);
      return found ? [found] : [];
    });
  const expected = parsed(p.expectedRefs, "expected");
  for (const partial of parsed(p.partialRefs, "partial"))
    if (expected.some((ref) => overlaps(partial, ref)))
      problems.push(`${where}: partial ${partial.text} overlaps an expected reference`);

  for (const [what, text] of [
    ["prompt", p.prompt],
    ["typology note", p.typologyNote],
  ] as const) {
    if (text.trim() === "") problems.push(`${where}: empty ${what}`);
    const invalid = scanReferences(text).invalid;
    if (invalid.length > 0) problems.push(`${where}: ${what} has invalid references ${invalid.join(", ")}`);
    const named = namesExpected(text, p);
    if (named !== undefined) problems.push(`${where}: the ${what} names the answer (${named})`);
  }
  if (p.conclusionLine.trim() === "") problems.push(`${where}: empty conclusion line`);
  return problems;
}
