/**
 * Chef Challenge (games.md §4.1): one round in which the player "cooks" a theme as a recipe of verse references,
 * one per line, before the level's clock runs out. Solo deals a random theme from the run's seed; Daily deals the
 * same theme to everyone on a UTC day (seeded by the date). The rules judge gives 0–5 stars (a gate of one valid
 * reference, then valid submission, the level's distinct references, every line a reference, the theme's anchors
 * reached, and flow: anchors in the theme's order, or both Testaments for unordered themes); the optional AI judge
 * may move the verdict one step and the stars then follow the verdict's band.
 */
import { bookByOsis } from "@common/bible/books";
import { CHEF_CHALLENGE, type ChefLevelId, isChefLevel } from "@common/games/rules";
import { type Check, feedbackFromChecks, type Judgement, type Verdict } from "@common/games/judge/types";
import {
  type FoundReference,
  matchReference,
  parseReferenceField,
  scanReferences,
} from "@common/games/judge/rules";
import type { GameModeId } from "@common/games/registry";
import type { RevealDto, RoundInput, RoundPayload, RunScoreDto } from "@common/schemas/games";
import type { ChefTheme } from "@server/modules/games/content/card-types";
import { chefThemes } from "@server/modules/games/content/chef-themes";
import { createRng } from "@server/modules/games/rng";
import { type Finish, type GameEngine, InvalidGameInput, type RoundSpec, type StepOutcome } from "../types";
import { answerText, citedReferences, invalidReferenceChecks, rulesJudgement, withAiJudge } from "./kit";

export interface ChefState {
  level: ChefLevelId;
  mode: GameModeId;
  themeId: string;
  /** Daily runs: the UTC day whose theme this is. */
  day: string | null;
  limitMs: number;
  seed: string;
  stars: number;
  score: number;
  finished: boolean;
}

// ── Dealing ───────────────────────────────────────────────────────────────────────────────────────────────

/** The UTC day of a moment, "YYYY-MM-DD". */
export const utcDay = (now: Date) => now.toISOString().slice(0, 10);

/** Daily mode: the same theme for everyone on a UTC day. */
export function dailyTheme(day: string): ChefTheme {
  const theme = chefThemes[createRng(`chef-daily:${day}`).int(chefThemes.length)];
  if (!theme) throw new Error("Chef Challenge has no themes");
  return theme;
}

export function themeById(id: string): ChefTheme {
  const theme = chefThemes.find((item) => item.id === id);
  if (!theme) throw new Error(`Unknown Chef Challenge theme ${id}`);
  return theme;
}

export function chefLevel(id: ChefLevelId) {
  return { id, ...CHEF_CHALLENGE.levels[id] };
}

const clockText = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;

function promptOf(theme: ChefTheme, level: ChefLevelId): string {
  const rules = chefLevel(level);
  return `Cook "${theme.title}": one reference per line, at least ${rules.minRefs} distinct, reaching ${rules.anchorsNeeded} of the theme's key verses${theme.ordered ? " in the theme's order" : " from both Testaments"}.`;
}

function roundOf(state: ChefState, roundNo: number): RoundSpec | null {
  if (state.finished || roundNo !== 1) return null;
  const theme = themeById(state.themeId);
  const level = chefLevel(state.level);
  const payload: RoundPayload = {
    kind: "chef",
    prompt: promptOf(theme, state.level),
    theme: { title: theme.title, brief: theme.brief, ordered: theme.ordered },
    level: { id: level.id, label: level.label, minRefs: level.minRefs, anchorsNeeded: level.anchorsNeeded },
    status: [
      { label: "Level", value: level.label },
      { label: "Time", value: clockText(level.seconds) },
      { label: "References", value: `${level.minRefs}+` },
      { label: "Key verses", value: String(level.anchorsNeeded) },
      ...(state.day ? [{ label: "Daily", value: state.day }] : []),
    ],
  };
  return { roundNo, promptKey: `theme:${theme.id}`, payload, limitMs: state.limitMs };
}

// ── Judging ───────────────────────────────────────────────────────────────────────────────────────────────

const anchorCache = new Map<string, FoundReference | null>();

/** A curated reference, parsed once (chapter-only references allowed in content). */
function curated(ref: string): FoundReference | null {
  if (!anchorCache.has(ref)) anchorCache.set(ref, parseReferenceField(ref, { chapterOnly: true }));
  return anchorCache.get(ref) ?? null;
}

/** The index of the first anchor a reference overlaps (R2), or -1. */
function anchorIndex(found: FoundReference, theme: ChefTheme): number {
  return theme.anchors.findIndex((anchor) => {
    const key = curated(anchor);
    return key !== null && matchReference(found, key) === "overlap";
  });
}

const testamentsOf = (found: FoundReference) =>
  found.ranges.flatMap((range) => {
    const book = bookByOsis(range.start.book);
    return book ? [book.testament] : [];
  });

/** One non-empty line of the recipe as the judge read it. */
export interface ChefLine {
  line: number;
  text: string;
  /** The whole line is a reference (list): its label; null for commentary or an invalid reference. */
  label: string | null;
  /** Index in the theme's anchors of each reference on the line that matched one. */
  anchors: number[];
}

export interface ChefVerdict {
  judgement: Judgement;
  stars: number;
  hardGateFailed: boolean;
  lines: ChefLine[];
  /** Distinct anchors reached (indexes into the theme's anchors). */
  matched: number[];
  /** The round's time bonus, granted once the gate is passed. */
  timeBonus: number;
  /** Distinct valid references. */
  references: number;
}

/** §4.1 time bonus: 1 point per 30 seconds left, at most 20. */
export function chefTimeBonus(msLeft: number | null): number {
  const secondsLeft = Math.max(0, Math.floor((msLeft ?? 0) / 1000));
  return Math.min(CHEF_CHALLENGE.maxTimeBonus, Math.floor(secondsLeft / CHEF_CHALLENGE.secondsPerBonusPoint));
}

export function verdictForStars(stars: number): Verdict {
  if (stars >= CHEF_CHALLENGE.passStars) return "pass";
  return stars >= CHEF_CHALLENGE.partialStars ? "partial" : "fail";
}

/** The AI judge's verdict sets the band; the stars are clamped into it (pass ≥ 4, partial 2–3, fail ≤ 1). */
export function starsForVerdict(stars: number, verdict: Verdict): number {
  if (verdict === "pass") return Math.max(CHEF_CHALLENGE.passStars, Math.min(CHEF_CHALLENGE.maxStars, stars));
  if (verdict === "partial")
    return Math.max(CHEF_CHALLENGE.partialStars, Math.min(CHEF_CHALLENGE.passStars - 1, stars));
  return Math.min(CHEF_CHALLENGE.partialStars - 1, stars);
}

/** §4.1 score: stars × 20 plus the time bonus (none without a star). */
export function chefScore(stars: number, timeBonus: number): number {
  return stars * CHEF_CHALLENGE.pointsPerStar + (stars > 0 ? timeBonus : 0);
}

const starLine = (stars: number) =>
  `${"★".repeat(stars)}${"☆".repeat(CHEF_CHALLENGE.maxStars - stars)} ${stars} ${stars === 1 ? "star" : "stars"}`;

/** The rules judge of §4.1 (gate, then five stars). Pure: exported for the table tests. */
export function judgeChefRecipe(
  text: string,
  ctx: { theme: ChefTheme; level: ChefLevelId; msLeft: number | null },
): ChefVerdict {
  const { theme } = ctx;
  const level = chefLevel(ctx.level);
  const timeBonus = chefTimeBonus(ctx.msLeft);
  const lines: ChefLine[] = text
    .split(/\r?\n/)
    .map((raw, index) => ({ raw: raw.trim(), line: index + 1 }))
    .filter((entry) => entry.raw !== "")
    .map(({ raw, line }) => {
      const field = parseReferenceField(raw);
      const anchors = scanReferences(raw)
        .valid.map((found) => anchorIndex(found, theme))
        .filter((index) => index >= 0);
      return { line, text: raw, label: field?.label ?? null, anchors };
    });
  // Line by line: the scanner may run two lines together ("Matt 3:16-17\nMatt 4:1-4" reads as one reference).
  const cited = citedReferences(...lines.map((line) => line.text));
  const matched = [...new Set(lines.flatMap((line) => line.anchors))];
  const invalidChecks = invalidReferenceChecks(cited.invalid);

  if (cited.valid.length === 0) {
    const checks: Check[] = [{ id: "gate", ok: false, label: "No valid references" }, ...invalidChecks];
    return {
      judgement: rulesJudgement(
        "fail",
        0,
        `${starLine(0)}. ${feedbackFromChecks(checks, "write one reference per line, such as Rom 3:23")}`,
        checks,
      ),
      stars: 0,
      hardGateFailed: true,
      lines,
      matched,
      timeBonus,
      references: 0,
    };
  }

  const order = lines.flatMap((line) => line.anchors);
  const testaments = new Set(cited.valid.flatMap(testamentsOf));
  const flowOk = theme.ordered
    ? matched.length >= CHEF_CHALLENGE.flowAnchors &&
      order.every((index, i) => i === 0 || index >= order[i - 1]!)
    : testaments.has("OT") && testaments.has("NT");
  const commentary = lines.filter((line) => line.label === null);
  const checks: Check[] = [
    { id: "submission", ok: true, label: `A valid recipe (${cited.valid.length} valid references)` },
    {
      id: "distinct",
      ok: cited.valid.length >= level.minRefs,
      label: `${cited.valid.length} distinct valid references (at least ${level.minRefs})`,
    },
    {
      id: "lines",
      ok: commentary.length === 0 && cited.invalid.length === 0,
      label:
        commentary.length === 0
          ? "Every line is a reference"
          : `Line ${commentary.map((line) => line.line).join(", ")} ${commentary.length === 1 ? "is" : "are"} not a reference`,
    },
    {
      id: "anchors",
      ok: matched.length >= level.anchorsNeeded,
      label: `${matched.length} of the theme's key verses (at least ${level.anchorsNeeded})`,
    },
    {
      id: "flow",
      ok: flowOk,
      label: theme.ordered
        ? flowOk
          ? "Key verses in the theme's order"
          : matched.length < CHEF_CHALLENGE.flowAnchors
            ? `Flow: at least ${CHEF_CHALLENGE.flowAnchors} key verses are needed to show the theme's order`
            : "Key verses out of the theme's order"
        : flowOk
          ? "Both Testaments used"
          : "Use both Testaments",
    },
    ...invalidChecks,
  ];
  const stars = checks.filter((check) => check.ok && !check.id.startsWith("invalid-")).length;
  const verdict = verdictForStars(stars);
  const tip = !checks[1]!.ok
    ? `add references until you have ${level.minRefs} distinct ones`
    : !checks[2]!.ok
      ? "keep to references only, one per line"
      : !checks[3]!.ok
        ? "build on the verses the theme's brief points to"
        : !flowOk
          ? theme.ordered
            ? "follow the theme's sequence from first step to last"
            : "bring in both Old and New Testament texts"
          : undefined;
  return {
    judgement: rulesJudgement(
      verdict,
      chefScore(stars, timeBonus),
      `${starLine(stars)}. ${feedbackFromChecks(checks, tip)}`,
      checks,
    ),
    stars,
    hardGateFailed: cited.invalid.length > 0,
    lines,
    matched,
    timeBonus,
    references: cited.valid.length,
  };
}

function readRecipe(input: RoundInput): string {
  if ((input.cards ?? []).length > 0) throw new InvalidGameInput("Chef Challenge has no cards to play.");
  return answerText(input);
}

// ── Settling ──────────────────────────────────────────────────────────────────────────────────────────────

function revealOf(theme: ChefTheme, lines: readonly ChefLine[]): RevealDto {
  const hits = lines.filter((line) => line.anchors.length > 0);
  return {
    explanation: hits.length
      ? `Your lines that matched the theme's key verses: ${hits
          .map(
            (line) =>
              `line ${line.line} (${line.text} → key verse ${line.anchors.map((index) => index + 1).join(", ")})`,
          )
          .join("; ")}.`
      : "None of your lines matched the theme's key verses.",
    refs: theme.modelRecipe.map((step) => step.ref),
    model: theme.modelRecipe.map((step, index) => `${index + 1}. ${step.ref}: ${step.note}`).join("\n"),
  };
}

function finishOf(stars: number, score: number, metrics: Record<string, number>, late: boolean): Finish {
  const won = stars >= CHEF_CHALLENGE.winStars;
  const title = won ? "Dish served!" : "Back to the kitchen";
  return {
    score,
    maxScore: CHEF_CHALLENGE.maxScore,
    won,
    metric: score,
    // A recipe the browser sent as the clock reached 0:00 (within the grace) still says the time ran out.
    title: late ? `Time's up · ${title}` : title,
    metrics: { stars, ...metrics },
  };
}

function guidanceOf(theme: ChefTheme): string {
  return [
    `Theme: ${theme.title} (${theme.ordered ? "ordered: the key verses should follow this sequence" : "unordered"}).`,
    `Key verses: ${theme.anchors.join("; ")}.`,
    `Also fitting: ${theme.alsoAccepted.join("; ")}.`,
    `Model recipe:\n${theme.modelRecipe.map((step) => `${step.ref}: ${step.note}`).join("\n")}`,
    "Critique the recipe's flow and doctrinal fit in two short sentences.",
  ].join("\n");
}

export const chefChallengeEngine: GameEngine<ChefState> = {
  gameIds: ["chef-challenge"],
  totalRounds: () => 1,

  start(_gameId, ctx) {
    const level: string = ctx.difficulty;
    if (!isChefLevel(level)) throw new InvalidGameInput("Choose Apprentice, Chef or Master Chef.");
    const seed = String(ctx.rng.int(2 ** 31));
    const day = ctx.mode === "daily" ? utcDay(ctx.now) : null;
    const theme = day ? dailyTheme(day) : chefThemes[ctx.rng.int(chefThemes.length)];
    if (!theme) throw new Error("Chef Challenge has no themes");
    const state: ChefState = {
      level,
      mode: ctx.mode,
      themeId: theme.id,
      day,
      limitMs: CHEF_CHALLENGE.levels[level].seconds * 1000,
      seed,
      stars: 0,
      score: 0,
      finished: false,
    };
    return Promise.resolve({ state, round: roundOf(state, 1) });
  },

  round: roundOf,

  score(state): RunScoreDto {
    return { score: state.score, maxScore: CHEF_CHALLENGE.maxScore };
  },

  answer(state, roundNo, input, ctx) {
    if (state.finished || roundNo !== 1) throw new InvalidGameInput("This round is not open.");
    const text = readRecipe(input);
    const theme = themeById(state.themeId);
    const verdict = judgeChefRecipe(text, { theme, level: state.level, msLeft: ctx.msLeft });
    const late = ctx.msLeft !== null && ctx.msLeft <= 0;
    return withAiJudge(
      ctx,
      {
        gameId: "chef-challenge",
        promptKey: `theme:${theme.id}|${state.level}`,
        prompt: `${promptOf(theme, state.level)}\n${theme.brief}`,
        guidance: guidanceOf(theme),
        answer: text,
        rules: verdict.judgement,
        hardGateFailed: verdict.hardGateFailed,
        pointsFor: (final) => chefScore(starsForVerdict(verdict.stars, final), verdict.timeBonus),
      },
      (judged): StepOutcome<ChefState> => {
        const stars = starsForVerdict(verdict.stars, judged.verdict);
        const score = chefScore(stars, verdict.timeBonus);
        const next: ChefState = { ...state, stars, score, finished: true };
        const metrics = {
          references: verdict.references,
          anchors: verdict.matched.length,
          timeBonus: stars > 0 ? verdict.timeBonus : 0,
        };
        return {
          state: next,
          judgement: { ...judged, points: score },
          reveal: revealOf(theme, verdict.lines),
          roundDone: true,
          next: null,
          finish: finishOf(stars, score, metrics, late),
        };
      },
    );
  },

  timeout(state) {
    const theme = themeById(state.themeId);
    const judged = rulesJudgement(
      "fail",
      0,
      `${starLine(0)}. Time's up: no recipe arrived before the clock ran out.`,
      [{ id: "time", ok: false, label: "No recipe before the clock ran out" }],
    );
    return {
      state: { ...state, stars: 0, score: 0, finished: true },
      judgement: judged,
      reveal: revealOf(theme, []),
      roundDone: true,
      next: null,
      finish: {
        score: 0,
        maxScore: CHEF_CHALLENGE.maxScore,
        won: false,
        metric: 0,
        title: "Time's up",
        metrics: { stars: 0, references: 0, anchors: 0, timeBonus: 0 },
        // §4.1: nothing arrived by the deadline and its grace: the run ends timed_out with 0 stars.
        status: "timed_out",
      },
    };
  },

  action(state) {
    if (state.finished) throw new InvalidGameInput("This game has ended.");
    throw new InvalidGameInput(
      "Chef Challenge has no new prompts or suggestions: cook the theme you were given.",
    );
  },
};
