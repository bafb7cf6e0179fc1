/**
 * Sanctuary Run (games.md §4.3): tell the gospel as a walk through the sanctuary. Each round deals a path of 2, 3
 * or 4 of the eight articles (Easy, Normal, Hard), always in sanctuary order (gate → altar → laver → table → lamp
 * → incense → veil → ark), and the player writes one narrative that names every article, first mentions in the
 * path's order, with enough references and words. Five passes win; eight rounds end the run. The first path comes
 * from the run's rng at start, every later one (and every new prompt) from the run's seed, so a run replays exactly.
 */
import { type ArticleCode, articleCodes, symbolOf } from "@common/games/pt-symbols";
import { SANCTUARY_RUN } from "@common/games/rules";
import { type Check, feedbackFromChecks, type Judgement, type Verdict } from "@common/games/judge/types";
import {
  containsTerm,
  type FoundReference,
  isEcho,
  matchReference,
  type Mentionable,
  parseReferenceField,
  scanReferences,
} from "@common/games/judge/rules";
import type { RevealDto, RoundInput, RoundPayload, RunScoreDto } from "@common/schemas/games";
import { sanctuaryArticleVerses, sanctuaryNarratives } from "@server/modules/games/content/sanctuary-run";
import { createRng, type Rng } from "@server/modules/games/rng";
import { assertOpenRound, onlyFields } from "../choice-kit";
import { scoredFinish } from "../finish";
import {
  type Difficulty,
  type Finish,
  type GameEngine,
  InvalidGameInput,
  type RoundSpec,
  type StepOutcome,
} from "../types";
import {
  answerText,
  type CardRunHelpers,
  cardDto,
  citedReferences,
  difficultyRules,
  echoJudgement,
  freshHelpers,
  invalidReferenceChecks,
  redealsLeft,
  rulesJudgement,
  suggestionOf,
  useRedeal,
  useSuggestion,
  withAiJudge,
  wordsCheck,
  wordsIn,
} from "./kit";

export interface SanctuaryRunState {
  difficulty: Difficulty;
  limitMs: number | null;
  /** Every path after the first is dealt from this and the deal count. */
  seed: string;
  deals: number;
  /** The current round's articles, in sanctuary order. */
  path: ArticleCode[];
  /** Rounds judged, timeouts included. */
  rounds: number;
  passes: number;
  score: number;
  helpers: CardRunHelpers;
  finished: boolean;
}

// ── Curated lists ─────────────────────────────────────────────────────────────────────────────────────────

const curatedOf = (code: ArticleCode): readonly string[] =>
  sanctuaryArticleVerses.find((entry) => entry.code === code)?.verses ?? [];

const parsedLists = new Map<ArticleCode, Array<{ ref: string; found: FoundReference }>>(
  articleCodes.map((code) => [
    code,
    curatedOf(code).flatMap((ref) => {
      const found = parseReferenceField(ref);
      return found ? [{ ref, found }] : [];
    }),
  ]),
);

/** The article's New Testament anchor (the verse its meaning cites) from its curated list, else its first verse. */
export function anchorOf(code: ArticleCode): string {
  const cited = scanReferences(symbolOf(code).meaning).valid[0];
  const list = parsedLists.get(code) ?? [];
  const anchor = cited && list.find((entry) => matchReference(entry.found, cited) === "overlap");
  return anchor?.ref ?? curatedOf(code)[0] ?? "";
}

/** The first cited reference from the article's curated list (R2 overlap), if any. */
function curatedCited(code: ArticleCode, cited: readonly FoundReference[]): FoundReference | undefined {
  const list = parsedLists.get(code) ?? [];
  return cited.find((found) => list.some((entry) => matchReference(found, entry.found) === "overlap"));
}

// ── Dealing ───────────────────────────────────────────────────────────────────────────────────────────────

const inSanctuaryOrder = (codes: readonly ArticleCode[]) =>
  [...codes].sort((a, b) => articleCodes.indexOf(a) - articleCodes.indexOf(b));

/** A path of the difficulty's length, in sanctuary order. */
export function dealPath(rng: Rng, difficulty: Difficulty): ArticleCode[] {
  return inSanctuaryOrder(rng.pick(articleCodes, SANCTUARY_RUN.articles[difficulty]));
}

/** The next path from the run's seed; a new prompt never deals the same path again. */
function nextPath(state: SanctuaryRunState, avoid: readonly ArticleCode[] | null): SanctuaryRunState {
  const rng = createRng(`${state.seed}:deal:${state.deals}`);
  let path = dealPath(rng, state.difficulty);
  for (let tries = 0; avoid && path.join() === avoid.join() && tries < 20; tries += 1)
    path = dealPath(rng, state.difficulty);
  return { ...state, path, deals: state.deals + 1 };
}

// ── Rounds ────────────────────────────────────────────────────────────────────────────────────────────────

export const referencesRequired = (difficulty: Difficulty, articles: number) =>
  difficulty === "easy" ? SANCTUARY_RUN.easyReferences : articles;

const minimumWords = (difficulty: Difficulty) =>
  difficultyRules(SANCTUARY_RUN.baseWords, difficulty).minWords;

export const sanctuaryMaxScore = (difficulty: Difficulty) =>
  SANCTUARY_RUN.passesToWin *
  (SANCTUARY_RUN.pass + SANCTUARY_RUN.curatedBonus * SANCTUARY_RUN.articles[difficulty]);

const pathText = (path: readonly ArticleCode[]) => path.join(" → ");

function promptOf(state: SanctuaryRunState): string {
  return `Round ${state.rounds + 1} of ${SANCTUARY_RUN.maxRounds}: tell the gospel as one walk through the sanctuary along ${pathText(state.path)}, naming each article in that order.`;
}

function roundOf(state: SanctuaryRunState, roundNo: number): RoundSpec | null {
  if (state.finished || roundNo !== state.rounds + 1) return null;
  const payload: RoundPayload = {
    kind: "cards",
    game: "sanctuary-run",
    prompt: promptOf(state),
    hand: state.path.map(cardDto),
    pick: { min: 0, max: 0, needKinds: [] },
    path: true,
    words: { min: minimumWords(state.difficulty), perCard: false },
    refField: false,
    refsRequired: referencesRequired(state.difficulty, state.path.length),
    redealsLeft: redealsLeft(state.helpers),
    suggestion: suggestionOf(state.helpers, state.difficulty, roundNo),
    status: [
      { label: "ROUNDS WON", value: `${state.passes}/${SANCTUARY_RUN.passesToWin}` },
      { label: "Round", value: `${state.rounds + 1} / ${SANCTUARY_RUN.maxRounds}` },
    ],
  };
  return { roundNo, promptKey: `path:${state.path.join(" ")}`, payload, limitMs: state.limitMs };
}

// ── Judging ───────────────────────────────────────────────────────────────────────────────────────────────

const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * Where the first mention (R4) of an article ends in the text: the end of the earliest whole-word match of its
 * code, name or a synonym; -1 when it is never mentioned. First mentions are compared by their ends, so a phrase
 * and a word inside it ("golden altar", "altar") tie and are never "in order".
 */
export function firstMentionEnd(text: string, item: Mentionable): number {
  let first = -1;
  for (const term of [item.code, item.name, ...(item.synonyms ?? [])]) {
    const needle = term.trim();
    if (needle === "") continue;
    for (const match of text.matchAll(new RegExp(escapeRegExp(needle), "giu"))) {
      const end = match.index + match[0].length;
      if (first !== -1 && end >= first) break;
      // R4's own whole-word test, on the match and the characters either side of it.
      if (containsTerm(text.slice(Math.max(0, match.index - 1), end + 1), needle)) {
        first = end;
        break;
      }
    }
  }
  return first;
}

/** §4.3 points: pass 3 (+1 per article with a cited reference from its curated list), partial 1, fail 0. */
export function sanctuaryPoints(verdict: Verdict, curatedArticles: number): number {
  if (verdict === "pass") return SANCTUARY_RUN.pass + SANCTUARY_RUN.curatedBonus * curatedArticles;
  return verdict === "partial" ? SANCTUARY_RUN.partial : 0;
}

export interface SanctuaryVerdict {
  judgement: Judgement;
  hardGateFailed: boolean;
  /** Dealt articles with a cited reference from their curated list. */
  curated: ArticleCode[];
}

/** The rules judge of §4.3: checks (a)–(d) and R7, then pass / partial / fail. Pure: exported for the tests. */
export function judgeSanctuaryRun(
  text: string,
  ctx: { difficulty: Difficulty; path: readonly ArticleCode[]; history: readonly string[]; prompt: string },
): SanctuaryVerdict {
  if (isEcho(text, ctx.history, ctx.prompt))
    return { judgement: echoJudgement(), hardGateFailed: true, curated: [] };

  const { path } = ctx;
  const cited = citedReferences(text);
  const required = referencesRequired(ctx.difficulty, path.length);
  const minimum = minimumWords(ctx.difficulty);
  const words = wordsIn(text);
  const ends = path.map((code) => firstMentionEnd(text, symbolOf(code)));
  const missing = path.filter((_, index) => (ends[index] ?? -1) < 0);
  const mentioned = missing.length === 0; // (a)
  const inOrder = mentioned && ends.every((end, index) => index === 0 || end > (ends[index - 1] ?? -1)); // (b)
  const referencesMet = cited.valid.length >= required; // (c)
  const wordsMet = words >= minimum; // (d)
  const curated = path.flatMap((code) => {
    const found = curatedCited(code, cited.valid);
    return found ? [{ code, found }] : [];
  });

  const checks: Check[] = [
    ...path.map((code, index) => ({
      id: `article-${code}`,
      ok: (ends[index] ?? -1) >= 0,
      label:
        (ends[index] ?? -1) >= 0 ? `${code} mentioned` : `${code} (${symbolOf(code).name}) is not mentioned`,
    })),
    {
      id: "order",
      ok: inOrder,
      label: inOrder
        ? `First mentions follow the path ${pathText(path)}`
        : `First mentions do not follow the path ${pathText(path)}`,
    },
    {
      id: "references",
      ok: referencesMet,
      label: `${cited.valid.length} of ${required} distinct ${required === 1 ? "reference" : "references"}`,
    },
    wordsCheck(words, minimum),
    ...invalidReferenceChecks(cited.invalid),
  ];
  const gatesOk = cited.invalid.length === 0;
  const verdict: Verdict = !gatesOk
    ? "fail"
    : mentioned && inOrder && referencesMet && wordsMet
      ? "pass"
      : mentioned && wordsMet
        ? "partial"
        : "fail";
  if (verdict === "pass")
    for (const { code, found } of curated)
      checks.push({ id: `curated-${code}`, ok: true, label: `${found.label} is a curated ${code} verse` });
  const points = sanctuaryPoints(verdict, curated.length);
  const firstMissing = missing[0];
  const tip = firstMissing
    ? `name the ${symbolOf(firstMissing).name.toLowerCase()} (${firstMissing}) on your walk`
    : cited.invalid.length > 0
      ? "check the references you cite"
      : !wordsMet
        ? `write at least ${minimum} words`
        : !inOrder
          ? `mention the articles in the order of the path, ${pathText(path)}`
          : !referencesMet
            ? `cite ${required} different ${required === 1 ? "verse" : "verses"}`
            : undefined;
  const lead =
    verdict === "pass"
      ? `Walked: +${points}.`
      : verdict === "partial"
        ? `Part of the way: +${points}.`
        : "Not this walk.";
  return {
    judgement: rulesJudgement(verdict, points, `${lead} ${feedbackFromChecks(checks, tip)}`, checks),
    hardGateFailed: !gatesOk || !mentioned || !wordsMet,
    curated: curated.map((entry) => entry.code),
  };
}

/** The narrative; the path is dealt, so cards are absent, empty or exactly the dealt path. */
function readNarrative(state: SanctuaryRunState, input: RoundInput): string {
  onlyFields(input, ["cards", "text"]);
  const cards = input.cards ?? [];
  if (cards.length > 0 && cards.join(" ") !== state.path.join(" "))
    throw new InvalidGameInput("Your path is dealt: walk the articles you were given.");
  return answerText(input);
}

// ── Settling ──────────────────────────────────────────────────────────────────────────────────────────────

/** "ALTAR: Heb 13:10-12, Exod 27:1, Exod 29:38-39 — The sacrifice: …": the article's anchor and first verses. */
function templateLine(code: ArticleCode): string {
  const anchor = anchorOf(code);
  const verses = [
    anchor,
    ...curatedOf(code)
      .filter((ref) => ref !== anchor)
      .slice(0, 2),
  ];
  const meaning = symbolOf(code).meaning.replace(/\s*\([^)]*\)\s*\.?$/, ".");
  return `${code}: ${verses.join(", ")} — ${meaning}`;
}

/** The reveal: the model narrative for the dealt path when there is one, else the template from curated verses. */
export function sanctuaryRevealOf(path: readonly ArticleCode[]): RevealDto {
  const model = sanctuaryNarratives.find((entry) => entry.articles.join(" ") === path.join(" "));
  const refs = path.map(anchorOf);
  if (model)
    return {
      explanation: `A model walk along ${pathText(path)}:`,
      refs,
      model: model.narrative,
    };
  return {
    explanation: `The curated verses of each article on ${pathText(path)}:`,
    refs,
    model: path.map(templateLine).join("\n"),
  };
}

function finishOf(state: SanctuaryRunState): Finish {
  return scoredFinish({
    score: state.score,
    maxScore: sanctuaryMaxScore(state.difficulty),
    passed: state.passes >= SANCTUARY_RUN.passesToWin,
    passTitle: "VICTORY",
    metrics: { rounds: state.rounds, passes: state.passes },
  });
}

/** One round settled: points, a pass counted, the next path or the end. */
function settleRound(state: SanctuaryRunState, judged: Judgement): StepOutcome<SanctuaryRunState> {
  const rounds = state.rounds + 1;
  const passes = state.passes + (judged.verdict === "pass" ? 1 : 0);
  const done = passes >= SANCTUARY_RUN.passesToWin || rounds >= SANCTUARY_RUN.maxRounds;
  let next: SanctuaryRunState = {
    ...state,
    rounds,
    passes,
    score: state.score + judged.points,
    helpers: { ...state.helpers, suggestion: null },
    finished: done,
  };
  if (!done) next = nextPath(next, null);
  return {
    state: next,
    judgement: judged,
    reveal: sanctuaryRevealOf(state.path),
    roundDone: true,
    next: done ? null : roundOf(next, rounds + 1),
    ...(done ? { finish: finishOf(next) } : {}),
  };
}

function guidanceOf(path: readonly ArticleCode[]): string {
  const articles = path.map((code) => {
    const symbol = symbolOf(code);
    return `${code} (${symbol.name}): ${symbol.meaning} Curated verses: ${curatedOf(code).join(", ")}.`;
  });
  const reveal = sanctuaryRevealOf(path);
  return [
    `The path, in sanctuary order: ${pathText(path)}.`,
    ...articles,
    `Model: ${reveal.model ?? ""}`,
    "Check that the story holds together and that it fits each article's meaning.",
  ].join("\n");
}

export const sanctuaryRunEngine: GameEngine<SanctuaryRunState> = {
  gameIds: ["sanctuary-run"],
  totalRounds: () => SANCTUARY_RUN.maxRounds,

  start(_gameId, ctx) {
    const state: SanctuaryRunState = {
      difficulty: ctx.difficulty,
      limitMs: ctx.difficulty === "hard" ? SANCTUARY_RUN.hardSeconds * 1000 : null,
      seed: String(ctx.rng.int(2 ** 31)),
      deals: 1,
      path: dealPath(ctx.rng, ctx.difficulty),
      rounds: 0,
      passes: 0,
      score: 0,
      helpers: freshHelpers(),
      finished: false,
    };
    return Promise.resolve({ state, round: roundOf(state, 1) });
  },

  round: roundOf,

  score(state): RunScoreDto {
    return { score: state.score, maxScore: sanctuaryMaxScore(state.difficulty) };
  },

  answer(state, roundNo, input, ctx) {
    assertOpenRound(state.rounds, SANCTUARY_RUN.maxRounds, roundNo);
    if (state.finished) throw new InvalidGameInput("This round is not open.");
    const text = readNarrative(state, input);
    const prompt = promptOf(state);
    const verdict = judgeSanctuaryRun(text, {
      difficulty: state.difficulty,
      path: state.path,
      history: ctx.history,
      prompt,
    });
    return withAiJudge(
      ctx,
      {
        gameId: "sanctuary-run",
        promptKey: `path:${state.path.join(" ")}`,
        prompt,
        guidance: guidanceOf(state.path),
        answer: text,
        rules: verdict.judgement,
        hardGateFailed: verdict.hardGateFailed,
        pointsFor: (final) => sanctuaryPoints(final, verdict.curated.length),
      },
      (judged) => settleRound(state, judged),
    );
  },

  timeout(state) {
    const judged = rulesJudgement("fail", 0, "Time's up: the round ends as a fail.", [
      { id: "time", ok: false, label: "No answer before the round's clock ran out" },
    ]);
    return settleRound(state, judged);
  },

  action(state, action) {
    if (state.finished) throw new InvalidGameInput("This game has ended.");
    const roundNo = state.rounds + 1;
    let next: SanctuaryRunState;
    if (action.type === "redeal") {
      next = nextPath({ ...state, helpers: useRedeal(state.helpers) }, state.path);
    } else if (action.type === "hint") {
      const refs = state.path.map(anchorOf);
      next = { ...state, helpers: useSuggestion(state.helpers, state.difficulty, roundNo, refs) };
    } else throw new InvalidGameInput("This game has no such action.");
    const reissue = roundOf(next, roundNo);
    if (!reissue) throw new InvalidGameInput("This round is not open.");
    return { state: next, roundDone: false, reissue };
  },
};
