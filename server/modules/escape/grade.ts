// Grades one escape-room lock (games.md §4.21) by rules alone: the references (R1/R2), the principle chosen from
// the six options, and a justification of at least 12 words (R3) that names the lock's room (R4). Perfect needs an
// expected reference, the right principle and a justification that passes. Partial: an expected reference with a
// wrong principle or a failed justification, or a related reference (the lock's partial list or the same chapter)
// with the right principle. Anything else fails; nonsense scores 0.
import { roomOverviews } from "@common/content/palace/overview";
import { ESCAPE_ROOM } from "@common/games/rules";
import {
  countAnswerWords,
  isMentioned,
  matchReference,
  parseReferenceField,
  scanReferences,
  type FoundReference,
} from "@common/games/judge/rules";
import type { EscapePuzzle } from "@server/modules/games/content/adventure-types";

export type LockGrade = "perfect" | "partial" | "fail";

export interface LockAnswer {
  /** 1–5 lines, one reference each. */
  refs: string[];
  justification: string;
  principle: string;
}

export interface GradedLock {
  grade: LockGrade;
  /** What the player reads: which parts held. Never an expected reference or the right principle. */
  checks: Array<{ id: "reference" | "principle" | "justification"; ok: boolean; label: string }>;
  /** Lines that are not references of an existing verse ("asdf", "John 22:1"). */
  invalidRefs: string[];
}

const parsedKeys = (refs: readonly string[]) =>
  refs.flatMap((ref) => {
    const found = parseReferenceField(ref);
    return found ? [found] : [];
  });

/** The room a lock belongs to, for R4: its name, its tag or an alias, in the justification's own words. */
function namesRoom(text: string, roomTag: string): boolean {
  const room = roomOverviews.find((overview) => overview.tag === roomTag);
  if (!room) return false;
  // A reference's numbers are not a room tag ("Rev 12:24" does not name the 24FPS Room's "24").
  let words = text;
  for (const found of scanReferences(text).valid) words = words.replace(found.text, " ");
  return isMentioned(words, { code: room.tag, name: room.name, synonyms: [room.id] });
}

export function gradeLock(puzzle: EscapePuzzle, answer: LockAnswer): GradedLock {
  const lines = answer.refs.map((line) => line.trim()).filter((line) => line !== "");
  const submitted: FoundReference[] = [];
  const invalidRefs: string[] = [];
  for (const line of lines) {
    const found = parseReferenceField(line);
    if (found) submitted.push(found);
    else invalidRefs.push(line);
  }
  const expected = parsedKeys(puzzle.expectedRefs);
  const partial = parsedKeys(puzzle.partialRefs);
  const hits = (keys: readonly FoundReference[], kinds: readonly string[]) =>
    submitted.some((given) => keys.some((key) => kinds.includes(matchReference(given, key))));
  const expectedHit = hits(expected, ["overlap"]);
  const relatedHit = !expectedHit && (hits(partial, ["overlap"]) || hits(expected, ["same-chapter"]));
  const principleOk = answer.principle.trim() === puzzle.principle;
  const words = countAnswerWords(answer.justification);
  const justificationOk =
    words >= ESCAPE_ROOM.justificationWords && namesRoom(answer.justification, puzzle.roomTag);

  const grade: LockGrade =
    expectedHit && principleOk && justificationOk
      ? "perfect"
      : expectedHit || (relatedHit && principleOk)
        ? "partial"
        : "fail";
  const referenceLabel = expectedHit
    ? "A verse that opens this lock"
    : relatedHit
      ? "Close: a related verse, not the one that opens the lock"
      : submitted.length === 0
        ? "No reference to an existing verse"
        : "None of these verses opens this lock";
  return {
    grade,
    invalidRefs,
    checks: [
      { id: "reference", ok: expectedHit, label: referenceLabel },
      {
        id: "principle",
        ok: principleOk,
        label: principleOk ? "The right principle" : "Not this lock's principle",
      },
      {
        id: "justification",
        ok: justificationOk,
        label: justificationOk
          ? "Your justification names the room"
          : words < ESCAPE_ROOM.justificationWords
            ? `Write at least ${ESCAPE_ROOM.justificationWords} words (you wrote ${words})`
            : "Name the room you used in your justification",
      },
    ],
  };
}
