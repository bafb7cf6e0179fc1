// Who may open which lessons (screens.md §7.0 "Plan access"): lesson 1 of every course is open to everyone
// (`courses.preview`); the rest needs the course's feature. Essential's `courses.choice` is one family — Daniel or
// Revelation (the kids course belongs to Revelation) — chosen by the member and changeable every 30 days; the
// other family's progress stays visible but read-only.
import { hasFeature, inclusion, plansIncluding } from "@common/policies/entitlements";
import type { CourseLock } from "@common/schemas/courses";
import type { ActorAccess } from "@server/modules/access/access.service";
import type { Course } from "./catalogue";

export interface ChoiceRow {
  family: "daniel" | "revelation";
  chosenAt: Date;
  changeableAfter: Date;
}

/** Whether the member's plan includes exactly one choice family (Essential), rather than both or none. */
export function choiceApplies(access: ActorAccess): boolean {
  return inclusion(access.access, "courses.choice", { isAdmin: access.isAdmin }).access === "limited";
}

export function lockOf(course: Course, access: ActorAccess, choice: ChoiceRow | null): CourseLock {
  const options = { isAdmin: access.isAdmin };
  if (!hasFeature(access.access, course.feature, options))
    return { reason: "plan", feature: course.feature, plans: plansIncluding(course.feature) };
  if (!course.family || !choiceApplies(access)) return null;
  if (!choice) return { reason: "choice_needed", family: course.family };
  if (choice.family === course.family) return null;
  return {
    reason: "other_choice",
    family: course.family,
    chosen: choice.family,
    changeableAfter: choice.changeableAfter.toISOString(),
  };
}

/** Lesson 1 is the preview everyone may read; any other lesson needs the course open. */
export const lessonOpen = (lock: CourseLock, lessonNo: number) => lessonNo === 1 || lock === null;
