// What the navigator needs from any lesson, whatever its authored shape: its number, title and section label.
import type { Course } from "./catalogue";

/** Revelation for Kids follows the adult outline (screens.md §7.5), so its sections are the adult ones. */
const revelationSections: readonly [number, string][] = [
  [7, "Christ and the Seven Churches"],
  [14, "The Throne and the Seven Seals"],
  [21, "The Seven Trumpets"],
  [30, "The Cosmic Conflict and the Beasts"],
  [40, "The Last Plagues and Babylon's Fall"],
  [45, "Victory and the New Creation"],
  [50, "The New Heavens and Earth"],
];

export interface LessonOutline {
  number: number;
  title: string;
  section: string;
  hasReflection: boolean;
}

export function outlineOf(course: Course, index: number): LessonOutline {
  const number = index + 1;
  switch (course.lessonKind) {
    case "blueprint": {
      const lesson = course.lessons[index]!;
      return { number, title: lesson.title, section: `Level ${lesson.level}`, hasReflection: true };
    }
    case "day":
    case "kids-day": {
      const lesson = course.lessons[index]!;
      return { number, title: lesson.title, section: `Week ${lesson.week}`, hasReflection: true };
    }
    case "revelation": {
      const lesson = course.lessons[index]!;
      return { number, title: lesson.title, section: lesson.section, hasReflection: true };
    }
    case "revelation-kids": {
      const lesson = course.lessons[index]!;
      const section = revelationSections.find(([last]) => number <= last)?.[1] ?? "Revelation";
      return { number, title: lesson.title, section, hasReflection: false };
    }
  }
}

export const outlinesOf = (course: Course): LessonOutline[] =>
  course.lessons.map((_, index) => outlineOf(course, index));

/** The Scripture references a lesson stores, in reading order. */
export function referencesOf(course: Course, index: number): string[] {
  switch (course.lessonKind) {
    case "blueprint": {
      // Cross references come too: each opens the reader, and their text is at hand.
      const lesson = course.lessons[index]!;
      return [lesson.scripture, ...lesson.crossReferences];
    }
    case "day":
    case "kids-day":
      return [course.lessons[index]!.scripture];
    case "revelation":
      return [course.lessons[index]!.scriptureAnchor];
    case "revelation-kids":
      return [course.lessons[index]!.bibleVerse];
  }
}
