/**
 * Witness Trial (games.md §4.10): answer a street objection using all 3 cards dealt for the trial; 9 points over 5
 * trials win the case. The 12-card deck (5 dimensions, 4 walls, ⚖, ALTAR, ARK) is a real deck: each trial deals
 * 3 from its top, the deck is reshuffled when it runs short, and a set of three already dealt in the run is never
 * dealt again. The objections' order and the deck are shuffled at start and every reshuffle is seeded from the run,
 * so a run replays exactly from its seed.
 */
import { dimensionCodes, findSymbol, wallCodes } from "@common/games/pt-symbols";
import { WITNESS_TRIAL } from "@common/games/rules";
import { type Check, feedbackFromChecks, type Judgement, type Verdict } from "@common/games/judge/types";
import { isEcho, isMentioned, keywordHits } from "@common/games/judge/rules";
import type { RevealDto, RoundInput, RoundPayload, RunScoreDto } from "@common/schemas/games";
import type { Objection } from "@server/modules/games/content/card-types";
import { objections } from "@server/modules/games/content/objections";
import { createRng } from "@server/modules/games/rng";
import { assertOpenRound } from "../choice-kit";
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
  cardDto,
  cardGuideLine,
  type CardRunHelpers,
  citedReferences,
  curatedRefCited,
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

export type WitnessCode =
  (typeof dimensionCodes)[number] | (typeof wallCodes)[number] | "⚖" | "ALTAR" | "ARK";

/** The twelve cards (§4.10). */
export const witnessDeck: readonly WitnessCode[] = [...dimensionCodes, ...wallCodes, "⚖", "ALTAR", "ARK"];

/** A dealt set's identity, whatever the order of its cards. */
export const dealKey = (cards: readonly string[]) => [...cards].sort().join(" ");

export interface WitnessTrialState {
  difficulty: Difficulty;
  limitMs: number | null;
  /** Reshuffles are seeded from this and their count. */
  seed: string;
  reshuffles: number;
  /** The draw pile; the cards not in it are in the hand or already used this pass through the deck. */
  deck: WitnessCode[];
  /** The three cards of the current trial, all to be used. */
  hand: WitnessCode[];
  /** Every set dealt this run (dealKey), so no trial or new prompt repeats one. */
  dealt: string[];
  /** Every objection id in the run's shuffled order; `objectionAt` is the current one (a new prompt moves on). */
  objectionOrder: string[];
  objectionAt: number;
  /** Trials judged (timeouts included). */
  trials: number;
  convincing: number;
  score: number;
  helpers: CardRunHelpers;
  finished: boolean;
}

// ── Dealing ───────────────────────────────────────────────────────────────────────────────────────────────

/** More tries than could ever be needed: at most 7 sets are dealt in a run, out of 220. */
const MAX_DEAL_TRIES = 50;

/**
 * Deals the trial's three from the top of the pile. When fewer than three remain, the other cards are shuffled in
 * under them; a set already dealt this run is put back and the whole deck shuffled again.
 */
function dealTrial(state: WitnessTrialState): WitnessTrialState {
  let { deck, reshuffles } = state;
  for (let attempt = 0; attempt < MAX_DEAL_TRIES; attempt += 1) {
    if (attempt > 0 || deck.length < WITNESS_TRIAL.dealt) {
      reshuffles += 1;
      const rng = createRng(`${state.seed}:reshuffle:${reshuffles}`);
      deck =
        attempt > 0
          ? rng.shuffle(witnessDeck)
          : [...deck, ...rng.shuffle(witnessDeck.filter((code) => !deck.includes(code)))];
    }
    const hand = deck.slice(0, WITNESS_TRIAL.dealt);
    if (!state.dealt.includes(dealKey(hand)) || attempt === MAX_DEAL_TRIES - 1)
      return {
        ...state,
        deck: deck.slice(WITNESS_TRIAL.dealt),
        hand,
        reshuffles,
        dealt: [...state.dealt, dealKey(hand)],
      };
  }
  return state;
}

export function objectionOf(state: Pick<WitnessTrialState, "objectionOrder" | "objectionAt">): Objection {
  const id = state.objectionOrder[state.objectionAt % state.objectionOrder.length];
  const objection = objections.find((entry) => entry.id === id);
  if (!objection) throw new Error(`Unknown objection ${id}`);
  return objection;
}

// ── Rounds ────────────────────────────────────────────────────────────────────────────────────────────────

function promptOf(state: WitnessTrialState): string {
  return `Trial ${state.trials + 1} of ${WITNESS_TRIAL.trials}: answer the objection with grace, call all ${WITNESS_TRIAL.dealt} cards you were dealt as witnesses, and cite Scripture.`;
}

/** What the R7 guard compares an answer with: the prompt and the objection as shown. */
function echoSource(state: WitnessTrialState, objection: Objection): string {
  return `${promptOf(state)} ${objection.text}`;
}

function roundOf(state: WitnessTrialState, roundNo: number): RoundSpec | null {
  if (state.finished || roundNo !== state.trials + 1) return null;
  const rules = difficultyRules(WITNESS_TRIAL.baseWords, state.difficulty);
  const objection = objectionOf(state);
  const payload: RoundPayload = {
    kind: "cards",
    game: "witness-trial",
    prompt: promptOf(state),
    context: { label: "The objection", text: objection.text },
    hand: state.hand.map(cardDto),
    pick: { min: 0, max: 0, needKinds: [] },
    words: { min: rules.minWords, perCard: false },
    refField: false,
    refsRequired: rules.refsRequired,
    redealsLeft: redealsLeft(state.helpers),
    suggestion: suggestionOf(state.helpers, state.difficulty, roundNo),
    status: [
      { label: "Score", value: `${state.score} / ${WITNESS_TRIAL.maxScore}` },
      { label: "Trial", value: `${state.trials + 1} / ${WITNESS_TRIAL.trials}` },
      { label: "Case won at", value: String(WITNESS_TRIAL.winAt) },
    ],
  };
  return {
    roundNo,
    promptKey: `objection:${objection.id}|hand:${state.hand.join(" ")}`,
    payload,
    limitMs: state.limitMs,
  };
}

// ── Judging ───────────────────────────────────────────────────────────────────────────────────────────────

export interface WitnessTrialVerdict {
  judgement: Judgement;
  hardGateFailed: boolean;
  curatedVerse: string | undefined;
  keywords: string[];
}

/** §4.10 points: pass 3, partial 1, fail 0. */
export function witnessTrialPoints(verdict: Verdict): number {
  return WITNESS_TRIAL.points[verdict];
}

/** The verdicts as the trial calls them. */
export const witnessVerdictNames: Readonly<Record<Verdict, string>> = {
  pass: "Convincing",
  partial: "Hung jury",
  fail: "Weak case",
};

/** The rules judge of §4.10 (gates, then the evidence). Pure: exported for the table tests. */
export function judgeWitnessTrial(
  input: { cards: readonly WitnessCode[]; text: string },
  objection: Objection,
  ctx: { difficulty: Difficulty; history: readonly string[]; prompt: string },
): WitnessTrialVerdict {
  if (isEcho(input.text, ctx.history, ctx.prompt))
    return { judgement: echoJudgement(), hardGateFailed: true, curatedVerse: undefined, keywords: [] };

  const rules = difficultyRules(WITNESS_TRIAL.baseWords, ctx.difficulty);
  const cited = citedReferences(input.text);
  const words = wordsIn(input.text);
  const mentioned = input.cards.filter((code) => {
    const symbol = findSymbol(code);
    return symbol !== undefined && isMentioned(input.text, symbol);
  });
  const missing = input.cards.filter((code) => !mentioned.includes(code));
  const curatedVerse = curatedRefCited(cited.valid, objection.verses);
  const keywords = keywordHits(input.text, objection.keywords);
  const evidence = curatedVerse !== undefined || keywords.length >= WITNESS_TRIAL.keywordsToConvince;

  const referenceLabel =
    cited.valid.length === 0
      ? "No verse reference cited"
      : rules.refsRequired > 1
        ? `${cited.valid.length} of ${rules.refsRequired} distinct references (${cited.valid.map((found) => found.label).join(", ")})`
        : `Valid reference (${cited.valid.map((found) => found.label).join(", ")})`;
  const checks: Check[] = [
    { id: "reference", ok: cited.valid.length >= rules.refsRequired, label: referenceLabel },
    ...invalidReferenceChecks(cited.invalid),
    ...input.cards.map((code) => ({
      id: `card-${code}`,
      ok: mentioned.includes(code),
      label: mentioned.includes(code) ? `${code} mentioned` : `The card ${code} is not mentioned`,
    })),
    wordsCheck(words, rules.minWords),
  ];
  const gatesOk =
    cited.valid.length >= rules.refsRequired &&
    cited.invalid.length === 0 &&
    missing.length === 0 &&
    words >= rules.minWords;
  checks.push({
    id: "evidence",
    ok: evidence,
    label: curatedVerse
      ? `A verse that answers this objection (${curatedVerse})`
      : keywords.length >= WITNESS_TRIAL.keywordsToConvince
        ? `${keywords.length} key words used (${keywords.join(", ")})`
        : `No verse that answers this objection directly, and ${keywords.length} of ${WITNESS_TRIAL.keywordsToConvince} key words used`,
  });
  const verdict: Verdict = !gatesOk ? "fail" : evidence ? "pass" : "partial";
  const tip = missing[0]
    ? `call the card ${missing[0]} as a witness: name it and say what it shows`
    : words < rules.minWords
      ? `write at least ${rules.minWords} words`
      : cited.valid.length < rules.refsRequired
        ? `cite ${rules.refsRequired > 1 ? `${rules.refsRequired} different verses` : "a verse"} in your answer`
        : !evidence
          ? "bring a verse that meets this objection directly"
          : undefined;
  const points = witnessTrialPoints(verdict);
  const lead = `${witnessVerdictNames[verdict]}: ${points > 0 ? `+${points}` : "no points"}.`;
  return {
    judgement: rulesJudgement(verdict, points, `${lead} ${feedbackFromChecks(checks, tip)}`, checks),
    hardGateFailed: !gatesOk,
    curatedVerse,
    keywords,
  };
}

/** The dealt hand is played whole: no cards sent (or exactly the dealt three), and an answer. */
function readPlay(state: WitnessTrialState, input: RoundInput): { cards: WitnessCode[]; text: string } {
  const sent = input.cards ?? [];
  if (sent.length > 0 && (sent.length !== state.hand.length || dealKey(sent) !== dealKey(state.hand)))
    throw new InvalidGameInput("The cards are dealt: answer with the three you were given.");
  return { cards: [...state.hand], text: answerText(input) };
}

// ── Settling ──────────────────────────────────────────────────────────────────────────────────────────────

function finishOf(state: WitnessTrialState): Finish {
  const won = state.score >= WITNESS_TRIAL.winAt;
  return {
    score: state.score,
    maxScore: WITNESS_TRIAL.maxScore,
    won,
    metric: state.score,
    title: won ? "Case won" : "Case lost",
    metrics: {
      score: state.score,
      trials: state.trials,
      convincing: state.convincing,
      rounds: state.trials,
      perfectRounds: state.convincing,
    },
  };
}

function revealOf(objection: Objection): RevealDto {
  return {
    explanation: `Verses that answer this objection, and words a good answer tends to use: ${objection.keywords.join(", ")}.`,
    refs: [...objection.verses],
    model: objection.model,
  };
}

/** One trial settled: points, the next trial with a new deal and objection, or the verdict of the case. */
function settleTrial(state: WitnessTrialState, judged: Judgement): StepOutcome<WitnessTrialState> {
  const objection = objectionOf(state);
  let next: WitnessTrialState = {
    ...state,
    objectionAt: state.objectionAt + 1,
    trials: state.trials + 1,
    convincing: state.convincing + (judged.verdict === "pass" ? 1 : 0),
    score: state.score + judged.points,
    helpers: { ...state.helpers, suggestion: null },
  };
  const done = next.trials >= WITNESS_TRIAL.trials;
  next = done ? { ...next, finished: true } : dealTrial(next);
  return {
    state: next,
    judgement: judged,
    reveal: revealOf(objection),
    roundDone: true,
    next: done ? null : roundOf(next, next.trials + 1),
    ...(done ? { finish: finishOf(next) } : {}),
  };
}

function guidanceOf(objection: Objection, hand: readonly string[]): string {
  const cards = hand.map(cardGuideLine);
  return [
    `Objection: ${objection.text}`,
    `Cards dealt (all must be used):\n${cards.join("\n")}`,
    `Curated verses: ${objection.verses.join("; ")}. Keywords: ${objection.keywords.join(", ")}.`,
    `Model answer: ${objection.model}`,
    "Assess how persuasive and how gracious the answer is (1 Pet 3:15: a reason for the hope, with meekness and fear).",
  ].join("\n");
}

export const witnessTrialEngine: GameEngine<WitnessTrialState> = {
  gameIds: ["witness-trial"],
  totalRounds: () => WITNESS_TRIAL.trials,

  start(_gameId, ctx) {
    const difficulty = ctx.difficulty;
    const state = dealTrial({
      difficulty,
      limitMs: difficulty === "hard" ? WITNESS_TRIAL.hardSeconds * 1000 : null,
      seed: String(ctx.rng.int(2 ** 31)),
      reshuffles: 0,
      deck: ctx.rng.shuffle(witnessDeck),
      hand: [],
      dealt: [],
      objectionOrder: ctx.rng.shuffle(objections.map((objection) => objection.id)),
      objectionAt: 0,
      trials: 0,
      convincing: 0,
      score: 0,
      helpers: freshHelpers(),
      finished: false,
    });
    return Promise.resolve({ state, round: roundOf(state, 1) });
  },

  round: roundOf,

  score(state): RunScoreDto {
    return { score: state.score, maxScore: WITNESS_TRIAL.maxScore };
  },

  answer(state, roundNo, input, ctx) {
    assertOpenRound(state.trials, WITNESS_TRIAL.trials, roundNo);
    if (state.finished) throw new InvalidGameInput("This round is not open.");
    const play = readPlay(state, input);
    const objection = objectionOf(state);
    const verdict = judgeWitnessTrial(play, objection, {
      difficulty: state.difficulty,
      history: ctx.history,
      prompt: echoSource(state, objection),
    });
    return withAiJudge(
      ctx,
      {
        gameId: "witness-trial",
        promptKey: `${objection.id}|${dealKey(play.cards)}`,
        prompt: `${promptOf(state)}\nThe objection: ${objection.text}\nCards dealt: ${play.cards.join(" ")}.`,
        guidance: guidanceOf(objection, play.cards),
        answer: play.text,
        rules: verdict.judgement,
        hardGateFailed: verdict.hardGateFailed,
        pointsFor: witnessTrialPoints,
      },
      (judged) => settleTrial(state, judged),
    );
  },

  timeout(state) {
    const judged = rulesJudgement("fail", 0, "Time's up: a weak case, no points for this trial.", [
      { id: "time", ok: false, label: "No answer before the trial's clock ran out" },
    ]);
    return settleTrial(state, judged);
  },

  action(state, action) {
    if (state.finished) throw new InvalidGameInput("This game has ended.");
    const roundNo = state.trials + 1;
    let next: WitnessTrialState;
    if (action.type === "redeal") {
      // A new prompt: the next objection, and three new cards.
      next = dealTrial({ ...state, helpers: useRedeal(state.helpers), objectionAt: state.objectionAt + 1 });
    } else if (action.type === "hint") {
      const refs = objectionOf(state).verses;
      next = { ...state, helpers: useSuggestion(state.helpers, state.difficulty, roundNo, refs) };
    } else throw new InvalidGameInput("This game has no such action.");
    const reissue = roundOf(next, roundNo);
    if (!reissue) throw new InvalidGameInput("This round is not open.");
    return { state: next, roundDone: false, reissue };
  },
};
