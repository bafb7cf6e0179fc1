/**
 * The Daily Challenges and Growth Journal API contract (screens.md §6.1–§6.2): limits and messages, the request
 * schemas (each subtype's answer fields are validated by the same schema in the form and on the server), the
 * Connect-6 genre check against the palace genre map, and the DTOs. A template's rubric never leaves the server.
 *
 * The reference parser (~300 KB) is not imported here: the Connect-6 check takes it as an argument, so the client
 * can pass the lazily loaded one and the server its own import.
 */
import { z } from "zod";
import {
  SANCTUARY_ARTICLE_IDS,
  type SanctuaryArticleId,
} from "@common/content/palace/reference/sanctuaryArticles";
import { BIBLE_BOOKS } from "@common/bible/books";
import type { ParsedReference, ReferenceRange } from "@common/bible/reference";
import { GENRE_BOOK_RANGES } from "@common/content/palace/reference/genreBookMap";
import { list as genreExceptionList } from "@common/content/palace/reference/genreExceptions";
import { list as genreList, type GenreCode } from "@common/content/palace/reference/genres";
import { list as parableList } from "@common/content/palace/reference/parablePassages";
import { text } from "./text";

// ── Limits ───────────────────────────────────────────────────────────────────────────────────────────────

export const challengeTiers = ["quick", "core", "advance"] as const;
export type ChallengeTier = (typeof challengeTiers)[number];
export const challengeSubtypes = [
  "dimension-drill",
  "connect-6",
  "sanctuary-map",
  "christ-chapter",
  "fruit-check",
] as const;
export type ChallengeSubtype = (typeof challengeSubtypes)[number];

export const CHALLENGE_POINTS = 10;
/** Free members: this many submissions per Monday–Sunday week in their time zone (screens §1.3). */
export const FREE_CHALLENGES_PER_WEEK = 3;
/** Time spent on one challenge is stored up to two hours. */
export const CHALLENGE_TIME_MAX_S = 7_200;
export const CHALLENGE_ANSWER_MIN = 15;
export const CHALLENGE_ANSWER_MAX = 2_000;
export const GROWTH_AREA_MIN = 3;
export const GROWTH_AREA_MAX = 200;
export const FOLLOW_UP_MAX = 2_000;
export const JOURNAL_SEARCH_MAX = 200;
/** Day 0 of the rotation: today's template is (local days since this date) mod the rotation length. */
export const ROTATION_EPOCH = "2025-01-01";

export const tierLabels: Record<ChallengeTier, string> = { quick: "Quick", core: "Core", advance: "Advance" };
/** The tier's rough length (screens §6.1). */
export const tierMinutes: Record<ChallengeTier, number> = { quick: 5, core: 15, advance: 30 };
export const subtypeLabels: Record<ChallengeSubtype, string> = {
  "dimension-drill": "Dimension drill",
  "connect-6": "Connect-6",
  "sanctuary-map": "Sanctuary map",
  "christ-chapter": "Christ in the chapter",
  "fruit-check": "Fruit check",
};

export const challengeMessages = {
  tooShort: "Write at least a sentence",
  tooLong: `Keep each answer to ${CHALLENGE_ANSWER_MAX.toLocaleString("en")} characters or fewer.`,
  chooseDimension: "Choose a dimension.",
  chooseArticle: "Choose a sanctuary article.",
  verseRequired: "Enter the connected verse.",
  invalidReference: "That isn't a Bible reference we recognise — try one like Romans 8:1.",
  wrongGenre: (label: string, genre: string) =>
    `${label} isn't in ${genre} — choose a verse from a ${genre} book.`,
  growthAreaRequired: "Name one area.",
  growthAreaTooLong: `Keep the area to ${GROWTH_AREA_MAX} characters or fewer.`,
  followUpTooLong: `Keep the note to ${FOLLOW_UP_MAX.toLocaleString("en")} characters or fewer.`,
  alreadyDone: "You've already completed today's challenge. Come back tomorrow for the next challenge.",
  quotaExceeded: `You've used your ${FREE_CHALLENGES_PER_WEEK} challenges for this week. They reset on Monday.`,
  submitFailed: "We couldn't save your answer — try again.",
  completeToast: "Challenge complete! Added to your Growth Journal.",
  completed: "✓ Completed today",
  comeBack: "Come back tomorrow for the next challenge",
  unknownSubtype: "This challenge type isn't available yet",
  noChallenge: "No challenge today — check back soon.",
  journalEmpty: "Your journal is empty — complete your first daily challenge to begin.",
  noTierEntries: (tier: string) => `No ${tier} entries yet.`,
  weeklyLeft: (left: number) => `${left} of ${FREE_CHALLENGES_PER_WEEK} challenges left this week`,
  followUpLabel: "Later I noticed…",
  shareTitle: "Today's Phototheology challenge",
} as const;

// ── The palace data the forms use ──────────────────────────────────────────────────────────────────────────

export const dimensionIds = ["literal", "christ", "me", "church", "heaven"] as const;
export type DimensionId = (typeof dimensionIds)[number];
/** The eight articles in order of approach (the palace's Blue Room list). */
export const sanctuaryArticleIds = SANCTUARY_ARTICLE_IDS;
export type { SanctuaryArticleId };
export const genreIds = ["prophecy", "parable", "epistle", "history", "gospel", "poetry"] as const;
export type GenreId = (typeof genreIds)[number];

export interface GenreInfo {
  id: GenreId;
  code: GenreCode;
  name: string;
}

/** The six genres of the palace (reference list `genres`), by id. */
export function genreInfo(id: GenreId): GenreInfo {
  const item = genreList.items.find((each) => each.id === id);
  if (!item) throw new Error(`Unknown genre ${id}`);
  return { id, code: item.values.code as GenreCode, name: item.values.name! };
}

// ── The genre check ─────────────────────────────────────────────────────────────────────────────────────────

export type ParseReference = (text: string) => ParsedReference | null;

const bookIndex = (osis: string) => BIBLE_BOOKS.findIndex((book) => book.osis === osis);
const pointAt = (point: { chapter: number; verse: number }) => point.chapter * 1000 + point.verse;
const inside = (range: ReferenceRange, passage: ReferenceRange) =>
  passage.start.book === range.start.book &&
  passage.end.book === range.end.book &&
  pointAt(passage.start) <= pointAt(range.start) &&
  pointAt(range.end) <= pointAt(passage.end);

/** The genre a book counts as by the palace map (GENRE_BOOK_RANGES). */
export function genreOfBook(osis: string): GenreCode | undefined {
  const at = bookIndex(osis);
  if (at < 0) return undefined;
  return GENRE_BOOK_RANGES.find((range) => bookIndex(range.from) <= at && at <= bookIndex(range.to))?.genre;
}

type Passages = {
  parables: ReferenceRange[];
  exceptions: Array<{ range: ReferenceRange; genre: GenreCode }>;
};
const passagesByParser = new WeakMap<ParseReference, Passages>();

/** The curated parable passages and genre exceptions, parsed once per parser. */
function passagesFor(parse: ParseReference): Passages {
  let passages = passagesByParser.get(parse);
  if (!passages) {
    const rangesOf = (ref: string) => parse(ref)?.ranges ?? [];
    passages = {
      parables: parableList.items.flatMap((item) => (item.refs ?? []).flatMap(rangesOf)),
      exceptions: genreExceptionList.items.flatMap((item) =>
        (item.refs ?? [])
          .flatMap(rangesOf)
          .map((range) => ({ range, genre: item.values.alsoCounts as GenreCode })),
      ),
    };
    passagesByParser.set(parse, passages);
  }
  return passages;
}

/**
 * Whether every part of a parsed reference counts as the genre by the palace genre map: Parable only inside a
 * curated parable passage; any other genre by its book, or by a curated exception (Daniel 1–6 also History …).
 */
export function referenceInGenre(reference: ParsedReference, genre: GenreId, parse: ParseReference): boolean {
  const { code } = genreInfo(genre);
  const { parables, exceptions } = passagesFor(parse);
  return reference.ranges.every((range) => {
    if (code === "Pa") return parables.some((passage) => inside(range, passage));
    if (range.start.book !== range.end.book) return false;
    if (genreOfBook(range.start.book) === code) return true;
    return exceptions.some((entry) => entry.genre === code && inside(range, entry.range));
  });
}

// ── Answers ─────────────────────────────────────────────────────────────────────────────────────────────────

const answerText = () =>
  text({ error: challengeMessages.tooShort })
    .trim()
    .min(CHALLENGE_ANSWER_MIN, challengeMessages.tooShort)
    .max(CHALLENGE_ANSWER_MAX, challengeMessages.tooLong);

export const dimensionDrillAnswer = z.strictObject({
  dimension: z.enum(dimensionIds, { error: challengeMessages.chooseDimension }),
  answer: answerText(),
});
export const connectSixAnswer = z.strictObject({
  connectedVerse: text({ error: challengeMessages.verseRequired })
    .trim()
    .min(1, challengeMessages.verseRequired)
    .max(100, challengeMessages.invalidReference),
  explanation: answerText(),
});
export const sanctuaryMapAnswer = z.strictObject({
  article: z.enum(sanctuaryArticleIds, { error: challengeMessages.chooseArticle }),
  explanation: answerText(),
});
export const christChapterAnswer = z.strictObject({ reflection: answerText() });
export const fruitCheckAnswer = z.strictObject({
  action: answerText(),
  growthArea: text({ error: challengeMessages.growthAreaRequired })
    .trim()
    .min(GROWTH_AREA_MIN, challengeMessages.growthAreaRequired)
    .max(GROWTH_AREA_MAX, challengeMessages.growthAreaTooLong),
});

export type DimensionDrillAnswer = z.output<typeof dimensionDrillAnswer>;
export type ConnectSixAnswer = z.output<typeof connectSixAnswer>;
export type SanctuaryMapAnswer = z.output<typeof sanctuaryMapAnswer>;
export type ChristChapterAnswer = z.output<typeof christChapterAnswer>;
export type FruitCheckAnswer = z.output<typeof fruitCheckAnswer>;

export interface ChallengeAnswers {
  "dimension-drill": DimensionDrillAnswer;
  "connect-6": ConnectSixAnswer;
  "sanctuary-map": SanctuaryMapAnswer;
  "christ-chapter": ChristChapterAnswer;
  "fruit-check": FruitCheckAnswer;
}

/** The fields each subtype's form must fill before Submit is enabled, in form order. */
export const requiredFields: { [S in ChallengeSubtype]: readonly (keyof ChallengeAnswers[S] & string)[] } = {
  "dimension-drill": ["dimension", "answer"],
  "connect-6": ["connectedVerse", "explanation"],
  "sanctuary-map": ["article", "explanation"],
  "christ-chapter": ["reflection"],
  "fruit-check": ["action", "growthArea"],
};

/** The journal's label for every answer field (screens §6.2). */
export const answerFieldLabels: Record<string, string> = {
  dimension: "Dimension",
  answer: "Answer",
  connectedVerse: "Connected verse",
  explanation: "Explanation",
  article: "Furnishing",
  reflection: "Reflection",
  action: "Action today",
  growthArea: "Growth area",
};

/**
 * The schema for one subtype's answer. Connect-6 also needs the target genre and a reference parser: the verse must
 * parse and fall in the genre by the palace genre map.
 */
export function challengeAnswerSchema(
  subtype: ChallengeSubtype,
  options: { targetGenre?: GenreId; parse?: ParseReference } = {},
) {
  switch (subtype) {
    case "dimension-drill":
      return dimensionDrillAnswer;
    case "sanctuary-map":
      return sanctuaryMapAnswer;
    case "christ-chapter":
      return christChapterAnswer;
    case "fruit-check":
      return fruitCheckAnswer;
    case "connect-6": {
      const { targetGenre, parse } = options;
      return connectSixAnswer.superRefine((value, issues) => {
        if (!parse) return;
        const parsed = parse(value.connectedVerse);
        if (!parsed) {
          issues.addIssue({
            code: "custom",
            path: ["connectedVerse"],
            message: challengeMessages.invalidReference,
          });
          return;
        }
        if (targetGenre && !referenceInGenre(parsed, targetGenre, parse))
          issues.addIssue({
            code: "custom",
            path: ["connectedVerse"],
            message: challengeMessages.wrongGenre(parsed.label, genreInfo(targetGenre).name),
          });
      });
    }
  }
}

// ── Requests ───────────────────────────────────────────────────────────────────────────────────────────────

/** POST /api/challenges/today — the answer's fields are checked against today's subtype by the service. */
export const submitChallengeInput = z.strictObject({
  answer: z.record(z.string(), z.unknown()),
  /** Seconds from opening the page to submitting, as the browser measured it; stored capped at two hours. */
  timeSpentS: z.int().min(0),
});
export type SubmitChallengeInput = z.output<typeof submitChallengeInput>;

const localDate = z.iso.date({ error: "Use a date like 2026-04-06." });
export const journalQuery = z.strictObject({
  tier: z.enum(challengeTiers).optional(),
  subtype: z.enum(challengeSubtypes).optional(),
  from: localDate.optional(),
  to: localDate.optional(),
  q: text().trim().max(JOURNAL_SEARCH_MAX).optional(),
});
export type JournalQuery = z.output<typeof journalQuery>;

export const followUpInput = z.strictObject({
  note: text().trim().max(FOLLOW_UP_MAX, challengeMessages.followUpTooLong),
});
export type FollowUpInput = z.output<typeof followUpInput>;

// ── DTOs ───────────────────────────────────────────────────────────────────────────────────────────────────

/** What each subtype's form shows beside its fields. */
export type ChallengeFormDto =
  | {
      subtype: "dimension-drill";
      dimensions: { id: DimensionId; code: string; name: string; question: string }[];
    }
  | { subtype: "connect-6"; targetGenre: GenreInfo; exampleBooks: string[] }
  | { subtype: "sanctuary-map"; articles: { id: SanctuaryArticleId; name: string; meaning: string }[] }
  | {
      subtype: "christ-chapter";
      chapter: { label: string; bookName: string; chapter: number };
      hints: string[];
    }
  | { subtype: "fruit-check" };

/** Today's card (no rubric). `subtype` is a plain string: a client that doesn't know it says so. */
export interface ChallengeCardDto {
  templateId: string;
  /** "Day {day} of {rotationLength}" */
  day: number;
  rotationLength: number;
  tier: ChallengeTier;
  subtype: string;
  title: string;
  instructions: string[];
  verses: string[];
  principle: string;
  roomId: string;
  roomCodes: string[];
  form: ChallengeFormDto;
}

export interface AnswerFieldDto {
  key: string;
  label: string;
  /** As shown: a dimension or article by name, a verse by its normalised reference. */
  value: string;
}

export interface ChallengeSubmissionDto {
  id: string;
  /** The member's local date it counts for (YYYY-MM-DD). */
  date: string;
  answer: Record<string, string>;
  fields: AnswerFieldDto[];
  verdict: "pass" | "partial";
  feedback: string;
  aiFeedback: string | null;
  timeSpentS: number;
  submittedAt: string;
}

/** Free members' allowance this Monday–Sunday week; null for plans without a limit. */
export interface WeeklyAllowanceDto {
  limit: number;
  used: number;
  remaining: number;
  /** Next Monday 00:00 in the member's time zone. */
  resetsAt: string;
}

/** GET /api/challenges/today */
export interface TodayChallengeDto {
  date: string;
  challenge: ChallengeCardDto | null;
  submission: ChallengeSubmissionDto | null;
  weekly: WeeklyAllowanceDto | null;
}

/** POST /api/challenges/today */
export interface SubmitChallengeDto extends TodayChallengeDto {
  pointsAwarded: number;
}

export interface JournalEntryDto {
  id: string;
  templateId: string;
  title: string;
  tier: ChallengeTier;
  subtype: string;
  principle: string;
  date: string;
  timeSpentS: number;
  fields: AnswerFieldDto[];
  verdict: "pass" | "partial";
  feedback: string;
  aiFeedback: string | null;
  followUp: string | null;
  followUpAt: string | null;
  createdAt: string;
}

export interface JournalStatsDto {
  entries: number;
  quick: number;
  core: number;
  advance: number;
  /** floor(sum of time spent / 60) */
  minutes: number;
  /** Consecutive local days with a submission, up to today (or yesterday when today has none yet). */
  streak: number;
}

/** GET /api/challenges/journal */
export interface JournalDto {
  entries: JournalEntryDto[];
  /** Over every entry, whatever the filters. */
  stats: JournalStatsDto;
  /** The tier tabs' counts under the other filters (subtype, dates, search). */
  tierCounts: { all: number } & Record<ChallengeTier, number>;
}

/** "{m}m {s}s" */
export function formatTimeSpent(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  return `${Math.floor(whole / 60)}m ${whole % 60}s`;
}
