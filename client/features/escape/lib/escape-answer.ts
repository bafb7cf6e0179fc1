/**
 * The lock's answer form (games.md §4.21): 1–5 reference lines, a justification of at least 12 words that names the
 * room, and one of six principles. The server grades everything; these helpers only count and tidy what the member
 * typed so the form can say how it stands.
 */
import { ESCAPE_ROOM } from "@common/games/rules";
import type { EscapeAnswerInput } from "@common/schemas/escape";

type FindReferences = (text: string) => Iterable<{ start: number; end: number }>;

/**
 * The live word count of the justification, counted as the server's judge counts (R3,
 * common/games/judge/rules.ts countAnswerWords): references and numbers are not words. Until the reference parser
 * has loaded, references are not taken out, so the count may run a little high for a moment.
 */
export function countJustificationWords(text: string, findReferences?: FindReferences): number {
  let stripped = text;
  if (findReferences)
    for (const found of findReferences(text))
      stripped = stripped.replace(text.slice(found.start, found.end), " ");
  return (stripped.replace(/\d+/g, " ").match(/[\p{L}]+(?:['’][\p{L}]+)*/gu) ?? []).length;
}

/** "12 words minimum — name the room", with the count so far in front ("5 words · …"). */
export function justificationHint(words: number, minimum: number = ESCAPE_ROOM.justificationWords): string {
  return `${words} ${words === 1 ? "word" : "words"} · ${minimum} words minimum — name the room`;
}

export const enoughWords = (words: number, minimum: number = ESCAPE_ROOM.justificationWords) =>
  words >= minimum;

/** The reference lines worth sending: trimmed, blank lines dropped, at most five. */
export const referenceLines = (lines: readonly string[]) =>
  lines
    .map((line) => line.trim())
    .filter((line) => line !== "")
    .slice(0, ESCAPE_ROOM.maxRefLines);

/** Whether another reference line may be added (5 at most). */
export const canAddReference = (lines: readonly string[]) => lines.length < ESCAPE_ROOM.maxRefLines;

export type LockDraft = { refs: string[]; justification: string; principle: string };

export const emptyDraft = (): LockDraft => ({ refs: [""], justification: "", principle: "" });

/**
 * The request body for a draft, or what is still missing (shown above Submit). A short justification is not
 * refused here: the server grades it (the justification check fails), which is the game's rule.
 */
export function draftToAnswer(
  lockNo: number,
  draft: LockDraft,
): { ok: true; body: EscapeAnswerInput } | { ok: false; message: string; field: "refs" | "principle" } {
  const refs = referenceLines(draft.refs);
  if (refs.length === 0) return { ok: false, message: "Give at least one reference.", field: "refs" };
  if (!draft.principle) return { ok: false, message: "Choose the principle you used.", field: "principle" };
  return {
    ok: true,
    body: { lockNo, refs, justification: draft.justification.trim(), principle: draft.principle },
  };
}

/** "asdf is not a reference" for each line the server could not read as a verse. */
export const invalidRefMessages = (invalidRefs: readonly string[]) =>
  invalidRefs.map((ref) => `${ref} is not a reference`);
