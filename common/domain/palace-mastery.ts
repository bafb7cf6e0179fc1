// Mastery rules shared by server and client (palace.md §4.6–4.10): XP amounts, level thresholds, milestone tests,
// palace titles. The server is the only writer of XP; the client uses these to label what the server reports.

export const XP = {
  lesson_read: 10,
  learn_check_passed: 20,
  practice_passed: 15,
  master_task_passed: 25,
  drill_completed_base: 25,
  drill_completed_max_bonus: 25,
  drill_perfect: 50,
  drill_speed: 10,
  review_graded: 5,
  milestone_passed: [50, 75, 100, 150] as const,
  room_completed: 50,
} as const;

export const XP_CAPS = {
  practicePassedPerRoomPerDay: 3,
  drillsWithXpPerRoomPerDay: 5,
  reviewXpPerDay: 50,
} as const;

export type XpEventKind =
  | "lesson_read"
  | "learn_check_passed"
  | "practice_passed"
  | "master_task_passed"
  | "drill_completed"
  | "drill_perfect"
  | "drill_speed"
  | "review_graded"
  | "milestone_passed"
  | "room_completed";

export type MasteryLevel = 1 | 2 | 3 | 4 | 5;

export const LEVELS: readonly { level: MasteryLevel; title: string; threshold: number; badge: string }[] = [
  { level: 1, title: "Novice", threshold: 0, badge: "slate" },
  { level: 2, title: "Apprentice", threshold: 100, badge: "blue" },
  { level: 3, title: "Practitioner", threshold: 350, badge: "purple" },
  { level: 4, title: "Expert", threshold: 850, badge: "amber" },
  { level: 5, title: "Master", threshold: 1850, badge: "gold" },
];

export function levelTitle(level: MasteryLevel): string {
  return LEVELS[level - 1]!.title;
}

/** The highest level L with xp ≥ threshold(L) and milestone test L−1 passed. Levels never drop (§4.7). */
export function levelFor(
  xp: number,
  milestonesPassed: number,
  previousLevel: MasteryLevel = 1,
): MasteryLevel {
  let level: MasteryLevel = 1;
  for (const row of LEVELS) {
    if (xp >= row.threshold && milestonesPassed >= row.level - 1) level = row.level;
  }
  return Math.max(level, previousLevel) as MasteryLevel;
}

/** XP needed for the next level, or null at level 5. */
export function nextThreshold(level: MasteryLevel): number | null {
  return level < 5 ? LEVELS[level]!.threshold : null;
}

/** Milestone test N (1–4) unlocks level N+1; it is available once XP reaches that level's threshold. */
export const MILESTONES = [
  { number: 1, unlocks: 2, items: 10, tiers: [1, 2], written: "none", minutes: 15, passPct: 80 },
  { number: 2, unlocks: 3, items: 10, tiers: [1, 2, 3], written: "mini", minutes: 20, passPct: 80 },
  { number: 3, unlocks: 4, items: 10, tiers: [2, 3, 4], written: "full", minutes: 25, passPct: 80 },
  { number: 4, unlocks: 5, items: 12, tiers: [3, 4], written: "full+teaching", minutes: 30, passPct: 85 },
] as const;
export type MilestoneNumber = 1 | 2 | 3 | 4;

/** The milestone the member may take next: passed tests come in order; null when all four are passed. */
export function nextMilestone(milestonesPassed: number): MilestoneNumber | null {
  return milestonesPassed >= 4 ? null : ((milestonesPassed + 1) as MilestoneNumber);
}

export function milestoneUnlocked(xp: number, milestoneNumber: MilestoneNumber): boolean {
  return xp >= LEVELS[milestoneNumber]!.threshold;
}

export const MILESTONE_COOLDOWN_MS = 60 * 60 * 1000;
export const MILESTONE_ATTEMPTS_PER_DAY = 3;
export const LEARN_CHECK = { items: 5, pass: 4, minutes: 10 } as const;
export const DRILL = { items: 5, secondsPerItem: 30, speedBonusPct: 80 } as const;

/** Palace titles by rooms at level 5 (§4.10). */
export function palaceTitle(roomsMastered: number): string {
  if (roomsMastered >= 38) return "Black Master";
  if (roomsMastered >= 28) return "White Master";
  if (roomsMastered >= 19) return "Purple Master";
  if (roomsMastered >= 10) return "Gold Master";
  if (roomsMastered >= 4) return "Red Master";
  if (roomsMastered >= 1) return "Blue Master";
  return "Aspiring Scholar";
}

export type RoomStatus = "plan-locked" | "needs-prerequisite" | "not-started" | "in-progress" | "completed";
