import type { KidsDayLesson } from "@common/schemas/course-content";

/** The Phototheology Course, Ages 13–16 track (screens.md §7.2). */
export const phototheologyDays13to16: readonly KidsDayLesson[] = [];
