// The day courses' standing notes (screens.md §7.2): "Course goals" and "Daily structure" under the navigator and a
// short "Daily tips" box on each day. Our own words, per course family.

export interface CourseNotes {
  goals: string[];
  structure: string[];
  tips: string[];
}

const palaceNotes: CourseNotes = {
  goals: [
    "Know every room of the palace by name, code and the question it asks.",
    "Use each room on a real passage, not only in theory.",
    "Find Christ at the centre of whatever passage you study.",
  ],
  structure: [
    "Read the focus and the passage slowly.",
    "Do the activity (10–20 minutes) with your Bible open.",
    "Write a few lines in My reflection, then pray.",
    "Mark the day complete.",
  ],
  tips: [
    "Keep one notebook or file for the whole course, so your palace grows in one place.",
    "If a day takes longer, finish it tomorrow — depth beats speed.",
    "Say the room's question out loud before you start; it sets the mind's direction.",
  ],
};

const danielNotes: CourseNotes = {
  goals: [
    "Walk through Daniel in order, chapter by chapter.",
    "See how the stories prepare the reader for the prophecies.",
    "Read the visions the historicist way: in sequence, from Babylon to the end.",
  ],
  structure: [
    "Read the day's chapter or passage first.",
    "Work through the activity with a map or timeline at hand.",
    "Answer the reflection question honestly, then pray.",
  ],
  tips: [
    "Sketch the image of Daniel 2 and the beasts of Daniel 7 side by side — the parallels teach themselves.",
    "Keep a running list of dates and periods as they appear.",
    "Daniel's faithfulness in small things comes before the visions; let the stories shape you, too.",
  ],
};

const notes: Record<string, CourseNotes> = {
  phototheology: palaceNotes,
  "phototheology-5-8": palaceNotes,
  "phototheology-9-12": palaceNotes,
  "phototheology-13-16": palaceNotes,
  "palace-journey": palaceNotes,
  daniel: danielNotes,
};

export const courseNotesOf = (courseId: string): CourseNotes | null => notes[courseId] ?? null;

/** The day's tip: one of the course's tips, by day number. */
export const tipOf = (courseId: string, day: number): string | null => {
  const tips = notes[courseId]?.tips;
  return tips ? tips[(day - 1) % tips.length]! : null;
};
