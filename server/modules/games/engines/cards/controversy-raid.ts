/**
 * Controversy Raid (games.md §4.7): capture strongholds by diagnosing present-day spiritual problems from
 * Scripture. Each of the 8 rounds deals an issue card (title and scenario) with 3 of the 4 warfare cards
 * (|GC ⚖ ≅ ∥); the player plays exactly 1 and writes a diagnosis that names it and cites Scripture. The issues a
 * run may need (its 8 plus one per "New prompt") and their hands are dealt at start from the run's seed.
 * Decision (ours): the card left out of a hand is never the issue's only best card, so every round can earn the
 * best-card point and 24 stays reachable.
 */
import { isSymbolCode, symbolOf } from "@common/games/pt-symbols";
import { CARD_GAMES, CONTROVERSY_RAID } from "@common/games/rules";
import { type Check, feedbackFromChecks, type Judgement, type Verdict } from "@common/games/judge/types";
import {
  isEcho,
  isMentioned,
  keywordHits,
  matchReference,
  parseReferenceField,
} from "@common/games/judge/rules";
import type { RevealDto, RoundInput, RoundPayload, RunScoreDto } from "@common/schemas/games";
import type { RaidIssue } from "@server/modules/games/content/card-types";
import { raidIssues } from "@server/modules/games/content/raid-issues";
import type { Rng } from "@server/modules/games/rng";
import { assertOpenRound, onlyFields } from "../choice-kit";
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

const GAME_ID = "controversy-raid";

/** The four warfare cards, in the order a hand shows them. */
export const warfareCards = ["|GC", "⚖", "≅", "∥"] as const;
export type WarfareCode = (typeof warfareCards)[number];

/** An issue on the table and the 3 warfare cards dealt with it. */
export interface RaidDeal {
  issueId: string;
  hand: WarfareCode[];
}

export interface RaidState {
  difficulty: Difficulty;
  limitMs: number | null;
  /** The run's seed, kept for any later shuffle (the deal itself is made at start). */
  seed: string;
  /** The issues dealt at start: one per round plus one per "New prompt", all different. */
  deck: RaidDeal[];
  /** Index in `deck` of the issue on the table. */
  current: number;
  /** How many issues of `deck` have been shown (the next one shown is `deck[shown]`). */
  shown: number;
  /** Rounds judged (timeouts included). */
  answered: number;
  score: number;
  /** Strongholds captured (passes). */
  captures: number;
  partials: number;
  helpers: CardRunHelpers;
  finished: boolean;
}

/** The curated issue (server-only: keywords, verses, best cards and the model). */
export function raidIssueOf(id: string): RaidIssue {
  const issue = raidIssues.find((entry) => entry.id === id);
  if (!issue) throw new Error(`No raid issue ${id}`);
  return issue;
}

/** 3 of the 4 warfare cards: the one left out is drawn among those whose absence keeps a best card in hand. */
export function dealHand(rng: Rng, issue: Pick<RaidIssue, "bestCards">): WarfareCode[] {
  const outCandidates = warfareCards.filter(
    (card) => !(issue.bestCards.length === 1 && issue.bestCards[0] === card),
  );
  const out = outCandidates[rng.int(outCandidates.length)];
  return warfareCards.filter((card) => card !== out).slice(0, CONTROVERSY_RAID.hand);
}

// ── Rules of the round ────────────────────────────────────────────────────────────────────────────────────

const rulesOf = (difficulty: Difficulty) =>
  difficultyRules(CONTROVERSY_RAID.baseWords, difficulty, CONTROVERSY_RAID.baseRefs);

function promptOf(difficulty: Difficulty): string {
  const refs = rulesOf(difficulty).refsRequired;
  const cite = refs === 1 ? "cite at least 1 reference" : `cite at least ${refs} different references`;
  return `Play 1 warfare card and diagnose this stronghold from Scripture: name the card and ${cite}.`;
}

const echoPromptOf = (difficulty: Difficulty, issue: RaidIssue) =>
  `${promptOf(difficulty)} ${issue.title}. ${issue.scenario}`;

function dealOf(state: RaidState): RaidDeal {
  const deal = state.deck[state.current];
  if (!deal) throw new Error("Controversy Raid ran out of dealt issues");
  return deal;
}

function roundOf(state: RaidState, roundNo: number): RoundSpec | null {
  if (state.finished || roundNo !== state.answered + 1) return null;
  const deal = dealOf(state);
  const issue = raidIssueOf(deal.issueId);
  const rules = rulesOf(state.difficulty);
  const payload: RoundPayload = {
    kind: "cards",
    game: GAME_ID,
    prompt: promptOf(state.difficulty),
    context: { label: issue.title, text: issue.scenario },
    hand: deal.hand.map(cardDto),
    pick: { min: CONTROVERSY_RAID.pick, max: CONTROVERSY_RAID.pick, needKinds: [] },
    words: { min: rules.minWords, perCard: false },
    refField: false,
    refsRequired: rules.refsRequired,
    redealsLeft: redealsLeft(state.helpers),
    suggestion: suggestionOf(state.helpers, state.difficulty, roundNo),
    status: [
      { label: "STRONGHOLDS", value: String(state.captures) },
      { label: "Score", value: `${state.score} / ${CONTROVERSY_RAID.maxScore}` },
    ],
  };
  return { roundNo, promptKey: `issue:${issue.id}`, payload, limitMs: state.limitMs };
}

// ── Judging ───────────────────────────────────────────────────────────────────────────────────────────────

/** §4.7 points: pass 2 (+1 when the card is one of the issue's best cards), partial 1, fail 0. */
export function raidPoints(verdict: Verdict, bestCard: boolean): number {
  const points = CONTROVERSY_RAID.points;
  if (verdict === "pass") return points.pass + (bestCard ? points.bestCardBonus : 0);
  return verdict === "partial" ? points.partial : points.fail;
}

export interface RaidVerdict {
  judgement: Judgement;
  hardGateFailed: boolean;
  bestCard: boolean;
}

/** The cited references that match one of the issue's curated verses (R2 overlap), by label. */
function curatedCited(text: string, verses: readonly string[]): string[] {
  const keys = verses.map((ref) => parseReferenceField(ref)).filter((key) => key !== null);
  return citedReferences(text)
    .valid.filter((found) => keys.some((key) => matchReference(found, key) === "overlap"))
    .map((found) => found.label);
}

/** The rules judge of §4.7 (gates, then captured or not). Pure: exported for the table tests. */
export function judgeRaid(
  input: { card: WarfareCode; text: string },
  issue: Pick<RaidIssue, "keywords" | "verses" | "bestCards">,
  ctx: { difficulty: Difficulty; history: readonly string[]; prompt: string },
): RaidVerdict {
  const bestCard = issue.bestCards.includes(input.card);
  if (isEcho(input.text, ctx.history, ctx.prompt))
    return { judgement: echoJudgement(), hardGateFailed: true, bestCard };

  const rules = rulesOf(ctx.difficulty);
  const cited = citedReferences(input.text);
  const labels = cited.valid.map((found) => found.label);
  const words = wordsIn(input.text);
  const named = isMentioned(input.text, symbolOf(input.card));
  const refsOk = cited.valid.length >= rules.refsRequired;

  const checks: Check[] = [
    {
      id: "references",
      ok: refsOk,
      label:
        rules.refsRequired === 1
          ? refsOk
            ? `Valid reference (${labels.join(", ")})`
            : "No valid reference cited"
          : `${cited.valid.length} of ${rules.refsRequired} distinct references`,
    },
    {
      id: `card-${input.card}`,
      ok: named,
      label: named ? `${input.card} mentioned` : `The card ${input.card} is not mentioned`,
    },
    wordsCheck(words, rules.minWords),
    ...invalidReferenceChecks(cited.invalid),
  ];
  const gatesOk = refsOk && named && words >= rules.minWords && cited.invalid.length === 0;

  let verdict: Verdict = "fail";
  let tip: string | undefined;
  if (gatesOk) {
    const curated = curatedCited(input.text, issue.verses);
    const hits = keywordHits(input.text, issue.keywords);
    const keywordsOk = hits.length >= CONTROVERSY_RAID.keywordsToCapture;
    checks.push(
      {
        id: "curated",
        ok: curated.length > 0,
        label:
          curated.length > 0
            ? `Curated verse cited (${curated.join(", ")})`
            : "No curated verse for this stronghold cited",
      },
      {
        id: "keywords",
        ok: keywordsOk,
        label: `${hits.length} of the issue's keywords${hits.length > 0 ? ` (${hits.join(", ")})` : ""}`,
      },
    );
    verdict = curated.length > 0 || keywordsOk ? "pass" : "partial";
    if (verdict === "pass")
      checks.push({
        id: "best-card",
        ok: bestCard,
        label: bestCard
          ? `${input.card} is a best card for this stronghold`
          : `${input.card} works; ${issue.bestCards.join(" or ")} fits this stronghold best`,
      });
    else
      tip =
        "cite a verse that speaks straight to this stronghold, or diagnose it in the scenario's own terms";
  } else if (!named) tip = `name the card ${input.card} (its code or its name) in your diagnosis`;
  else if (!refsOk)
    tip =
      rules.refsRequired === 1
        ? "cite at least one verse"
        : `cite at least ${rules.refsRequired} different verses`;
  else if (words < rules.minWords) tip = `write at least ${rules.minWords} words`;

  const points = raidPoints(verdict, bestCard);
  const lead =
    verdict === "pass"
      ? `Stronghold captured: +${points}.`
      : verdict === "partial"
        ? `Besieged but not taken: +${points}.`
        : "The stronghold holds.";
  return {
    judgement: rulesJudgement(verdict, points, `${lead} ${feedbackFromChecks(checks, tip)}`, checks),
    hardGateFailed: !gatesOk,
    bestCard,
  };
}

function readPlay(deal: RaidDeal, input: RoundInput): { card: WarfareCode; text: string } {
  onlyFields(input, ["cards", "text"]);
  const cards = input.cards ?? [];
  if (cards.length !== CONTROVERSY_RAID.pick) throw new InvalidGameInput("Pick exactly 1 card.");
  const [card] = cards;
  if (card === undefined || !isSymbolCode(card) || !deal.hand.includes(card as WarfareCode))
    throw new InvalidGameInput("Play a card from your hand.");
  return { card: card as WarfareCode, text: answerText(input) };
}

// ── Reveal ────────────────────────────────────────────────────────────────────────────────────────────────

function revealOf(issue: RaidIssue, picked: readonly string[]): RevealDto {
  const best = issue.bestCards.map((code) => `${code} ${symbolOf(code).name}`);
  return {
    correct: [...issue.bestCards],
    picked: [...picked],
    explanation: `Best card${best.length > 1 ? "s" : ""} for "${issue.title}": ${best.join(" and ")}.`,
    refs: [...issue.verses],
    model: issue.model,
  };
}

function guidanceOf(issue: RaidIssue): string {
  return [
    `Stronghold: ${issue.title}. ${issue.scenario}`,
    `Best cards: ${issue.bestCards.map((code) => `${code} ${symbolOf(code).name}`).join(", ")}.`,
    `Curated verses: ${issue.verses.join("; ")}.`,
    `Keywords: ${issue.keywords.join(", ")}.`,
    `Model diagnosis: ${issue.model}`,
    "Check that the diagnosis is sound, well argued from Scripture and uses the card it names.",
  ].join("\n");
}

// ── Settling ──────────────────────────────────────────────────────────────────────────────────────────────

function finishOf(state: RaidState): Finish {
  const won = state.captures >= CONTROVERSY_RAID.winAt;
  return {
    score: state.score,
    maxScore: CONTROVERSY_RAID.maxScore,
    won,
    metric: state.score,
    title: won ? "Strongholds captured" : "The strongholds stand",
    metrics: {
      rounds: state.answered,
      captures: state.captures,
      partials: state.partials,
      score: state.score,
    },
  };
}

function settleRound(
  state: RaidState,
  judged: Judgement,
  issue: RaidIssue,
  picked: readonly string[],
): StepOutcome<RaidState> {
  const answered = state.answered + 1;
  const done = answered >= CONTROVERSY_RAID.rounds;
  let next: RaidState = {
    ...state,
    answered,
    score: state.score + judged.points,
    captures: state.captures + (judged.verdict === "pass" ? 1 : 0),
    partials: state.partials + (judged.verdict === "partial" ? 1 : 0),
    helpers: { ...state.helpers, suggestion: null },
  };
  next = done ? { ...next, finished: true } : { ...next, current: state.shown, shown: state.shown + 1 };
  return {
    state: next,
    judgement: judged,
    reveal: revealOf(issue, picked),
    roundDone: true,
    next: done ? null : roundOf(next, answered + 1),
    ...(done ? { finish: finishOf(next) } : {}),
  };
}

export const controversyRaidEngine: GameEngine<RaidState> = {
  gameIds: [GAME_ID],
  totalRounds: () => CONTROVERSY_RAID.rounds,

  start(_gameId, ctx) {
    const difficulty = ctx.difficulty;
    const seed = String(ctx.rng.int(2 ** 31));
    const issues = ctx.rng.pick(raidIssues, CONTROVERSY_RAID.rounds + CARD_GAMES.redealsPerRun);
    const deck = issues.map((issue) => ({ issueId: issue.id, hand: dealHand(ctx.rng, issue) }));
    const state: RaidState = {
      difficulty,
      limitMs: difficulty === "hard" ? CONTROVERSY_RAID.hardSeconds * 1000 : null,
      seed,
      deck,
      current: 0,
      shown: 1,
      answered: 0,
      score: 0,
      captures: 0,
      partials: 0,
      helpers: freshHelpers(),
      finished: false,
    };
    return Promise.resolve({ state, round: roundOf(state, 1) });
  },

  round: roundOf,

  score(state): RunScoreDto {
    return { score: state.score, maxScore: CONTROVERSY_RAID.maxScore };
  },

  answer(state, roundNo, input, ctx) {
    assertOpenRound(state.answered, CONTROVERSY_RAID.rounds, roundNo);
    if (state.finished) throw new InvalidGameInput("This round is not open.");
    const deal = dealOf(state);
    const play = readPlay(deal, input);
    const issue = raidIssueOf(deal.issueId);
    const verdict = judgeRaid(play, issue, {
      difficulty: state.difficulty,
      history: ctx.history,
      prompt: echoPromptOf(state.difficulty, issue),
    });
    return withAiJudge(
      ctx,
      {
        gameId: GAME_ID,
        promptKey: `${issue.id}|${play.card}`,
        prompt: `${promptOf(state.difficulty)}\nStronghold: ${issue.title}. ${issue.scenario}\nCard played: ${play.card} ${symbolOf(play.card).name}.`,
        guidance: guidanceOf(issue),
        answer: play.text,
        rules: verdict.judgement,
        hardGateFailed: verdict.hardGateFailed,
        pointsFor: (final) => raidPoints(final, verdict.bestCard),
      },
      (judged) => settleRound(state, judged, issue, [play.card]),
    );
  },

  timeout(state) {
    const judged = rulesJudgement("fail", 0, "Time's up: the raid on this stronghold fails.", [
      { id: "time", ok: false, label: "No answer before the round's clock ran out" },
    ]);
    return settleRound(state, judged, raidIssueOf(dealOf(state).issueId), []);
  },

  action(state, action) {
    if (state.finished) throw new InvalidGameInput("This game has ended.");
    const roundNo = state.answered + 1;
    let next: RaidState;
    if (action.type === "redeal") {
      // A new issue (with its own hand) for the same round: the next one dealt at start.
      const helpers = useRedeal(state.helpers);
      if (state.shown >= state.deck.length) throw new InvalidGameInput("No new issue is left for this run.");
      next = { ...state, helpers, current: state.shown, shown: state.shown + 1 };
    } else if (action.type === "hint") {
      const refs = raidIssueOf(dealOf(state).issueId).verses;
      next = { ...state, helpers: useSuggestion(state.helpers, state.difficulty, roundNo, refs) };
    } else throw new InvalidGameInput("This game has no such action.");
    const reissue = roundOf(next, roundNo);
    if (!reissue) throw new InvalidGameInput("This round is not open.");
    return { state: next, roundDone: false, reissue };
  },
};
