// The deterministic auto-check: interprets a room's declarative rules against an entry's payload and returns
// the shared JudgeResult. Runs on the server when an entry is checked; the same code can give live hints in
// an editor. No AI, no randomness: the same payload always gets the same verdict.
import { parseReference } from '../../../bible/reference';
import type { AutoCheckRule, Deliverable, JudgeResult } from '../types';

export type EntryPayload = Record<string, string | string[]>;

function items(value: string | string[] | undefined): string[] {
  if (value === undefined) return [];
  const list = Array.isArray(value) ? value : value.split('\n');
  return list.map((item) => item.trim()).filter((item) => item !== '');
}

function text(value: string | string[] | undefined): string {
  return items(value).join('\n');
}

export function countWords(value: string): number {
  return value.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

export function countSentences(value: string): number {
  const trimmed = value.trim();
  if (trimmed === '') return 0;
  // Split after . ! ? followed by space and an upper-case letter or quote, so "3:16" or "e.g." mid-sentence don't split.
  return trimmed.split(/[.!?]+["')\]]?\s+(?=["'([]?\p{Lu})/u).filter((s) => s.trim() !== '').length;
}

function normalise(value: string): string {
  return value.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ').trim();
}

function fieldLabel(deliverable: Deliverable, id: string): string {
  if (id === '*') return 'The entry';
  return deliverable.fields.find((field) => field.id === id)?.label ?? id;
}

function range(min: number | undefined, max: number | undefined, unit: string): string {
  if (min !== undefined && max !== undefined) return min === max ? `exactly ${min} ${unit}` : `${min}–${max} ${unit}`;
  if (min !== undefined) return `at least ${min} ${unit}`;
  return `at most ${max ?? 0} ${unit}`;
}

function within(n: number, min?: number, max?: number): boolean {
  return (min === undefined || n >= min) && (max === undefined || n <= max);
}

/** One rule → [passed, feedback line]. */
function checkRule(rule: AutoCheckRule, payload: EntryPayload, deliverable: Deliverable): [boolean, string] {
  switch (rule.rule) {
    case 'validRef': {
      const label = fieldLabel(deliverable, rule.field);
      const refs = items(payload[rule.field]);
      if (refs.length === 0) return [false, `${label}: add a Bible reference.`];
      const bad = refs.filter((ref) => parseReference(ref) === null);
      return bad.length === 0
        ? [true, `${label}: reference${refs.length > 1 ? 's' : ''} found.`]
        : [false, `${label}: "${bad[0]}" is not a Bible reference we can find.`];
    }
    case 'required': {
      const label = fieldLabel(deliverable, rule.field);
      return items(payload[rule.field]).length > 0 ? [true, `${label}: present.`] : [false, `${label}: still empty.`];
    }
    case 'items': {
      const label = fieldLabel(deliverable, rule.field);
      const n = items(payload[rule.field]).length;
      return within(n, rule.min, rule.max)
        ? [true, `${label}: ${n} — good.`]
        : [false, `${label}: ${n}; the room asks for ${range(rule.min, rule.max, 'items')}.`];
    }
    case 'wordsPerItem': {
      const label = fieldLabel(deliverable, rule.field);
      const list = items(payload[rule.field]);
      const bad = list.find((item) => !within(countWords(item), rule.min, rule.max));
      return bad === undefined
        ? [true, `${label}: every item is ${range(rule.min, rule.max, 'words')}.`]
        : [false, `${label}: "${bad}" should be ${range(rule.min, rule.max, 'words')}.`];
    }
    case 'words': {
      const label = fieldLabel(deliverable, rule.field);
      const source =
        rule.field === '*' ? Object.values(payload).map((value) => text(value)).join('\n') : text(payload[rule.field]);
      const n = countWords(source);
      return within(n, rule.min, rule.max)
        ? [true, `${label}: ${n} words.`]
        : [false, `${label}: ${n} words; aim for ${range(rule.min, rule.max, 'words')}.`];
    }
    case 'sentences': {
      const label = fieldLabel(deliverable, rule.field);
      const n = countSentences(text(payload[rule.field]));
      const min = rule.min ?? 1;
      return within(n, min, rule.max)
        ? [true, `${label}: ${n} sentence${n === 1 ? '' : 's'}.`]
        : [false, `${label}: ${n} sentences; keep it to ${range(min, rule.max, 'sentences')}.`];
    }
    case 'filledCount': {
      const filled = rule.fields.filter((id) => items(payload[id]).length > 0).length;
      const labels = rule.fields.map((id) => fieldLabel(deliverable, id).toLowerCase()).join(', ');
      return filled >= rule.min
        ? [true, `${filled} of ${rule.fields.length} filled (${labels}).`]
        : [false, `Fill at least ${rule.min} of: ${labels} (${filled} so far).`];
    }
    case 'choice': {
      const label = fieldLabel(deliverable, rule.field);
      const field = deliverable.fields.find((f) => f.id === rule.field);
      const value = text(payload[rule.field]);
      const ok = field?.options?.some((option) => option.value === value) ?? false;
      return ok ? [true, `${label}: chosen.`] : [false, `${label}: choose one of the options.`];
    }
    case 'distinctBooks': {
      const label = fieldLabel(deliverable, rule.field);
      const books = new Set(
        items(payload[rule.field]).flatMap((ref) => parseReference(ref)?.ranges.map((r) => r.start.book) ?? []),
      );
      return books.size >= rule.min
        ? [true, `${label}: from ${books.size} books.`]
        : [false, `${label}: draw on at least ${rule.min} different books (${books.size} so far).`];
    }
    case 'mentions': {
      const label = fieldLabel(deliverable, rule.field);
      const haystack = ` ${normalise(text(payload[rule.field]))} `;
      const ok = rule.anyOf.some((term) => haystack.includes(` ${normalise(term)} `));
      return ok ? [true, `${label}: names ${rule.label}.`] : [false, `${label}: name ${rule.label}.`];
    }
    case 'uniqueItems': {
      const label = fieldLabel(deliverable, rule.field);
      const list = items(payload[rule.field]).map(normalise);
      const duplicate = list.find((item, i) => list.indexOf(item) !== i);
      return duplicate === undefined
        ? [true, `${label}: no repeats.`]
        : [false, `${label}: "${duplicate}" appears more than once.`];
    }
  }
}

/**
 * pass — every rule holds; partial — at least half hold; fail — fewer. `points` is the number of rules that hold.
 */
export function judgeEntry(rules: readonly AutoCheckRule[], deliverable: Deliverable, payload: EntryPayload): JudgeResult {
  const results = rules.map((rule) => checkRule(rule, payload, deliverable));
  const passed = results.filter(([ok]) => ok).length;
  const verdict = passed === results.length ? 'pass' : passed * 2 >= results.length ? 'partial' : 'fail';
  // Failures first: they are what the student has to act on.
  const feedback = [...results.filter(([ok]) => !ok), ...results.filter(([ok]) => ok)].map(([, line]) => line);
  return { verdict, points: passed, feedback };
}

/** Field ids a rule reads (for the content integrity test). */
export function ruleFields(rule: AutoCheckRule): string[] {
  return rule.rule === 'filledCount' ? rule.fields : rule.field === '*' ? [] : [rule.field];
}
