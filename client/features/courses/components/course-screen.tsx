import { useEffect } from "react";
import { Link, useSearchParams } from "react-router";
import type { EntitlementKey } from "@common/policies/entitlements";
import type { CourseIdDto } from "@common/schemas/courses";
import { UpgradePrompt } from "@client/components/upgrade-prompt";
import { RetryAlert } from "@client/components/ui/retry-alert";
import { Skeleton } from "@client/components/ui/skeleton";
import { useCourse } from "@client/features/courses/api/get-course";
import {
  courseIdFrom,
  lessonFrom,
  lessonParams,
  nextIncomplete,
  trackParamOf,
} from "@client/features/courses/lib/course-address";
import { courseNotesOf } from "@client/features/courses/lib/course-notes";
import { useMyAccess } from "@client/lib/api/get-my-access";
import { cn } from "@client/lib/cn";
import { useDocumentTitle } from "@client/lib/page-title";
import { CourseNavigator } from "./course-navigator";
import { CourseProgress } from "./course-progress";
import { LessonPanel } from "./lesson-panel";

function CourseSkeleton() {
  return (
    <div className="grid gap-6 lg:grid-cols-[18rem_1fr]" aria-busy="true" aria-label="Loading the course">
      <div className="space-y-2">
        {Array.from({ length: 8 }, (_, i) => (
          <Skeleton key={i} className="h-6 w-full" />
        ))}
      </div>
      <div className="space-y-4">
        <Skeleton className="h-8 w-2/3" />
        <Skeleton className="h-48 w-full" />
      </div>
    </div>
  );
}

/**
 * Every course page (screens.md §7.0): header with progress, age tracks where the course has them, the navigator,
 * the lesson from `?lesson=` (else the member's last lesson, else 1), and Previous / Next. One component for all
 * courses; each lesson shape renders itself.
 */
export function CourseScreen({ baseCourseId }: { baseCourseId: CourseIdDto }) {
  const [params, setParams] = useSearchParams();
  const courseId = courseIdFrom(baseCourseId, params);
  const course = useCourse(courseId);
  const access = useMyAccess();
  const wanted = lessonFrom(params);
  const lessonCount = course.data?.lessonCount ?? 0;
  const lessonNo = course.data
    ? Math.min(Math.max(wanted ?? course.data.lastLessonNo ?? 1, 1), Math.max(lessonCount, 1))
    : null;
  useDocumentTitle(course.data?.title ?? "Course");

  // Opening a course without ?lesson= writes the lesson it opened, so the address is shareable.
  useEffect(() => {
    if (lessonNo !== null && wanted !== lessonNo)
      setParams((current) => lessonParams(current, lessonNo), { replace: true });
  }, [lessonNo, wanted, setParams]);

  const open = (n: number) => {
    setParams((current) => lessonParams(current, n));
    window.scrollTo({ top: 0 });
  };
  const switchTrack = (id: CourseIdDto) => {
    const next = new URLSearchParams();
    const track = trackParamOf(id);
    if (track && track !== "adult") next.set("track", track);
    setParams(next);
  };
  const notes = courseNotesOf(courseId);
  // "Up next": the next incomplete lesson from the one open now (wrapping), so it follows the reader at once.
  const upNext = course.data && lessonNo !== null ? nextIncomplete(course.data.sections, lessonNo) : null;
  const navigator = course.data && lessonNo !== null && (
    <CourseNavigator
      sections={course.data.sections}
      current={lessonNo}
      upNext={upNext}
      numberLabel="Lesson"
      onOpen={open}
    />
  );

  return (
    <main className="mx-auto max-w-6xl space-y-6 px-4 py-8">
      {course.isError && (
        <RetryAlert
          message="Couldn't load this course."
          onRetry={() => course.refetch()}
          busy={course.isFetching}
        />
      )}
      {course.isPending && <CourseSkeleton />}
      {course.data && lessonNo !== null && (
        <>
          <header className="space-y-3">
            <h1 className="text-3xl font-bold text-stone-900">{course.data.title}</h1>
            <p className="text-stone-600">{course.data.description}</p>
            <CourseProgress
              done={course.data.done}
              total={course.data.lessonCount}
              percent={course.data.percent}
            />
            {course.data.lock?.reason === "plan" && (
              // Lesson 1 is every plan's preview; the prompt says at once what opens the rest.
              <UpgradePrompt
                feature={course.data.lock.feature as EntitlementKey}
                trialUsed={access.data?.access.trialUsed}
              />
            )}
            {upNext !== null && upNext !== lessonNo && (
              <button
                type="button"
                className="text-sm font-medium text-sky-800 underline underline-offset-2"
                onClick={() => open(upNext)}
              >
                Up next: lesson {upNext}
              </button>
            )}
            {course.data.tracks.length > 1 && (
              <div role="group" aria-label="Age tracks" className="flex flex-wrap gap-2">
                {course.data.tracks.map((track) => (
                  <button
                    key={track.id}
                    type="button"
                    aria-pressed={track.id === courseId}
                    onClick={() => switchTrack(track.id)}
                    className={cn(
                      "rounded-full border px-3 py-1 text-sm",
                      track.id === courseId
                        ? "border-amber-600 bg-amber-600 text-white"
                        : "border-stone-300 text-stone-700 hover:bg-stone-100",
                    )}
                  >
                    {track.label}
                    {track.done > 0 && <span className="ml-1 opacity-80">· {track.done} done</span>}
                  </button>
                ))}
              </div>
            )}
          </header>
          <div className="grid gap-8 lg:grid-cols-[18rem_1fr]">
            <aside className="space-y-6 lg:order-none">
              {/* Phones: the lesson first, the list folded away; wide screens: the list beside the lesson. */}
              <details className="rounded-lg border border-stone-200 bg-white p-2 lg:hidden">
                <summary className="cursor-pointer px-2 py-1 text-sm font-semibold text-stone-700">
                  All lessons ({course.data.done} of {course.data.lessonCount} completed)
                </summary>
                <div className="max-h-[60vh] overflow-y-auto pt-2">{navigator}</div>
              </details>
              <div className="hidden max-h-[75vh] overflow-y-auto rounded-lg border border-stone-200 bg-white p-2 lg:block">
                {navigator}
              </div>
              {notes && (
                <>
                  <section className="rounded-lg border border-stone-200 bg-white p-4 text-sm">
                    <h2 className="mb-2 font-semibold text-stone-900">Course goals</h2>
                    <ul className="list-disc space-y-1 pl-5 text-stone-700">
                      {notes.goals.map((goal) => (
                        <li key={goal}>{goal}</li>
                      ))}
                    </ul>
                  </section>
                  <section className="rounded-lg border border-stone-200 bg-white p-4 text-sm">
                    <h2 className="mb-2 font-semibold text-stone-900">Daily structure</h2>
                    <ol className="list-decimal space-y-1 pl-5 text-stone-700">
                      {notes.structure.map((step) => (
                        <li key={step}>{step}</li>
                      ))}
                    </ol>
                  </section>
                </>
              )}
            </aside>
            <LessonPanel
              key={`${courseId}:${lessonNo}`}
              course={course.data}
              lessonNo={lessonNo}
              onOpen={open}
              trialUsed={access.data?.access.trialUsed}
            />
          </div>
          <p className="text-sm text-stone-500">
            <Link to="/certificates" className="underline underline-offset-2">
              Your certificates
            </Link>
          </p>
        </>
      )}
    </main>
  );
}
