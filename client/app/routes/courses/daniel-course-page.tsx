import { CourseScreen } from "@client/features/courses/components/course-screen";

/** The course page of `daniel` (screens.md §7): the shared course engine. */
export function DanielCoursePage() {
  return <CourseScreen baseCourseId="daniel" />;
}
