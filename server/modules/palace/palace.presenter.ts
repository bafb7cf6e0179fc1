import {
  MILESTONE_ATTEMPTS_PER_DAY,
  MILESTONE_COOLDOWN_MS,
  LEVELS,
  type MasteryLevel,
  milestoneUnlocked,
  nextMilestone,
  nextThreshold,
  type RoomStatus,
} from "@common/domain/palace-mastery";
import type { MilestoneStatusDto, PracticeEntryDto, RoomProgressDto } from "@common/schemas/palace";
import type { Room, RoomId } from "@common/content/palace/types";
import type { AttemptRow, PracticeEntryRow, RoomProgressRow } from "./palace.queries";

const iso = (value: Date | null | undefined) => (value ? value.toISOString() : null);

/** Answers submitted this long after expires_at still count (network and clock slack). */
export const SUBMIT_GRACE_MS = 30_000;

/** When a milestone attempt failed: its submission, or its expiry when it was never submitted. */
function failedAt(attempt: AttemptRow, now: Date): Date | null {
  if (attempt.verdict === "fail") return attempt.submittedAt ?? attempt.expiresAt;
  if (attempt.submittedAt === null && attempt.expiresAt.getTime() + SUBMIT_GRACE_MS < now.getTime())
    return attempt.expiresAt;
  return null;
}

/**
 * The milestone state (§4.4–4.5): passed tests come in order; test N needs the XP of level N+1; after a fail
 * wait an hour; at most 3 attempts per test per local day. `attempts` = this room's attempts at test N.
 */
export function milestoneStatus(
  progress: Pick<RoomProgressRow, "xp" | "milestonesPassed"> | undefined,
  attempts: readonly AttemptRow[],
  now: Date,
  dayStart: Date,
  nextDayStart: Date,
): MilestoneStatusDto {
  const xp = progress?.xp ?? 0;
  const number = nextMilestone(progress?.milestonesPassed ?? 0);
  if (number === null) return { state: "all_passed" };
  if (!milestoneUnlocked(xp, number))
    return { state: "locked", number, needsXp: LEVELS[number]!.threshold - xp };
  const lastFailure = attempts.map((attempt) => failedAt(attempt, now)).find((at) => at !== null) ?? null;
  if (lastFailure && lastFailure.getTime() + MILESTONE_COOLDOWN_MS > now.getTime()) {
    return {
      state: "cooling_down",
      number,
      retryAt: new Date(lastFailure.getTime() + MILESTONE_COOLDOWN_MS).toISOString(),
    };
  }
  const today = attempts.filter((attempt) => attempt.startedAt.getTime() >= dayStart.getTime()).length;
  if (today >= MILESTONE_ATTEMPTS_PER_DAY)
    return { state: "cooling_down", number, retryAt: nextDayStart.toISOString() };
  return { state: "available", number, attemptsLeftToday: MILESTONE_ATTEMPTS_PER_DAY - today };
}

export function completionMissing(
  progress: RoomProgressRow | undefined,
  missingPrereqs: readonly RoomId[],
): RoomProgressDto["completionMissing"] {
  const missing: RoomProgressDto["completionMissing"] = [];
  if (missingPrereqs.length > 0) missing.push("prerequisites");
  if (!progress?.learnCheckPassedAt) missing.push("learn_check");
  if ((progress?.passingEntries ?? 0) === 0) missing.push("passing_entry");
  return missing;
}

/** plan-locked → completed → needs-prerequisite → in-progress → not-started. */
export function roomStatus(
  progress: RoomProgressRow | undefined,
  planLocked: boolean,
  missingPrereqs: readonly RoomId[],
): RoomStatus {
  if (planLocked) return "plan-locked";
  if (progress?.completedAt) return "completed";
  if (missingPrereqs.length > 0) return "needs-prerequisite";
  if (progress && (progress.lessonReadAt || progress.lastActivityAt || progress.xp > 0)) return "in-progress";
  return "not-started";
}

export function presentProgress(input: {
  room: Room;
  progress: RoomProgressRow | undefined;
  status: RoomStatus;
  missingPrereqs: readonly RoomId[];
  inReview: boolean;
  milestone: MilestoneStatusDto;
}): RoomProgressDto {
  const { progress } = input;
  const level = (progress?.level ?? 1) as MasteryLevel;
  return {
    status: input.status,
    xp: progress?.xp ?? 0,
    level,
    milestonesPassed: progress?.milestonesPassed ?? 0,
    lessonReadAt: iso(progress?.lessonReadAt),
    learnCheckPassedAt: iso(progress?.learnCheckPassedAt),
    completedAt: iso(progress?.completedAt),
    passingEntries: progress?.passingEntries ?? 0,
    drillsTaken: progress?.drillsTaken ?? 0,
    bestDrillPct: progress?.bestDrillPct ?? null,
    lastVisitedAt: iso(progress?.lastVisitedAt),
    completionMissing: completionMissing(progress, input.missingPrereqs),
    inReview: input.inReview,
    nextThreshold: nextThreshold(level),
    milestone: input.milestone,
  };
}

export function presentEntry(row: PracticeEntryRow): PracticeEntryDto {
  return {
    id: row.id,
    roomId: row.roomId as RoomId,
    promptId: row.promptId,
    masterTaskId: row.masterTaskId,
    kind: row.kind,
    title: row.title,
    refs: row.refs,
    payload: row.payload,
    status: row.status,
    verdict: row.verdict,
    feedback: row.feedback,
    firstPassedAt: iso(row.firstPassedAt),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
