/**
 * The achievement catalogue at launch (screens.md §3.10, 56 badges; data-model.md §3 `achievements`). Reference data
 * in code: `user_achievements.achievement_id` holds these ids. Each badge is one counter compared with a threshold;
 * the server computes the counters from the source tables (server/modules/achievements/counter-sources.ts). The
 * nine games rows come from games.md §3.8; the table's "(games)" note is not part of their names.
 */
import type { CounterKind } from "@common/constants/achievement-counters";

export const achievementTiers = ["bronze", "silver", "gold", "black"] as const;
export type AchievementTier = (typeof achievementTiers)[number];

export const achievementCategories = [
  { id: "palace", label: "Palace" },
  { id: "drills", label: "Drills" },
  { id: "streaks", label: "Streaks" },
  { id: "reading", label: "Reading" },
  { id: "memory", label: "Memory" },
  { id: "practice", label: "Practice" },
  { id: "courses", label: "Courses" },
  { id: "games", label: "Games" },
  { id: "community", label: "Community" },
] as const;
export type AchievementCategory = (typeof achievementCategories)[number]["id"];

export type Achievement = {
  id: string;
  name: string;
  icon: string;
  /** What earns it, as the catalogue says. */
  criterion: string;
  points: number;
  tier: AchievementTier;
  category: AchievementCategory;
  counter: CounterKind;
  threshold: number;
  /** The catalogue's order (1-based). */
  sortOrder: number;
};

type Row = [
  id: string,
  name: string,
  icon: string,
  criterion: string,
  points: number,
  tier: AchievementTier,
  category: AchievementCategory,
  counter: CounterKind,
  threshold: number,
];

// One line per badge, as the catalogue table reads.
// prettier-ignore
const rows: readonly Row[] = [
  ["palace-first-room", "Open Door", "🔑", "Complete 1 palace room", 10, "bronze", "palace", "rooms_completed", 1],
  ["palace-10-rooms", "Room Explorer", "🚶", "Complete 10 palace rooms", 50, "silver", "palace", "rooms_completed", 10],
  ["palace-25-rooms", "Palace Architect", "🏗️", "Complete 25 palace rooms", 150, "gold", "palace", "rooms_completed", 25],
  ["palace-all-rooms", "Master of the Palace", "👑", "Complete all 38 palace rooms", 500, "black", "palace", "rooms_completed", 38],
  ["palace-1-floor", "Floor Furnished", "🧱", "Complete every room on 1 floor", 100, "silver", "palace", "floors_completed", 1],
  ["palace-3-floors", "Rising Scholar", "🪜", "Complete every room on 3 floors", 250, "gold", "palace", "floors_completed", 3],
  ["palace-5-floors", "Palace Elder", "🏰", "Complete every room on 5 floors", 400, "gold", "palace", "floors_completed", 5],
  ["palace-8-floors", "Eighth Floor", "🌅", "Complete every room on all 8 floors", 1000, "black", "palace", "floors_completed", 8],
  ["milestone-1", "First Milestone", "🎯", "Pass any room's first milestone test", 50, "bronze", "palace", "milestones_passed", 1],
  ["mastered-1", "Room Mastered", "🏅", "Reach level 5 (Master) in 1 room", 150, "gold", "palace", "rooms_mastered", 1],
  ["drill-1", "Drill Recruit", "⚡", "Complete 1 drill (palace room drill or training drill)", 10, "bronze", "drills", "drills_completed", 1],
  ["drill-25", "Drill Regular", "💪", "Complete 25 drills", 75, "silver", "drills", "drills_completed", 25],
  ["drill-100", "Training Master", "🎖️", "Complete 100 drills", 250, "gold", "drills", "drills_completed", 100],
  ["drill-perfect-5", "Perfect Strike", "⭐", "Perfect score on 5 drills", 75, "silver", "drills", "perfect_drills", 5],
  ["drill-perfect-25", "Flawless", "🌟", "Perfect score on 25 drills", 250, "gold", "drills", "perfect_drills", 25],
  ["streak-3", "First Flame", "🔥", "3-day study streak", 15, "bronze", "streaks", "longest_study_streak", 3],
  ["streak-7", "Steady Lamp", "🕯️", "7-day study streak", 50, "silver", "streaks", "longest_study_streak", 7],
  ["streak-30", "Faithful Month", "📅", "30-day study streak", 300, "gold", "streaks", "longest_study_streak", 30],
  ["streak-100", "Burning Bush", "🌿", "100-day study streak", 500, "black", "streaks", "longest_study_streak", 100],
  ["read-10", "Chapter Reader", "📖", "Read 10 different chapters", 20, "bronze", "reading", "chapters_read", 10],
  ["read-100", "Steady Reader", "📚", "Read 100 different chapters", 100, "silver", "reading", "chapters_read", 100],
  ["read-book", "Book Finisher", "✅", "Read every chapter of 1 book", 100, "silver", "reading", "books_completed", 1],
  ["read-bible", "Whole Counsel", "📜", "Read all 1,189 chapters", 1000, "black", "reading", "chapters_read", 1189],
  ["notes-25", "Margin Writer", "✍️", "Write 25 verse notes", 50, "bronze", "reading", "notes_written", 25],
  ["memory-1", "First Verse", "🕊️", "Memorize 1 verse", 10, "bronze", "memory", "verses_memorized", 1],
  ["memory-25", "Hidden in the Heart", "💎", "Memorize 25 verses", 75, "silver", "memory", "verses_memorized", 25],
  ["memory-100", "Living Library", "🏺", "Memorize 100 verses", 300, "gold", "memory", "verses_memorized", 100],
  ["reviews-500", "Faithful Reviewer", "🔁", "Complete 500 reviews (queue or flashcards)", 150, "gold", "memory", "reviews_done", 500],
  ["challenge-1", "Challenge Accepted", "🏹", "Complete 1 daily challenge", 10, "bronze", "practice", "challenges_done", 1],
  ["challenge-30", "Growing Journal", "🌱", "Complete 30 daily challenges", 150, "silver", "practice", "challenges_done", 30],
  ["challenge-100", "Seasoned Disciple", "🌳", "Complete 100 daily challenges", 400, "gold", "practice", "challenges_done", 100],
  ["equations-10", "Equation Decoder", "🧮", "Pass 10 equations", 75, "silver", "practice", "equations_passed", 10],
  ["deck-10", "Card Maker", "🃏", "Save a flashcard deck with at least 10 cards", 20, "bronze", "practice", "largest_deck", 10],
  ["lesson-1", "First Lesson", "📝", "Complete 1 course lesson", 10, "bronze", "courses", "lessons_done", 1],
  ["course-1", "Graduate", "🎓", "Complete 1 course", 200, "silver", "courses", "courses_done", 1],
  ["course-3", "Scholar", "📘", "Complete 3 courses", 400, "gold", "courses", "courses_done", 3],
  ["course-5", "Lifelong Learner", "🦉", "Complete 5 courses", 800, "black", "courses", "courses_done", 5],
  ["scenarios-16", "Armoured", "🪖", "Answer all 16 battle scenarios correctly", 150, "silver", "courses", "scenarios_mastered", 16],
  ["game-1", "Game Night", "🎲", "Finish 1 game", 10, "bronze", "games", "games_finished", 1],
  ["game-50", "Game Champion", "🏆", "Finish 50 games", 200, "gold", "games", "games_finished", 50],
  ["chess-1", "Chain Chess Rookie", "♟️", "Win 1 Chain Chess game (bot wins count at Normal or Hard)", 20, "bronze", "games", "chess_wins", 1],
  ["chess-25", "Chain Chess Pro", "♞", "Win 25 Chain Chess games", 200, "gold", "games", "chess_wins", 25],
  ["game-explorer", "Game Explorer", "🧭", "Finish 10 different games", 50, "silver", "games", "distinct_games_finished", 10],
  ["room-expert", "Room Expert", "🏛️", "All 10 Palace Quiz answers correct in one run", 30, "bronze", "games", "palace_quiz_perfect_runs", 1],
  ["sharp-memory", "Sharp Memory", "🧠", "Finish Concentration on Normal or Hard within 1.5 × pairs moves", 30, "bronze", "games", "concentration_sharp_runs", 1],
  ["bot-breaker", "Bot Breaker", "🤖", "Beat the Hard Chain Chess bot", 30, "bronze", "games", "chess_hard_bot_wins", 1],
  ["remnant", "Remnant", "🛡️", "Win Escape the Dragon", 30, "bronze", "games", "escape_dragon_wins", 1],
  ["treasure-finder", "Treasure Finder", "🗝️", "Complete a treasure hunt", 20, "bronze", "games", "hunts_completed", 1],
  ["daily-hunter", "Daily Hunter", "📅", "Complete 7 daily hunt editions", 75, "silver", "games", "daily_hunt_editions", 7],
  ["escape-artist", "Escape Artist", "🚪", "Escape a room with at least 5 minutes left", 50, "silver", "games", "escape_rooms_fast", 1],
  ["little-star", "Little Star", "⭐", "Earn 3 stars in 6 different kids games", 20, "bronze", "games", "kids_games_three_stars", 6],
  ["chat-1", "First Words", "💬", "Post 1 community chat message", 10, "bronze", "community", "chat_messages", 1],
  ["chat-100", "Active Voice", "📣", "Post 100 community chat messages", 100, "silver", "community", "chat_messages", 100],
  ["live-1", "Gathered Together", "🤝", "Join a live study room with at least one other member present", 15, "bronze", "community", "live_rooms_joined", 1],
  ["partner-1", "Iron Sharpens Iron", "⚔️", "Have 1 active study partner", 25, "bronze", "community", "active_partners", 1],
  ["referral-1", "Ambassador", "📨", "Have 1 referral that subscribes", 100, "silver", "community", "referrals_converted", 1],
];

export const achievements: readonly Achievement[] = rows.map(
  ([id, name, icon, criterion, points, tier, category, counter, threshold], index) => ({
    id,
    name,
    icon,
    criterion,
    points,
    tier,
    category,
    counter,
    threshold,
    sortOrder: index + 1,
  }),
);

const byId = new Map(achievements.map((achievement) => [achievement.id, achievement]));

export function findAchievement(id: string): Achievement | undefined {
  return byId.get(id);
}

/** The badges that compare against one of these counters. */
export function achievementsOn(counters: Iterable<CounterKind>): Achievement[] {
  const wanted = new Set(counters);
  return achievements.filter((achievement) => wanted.has(achievement.counter));
}
