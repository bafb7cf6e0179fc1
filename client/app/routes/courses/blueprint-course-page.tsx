import { CourseScreen } from "@client/features/courses/components/course-screen";

/** The course page of `blueprint` (screens.md §7): the shared course engine. */
export function BlueprintCoursePage() {
  return <CourseScreen baseCourseId="blueprint" />;
}
