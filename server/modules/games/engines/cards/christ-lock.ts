/**
 * Christ Lock (games.md §4.6): open the lock by winning the three Christ cards 2D, |LC and ⊙. Each draw deals one
 * card not yet locked and one Old Testament verse (shown with its KJV text); the player writes a paragraph on how
 * the verse reveals Jesus. The card sets a requirement (2D a title of Christ, |LC a Gospel reference, ⊙ a New
 * Testament reference) and the main test asks for a curated fulfilment (R2) or the verse's key words (R5). A pass
 * locks the card; three locked within six draws open the lock. The run's verses (and their KJV text) are dealt
 * from the run's rng at start, and every later card is drawn from the run's seed, so a run replays exactly.
 */
import { bookByOsis } from "@common/bible/books";
import { symbolOf } from "@common/games/pt-symbols";
import { CARD_GAMES, CHRIST_LOCK } from "@common/games/rules";
import { type Check, feedbackFromChecks, type Judgement, type Verdict } from "@common/games/judge/types";
import {
  containsTerm,
  type FoundReference,
  isEcho,
  keywordHits,
  matchReference,
  parseReferenceField,
} from "@common/games/judge/rules";
import type { RevealDto, RoundInput, RoundPayload, RunScoreDto } from "@common/schemas/games";
import type { ChristVerse } from "@server/modules/games/content/card-types";
import { christTitles, christVerses } from "@server/modules/games/content/christ-lock";
import { createRng } from "@server/modules/games/rng";
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

export type ChristCard = (typeof CHRIST_LOCK.cards)[number];

/** The sheet asks for no reference count of its own: the card and the main test say which verses count. */
const BASE_REFERENCES = 0;

/** A perfect run: three passes with a curated fulfilment each, in three draws, the other three unused. */
export const christLockMaxScore =
  CHRIST_LOCK.cards.length * (CHRIST_LOCK.pass + CHRIST_LOCK.fulfilmentBonus) +
  (CHRIST_LOCK.maxDraws - CHRIST_LOCK.cards.length) * CHRIST_LOCK.unusedDrawBonus;

/** Verses a run may deal: one per draw, and one per "New prompt". */
const DECK_SIZE = CHRIST_LOCK.maxDraws + CARD_GAMES.redealsPerRun;

const GOSPELS = new Set(["Matt", "Mark", "Luke", "John"]);

/** Words that count as mentioning Christ: His name, "Messiah" and every curated title. */
const CHRIST_NAMES: readonly string[] = ["Jesus", "Christ", "Messiah", ...christTitles];

/** What each card asks for, as the player reads it. */
const CARD_RULES: Record<ChristCard, string> = {
  "2D": "name a title of Christ",
  "|LC": "cite a Gospel reference (Matthew–John)",
  "⊙": "cite a New Testament reference",
};

export interface ChristLockState {
  difficulty: Difficulty;
  limitMs: number | null;
  /** Every card after the first is drawn from this and the deal count. */
  seed: string;
  /** The run's Old Testament verses with their KJV text, in the order they are dealt (draws and new prompts). */
  deck: Array<{ ref: string; text: string }>;
  /** Deals so far, draws and new prompts alike: the current verse is `deck[deals - 1]`. */
  deals: number;
  /** The Christ card of the current draw (never one already locked). */
  card: ChristCard;
  locked: ChristCard[];
  /** Draws judged, timeouts included. */
  draws: number;
  score: number;
  helpers: CardRunHelpers;
  finished: boolean;
}

// ── Dealing ───────────────────────────────────────────────────────────────────────────────────────────────

/** The next deal: a card not yet locked and the deck's next verse. */
function deal(state: ChristLockState): ChristLockState {
  if (state.deals >= state.deck.length) throw new InvalidGameInput("No new prompt is left for this run.");
  const open = CHRIST_LOCK.cards.filter((card) => !state.locked.includes(card));
  const rng = createRng(`${state.seed}:deal:${state.deals}`);
  const card = open[rng.int(open.length)] ?? open[0] ?? state.card;
  return { ...state, card, deals: state.deals + 1 };
}

function currentVerse(state: ChristLockState): { ref: string; text: string } {
  const verse = state.deck[state.deals - 1];
  if (!verse) throw new Error("Christ Lock: no verse dealt");
  return verse;
}

/** The curated key of a dealt verse (server-only). */
export function christKeyOf(ref: string): ChristVerse {
  const key = christVerses.find((verse) => verse.ref === ref);
  if (!key) throw new Error(`Christ Lock: no curated verse ${ref}`);
  return key;
}

// ── Rounds ────────────────────────────────────────────────────────────────────────────────────────────────

function promptOf(state: ChristLockState): string {
  const { ref } = currentVerse(state);
  const card = symbolOf(state.card);
  return `Draw ${state.draws + 1} of ${CHRIST_LOCK.maxDraws}: show how ${ref} reveals Jesus. Your card ${card.code} (${card.name}): ${CARD_RULES[state.card]}.`;
}

function roundOf(state: ChristLockState, roundNo: number): RoundSpec | null {
  if (state.finished || roundNo !== state.draws + 1) return null;
  const verse = currentVerse(state);
  const rules = difficultyRules(CHRIST_LOCK.baseWords, state.difficulty, BASE_REFERENCES);
  const payload: RoundPayload = {
    kind: "cards",
    game: "christ-lock",
    prompt: promptOf(state),
    context: { ref: verse.ref, text: verse.text, label: "Old Testament verse" },
    hand: [cardDto(state.card)],
    pick: { min: 0, max: 0, needKinds: [] },
    words: { min: rules.minWords, perCard: false },
    refField: false,
    refsRequired: rules.refsRequired,
    redealsLeft: redealsLeft(state.helpers),
    suggestion: suggestionOf(state.helpers, state.difficulty, roundNo),
    status: [
      { label: "Locked", value: `${state.locked.length} / ${CHRIST_LOCK.cards.length}` },
      { label: "Draw", value: `${state.draws + 1} / ${CHRIST_LOCK.maxDraws}` },
    ],
  };
  return { roundNo, promptKey: `${verse.ref}|${state.card}`, payload, limitMs: state.limitMs };
}

// ── Judging ───────────────────────────────────────────────────────────────────────────────────────────────

const bookOf = (found: FoundReference) => found.ranges[0]?.start.book ?? "";
const isGospel = (found: FoundReference) => found.ranges.every((range) => GOSPELS.has(range.start.book));
const isNewTestament = (found: FoundReference) => bookByOsis(bookOf(found))?.testament === "NT";

/** §4.6 points: pass 10 (+5 when a curated fulfilment was cited), partial 3, fail 0. */
export function christLockPoints(verdict: Verdict, fulfilmentCited: boolean): number {
  if (verdict === "pass") return CHRIST_LOCK.pass + (fulfilmentCited ? CHRIST_LOCK.fulfilmentBonus : 0);
  return verdict === "partial" ? CHRIST_LOCK.partial : 0;
}

export interface ChristLockVerdict {
  judgement: Judgement;
  hardGateFailed: boolean;
  /** A curated fulfilment of the verse the answer cites (R2 overlap), if any. */
  fulfilment: string | null;
}

/** The card requirement (§4.6) as a check. */
function cardCheck(card: ChristCard, text: string, cited: readonly FoundReference[]): Check {
  const id = `card-${card}`;
  if (card === "2D") {
    const title = christTitles.find((candidate) => containsTerm(text, candidate));
    return title
      ? { id, ok: true, label: `2D: a title of Christ named (${title})` }
      : { id, ok: false, label: "The card 2D asks for a title of Christ" };
  }
  const found = cited.find(card === "|LC" ? isGospel : isNewTestament);
  if (card === "|LC")
    return found
      ? { id, ok: true, label: `|LC: Gospel reference cited (${found.label})` }
      : { id, ok: false, label: "The card |LC asks for a Gospel reference (Matthew–John)" };
  return found
    ? { id, ok: true, label: `⊙: New Testament reference cited (${found.label})` }
    : { id, ok: false, label: "The card ⊙ asks for a New Testament reference" };
}

/** The rules judge of §4.6 (gates, then pass / partial / fail). Pure: exported for the table tests. */
export function judgeChristLock(
  input: { card: ChristCard; text: string },
  key: ChristVerse,
  ctx: { difficulty: Difficulty; history: readonly string[]; prompt: string },
): ChristLockVerdict {
  if (isEcho(input.text, ctx.history, ctx.prompt))
    return { judgement: echoJudgement(), hardGateFailed: true, fulfilment: null };

  const { text } = input;
  const cited = citedReferences(text);
  const minimum = difficultyRules(CHRIST_LOCK.baseWords, ctx.difficulty, BASE_REFERENCES).minWords;
  const words = wordsIn(text);
  const christ = CHRIST_NAMES.some((name) => containsTerm(text, name));
  const requirement = cardCheck(input.card, text, cited.valid);
  const fulfilment =
    key.fulfilments.find((ref) => {
      const curated = parseReferenceField(ref);
      return curated !== null && cited.valid.some((found) => matchReference(found, curated) === "overlap");
    }) ?? null;
  const hits = keywordHits(text, key.keywords);
  const main = fulfilment !== null || hits.length >= CHRIST_LOCK.keywordsNeeded;

  const checks: Check[] = [
    {
      id: "christ",
      ok: christ,
      label: christ ? "Christ mentioned" : "No mention of Jesus, Christ, the Messiah or a title of Christ",
    },
    requirement,
    {
      id: "fulfilment",
      ok: main,
      label: fulfilment
        ? `A curated fulfilment cited (${fulfilment})`
        : main
          ? `${hits.length} key words of the verse used`
          : `No curated fulfilment cited, and ${hits.length} of ${CHRIST_LOCK.keywordsNeeded} key words of the verse`,
    },
    wordsCheck(words, minimum),
    ...invalidReferenceChecks(cited.invalid),
  ];
  const gatesOk = christ && words >= minimum && cited.invalid.length === 0;
  const verdict: Verdict = !gatesOk
    ? "fail"
    : requirement.ok && main
      ? "pass"
      : requirement.ok || main
        ? "partial"
        : "fail";
  const points = christLockPoints(verdict, fulfilment !== null);
  const tip = !christ
    ? "name Jesus, or one of His titles, and say how the verse shows Him"
    : cited.invalid.length > 0
      ? "check the references you cite"
      : words < minimum
        ? `write at least ${minimum} words`
        : !requirement.ok
          ? `your card ${input.card} asks you to ${CARD_RULES[input.card]}`
          : !main
            ? "cite the New Testament verse that fulfils it, or explain it in the verse's own words"
            : undefined;
  const lead =
    verdict === "pass"
      ? `Locked: ${input.card} is yours, +${points}.`
      : verdict === "partial"
        ? `Close: +${points}, but ${input.card} stays unlocked.`
        : "The lock holds this draw.";
  return {
    judgement: rulesJudgement(verdict, points, `${lead} ${feedbackFromChecks(checks, tip)}`, checks),
    hardGateFailed: !gatesOk,
    fulfilment,
  };
}

/** The draw's paragraph; the hand is dealt, so cards are absent, empty or exactly the dealt card. */
function readParagraph(state: ChristLockState, input: RoundInput): string {
  onlyFields(input, ["cards", "text"]);
  const cards = input.cards ?? [];
  if (cards.length > 0 && !(cards.length === 1 && cards[0] === state.card))
    throw new InvalidGameInput("Your card is dealt: write about the card you were given.");
  return answerText(input);
}

// ── Settling ──────────────────────────────────────────────────────────────────────────────────────────────

function finishOf(state: ChristLockState): Finish {
  const won = state.locked.length === CHRIST_LOCK.cards.length;
  return scoredFinish({
    score: state.score,
    maxScore: christLockMaxScore,
    passed: won,
    passTitle: "The lock opens",
    metrics: {
      draws: state.draws,
      locked: state.locked.length,
      unusedDraws: won ? CHRIST_LOCK.maxDraws - state.draws : 0,
    },
  });
}

/** The reveal: the verse's fulfilments, key words and titles, and the model paragraph. */
export function christRevealOf(key: ChristVerse): RevealDto {
  return {
    explanation: `${key.ref} is fulfilled in ${key.fulfilments.join(", ")}. Key words: ${key.keywords.join(", ")}. Titles: ${key.titles.join(", ")}.`,
    refs: [...key.fulfilments],
    model: key.model,
  };
}

/** One draw settled: points, the card locked on a pass, the next draw or the end (+5 per unused draw on a win). */
function settleDraw(state: ChristLockState, judged: Judgement): StepOutcome<ChristLockState> {
  const key = christKeyOf(currentVerse(state).ref);
  const locked =
    judged.verdict === "pass" && !state.locked.includes(state.card)
      ? [...state.locked, state.card]
      : state.locked;
  const draws = state.draws + 1;
  const won = locked.length === CHRIST_LOCK.cards.length;
  const done = won || draws >= CHRIST_LOCK.maxDraws;
  const unused = won ? CHRIST_LOCK.maxDraws - draws : 0;
  let next: ChristLockState = {
    ...state,
    locked,
    draws,
    score: state.score + judged.points + unused * CHRIST_LOCK.unusedDrawBonus,
    helpers: { ...state.helpers, suggestion: null },
    finished: done,
  };
  if (!done) next = deal(next);
  return {
    state: next,
    judgement: judged,
    reveal: christRevealOf(key),
    roundDone: true,
    next: done ? null : roundOf(next, draws + 1),
    ...(done ? { finish: finishOf(next) } : {}),
  };
}

function guidanceOf(state: ChristLockState, key: ChristVerse): string {
  return [
    `Old Testament verse: ${key.ref}.`,
    `Card ${state.card}: the paragraph must ${CARD_RULES[state.card]}.`,
    `Curated fulfilments: ${key.fulfilments.join(", ")}. Key words: ${key.keywords.join(", ")}. Titles: ${key.titles.join(", ")}.`,
    `Model paragraph: ${key.model}`,
    "Judge whether the paragraph shows soundly how the verse reveals Jesus; recognise sound connections that are not curated.",
  ].join("\n");
}

export const christLockEngine: GameEngine<ChristLockState> = {
  gameIds: ["christ-lock"],
  totalRounds: () => CHRIST_LOCK.maxDraws,

  async start(_gameId, ctx) {
    const seed = String(ctx.rng.int(2 ** 31));
    const deck: ChristLockState["deck"] = [];
    for (const verse of ctx.rng.shuffle(christVerses)) {
      if (deck.length >= DECK_SIZE) break;
      const text = await ctx.deps.verseText(verse.ref);
      if (text) deck.push({ ref: verse.ref, text });
    }
    if (deck.length < CHRIST_LOCK.maxDraws) throw new Error("Christ Lock: too few verses with KJV text");
    const state = deal({
      difficulty: ctx.difficulty,
      limitMs: ctx.difficulty === "hard" ? CHRIST_LOCK.hardSeconds * 1000 : null,
      seed,
      deck,
      deals: 0,
      card: CHRIST_LOCK.cards[0],
      locked: [],
      draws: 0,
      score: 0,
      helpers: freshHelpers(),
      finished: false,
    });
    return { state, round: roundOf(state, 1) };
  },

  round: roundOf,

  score(state): RunScoreDto {
    return { score: state.score, maxScore: christLockMaxScore };
  },

  answer(state, roundNo, input, ctx) {
    assertOpenRound(state.draws, CHRIST_LOCK.maxDraws, roundNo);
    if (state.finished) throw new InvalidGameInput("This round is not open.");
    const text = readParagraph(state, input);
    const verse = currentVerse(state);
    const key = christKeyOf(verse.ref);
    const prompt = promptOf(state);
    const verdict = judgeChristLock({ card: state.card, text }, key, {
      difficulty: state.difficulty,
      history: ctx.history,
      prompt: `${prompt} ${verse.text}`,
    });
    return withAiJudge(
      ctx,
      {
        gameId: "christ-lock",
        promptKey: `${verse.ref}|${state.card}`,
        prompt: `${prompt}\n${verse.ref} (KJV): ${verse.text}`,
        guidance: guidanceOf(state, key),
        answer: text,
        rules: verdict.judgement,
        hardGateFailed: verdict.hardGateFailed,
        pointsFor: (final) => christLockPoints(final, verdict.fulfilment !== null),
      },
      (judged) => settleDraw(state, judged),
    );
  },

  timeout(state) {
    const judged = rulesJudgement(
      "fail",
      0,
      "Time's up: the draw ends as a fail and the card stays unlocked.",
      [{ id: "time", ok: false, label: "No answer before the draw's clock ran out" }],
    );
    return settleDraw(state, judged);
  },

  action(state, action) {
    if (state.finished) throw new InvalidGameInput("This game has ended.");
    const roundNo = state.draws + 1;
    let next: ChristLockState;
    if (action.type === "redeal") {
      // A new draw for the same round: a card not yet locked and the next verse; no draw is used. Every draw
      // still to come keeps a verse of its own (a deck short of KJV text has fewer to spare).
      const helpers = useRedeal(state.helpers);
      if (state.deck.length - state.deals < CHRIST_LOCK.maxDraws - state.draws)
        throw new InvalidGameInput("No new prompt is left for this run.");
      next = deal({ ...state, helpers });
    } else if (action.type === "hint") {
      const key = christKeyOf(currentVerse(state).ref);
      next = { ...state, helpers: useSuggestion(state.helpers, state.difficulty, roundNo, key.fulfilments) };
    } else throw new InvalidGameInput("This game has no such action.");
    const reissue = roundOf(next, roundNo);
    if (!reissue) throw new InvalidGameInput("This round is not open.");
    return { state: next, roundDone: false, reissue };
  },
};
