// What leaves the server about drills (screens.md §6.4). Each presenter lists its fields: a drill's rubric never
// goes out, and its example answer only with an attempt's result.
import type { Floor, Room, RoomOverview } from "@common/content/palace/types";
import type {
  DrillCardDto,
  DrillDto,
  DrillFloorDto,
  DrillLock,
  DrillResultDto,
  DrillRoomDto,
  DrillRoomSummaryDto,
} from "@common/schemas/drills";
import { DRILL_MAX_SCORE, DRILL_PASS_SCORE, type RubricResult } from "./rubric";
import type { Drill } from "./content/types";
import type { DrillAttemptRow, DrillStanding } from "./drills.queries";

/** Room texts use a little Markdown emphasis (**brothers**, *hagah*); the drills page shows them as plain text. */
export const plainText = (value: string) => value.replace(/\*{1,2}([^*]+)\*{1,2}/g, "$1");

/** The first sentence of a paragraph (a closing quote or bracket stays with it). */
export function firstSentence(paragraph: string): string {
  const text = plainText(paragraph).trim();
  return text.match(/^.*?[.!?]["”’)]*(?=\s|$)/s)?.[0] ?? text;
}

export function presentRoomSummary(
  room: RoomOverview,
  standing: { done: number; drillCount: number; lock: DrillLock },
): DrillRoomSummaryDto {
  return {
    id: room.id,
    code: room.tag,
    name: room.name,
    icon: room.icon,
    floor: room.floor,
    purposeLine: firstSentence(room.purpose),
    done: standing.done,
    drillCount: standing.drillCount,
    lock: standing.lock,
  };
}

export function presentFloor(floor: Floor, rooms: DrillRoomSummaryDto[]): DrillFloorDto {
  return { number: floor.number, name: floor.name, tagline: floor.tagline, rooms };
}

export function presentDrillCard(drill: Drill, standing: DrillStanding | undefined): DrillCardDto {
  return {
    id: drill.id,
    number: drill.number,
    level: drill.level,
    title: drill.title,
    description: drill.description,
    attempts: standing?.attempts ?? 0,
    passed: standing?.passed ?? false,
    bestScore: standing?.bestScore ?? null,
  };
}

export function presentDrillRoom(
  room: Room,
  drills: readonly Drill[],
  standings: ReadonlyMap<string, DrillStanding>,
): DrillRoomDto {
  return {
    room: {
      id: room.id,
      code: room.tag,
      name: room.name,
      icon: room.icon,
      floor: room.floor,
      purpose: plainText(room.purpose),
      method: room.method.map((step) => plainText(step.text)),
    },
    drills: drills.map((drill) => presentDrillCard(drill, standings.get(drill.id))),
    maxScore: DRILL_MAX_SCORE,
    passScore: DRILL_PASS_SCORE,
  };
}

export function presentDrill(
  drill: Drill,
  room: RoomOverview,
  standing: DrillStanding | undefined,
  nextDrillId: string | null,
): DrillDto {
  return {
    id: drill.id,
    roomId: room.id,
    roomName: room.name,
    roomCode: room.tag,
    floor: room.floor,
    number: drill.number,
    level: drill.level,
    title: drill.title,
    description: drill.description,
    instructions: drill.instructions,
    prompt: drill.prompt,
    attempts: standing?.attempts ?? 0,
    passed: standing?.passed ?? false,
    bestScore: standing?.bestScore ?? null,
    nextDrillId,
    maxScore: DRILL_MAX_SCORE,
    passScore: DRILL_PASS_SCORE,
  };
}

export function presentResult(input: {
  drill: Drill;
  attempt: DrillAttemptRow;
  result: RubricResult;
  pointsAwarded: number;
  standing: DrillStanding;
  nextDrillId: string | null;
}): DrillResultDto {
  const { attempt, result, standing } = input;
  return {
    attemptId: attempt.id,
    drillId: input.drill.id,
    score: attempt.score,
    maxScore: attempt.maxScore,
    passScore: DRILL_PASS_SCORE,
    verdict: attempt.verdict,
    perfect: attempt.score >= attempt.maxScore,
    checks: result.checks.map((check) => ({ label: check.label, points: check.points, met: check.met })),
    exampleAnswer: input.drill.exampleAnswer,
    pointsAwarded: input.pointsAwarded,
    attempts: standing.attempts,
    passed: standing.passed,
    bestScore: standing.bestScore,
    nextDrillId: input.nextDrillId,
  };
}
