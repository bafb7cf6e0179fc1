/**
 * The Training Drills API contract (screens.md §6.4): the request schemas the server validates with and the DTOs it
 * returns. A drill's rubric never leaves the server; its example answer only arrives with an attempt's result.
 */
import { z } from "zod";
import type { FloorNumber, RoomId } from "@common/content/palace/types";
import { text } from "./text";

/** The target number of drills per room ("{done}/10 drills"). */
export const DRILLS_PER_ROOM = 10;
/** Free members drill the rooms of floors 1–2 (screens §1.3 "floors 1–2 rooms"). */
export const FREE_DRILL_FLOORS = 2;
export const DRILL_RESPONSE_MIN = 20;
export const DRILL_RESPONSE_MAX = 5_000;
/** Time spent on one attempt is stored up to this many seconds. */
export const DRILL_DURATION_MAX_S = 24 * 60 * 60;
export const DRILL_PASS_POINTS = 5;
export const DRILL_PERFECT_POINTS = 5;

export const drillMessages = {
  tooShort: `Write at least ${DRILL_RESPONSE_MIN} characters.`,
  tooLong: `Keep your response under ${DRILL_RESPONSE_MAX.toLocaleString("en")} characters.`,
  submitFailed: "We couldn't check your response — try again.",
} as const;

export const drillLevels = ["beginner", "intermediate", "advanced"] as const;
export type DrillLevelDto = (typeof drillLevels)[number];

/** Room and drill ids are short lower-case codes ("sr", "24fps", "sr-03"); anything else is an unknown address. */
export const drillRoomParam = z.strictObject({ roomId: text().min(1).max(20) });
export const drillParam = z.strictObject({ drillId: text().regex(/^[a-z0-9]{1,12}-\d{2}$/) });

export const drillAttemptInput = z.strictObject({
  response: text()
    .trim()
    .min(DRILL_RESPONSE_MIN, drillMessages.tooShort)
    .max(DRILL_RESPONSE_MAX, drillMessages.tooLong),
  /** Seconds from opening the drill to submitting, as the browser measured it. */
  durationS: z.int().min(0).max(DRILL_DURATION_MAX_S).optional(),
});
export type DrillAttemptInput = z.output<typeof drillAttemptInput>;

/** Why a room's drills are closed to this member, or null when they are open. */
export type DrillLock = null | { reason: "plan"; feature: string; plans: string[] };

export interface DrillRoomSummaryDto {
  id: RoomId;
  /** The room's code badge, e.g. "SR". */
  code: string;
  name: string;
  icon: string;
  floor: FloorNumber;
  /** The first sentence of the room's purpose. */
  purposeLine: string;
  /** Drills of this room passed at least once. */
  done: number;
  /** Drills written for this room so far (10 once the content is complete). */
  drillCount: number;
  lock: DrillLock;
}

export interface DrillFloorDto {
  number: FloorNumber;
  name: string;
  /** The floor's one line, e.g. "Build your visual library". */
  tagline: string;
  rooms: DrillRoomSummaryDto[];
}

/** GET /api/drills */
export interface DrillsOverviewDto {
  floors: DrillFloorDto[];
}

export interface DrillCardDto {
  id: string;
  number: number;
  level: DrillLevelDto;
  title: string;
  /** One line for the card. */
  description: string;
  attempts: number;
  passed: boolean;
  /** The best score of any attempt (out of 10), or null before the first. */
  bestScore: number | null;
}

/** GET /api/drills/rooms/:roomId */
export interface DrillRoomDto {
  room: {
    id: RoomId;
    code: string;
    name: string;
    icon: string;
    floor: FloorNumber;
    purpose: string;
    /** The room's method, one line per step. */
    method: string[];
  };
  drills: DrillCardDto[];
  maxScore: number;
  passScore: number;
}

/** GET /api/drills/:drillId — what the member works from; never the rubric or the example answer. */
export interface DrillDto {
  id: string;
  roomId: RoomId;
  roomName: string;
  roomCode: string;
  floor: FloorNumber;
  number: number;
  level: DrillLevelDto;
  title: string;
  description: string;
  instructions: string;
  prompt: string;
  attempts: number;
  passed: boolean;
  bestScore: number | null;
  /** The next drill of the room, or null after the last. */
  nextDrillId: string | null;
  maxScore: number;
  passScore: number;
}

export interface DrillCheckDto {
  label: string;
  points: number;
  met: boolean;
}

/** POST /api/drills/:drillId/attempts */
export interface DrillResultDto {
  attemptId: string;
  drillId: string;
  score: number;
  maxScore: number;
  passScore: number;
  verdict: "pass" | "fail";
  perfect: boolean;
  /** Each element the rubric looked for, and whether the response had it. */
  checks: DrillCheckDto[];
  /** Our model response, revealed only now. */
  exampleAnswer: string;
  /** Account points this attempt earned (first pass 5, first perfect +5; 0 on a repeat). */
  pointsAwarded: number;
  /** The drill's standing after this attempt. */
  attempts: number;
  passed: boolean;
  bestScore: number;
  nextDrillId: string | null;
}
