/**
 * The authored lesson shapes of the courses (screens.md §7). Course content is our own writing, kept as
 * typed data on the server and checked against these schemas by the content test and on load. Scripture is
 * stored as references only ("Daniel 8:14", "Revelation 3:14-22"); the passage text comes from the Bible
 * service in the member's translation. Shared so the client can type the lesson it renders.
 */
import { z } from "zod";

/** A non-empty authored text field. */
const prose = (max = 2_000) => z.string().trim().min(1).max(max);
/** A Bible reference the shared parser reads (checked by the content test: `parseReference` must accept it). */
const reference = z.string().trim().min(3).max(80);

/** §7.1 The Blueprint Course: ten parts in four levels. */
export const blueprintLesson = z.strictObject({
  part: z.int().min(1).max(10),
  /** e.g. "1 · The Origin of Sin" */
  level: prose(80),
  title: prose(120),
  summary: prose(400),
  topics: z.array(prose(120)).min(3).max(4),
  focus: prose(600),
  scripture: reference,
  keyPoints: z.array(prose(400)).min(3).max(6),
  historicalContext: prose(),
  propheticApplication: prose(),
  practicalApplication: prose(),
  reflectionQuestion: prose(300),
  prayer: prose(600),
  crossReferences: z.array(reference).min(2).max(6),
});
export type BlueprintLesson = z.output<typeof blueprintLesson>;

/**
 * §7.2/§7.3 A day of the Phototheology Course or the Daniel Course (and the 90-Day Palace Journey, which
 * walks the same day shape through the rooms). Kids tracks add `simplifiedActivity` and `funElement`.
 */
export const dayLesson = z.strictObject({
  day: z.int().min(1).max(90),
  week: z.int().min(1).max(13),
  title: prose(120),
  /** The palace floor the day works on; null for days that are not about one floor (vision, review, integration). */
  floor: z.int().min(1).max(8).nullable(),
  /** A palace room id from common/content/palace (e.g. "sr", "c6"); omitted when the day has no single room. */
  roomId: z.string().min(1).max(12).optional(),
  focus: prose(600),
  scripture: reference,
  /** 10–20 minutes of work, written as steps in one paragraph or a few sentences. */
  activity: prose(1_200),
  reflectionQuestion: prose(300),
  prayer: prose(600),
});
export type DayLesson = z.output<typeof dayLesson>;

export const kidsDayLesson = dayLesson.extend({
  simplifiedActivity: prose(600),
  funElement: prose(400),
});
export type KidsDayLesson = z.output<typeof kidsDayLesson>;

/** §7.4 Unlocking Revelation: 50 lessons in seven sections. */
export const revelationLesson = z.strictObject({
  number: z.int().min(1).max(50),
  section: prose(80),
  title: prose(120),
  focus: prose(600),
  scriptureAnchor: reference,
  unlockingInsight: prose(),
  repeatAndEnlarge: prose(),
  personalEndurance: prose(),
  reflectionQuestion: prose(300),
});
export type RevelationLesson = z.output<typeof revelationLesson>;

/** §7.5 Revelation for Kids: 50 short lessons written for children. */
export const revelationKidsLesson = z.strictObject({
  number: z.int().min(1).max(50),
  title: prose(120),
  bibleVerse: reference,
  /** At most 150 words (the content test counts them). */
  story: prose(1_200),
  thinkAboutIt: prose(300),
  funActivity: prose(500),
});
export type RevelationKidsLesson = z.output<typeof revelationKidsLesson>;

/** Which renderer a course's lessons use; each course declares one. */
export const lessonKinds = ["blueprint", "day", "kids-day", "revelation", "revelation-kids"] as const;
export type LessonKind = (typeof lessonKinds)[number];

export const lessonSchemaOf = {
  blueprint: blueprintLesson,
  day: dayLesson,
  "kids-day": kidsDayLesson,
  revelation: revelationLesson,
  "revelation-kids": revelationKidsLesson,
} as const;

export type LessonContent =
  | { kind: "blueprint"; body: BlueprintLesson }
  | { kind: "day"; body: DayLesson }
  | { kind: "kids-day"; body: KidsDayLesson }
  | { kind: "revelation"; body: RevelationLesson }
  | { kind: "revelation-kids"; body: RevelationKidsLesson };
