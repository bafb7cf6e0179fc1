import { ChevronLeft, ChevronRight, Lock } from "lucide-react";
import { useState } from "react";
import type { CertificateDto, CourseDetailDto, CourseLock } from "@common/schemas/courses";
import type { EntitlementKey } from "@common/policies/entitlements";
import { UpgradePrompt } from "@client/components/upgrade-prompt";
import { Button } from "@client/components/ui/button";
import { RetryAlert } from "@client/components/ui/retry-alert";
import { Skeleton } from "@client/components/ui/skeleton";
import { useCompleteLesson } from "@client/features/courses/api/complete-lesson";
import { useLesson } from "@client/features/courses/api/get-lesson";
import { ApiError } from "@client/lib/api-error";
import { preferredTranslation } from "@client/lib/bible";
import { planRequiredOf } from "@client/lib/plan-required";
import { toast } from "@client/lib/toast";
import { CourseChoiceDialog } from "./course-choice-dialog";
import { CourseCompletePanel } from "./course-complete-panel";
import { LessonView } from "./lesson-view";

function LessonSkeleton() {
  return (
    <div className="space-y-4" aria-busy="true" aria-label="Loading the lesson">
      <Skeleton className="h-8 w-2/3" />
      <Skeleton className="h-24 w-full" />
      <Skeleton className="h-40 w-full" />
    </div>
  );
}

/** What stands in for a closed lesson: the plan's prompt, the family choice, or the other family's note. */
function ClosedLesson({
  lock,
  course,
  trialUsed,
}: {
  lock: Exclude<CourseLock, null>;
  course: CourseDetailDto;
  trialUsed: boolean | undefined;
}) {
  const [choosing, setChoosing] = useState(lock.reason === "choice_needed");
  if (lock.reason === "choice_needed")
    return (
      <div className="space-y-3 rounded-xl border border-amber-300 bg-amber-50 p-5">
        <p className="flex items-center gap-2 font-medium text-amber-950">
          <Lock className="size-4" aria-hidden="true" /> Your Essential plan includes one of the Daniel and
          Revelation courses.
        </p>
        <Button onClick={() => setChoosing(true)}>Choose {course.title}</Button>
        <CourseChoiceDialog
          open={choosing}
          onOpenChange={setChoosing}
          family={lock.family}
          courseTitle={course.title}
        />
      </div>
    );
  if (lock.reason === "other_choice")
    return (
      <div className="space-y-3">
        <p className="rounded-lg bg-stone-100 p-4 text-sm text-stone-700">
          Your included course is the {lock.chosen === "daniel" ? "Daniel Course" : "Revelation course"}; your
          progress here is kept and read-only. You can change your choice on your profile after{" "}
          {new Date(lock.changeableAfter).toLocaleDateString()}.
        </p>
        <UpgradePrompt feature="courses.choice" trialUsed={trialUsed} />
      </div>
    );
  return <UpgradePrompt feature={lock.feature as EntitlementKey} trialUsed={trialUsed} />;
}

/**
 * One lesson of a course (screens.md §7.0): its body, Mark complete (saved at once and final), Previous / Next, and
 * the celebration when the course is finished. Lesson 1 is open to all; a closed lesson shows why.
 */
export function LessonPanel({
  course,
  lessonNo,
  onOpen,
  trialUsed,
}: {
  course: CourseDetailDto;
  lessonNo: number;
  onOpen: (lessonNo: number) => void;
  trialUsed: boolean | undefined;
}) {
  const open = lessonNo === 1 || course.lock === null;
  const lesson = useLesson(course.id, lessonNo, preferredTranslation(), { enabled: open });
  const complete = useCompleteLesson();
  const [finished, setFinished] = useState<CertificateDto | null>(null);
  const kids = course.id === "revelation-kids";

  if (!open && course.lock) return <ClosedLesson lock={course.lock} course={course} trialUsed={trialUsed} />;
  if (lesson.isPending) return <LessonSkeleton />;
  if (lesson.isError) {
    const plan = planRequiredOf(lesson.error);
    if (plan) return <UpgradePrompt feature={plan.feature} trialUsed={trialUsed} />;
    if (lesson.error instanceof ApiError && lesson.error.code === "course_choice_required" && course.family)
      return (
        <ClosedLesson
          lock={{ reason: "choice_needed", family: course.family }}
          course={course}
          trialUsed={trialUsed}
        />
      );
    return (
      <RetryAlert
        message="This lesson couldn't be loaded"
        onRetry={() => lesson.refetch()}
        busy={lesson.isFetching}
      />
    );
  }

  const data = lesson.data;
  // The celebration after finishing here, or whenever a finished course is reopened.
  const certificate =
    finished ??
    (course.certificate && course.upNext === null
      ? { ...course.certificate, courseTitle: course.title }
      : null);
  const markComplete = () =>
    complete.mutate(
      { courseId: course.id, lessonNo },
      {
        onSuccess: (result) => {
          if (result.newlyCompleted && result.points > 0)
            toast.success(`Lesson complete! +${result.points} points`);
          if (result.courseCompleted && result.certificate) {
            setFinished(result.certificate);
            if (result.newlyCompleted)
              toast.success("Course complete! Your certificate is ready.", {
                description: result.certificate.courseTitle,
                action: {
                  label: "View",
                  onClick: () => window.location.assign(`/certificates/${result.certificate!.id}`),
                },
              });
          }
        },
        onError: () => toast.error("Not saved — try again"),
      },
    );

  return (
    <article className="space-y-6" aria-labelledby="lesson-title">
      <header className="space-y-1">
        <p className="text-sm font-medium text-stone-500">{kids ? `Lesson ${data.number}` : data.section}</p>
        <h2 id="lesson-title" className="text-2xl font-bold text-stone-900">
          {data.title}
        </h2>
        {kids && (
          <p className="text-lg" aria-label={`${course.done} stars`}>
            {"⭐".repeat(Math.min(course.done, 10))}
            <span className="ml-2 rounded-full bg-amber-100 px-3 py-1 text-sm font-bold text-amber-900">
              {course.done} stars!
            </span>
          </p>
        )}
      </header>
      <LessonView lesson={data} trackLabel={course.trackGroup ? course.trackLabel : null} />
      {certificate && <CourseCompletePanel certificate={certificate} />}
      <div className="flex flex-wrap items-center justify-between gap-3 border-t border-stone-200 pt-4">
        <Button variant="outline" disabled={lessonNo <= 1} onClick={() => onOpen(lessonNo - 1)}>
          <ChevronLeft className="size-4" aria-hidden="true" /> Previous
        </Button>
        {data.completed ? (
          <Button variant="outline" disabled aria-disabled="true" className={kids ? "text-lg" : undefined}>
            {kids ? "Got my star! ⭐" : "Completed ✓"}
          </Button>
        ) : (
          <Button
            busy={complete.isPending}
            onClick={markComplete}
            className={kids ? "px-6 py-3 text-lg" : undefined}
          >
            {kids ? "I finished this lesson!" : "Mark complete"}
          </Button>
        )}
        {kids && (
          <span className="text-sm text-stone-600">
            Lesson {lessonNo} of {data.lessonCount}
          </span>
        )}
        <Button
          variant="outline"
          disabled={lessonNo >= data.lessonCount}
          onClick={() => onOpen(lessonNo + 1)}
        >
          Next <ChevronRight className="size-4" aria-hidden="true" />
        </Button>
      </div>
    </article>
  );
}
