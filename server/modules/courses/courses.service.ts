// The one course engine (screens.md §7.0): the catalogue with each member's progress, a lesson with its passages,
// Mark complete (saved at once, final, points once; the last lesson completes the course, issues the certificate and
// adds course points in the same transaction, exactly once), autosaved reflections, and Essential's one course
// family with its 30-day change rule.
import type { TranslationId } from "@common/bible/constants";
import {
  COURSE_CHOICE_DAYS,
  type ChoiceFamilyDto,
  type CompleteLessonDto,
  type CourseChoiceDto,
  type CourseDetailDto,
  type CourseListDto,
  type CourseSummaryDto,
  type LessonDto,
  type PassageDto,
  type ReflectionSavedDto,
} from "@common/schemas/courses";
import type { LessonContent } from "@common/schemas/course-content";
import { planRequiredMessage, plansIncluding } from "@common/policies/entitlements";
import type { ActorContext } from "@server/http/context";
import { AppError, notFound, paymentRequired } from "@server/http/errors";
import { loadActorAccess, type ActorAccess } from "@server/modules/access/access.service";
import type { BibleSource } from "@server/modules/bible/bible-data.types";
import { presentCertificate } from "@server/modules/certificates/certificates.presenter";
import { findOwnCertificate } from "@server/modules/certificates/certificates.queries";
import { issueCertificate } from "@server/modules/certificates/issue-certificate";
import { deliverNotifications, type NotificationDelivery } from "@server/modules/notifications/delivery";
import { recordStudy } from "@server/modules/achievements/activity";
import { awardPoints } from "@server/modules/points/points.queries";
import { findSettings } from "@server/modules/settings/settings.queries";
import { type Course, courses, findCourse, isPublished } from "./catalogue";
import { choiceApplies, lockOf, lessonOpen, type ChoiceRow } from "./course-access";
import {
  completedLessonNos,
  findChoice,
  findCompletion,
  findReflection,
  insertCompletion,
  listCompletions,
  listEnrollments,
  lockMember,
  markCourseComplete,
  touchEnrollment,
  upsertChoice,
  upsertReflection,
  type EnrollmentRow,
} from "./courses.queries";
import { outlinesOf, referencesOf } from "./lesson-outline";
import { renderPassage } from "./passages";

export const LESSON_POINTS = 10;
const dayMs = 24 * 60 * 60 * 1000;

export interface CoursesDeps {
  bible: BibleSource;
  delivery?: Omit<NotificationDelivery, "db">;
}

function publishedCourse(courseId: string): Course {
  const course = findCourse(courseId);
  if (!course || !isPublished(course)) throw notFound("course");
  return course;
}

/** The next incomplete lesson after the last one opened, else the first incomplete; null when all are done. */
export function upNextOf(
  lessonCount: number,
  done: ReadonlySet<number>,
  lastLessonNo: number | null,
): number | null {
  const start = lastLessonNo ?? 1;
  for (let n = start; n <= lessonCount; n += 1) if (!done.has(n)) return n;
  for (let n = 1; n < start; n += 1) if (!done.has(n)) return n;
  return null;
}

const percentOf = (done: number, total: number) => (total === 0 ? 0 : Math.floor((done * 100) / total));

function summaryOf(
  course: Course,
  done: ReadonlySet<number>,
  enrollment: EnrollmentRow | undefined,
  access: ActorAccess,
  choice: ChoiceRow | null,
): CourseSummaryDto {
  const lessonCount = course.lessons.length;
  const lastLessonNo = enrollment?.lastLessonNo ?? null;
  return {
    id: course.id,
    title: course.title,
    description: course.description,
    path: course.path,
    audience: course.audience,
    trackGroup: course.trackGroup ?? null,
    trackLabel: course.trackLabel ?? null,
    family: course.family ?? null,
    lessonCount,
    done: done.size,
    percent: percentOf(done.size, lessonCount),
    lastLessonNo,
    lastAccessedAt: enrollment?.lastAccessedAt.toISOString() ?? null,
    upNext: upNextOf(lessonCount, done, lastLessonNo),
    completedAt: enrollment?.completedAt?.toISOString() ?? null,
    lock: lockOf(course, access, choice),
  };
}

function presentChoice(access: ActorAccess, choice: ChoiceRow | null, now: Date): CourseChoiceDto {
  return {
    applies: choiceApplies(access),
    family: choice?.family ?? null,
    chosenAt: choice?.chosenAt.toISOString() ?? null,
    changeableAfter: choice?.changeableAfter.toISOString() ?? null,
    canChange: !choice || choice.changeableAfter.getTime() <= now.getTime(),
  };
}

/** Completed lesson numbers per course. */
async function progressByCourse(ctx: ActorContext): Promise<Map<string, Set<number>>> {
  const byCourse = new Map<string, Set<number>>();
  for (const row of await listCompletions(ctx.db, ctx.actor.userId)) {
    const set = byCourse.get(row.courseId) ?? new Set<number>();
    set.add(row.lessonNo);
    byCourse.set(row.courseId, set);
  }
  return byCourse;
}

/** GET /api/courses — every published course with the member's progress, most recently opened first is the client's sort. */
export async function listCourses(ctx: ActorContext): Promise<CourseListDto> {
  const [access, choice, progress, enrollments] = await Promise.all([
    loadActorAccess(ctx),
    findChoice(ctx.db, ctx.actor.userId),
    progressByCourse(ctx),
    listEnrollments(ctx.db, ctx.actor.userId),
  ]);
  const enrollmentOf = new Map(enrollments.map((row) => [row.courseId, row]));
  return {
    courses: courses
      .filter(isPublished)
      .map((course) =>
        summaryOf(course, progress.get(course.id) ?? new Set(), enrollmentOf.get(course.id), access, choice),
      ),
    choice: presentChoice(access, choice, ctx.clock.now()),
  };
}

/** GET /api/courses/:courseId — the overview: navigator sections, progress, tracks and the certificate if held. */
export async function getCourse(ctx: ActorContext, courseId: string): Promise<CourseDetailDto> {
  const course = publishedCourse(courseId);
  const [access, choice, progress, enrollments, certificate] = await Promise.all([
    loadActorAccess(ctx),
    findChoice(ctx.db, ctx.actor.userId),
    progressByCourse(ctx),
    listEnrollments(ctx.db, ctx.actor.userId),
    findOwnCertificate(ctx.db, ctx.actor.userId, course.id),
  ]);
  const done = progress.get(course.id) ?? new Set<number>();
  const sections: CourseDetailDto["sections"] = [];
  for (const outline of outlinesOf(course)) {
    let section = sections.at(-1);
    if (!section || section.label !== outline.section) {
      section = { label: outline.section, lessons: [] };
      sections.push(section);
    }
    section.lessons.push({
      number: outline.number,
      title: outline.title,
      completed: done.has(outline.number),
    });
  }
  const tracks = course.trackGroup
    ? courses
        .filter((other) => other.trackGroup === course.trackGroup && isPublished(other))
        .map((other) => ({
          id: other.id,
          label: other.trackLabel ?? other.title,
          done: progress.get(other.id)?.size ?? 0,
        }))
    : [];
  return {
    ...summaryOf(
      course,
      done,
      enrollments.find((row) => row.courseId === course.id),
      access,
      choice,
    ),
    sections,
    tracks,
    certificate: certificate
      ? { id: certificate.id, shareToken: certificate.shareToken, isPublic: certificate.isPublic }
      : null,
  };
}

function lessonContentOf(course: Course, index: number): LessonContent {
  switch (course.lessonKind) {
    case "blueprint":
      return { kind: "blueprint", body: course.lessons[index]! };
    case "day":
      return { kind: "day", body: course.lessons[index]! };
    case "kids-day":
      return { kind: "kids-day", body: course.lessons[index]! };
    case "revelation":
      return { kind: "revelation", body: course.lessons[index]! };
    case "revelation-kids":
      return { kind: "revelation-kids", body: course.lessons[index]! };
  }
}

/** 402 for a closed lesson: the plan's prompt, or the choice's (the client shows its dialog or prompt from `lock`). */
function assertLessonOpen(course: Course, access: ActorAccess, choice: ChoiceRow | null, lessonNo: number) {
  const lock = lockOf(course, access, choice);
  if (lessonOpen(lock, lessonNo)) return;
  if (lock?.reason === "choice_needed")
    throw new AppError(
      409,
      "course_choice_required",
      `Choose ${course.title} as your included course to open this lesson.`,
      lock,
    );
  if (lock?.reason === "other_choice")
    throw paymentRequired(
      `${course.title} isn't your included course. Premium includes both, or change your choice on your profile.`,
      { feature: course.feature, plans: ["premium"] },
    );
  throw paymentRequired(planRequiredMessage(course.feature), {
    feature: course.feature,
    plans: plansIncluding(course.feature),
  });
}

function lessonIndex(course: Course, lessonNo: number): number {
  if (lessonNo > course.lessons.length) throw notFound("lesson");
  return lessonNo - 1;
}

async function memberTranslation(
  ctx: ActorContext,
  wanted: TranslationId | undefined,
): Promise<TranslationId> {
  if (wanted) return wanted;
  const settings = await findSettings(ctx.db, ctx.actor.userId);
  return (settings?.bibleTranslation as TranslationId | undefined) ?? "kjv";
}

/** GET /api/courses/:courseId/lessons/:lessonNo — the lesson, its passages, completion and reflection; records Resume. */
export async function getLesson(
  ctx: ActorContext,
  deps: CoursesDeps,
  courseId: string,
  lessonNo: number,
  wantedTranslation?: TranslationId,
): Promise<LessonDto> {
  const course = publishedCourse(courseId);
  const index = lessonIndex(course, lessonNo);
  const [access, choice] = await Promise.all([loadActorAccess(ctx), findChoice(ctx.db, ctx.actor.userId)]);
  assertLessonOpen(course, access, choice, lessonNo);
  const userId = ctx.actor.userId;
  const translation = await memberTranslation(ctx, wantedTranslation);
  const passages: Record<string, PassageDto> = {};
  for (const reference of referencesOf(course, index)) {
    const passage = await renderPassage(deps.bible, translation, reference);
    if (passage) passages[reference] = passage;
  }
  const [completion, reflection] = await Promise.all([
    findCompletion(ctx.db, userId, course.id, lessonNo),
    findReflection(ctx.db, userId, course.id, lessonNo),
    touchEnrollment(ctx.db, userId, course.id, lessonNo, ctx.clock.now()),
  ]);
  const outline = outlinesOf(course)[index]!;
  return {
    courseId: course.id,
    number: lessonNo,
    title: outline.title,
    section: outline.section,
    lessonCount: course.lessons.length,
    content: lessonContentOf(course, index),
    passages,
    completed: completion !== null,
    completedAt: completion?.completedAt.toISOString() ?? null,
    reflection: reflection ? { body: reflection.body, updatedAt: reflection.updatedAt.toISOString() } : null,
    hasReflection: outline.hasReflection,
  };
}

/**
 * POST /api/courses/:courseId/lessons/:lessonNo/complete — insert-only and final. One member's completions run one
 * at a time (a row lock on the profile), so two tabs finishing the last two lessons see each other: exactly one of
 * them completes the course. A repeat answers the same outcome and awards nothing.
 */
export async function completeLesson(
  ctx: ActorContext,
  deps: CoursesDeps,
  courseId: string,
  lessonNo: number,
): Promise<CompleteLessonDto> {
  const course = publishedCourse(courseId);
  lessonIndex(course, lessonNo);
  const [access, choice] = await Promise.all([loadActorAccess(ctx), findChoice(ctx.db, ctx.actor.userId)]);
  assertLessonOpen(course, access, choice, lessonNo);
  const userId = ctx.actor.userId;
  const now = ctx.clock.now();
  const outcome = await ctx.db.transaction(async (tx) => {
    await lockMember(tx, userId);
    const newlyCompleted = await insertCompletion(tx, {
      userId,
      courseId: course.id,
      lessonNo,
      completedAt: now,
    });
    let points = 0;
    if (newlyCompleted)
      points += await awardPoints(tx, {
        userId,
        source: "lesson",
        kind: "lesson_completed",
        amount: LESSON_POINTS,
        sourceId: `${course.id}:${lessonNo}`,
        dedupeKey: `lesson:${userId}:${course.id}:${lessonNo}`,
        createdAt: now,
      });
    await touchEnrollment(tx, userId, course.id, lessonNo, now);
    const done = new Set(await completedLessonNos(tx, userId, course.id));
    const allDone = done.size >= course.lessons.length;
    let issued = null;
    if (allDone) {
      await markCourseComplete(tx, userId, course.id, now);
      issued = await issueCertificate(
        tx,
        { userId, courseId: course.id, courseTitle: course.certificateTitle, kindLabel: "Course completion" },
        now,
      );
      points += issued.points;
    }
    // A course lesson makes a study day and may move the lesson and course badges.
    await recordStudy(tx, userId, ["lessons_done", "courses_done"], now);
    return { newlyCompleted, points, done, allDone, issued };
  });
  if (outcome.issued?.notifications.length && deps.delivery)
    await deliverNotifications({ db: ctx.db, ...deps.delivery }, outcome.issued.notifications);
  if (outcome.issued?.issued)
    ctx.logger?.info({ userId, courseId: course.id }, "course completed, certificate issued");
  return {
    completed: true,
    newlyCompleted: outcome.newlyCompleted,
    points: outcome.points,
    done: outcome.done.size,
    lessonCount: course.lessons.length,
    upNext: upNextOf(course.lessons.length, outcome.done, lessonNo),
    courseCompleted: outcome.allDone,
    certificate: outcome.issued ? presentCertificate(outcome.issued.certificate) : null,
  };
}

/** PUT /api/courses/:courseId/lessons/:lessonNo/reflection — the autosave (private, ≤ 5,000 characters). */
export async function saveReflection(
  ctx: ActorContext,
  courseId: string,
  lessonNo: number,
  body: string,
): Promise<ReflectionSavedDto> {
  const course = publishedCourse(courseId);
  const index = lessonIndex(course, lessonNo);
  if (!outlinesOf(course)[index]!.hasReflection) throw notFound("reflection");
  const [access, choice] = await Promise.all([loadActorAccess(ctx), findChoice(ctx.db, ctx.actor.userId)]);
  assertLessonOpen(course, access, choice, lessonNo);
  const now = ctx.clock.now();
  await upsertReflection(ctx.db, {
    userId: ctx.actor.userId,
    courseId: course.id,
    lessonNo,
    body,
    updatedAt: now,
  });
  return { updatedAt: now.toISOString() };
}

/** GET /api/courses/choice */
export async function getCourseChoice(ctx: ActorContext): Promise<CourseChoiceDto> {
  const [access, choice] = await Promise.all([loadActorAccess(ctx), findChoice(ctx.db, ctx.actor.userId)]);
  return presentChoice(access, choice, ctx.clock.now());
}

/**
 * PUT /api/courses/choice — Essential's included family. Only for plans with exactly one choice (402 for Free;
 * Premium has both, 409). Choosing the family already chosen changes nothing; another family waits 30 days.
 */
export async function chooseCourseFamily(
  ctx: ActorContext,
  family: ChoiceFamilyDto,
): Promise<CourseChoiceDto> {
  const access = await loadActorAccess(ctx);
  const now = ctx.clock.now();
  if (!choiceApplies(access)) {
    // Free: the plan prompt (the same 402 as a locked lesson); Premium and admins: nothing to choose.
    assertLessonOpen(publishedCourse(family), access, null, 2);
    throw new AppError(409, "choice_not_needed", "Your plan already includes both courses.");
  }
  const current = await findChoice(ctx.db, ctx.actor.userId);
  if (current?.family === family) return presentChoice(access, current, now);
  if (current && current.changeableAfter.getTime() > now.getTime()) {
    throw new AppError(
      409,
      "choice_locked",
      `You can change your included course after ${current.changeableAfter.toISOString().slice(0, 10)}.`,
      { changeableAfter: current.changeableAfter.toISOString() },
    );
  }
  const changeableAfter = new Date(now.getTime() + COURSE_CHOICE_DAYS * dayMs);
  await upsertChoice(ctx.db, { userId: ctx.actor.userId, family, chosenAt: now, changeableAfter });
  ctx.logger?.info({ userId: ctx.actor.userId, family }, "course family chosen");
  return presentChoice(access, { family, chosenAt: now, changeableAfter }, now);
}
