/**
 * Time Zone Invasion (games.md §4.4): place prophetic verses in their time zones and defend the placement. A run
 * shows 10 verses (no repeats), each with its KJV text; the hand is the six zone cards, of which the player toggles
 * exactly 2 (1–2 on Easy) and explains the placement, naming each chosen zone. The verses a run may need (its 10
 * plus one per "New prompt") are dealt and their text read at start, so actions stay synchronous and a run replays
 * from its seed.
 */
import { symbolOf, zoneCodes, type ZoneCode } from "@common/games/pt-symbols";
import { CARD_GAMES, TIME_ZONE_INVASION } from "@common/games/rules";
import { type Check, feedbackFromChecks, type Judgement, type Verdict } from "@common/games/judge/types";
import {
  type FoundReference,
  isEcho,
  isMentioned,
  matchReference,
  parseReferenceField,
} from "@common/games/judge/rules";
import type { RevealDto, RoundInput, RoundPayload, RunScoreDto } from "@common/schemas/games";
import type { ZoneVerse } from "@server/modules/games/content/card-types";
import { zoneVerses } from "@server/modules/games/content/zone-verses";
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

const GAME_ID = "time-zone-invasion";

/** A dealt verse: its reference and the KJV text read at start. */
export interface ZoneDeal {
  ref: string;
  text: string;
}

export interface TimeZoneState {
  difficulty: Difficulty;
  limitMs: number | null;
  /** The run's seed, kept for any later shuffle (the deal itself is made at start). */
  seed: string;
  /** The verses dealt at start: one per round plus one per "New prompt", all different. */
  deck: ZoneDeal[];
  /** Index in `deck` of the verse on the table. */
  current: number;
  /** How many verses of `deck` have been shown (the next one shown is `deck[shown]`). */
  shown: number;
  /** Verses judged (timeouts included). */
  answered: number;
  score: number;
  passes: number;
  partials: number;
  helpers: CardRunHelpers;
  finished: boolean;
}

const zoneSet = new Set<string>(zoneCodes);
const isZone = (code: string): code is ZoneCode => zoneSet.has(code);

/** The curated key of a verse (server-only). */
export function zoneKeyOf(ref: string): ZoneVerse {
  const key = zoneVerses.find((entry) => entry.ref === ref);
  if (!key) throw new Error(`No zone key for ${ref}`);
  return key;
}

// ── Rules of the round ────────────────────────────────────────────────────────────────────────────────────

export function zonePick(difficulty: Difficulty): { min: number; max: number } {
  const [min, max] = TIME_ZONE_INVASION.pick[difficulty];
  return { min, max };
}

const minWordsOf = (difficulty: Difficulty) =>
  difficultyRules(TIME_ZONE_INVASION.baseWords, difficulty).minWords;

/** The sheet overrides §4.0's reference table: none on Easy and Normal, 1 supporting reference on Hard. */
export const supportingRefsRequired = (difficulty: Difficulty) =>
  difficulty === "hard" ? TIME_ZONE_INVASION.hardSupportingRefs : 0;

function promptOf(difficulty: Difficulty): string {
  const { min, max } = zonePick(difficulty);
  const count = min === max ? `exactly ${min}` : `${min} or ${max}`;
  const support =
    supportingRefsRequired(difficulty) > 0 ? " Cite one supporting reference besides the verse itself." : "";
  return `Place this verse in ${count} time zones and defend your placement, naming each zone you choose.${support}`;
}

/** The text the echo guard compares with (R7): the instruction and the verse itself. */
const echoPromptOf = (difficulty: Difficulty, deal: ZoneDeal) =>
  `${promptOf(difficulty)} ${deal.ref} ${deal.text}`;

function dealOf(state: TimeZoneState): ZoneDeal {
  const deal = state.deck[state.current];
  if (!deal) throw new Error("Time Zone Invasion ran out of dealt verses");
  return deal;
}

function roundOf(state: TimeZoneState, roundNo: number): RoundSpec | null {
  if (state.finished || roundNo !== state.answered + 1) return null;
  const deal = dealOf(state);
  const { min, max } = zonePick(state.difficulty);
  const payload: RoundPayload = {
    kind: "cards",
    game: GAME_ID,
    prompt: promptOf(state.difficulty),
    context: {
      ref: deal.ref,
      ...(deal.text ? { text: deal.text } : {}),
      label: "Prophetic verse",
    },
    hand: zoneCodes.map(cardDto),
    pick: { min, max, needKinds: [] },
    words: { min: minWordsOf(state.difficulty), perCard: false },
    refField: false,
    refsRequired: supportingRefsRequired(state.difficulty),
    redealsLeft: redealsLeft(state.helpers),
    suggestion: suggestionOf(state.helpers, state.difficulty, roundNo),
    status: [
      { label: "Score", value: `${state.score} / ${TIME_ZONE_INVASION.maxScore}` },
      { label: "Verse", value: `${roundNo} / ${TIME_ZONE_INVASION.verses}` },
    ],
  };
  return { roundNo, promptKey: `verse:${deal.ref}`, payload, limitMs: state.limitMs };
}

// ── Judging ───────────────────────────────────────────────────────────────────────────────────────────────

/** §4.4 points: pass 2, partial 1, fail 0. */
export const timeZonePoints = (verdict: Verdict): number => TIME_ZONE_INVASION.points[verdict];

/** §4.4 quality: pass excellent, partial good, fail weak. */
export const timeZoneQuality = (verdict: Verdict): NonNullable<Judgement["quality"]> =>
  verdict === "pass" ? "excellent" : verdict === "partial" ? "good" : "weak";

export interface TimeZoneVerdict {
  judgement: Judgement;
  hardGateFailed: boolean;
}

/** Valid references of the answer that are not the given verse itself (Hard's supporting reference). */
function supportingReferences(text: string, verse: FoundReference | null): FoundReference[] {
  return citedReferences(text).valid.filter(
    (found) => verse === null || matchReference(found, verse) !== "overlap",
  );
}

/** The rules judge of §4.4 (gates, then the key decides). Pure: exported for the table tests. */
export function judgeTimeZone(
  input: { zones: readonly ZoneCode[]; text: string },
  key: Pick<ZoneVerse, "ref" | "acceptableZones">,
  ctx: { difficulty: Difficulty; history: readonly string[]; prompt: string },
): TimeZoneVerdict {
  if (isEcho(input.text, ctx.history, ctx.prompt))
    return { judgement: { ...echoJudgement(), quality: "weak" }, hardGateFailed: true };

  const minimum = minWordsOf(ctx.difficulty);
  const words = wordsIn(input.text);
  const cited = citedReferences(input.text);
  const supportNeeded = supportingRefsRequired(ctx.difficulty);
  const supporting = supportingReferences(input.text, parseReferenceField(key.ref));
  const missing = input.zones.filter((zone) => !isMentioned(input.text, symbolOf(zone)));

  const checks: Check[] = [
    ...input.zones.map((zone) => ({
      id: `zone-${zone}`,
      ok: !missing.includes(zone),
      label: missing.includes(zone) ? `${zone} not mentioned` : `${zone} mentioned`,
    })),
    wordsCheck(words, minimum),
    ...(supportNeeded > 0
      ? [
          {
            id: "supporting",
            ok: supporting.length >= supportNeeded,
            label:
              supporting.length >= supportNeeded
                ? `Supporting reference (${supporting.map((found) => found.label).join(", ")})`
                : `No supporting reference besides ${key.ref}`,
          },
        ]
      : []),
    ...invalidReferenceChecks(cited.invalid),
  ];
  const gatesOk =
    missing.length === 0 &&
    words >= minimum &&
    supporting.length >= supportNeeded &&
    cited.invalid.length === 0;

  let verdict: Verdict = "fail";
  let tip: string | undefined;
  if (gatesOk) {
    const placed = input.zones.filter((zone) => key.acceptableZones.includes(zone));
    for (const zone of input.zones)
      checks.push({
        id: `key-${zone}`,
        ok: placed.includes(zone),
        label: placed.includes(zone) ? `${zone} fits ${key.ref}` : `${zone} is not a zone of ${key.ref}`,
      });
    verdict = placed.length === input.zones.length ? "pass" : placed.length >= 1 ? "partial" : "fail";
    if (verdict !== "pass") tip = "ask who acts in the verse and when: heaven or earth; past, now or future";
  } else if (missing[0]) tip = `name the zone ${missing[0]} in your explanation, by its code or its name`;
  else if (words < minimum) tip = `write at least ${minimum} words`;
  else if (supporting.length < supportNeeded) tip = "cite one more verse that supports your placement";

  const points = timeZonePoints(verdict);
  const lead =
    verdict === "pass"
      ? `Placed: +${points}.`
      : verdict === "partial"
        ? `Half placed: +${points}.`
        : "Not placed.";
  return {
    judgement: {
      ...rulesJudgement(verdict, points, `${lead} ${feedbackFromChecks(checks, tip)}`, checks),
      quality: timeZoneQuality(verdict),
    },
    hardGateFailed: !gatesOk,
  };
}

function readPlay(state: TimeZoneState, input: RoundInput): { zones: ZoneCode[]; text: string } {
  onlyFields(input, ["cards", "text"]);
  const cards = input.cards ?? [];
  const { min, max } = zonePick(state.difficulty);
  if (cards.length < min || cards.length > max)
    throw new InvalidGameInput(min === max ? `Pick exactly ${min} zones.` : `Pick ${min} or ${max} zones.`);
  if (new Set(cards).size !== cards.length) throw new InvalidGameInput("Pick each zone once.");
  const zones = cards.filter(isZone);
  if (zones.length !== cards.length) throw new InvalidGameInput("Pick zones from your hand.");
  return { zones, text: answerText(input) };
}

// ── Suggestion and reveal ─────────────────────────────────────────────────────────────────────────────────

/**
 * Easy's suggestion: two other curated verses that share a zone with this one (most shared zones first, then in
 * content order), never a verse dealt in this run. Deterministic.
 */
export function suggestedVerses(ref: string, dealt: readonly string[] = []): string[] {
  const key = zoneKeyOf(ref);
  return zoneVerses
    .map((entry, index) => ({
      entry,
      index,
      shared: entry.acceptableZones.filter((zone) => key.acceptableZones.includes(zone)).length,
    }))
    .filter(({ entry, shared }) => shared > 0 && entry.ref !== ref && !dealt.includes(entry.ref))
    .sort((a, b) => b.shared - a.shared || a.index - b.index)
    .slice(0, CARD_GAMES.suggestionVerses)
    .map(({ entry }) => entry.ref);
}

const listed = (items: readonly string[]) =>
  items.length <= 1 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;

function revealOf(key: ZoneVerse, picked: readonly string[]): RevealDto {
  const verse = parseReferenceField(key.ref);
  const supporting = supportingReferences(key.modelExplanation, verse).map((found) => found.text);
  return {
    correct: [...key.acceptableZones],
    picked: [...picked],
    explanation: `${key.ref} can be placed in ${listed(key.acceptableZones)}.`,
    refs: [...new Set([key.ref, ...supporting])],
    model: key.modelExplanation,
  };
}

function guidanceOf(key: ZoneVerse): string {
  const zones = key.acceptableZones
    .map((zone) => `${zone} = ${symbolOf(zone).name}: ${symbolOf(zone).meaning}`)
    .join("\n");
  return `Zones that fit ${key.ref}:\n${zones}\nModel explanation: ${key.modelExplanation}\nGrade whether the explanation defends each chosen zone from the verse.`;
}

// ── Settling ──────────────────────────────────────────────────────────────────────────────────────────────

function finishOf(state: TimeZoneState): Finish {
  const won = state.score >= TIME_ZONE_INVASION.target;
  return {
    score: state.score,
    maxScore: TIME_ZONE_INVASION.maxScore,
    won,
    metric: state.score,
    title: won ? "Invasion repelled" : "Zones overrun",
    metrics: {
      verses: state.answered,
      passes: state.passes,
      partials: state.partials,
      score: state.score,
    },
  };
}

/** One verse settled: points, the next verse (a new one after every answer) or the end after the tenth. */
function settleVerse(
  state: TimeZoneState,
  judged: Judgement,
  key: ZoneVerse,
  picked: readonly string[],
): StepOutcome<TimeZoneState> {
  const final: Judgement = { ...judged, quality: timeZoneQuality(judged.verdict) };
  const answered = state.answered + 1;
  const done = answered >= TIME_ZONE_INVASION.verses;
  let next: TimeZoneState = {
    ...state,
    answered,
    score: state.score + final.points,
    passes: state.passes + (final.verdict === "pass" ? 1 : 0),
    partials: state.partials + (final.verdict === "partial" ? 1 : 0),
    helpers: { ...state.helpers, suggestion: null },
  };
  next = done ? { ...next, finished: true } : { ...next, current: state.shown, shown: state.shown + 1 };
  return {
    state: next,
    judgement: final,
    reveal: revealOf(key, picked),
    roundDone: true,
    next: done ? null : roundOf(next, answered + 1),
    ...(done ? { finish: finishOf(next) } : {}),
  };
}

export const timeZoneInvasionEngine: GameEngine<TimeZoneState> = {
  gameIds: [GAME_ID],
  totalRounds: () => TIME_ZONE_INVASION.verses,

  async start(_gameId, ctx) {
    const difficulty = ctx.difficulty;
    const seed = String(ctx.rng.int(2 ** 31));
    const refs = ctx.rng
      .pick(zoneVerses, TIME_ZONE_INVASION.verses + CARD_GAMES.redealsPerRun)
      .map((entry) => entry.ref);
    const deck: ZoneDeal[] = [];
    for (const ref of refs) deck.push({ ref, text: (await ctx.deps.verseText(ref)) ?? "" });
    const state: TimeZoneState = {
      difficulty,
      limitMs: difficulty === "hard" ? TIME_ZONE_INVASION.hardSeconds * 1000 : null,
      seed,
      deck,
      current: 0,
      shown: 1,
      answered: 0,
      score: 0,
      passes: 0,
      partials: 0,
      helpers: freshHelpers(),
      finished: false,
    };
    return { state, round: roundOf(state, 1) };
  },

  round: roundOf,

  score(state): RunScoreDto {
    return { score: state.score, maxScore: TIME_ZONE_INVASION.maxScore };
  },

  answer(state, roundNo, input, ctx) {
    assertOpenRound(state.answered, TIME_ZONE_INVASION.verses, roundNo);
    if (state.finished) throw new InvalidGameInput("This round is not open.");
    const play = readPlay(state, input);
    const deal = dealOf(state);
    const key = zoneKeyOf(deal.ref);
    const prompt = echoPromptOf(state.difficulty, deal);
    const verdict = judgeTimeZone(play, key, { difficulty: state.difficulty, history: ctx.history, prompt });
    return withAiJudge(
      ctx,
      {
        gameId: GAME_ID,
        promptKey: `${deal.ref}|${play.zones.join(" ")}`,
        prompt: `${promptOf(state.difficulty)}\nVerse: ${deal.ref}: ${deal.text}\nZones chosen: ${play.zones.join(" ")}.`,
        guidance: guidanceOf(key),
        answer: play.text,
        rules: verdict.judgement,
        hardGateFailed: verdict.hardGateFailed,
        pointsFor: timeZonePoints,
      },
      (judged) => settleVerse(state, judged, key, play.zones),
    );
  },

  timeout(state) {
    const judged = rulesJudgement("fail", 0, "Time's up: this verse ends as a fail.", [
      { id: "time", ok: false, label: "No answer before the verse's clock ran out" },
    ]);
    return settleVerse(state, judged, zoneKeyOf(dealOf(state).ref), []);
  },

  action(state, action) {
    if (state.finished) throw new InvalidGameInput("This game has ended.");
    const roundNo = state.answered + 1;
    let next: TimeZoneState;
    if (action.type === "redeal") {
      // A new verse for the same round: the next one dealt at start (never a repeat).
      const helpers = useRedeal(state.helpers);
      if (state.shown >= state.deck.length) throw new InvalidGameInput("No new verse is left for this run.");
      next = { ...state, helpers, current: state.shown, shown: state.shown + 1 };
    } else if (action.type === "hint") {
      const refs = suggestedVerses(
        dealOf(state).ref,
        state.deck.map((deal) => deal.ref),
      );
      next = { ...state, helpers: useSuggestion(state.helpers, state.difficulty, roundNo, refs) };
    } else throw new InvalidGameInput("This game has no such action.");
    const reissue = roundOf(next, roundNo);
    if (!reissue) throw new InvalidGameInput("This round is not open.");
    return { state: next, roundDone: false, reissue };
  },
};
