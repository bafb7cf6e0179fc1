// Drawing, presenting and grading question-bank items (palace.md §4.5). Pure functions: the attempts service
// stores what was shown and calls these; nothing here reaches the browser except `presentItem`'s output,
// which carries no key and no explanation.
import { randomInt } from "node:crypto";
import { BIBLE_BOOKS } from "@common/bible/books";
import { parseReference, type VersePoint } from "@common/bible/reference";
import type { AttemptItemDto } from "@common/schemas/palace";
import type { BankItem, BankTier } from "./banks/types";

/** How an item was shown: for single/multi the option order (shown index → bank index); order/match shuffles. */
export type Presentation = { options?: number[]; items?: string[]; right?: string[] };

export function shuffle<T>(values: readonly T[]): T[] {
  const out = [...values];
  for (let i = out.length - 1; i > 0; i -= 1) {
    const j = randomInt(i + 1);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/**
 * Draws `count` items from `pool`, preferring items the member has not seen (`seen` ids), in random order.
 * Returns fewer when the pool is smaller.
 */
export function drawFresh(
  pool: readonly BankItem[],
  count: number,
  seen: ReadonlySet<string>,
  exclude: ReadonlySet<string> = new Set(),
): BankItem[] {
  const available = pool.filter((item) => !exclude.has(item.id));
  const fresh = shuffle(available.filter((item) => !seen.has(item.id)));
  const stale = shuffle(available.filter((item) => seen.has(item.id)));
  return [...fresh, ...stale].slice(0, count);
}

/** Items spread over tiers: drawn from all the listed tiers together, fresh first. */
export function drawFromTiers(
  bank: readonly BankItem[],
  tiers: readonly BankTier[],
  count: number,
  seen: ReadonlySet<string>,
): BankItem[] {
  return shuffle(
    drawFresh(
      bank.filter((item) => tiers.includes(item.tier)),
      count,
      seen,
    ),
  );
}

/** A drill: 4 items at the member's tier and 1 a tier lower (all at tier 1 for a Novice), fresh first. */
export function drawDrill(bank: readonly BankItem[], tier: BankTier, seen: ReadonlySet<string>): BankItem[] {
  const lower = tier > 1 ? ((tier - 1) as BankTier) : null;
  const main = drawFresh(
    bank.filter((item) => item.tier === tier),
    lower ? 4 : 5,
    seen,
  );
  const chosen = new Set(main.map((item) => item.id));
  let rest = lower
    ? drawFresh(
        bank.filter((item) => item.tier === lower),
        1,
        seen,
      )
    : [];
  // A thin bank: top up from any tier at or below the member's.
  const need = 5 - main.length - rest.length;
  if (need > 0) {
    rest = [
      ...rest,
      ...drawFresh(
        bank.filter((item) => item.tier <= tier),
        need,
        seen,
        new Set([...chosen, ...rest.map((i) => i.id)]),
      ),
    ];
  }
  return shuffle([...main, ...rest]);
}

/** What the browser gets for one item, and how it was arranged (stored with the attempt). */
export function presentItem(item: BankItem): { dto: AttemptItemDto; presentation: Presentation } {
  switch (item.type) {
    case "single":
    case "multi": {
      const order = shuffle(item.options.map((_, index) => index));
      return {
        dto: {
          id: item.id,
          type: item.type,
          prompt: item.prompt,
          options: order.map((index) => item.options[index]!),
        },
        presentation: { options: order },
      };
    }
    case "order": {
      let items = shuffle(item.items);
      // Never show the answer already in order.
      if (items.length > 1 && items.every((value, i) => value === item.items[i]))
        items = [...items.slice(1), items[0]!];
      return { dto: { id: item.id, type: "order", prompt: item.prompt, items }, presentation: { items } };
    }
    case "match": {
      const right = shuffle(item.pairs.map((pair) => pair[1]));
      return {
        dto: {
          id: item.id,
          type: "match",
          prompt: item.prompt,
          left: item.pairs.map((pair) => pair[0]),
          right,
        },
        presentation: { right },
      };
    }
    case "short":
    case "reference":
      return { dto: { id: item.id, type: item.type, prompt: item.prompt }, presentation: {} };
    case "numeric":
      return {
        dto: { id: item.id, type: "numeric", prompt: item.prompt, ...(item.unit ? { unit: item.unit } : {}) },
        presentation: {},
      };
  }
}

/** Case, punctuation and spacing don't count in short answers. */
export function normaliseShort(value: string): string {
  return value
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

const bookIndex = new Map(BIBLE_BOOKS.map((book, index) => [book.osis, index]));
function position(point: VersePoint): number {
  return (bookIndex.get(point.book) ?? -1) * 1_000_000 + point.chapter * 1_000 + point.verse;
}

/** Right when every range of the answer lies inside one accepted passage. */
export function referenceMatches(answer: string, accept: readonly string[]): boolean {
  const given = parseReference(answer);
  if (!given) return false;
  return accept.some((text) => {
    const passage = parseReference(text);
    if (!passage) return false;
    return given.ranges.every((range) =>
      passage.ranges.some(
        (outer) =>
          position(outer.start) <= position(range.start) && position(range.end) <= position(outer.end),
      ),
    );
  });
}

function sameSet(a: readonly number[], b: readonly number[]): boolean {
  const left = new Set(a);
  const right = new Set(b);
  return left.size === a.length && left.size === right.size && [...left].every((value) => right.has(value));
}

/** Grades one answer against the bank item, given how the item was shown. Anything malformed is wrong. */
export function gradeItem(item: BankItem, presentation: Presentation, answer: unknown): boolean {
  if (answer === undefined || answer === null) return false;
  switch (item.type) {
    case "single": {
      if (typeof answer !== "number" || !Number.isInteger(answer)) return false;
      const original = presentation.options ? presentation.options[answer] : answer;
      return original === item.answer;
    }
    case "multi": {
      if (
        !Array.isArray(answer) ||
        !answer.every((value) => typeof value === "number" && Number.isInteger(value))
      )
        return false;
      const mapped = (answer as number[]).map((index) =>
        presentation.options ? presentation.options[index] : index,
      );
      if (mapped.some((value) => value === undefined)) return false;
      return sameSet(mapped as number[], item.answers);
    }
    case "order":
      return (
        Array.isArray(answer) &&
        answer.length === item.items.length &&
        answer.every((value, i) => value === item.items[i])
      );
    case "match":
      return (
        Array.isArray(answer) &&
        answer.length === item.pairs.length &&
        answer.every((value, i) => value === item.pairs[i]![1])
      );
    case "short": {
      if (typeof answer !== "string") return false;
      const given = normaliseShort(answer);
      return given !== "" && item.accept.some((accepted) => normaliseShort(accepted) === given);
    }
    case "reference":
      return typeof answer === "string" && referenceMatches(answer, item.accept);
    case "numeric": {
      const value =
        typeof answer === "number"
          ? answer
          : typeof answer === "string" && answer.trim() !== ""
            ? Number(answer.trim())
            : NaN;
      return Number.isFinite(value) && Math.abs(value - item.answer) <= (item.tolerance ?? 0);
    }
  }
}

/** The right answer in words, shown after submission. */
export function describeAnswer(item: BankItem): string {
  switch (item.type) {
    case "single":
      return item.options[item.answer]!;
    case "multi":
      return item.answers.map((index) => item.options[index]!).join("; ");
    case "order":
      return item.items.join(" → ");
    case "match":
      return item.pairs.map(([left, right]) => `${left} → ${right}`).join("; ");
    case "short":
    case "reference":
      return item.accept[0]!;
    case "numeric":
      return item.unit ? `${item.answer} ${item.unit}` : String(item.answer);
  }
}

/** The right answer in the submit format (for the test-only key route and tests). */
export function keyAnswer(item: BankItem, presentation: Presentation): number | string | number[] | string[] {
  switch (item.type) {
    case "single":
      return presentation.options ? presentation.options.indexOf(item.answer) : item.answer;
    case "multi":
      return item.answers
        .map((index) => (presentation.options ? presentation.options.indexOf(index) : index))
        .sort((a, b) => a - b);
    case "order":
      return [...item.items];
    case "match":
      return item.pairs.map((pair) => pair[1]);
    case "short":
    case "reference":
      return item.accept[0]!;
    case "numeric":
      return item.answer;
  }
}
