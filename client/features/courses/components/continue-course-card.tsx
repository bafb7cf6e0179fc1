import { GraduationCap } from "lucide-react";
import { Link } from "react-router";
import type { CourseSummaryDto } from "@common/schemas/courses";
import { Card } from "@client/components/ui/card";
import { RetryAlert } from "@client/components/ui/retry-alert";
import { Skeleton } from "@client/components/ui/skeleton";
import { useCourses } from "@client/features/courses/api/get-courses";
import { trackParamOf } from "@client/features/courses/lib/course-address";
import { CourseProgress } from "./course-progress";

const lessonHref = (course: CourseSummaryDto, lessonNo: number) => {
  const track = trackParamOf(course.id);
  return `${course.path}?lesson=${lessonNo}${track && track !== "adult" ? `&track=${track}` : ""}`;
};

/**
 * Dashboard, Continue learning (screens.md §3.2 widget 6, §7.0 Resume): the next incomplete lesson of the course
 * opened most recently; with none started, a way into the courses.
 */
export function ContinueCourseCard() {
  const courses = useCourses();
  if (courses.isPending) return <Skeleton className="h-36 w-full" />;
  if (courses.isError)
    return (
      <RetryAlert message="Couldn't load this" onRetry={() => courses.refetch()} busy={courses.isFetching} />
    );
  const recent = courses.data.courses
    .filter((course) => course.lastAccessedAt && course.upNext !== null)
    .sort((a, b) => Date.parse(b.lastAccessedAt!) - Date.parse(a.lastAccessedAt!))[0];
  return (
    <Card className="space-y-3 p-6">
      <h2 className="flex items-center gap-2 text-xl font-semibold text-night">
        <GraduationCap className="size-5" aria-hidden="true" /> Continue learning
      </h2>
      {recent ? (
        <>
          <p className="text-stone-700">{recent.title}</p>
          <CourseProgress done={recent.done} total={recent.lessonCount} percent={recent.percent} />
          <Link
            to={lessonHref(recent, recent.upNext!)}
            className="inline-flex rounded-md bg-amber-700 px-3 py-1.5 text-sm font-medium text-white hover:bg-amber-800"
          >
            Continue with lesson {recent.upNext}
          </Link>
        </>
      ) : (
        <>
          <p className="text-stone-700">Start a course — lesson 1 of every course is open to you.</p>
          <div className="flex flex-wrap gap-2">
            <Link
              to="/blueprint-course"
              className="rounded-md border border-stone-300 px-3 py-1.5 text-sm hover:bg-stone-50"
            >
              The Blueprint Course
            </Link>
            <Link
              to="/phototheology-course"
              className="rounded-md border border-stone-300 px-3 py-1.5 text-sm hover:bg-stone-50"
            >
              Phototheology Course
            </Link>
          </div>
        </>
      )}
    </Card>
  );
}
