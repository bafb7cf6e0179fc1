// Study days and streaks (screens.md "Study day"; data-model.md §3 `activity_days`, `streaks`). A study day is a
// calendar day in the member's time zone with any study activity; the events that make one call `recordStudyDay`
// in their own transaction. Streaks count consecutive days; a missed day starts the current run again, and the
// longest is never lowered, so a streak badge, compared with the longest, is never lost.
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "@server/db/client";
import { activityDays, profiles, streaks } from "@server/db/schema";
import { addDays, localDateOf } from "@server/modules/challenges/rotation";
import { updateCounters } from "./progress";

export type StudyDayKinds = { study?: boolean; memory?: boolean; challenge?: boolean };
type StreakKind = "study" | "memory" | "challenge";

export type StreakRun = { current: number; longest: number; lastDay: string | null };

/**
 * The run after activity on `day`: the same day changes nothing, the next day extends it, a later one starts a new
 * run of 1. A day before the last one (a clock set back) changes nothing either.
 */
export function nextStreak(previous: StreakRun, day: string): StreakRun {
  const { lastDay } = previous;
  if (lastDay !== null && day <= lastDay) return previous;
  const current = lastDay !== null && addDays(lastDay, 1) === day ? previous.current + 1 : 1;
  return { current, longest: Math.max(previous.longest, current), lastDay: day };
}

async function advanceStreak(tx: Db, userId: string, kind: StreakKind, day: string): Promise<void> {
  await tx.insert(streaks).values({ userId, kind }).onConflictDoNothing();
  const [row] = await tx
    .select({ current: streaks.current, longest: streaks.longest, lastDay: streaks.lastDay })
    .from(streaks)
    .where(and(eq(streaks.userId, userId), eq(streaks.kind, kind)))
    .for("update");
  const previous = row ?? { current: 0, longest: 0, lastDay: null };
  const next = nextStreak(previous, day);
  if (next === previous) return;
  await tx
    .update(streaks)
    .set(next)
    .where(and(eq(streaks.userId, userId), eq(streaks.kind, kind)));
}

/**
 * Marks today (the member's local day) as a study day of these kinds, advances their streaks and re-checks the
 * streak badges. Call it in the transaction of the event that made the day.
 */
export async function recordStudyDay(tx: Db, userId: string, kinds: StudyDayKinds, now: Date): Promise<void> {
  const marked = (["study", "memory", "challenge"] as const).filter((kind) => kinds[kind]);
  if (marked.length === 0) return;
  const [profile] = await tx
    .select({ timeZone: profiles.timeZone })
    .from(profiles)
    .where(eq(profiles.userId, userId));
  if (!profile) return;
  const day = localDateOf(now, profile.timeZone);
  await tx
    .insert(activityDays)
    .values({
      userId,
      day,
      study: Boolean(kinds.study),
      memory: Boolean(kinds.memory),
      challenge: Boolean(kinds.challenge),
    })
    .onConflictDoUpdate({
      target: [activityDays.userId, activityDays.day],
      set: {
        study: sql`${activityDays.study} or excluded.study`,
        memory: sql`${activityDays.memory} or excluded.memory`,
        challenge: sql`${activityDays.challenge} or excluded.challenge`,
      },
    });
  for (const kind of marked) await advanceStreak(tx, userId, kind, day);
  if (kinds.study) await updateCounters(tx, userId, ["longest_study_streak"], now);
}

/**
 * Records a study day and moves the counters of one event, in its transaction: what most hooks need in one call.
 * `kinds` defaults to a plain study day.
 */
export async function recordStudy(
  tx: Db,
  userId: string,
  counters: Parameters<typeof updateCounters>[2],
  now: Date,
  kinds: StudyDayKinds = { study: true },
): Promise<void> {
  await updateCounters(tx, userId, counters, now);
  await recordStudyDay(tx, userId, kinds, now);
}
