// The deterministic answer check of a clue (games.md §4.20, §3.4): text clues by R8; room clues by the room's name, tag
// or id (the clue holds the name as in the palace overview); verse clues by R1/R2 — the answer's verses overlap an
// accepted reference and it names at most 3 verses ("Jn 1:29" = "John 1:29"; "John 1" or "John 1:1-51" are no answer).
import { roomOverviews } from "@common/content/palace/overview";
import {
  invalidReferenceMessage,
  matchReference,
  normaliseAnswer,
  parseReferenceField,
  roomAnswerMatches,
  scanReferences,
  textAnswerMatches,
} from "@common/games/judge/rules";
import type { HuntClue } from "@server/modules/games/content/adventure-types";
import { HUNT_RULES, huntMessages } from "./hunt-rules";

export type AnswerCheck =
  | { kind: "judged"; correct: boolean }
  /** Not an answer of the clue's kind (a verse clue with no valid reference): nothing is counted. */
  | { kind: "unreadable"; message: string };

const roomsByName = new Map(roomOverviews.map((room) => [normaliseAnswer(room.name), room]));

function checkRoom(answer: string, accepted: readonly string[]): boolean {
  return accepted.some((name) => {
    const room = roomsByName.get(normaliseAnswer(name));
    // A name the palace data doesn't hold (a content slip the bank's test catches) falls back to R8.
    return room ? roomAnswerMatches(answer, room) : textAnswerMatches(answer, [name]);
  });
}

function checkVerse(answer: string, accepted: readonly string[]): AnswerCheck {
  const given = parseReferenceField(answer);
  if (!given) {
    const invalid = scanReferences(answer).invalid[0];
    return {
      kind: "unreadable",
      message: invalid ? invalidReferenceMessage(invalid) : huntMessages.verseNeeded,
    };
  }
  if (given.keys.length > HUNT_RULES.maxVersesInAnswer) return { kind: "judged", correct: false };
  const correct = accepted.some((ref) => {
    const key = parseReferenceField(ref);
    return key !== null && matchReference(given, key) === "overlap";
  });
  return { kind: "judged", correct };
}

export function checkClueAnswer(clue: Pick<HuntClue, "type" | "accepted">, answer: string): AnswerCheck {
  if (clue.type === "verse") return checkVerse(answer, clue.accepted);
  if (clue.type === "room") return { kind: "judged", correct: checkRoom(answer, clue.accepted) };
  return { kind: "judged", correct: textAnswerMatches(answer, clue.accepted) };
}
