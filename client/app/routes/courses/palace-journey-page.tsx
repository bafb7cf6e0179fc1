import { CourseScreen } from "@client/features/courses/components/course-screen";

/** The course page of `palace-journey` (screens.md §7): the shared course engine. */
export function PalaceJourneyPage() {
  return <CourseScreen baseCourseId="palace-journey" />;
}
