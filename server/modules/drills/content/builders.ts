// The small builders every floor's drill file writes its drills with: a room's drills numbered 1–10 in the order
// given (ids and levels derived, so they cannot drift), and the four kinds of rubric check.
import type { Drill, DrillLevel, RubricCheck } from "./types";

export type DrillBody = Omit<Drill, "id" | "roomId" | "number" | "level">;

export const levelOf = (n: number): DrillLevel =>
  n <= 3 ? "beginner" : n <= 7 ? "intermediate" : "advanced";

/** Numbers a room's drills 1–10 in the order given and derives their ids and levels. */
export function roomDrills(roomId: string, bodies: readonly DrillBody[]): Drill[] {
  return bodies.map((body, index) => ({
    id: `${roomId}-${String(index + 1).padStart(2, "0")}`,
    roomId,
    number: index + 1,
    level: levelOf(index + 1),
    ...body,
  }));
}

export const reference = (points: number, label: string, min?: number): RubricCheck =>
  min === undefined ? { kind: "reference", label, points } : { kind: "reference", label, points, min };

export const keywords = (points: number, label: string, any: readonly string[], min?: number): RubricCheck =>
  min === undefined
    ? { kind: "keywords", label, points, any }
    : { kind: "keywords", label, points, any, min };

export const christ = (points: number, label: string): RubricCheck => ({ kind: "christ", label, points });

export const length = (points: number, minWords: number, label: string): RubricCheck => ({
  kind: "length",
  label,
  points,
  minWords,
});
