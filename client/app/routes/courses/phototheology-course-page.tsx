import { CourseScreen } from "@client/features/courses/components/course-screen";

/** The course page of `phototheology` (screens.md §7): the shared course engine. */
export function PhototheologyCoursePage() {
  return <CourseScreen baseCourseId="phototheology" />;
}
