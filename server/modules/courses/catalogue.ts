// The course catalogue (screens.md §7.0, data-model.md §9): reference data kept in code like the palace content,
// versioned with the app; the database holds only members' progress, keyed by these ids. A course whose
// authored lessons fall short of its expected count is unpublished (a kids track appears only when complete).
import type { EntitlementKey } from "@common/policies/entitlements";
import type {
  BlueprintLesson,
  DayLesson,
  KidsDayLesson,
  LessonKind,
  RevelationKidsLesson,
  RevelationLesson,
} from "@common/schemas/course-content";
import { blueprintLessons } from "./content/blueprint";
import { danielDays } from "./content/daniel";
import { palaceJourneyDays } from "./content/palace-journey";
import { phototheologyDays } from "./content/phototheology";
import { phototheologyDays13to16 } from "./content/phototheology-13-16";
import { phototheologyDays5to8 } from "./content/phototheology-5-8";
import { phototheologyDays9to12 } from "./content/phototheology-9-12";
import { revelationLessons } from "./content/revelation";
import { revelationKidsLessons } from "./content/revelation-kids";

export type CourseId =
  | "blueprint"
  | "phototheology"
  | "phototheology-5-8"
  | "phototheology-9-12"
  | "phototheology-13-16"
  | "daniel"
  | "revelation"
  | "revelation-kids"
  | "palace-journey";

/** Essential's one included course family (§7.0 Plan access). */
export type ChoiceFamily = "daniel" | "revelation";

interface CourseBase {
  id: CourseId;
  title: string;
  description: string;
  /** The page route (and `track` query for age tracks). */
  path: string;
  audience: "adult" | "kids";
  /** The entitlement beyond lesson 1. */
  feature: EntitlementKey;
  /** Set for `courses.choice` courses. */
  family?: ChoiceFamily;
  /** Age tracks of one course share a track group; the adult track's id names it. */
  trackGroup?: "phototheology";
  trackLabel?: string;
  certificateTitle: string;
  expectedLessons: number;
}

type LessonsOf<K extends LessonKind, L> = { lessonKind: K; lessons: readonly L[] };

export type Course = CourseBase &
  (
    | LessonsOf<"blueprint", BlueprintLesson>
    | LessonsOf<"day", DayLesson>
    | LessonsOf<"kids-day", KidsDayLesson>
    | LessonsOf<"revelation", RevelationLesson>
    | LessonsOf<"revelation-kids", RevelationKidsLesson>
  );

const phototheologyTrack = (id: CourseId, trackLabel: string, lessons: readonly KidsDayLesson[]): Course => ({
  id,
  title: `Phototheology Course (${trackLabel})`,
  description: "Fifty days that build the memory palace room by room, written for younger students.",
  path: "/phototheology-course",
  audience: "kids",
  feature: "courses.core",
  trackGroup: "phototheology",
  trackLabel,
  certificateTitle: `Phototheology Course — ${trackLabel}`,
  expectedLessons: 50,
  lessonKind: "kids-day",
  lessons,
});

export const courses: readonly Course[] = [
  {
    id: "blueprint",
    title: "The Blueprint Course",
    description: "The great controversy from the war in heaven to the new earth, read through the sanctuary.",
    path: "/blueprint-course",
    audience: "adult",
    feature: "courses.core",
    certificateTitle: "The Blueprint Course",
    expectedLessons: 10,
    lessonKind: "blueprint",
    lessons: blueprintLessons,
  },
  {
    id: "phototheology",
    title: "Phototheology Course",
    description: "Fifty days in eight weeks that build the memory palace floor by floor.",
    path: "/phototheology-course",
    audience: "adult",
    feature: "courses.core",
    trackGroup: "phototheology",
    trackLabel: "Adult",
    certificateTitle: "Phototheology Course",
    expectedLessons: 50,
    lessonKind: "day",
    lessons: phototheologyDays,
  },
  phototheologyTrack("phototheology-5-8", "Ages 5–8", phototheologyDays5to8),
  phototheologyTrack("phototheology-9-12", "Ages 9–12", phototheologyDays9to12),
  phototheologyTrack("phototheology-13-16", "Ages 13–16", phototheologyDays13to16),
  {
    id: "palace-journey",
    title: "90-Day Palace Journey",
    description: "A guided daily path through all 38 rooms of the palace, one step a day.",
    path: "/palace-journey",
    audience: "adult",
    feature: "courses.core",
    certificateTitle: "90-Day Palace Journey",
    expectedLessons: 90,
    lessonKind: "day",
    lessons: palaceJourneyDays,
  },
  {
    id: "daniel",
    title: "Daniel Course",
    description:
      "Forty days through the book of Daniel, from the captives' faithfulness to the time of the end.",
    path: "/daniel-course",
    audience: "adult",
    feature: "courses.choice",
    family: "daniel",
    certificateTitle: "Daniel Course",
    expectedLessons: 40,
    lessonKind: "day",
    lessons: danielDays,
  },
  {
    id: "revelation",
    title: "Unlocking Revelation",
    description:
      "Fifty lessons that unlock Revelation by the sanctuary, repeat-and-enlarge and Christ at the centre.",
    path: "/revelation-course",
    audience: "adult",
    feature: "courses.choice",
    family: "revelation",
    certificateTitle: "Unlocking Revelation",
    expectedLessons: 50,
    lessonKind: "revelation",
    lessons: revelationLessons,
  },
  {
    id: "revelation-kids",
    title: "Revelation for Kids",
    description: "Fifty short stories from Revelation for children, with something to think about and do.",
    path: "/revelation-course/kids",
    audience: "kids",
    feature: "courses.choice",
    family: "revelation",
    certificateTitle: "Revelation for Kids",
    expectedLessons: 50,
    lessonKind: "revelation-kids",
    lessons: revelationKidsLessons,
  },
];

/** A course is published when every expected lesson is authored (kids tracks stay hidden until complete). */
export const isPublished = (course: Course) => course.lessons.length === course.expectedLessons;

export function findCourse(id: string): Course | undefined {
  return courses.find((course) => course.id === id);
}
