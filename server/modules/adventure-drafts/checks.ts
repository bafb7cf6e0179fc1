// The model's answer for a draft and the checks it must pass before approval (games.md §4.20, §4.21 "AI adds"). The
// zod schemas check the shape only, so a draft that breaks a content rule is still stored and shown to the admin
// with its problems; the rules themselves are the curated banks' own (games/content/adventure-checks.ts), plus what
// joining a bank needs: a title and final verse no other hunt has, a principle from the room's own six labels.
import { z } from "zod";
import { roomOverviews } from "@common/content/palace/overview";
import { huntClueTypes, type HuntDifficultyId } from "@common/schemas/hunts";
import type { CreateAdventureDraftInput } from "@common/schemas/adventure-drafts";
import { huntProblems, parsedRef, puzzleProblems } from "@server/modules/games/content/adventure-checks";
import type { EscapePuzzle, Hunt } from "@server/modules/games/content/adventure-types";
import { escapePuzzles } from "@server/modules/games/content/escape-puzzles";
import { hunts } from "@server/modules/games/content/hunts";

type PuzzleRequest = Extract<CreateAdventureDraftInput, { kind: "puzzle" }>;

// Generous bounds: the spec's lengths are content checks (reported as problems), these only stop runaway answers.
const field = (max: number) => z.string().trim().min(1).max(max);

export const huntAnswerSchema = z.object({
  title: field(120),
  category: field(60),
  intro: field(1000),
  clues: z
    .array(
      z.object({
        type: z.enum(huntClueTypes),
        text: field(1000),
        accepted: z.array(field(120)).min(1).max(12),
        hint1: field(300),
        hint2: field(300),
        explanation: field(600),
      }),
    )
    .min(1)
    .max(12),
  finalRef: field(40),
  conclusion: field(1500),
});
export type HuntAnswer = z.output<typeof huntAnswerSchema>;

export const puzzleAnswerSchema = z.object({
  prompt: field(1000),
  expectedRefs: z.array(field(40)).min(1).max(5),
  partialRefs: z.array(field(40)).min(1).max(6),
  principle: field(80),
  typologyNote: field(600),
  conclusionLine: field(400),
});
export type PuzzleAnswer = z.output<typeof puzzleAnswerSchema>;

export const roomOfTag = (tag: string) => roomOverviews.find((room) => room.tag === tag);

/** A room's six principle labels, as its curated locks offer them (the correct one and five wrong ones). */
export function roomLabels(roomTag: string): string[] {
  const lock = escapePuzzles.find((puzzle) => puzzle.roomTag === roomTag);
  return lock ? [lock.principle, ...lock.principleOptions] : [];
}

/** The hunt as it would join the bank: the server's id and difficulty, clues numbered in order. */
export function buildHunt(contentId: string, difficulty: HuntDifficultyId, answer: HuntAnswer): Hunt {
  return {
    id: contentId,
    title: answer.title,
    difficulty,
    category: answer.category,
    intro: answer.intro,
    clues: answer.clues.map((clue, index) => ({ n: index + 1, ...clue })),
    finalRef: answer.finalRef,
    conclusion: answer.conclusion,
  };
}

/** The puzzle as it would join the bank: the room's floor, the modes its category allows, the room's other labels. */
export function buildPuzzle(contentId: string, request: PuzzleRequest, answer: PuzzleAnswer): EscapePuzzle {
  const labels = roomLabels(request.roomTag);
  const principle = labels.find((label) => label.toLowerCase() === answer.principle.toLowerCase());
  return {
    id: contentId,
    mode: request.category ? ["room", "gauntlet", "floor-race"] : ["room", "floor-race"],
    roomTag: request.roomTag,
    ...(request.category ? { category: request.category } : {}),
    floor: roomOfTag(request.roomTag)?.floor ?? 0,
    difficulty: request.difficulty,
    prompt: answer.prompt,
    expectedRefs: answer.expectedRefs,
    partialRefs: answer.partialRefs,
    principle: principle ?? answer.principle,
    principleOptions: labels.filter((label) => label !== principle),
    typologyNote: answer.typologyNote,
    conclusionLine: answer.conclusionLine,
  };
}

/** The checks' messages without the content id they start with (the review page shows them under the draft). */
function readable(id: string, messages: readonly string[]): string[] {
  return messages.map((message) => {
    const rest = message.startsWith(`${id}: `)
      ? message.slice(id.length + 2)
      : message.startsWith(`${id} `)
        ? message.slice(id.length + 1)
        : message;
    return rest.charAt(0).toUpperCase() + rest.slice(1);
  });
}

const verseKey = (ref: string) => parsedRef(ref)?.keys.join(",") ?? ref;

/** The curated checks, plus a title and a final verse no hunt of the bank (curated or approved) already has. */
export function draftHuntProblems(hunt: Hunt, approved: readonly Hunt[]): string[] {
  const problems = readable(hunt.id, huntProblems(hunt));
  const bank = [...hunts, ...approved].filter((other) => other.id !== hunt.id);
  const title = hunt.title.trim().toLowerCase();
  if (bank.some((other) => other.title.trim().toLowerCase() === title))
    problems.push(`Another hunt already has the title "${hunt.title}"`);
  const final = verseKey(hunt.finalRef);
  if (bank.some((other) => verseKey(other.finalRef) === final))
    problems.push(`Another hunt already ends on ${hunt.finalRef}`);
  return problems;
}

/** The curated checks, plus a known room, a principle from the room's own labels and a prompt of its own. */
export function draftPuzzleProblems(puzzle: EscapePuzzle, approved: readonly EscapePuzzle[]): string[] {
  const problems = readable(puzzle.id, puzzleProblems(puzzle));
  const labels = roomLabels(puzzle.roomTag);
  if (labels.length > 0 && !labels.includes(puzzle.principle))
    problems.push(
      `The principle "${puzzle.principle}" is not one of the room's labels: ${labels.join("; ")}`,
    );
  const prompt = puzzle.prompt.trim().toLowerCase();
  if (
    [...escapePuzzles, ...approved].some(
      (other) => other.id !== puzzle.id && other.prompt.trim().toLowerCase() === prompt,
    )
  )
    problems.push("Another puzzle already has this prompt");
  return problems;
}
