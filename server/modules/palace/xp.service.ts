// The one writer of palace XP (palace.md §4.6): appends to the xp_events ledger with an idempotency key, applies
// the daily caps, and updates the room's cached XP and level in the caller's transaction. No endpoint passes an
// amount or a user id in: callers derive both from the act and the session.
import {
  levelFor,
  type MasteryLevel,
  milestoneUnlocked,
  nextMilestone,
  nextThreshold,
  XP,
  XP_CAPS,
  type XpEventKind,
} from "@common/domain/palace-mastery";
import type { XpAward } from "@common/schemas/palace";
import type { Db } from "@server/db/client";
import { recordStudy } from "@server/modules/achievements/activity";
import { addPoints } from "@server/modules/points/points.queries";
import { localDayStart } from "./local-day";
import {
  findTimeZone,
  insertXpEvent,
  lockProgress,
  type RoomProgressRow,
  updateProgress,
  xpEventTotals,
} from "./palace.queries";

export type XpGrant = { kind: XpEventKind; amount: number; dedupeKey: string; sourceId?: string };

export type AwardInput = {
  userId: string;
  roomId: string;
  now: Date;
  grants: XpGrant[];
  /** Other room_progress columns to change in the same update (e.g. lesson_read_at, milestones_passed). */
  patch?: (row: RoomProgressRow) => Partial<Omit<RoomProgressRow, "userId" | "roomId" | "xp" | "level">>;
};

export type AwardOutcome = { award: XpAward; progress: RoomProgressRow };

/** The achievement counters a palace act can move (screens.md §3.10). */
const PALACE_COUNTERS = [
  "rooms_completed",
  "floors_completed",
  "milestones_passed",
  "rooms_mastered",
  "drills_completed",
  "perfect_drills",
] as const;

const DRILL_KINDS: readonly XpEventKind[] = ["drill_completed", "drill_perfect", "drill_speed"];

/** Drops the grants a daily cap forbids (caps are counted in the member's local day). */
async function withinCaps(tx: Db, input: AwardInput, grants: XpGrant[]): Promise<XpGrant[]> {
  const kinds = new Set(grants.map((grant) => grant.kind));
  if (!kinds.has("practice_passed") && !kinds.has("drill_completed") && !kinds.has("review_graded"))
    return grants;
  const since = localDayStart(input.now, await findTimeZone(tx, input.userId));
  let kept = grants;
  if (kinds.has("practice_passed")) {
    const today = await xpEventTotals(tx, {
      userId: input.userId,
      roomId: input.roomId,
      kind: "practice_passed",
      since,
    });
    if (today.count >= XP_CAPS.practicePassedPerRoomPerDay)
      kept = kept.filter((grant) => grant.kind !== "practice_passed");
  }
  if (kinds.has("drill_completed")) {
    const today = await xpEventTotals(tx, {
      userId: input.userId,
      roomId: input.roomId,
      kind: "drill_completed",
      since,
    });
    if (today.count >= XP_CAPS.drillsWithXpPerRoomPerDay)
      kept = kept.filter((grant) => !DRILL_KINDS.includes(grant.kind));
  }
  if (kinds.has("review_graded")) {
    const today = await xpEventTotals(tx, { userId: input.userId, kind: "review_graded", since });
    const room = Math.max(0, XP_CAPS.reviewXpPerDay - today.amount);
    kept = kept.flatMap((grant) =>
      grant.kind !== "review_graded"
        ? [grant]
        : room <= 0
          ? []
          : [{ ...grant, amount: Math.min(grant.amount, room) }],
    );
  }
  return kept;
}

export function milestoneAvailableFor(xp: number, milestonesPassed: number): XpAward["milestoneAvailable"] {
  const next = nextMilestone(milestonesPassed);
  return next !== null && milestoneUnlocked(xp, next) ? next : null;
}

/**
 * Awards XP for one act. Call inside a transaction: the room's progress row is locked first, so concurrent
 * awards for a room queue up and see each other's caps. Grants whose dedupe key is already in the ledger are
 * skipped (a retry never awards twice); the level is recomputed from XP and milestones (never dropping).
 */
export async function awardXp(tx: Db, input: AwardInput): Promise<AwardOutcome> {
  const before = await lockProgress(tx, input.userId, input.roomId, input.now);
  const allowed = await withinCaps(
    tx,
    input,
    input.grants.filter((grant) => grant.amount > 0),
  );
  const written: { kind: XpEventKind; amount: number }[] = [];
  for (const grant of allowed) {
    const inserted = await insertXpEvent(tx, {
      userId: input.userId,
      roomId: input.roomId,
      kind: grant.kind,
      amount: grant.amount,
      sourceId: grant.sourceId ?? null,
      dedupeKey: grant.dedupeKey,
      createdAt: input.now,
    });
    if (inserted) written.push({ kind: grant.kind, amount: grant.amount });
  }
  const xpAwarded = written.reduce((sum, event) => sum + event.amount, 0);
  await addPoints(tx, input.userId, xpAwarded);
  const patch = input.patch?.(before) ?? {};
  const xp = before.xp + xpAwarded;
  const milestonesPassed = patch.milestonesPassed ?? before.milestonesPassed;
  const previous = before.level as MasteryLevel;
  const level = levelFor(xp, milestonesPassed, previous);
  const progress = await updateProgress(tx, input.userId, input.roomId, {
    ...patch,
    xp,
    level,
    lastActivityAt: input.now,
    updatedAt: input.now,
  });
  // Every palace act (lesson, check, entry, drill, test, review) makes a study day and may move a palace badge.
  await recordStudy(tx, input.userId, PALACE_COUNTERS, input.now);
  return {
    award: {
      xpAwarded,
      events: written,
      roomXp: xp,
      level,
      leveledUp: level > previous,
      nextThreshold: nextThreshold(level),
      milestoneAvailable: milestoneAvailableFor(xp, milestonesPassed),
    },
    progress,
  };
}

/** drill_completed 25 + ⌊25 × score ÷ max⌋, +50 for a perfect drill, +10 for speed (§4.6). */
export function drillGrants(attemptId: string, score: number, maxScore: number, fast: boolean): XpGrant[] {
  const grants: XpGrant[] = [
    {
      kind: "drill_completed",
      amount:
        XP.drill_completed_base + Math.floor((XP.drill_completed_max_bonus * score) / Math.max(1, maxScore)),
      dedupeKey: `drill:${attemptId}`,
      sourceId: attemptId,
    },
  ];
  if (maxScore > 0 && score === maxScore) {
    grants.push({
      kind: "drill_perfect",
      amount: XP.drill_perfect,
      dedupeKey: `drill_perfect:${attemptId}`,
      sourceId: attemptId,
    });
  }
  if (fast)
    grants.push({
      kind: "drill_speed",
      amount: XP.drill_speed,
      dedupeKey: `drill_speed:${attemptId}`,
      sourceId: attemptId,
    });
  return grants;
}
