// The deterministic auto-check: interprets a room's declarative rules against an entry's payload and returns
// the shared JudgeResult. Runs on the server when an entry is checked; the same code can give live hints in
// an editor. No AI, no randomness: the same payload always gets the same verdict.
import { parseReference } from "@common/bible/reference";
import { countSentences, countWords } from "./text";
import type { AutoCheckRule, Deliverable, DeliverableField, JudgeResult } from "../types";

export type EntryPayload = Record<string, string | string[]>;

function items(value: string | string[] | undefined): string[] {
  if (value === undefined) return [];
  const list = Array.isArray(value) ? value : value.split("\n");
  return list.map((item) => item.trim()).filter((item) => item !== "");
}

function text(value: string | string[] | undefined): string {
  return items(value).join("\n");
}

function normalise(value: string): string {
  return value
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

function fieldLabel(deliverable: Deliverable, id: string): string {
  if (id === "*") return "The entry";
  const label = deliverable.fields.find((field) => field.id === id)?.label ?? id;
  return label.replace(/\s*\(optional\)$/i, "");
}

let graphemes: Intl.Segmenter | undefined;

/** Characters as a reader counts them: "↻", "é" or a flag emoji is one. */
export function countChars(value: string): number {
  graphemes ??= new Intl.Segmenter("en", { granularity: "grapheme" });
  return [...graphemes.segment(value.trim())].length;
}

type ChoiceOption = NonNullable<DeliverableField["options"]>[number];

/** The short names a choice option goes by: its value and the code heading its label ("E-Fu — earth future"). */
function optionNames(option: ChoiceOption): string[] {
  return [option.value, option.label.split(/\s+[—·]\s+/)[0] ?? ""]
    .map(normalise)
    .filter((name) => name !== "");
}

/** The option a value names: the whole value, or its first words, match one of the option's names. */
function resolveOption(value: string, options: ChoiceOption[]): ChoiceOption | undefined {
  let best: { option: ChoiceOption; length: number } | undefined;
  for (const option of options) {
    for (const name of optionNames(option)) {
      if ((value === name || value.startsWith(`${name} `)) && name.length > (best?.length ?? -1))
        best = { option, length: name.length };
    }
  }
  return best?.option;
}

function sameThing(a: string, b: string, options: ChoiceOption[]): boolean {
  const [na, nb] = [normalise(a), normalise(b)];
  if (na === nb) return true;
  const [ra, rb] = [resolveOption(na, options), resolveOption(nb, options)];
  return ra !== undefined && ra === rb;
}

function displayValue(value: string, options: ChoiceOption[]): string {
  const option = options.find((o) => o.value === value);
  return option ? (option.label.split(/\s+[—·]\s+/)[0] ?? value) : value;
}

const ERA = String.raw`(B\.?\s?C\.?(?:\s?E\.?)?|A\.?\s?D\.?|C\.?\s?E\.?)(?![\p{L}])`;
const YEAR = new RegExp(String.raw`^(?:${ERA}\s*)?(-\s*)?(\d{1,3}(?:,\d{3})+|\d+)\s*(?:${ERA})?`, "iu");

/**
 * A year as people write it ("457 BC", "AD 34", "1798", "-457" for 457 BC) → an astronomical year number
 * (AD 1 = 1, 1 BC = 0, 2 BC = −1), so that adding a length in years skips the missing year zero.
 * Null when there is no readable year (or it is "year 0", which does not exist).
 */
export function parseYear(value: string): number | null {
  const match = YEAR.exec(value.trim());
  if (!match) return null;
  const [, before, minus, digits = "", after] = match;
  const year = Number(digits.replace(/,/g, ""));
  if (year === 0) return null;
  const bc = [before, after].some((era) => era !== undefined && /^b/i.test(era));
  const ad = [before, after].some((era) => era !== undefined && !/^b/i.test(era));
  if ((bc || minus !== undefined) && ad) return null;
  return bc || minus !== undefined ? 1 - year : year;
}

export function formatYear(astronomical: number): string {
  return astronomical <= 0 ? `${1 - astronomical} BC` : `AD ${astronomical}`;
}

/** A whole number of years at the start of the text ("2,300", "483 years"), or null. */
function parseLength(value: string): number | null {
  const match = /^(\d{1,3}(?:,\d{3})+|\d+)(?![\d.])/.exec(value.trim());
  const n = match ? Number((match[1] ?? "").replace(/,/g, "")) : 0;
  return n > 0 ? n : null;
}

const STOP_WORDS = new Set(
  "a an the and or but of to in on at by for from with as is are was were be been it its this that these those he him his she her they them their we us our i me my you your who which not no so".split(
    " ",
  ),
);

function contentWords(value: string): Set<string> {
  return new Set(
    normalise(value)
      .split(" ")
      .filter((word) => word !== "" && !STOP_WORDS.has(word)),
  );
}

/** Jaccard overlap of two word sets (shared ÷ all distinct), 0–1. */
export function wordOverlap(a: Set<string>, b: Set<string>): number {
  const shared = [...a].filter((word) => b.has(word)).length;
  const all = new Set([...a, ...b]).size;
  return all === 0 ? 0 : shared / all;
}

/** "exactly 1 item", "3–7 items", "at least 4 items", "at most 1 sentence" (`unit` is the plural). */
function range(min: number | undefined, max: number | undefined, unit: string): string {
  const per = (n: number) => `${n} ${n === 1 ? unit.replace(/s$/, "") : unit}`;
  if (min !== undefined && max !== undefined)
    return min === max ? `exactly ${per(min)}` : `${min}–${max} ${unit}`;
  if (min !== undefined) return `at least ${per(min)}`;
  return `at most ${per(max ?? 0)}`;
}

function within(n: number, min?: number, max?: number): boolean {
  return (min === undefined || n >= min) && (max === undefined || n <= max);
}

/**
 * The values a per-item rule (`endsWith`, `pattern`) inspects: each line of a list/references field, or the
 * whole text of any other field (empty → none).
 */
function checkedValues(deliverable: Deliverable, id: string, value: string | string[] | undefined): string[] {
  const type = deliverable.fields.find((field) => field.id === id)?.type;
  if (type === "list" || type === "references") return items(value);
  const whole = text(value);
  return whole === "" ? [] : [whole];
}

function isList(deliverable: Deliverable, id: string): boolean {
  const type = deliverable.fields.find((field) => field.id === id)?.type;
  return type === "list" || type === "references";
}

/** The first of `terms` that stands in `value` as a whole word or phrase (case-insensitive), if any. */
export function findTerm(value: string, terms: readonly string[]): string | undefined {
  const haystack = ` ${normalise(value)} `;
  return terms.find((term) => normalise(term) !== "" && haystack.includes(` ${normalise(term)} `));
}

/** A rule's pattern compiled, or the reason it cannot be (content is checked by a test, but never trusted blindly). */
export function compilePattern(regex: string, flags = ""): RegExp | { error: string } {
  try {
    return new RegExp(regex, flags);
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) };
  }
}

type Result = [passed: boolean, feedback: string];

/** One rule → its results: one [passed, feedback line], or for `when` those of the inner rules that apply. */
function evaluate(rule: AutoCheckRule, payload: EntryPayload, deliverable: Deliverable): Result[] {
  if (rule.rule !== "when") return [checkRule(rule, payload, deliverable)];
  const value = text(payload[rule.field]);
  const values = Array.isArray(rule.equals) ? rule.equals : [rule.equals];
  return values.includes(value) ? rule.then.flatMap((inner) => evaluate(inner, payload, deliverable)) : [];
}

function checkRule(
  rule: Exclude<AutoCheckRule, { rule: "when" }>,
  payload: EntryPayload,
  deliverable: Deliverable,
): Result {
  switch (rule.rule) {
    case "validRef": {
      const label = fieldLabel(deliverable, rule.field);
      const refs = items(payload[rule.field]);
      if (refs.length === 0) return [false, `${label}: add a Bible reference.`];
      const bad = refs.filter((ref) => parseReference(ref) === null);
      return bad.length === 0
        ? [true, `${label}: reference${refs.length > 1 ? "s" : ""} found.`]
        : [false, `${label}: "${bad[0]}" is not a Bible reference we can find.`];
    }
    case "required": {
      const label = fieldLabel(deliverable, rule.field);
      return items(payload[rule.field]).length > 0
        ? [true, `${label}: present.`]
        : [false, `${label}: still empty.`];
    }
    case "items": {
      const label = fieldLabel(deliverable, rule.field);
      const n = items(payload[rule.field]).length;
      return within(n, rule.min, rule.max)
        ? [true, `${label}: ${n} — good.`]
        : [false, `${label}: ${n}; the room asks for ${range(rule.min, rule.max, "items")}.`];
    }
    case "wordsPerItem": {
      const label = fieldLabel(deliverable, rule.field);
      const list = items(payload[rule.field]);
      const bad = list.find((item) => !within(countWords(item), rule.min, rule.max));
      return bad === undefined
        ? [true, `${label}: every item is ${range(rule.min, rule.max, "words")}.`]
        : [false, `${label}: "${bad}" should be ${range(rule.min, rule.max, "words")}.`];
    }
    case "words": {
      const label = fieldLabel(deliverable, rule.field);
      const source =
        rule.field === "*"
          ? Object.values(payload)
              .map((value) => text(value))
              .join("\n")
          : text(payload[rule.field]);
      const n = countWords(source);
      return within(n, rule.min, rule.max)
        ? [true, `${label}: ${n} words.`]
        : [false, `${label}: ${n} words; aim for ${range(rule.min, rule.max, "words")}.`];
    }
    case "sentences": {
      const label = fieldLabel(deliverable, rule.field);
      const n = countSentences(text(payload[rule.field]));
      const min = rule.min ?? 1;
      return within(n, min, rule.max)
        ? [true, `${label}: ${n} sentence${n === 1 ? "" : "s"}.`]
        : [false, `${label}: ${n} sentences; keep it to ${range(min, rule.max, "sentences")}.`];
    }
    case "filledCount": {
      const filled = rule.fields.filter((id) => items(payload[id]).length > 0).length;
      const labels = rule.fields.map((id) => fieldLabel(deliverable, id).toLowerCase()).join(", ");
      return filled >= rule.min
        ? [true, `${filled} of ${rule.fields.length} filled (${labels}).`]
        : [false, `Fill at least ${rule.min} of: ${labels} (${filled} so far).`];
    }
    case "choice": {
      const label = fieldLabel(deliverable, rule.field);
      const field = deliverable.fields.find((f) => f.id === rule.field);
      const value = text(payload[rule.field]);
      const ok = field?.options?.some((option) => option.value === value) ?? false;
      return ok ? [true, `${label}: chosen.`] : [false, `${label}: choose one of the options.`];
    }
    case "distinctBooks": {
      const label = fieldLabel(deliverable, rule.field);
      const books = new Set(
        items(payload[rule.field]).flatMap(
          (ref) => parseReference(ref)?.ranges.map((r) => r.start.book) ?? [],
        ),
      );
      return books.size >= rule.min
        ? [true, `${label}: from ${books.size} books.`]
        : [false, `${label}: draw on at least ${rule.min} different books (${books.size} so far).`];
    }
    case "mentions": {
      const label = fieldLabel(deliverable, rule.field);
      const haystack = ` ${normalise(text(payload[rule.field]))} `;
      const ok = rule.anyOf.some((term) => haystack.includes(` ${normalise(term)} `));
      return ok ? [true, `${label}: names ${rule.label}.`] : [false, `${label}: name ${rule.label}.`];
    }
    case "uniqueItems": {
      const label = fieldLabel(deliverable, rule.field);
      const list = items(payload[rule.field]).map(normalise);
      const duplicate = list.find((item, i) => list.indexOf(item) !== i);
      return duplicate === undefined
        ? [true, `${label}: no repeats.`]
        : [false, `${label}: "${duplicate}" appears more than once.`];
    }
    case "maxChars": {
      const label = fieldLabel(deliverable, rule.field);
      const n = countChars(text(payload[rule.field]));
      return n <= rule.max
        ? [true, `${label}: ${n} character${n === 1 ? "" : "s"}.`]
        : [false, `${label}: ${n} characters; keep it to ${rule.max} or fewer.`];
    }
    case "differs": {
      const label = fieldLabel(deliverable, rule.field);
      const fromLabel = fieldLabel(deliverable, rule.from).toLowerCase();
      const list = items(payload[rule.field]);
      const other = text(payload[rule.from]);
      if (list.length === 0) return [true, `${label}: none given.`];
      if (other === "") return [true, `${label}: nothing to compare with yet.`];
      const options = [rule.field, rule.from].flatMap(
        (id) => deliverable.fields.find((f) => f.id === id)?.options ?? [],
      );
      const same = list.find((item) => sameThing(item, other, options));
      return same === undefined
        ? [true, `${label}: not the same as the ${fromLabel}.`]
        : [
            false,
            `${label}: "${displayValue(same, options)}" is the ${fromLabel} already; choose a different one.`,
          ];
    }
    case "yearSum": {
      const ids = [rule.start, rule.length, rule.end];
      const [start, length, end] = ids.map((id) => text(payload[id]));
      const missing = ids
        .filter((id) => text(payload[id]) === "")
        .map((id) => fieldLabel(deliverable, id).toLowerCase());
      if (rule.optional && missing.length === 3) return [true, "Period: none given, so no sum to check."];
      if (missing.length > 0)
        return [
          false,
          `Period: add the ${missing.join(", ").replace(/, ([^,]*)$/, " and $1")} to check the sum.`,
        ];
      const [from, years, to] = [parseYear(start ?? ""), parseLength(length ?? ""), parseYear(end ?? "")];
      if (from === null)
        return [false, `${fieldLabel(deliverable, rule.start)}: write a year like "457 BC" or "AD 34".`];
      if (years === null)
        return [
          false,
          `${fieldLabel(deliverable, rule.length)}: write the length as a number of years, e.g. "2300".`,
        ];
      if (to === null)
        return [false, `${fieldLabel(deliverable, rule.end)}: write a year like "457 BC" or "AD 34".`];
      const sum = `${formatYear(from)} + ${years} years`;
      if (from + years === to) return [true, `Period: ${sum} = ${formatYear(to)}. The sum holds.`];
      const hint = from <= 0 && from + years > 0 ? " (there is no year 0)" : "";
      return [false, `Period: ${sum} reaches ${formatYear(from + years)}, not ${formatYear(to)}${hint}.`];
    }
    case "overlapBelow": {
      const filled = rule.fields
        .filter((id) => text(payload[id]) !== "")
        .map((id) => ({ id, words: contentWords(text(payload[id])) }));
      let worst = { overlap: 0, a: "", b: "" };
      filled.forEach((a, i) =>
        filled.slice(i + 1).forEach((b) => {
          const overlap = wordOverlap(a.words, b.words);
          if (overlap > worst.overlap) worst = { overlap, a: a.id, b: b.id };
        }),
      );
      const percent = Math.round(worst.overlap * 100);
      return worst.overlap < rule.max
        ? [true, `Lines are distinct (highest word overlap ${percent}%).`]
        : [
            false,
            `${fieldLabel(deliverable, worst.a)} and ${fieldLabel(deliverable, worst.b)} share ${percent}% of their words; make each line say something new.`,
          ];
    }
    case "endsWith": {
      const label = fieldLabel(deliverable, rule.field);
      const values = checkedValues(deliverable, rule.field, payload[rule.field]);
      if (values.length === 0) return [true, `${label}: nothing to check for "${rule.suffix}" yet.`];
      const bad = values.find((value) => !value.endsWith(rule.suffix));
      if (bad !== undefined) return [false, `${label}: "${bad}" should end with "${rule.suffix}".`];
      return isList(deliverable, rule.field)
        ? [true, `${label}: every line ends with "${rule.suffix}".`]
        : [true, `${label}: ends with "${rule.suffix}".`];
    }
    case "avoids": {
      const label = fieldLabel(deliverable, rule.field);
      for (const value of checkedValues(deliverable, rule.field, payload[rule.field])) {
        const term = findTerm(value, rule.terms);
        if (term !== undefined)
          return [false, `${label}: "${value}" uses "${term}"; leave ${rule.label} out.`];
      }
      return [true, `${label}: no ${rule.label}.`];
    }
    case "itemsTotal": {
      const unit = rule.label ?? "items";
      const heading = `${unit.charAt(0).toUpperCase()}${unit.slice(1)} in all`;
      const n = rule.fields.reduce((sum, id) => sum + items(payload[id]).length, 0);
      return within(n, rule.min, rule.max)
        ? [true, `${heading}: ${n} — good.`]
        : [false, `${heading}: ${n}; the room asks for ${range(rule.min, rule.max, unit)}.`];
    }
    case "pattern": {
      const label = fieldLabel(deliverable, rule.field);
      const compiled = compilePattern(rule.regex, rule.flags);
      if (!(compiled instanceof RegExp)) {
        return [
          false,
          `${label}: this room's check has an invalid pattern (${compiled.error}); please report it.`,
        ];
      }
      const values = checkedValues(deliverable, rule.field, payload[rule.field]);
      if (values.length === 0) return [true, `${label}: nothing to check yet.`];
      // `search` ignores lastIndex, so a pattern given the g or y flag is not stateful here.
      const bad = values.find((value) => value.search(compiled) === -1);
      if (bad !== undefined) return [false, `${label}: "${bad}" is not ${rule.label}.`];
      return isList(deliverable, rule.field)
        ? [true, `${label}: each is ${rule.label}.`]
        : [true, `${label}: ${rule.label}.`];
    }
  }
}

/**
 * pass — every rule holds; partial — at least half hold; fail — fewer. `points` is the number of rules that hold.
 * A `when` rule counts as its inner rules while its condition holds, and as nothing otherwise.
 */
export function judgeEntry(
  rules: readonly AutoCheckRule[],
  deliverable: Deliverable,
  payload: EntryPayload,
): JudgeResult {
  const results = rules.flatMap((rule) => evaluate(rule, payload, deliverable));
  const passed = results.filter(([ok]) => ok).length;
  const verdict = passed === results.length ? "pass" : passed * 2 >= results.length ? "partial" : "fail";
  // Failures first: they are what the student has to act on.
  const feedback = [...results.filter(([ok]) => !ok), ...results.filter(([ok]) => ok)].map(
    ([, line]) => line,
  );
  return { verdict, points: passed, feedback };
}

/** Field ids a rule reads, inner rules of `when` included (for the content integrity test). */
export function ruleFields(rule: AutoCheckRule): string[] {
  switch (rule.rule) {
    case "filledCount":
    case "overlapBelow":
    case "itemsTotal":
      return rule.fields;
    case "differs":
      return [rule.field, rule.from];
    case "yearSum":
      return [rule.start, rule.length, rule.end];
    case "when":
      return [rule.field, ...rule.then.flatMap(ruleFields)];
    default:
      return rule.field === "*" ? [] : [rule.field];
  }
}
