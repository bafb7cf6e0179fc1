/**
 * The training drills of screens.md §6.4: ten authored drills per palace room (1–3 beginner, 4–7 intermediate,
 * 8–10 advanced), each with a deterministic rubric worth 10 points in all. Server-only: the rubric and the example
 * answer never leave the server before an attempt.
 */
export type DrillLevel = "beginner" | "intermediate" | "advanced";

/** One element the rubric looks for in the member's response; `points` add up to 10 over a drill's rubric. */
export type RubricCheck =
  /** At least `min` (default 1) valid Bible references ("John 3:16", "Gen 22"), read by the shared parser. */
  | { kind: "reference"; label: string; points: number; min?: number }
  /**
   * At least `min` (default 1) of the words or phrases in `any`, case-insensitive, matched at word starts
   * ("sacrific" matches "sacrifice" and "sacrificial"). List 4–10 ways a good answer could say it.
   */
  | { kind: "keywords"; label: string; points: number; any: readonly string[]; min?: number }
  /** Names Christ (Jesus, Christ, Messiah, Lamb, Saviour/Savior, Redeemer, Son of God, Lord Jesus …). */
  | { kind: "christ"; label: string; points: number }
  /** At least `minWords` words. */
  | { kind: "length"; label: string; points: number; minWords: number };

export interface Drill {
  /** `${roomId}-${two-digit number}`, e.g. "sr-03". */
  id: string;
  roomId: string;
  number: number;
  level: DrillLevel;
  title: string;
  /** One line shown on the drill card. */
  description: string;
  /** How to do it: what to write and how long. */
  instructions: string;
  /** The task itself, usually naming a passage. */
  prompt: string;
  rubric: readonly RubricCheck[];
  /** A model response (60–200 words) that meets every check of the rubric: the judge must give it 10/10. */
  exampleAnswer: string;
}
