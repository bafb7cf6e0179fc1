/**
 * Answer attempts (games.md §3.2 idempotency): each attempt at a round gets its own `clientAnswerId`, and a retry
 * of the same attempt (after a network error) sends the same id, so the server never counts it twice.
 */

/** A fresh id: crypto.randomUUID where the browser has it, else 128 random bits in the same shape. */
export function newAnswerId(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * Which attempt an answer belongs to: the round and the try (Palace Cards re-opens a round after a wrong first
 * try, which is a new attempt).
 */
export const attemptKey = (runId: string, roundNo: number, tries: number | undefined) =>
  `${runId}:${roundNo}:${tries ?? 0}`;

/** Keeps one id per attempt: the same key gives the same id until the key changes. */
export function createAttemptIds(makeId: () => string = newAnswerId) {
  let current: { key: string; id: string } | null = null;
  return (key: string): string => {
    if (current?.key !== key) current = { key, id: makeId() };
    return current.id;
  };
}

type FindReferences = (text: string) => Iterable<{ start: number; end: number }>;

/**
 * The live word count of a written answer, counted as the server's judge counts (common/games/judge/rules.ts
 * countAnswerWords): references and numbers are not words. Until the reference parser has loaded, references
 * are not taken out, so the count may run a little high for a moment.
 */
export function countAnswerWords(text: string, findReferences?: FindReferences): number {
  let stripped = text;
  if (findReferences)
    for (const found of findReferences(text))
      stripped = stripped.replace(text.slice(found.start, found.end), " ");
  return (stripped.replace(/\d+/g, " ").match(/[\p{L}]+(?:['’][\p{L}]+)*/gu) ?? []).length;
}

/** Moves one item of a list (the order round's Move up / Move down and drops). */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  if (from === to || from < 0 || from >= items.length || to < 0 || to >= items.length) return [...items];
  const next = [...items];
  const [moved] = next.splice(from, 1);
  if (moved !== undefined) next.splice(to, 0, moved);
  return next;
}
