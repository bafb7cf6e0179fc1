/**
 * Chain War (games.md §4.2): reach 15 points by linking Palace symbol cards to verses, in as few turns as you can.
 * The 14-card deck (5 dimensions, 4 walls, + ∥ ≅ ⊙ ⚖) deals a hand of 5; a turn plays 2–3 cards (at least one
 * dimension or wall) with one verse and a written explanation of each link. The deck's order is shuffled at start
 * and its reshuffles are seeded from the run, so a run replays exactly from its seed.
 */
import { dimensionCodes, findSymbol, isSymbolCode, operatorCodes, wallCodes } from "@common/games/pt-symbols";
import { CHAIN_WAR } from "@common/games/rules";
import { type Check, feedbackFromChecks, type Judgement, type Verdict } from "@common/games/judge/types";
import {
  type FoundReference,
  invalidReferenceMessage,
  isEcho,
  isMentioned,
  matchReference,
  parseReferenceField,
} from "@common/games/judge/rules";
import type { RevealDto, RoundInput, RoundPayload, RunScoreDto } from "@common/schemas/games";
import type { ChainLink, ChainWarCode } from "@server/modules/games/content/card-types";
import { chainLinks } from "@server/modules/games/content/chain-links";
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

export const chainWarDeck: readonly ChainWarCode[] = [
  ...dimensionCodes,
  ...wallCodes,
  ...operatorCodes.filter((code): code is Exclude<typeof code, "→"> => code !== "→"),
];

const isAnchorCard = (code: string) => {
  const kind = findSymbol(code)?.kind;
  return kind === "dimension" || kind === "wall";
};

export interface ChainWarState {
  difficulty: Difficulty;
  limitMs: number | null;
  /** Reshuffles of the discards are seeded from this and their count. */
  seed: string;
  reshuffles: number;
  deck: ChainWarCode[];
  discard: ChainWarCode[];
  hand: ChainWarCode[];
  /** Turns used (judged rounds, timeouts included). */
  turns: number;
  score: number;
  helpers: CardRunHelpers;
  finished: boolean;
}

// ── Dealing ───────────────────────────────────────────────────────────────────────────────────────────────

/** Draws until the hand holds 5: from the deck, reshuffling the discards when it runs out. */
function refill(state: ChainWarState): ChainWarState {
  let { deck, discard, reshuffles } = state;
  const hand = [...state.hand];
  while (hand.length < CHAIN_WAR.hand) {
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

// ── Rounds ────────────────────────────────────────────────────────────────────────────────────────────────

const wordsPerCard = (difficulty: Difficulty) => difficultyRules(CHAIN_WAR.wordsPerCard, difficulty).minWords;

function promptOf(state: ChainWarState): string {
  return `Turn ${state.turns + 1} of ${CHAIN_WAR.maxTurns}: play 2 or 3 cards, name one verse, and explain how each card links to it.`;
}

function roundOf(state: ChainWarState, roundNo: number): RoundSpec | null {
  if (state.finished || roundNo !== state.turns + 1) return null;
  const rules = difficultyRules(CHAIN_WAR.wordsPerCard, state.difficulty);
  const payload: RoundPayload = {
    kind: "cards",
    game: "chain-war",
    prompt: promptOf(state),
    hand: state.hand.map(cardDto),
    pick: { min: CHAIN_WAR.pick[0], max: CHAIN_WAR.pick[1], needKinds: ["dimension", "wall"] },
    words: { min: rules.minWords, perCard: true },
    refField: true,
    refsRequired: rules.refsRequired,
    redealsLeft: redealsLeft(state.helpers),
    suggestion: suggestionOf(state.helpers, state.difficulty, roundNo),
    status: [
      { label: "Score", value: `${state.score} / ${CHAIN_WAR.target}` },
      { label: "Turn", value: `${state.turns + 1} / ${CHAIN_WAR.maxTurns}` },
    ],
  };
  return { roundNo, promptKey: `hand:${state.hand.join(" ")}`, payload, limitMs: state.limitMs };
}

// ── Judging ───────────────────────────────────────────────────────────────────────────────────────────────

/** The curated row the verse belongs to (R2 overlap), if any. */
function curatedRow(verse: FoundReference): ChainLink | undefined {
  return chainLinks.find((row) => {
    const key = parseReferenceField(row.ref);
    return key !== null && matchReference(verse, key) === "overlap";
  });
}

/** Up to two curated verses that link cards of this hand (most shared cards first; deterministic). */
export function suggestedRows(hand: readonly string[]): ChainLink[] {
  return chainLinks
    .map((row, index) => ({ row, index, shared: row.symbols.filter((code) => hand.includes(code)).length }))
    .filter((entry) => entry.shared >= 2 && entry.row.symbols.some(isAnchorCard))
    .sort((a, b) => b.shared - a.shared || a.index - b.index)
    .slice(0, 2)
    .map((entry) => entry.row);
}

export interface ChainWarVerdict {
  judgement: Judgement;
  hardGateFailed: boolean;
  /** Played cards the answer mentions (R4). */
  mentioned: ChainWarCode[];
  verified: boolean;
  row: ChainLink | undefined;
}

/** §4.2 points: pass 1 per card played (+1 verified link), partial 1, fail 0. */
export function chainWarPoints(verdict: Verdict, played: number, verified: boolean): number {
  if (verdict === "pass") return played + (verified ? 1 : 0);
  return verdict === "partial" ? 1 : 0;
}

/** The rules judge of §4.2 (gates, then pass / partial / fail). Pure: exported for the table tests. */
export function judgeChainWar(
  input: { cards: readonly ChainWarCode[]; ref: string; text: string },
  ctx: { difficulty: Difficulty; history: readonly string[]; prompt: string },
): ChainWarVerdict {
  const fresh = { mentioned: [] as ChainWarCode[], verified: false, row: undefined };
  if (isEcho(input.text, ctx.history, ctx.prompt))
    return { judgement: echoJudgement(), hardGateFailed: true, ...fresh };

  const verse = parseReferenceField(input.ref);
  const cited = citedReferences(input.ref, input.text);
  const refsRequired = difficultyRules(CHAIN_WAR.wordsPerCard, ctx.difficulty).refsRequired;
  const minimum = wordsPerCard(ctx.difficulty) * input.cards.length;
  const words = wordsIn(input.text);
  const mentioned = input.cards.filter((code) => {
    const symbol = findSymbol(code);
    return symbol !== undefined && isMentioned(input.text, symbol);
  });
  const missing = input.cards.filter((code) => !mentioned.includes(code));
  const row = verse ? curatedRow(verse) : undefined;
  const verified = row !== undefined && input.cards.some((code) => row.symbols.includes(code));

  const checks: Check[] = [
    {
      id: "reference",
      ok: verse !== null,
      label: verse ? `Valid reference (${verse.label})` : invalidReferenceMessage(input.ref.trim()),
    },
    ...input.cards.map((code) => ({
      id: `card-${code}`,
      ok: mentioned.includes(code),
      label: mentioned.includes(code) ? `${code} mentioned` : `The card ${code} is not mentioned`,
    })),
    wordsCheck(words, minimum),
    ...(refsRequired > 1
      ? [
          {
            id: "references",
            ok: cited.valid.length >= refsRequired,
            label: `${cited.valid.length} of ${refsRequired} distinct references`,
          },
        ]
      : []),
    ...invalidReferenceChecks(cited.invalid.filter((written) => written !== input.ref.trim())),
  ];
  const gatesOk =
    verse !== null &&
    mentioned.length >= 1 &&
    words * 2 >= minimum &&
    cited.invalid.length === 0 &&
    cited.valid.length >= refsRequired;
  const verdict: Verdict = !gatesOk
    ? "fail"
    : missing.length === 0 && words >= minimum
      ? "pass"
      : missing.length <= 1
        ? "partial"
        : "fail";
  if (verified)
    checks.push({
      id: "verified",
      ok: true,
      label: `Verified link: ${row.ref} is a curated ${row.symbols.join(" ")} verse`,
    });
  const points = chainWarPoints(verdict, input.cards.length, verified);
  const tip = missing[0]
    ? `say how the card ${missing[0]} connects to the verse`
    : words < minimum
      ? `write at least ${wordsPerCard(ctx.difficulty)} words for each card you play`
      : undefined;
  const lead =
    verdict === "pass"
      ? `Linked: +${points}.`
      : verdict === "partial"
        ? "Half a link: +1."
        : "No link this turn.";
  return {
    judgement: rulesJudgement(verdict, points, `${lead} ${feedbackFromChecks(checks, tip)}`, checks),
    hardGateFailed: !gatesOk,
    mentioned,
    verified,
    row,
  };
}

function readPlay(
  state: ChainWarState,
  input: RoundInput,
): { cards: ChainWarCode[]; ref: string; text: string } {
  const cards = input.cards ?? [];
  if (cards.length < CHAIN_WAR.pick[0] || cards.length > CHAIN_WAR.pick[1])
    throw new InvalidGameInput("Pick 2 or 3 cards.");
  if (new Set(cards).size !== cards.length) throw new InvalidGameInput("Play each card once.");
  if (!cards.every((code) => isSymbolCode(code) && state.hand.includes(code as ChainWarCode)))
    throw new InvalidGameInput("Play cards from your hand.");
  if (!cards.some(isAnchorCard))
    throw new InvalidGameInput("Play at least one dimension or wall card: operators alone are invalid.");
  const ref = input.ref?.trim() ?? "";
  if (ref === "") throw new InvalidGameInput("Enter the verse reference you are linking to.");
  return { cards: cards as ChainWarCode[], ref, text: answerText(input) };
}

// ── Settling ──────────────────────────────────────────────────────────────────────────────────────────────

function finishOf(state: ChainWarState): Finish {
  const won = state.score >= CHAIN_WAR.target;
  return {
    score: state.score,
    maxScore: CHAIN_WAR.target,
    won,
    metric: state.turns,
    title: won ? `Chain complete in ${state.turns} turns!` : "Out of turns",
    metrics: { turns: state.turns, score: state.score },
    // The board ranks by turns to 15 points: only a finished chain has such a number.
    ranked: won,
  };
}

function revealOf(row: ChainLink | undefined, hand: readonly string[]): RevealDto {
  if (row)
    return { explanation: `A curated link for ${row.symbols.join(" ")}.`, refs: [row.ref], model: row.note };
  const suggested = suggestedRows(hand);
  return {
    explanation: "Verses that link cards of your hand:",
    refs: suggested.map((entry) => entry.ref),
    model: suggested.map((entry) => `${entry.ref} (${entry.symbols.join(" ")}): ${entry.note}`).join("\n"),
  };
}

/** One turn settled: points, the hand (played cards out, an unmentioned one back), the next turn or the end. */
function settleTurn(
  state: ChainWarState,
  judged: Judgement,
  played: readonly ChainWarCode[],
  mentioned: readonly ChainWarCode[],
  row: ChainLink | undefined,
): StepOutcome<ChainWarState> {
  const handBefore = [...state.hand];
  const out = judged.verdict === "pass" ? played : judged.verdict === "partial" ? mentioned : [];
  let next: ChainWarState = {
    ...state,
    hand: state.hand.filter((code) => !out.includes(code)),
    discard: [...state.discard, ...out],
    turns: state.turns + 1,
    score: state.score + judged.points,
    helpers: { ...state.helpers, suggestion: null },
  };
  next = refill(next);
  const done = next.score >= CHAIN_WAR.target || next.turns >= CHAIN_WAR.maxTurns;
  if (done) next = { ...next, finished: true };
  return {
    state: next,
    judgement: judged,
    reveal: revealOf(row, handBefore),
    roundDone: true,
    next: done ? null : roundOf(next, next.turns + 1),
    ...(done ? { finish: finishOf(next) } : {}),
  };
}

function guidanceOf(row: ChainLink | undefined, hand: readonly string[]): string {
  const cards = hand.map(cardGuideLine).join("\n");
  const key = row
    ? `Curated link: ${row.ref} links ${row.symbols.join(" ")}. ${row.note}`
    : `No curated row for this verse. Examples: ${suggestedRows(hand)
        .map((entry) => `${entry.ref} (${entry.symbols.join(" ")})`)
        .join("; ")}`;
  return `Cards in the hand:\n${cards}\n${key}\nJudge whether each claimed link is real rather than forced.`;
}

export const chainWarEngine: GameEngine<ChainWarState> = {
  gameIds: ["chain-war"],
  totalRounds: () => CHAIN_WAR.maxTurns,

  start(_gameId, ctx) {
    const difficulty = ctx.difficulty;
    const state = refill({
      difficulty,
      limitMs: difficulty === "hard" ? CHAIN_WAR.hardSeconds * 1000 : null,
      seed: String(ctx.rng.int(2 ** 31)),
      reshuffles: 0,
      deck: ctx.rng.shuffle(chainWarDeck),
      discard: [],
      hand: [],
      turns: 0,
      score: 0,
      helpers: freshHelpers(),
      finished: false,
    });
    return Promise.resolve({ state, round: roundOf(state, 1) });
  },

  round: roundOf,

  score(state): RunScoreDto {
    return { score: state.score, maxScore: CHAIN_WAR.target };
  },

  answer(state, roundNo, input, ctx) {
    assertOpenRound(state.turns, CHAIN_WAR.maxTurns, roundNo);
    if (state.finished) throw new InvalidGameInput("This round is not open.");
    const play = readPlay(state, input);
    const prompt = promptOf(state);
    const verdict = judgeChainWar(play, { difficulty: state.difficulty, history: ctx.history, prompt });
    return withAiJudge(
      ctx,
      {
        gameId: "chain-war",
        promptKey: `${play.cards.join(" ")}|${play.ref}`,
        prompt: `${prompt}\nCards played: ${play.cards.join(" ")}. Verse: ${play.ref}.`,
        guidance: guidanceOf(verdict.row, state.hand),
        answer: play.text,
        rules: verdict.judgement,
        hardGateFailed: verdict.hardGateFailed,
        pointsFor: (final) => chainWarPoints(final, play.cards.length, verdict.verified),
      },
      (judged) => settleTurn(state, judged, play.cards, verdict.mentioned, verdict.row),
    );
  },

  timeout(state) {
    const judged = rulesJudgement("fail", 0, "Time's up: the turn ends as a fail and your hand stays.", [
      { id: "time", ok: false, label: "No answer before the turn's clock ran out" },
    ]);
    return settleTurn(state, judged, [], [], undefined);
  },

  action(state, action) {
    if (state.finished) throw new InvalidGameInput("This game has ended.");
    const roundNo = state.turns + 1;
    let next: ChainWarState;
    if (action.type === "redeal") {
      // A new hand: the five go back, the deck is reshuffled with them, five are drawn.
      const reshuffles = state.reshuffles + 1;
      const deck = createRng(`${state.seed}:redeal:${reshuffles}`).shuffle([...state.deck, ...state.hand]);
      next = refill({ ...state, helpers: useRedeal(state.helpers), deck, hand: [], reshuffles });
    } else if (action.type === "hint") {
      const refs = suggestedRows(state.hand).map((row) => row.ref);
      next = { ...state, helpers: useSuggestion(state.helpers, state.difficulty, roundNo, refs) };
    } else throw new InvalidGameInput("This game has no such action.");
    const reissue = roundOf(next, roundNo);
    if (!reissue) throw new InvalidGameInput("This round is not open.");
    return { state: next, roundDone: false, reissue };
  },
};
