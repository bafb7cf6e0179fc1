/**
 * The numbers of play (games.md §3.2, §3.6, §3.8, §4.12–§4.18): the server enforces them, the screens quote
 * them. One place, so a timer or a board size changes in one line.
 */
type ByDifficulty<T> = Readonly<Record<"easy" | "normal" | "hard", T>>;

export const GAME_LIMITS = {
  /** §3.2: run starts per member per rolling hour (429 rate_limited). */
  startsPerHour: 60,
  /** §3.2: an unfinished run with no activity expires (no result). */
  idleExpiryMs: 2 * 60 * 60 * 1000,
  /** §3.6: answers up to this long after a deadline still count. */
  graceMs: 2000,
  /** Free-text inputs (write mode) are capped; longer → 422. */
  maxTextChars: 4000,
  maxInputIds: 64,
  /** §3.13 test hook (admins, never in production): every time limit of a run divided by this. */
  fastClockDivisor: 60,
} as const;

/** A round's time limit as issued: the fast clock of §3.13 shortens it. */
export function issuedLimitMs(limitMs: number | null, fastClock: boolean): number | null {
  if (limitMs === null || !fastClock) return limitMs;
  return Math.ceil(limitMs / GAME_LIMITS.fastClockDivisor);
}

/** §3.8 points and caps. */
export const GAME_POINTS = {
  base: 2,
  perfMax: 8,
  win: 3,
  newBest: 2,
  /** Per UTC day: point-earning runs per game, and game points in total. */
  runsWithPointsPerGamePerDay: 5,
  pointsPerDay: 60,
} as const;

export function performancePoints(score: number, maxScore: number): number {
  const performance = maxScore > 0 ? Math.min(1, Math.max(0, score / maxScore)) : 0;
  return GAME_POINTS.base + Math.round(GAME_POINTS.perfMax * performance);
}

/** Account level (screens §3.2): level L needs 250 × L × (L − 1) points in total. */
export function levelForPoints(points: number): number {
  let level = 1;
  while (250 * (level + 1) * level <= points) level += 1;
  return level;
}
export function pointsForLevel(level: number): number {
  return 250 * level * (level - 1);
}

/** §4.15 Palace Quiz. */
export const PALACE_QUIZ = {
  questions: 10,
  options: 4,
  secondsPerQuestion: { easy: 45, normal: 30, hard: 20 } as ByDifficulty<number>,
  passAt: 7,
  botAccuracy: { easy: 0.5, normal: 0.7, hard: 0.85 } as ByDifficulty<number>,
  botSeconds: [5, 20] as const,
} as const;

/** §4.18 engines. */
export const CHOICE_ENGINE = {
  questions: 10,
  options: 4,
  secondsPerQuestion: { easy: 30, normal: 20, hard: 15 } as ByDifficulty<number>,
  passAt: 7,
} as const;
export const MATCH_ENGINE = {
  boards: 3,
  pairs: { easy: 6, normal: 8, hard: 10 } as ByDifficulty<number>,
  correct: 2,
  wrong: -1,
  cleanBoardBonus: 3,
} as const;
export const ORDER_ENGINE = {
  rounds: 5,
  items: { easy: 5, normal: 7, hard: 9 } as ByDifficulty<number>,
  perfectBonus: 5,
} as const;

/** Match and order engines: "Passed" at this share of the maximum (the sheet sets no mark; ours). */
export const ENGINE_PASS_SHARE = 0.7;

/** §4.12 / §4.16 memory boards. */
export const MEMORY_BOARD = {
  concentrationPairs: { easy: 8, normal: 12, hard: 18 } as ByDifficulty<number>,
  verseMatchPairs: { easy: 6, normal: 8, hard: 10 } as ByDifficulty<number>,
  /** How long the browser shows a match / a mismatch before settling (display only). */
  concentrationMatchMs: 500,
  verseMatchMatchMs: 800,
  mismatchMs: 1000,
  verseMaxWords: 25,
  customMinimum: 6,
  botMemory: { easy: 0.3, normal: 0.6, hard: 0.9 } as ByDifficulty<number>,
} as const;

/** The shared memory formula (§4.12). */
export function memoryScore(pairs: number, moves: number, seconds: number): number {
  return Math.max(10 * pairs, 100 * pairs - 10 * (moves - pairs) - Math.floor(seconds / 2));
}

/** §4.17 Principle Puzzle. */
export const PRINCIPLE_PUZZLE = {
  puzzles: 5,
  options: { easy: 4, normal: 6, hard: 8 } as ByDifficulty<number>,
  correct: { easy: [2, 2], normal: [2, 4], hard: [2, 4] } as ByDifficulty<readonly [number, number]>,
  hardSeconds: 45,
  exact: 10,
  perPick: 3,
  wellReadAt: 35,
} as const;

export function principleScore(correctPicks: number, wrongPicks: number, exact: boolean): number {
  return exact ? PRINCIPLE_PUZZLE.exact : Math.max(0, PRINCIPLE_PUZZLE.perPick * (correctPicks - wrongPicks));
}

/** §4.13 Palace Cards. */
export const PALACE_CARDS = {
  cards: 8,
  options: { easy: 3, normal: 4, hard: 4 } as ByDifficulty<number>,
  firstTry: 10,
  secondTry: 5,
  hardSeconds: 60,
  victoryAt: 60,
  writeMinWords: 30,
  writePass: 10,
  writePartial: 5,
} as const;

/** Timed-question points: max(1, ceil(10 × left / limit)) for a right answer (§4.15, §4.18). */
export function timedPoints(msLeft: number, limitMs: number): number {
  const left = Math.max(0, Math.min(limitMs, msLeft));
  return Math.max(1, Math.ceil((10 * left) / limitMs));
}

/** Order engine round score: round(10 × (1 − inversions / maxInversions)), +5 when perfect. */
export function orderScore(inversions: number, items: number): number {
  const max = (items * (items - 1)) / 2;
  const base = Math.round(10 * (1 - inversions / Math.max(1, max)));
  return inversions === 0 ? base + ORDER_ENGINE.perfectBonus : base;
}

export function countInversions(order: readonly number[]): number {
  let inversions = 0;
  for (let i = 0; i < order.length; i += 1)
    for (let j = i + 1; j < order.length; j += 1) if ((order[i] ?? 0) > (order[j] ?? 0)) inversions += 1;
  return inversions;
}

/** §4.0 the ten card games' shared rules. */
export const CARD_GAMES = {
  /** "New prompt" at most this often per run, without penalty. */
  redealsPerRun: 2,
  /** Easy's "Show a suggestion": this many curated verses for the round, at no cost. */
  suggestionVerses: 2,
  /** Word minimums: base × 0.5 on Easy, base on Normal, base × 1.5 (rounded up) on Hard. */
  wordFactor: { easy: 0.5, normal: 1, hard: 1.5 } as ByDifficulty<number>,
} as const;

/** A card game's word minimum on a difficulty (§4.0 table). */
export function cardWordMinimum(base: number, difficulty: "easy" | "normal" | "hard"): number {
  return Math.ceil(base * CARD_GAMES.wordFactor[difficulty]);
}

/** References a card game asks for where its base is 1: 1 on Easy and Normal, 2 distinct on Hard (§4.0). */
export function cardReferencesRequired(base: number, difficulty: "easy" | "normal" | "hard"): number {
  return base === 1 && difficulty === "hard" ? 2 : base;
}

/** §4.2 Chain War. */
export const CHAIN_WAR = {
  target: 15,
  maxTurns: 15,
  hand: 5,
  pick: [2, 3] as const,
  wordsPerCard: 15,
  hardSeconds: 4 * 60,
} as const;
