/**
 * The courses API contract (screens.md §7.0, §3.7, §2.4): request schemas the server validates with and the DTOs
 * it returns. Lesson bodies are the authored shapes of ./course-content; Scripture arrives as references plus the
 * passage text in the member's translation.
 */
import { z } from "zod";
import type { LessonContent } from "./course-content";
import { text } from "./text";

export const REFLECTION_MAX = 5_000;
export const COURSE_CHOICE_DAYS = 30;

export const courseIds = [
  "blueprint",
  "phototheology",
  "phototheology-5-8",
  "phototheology-9-12",
  "phototheology-13-16",
  "palace-journey",
  "daniel",
  "revelation",
  "revelation-kids",
] as const;
export type CourseIdDto = (typeof courseIds)[number];
export const choiceFamilies = ["daniel", "revelation"] as const;
export type ChoiceFamilyDto = (typeof choiceFamilies)[number];

export const courseParam = z.strictObject({ courseId: z.enum(courseIds) });
export const lessonParam = z.strictObject({
  courseId: z.enum(courseIds),
  lessonNo: z.coerce.number().int().min(1).max(200),
});

export const reflectionInput = z.strictObject({
  body: text().max(
    REFLECTION_MAX,
    `Keep your reflection under ${REFLECTION_MAX.toLocaleString("en")} characters.`,
  ),
});
export type ReflectionInput = z.output<typeof reflectionInput>;

export const courseChoiceInput = z.strictObject({ family: z.enum(choiceFamilies) });
export type CourseChoiceInput = z.output<typeof courseChoiceInput>;

/** Why the lessons beyond lesson 1 are closed to this member, or null when they are open. */
export type CourseLock =
  | null
  /** The plan lacks the course's feature: the upgrade prompt. */
  | { reason: "plan"; feature: string; plans: string[] }
  /** Essential with no family chosen yet: the "Make {course} your included course?" dialog. */
  | { reason: "choice_needed"; family: ChoiceFamilyDto }
  /** Essential whose chosen family is the other one: progress kept, read-only, upgrade prompt. */
  | { reason: "other_choice"; family: ChoiceFamilyDto; chosen: ChoiceFamilyDto; changeableAfter: string };

export interface CourseSummaryDto {
  id: CourseIdDto;
  title: string;
  description: string;
  path: string;
  audience: "adult" | "kids";
  trackGroup: string | null;
  trackLabel: string | null;
  family: ChoiceFamilyDto | null;
  lessonCount: number;
  done: number;
  /** Rounded down; 0 when the course has no lessons. */
  percent: number;
  lastLessonNo: number | null;
  lastAccessedAt: string | null;
  /** The next incomplete lesson after the last one opened (else the first incomplete); null when all done. */
  upNext: number | null;
  completedAt: string | null;
  lock: CourseLock;
}

export interface CourseListDto {
  courses: CourseSummaryDto[];
  choice: CourseChoiceDto;
}

export interface CourseChoiceDto {
  /** Whether the member's plan includes one choice course (Essential) — the Plan tab shows the choice then. */
  applies: boolean;
  family: ChoiceFamilyDto | null;
  chosenAt: string | null;
  changeableAfter: string | null;
  canChange: boolean;
}

export interface LessonListItemDto {
  number: number;
  title: string;
  completed: boolean;
}

export interface CourseSectionDto {
  label: string;
  lessons: LessonListItemDto[];
}

export interface CourseTrackDto {
  id: CourseIdDto;
  label: string;
  done: number;
}

export interface CourseDetailDto extends CourseSummaryDto {
  sections: CourseSectionDto[];
  /** The age tracks of this course that are published (empty for courses without tracks). */
  tracks: CourseTrackDto[];
  certificate: { id: string; shareToken: string; isPublic: boolean } | null;
}

export interface PassageVerseDto {
  chapter: number;
  verse: number;
  text: string;
}

export interface PassageDto {
  reference: string;
  /** The reader's address for the passage's first chapter, e.g. "/bible/Dan/8". */
  readerPath: string;
  translation: string;
  verses: PassageVerseDto[];
}

export interface LessonDto {
  courseId: CourseIdDto;
  number: number;
  title: string;
  section: string;
  lessonCount: number;
  content: LessonContent;
  /** Each Scripture reference of the lesson (scripture, anchor, verse) with its text; keyed by the reference. */
  passages: Record<string, PassageDto>;
  completed: boolean;
  completedAt: string | null;
  reflection: { body: string; updatedAt: string } | null;
  hasReflection: boolean;
}

export interface CompleteLessonDto {
  completed: true;
  /** False when the lesson was already complete (a second tab, a retried request): nothing more was awarded. */
  newlyCompleted: boolean;
  points: number;
  done: number;
  lessonCount: number;
  upNext: number | null;
  /** Set on the request that finished the course (and on a retry of it): the certificate to show. */
  courseCompleted: boolean;
  certificate: CertificateDto | null;
}

export interface ReflectionSavedDto {
  updatedAt: string;
}

export interface CertificateDto {
  id: string;
  courseId: string;
  courseTitle: string;
  kindLabel: string;
  holderName: string;
  certificateNo: string;
  shareToken: string;
  issuedAt: string;
  isPublic: boolean;
}

export interface PublicCertificateDto {
  holderName: string;
  courseTitle: string;
  kindLabel: string;
  certificateNo: string;
  issuedAt: string;
}

export const certificateIdParam = z.strictObject({ certificateId: z.uuid() });
export const certificateTokenParam = z.strictObject({ token: z.string().min(1).max(100) });
export const certificateVisibilityInput = z.strictObject({ isPublic: z.boolean() });
export type CertificateVisibilityInput = z.output<typeof certificateVisibilityInput>;

export const certificateNotFoundMessage = "This certificate can't be found or isn't public.";

export const lessonQuery = z.strictObject({
  /** The member's reader translation (the client keeps it); the server falls back to the saved setting, then KJV. */
  translation: z.enum(["kjv", "web", "asv", "ylt", "dby", "wbt"]).optional(),
});
