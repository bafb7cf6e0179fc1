// The palace API contract (palace.md §5.3): request schemas the server validates with, and the DTOs it returns.
import { z } from "zod";
import { text } from "./text";
import type { MasteryLevel, RoomStatus, XpEventKind } from "../domain/palace-mastery";
import type {
  Deliverable,
  FloorNumber,
  JudgeResult,
  Room,
  RoomId,
  RoomOverview,
} from "../content/palace/types";

const fieldValue = z.union([text().max(10_000), z.array(text().max(2_000)).max(200)]);
/** An entry payload: field id → value; at most 40 fields, ~50 KB in all. */
export const entryPayload = z
  .record(text().regex(/^[a-zA-Z][a-zA-Z0-9]{0,39}$/), fieldValue)
  .refine((value) => Object.keys(value).length <= 40, "Too many fields.")
  .refine((value) => JSON.stringify(value).length <= 50_000, "This entry is too long.");

export const createEntryInput = z.strictObject({
  promptId: text().max(60).nullable().optional(),
  /** A master task id when the entry answers one (kind masterTask). */
  masterTaskId: text().max(60).nullable().optional(),
  title: text().trim().max(200).optional(),
  payload: entryPayload,
  /** false = Save draft (unchecked); true = Check & save (runs the room's auto-check). */
  check: z.boolean(),
});
export type CreateEntryInput = z.output<typeof createEntryInput>;

export const updateEntryInput = z.strictObject({
  title: text().trim().max(200).optional(),
  payload: entryPayload,
  check: z.boolean(),
});
export type UpdateEntryInput = z.output<typeof updateEntryInput>;

export const startAttemptInput = z.discriminatedUnion("kind", [
  z.strictObject({ kind: z.literal("learn_check") }),
  z.strictObject({ kind: z.literal("drill") }),
  z.strictObject({
    kind: z.literal("milestone"),
    milestoneNo: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]),
  }),
]);
export type StartAttemptInput = z.output<typeof startAttemptInput>;

/** An answer per item id: single → option index; multi → indexes; order → items in order; match → one right-hand
 * value per left-hand item (same order); short/reference → text; numeric → number. */
export const itemAnswer = z.union([
  z.number().finite(),
  text().max(500),
  z.array(z.number().int().min(0).max(50)).max(20),
  z.array(text().max(500)).max(20),
]);
export const submitAttemptInput = z.strictObject({
  answers: z
    .record(text().max(40), itemAnswer)
    .refine((v) => Object.keys(v).length <= 20, "Too many answers."),
  /** Milestones 2–4: the written deliverable; milestone 4 also the teaching explanation. */
  written: entryPayload.optional(),
  teaching: entryPayload.optional(),
});
export type SubmitAttemptInput = z.output<typeof submitAttemptInput>;

export const roomIdParam = z.strictObject({ id: text().min(1).max(20) });
export const entryIdParam = z.strictObject({ id: z.uuid() });

// ---------- DTOs ----------

export type XpAward = {
  xpAwarded: number;
  /** The events written by this action, e.g. [{kind:'drill_completed', amount: 45}, {kind:'drill_speed', amount: 10}]. */
  events: { kind: XpEventKind; amount: number }[];
  roomXp: number;
  level: MasteryLevel;
  leveledUp: boolean;
  nextThreshold: number | null;
  /** The milestone test the member may now take (XP reached, not yet passed), or null. */
  milestoneAvailable: 1 | 2 | 3 | 4 | null;
};

export type RoomProgressDto = {
  status: RoomStatus;
  xp: number;
  level: MasteryLevel;
  milestonesPassed: number;
  lessonReadAt: string | null;
  learnCheckPassedAt: string | null;
  completedAt: string | null;
  passingEntries: number;
  drillsTaken: number;
  bestDrillPct: number | null;
  lastVisitedAt: string | null;
  /** Completion requirements not yet met (§4.8), in words the UI can list. */
  completionMissing: ("prerequisites" | "learn_check" | "passing_entry")[];
  inReview: boolean;
  nextThreshold: number | null;
  milestone: MilestoneStatusDto;
};

export type MilestoneStatusDto =
  | { state: "all_passed" }
  | { state: "locked"; number: 1 | 2 | 3 | 4; needsXp: number }
  | { state: "available"; number: 1 | 2 | 3 | 4; attemptsLeftToday: number }
  | { state: "cooling_down"; number: 1 | 2 | 3 | 4; retryAt: string };

export type PalaceFloorDto = {
  number: FloorNumber;
  roomsTotal: number;
  roomsCompleted: number;
  averageLevel: number;
  /** Overview only for this member's plan. */
  overviewOnly: boolean;
  completed: boolean;
};

export type PalaceRoomStateDto = { id: RoomId; status: RoomStatus; level: MasteryLevel; xp: number };

export type PalaceHomeDto = {
  floors: PalaceFloorDto[];
  rooms: PalaceRoomStateDto[];
  summary: {
    roomsTotal: number;
    roomsCompleted: number;
    roomsMastered: number;
    palaceXp: number;
    title: string;
    reviewsDue: number;
    nextReviewAt: string | null;
  };
  /** The room to continue in (§4.1): last worked in if not completed, else the first open, uncompleted room. */
  continueRoomId: RoomId | null;
  /** Whether the member may start the free trial (for the upgrade prompt). */
  trialAvailable: boolean;
};

export type RoomLockDto =
  { reason: "plan"; feature: string; plans: string[] } | { reason: "prerequisite"; missing: RoomId[] };

export type RoomDetailDto = {
  /** Full room unless plan-locked, then only the overview fields. */
  room: Room | RoomOverview;
  full: boolean;
  lock: RoomLockDto | null;
  progress: RoomProgressDto;
  masterTaskDeliverable: Deliverable;
  trialAvailable: boolean;
};

export type PracticeEntryDto = {
  id: string;
  roomId: RoomId;
  promptId: string | null;
  masterTaskId: string | null;
  kind: string;
  title: string;
  refs: string[];
  payload: Record<string, string | string[]>;
  status: "draft" | "checked";
  verdict: "pass" | "partial" | "fail" | null;
  feedback: string[];
  firstPassedAt: string | null;
  createdAt: string;
  updatedAt: string;
};

export type SaveEntryResultDto = {
  entry: PracticeEntryDto;
  judge: JudgeResult | null;
  award: XpAward | null;
};

export type AttemptItemDto =
  | { id: string; type: "single" | "multi"; prompt: string; options: string[] }
  | { id: string; type: "order"; prompt: string; items: string[] }
  | { id: string; type: "match"; prompt: string; left: string[]; right: string[] }
  | { id: string; type: "short" | "reference"; prompt: string }
  | { id: string; type: "numeric"; prompt: string; unit?: string };

export type StartAttemptDto = {
  attemptId: string;
  kind: "learn_check" | "drill" | "milestone";
  milestoneNo: number | null;
  items: AttemptItemDto[];
  startedAt: string;
  expiresAt: string;
  /** Milestones 2–4: the written part (the room's deliverable, and for test 4 the teaching explanation). */
  written: { deliverable: Deliverable; passage: string | null } | null;
  teaching: Deliverable | null;
};

export type AttemptResultDto = {
  attemptId: string;
  score: number;
  maxScore: number;
  pct: number;
  passed: boolean;
  expired: boolean;
  items: { id: string; correct: boolean; explanation: string; correctAnswer: string }[];
  written: JudgeResult | null;
  teaching: JudgeResult | null;
  award: XpAward | null;
  progress: RoomProgressDto;
};

// ---------- Review (the app-wide FSRS queue; palace subjects room_core and room_identify) ----------

export const reviewSubjectType = z.enum(["room_core", "room_identify"]);
/** Every subject type in the queue; memory verses are added through /api/memory/verses, not /api/review/cards. */
export const REVIEW_SUBJECT_TYPES = ["room_core", "room_identify", "memory_verse"] as const;
export type ReviewSubjectType = (typeof REVIEW_SUBJECT_TYPES)[number];
/** GET /api/review/queue?subject=palace|memory_verse — one area's cards only (default: all). */
export const reviewQueueQuery = z.strictObject({ subject: z.enum(["palace", "memory_verse"]).optional() });
export const addReviewCardInput = z.strictObject({
  subjectType: reviewSubjectType,
  subjectId: text().min(1).max(60),
});
export const gradeReviewInput = z.strictObject({ rating: z.enum(["again", "hard", "good", "easy"]) });
export type ReviewRating = z.output<typeof gradeReviewInput>["rating"];

export type ReviewCardDto = {
  id: string;
  subjectType: ReviewSubjectType;
  subjectId: string;
  front: string;
  back: string;
  dueAt: string;
  reps: number;
  /** Cards of plan-locked rooms are paused (derived, not stored). */
  paused: boolean;
};

export type ReviewQueueDto = {
  due: ReviewCardDto[];
  dueCount: number;
  nextDueAt: string | null;
  total: number;
};
export type GradeResultDto = { card: ReviewCardDto; award: XpAward | null };
