// The true value of every achievement counter (screens.md §3.10, data-model.md §3), computed from the tables that
// record the work itself — never from an increment that could drift or be replayed. `user_counters` caches these
// values; the engine recomputes the affected ones after each event and all of them when the page is opened.
import {
  and,
  countDistinct,
  eq,
  gte,
  inArray,
  isNotNull,
  ne,
  notInArray,
  or,
  sql,
  type SQL,
} from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import { BIBLE_BOOKS } from "@common/bible/books";
import type { CounterKind } from "@common/constants/achievement-counters";
import { floors } from "@common/content/palace/floors";
import { roomOverviews } from "@common/content/palace/overview";
import { kidsGames } from "@common/games/registry";
import type { Db } from "@server/db/client";
import {
  assessmentAttempts,
  bibleNotes,
  bibleReads,
  certificates,
  challengeSubmissions,
  chatMessages,
  chessMatches,
  drillAttempts,
  equationAttempts,
  escapeAttempts,
  flashcardDecks,
  flashcards,
  gameResults,
  huntParticipations,
  lessonCompletions,
  partnerships,
  referrals,
  reviewCards,
  reviewLogs,
  roomProgress,
  scenarioResults,
  studyRoomMembers,
  streaks,
} from "@server/db/schema";
import { MEMORIZED_DAYS } from "@server/modules/memory/memory-status";

/** What several sources of one pass share (the finished games feed two counters), computed once per pass. */
type Pass = { finished?: Promise<{ total: number; distinct: number }> };
type CounterSource = (db: Db, userId: string, pass: Pass) => Promise<number>;

const countAll = sql<number>`count(*)::int`;

async function count(db: Db, table: PgTable, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ value: countAll }).from(table).where(where);
  return row?.value ?? 0;
}

/** Master (level 5) in a room (palace.md: levels 1–5). */
const MASTER_LEVEL = 5;
/** Certificates that are not for a course: the 16 scenarios ("Training mastery") and the palace ("Palace completion"). */
const NON_COURSE_CERTIFICATES = ["spiritual-training", "palace"];
/** games.md §3.8: bot wins count towards the Chain Chess badges only at Normal or Hard. */
const COUNTED_BOT_LEVELS = ["normal", "hard"] as const;
/** The hub ids of the games kept in their own tables, for "different games". */
const CHESS_GAME_ID = "chain-chess";
const HUNT_GAME_ID = "treasure-hunt";
const ESCAPE_GAME_ID = "escape-room";
/** screens.md §3.10: a chat message counts only when at least 2 characters long (deleted ones still count). */
const CHAT_MIN_LENGTH = 2;
/** games.md §3.8 Escape Artist: escaped with at least 5 minutes left. */
const ESCAPE_FAST_LEFT = "5 minutes";
/** games.md §3.8 Sharp Memory: at most 1.5 × pairs moves. */
const SHARP_MOVES_PER_PAIR = 1.5;

const floorRooms = floors.map((floor) =>
  roomOverviews.filter((room) => room.floor === floor.number).map((room) => room.id),
);

const chessPlayer = (userId: string) =>
  or(
    and(eq(chessMatches.player1Id, userId), eq(chessMatches.winnerSide, "p1")),
    and(eq(chessMatches.player2Id, userId), eq(chessMatches.winnerSide, "p2")),
  );

async function completedRoomIds(db: Db, userId: string): Promise<Set<string>> {
  const rows = await db
    .select({ roomId: roomProgress.roomId })
    .from(roomProgress)
    .where(and(eq(roomProgress.userId, userId), isNotNull(roomProgress.completedAt)));
  return new Set(rows.map((row) => row.roomId));
}

/** Completed runs, matches, hunts and escape attempts: the game ids they belong to, one entry per finish. */
async function finishedGames(db: Db, userId: string): Promise<{ total: number; distinct: number }> {
  const runs = await db
    .select({ gameId: gameResults.gameId, n: countAll })
    .from(gameResults)
    .where(eq(gameResults.userId, userId))
    .groupBy(gameResults.gameId);
  const chess = await count(
    db,
    chessMatches,
    and(
      eq(chessMatches.status, "completed"),
      or(eq(chessMatches.player1Id, userId), eq(chessMatches.player2Id, userId)),
    ),
  );
  const hunts = await count(
    db,
    huntParticipations,
    and(eq(huntParticipations.userId, userId), eq(huntParticipations.status, "completed")),
  );
  const escapes = await count(
    db,
    escapeAttempts,
    and(eq(escapeAttempts.userId, userId), ne(escapeAttempts.status, "active")),
  );
  const perGame = new Map(runs.map((row) => [row.gameId, row.n]));
  for (const [gameId, n] of [
    [CHESS_GAME_ID, chess],
    [HUNT_GAME_ID, hunts],
    [ESCAPE_GAME_ID, escapes],
  ] as const)
    if (n > 0) perGame.set(gameId, (perGame.get(gameId) ?? 0) + n);
  let total = 0;
  for (const n of perGame.values()) total += n;
  return { total, distinct: perGame.size };
}

export const counterSources: Record<CounterKind, CounterSource> = {
  rooms_completed: async (db, userId) => (await completedRoomIds(db, userId)).size,

  // palace.md: a floor counts only when every room on it is complete.
  floors_completed: async (db, userId) => {
    const done = await completedRoomIds(db, userId);
    return floorRooms.filter((ids) => ids.length > 0 && ids.every((id) => done.has(id))).length;
  },

  milestones_passed: async (db, userId) => {
    const [row] = await db
      .select({ value: sql<number>`coalesce(sum(${roomProgress.milestonesPassed}), 0)::int` })
      .from(roomProgress)
      .where(eq(roomProgress.userId, userId));
    return row?.value ?? 0;
  },

  rooms_mastered: (db, userId) =>
    count(db, roomProgress, and(eq(roomProgress.userId, userId), gte(roomProgress.level, MASTER_LEVEL))),

  // A palace room drill (submitted) or a training drill (every judged response is a completed drill).
  drills_completed: async (db, userId) =>
    (await count(
      db,
      assessmentAttempts,
      and(
        eq(assessmentAttempts.userId, userId),
        eq(assessmentAttempts.kind, "drill"),
        isNotNull(assessmentAttempts.submittedAt),
      ),
    )) + (await count(db, drillAttempts, eq(drillAttempts.userId, userId))),

  perfect_drills: async (db, userId) =>
    (await count(
      db,
      assessmentAttempts,
      and(
        eq(assessmentAttempts.userId, userId),
        eq(assessmentAttempts.kind, "drill"),
        isNotNull(assessmentAttempts.submittedAt),
        sql`${assessmentAttempts.maxScore} > 0 and ${assessmentAttempts.score} = ${assessmentAttempts.maxScore}`,
      ),
    )) +
    (await count(
      db,
      drillAttempts,
      and(
        eq(drillAttempts.userId, userId),
        sql`${drillAttempts.maxScore} > 0 and ${drillAttempts.score} = ${drillAttempts.maxScore}`,
      ),
    )),

  longest_study_streak: async (db, userId) => {
    const [row] = await db
      .select({ longest: streaks.longest })
      .from(streaks)
      .where(and(eq(streaks.userId, userId), eq(streaks.kind, "study")));
    return row?.longest ?? 0;
  },

  chapters_read: async (db, userId) => {
    const [row] = await db
      .select({ value: countDistinct(sql`(${bibleReads.book}, ${bibleReads.chapter})`) })
      .from(bibleReads)
      .where(eq(bibleReads.userId, userId));
    return Number(row?.value ?? 0);
  },

  books_completed: async (db, userId) => {
    const rows = await db
      .select({ book: bibleReads.book, chapters: countDistinct(bibleReads.chapter) })
      .from(bibleReads)
      .where(eq(bibleReads.userId, userId))
      .groupBy(bibleReads.book);
    const read = new Map(rows.map((row) => [row.book, Number(row.chapters)]));
    return BIBLE_BOOKS.filter((book) => (read.get(book.osis) ?? 0) >= book.chapters).length;
  },

  notes_written: (db, userId) => count(db, bibleNotes, eq(bibleNotes.userId, userId)),

  // screens.md §5.7: "memorized" = the verse's review interval is 21 days or more.
  verses_memorized: (db, userId) =>
    count(
      db,
      reviewCards,
      and(
        eq(reviewCards.userId, userId),
        eq(reviewCards.subjectType, "memory_verse"),
        sql`${reviewCards.reps} > 0`,
        gte(reviewCards.scheduledDays, MEMORIZED_DAYS),
      ),
    ),

  // Every graded card: the palace queue, memory verses and flashcards.
  reviews_done: (db, userId) => count(db, reviewLogs, eq(reviewLogs.userId, userId)),

  challenges_done: (db, userId) => count(db, challengeSubmissions, eq(challengeSubmissions.userId, userId)),

  // Different puzzles passed: a reshuffled puzzle passed again is the same equation.
  equations_passed: async (db, userId) => {
    const [row] = await db
      .select({ value: countDistinct(equationAttempts.puzzleId) })
      .from(equationAttempts)
      .where(and(eq(equationAttempts.userId, userId), eq(equationAttempts.verdict, "pass")));
    return Number(row?.value ?? 0);
  },

  largest_deck: async (db, userId) => {
    const [row] = await db.select({ value: sql<number>`coalesce(max(deck_size.n), 0)::int` }).from(
      db
        .select({ n: sql<number>`count(${flashcards.id})`.as("n") })
        .from(flashcardDecks)
        .innerJoin(flashcards, eq(flashcards.deckId, flashcardDecks.id))
        .where(eq(flashcardDecks.ownerId, userId))
        .groupBy(flashcardDecks.id)
        .as("deck_size"),
    );
    return row?.value ?? 0;
  },

  lessons_done: (db, userId) => count(db, lessonCompletions, eq(lessonCompletions.userId, userId)),

  courses_done: (db, userId) =>
    count(
      db,
      certificates,
      and(eq(certificates.userId, userId), notInArray(certificates.courseId, NON_COURSE_CERTIFICATES)),
    ),

  scenarios_mastered: (db, userId) =>
    count(
      db,
      scenarioResults,
      and(eq(scenarioResults.userId, userId), isNotNull(scenarioResults.firstCorrectAt)),
    ),

  games_finished: async (db, userId, pass) => (await (pass.finished ??= finishedGames(db, userId))).total,

  distinct_games_finished: async (db, userId, pass) =>
    (await (pass.finished ??= finishedGames(db, userId))).distinct,

  chess_wins: (db, userId) =>
    count(
      db,
      chessMatches,
      and(
        eq(chessMatches.status, "completed"),
        chessPlayer(userId),
        or(eq(chessMatches.opponentKind, "player"), inArray(chessMatches.botLevel, [...COUNTED_BOT_LEVELS])),
      ),
    ),

  chess_hard_bot_wins: (db, userId) =>
    count(
      db,
      chessMatches,
      and(
        eq(chessMatches.status, "completed"),
        eq(chessMatches.opponentKind, "bot"),
        eq(chessMatches.botLevel, "hard"),
        chessPlayer(userId),
      ),
    ),

  // All the run's questions (10) answered correctly.
  palace_quiz_perfect_runs: (db, userId) =>
    count(
      db,
      gameResults,
      and(
        eq(gameResults.userId, userId),
        eq(gameResults.gameId, "palace_quiz"),
        sql`(${gameResults.metrics}->>'questions')::int > 0`,
        sql`(${gameResults.metrics}->>'correct')::int = (${gameResults.metrics}->>'questions')::int`,
      ),
    ),

  // A solo board (its metrics carry the pairs) on Normal or Hard, finished within 1.5 × pairs moves.
  concentration_sharp_runs: (db, userId) =>
    count(
      db,
      gameResults,
      and(
        eq(gameResults.userId, userId),
        eq(gameResults.gameId, "concentration"),
        inArray(gameResults.difficulty, ["normal", "hard"]),
        sql`(${gameResults.metrics}->>'pairs')::int > 0`,
        sql`(${gameResults.metrics}->>'moves')::numeric <= ${SHARP_MOVES_PER_PAIR} * (${gameResults.metrics}->>'pairs')::numeric`,
      ),
    ),

  escape_dragon_wins: (db, userId) =>
    count(
      db,
      gameResults,
      and(eq(gameResults.userId, userId), eq(gameResults.gameId, "escape-dragon"), eq(gameResults.won, true)),
    ),

  hunts_completed: (db, userId) =>
    count(
      db,
      huntParticipations,
      and(eq(huntParticipations.userId, userId), eq(huntParticipations.status, "completed")),
    ),

  // A daily edition played in its own 24-hour window (joined while it ranked), not one replayed from the archive.
  daily_hunt_editions: async (db, userId) => {
    const [row] = await db
      .select({ value: countDistinct(huntParticipations.editionId) })
      .from(huntParticipations)
      .where(
        and(
          eq(huntParticipations.userId, userId),
          eq(huntParticipations.status, "completed"),
          eq(huntParticipations.ranked, true),
        ),
      );
    return Number(row?.value ?? 0);
  },

  escape_rooms_fast: (db, userId) =>
    count(
      db,
      escapeAttempts,
      and(
        eq(escapeAttempts.userId, userId),
        eq(escapeAttempts.status, "escaped"),
        isNotNull(escapeAttempts.finishedAt),
        sql`${escapeAttempts.deadlineAt} - ${escapeAttempts.finishedAt} >= ${ESCAPE_FAST_LEFT}::interval`,
      ),
    ),

  // A kids run's `won` is its 3 stars (games.md §4.19).
  kids_games_three_stars: async (db, userId) => {
    const ids = kidsGames.map((game) => game.id);
    if (ids.length === 0) return 0;
    const [row] = await db
      .select({ value: countDistinct(gameResults.gameId) })
      .from(gameResults)
      .where(
        and(eq(gameResults.userId, userId), inArray(gameResults.gameId, ids), eq(gameResults.won, true)),
      );
    return Number(row?.value ?? 0);
  },

  chat_messages: (db, userId) =>
    count(
      db,
      chatMessages,
      and(
        eq(chatMessages.authorId, userId),
        sql`char_length(btrim(${chatMessages.body})) >= ${CHAT_MIN_LENGTH}`,
      ),
    ),

  // Rooms the member joined while another member was present (set once per room by the join, screens.md §8.3).
  live_rooms_joined: (db, userId) =>
    count(
      db,
      studyRoomMembers,
      and(eq(studyRoomMembers.userId, userId), isNotNull(studyRoomMembers.joinedWithCompanyAt)),
    ),

  active_partners: (db, userId) =>
    count(
      db,
      partnerships,
      and(
        eq(partnerships.status, "active"),
        or(eq(partnerships.requesterId, userId), eq(partnerships.addresseeId, userId)),
      ),
    ),

  // Converted, and later rewarded (which comes after converting).
  referrals_converted: (db, userId) =>
    count(
      db,
      referrals,
      and(eq(referrals.referrerId, userId), inArray(referrals.status, ["converted", "rewarded"])),
    ),
};

/** The current values of the named counters, in one pass (inside the caller's transaction). */
export async function computeCounters(
  db: Db,
  userId: string,
  counters: readonly CounterKind[],
): Promise<Map<CounterKind, number>> {
  const values = new Map<CounterKind, number>();
  const pass: Pass = {};
  for (const counter of new Set(counters))
    values.set(counter, await counterSources[counter](db, userId, pass));
  return values;
}
