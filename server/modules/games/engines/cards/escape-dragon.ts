/**
 * Escape the Dragon (games.md §4.8): survive 10 attacks of the dragon (Rev 12:17) before losing 3 lives. Each
 * attack is answered with exactly 2 cards of a 5-card hand drawn from the 9-card defence deck and a written defence
 * that names both cards and cites Scripture; the played cards are replaced. The attack order and the deck are
 * shuffled at start and later reshuffles are seeded from the run, so a run replays exactly from its seed.
 */
import { findSymbol, isSymbolCode } from "@common/games/pt-symbols";
import { ESCAPE_DRAGON } from "@common/games/rules";
import { type Check, feedbackFromChecks, type Judgement, type Verdict } from "@common/games/judge/types";
import { isEcho, isMentioned, keywordHits } from "@common/games/judge/rules";
import type { RevealDto, RoundInput, RoundPayload, RunScoreDto } from "@common/schemas/games";
import type { DefenceCode, DragonAttack } from "@server/modules/games/content/card-types";
import { dragonAttacks } from "@server/modules/games/content/dragon-attacks";
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

/** The nine defence cards (§4.8). */
export const dragonDeck: readonly DefenceCode[] = [
  "E-Now",
  "E-Fu",
  "|GC",
  "|TP",
  "|S",
  "⚖",
  "ALTAR",
  "LAMP",
  "ARK",
];

export interface EscapeDragonState {
  difficulty: Difficulty;
  limitMs: number | null;
  /** Reshuffles of the discards are seeded from this and their count. */
  seed: string;
  reshuffles: number;
  deck: DefenceCode[];
  discard: DefenceCode[];
  hand: DefenceCode[];
  /** Every attack id in the run's shuffled order; `attackAt` is the current one (a new prompt moves on). */
  attackOrder: string[];
  attackAt: number;
  /** Attacks faced (judged rounds, timeouts included). */
  faced: number;
  passed: number;
  lives: number;
  score: number;
  helpers: CardRunHelpers;
  finished: boolean;
}

// ── Dealing ───────────────────────────────────────────────────────────────────────────────────────────────

/** Draws until the hand holds 5: from the deck, reshuffling the discards when it runs out. */
function refill(state: EscapeDragonState): EscapeDragonState {
  let { deck, discard, reshuffles } = state;
  const hand = [...state.hand];
  while (hand.length < ESCAPE_DRAGON.hand) {
    if (deck.length === 0) {
      if (discard.length === 0) break;
      reshuffles += 1;
      deck = createRng(`${state.seed}:reshuffle:${reshuffles}`).shuffle(discard);
      discard = [];
    }
    const [top, ...rest] = deck;
    deck = rest;
    // The deck holds one of each card, so a drawn card is never already in the hand.
    if (top !== undefined && !hand.includes(top)) hand.push(top);
  }
  return { ...state, deck, discard, hand, reshuffles };
}

export function attackOf(state: Pick<EscapeDragonState, "attackOrder" | "attackAt">): DragonAttack {
  const id = state.attackOrder[state.attackAt % state.attackOrder.length];
  const attack = dragonAttacks.find((entry) => entry.id === id);
  if (!attack) throw new Error(`Unknown dragon attack ${id}`);
  return attack;
}

// ── Rounds ────────────────────────────────────────────────────────────────────────────────────────────────

/** "♥♥♡": a full heart per life left, a grey one per life lost. */
export function heartsOf(lives: number): string {
  const left = Math.max(0, Math.min(ESCAPE_DRAGON.lives, lives));
  return "♥".repeat(left) + "♡".repeat(ESCAPE_DRAGON.lives - left);
}

function promptOf(state: EscapeDragonState): string {
  return `Attack ${state.faced + 1} of ${ESCAPE_DRAGON.attacks}: play exactly ${ESCAPE_DRAGON.pick} defence cards and write a defence that names both cards and stands on Scripture.`;
}

/** What the R7 guard compares an answer with: the prompt and the attack as shown. */
function echoSource(state: EscapeDragonState, attack: DragonAttack): string {
  return `${promptOf(state)} ${attack.title}. ${attack.description}`;
}

function roundOf(state: EscapeDragonState, roundNo: number): RoundSpec | null {
  if (state.finished || roundNo !== state.faced + 1) return null;
  const rules = difficultyRules(ESCAPE_DRAGON.baseWords, state.difficulty);
  const attack = attackOf(state);
  const payload: RoundPayload = {
    kind: "cards",
    game: "escape-dragon",
    prompt: promptOf(state),
    context: { label: `The dragon attacks: ${attack.title}`, text: attack.description },
    hand: state.hand.map(cardDto),
    pick: { min: ESCAPE_DRAGON.pick, max: ESCAPE_DRAGON.pick, needKinds: [] },
    words: { min: rules.minWords, perCard: false },
    refField: false,
    refsRequired: rules.refsRequired,
    redealsLeft: redealsLeft(state.helpers),
    suggestion: suggestionOf(state.helpers, state.difficulty, roundNo),
    status: [
      { label: "Lives", value: heartsOf(state.lives) },
      { label: "Attack", value: `${state.faced + 1} / ${ESCAPE_DRAGON.attacks}` },
      { label: "Score", value: String(state.score) },
    ],
  };
  return {
    roundNo,
    promptKey: `attack:${attack.id}|hand:${state.hand.join(" ")}`,
    payload,
    limitMs: state.limitMs,
  };
}

// ── Judging ───────────────────────────────────────────────────────────────────────────────────────────────

export interface EscapeDragonVerdict {
  judgement: Judgement;
  hardGateFailed: boolean;
  /** Condition A: the played cards that are among the attack's strong cards. */
  strongPlayed: DefenceCode[];
  /** Condition B: the key verse cited (R2 overlap), and the keywords used (R5). */
  keyVerse: string | undefined;
  keywords: string[];
}

/** §4.8 points: pass +10, partial +5, fail 0 (and a life). */
export function escapeDragonPoints(verdict: Verdict): number {
  return ESCAPE_DRAGON.points[verdict];
}

/** The rules judge of §4.8 (gates, then conditions A and B). Pure: exported for the table tests. */
export function judgeEscapeDragon(
  input: { cards: readonly DefenceCode[]; text: string },
  attack: DragonAttack,
  ctx: { difficulty: Difficulty; history: readonly string[]; prompt: string },
): EscapeDragonVerdict {
  const none = { strongPlayed: [] as DefenceCode[], keyVerse: undefined, keywords: [] as string[] };
  if (isEcho(input.text, ctx.history, ctx.prompt))
    return { judgement: echoJudgement(), hardGateFailed: true, ...none };

  const rules = difficultyRules(ESCAPE_DRAGON.baseWords, ctx.difficulty);
  const cited = citedReferences(input.text);
  const words = wordsIn(input.text);
  const mentioned = input.cards.filter((code) => {
    const symbol = findSymbol(code);
    return symbol !== undefined && isMentioned(input.text, symbol);
  });
  const strongPlayed = input.cards.filter((code) => attack.strongCards.includes(code));
  const keyVerse = curatedRefCited(cited.valid, attack.keyVerses);
  const keywords = keywordHits(input.text, attack.keywords);
  const conditionA = strongPlayed.length > 0;
  const conditionB = keyVerse !== undefined || keywords.length >= ESCAPE_DRAGON.keywordsToDefend;

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
    mentioned.length === input.cards.length &&
    words >= rules.minWords;
  checks.push(
    {
      id: "strong-card",
      ok: conditionA,
      label: conditionA
        ? `${strongPlayed.join(" and ")} ${strongPlayed.length > 1 ? "are strong defences" : "is a strong defence"} against this attack`
        : "Neither card is among this attack's strongest defences",
    },
    {
      id: "key-verse",
      ok: conditionB,
      label: keyVerse
        ? `Key verse cited (${keyVerse})`
        : keywords.length >= ESCAPE_DRAGON.keywordsToDefend
          ? `${keywords.length} key words used (${keywords.join(", ")})`
          : `No key verse cited and ${keywords.length} of ${ESCAPE_DRAGON.keywordsToDefend} key words used`,
    },
  );
  const met = (conditionA ? 1 : 0) + (conditionB ? 1 : 0);
  const verdict: Verdict = !gatesOk ? "fail" : met === 2 ? "pass" : met === 1 ? "partial" : "fail";
  const missingCard = input.cards.find((code) => !mentioned.includes(code));
  const tip = missingCard
    ? `say how the card ${missingCard} answers the attack`
    : words < rules.minWords
      ? `write at least ${rules.minWords} words`
      : cited.valid.length < rules.refsRequired
        ? `cite ${rules.refsRequired > 1 ? `${rules.refsRequired} different verses` : "a verse"} in your defence`
        : !conditionA
          ? "look for the cards that meet this attack head on"
          : !conditionB
            ? "stand on one of the Bible's key verses against this attack"
            : undefined;
  const points = escapeDragonPoints(verdict);
  const lead =
    verdict === "pass"
      ? `Attack repelled: +${points}.`
      : verdict === "partial"
        ? `You hold your ground: +${points}.`
        : "The attack breaks through: you lose a life.";
  return {
    judgement: rulesJudgement(verdict, points, `${lead} ${feedbackFromChecks(checks, tip)}`, checks),
    hardGateFailed: !gatesOk,
    strongPlayed,
    keyVerse,
    keywords,
  };
}

function readPlay(state: EscapeDragonState, input: RoundInput): { cards: DefenceCode[]; text: string } {
  const cards = input.cards ?? [];
  if (cards.length !== ESCAPE_DRAGON.pick)
    throw new InvalidGameInput(`Pick exactly ${ESCAPE_DRAGON.pick} cards.`);
  if (new Set(cards).size !== cards.length) throw new InvalidGameInput("Play each card once.");
  if (!cards.every((code) => isSymbolCode(code) && state.hand.includes(code as DefenceCode)))
    throw new InvalidGameInput("Play cards from your hand.");
  return { cards: cards as DefenceCode[], text: answerText(input) };
}

// ── Settling ──────────────────────────────────────────────────────────────────────────────────────────────

const attacksWord = (count: number) => `${count} ${count === 1 ? "attack" : "attacks"}`;

function finishOf(state: EscapeDragonState): Finish {
  const won = state.lives > 0;
  // The attack that took the last life is not one held out against.
  const heldOut = won ? state.faced : state.faced - 1;
  return {
    score: state.score,
    maxScore: ESCAPE_DRAGON.maxScore,
    won,
    metric: state.score,
    title: won ? "REMNANT VICTORY" : `DRAGON VICTORY — You held out for ${attacksWord(heldOut)}`,
    metrics: {
      score: state.score,
      lives: state.lives,
      attacks: heldOut,
      rounds: state.faced,
      perfectRounds: state.passed,
    },
  };
}

function revealOf(attack: DragonAttack): RevealDto {
  return {
    explanation: `The strongest defences against "${attack.title}": ${attack.strongCards.join(", ")}. Key words: ${attack.keywords.join(", ")}.`,
    refs: [...attack.keyVerses],
    model: attack.model,
  };
}

/** One attack settled: points or a life, the played cards replaced, the next attack or the end. */
function settleAttack(
  state: EscapeDragonState,
  judged: Judgement,
  played: readonly DefenceCode[],
): StepOutcome<EscapeDragonState> {
  const attack = attackOf(state);
  const lost = judged.verdict === "fail";
  let next: EscapeDragonState = {
    ...state,
    hand: state.hand.filter((code) => !played.includes(code)),
    discard: [...state.discard, ...played],
    attackAt: state.attackAt + 1,
    faced: state.faced + 1,
    passed: state.passed + (judged.verdict === "pass" ? 1 : 0),
    lives: state.lives - (lost ? 1 : 0),
    score: state.score + judged.points,
    helpers: { ...state.helpers, suggestion: null },
  };
  next = refill(next);
  const done = next.lives <= 0 || next.faced >= ESCAPE_DRAGON.attacks;
  if (done)
    next = {
      ...next,
      finished: true,
      // REMNANT VICTORY: +5 for every heart still red.
      score: next.score + (next.lives > 0 ? next.lives * ESCAPE_DRAGON.lifeBonus : 0),
    };
  return {
    state: next,
    judgement: judged,
    reveal: revealOf(attack),
    roundDone: true,
    next: done ? null : roundOf(next, next.faced + 1),
    ...(done ? { finish: finishOf(next) } : {}),
  };
}

function guidanceOf(attack: DragonAttack): string {
  const cards = dragonDeck.map(cardGuideLine);
  return [
    `Attack: ${attack.title}. ${attack.description}`,
    `Defence cards:\n${cards.join("\n")}`,
    `Strong cards: ${attack.strongCards.join(", ")}. Key verses: ${attack.keyVerses.join("; ")}. Keywords: ${attack.keywords.join(", ")}.`,
    `Model defence: ${attack.model}`,
    "Grade whether the defence really answers this attack from Scripture, including sound defences beyond the key.",
  ].join("\n");
}

export const escapeDragonEngine: GameEngine<EscapeDragonState> = {
  gameIds: ["escape-dragon"],
  totalRounds: () => ESCAPE_DRAGON.attacks,

  start(_gameId, ctx) {
    const difficulty = ctx.difficulty;
    const seconds = ESCAPE_DRAGON.seconds[difficulty];
    const state = refill({
      difficulty,
      limitMs: seconds === null ? null : seconds * 1000,
      seed: String(ctx.rng.int(2 ** 31)),
      reshuffles: 0,
      deck: ctx.rng.shuffle(dragonDeck),
      discard: [],
      hand: [],
      attackOrder: ctx.rng.shuffle(dragonAttacks.map((attack) => attack.id)),
      attackAt: 0,
      faced: 0,
      passed: 0,
      lives: ESCAPE_DRAGON.lives,
      score: 0,
      helpers: freshHelpers(),
      finished: false,
    });
    return Promise.resolve({ state, round: roundOf(state, 1) });
  },

  round: roundOf,

  score(state): RunScoreDto {
    return { score: state.score, maxScore: ESCAPE_DRAGON.maxScore };
  },

  answer(state, roundNo, input, ctx) {
    assertOpenRound(state.faced, ESCAPE_DRAGON.attacks, roundNo);
    if (state.finished) throw new InvalidGameInput("This round is not open.");
    const play = readPlay(state, input);
    const attack = attackOf(state);
    const verdict = judgeEscapeDragon(play, attack, {
      difficulty: state.difficulty,
      history: ctx.history,
      prompt: echoSource(state, attack),
    });
    return withAiJudge(
      ctx,
      {
        gameId: "escape-dragon",
        promptKey: `${attack.id}|${play.cards.join(" ")}`,
        prompt: `${promptOf(state)}\nThe attack: ${attack.title}. ${attack.description}\nCards played: ${play.cards.join(" ")}.`,
        guidance: guidanceOf(attack),
        answer: play.text,
        rules: verdict.judgement,
        hardGateFailed: verdict.hardGateFailed,
        pointsFor: escapeDragonPoints,
      },
      (judged) => settleAttack(state, judged, play.cards),
    );
  },

  timeout(state) {
    const judged = rulesJudgement(
      "fail",
      0,
      "Time's up: the attack breaks through and you lose a life. Your hand stays.",
      [{ id: "time", ok: false, label: "No defence before the attack's clock ran out" }],
    );
    return settleAttack(state, judged, []);
  },

  action(state, action) {
    if (state.finished) throw new InvalidGameInput("This game has ended.");
    const roundNo = state.faced + 1;
    let next: EscapeDragonState;
    if (action.type === "redeal") {
      // A new prompt: the next attack of the run's order faces the same hand.
      next = { ...state, helpers: useRedeal(state.helpers), attackAt: state.attackAt + 1 };
    } else if (action.type === "hint") {
      const refs = attackOf(state).keyVerses;
      next = { ...state, helpers: useSuggestion(state.helpers, state.difficulty, roundNo, refs) };
    } else throw new InvalidGameInput("This game has no such action.");
    const reissue = roundOf(next, roundNo);
    if (!reissue) throw new InvalidGameInput("This round is not open.");
    return { state: next, roundDone: false, reissue };
  },
};
