import { CourseScreen } from "@client/features/courses/components/course-screen";

/** The course page of `revelation` (screens.md §7): the shared course engine. */
export function RevelationCoursePage() {
  return <CourseScreen baseCourseId="revelation" />;
}
