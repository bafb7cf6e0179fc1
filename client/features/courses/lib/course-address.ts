// The course page's address (screens.md §7.0): `?lesson={n}` for a shareable lesson and `&track=` for an age track
// of the Phototheology Course. Pure functions over URLSearchParams, so the page and its tests agree.
import type { CourseIdDto, CourseSectionDto } from "@common/schemas/courses";

/** Track values in the URL ↔ the track's course id. */
export const trackCourseIds: Readonly<Record<string, CourseIdDto>> = {
  adult: "phototheology",
  "5-8": "phototheology-5-8",
  "9-12": "phototheology-9-12",
  "13-16": "phototheology-13-16",
};

export const trackParamOf = (courseId: string): string | null =>
  Object.entries(trackCourseIds).find(([, id]) => id === courseId)?.[0] ?? null;

/** The course the address names: the base course, or one of its age tracks. */
export function courseIdFrom(base: CourseIdDto, params: URLSearchParams): CourseIdDto {
  if (base !== "phototheology") return base;
  return trackCourseIds[params.get("track") ?? "adult"] ?? base;
}

/** `?lesson=` as a positive whole number, else null (opens the member's last lesson, else lesson 1). */
export function lessonFrom(params: URLSearchParams): number | null {
  const raw = params.get("lesson");
  if (!raw || !/^\d{1,3}$/.test(raw)) return null;
  const n = Number(raw);
  return n >= 1 ? n : null;
}

export function lessonParams(current: URLSearchParams, lessonNo: number, courseId?: string): URLSearchParams {
  const next = new URLSearchParams(current);
  next.set("lesson", String(lessonNo));
  if (courseId !== undefined) {
    const track = trackParamOf(courseId);
    if (track && track !== "adult") next.set("track", track);
    else next.delete("track");
  }
  return next;
}

/** The first incomplete lesson at or after `from`, else the first incomplete before it; null when all are done. */
export function nextIncomplete(sections: CourseSectionDto[], from: number): number | null {
  const lessons = sections.flatMap((section) => section.lessons);
  const open = lessons.filter((lesson) => !lesson.completed).map((lesson) => lesson.number);
  return open.find((n) => n >= from) ?? open[0] ?? null;
}
