import type { AdventureDraftDto, CreateAdventureDraftInput } from "@common/schemas/adventure-drafts";
import type { AdventureDraftRow } from "@server/db/schema";
import type { EscapePuzzle, Hunt } from "@server/modules/games/content/adventure-types";
import { roomOfTag } from "./checks";

/** "hunt · beginner · the Lamb", "puzzle · BL · easy · gospel". */
function requestLabel(request: Partial<CreateAdventureDraftInput>): string {
  const parts =
    request.kind === "puzzle"
      ? ["puzzle", request.roomTag, request.difficulty, request.category]
      : ["hunt", request.difficulty, request.kind === "hunt" ? request.theme : undefined];
  return parts.filter((part): part is string => typeof part === "string" && part !== "").join(" · ");
}

function presentHunt(hunt: Hunt) {
  return {
    id: hunt.id,
    title: hunt.title,
    difficulty: hunt.difficulty,
    category: hunt.category,
    intro: hunt.intro,
    clues: hunt.clues.map((clue) => ({
      n: clue.n,
      type: clue.type,
      text: clue.text,
      accepted: [...clue.accepted],
      hint1: clue.hint1,
      hint2: clue.hint2,
      explanation: clue.explanation,
    })),
    finalRef: hunt.finalRef,
    conclusion: hunt.conclusion,
  };
}

function presentPuzzle(puzzle: EscapePuzzle) {
  return {
    id: puzzle.id,
    mode: [...puzzle.mode],
    roomTag: puzzle.roomTag,
    roomName: roomOfTag(puzzle.roomTag)?.name ?? puzzle.roomTag,
    category: puzzle.category ?? null,
    floor: puzzle.floor,
    difficulty: puzzle.difficulty,
    prompt: puzzle.prompt,
    expectedRefs: [...puzzle.expectedRefs],
    partialRefs: [...puzzle.partialRefs],
    principle: puzzle.principle,
    principleOptions: [...puzzle.principleOptions],
    typologyNote: puzzle.typologyNote,
    conclusionLine: puzzle.conclusionLine,
  };
}

/** A draft for the admin review page: the whole content, answers included (admins review them). */
export function presentDraft(row: AdventureDraftRow): AdventureDraftDto {
  const base = {
    id: row.id,
    status: row.status,
    problems: [...row.problems],
    requestLabel: requestLabel(row.request),
    createdAt: row.createdAt.toISOString(),
    reviewedAt: row.reviewedAt?.toISOString() ?? null,
    reviewNote: row.reviewNote,
    canApprove: row.status === "pending" && row.problems.length === 0,
  };
  return row.kind === "hunt"
    ? { ...base, kind: "hunt", hunt: presentHunt(row.payload as unknown as Hunt) }
    : { ...base, kind: "puzzle", puzzle: presentPuzzle(row.payload as unknown as EscapePuzzle) };
}
