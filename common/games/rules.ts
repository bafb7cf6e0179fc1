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

/** §4.4 Time Zone Invasion. */
export const TIME_ZONE_INVASION = {
  /** Verses per run, no repeats. */
  verses: 10,
  /** "Invasion repelled" at this score or more; otherwise "Zones overrun". */
  target: 12,
  maxScore: 20,
  /** Zones to toggle: 1–2 on Easy, exactly 2 on Normal and Hard. */
  pick: { easy: [1, 2], normal: [2, 2], hard: [2, 2] } as ByDifficulty<readonly [number, number]>,
  baseWords: 30,
  /** Hard only: supporting references besides the given verse. */
  hardSupportingRefs: 1,
  points: { pass: 2, partial: 1, fail: 0 },
  hardSeconds: 2 * 60,
} as const;

/** §4.7 Controversy Raid. */
export const CONTROVERSY_RAID = {
  rounds: 8,
  /** Warfare cards dealt with each issue (of the four |GC ⚖ ≅ ∥); the player plays one. */
  hand: 3,
  pick: 1,
  baseWords: 40,
  baseRefs: 1,
  /** A capture without a curated verse needs this many of the keywords. */
  keywordsToCapture: 3,
  points: { pass: 2, bestCardBonus: 1, partial: 1, fail: 0 },
  /** Won with at least this many captures. */
  winAt: 5,
  maxScore: 24,
  hardSeconds: 4 * 60,
} as const;

/** §4.8 Escape the Dragon. */
export const ESCAPE_DRAGON = {
  attacks: 10,
  lives: 3,
  /** Cards held, of the nine-card defence deck; the two played are replaced. */
  hand: 5,
  pick: 2,
  baseWords: 40,
  /** Condition B without a key verse: this many of the attack's keywords. */
  keywordsToDefend: 2,
  points: { pass: 10, partial: 5, fail: 0 },
  /** REMNANT VICTORY: this much more per life left. */
  lifeBonus: 5,
  /** 10 × 10 + 3 × 5. */
  maxScore: 115,
  /** Per attack; Easy is untimed (§4.8: Normal 3:00, Hard 1:30). */
  seconds: { easy: null, normal: 3 * 60, hard: 90 } as ByDifficulty<number | null>,
} as const;

/** §4.10 Witness Trial. */
export const WITNESS_TRIAL = {
  trials: 5,
  /** Cards dealt for each trial from the twelve-card deck; every one must be used. */
  dealt: 3,
  baseWords: 50,
  /** "Convincing" without a curated verse needs this many of the objection's keywords. */
  keywordsToConvince: 3,
  points: { pass: 3, partial: 1, fail: 0 },
  /** "Case won" at this score or more. */
  winAt: 9,
  maxScore: 15,
  hardSeconds: 4 * 60,
} as const;

/** §4.11 Frame Snapshot. */
export const FRAME_SNAPSHOT = {
  storyboards: 5,
  /** Cards dealt per storyboard, and parts written: part i tells card i. */
  parts: 4,
  wordsPerPart: 25,
  /** References over the whole answer (base: 2 distinct on Hard). */
  references: 1,
  /** Valid parts for a partial. */
  partialParts: 3,
  pass: 2,
  /** Added to a pass when a cited verse is in a dealt frame's curated list. */
  curatedBonus: 1,
  partial: 1,
  winAt: 8,
  maxScore: 15,
  hardSeconds: 6 * 60,
} as const;

/** §4.3 Sanctuary Run. */
export const SANCTUARY_RUN = {
  /** Articles dealt per round, always in sanctuary order. */
  articles: { easy: 2, normal: 3, hard: 4 } as ByDifficulty<number>,
  baseWords: 60,
  /** Distinct references Easy asks for; Normal and Hard ask one per dealt article. */
  easyReferences: 1,
  passesToWin: 5,
  maxRounds: 8,
  pass: 3,
  /** Per dealt article with a cited reference from its curated list (R2), on a pass. */
  curatedBonus: 1,
  partial: 1,
  hardSeconds: 5 * 60,
} as const;

/** §4.6 Christ Lock. */
export const CHRIST_LOCK = {
  /** The three Christ cards to lock. */
  cards: ["2D", "|LC", "⊙"] as const,
  maxDraws: 6,
  baseWords: 40,
  /** The main test without a curated fulfilment: at least this many of the verse's keywords (R5). */
  keywordsNeeded: 2,
  pass: 10,
  /** On a pass, when a curated fulfilment was cited (R2). */
  fulfilmentBonus: 5,
  partial: 3,
  /** On the win, per draw left unused. */
  unusedDrawBonus: 5,
  hardSeconds: 3 * 60,
} as const;

/** §4.9 Equation Builder. */
export const EQUATION_BUILDER = {
  /** Prompts per run. */
  prompts: 8,
  /** Pieces dealt per prompt, with at least this many of the prompt's expected operands and operators. */
  pieces: 12,
  minExpected: 2,
  minOperators: 3,
  /** Equation lengths: operand, operator, operand (…). */
  lengths: [3, 5] as const,
  baseWords: 30,
  /** Relevance: at least this many operands of the equation in the prompt's expected set. */
  relevantOperands: 2,
  points: { pass: 3, partial: 1, fail: 0 },
  /** Added to a pass for a 5-piece equation. */
  longBonus: 1,
  winAt: 16,
  /** 8 × (3 + 1). */
  maxScore: 32,
  hardSeconds: 3 * 60,
} as const;

/** §4.1 Chef Challenge: one round, a theme cooked as references; the levels are the run's difficulty ids. */
export const CHEF_CHALLENGE = {
  levels: {
    apprentice: { label: "Apprentice", seconds: 20 * 60, minRefs: 3, anchorsNeeded: 2 },
    chef: { label: "Chef", seconds: 15 * 60, minRefs: 5, anchorsNeeded: 2 },
    master: { label: "Master Chef", seconds: 10 * 60, minRefs: 7, anchorsNeeded: 3 },
  },
  maxStars: 5,
  pointsPerStar: 20,
  /** Time bonus: one point per this many seconds left, at most `maxTimeBonus`. */
  secondsPerBonusPoint: 30,
  maxTimeBonus: 20,
  maxScore: 120,
  /** Stars for the win ("Dish served!") and the verdict bands (pass 4–5, partial 2–3, fail 0–1). */
  winStars: 3,
  passStars: 4,
  partialStars: 2,
  /** Ordered themes: matched anchors needed before an order can be judged for the flow star. */
  flowAnchors: 2,
} as const;

export type ChefLevelId = keyof typeof CHEF_CHALLENGE.levels;
export const isChefLevel = (value: string): value is ChefLevelId =>
  Object.hasOwn(CHEF_CHALLENGE.levels, value);

/** §4.5 Connect-6 Draft. */
export const CONNECT6_DRAFT = {
  rounds: 6,
  /** Doctrines offered per round, one to pick. */
  doctrinesOffered: 3,
  /** Genre cards held (of the six); the two not held replace the two played. */
  hand: 4,
  /** Genre cards played per round, each with one reference and an explanation. */
  pairs: 2,
  /** Base words per pair's explanation. */
  wordsPerPair: 25,
  /** Per valid pair. */
  validPair: 2,
  /** Added per valid pair whose reference is one of the doctrine's curated proof texts (R2 overlap). */
  proofTextBonus: 1,
  maxScore: 36,
  /** Won at this score or more. */
  winAt: 18,
  hardSeconds: 5 * 60,
} as const;

/** §4.19 kids games: no timers, stars by mistakes, the numbers of each board. */
export const KIDS_GAMES = {
  /** ★★★ with at most 1 mistake, ★★ with at most 3, ★ when finished. */
  stars: { three: 1, two: 3 },
  /** §3.8: a kids game completed is worth 2 points, +2 for 3 stars; kids runs are never ranked. */
  points: { completed: 2, threeStars: 2 },
  /** Two by Two: pairs per band. A mismatch is how a memory board is learned: only those beyond the pairs count. */
  memoryPairs: { "4-6": 4, "7-9": 6 },
  /** Armor of God: ages 4–6 play two boards of 3 pieces (pictures only), older bands one board of all 6. */
  armorBoardSize: { "4-6": 3, "7-9": 6, "10-12": 6 },
  /** Verse Builder and Who Am I?: rounds per game. */
  versesPerGame: 8,
  heroesPerGame: 8,
  /** Who Am I?: name cards shown, clues at most. */
  heroNames: 4,
  heroClues: 3,
  /** Parable Picker: parables per board. */
  parablesPerBoard: 6,
  /** Timeline Trek: rounds, and events per round (5 or 6). */
  timelineRounds: 4,
  timelineEvents: [5, 6],
  /** Creation Week, ages 4–6: days 1–4 first, then 5–7. */
  creationSplit: 4,
} as const;

export type KidsBand = "4-6" | "7-9" | "10-12";
export const kidsBands: readonly KidsBand[] = ["4-6", "7-9", "10-12"];
export const kidsBandLabel = (band: KidsBand) => `Ages ${band.replace("-", "–")}`;
export const isKidsBand = (value: string): value is KidsBand =>
  (kidsBands as readonly string[]).includes(value);

/** Stars for a finished kids game (§4.19). */
export function kidsStars(mistakes: number): 1 | 2 | 3 {
  if (mistakes <= KIDS_GAMES.stars.three) return 3;
  if (mistakes <= KIDS_GAMES.stars.two) return 2;
  return 1;
}

/** §4.21 escape rooms: the three modes' structure, clocks, points and hints by difficulty. */
export type EscapeModeId = "room" | "gauntlet" | "floor-race";
export type EscapeDifficultyId = "easy" | "medium" | "hard" | "pro";
export const escapeDifficulties: readonly EscapeDifficultyId[] = ["easy", "medium", "hard", "pro"];
export const escapeModes: readonly EscapeModeId[] = ["room", "gauntlet", "floor-race"];

export const ESCAPE_ROOM = {
  modes: {
    room: {
      label: "Room-as-Room",
      /** Locks before the final escape lock. */
      locks: { easy: 3, medium: 4, hard: 5, pro: 6 },
      limitMs: { easy: 45 * 60_000, medium: 45 * 60_000, hard: 45 * 60_000, pro: 45 * 60_000 },
      points: { perfect: 8, partial: 4 },
      final: { perfect: 12, partial: 0, label: "Escape lock" },
      hints: { max: { easy: 3, medium: 2, hard: 2, pro: 2 }, cost: 3 },
      lockCapMs: null,
    },
    gauntlet: {
      label: "Category Gauntlet",
      /** All locks; at pro the last one is the boss. */
      locks: { easy: 3, medium: 4, hard: 5, pro: 6 },
      limitMs: { easy: 60 * 60_000, medium: 60 * 60_000, hard: 60 * 60_000, pro: 60 * 60_000 },
      points: { perfect: 5, partial: 3 },
      final: { perfect: 10, partial: 0, label: "Boss lock" },
      hints: { max: { easy: 3, medium: 3, hard: 3, pro: 3 }, cost: 2 },
      lockCapMs: null,
    },
    "floor-race": {
      label: "Floor Race",
      /** Floors 1–n, one lock each, then the summit. */
      locks: { easy: 4, medium: 5, hard: 7, pro: 8 },
      limitMs: { easy: 30 * 60_000, medium: 40 * 60_000, hard: 50 * 60_000, pro: 60 * 60_000 },
      points: { perfect: 4, partial: 2 },
      final: { perfect: 10, partial: 0, label: "Summit lock" },
      hints: { max: { easy: 2, medium: 2, hard: 2, pro: 2 }, cost: 2 },
      /** Each lock is capped on the server; a lock over its cap fails and the race moves on. */
      lockCapMs: 6 * 60_000,
    },
  },
  attemptsPerLock: 3,
  /** Reusing the previous lock's principle costs a point (the total never drops below 0). */
  principleReuseCost: 1,
  justificationWords: 12,
  principleOptions: 6,
  maxRefLines: 5,
  /** +1 per full minute left when escaping, at most 15. */
  escapeBonusMax: 15,
  /** The weekly rooms: 2 per mode, published Monday 00:00 UTC, ranked for 7 days. */
  weeklyPerMode: 2,
  weeklyDays: 7,
  /** Essential: one attempt started per UTC day (resuming is free). */
  essentialStartsPerDay: 1,
  gauntletCategories: ["prophecy", "sanctuary", "gospel"] as const,
} as const;
