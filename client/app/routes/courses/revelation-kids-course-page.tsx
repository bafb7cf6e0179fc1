import { CourseScreen } from "@client/features/courses/components/course-screen";

/** The course page of `revelation-kids` (screens.md §7): the shared course engine. */
export function RevelationKidsCoursePage() {
  return <CourseScreen baseCourseId="revelation-kids" />;
}
