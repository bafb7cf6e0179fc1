/**
 * The deterministic building blocks R1–R8 (games.md §3.4), shared by every game judge. Pure functions over text;
 * the reference parser (R1) is the app's one parser (common/bible/reference.ts), so import this module from the
 * server or lazily in the client.
 */
import { bookByOsis } from "@common/bible/books";
import {
  chapterVerseCounts,
  findReferences,
  parseReference,
  type ReferenceRange,
} from "@common/bible/reference";
import { bookNumberOf, keyOf } from "@common/bible/verse-keys";

// ── R1 Reference parsing ──────────────────────────────────────────────────────────────────────────────────

export interface FoundReference {
  /** As written, e.g. "Jn 1:29". */
  text: string;
  /** Normalised label, e.g. "John 1:29". */
  label: string;
  ranges: ReferenceRange[];
  /** Canonical verse keys (`John.3.16`), one per verse (ranges capped at 200 verses). */
  keys: string[];
}

export interface ReferenceOptions {
  /** Accept chapter-only references ("Isaiah 53"): only where a sheet says so (§3.4 R1). */
  chapterOnly?: boolean;
}

export interface ReferenceScan {
  valid: FoundReference[];
  /** Written like a reference but naming no existing verse: "John 22:1". */
  invalid: string[];
}

const MAX_VERSES_PER_RANGE = 200;

function versesOf(range: ReferenceRange): string[] {
  const keys: string[] = [];
  const { start, end } = range;
  if (start.book !== end.book) return [`${start.book}.${start.chapter}.${start.verse}`];
  const counts = chapterVerseCounts(start.book);
  for (let chapter = start.chapter; chapter <= end.chapter; chapter += 1) {
    const first = chapter === start.chapter ? start.verse : 1;
    const last = chapter === end.chapter ? end.verse : (counts[chapter - 1] ?? 0);
    for (let verse = first; verse <= last && keys.length < MAX_VERSES_PER_RANGE; verse += 1)
      keys.push(`${start.book}.${chapter}.${verse}`);
  }
  return keys;
}

// "1 Cor 5:7", "I Corinthians 13:4-7", "Song 2:1", "Jn 3:16, 18", "Rev 12:17" — anything shaped like a
// book name followed by chapter:verse. The parser decides what is real.
const REFERENCE_SHAPE =
  /\b((?:[1-3]|I{1,3})\s?)?([A-Z][a-z]+\.?(?:\s(?:of\s)?[A-Z][a-z]+)?)\s+(\d{1,3}):(\d{1,3})(?:\s?[-–]\s?\d{1,3}(?::\d{1,3})?)?(?:,\s?\d{1,3})*/g;

/** Where the book name starts inside `name` ("Read John" → 5), or undefined when it ends in no book. */
function bookStart(name: string): number | undefined {
  const probe = `${name} 1:1`;
  const found = findReferences(probe)[0];
  return found && found.end === probe.length ? found.start : undefined;
}

/** "Isaiah 53", "Exodus 25-40": no chapter:verse written, and every range spans whole chapters. */
function isChapterOnly(written: string, ranges: readonly ReferenceRange[]): boolean {
  if (written.includes(":")) return false;
  return ranges.every(
    ({ start, end }) =>
      start.verse === 1 && end.verse === (chapterVerseCounts(end.book)[end.chapter - 1] ?? 0),
  );
}

/** The references found in running text, chapter-only ones left out unless the options accept them. */
function referencesIn(text: string, options: ReferenceOptions) {
  return findReferences(text).filter(
    (found) => options.chapterOnly || !isChapterOnly(text.slice(found.start, found.end), found.ranges),
  );
}

/** R1: every reference in a text, valid ones normalised, invalid ones named. */
export function scanReferences(text: string, options: ReferenceOptions = {}): ReferenceScan {
  const valid: FoundReference[] = [];
  for (const found of referencesIn(text, options)) {
    valid.push({
      text: text.slice(found.start, found.end),
      label: found.label,
      ranges: found.ranges,
      keys: found.ranges.flatMap(versesOf),
    });
  }
  const invalid: string[] = [];
  for (const match of text.matchAll(REFERENCE_SHAPE)) {
    // The shape may take in a capitalised word before the book ("Read John 22:1"): start at the book.
    const named = `${match[1] ?? ""}${match[2] ?? ""}`;
    const at = bookStart(named);
    if (at === undefined) continue;
    const written = match[0].slice(at).trim();
    const book = named.slice(at).trim();
    const chapterVerse = `${book} ${match[3]}:${match[4]}`;
    if (parseReference(chapterVerse) === null) invalid.push(written.replace(/,.*$/, ""));
  }
  return { valid, invalid };
}

/** R1 for one field that must hold exactly a reference list ("Jn 1:29", "John 3:16, 18"). */
export function parseReferenceField(text: string, options: ReferenceOptions = {}): FoundReference | null {
  const parsed = parseReference(text.trim());
  if (!parsed) return null;
  // Nothing but references and separators: "John 3:16; John 22:1" is not John 3:16.
  let rest = text;
  for (const found of findReferences(text))
    rest = rest.slice(0, found.start) + " ".repeat(found.end - found.start) + rest.slice(found.end);
  if (!/^(?:[\s,;.&]|\band\b)*$/i.test(rest)) return null;
  if (!options.chapterOnly && isChapterOnly(text, parsed.ranges)) return null;
  return { text, label: parsed.label, ranges: parsed.ranges, keys: parsed.ranges.flatMap(versesOf) };
}

/** "John 22:1 does not exist". */
export function invalidReferenceMessage(written: string): string {
  return `${written} does not exist`;
}

// ── R2 Reference match ────────────────────────────────────────────────────────────────────────────────────

export type RelatedLookup = (key: string) => readonly string[];

export type MatchKind = "overlap" | "related" | "same-chapter" | "none";

const chapterOf = (key: string) => key.slice(0, key.lastIndexOf("."));

/** R2: how a submitted reference relates to a key reference (the strongest relation wins). */
export function matchReference(
  submitted: FoundReference,
  key: FoundReference,
  related?: RelatedLookup,
): MatchKind {
  const keyVerses = new Set(key.keys);
  if (submitted.keys.some((verse) => keyVerses.has(verse))) return "overlap";
  if (related && key.keys.some((verse) => related(verse).some((other) => submitted.keys.includes(other))))
    return "related";
  const keyChapters = new Set(key.keys.map(chapterOf));
  if (submitted.keys.some((verse) => keyChapters.has(chapterOf(verse)))) return "same-chapter";
  return "none";
}

/** Numeric verse key (John 3:16 = 43003016) of a canonical key, for lookups that index by number. */
export function numericKey(key: string): number | undefined {
  const [book, chapter, verse] = key.split(".");
  const number = book ? bookNumberOf(book) : undefined;
  if (!number || !bookByOsis(book ?? "")) return undefined;
  return keyOf(number, Number(chapter), Number(verse));
}

// ── R3 Word count ─────────────────────────────────────────────────────────────────────────────────────────

/** R3: runs of letters (apostrophes included), after references and numbers are removed. */
export function countAnswerWords(text: string): number {
  let stripped = text;
  for (const found of referencesIn(text, {}))
    stripped = stripped.replace(text.slice(found.start, found.end), " ");
  return (stripped.replace(/\d+/g, " ").match(/[\p{L}]+(?:['’][\p{L}]+)*/gu) ?? []).length;
}

// ── R4 Mention ────────────────────────────────────────────────────────────────────────────────────────────

export interface Mentionable {
  code: string;
  name: string;
  synonyms?: readonly string[];
}

const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const isWordChar = (char: string | undefined) => char !== undefined && /[\p{L}\p{N}]/u.test(char);

/** Whole word or phrase, case-insensitive; symbol codes (`⊙`, `|S`) count where typed. */
export function containsTerm(text: string, term: string): boolean {
  const needle = term.trim();
  if (needle === "") return false;
  const pattern = new RegExp(escapeRegExp(needle), "giu");
  for (const match of text.matchAll(pattern)) {
    const before = text[match.index - 1];
    const after = text[match.index + match[0].length];
    const edgeOk = (edge: string | undefined, inner: string | undefined) =>
      !isWordChar(inner) || !isWordChar(edge);
    if (edgeOk(before, needle[0]) && edgeOk(after, needle[needle.length - 1])) return true;
  }
  return false;
}

/** R4: the code, the name or any synonym appears. */
export function isMentioned(text: string, item: Mentionable): boolean {
  return [item.code, item.name, ...(item.synonyms ?? [])].some((term) => containsTerm(text, term));
}

// ── R5 Keywords ───────────────────────────────────────────────────────────────────────────────────────────

/**
 * Light stemming: the plural, then an -ed or -ing ending, removed ("offerings" → "offer"); a final "e" is
 * dropped too, so "sacrifice", "sacrificed" and "sacrificing" meet.
 */
export function stem(word: string): string {
  let lower = word.toLowerCase();
  if (lower.length > 4 && lower.endsWith("ies")) lower = `${lower.slice(0, -3)}y`;
  else if (lower.length > 4 && /(?:ss|x|ch|sh)es$/.test(lower)) lower = lower.slice(0, -2);
  else if (lower.length > 3 && lower.endsWith("s") && !lower.endsWith("ss")) lower = lower.slice(0, -1);
  const before = lower;
  if (lower.length > 5 && lower.endsWith("ing")) lower = lower.slice(0, -3);
  else if (lower.length > 4 && lower.endsWith("ied")) lower = `${lower.slice(0, -3)}y`;
  else if (lower.length > 4 && lower.endsWith("ed")) lower = lower.slice(0, -2);
  // An ending that doubled the last consonant ("worshipping", "stopped") meets its base word; f, l, s and z stay
  // doubled because base words end so ("staffed", "falling", "blessed"), and so do short stems ("added" → "add").
  if (lower !== before && lower.length > 3 && /([b-dg-hj-km-np-rtv-y])\1$/.test(lower))
    lower = lower.slice(0, -1);
  return lower.length > 3 && lower.endsWith("e") ? lower.slice(0, -1) : lower;
}

const stemPhrase = (phrase: string) =>
  (phrase.toLowerCase().match(/[\p{L}]+(?:['’][\p{L}]+)*/gu) ?? []).map(stem).join(" ");

/** R5: the keywords the answer uses (each counted once). */
export function keywordHits(text: string, keywords: readonly string[]): string[] {
  const answer = ` ${stemPhrase(text)} `;
  return [...new Set(keywords)].filter((keyword) => {
    const stemmed = stemPhrase(keyword);
    return stemmed !== "" && answer.includes(` ${stemmed} `);
  });
}

// ── R6 Sentences ──────────────────────────────────────────────────────────────────────────────────────────

/** R6: split at . ! ? followed by a space or the end; full stops inside references and abbreviations ignored. */
export function splitSentences(text: string): string[] {
  // Full stops inside a reference ("Jn. 1:29", "1 Sam. 16:7") are masked; one closing it ("3:16ff.") still ends.
  let inReferences = text;
  for (const found of findReferences(text))
    inReferences =
      inReferences.slice(0, found.start) +
      inReferences.slice(found.start, found.end).replace(/\.(?!$)/g, "\u2061") +
      inReferences.slice(found.end);
  const masked = inReferences
    .replace(/\b(\d+):(\d+)/g, "$1\u2060$2")
    .replace(
      /\b(e\.g|i\.e|cf|vs|etc|Gen|Exod|Ex|Lev|Num|Deut|Matt|Rom|Cor|Gal|Eph|Phil|Col|Thess|Tim|Heb|Rev|Dan|Isa|Jer|Ezek|Ps|Prov)\./gi,
      "$1\u2061",
    );
  return masked
    .split(/(?<=[.!?])(?:\s+|$)/)
    .map((part) =>
      part
        .replace(/\u2060/g, ":")
        .replace(/\u2061/g, ".")
        .trim(),
    )
    .filter((part) => /[\p{L}]/u.test(part));
}

// ── R7 Echo guard ─────────────────────────────────────────────────────────────────────────────────────────

export const ECHO_MESSAGE = "Write a fresh answer for this round";

export function normaliseText(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s]/gu, " ")
    .replace(/\s+/g, " ")
    .trim();
}

function trigrams(text: string): Set<string> {
  const words = normaliseText(text).split(" ").filter(Boolean);
  const grams = new Set<string>();
  for (let i = 0; i + 2 < words.length; i += 1) grams.add(`${words[i]} ${words[i + 1]} ${words[i + 2]}`);
  return grams;
}

/** Share of the answer's trigrams found in the other text (0–1). */
export function trigramShare(answer: string, other: string): number {
  const mine = trigrams(answer);
  if (mine.size === 0) return 0;
  const theirs = trigrams(other);
  let shared = 0;
  for (const gram of mine) if (theirs.has(gram)) shared += 1;
  return shared / mine.size;
}

/** R7: equal to an earlier answer, or ≥ 80 % of its trigrams shared with an earlier answer or the prompt. */
export function isEcho(answer: string, history: readonly string[], prompt = ""): boolean {
  const normal = normaliseText(answer);
  if (normal === "") return false;
  if (history.some((earlier) => normaliseText(earlier) === normal)) return true;
  return [...history, prompt].some((other) => other !== "" && trigramShare(answer, other) >= 0.8);
}

// ── R8 Text answers ───────────────────────────────────────────────────────────────────────────────────────

/** Lower-case, trim, strip punctuation, collapse spaces, drop a leading "the". */
export function normaliseAnswer(text: string): string {
  return normaliseText(text).replace(/^the\s+/, "");
}

/**
 * R8: equal to an accepted answer, or containing one as whole words when that answer has ≥ 4 letters and the
 * answer is ≤ 6 words. "a" never matches "lamb".
 */
export function textAnswerMatches(answer: string, accepted: readonly string[]): boolean {
  const given = normaliseAnswer(answer);
  if (given === "") return false;
  const words = given.split(" ");
  return accepted.some((candidate) => {
    const target = normaliseAnswer(candidate);
    if (target === "") return false;
    if (given === target) return true;
    const letters = target.replace(/[^\p{L}]/gu, "").length;
    return letters >= 4 && words.length <= 6 && ` ${given} `.includes(` ${target} `);
  });
}

/** R8 for rooms: the name, tag or id, with "room" added or left out. */
export function roomAnswerMatches(answer: string, room: { id: string; tag: string; name: string }): boolean {
  const stripRoom = (value: string) =>
    normaliseAnswer(value)
      .replace(/\s*\broom\b\s*/g, " ")
      .trim();
  // Symbol tags ("@", "∞", "P‖") are punctuation to the normaliser: compare them as typed.
  const typed = (value: string) =>
    value
      .toLowerCase()
      .replace(/\broom\b/g, "")
      .replace(/\s+/g, "");
  if (typed(answer) !== "" && typed(answer) === typed(room.tag)) return true;
  const given = stripRoom(answer);
  if (given === "") return false;
  return [room.id, room.tag, room.name].some((candidate) => stripRoom(candidate) === given);
}
