/**
 * The criteria the achievement catalogue counts (data-model.md §3 `counter_kind`, plus one per games row). Each is a
 * number per member, computed by the server from the source tables; a badge is earned when its counter reaches
 * its threshold.
 */
export const counterKinds = [
  "rooms_completed",
  "floors_completed",
  "milestones_passed",
  "rooms_mastered",
  "drills_completed",
  "perfect_drills",
  "longest_study_streak",
  "chapters_read",
  "books_completed",
  "notes_written",
  "verses_memorized",
  "reviews_done",
  "challenges_done",
  "equations_passed",
  "largest_deck",
  "lessons_done",
  "courses_done",
  "scenarios_mastered",
  "games_finished",
  "distinct_games_finished",
  "chess_wins",
  "chess_hard_bot_wins",
  "palace_quiz_perfect_runs",
  "concentration_sharp_runs",
  "escape_dragon_wins",
  "hunts_completed",
  "daily_hunt_editions",
  "escape_rooms_fast",
  "kids_games_three_stars",
  "chat_messages",
  "live_rooms_joined",
  "active_partners",
  "referrals_converted",
] as const;

export type CounterKind = (typeof counterKinds)[number];
