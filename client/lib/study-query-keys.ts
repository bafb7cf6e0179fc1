import type { TranslationId } from "@common/bible/constants";

/*
 * The query keys of the courses, certificates and spiritual training (issue 17). Apart from query-keys.ts so that
 * file stays small enough to be inlined into every page (scripts/vite-chunks.ts) rather than fetched on its own;
 * these are shared by the courses, certificates and training features and the shared certificate switch.
 */

/** Courses (screens §7): the catalogue with progress (the dashboard's Continue learning reads it too). */
export const courseKeys = {
  all: ["courses"] as const,
  list: () => [...courseKeys.all, "list"] as const,
  course: (courseId: string) => [...courseKeys.all, "course", courseId] as const,
  lessons: (courseId: string) => [...courseKeys.all, "lesson", courseId] as const,
  lesson: (courseId: string, lessonNo: number, translation: TranslationId) =>
    [...courseKeys.lessons(courseId), lessonNo, translation] as const,
  choice: () => [...courseKeys.all, "choice"] as const,
};

export const certificateKeys = {
  all: ["certificates"] as const,
  mine: () => [...certificateKeys.all, "mine"] as const,
  public: (token: string) => [...certificateKeys.all, "public", token] as const,
};

export const trainingKeys = {
  all: ["training"] as const,
  mine: () => [...trainingKeys.all, "mine"] as const,
};

/** Mutes (screens §4.3): the member's own running mute, read by the chat and live-room composers. */
export const muteKeys = {
  all: ["mutes"] as const,
  mine: () => [...muteKeys.all, "mine"] as const,
};

/**
 * Leaderboards (screens §3.11): one list per period and ranking. Here rather than in the leaderboard feature because
 * the Preferences tab's "Show me on leaderboards" switch refreshes them.
 */
export const leaderboardKeys = {
  all: ["leaderboard"] as const,
  board: (period: string, ranking: string) => [...leaderboardKeys.all, period, ranking] as const,
};
