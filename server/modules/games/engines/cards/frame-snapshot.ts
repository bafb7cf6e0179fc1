/**
 * Frame Snapshot (games.md §4.11): five storyboards, each four dealt cards told as four parts of one salvation
 * story ("lock the frame"); 8 points or more wins, 15 at most. The eight cards are the four frames (story beats:
 * F01 Opening, F07 Crisis, F12 Turning, F24 Final) and the four walls (the lens of their part).
 *
 * The deal and its layout: four of the eight are drawn from a shuffle, at least one frame and one wall (four of
 * one kind swap their last card for the fifth of the shuffle, which is then of the other kind). The cards keep
 * the places the shuffle gave them, except that the frames among them are re-sorted into numeric order across the
 * frames' own places: walls may sit anywhere, frames always read F01 → F07 → F12 → F24. The first storyboard is
 * dealt from the run's rng; every later deal (next storyboards, New prompt) from the seed kept in the state and
 * the deal count, so a run replays exactly from its seed.
 */
import { frameCodes, type FrameCode, symbolOf, wallCodes, type WallCode } from "@common/games/pt-symbols";
import { FRAME_SNAPSHOT } from "@common/games/rules";
import { type Check, feedbackFromChecks, type Judgement, type Verdict } from "@common/games/judge/types";
import {
  type FoundReference,
  isEcho,
  isMentioned,
  matchReference,
  parseReferenceField,
  scanReferences,
} from "@common/games/judge/rules";
import type { RevealDto, RoundInput, RoundPayload, RunScoreDto } from "@common/schemas/games";
import type { FrameStoryboard } from "@server/modules/games/content/card-types";
import { frameStoryboards, frameVerses } from "@server/modules/games/content/frames";
import { createRng, type Rng } from "@server/modules/games/rng";
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
  wordsIn,
} from "./kit";

export type FrameCard = FrameCode | WallCode;

export const frameSnapshotDeck: readonly FrameCard[] = [...frameCodes, ...wallCodes];

const isFrame = (code: string): code is FrameCode => (frameCodes as readonly string[]).includes(code);
const frameOrder = (code: FrameCode) => frameCodes.indexOf(code);

export interface StoryboardResult {
  cards: FrameCard[];
  /** Part i valid (present, names card i, enough words). */
  parts: boolean[];
  verdict: Verdict;
  points: number;
}

export interface FrameSnapshotState {
  difficulty: Difficulty;
  limitMs: number | null;
  /** Every deal after the first is seeded from this and the deal count. */
  seed: string;
  deals: number;
  /** The storyboard on the table: the dealt cards in their places. */
  cards: FrameCard[];
  /** Judged storyboards (timeouts included), in order. */
  storyboards: StoryboardResult[];
  score: number;
  helpers: CardRunHelpers;
  finished: boolean;
}

// ── Dealing ───────────────────────────────────────────────────────────────────────────────────────────────

/** One storyboard's four cards, laid out as the module comment describes. */
export function dealStoryboard(rng: Rng): FrameCard[] {
  const shuffled = rng.shuffle(frameSnapshotDeck);
  const chosen = shuffled.slice(0, FRAME_SNAPSHOT.parts);
  const frames = chosen.filter(isFrame);
  if (frames.length === 0 || frames.length === chosen.length) {
    // Four of one kind: the shuffle's next card is of the other kind (there are only four of each).
    const other = shuffled[FRAME_SNAPSHOT.parts];
    if (other !== undefined) chosen[chosen.length - 1] = other;
  }
  const sorted = chosen.filter(isFrame).sort((a, b) => frameOrder(a) - frameOrder(b));
  let nextFrame = 0;
  return chosen.map((code) => (isFrame(code) ? (sorted[nextFrame++] ?? code) : code));
}

const sameDeal = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((code, i) => code === b[i]);

/** A new storyboard from the seed, never the one on the table (New prompt and the next storyboard alike). */
function freshDeal(state: FrameSnapshotState): FrameSnapshotState {
  let deals = state.deals;
  let cards = state.cards;
  // A repeat is rare (68 hands × their layouts); a few seeded tries always find another.
  for (let tries = 0; tries < 8 && sameDeal(cards, state.cards); tries += 1) {
    deals += 1;
    cards = dealStoryboard(createRng(`${state.seed}:deal:${deals}`));
  }
  return { ...state, deals, cards };
}

// ── The storyboard text ───────────────────────────────────────────────────────────────────────────────────

/** "1." "2)" "3:" or "Part 4." at the start of a line, followed by a space or the line's end. */
const PART_MARKER = /^[ \t]*(?:part[ \t]*)?(\d{1,2})[.):](?=\s|$)[ \t]*/i;

/**
 * The answer's parts, always `parts` of them ("" where one is missing). Numbered lines come first: a line
 * starting "1." … "4." (also "1)", "1:" or "Part 1.") opens that part, and the lines after it belong to it until
 * the next number; text before the first number (a title) belongs to no part, and a number outside 1–4 is just
 * text of the current part. Without numbers, blank lines separate the parts; with no blank line either, each
 * non-empty line is a part. A fifth block or more is read as more of the last part.
 */
export function splitStoryboard(text: string, parts: number = FRAME_SNAPSHOT.parts): string[] {
  const normal = text.replace(/\r\n?/g, "\n").trim();
  const lines = normal.split("\n");
  const markerOf = (line: string) => {
    const match = PART_MARKER.exec(line);
    const number = match ? Number(match[1]) : 0;
    return match && number >= 1 && number <= parts ? { number, rest: line.slice(match[0].length) } : null;
  };
  if (lines.some((line) => markerOf(line) !== null)) {
    const slots: string[][] = Array.from({ length: parts }, () => []);
    let current: string[] | undefined;
    for (const line of lines) {
      const marker = markerOf(line);
      if (marker) current = slots[marker.number - 1];
      current?.push(marker ? marker.rest : line);
    }
    return slots.map((slot) => slot.join("\n").trim());
  }
  const blocks = (/\n[ \t]*\n/.test(normal) ? normal.split(/\n[ \t]*\n/) : lines)
    .map((block) => block.trim())
    .filter((block) => block !== "");
  return Array.from({ length: parts }, (_, i) =>
    i < parts - 1 ? (blocks[i] ?? "") : blocks.slice(i).join("\n\n"),
  );
}

// ── Rounds ────────────────────────────────────────────────────────────────────────────────────────────────

const rulesOf = (difficulty: Difficulty) =>
  difficultyRules(FRAME_SNAPSHOT.wordsPerPart, difficulty, FRAME_SNAPSHOT.references);

function promptOf(state: FrameSnapshotState): string {
  const rules = rulesOf(state.difficulty);
  const refs = `${rules.refsRequired} ${rules.refsRequired === 1 ? "reference" : "distinct references"}`;
  return `Storyboard ${state.storyboards.length + 1} of ${FRAME_SNAPSHOT.storyboards}: tell one salvation story in ${FRAME_SNAPSHOT.parts} parts, one per card in the order dealt (${state.cards.join(", ")}). Number the parts 1. to ${FRAME_SNAPSHOT.parts}. or separate them with blank lines; each part names its card in at least ${rules.minWords} words. Cite at least ${refs}.`;
}

/** Easy's suggestion: two curated verses of the dealt frames, taken in turn, moving on with the round. */
export function suggestedVerses(cards: readonly string[], roundNo: number): string[] {
  const lists = cards
    .filter(isFrame)
    .map((code) => frameVerses.find((frame) => frame.code === code)?.verses ?? []);
  const refs: string[] = [];
  for (let i = 0; lists.length > 0 && refs.length < 2 && i < 8; i += 1) {
    const list = lists[i % lists.length] ?? [];
    const verse = list[(Math.floor(i / lists.length) + roundNo - 1) % Math.max(1, list.length)];
    if (verse !== undefined && !refs.includes(verse)) refs.push(verse);
  }
  return refs;
}

function roundOf(state: FrameSnapshotState, roundNo: number): RoundSpec | null {
  if (state.finished || roundNo !== state.storyboards.length + 1) return null;
  const rules = rulesOf(state.difficulty);
  const locked = state.storyboards.filter((board) => board.verdict === "pass").length;
  const payload: RoundPayload = {
    kind: "cards",
    game: "frame-snapshot",
    prompt: promptOf(state),
    hand: state.cards.map(cardDto),
    // A dealt hand: the player uses all four, in order.
    pick: { min: 0, max: 0, needKinds: [] },
    parts: FRAME_SNAPSHOT.parts,
    // The client's count is over the whole answer; the judge asks the same minimum of each part.
    words: { min: rules.minWords * FRAME_SNAPSHOT.parts, perCard: false },
    refField: false,
    refsRequired: rules.refsRequired,
    redealsLeft: redealsLeft(state.helpers),
    suggestion: suggestionOf(state.helpers, state.difficulty, roundNo),
    status: [
      { label: "Storyboard", value: `${roundNo} / ${FRAME_SNAPSHOT.storyboards}` },
      { label: "Score", value: `${state.score} / ${FRAME_SNAPSHOT.maxScore}` },
      { label: "Frames locked", value: String(locked) },
    ],
  };
  return { roundNo, promptKey: `storyboard:${state.cards.join(" ")}`, payload, limitMs: state.limitMs };
}

// ── Judging ───────────────────────────────────────────────────────────────────────────────────────────────

const curatedKeys = frameVerses.flatMap((frame) =>
  frame.verses.flatMap((ref) => {
    const key = parseReferenceField(ref);
    return key ? [{ frame: frame.code, ref, key }] : [];
  }),
);

/** The first cited verse in a dealt frame's curated list (R2 overlap): the +1 of a pass. */
export function curatedVerseOf(
  cited: readonly FoundReference[],
  cards: readonly string[],
): { frame: FrameCode; ref: string; cited: string } | undefined {
  for (const entry of curatedKeys) {
    if (!cards.includes(entry.frame)) continue;
    const hit = cited.find((found) => matchReference(found, entry.key) === "overlap");
    if (hit) return { frame: entry.frame, ref: entry.ref, cited: hit.label };
  }
  return undefined;
}

/** §4.11 points: pass 2 (+1 with a dealt frame's curated verse), partial 1, fail 0. */
export function frameSnapshotPoints(verdict: Verdict, curated: boolean): number {
  if (verdict === "pass") return FRAME_SNAPSHOT.pass + (curated ? FRAME_SNAPSHOT.curatedBonus : 0);
  return verdict === "partial" ? FRAME_SNAPSHOT.partial : 0;
}

export interface FrameSnapshotVerdict {
  judgement: Judgement;
  hardGateFailed: boolean;
  /** Part i valid: present, card i mentioned (R4), at least the word minimum (R3). */
  parts: boolean[];
  curated: { frame: FrameCode; ref: string; cited: string } | undefined;
}

function partCheck(index: number, code: FrameCard, part: string, minWords: number) {
  const no = index + 1;
  if (part === "")
    return { check: { id: `part-${no}`, ok: false, label: `Part ${no} missing` }, tip: "missing" };
  const mentioned = isMentioned(part, symbolOf(code));
  const words = wordsIn(part);
  const problems = [
    ...(mentioned ? [] : [`${code} not mentioned`]),
    ...(words >= minWords ? [] : [`${words} words (at least ${minWords})`]),
  ];
  const ok = problems.length === 0;
  const label = ok ? `Part ${no}: ${code} mentioned, ${words} words` : `Part ${no}: ${problems.join(", ")}`;
  return { check: { id: `part-${no}`, ok, label }, tip: ok ? null : mentioned ? "short" : "mention" };
}

/**
 * The rules judge of §4.11, pure (exported for the table tests). Gates: R7 over the whole answer, no invalid
 * reference, all four parts valid and the references met; only an answer through every gate can pass, and so
 * only it goes on to the AI judge. Partial: at least 3 valid parts (3 parts, or 4 without the references).
 */
export function judgeFrameSnapshot(
  input: { cards: readonly FrameCard[]; text: string },
  ctx: { difficulty: Difficulty; history: readonly string[]; prompt: string },
): FrameSnapshotVerdict {
  const none = input.cards.map(() => false);
  if (isEcho(input.text, ctx.history, ctx.prompt))
    return { judgement: echoJudgement(), hardGateFailed: true, parts: none, curated: undefined };

  const rules = rulesOf(ctx.difficulty);
  const written = splitStoryboard(input.text, input.cards.length);
  const perPart = input.cards.map((code, i) => partCheck(i, code, written[i] ?? "", rules.minWords));
  const parts = perPart.map((entry) => entry.check.ok);
  const valid = parts.filter(Boolean).length;
  const cited = citedReferences(input.text);
  const refsOk = cited.valid.length >= rules.refsRequired;
  const curated = curatedVerseOf(cited.valid, input.cards);
  const labels = cited.valid.map((found) => found.label).join(", ");

  const checks: Check[] = [
    ...perPart.map((entry) => entry.check),
    {
      id: "references",
      ok: refsOk,
      label:
        cited.valid.length === 0
          ? `No reference cited (at least ${rules.refsRequired})`
          : `${cited.valid.length} ${rules.refsRequired > 1 ? "distinct " : ""}valid reference${cited.valid.length === 1 ? "" : "s"} (${labels})${refsOk ? "" : `: at least ${rules.refsRequired} needed`}`,
    },
    ...invalidReferenceChecks(cited.invalid),
  ];
  if (curated)
    checks.push({
      id: "curated",
      ok: true,
      label: `Curated frame verse: ${curated.cited} is in ${curated.frame}'s list`,
    });

  const allValid = valid === input.cards.length;
  const gatesOk = cited.invalid.length === 0 && allValid && refsOk;
  const verdict: Verdict = gatesOk
    ? "pass"
    : cited.invalid.length === 0 && valid >= FRAME_SNAPSHOT.partialParts
      ? "partial"
      : "fail";
  const points = frameSnapshotPoints(verdict, curated !== undefined);

  const firstBad = perPart.findIndex((entry) => !entry.check.ok);
  const badCard = input.cards[firstBad];
  const badPart = perPart[firstBad];
  const tip =
    cited.invalid.length > 0
      ? "check the references you cite"
      : badCard && badPart
        ? badPart.tip === "missing"
          ? `write part ${firstBad + 1} about ${badCard} (${symbolOf(badCard).name})`
          : badPart.tip === "mention"
            ? `part ${firstBad + 1} is the place of ${badCard} (${symbolOf(badCard).name}): name it there`
            : `write at least ${rules.minWords} words in part ${firstBad + 1}`
        : !refsOk
          ? `cite at least ${rules.refsRequired} ${rules.refsRequired === 1 ? "reference" : "distinct references"} in your storyboard`
          : undefined;
  const lead =
    verdict === "pass"
      ? `Frame locked: +${points}.`
      : verdict === "partial"
        ? `Nearly locked: +${points}.`
        : "The frame did not lock.";
  return {
    judgement: rulesJudgement(verdict, points, `${lead} ${feedbackFromChecks(checks, tip)}`, checks),
    hardGateFailed: !gatesOk,
    parts,
    curated,
  };
}

/** The storyboard as sent: the text; cards, when sent at all, must be the deal itself (a dealt hand). */
function readStoryboard(state: FrameSnapshotState, input: RoundInput): string {
  if (
    input.choice !== undefined ||
    input.choices !== undefined ||
    input.order !== undefined ||
    input.ref !== undefined
  )
    throw new InvalidGameInput("Write your storyboard in the answer: this game has no other fields.");
  const cards = input.cards ?? [];
  if (cards.length > 0) {
    if (cards.length !== state.cards.length)
      throw new InvalidGameInput(`A storyboard uses the ${state.cards.length} cards dealt.`);
    if (!sameDeal(cards, state.cards))
      throw new InvalidGameInput("Use the cards you were dealt, in their order.");
  }
  return answerText(input);
}

// ── Settling ──────────────────────────────────────────────────────────────────────────────────────────────

function finishOf(state: FrameSnapshotState): Finish {
  const boards = state.storyboards;
  const passed = boards.filter((board) => board.verdict === "pass").length;
  const partial = boards.filter((board) => board.verdict === "partial").length;
  const partsValid = boards.reduce((sum, board) => sum + board.parts.filter(Boolean).length, 0);
  const parts = boards.length * FRAME_SNAPSHOT.parts;
  const won = state.score >= FRAME_SNAPSHOT.winAt;
  return {
    score: state.score,
    maxScore: FRAME_SNAPSHOT.maxScore,
    won,
    metric: state.score,
    title: won ? "Frames locked!" : "Keep practising",
    metrics: {
      score: state.score,
      storyboards: boards.length,
      passed,
      partial,
      partsValid,
      parts,
      // The result screen's own names: "Perfect rounds 3 / 5", "Completed 17/20 (85%)".
      rounds: boards.length,
      perfectRounds: passed,
      cards: parts,
      completed: partsValid,
    },
  };
}

/** The model storyboard dealt exactly like this one, if the curated set has it. */
export function modelStoryboardOf(cards: readonly string[]): FrameStoryboard | undefined {
  return frameStoryboards.find((board) => sameDeal(board.cards, cards));
}

function revealOf(cards: readonly FrameCard[]): RevealDto {
  const model = modelStoryboardOf(cards);
  if (model)
    return {
      explanation: `A model storyboard for ${cards.join(" → ")}.`,
      refs: [...new Set(scanReferences(model.parts.join("\n\n")).valid.map((found) => found.label))],
      model: model.parts.map((part, i) => `${i + 1}. ${part}`).join("\n\n"),
    };
  const frames = cards.filter(isFrame);
  const first = frames.flatMap((code) => {
    const verse = frameVerses.find((frame) => frame.code === code)?.verses[0];
    return verse ? [{ code, verse }] : [];
  });
  return {
    explanation: "Each dealt frame's first curated verse:",
    refs: first.map((entry) => entry.verse),
    model: first.map((entry) => `${entry.code} ${symbolOf(entry.code).name}: ${entry.verse}`).join("\n"),
  };
}

/** One storyboard settled: points, its parts on the record, the next deal or the end. */
function settleStoryboard(
  state: FrameSnapshotState,
  judged: Judgement,
  parts: boolean[],
): StepOutcome<FrameSnapshotState> {
  const storyboards = [
    ...state.storyboards,
    { cards: state.cards, parts, verdict: judged.verdict, points: judged.points },
  ];
  let next: FrameSnapshotState = {
    ...state,
    storyboards,
    score: state.score + judged.points,
    helpers: { ...state.helpers, suggestion: null },
  };
  const done = storyboards.length >= FRAME_SNAPSHOT.storyboards;
  next = done ? { ...next, finished: true } : freshDeal(next);
  return {
    state: next,
    judgement: judged,
    reveal: revealOf(state.cards),
    roundDone: true,
    next: done ? null : roundOf(next, storyboards.length + 1),
    ...(done ? { finish: finishOf(next) } : {}),
  };
}

function guidanceOf(cards: readonly FrameCard[]): string {
  const lines = cards.map(
    (code, i) => `Part ${i + 1}: ${code} = ${symbolOf(code).name}: ${symbolOf(code).meaning}`,
  );
  const model = modelStoryboardOf(cards);
  const verses = cards.filter(isFrame).map(
    (code) =>
      `${code}: ${frameVerses
        .find((frame) => frame.code === code)
        ?.verses.slice(0, 6)
        .join("; ")}`,
  );
  return [
    "The dealt cards, one per part:",
    ...lines,
    model
      ? `Model storyboard:\n${model.parts.map((part, i) => `${i + 1}. ${part}`).join("\n")}`
      : "No model storyboard for this deal.",
    `Curated frame verses:\n${verses.join("\n")}`,
    "Judge whether the four parts tell one coherent salvation story, each part in its card's role.",
  ].join("\n");
}

export const frameSnapshotEngine: GameEngine<FrameSnapshotState> = {
  gameIds: ["frame-snapshot"],
  totalRounds: () => FRAME_SNAPSHOT.storyboards,

  start(_gameId, ctx) {
    const difficulty = ctx.difficulty;
    const cards = dealStoryboard(ctx.rng);
    const state: FrameSnapshotState = {
      difficulty,
      limitMs: difficulty === "hard" ? FRAME_SNAPSHOT.hardSeconds * 1000 : null,
      seed: String(ctx.rng.int(2 ** 31)),
      deals: 0,
      cards,
      storyboards: [],
      score: 0,
      helpers: freshHelpers(),
      finished: false,
    };
    return Promise.resolve({ state, round: roundOf(state, 1) });
  },

  round: roundOf,

  score(state): RunScoreDto {
    return { score: state.score, maxScore: FRAME_SNAPSHOT.maxScore };
  },

  answer(state, roundNo, input, ctx) {
    assertOpenRound(state.storyboards.length, FRAME_SNAPSHOT.storyboards, roundNo);
    if (state.finished) throw new InvalidGameInput("This round is not open.");
    const text = readStoryboard(state, input);
    const prompt = promptOf(state);
    const verdict = judgeFrameSnapshot(
      { cards: state.cards, text },
      { difficulty: state.difficulty, history: ctx.history, prompt },
    );
    return withAiJudge(
      ctx,
      {
        gameId: "frame-snapshot",
        promptKey: `storyboard:${state.cards.join(" ")}`,
        prompt,
        guidance: guidanceOf(state.cards),
        answer: text,
        rules: verdict.judgement,
        hardGateFailed: verdict.hardGateFailed,
        pointsFor: (final) => frameSnapshotPoints(final, verdict.curated !== undefined),
      },
      (judged) => settleStoryboard(state, judged, verdict.parts),
    );
  },

  timeout(state) {
    const judged = rulesJudgement("fail", 0, "Time's up: the storyboard ends as a fail.", [
      { id: "time", ok: false, label: "No storyboard before the clock ran out" },
    ]);
    return settleStoryboard(
      state,
      judged,
      state.cards.map(() => false),
    );
  },

  action(state, action) {
    if (state.finished) throw new InvalidGameInput("This game has ended.");
    const roundNo = state.storyboards.length + 1;
    let next: FrameSnapshotState;
    if (action.type === "redeal") {
      next = freshDeal({ ...state, helpers: useRedeal(state.helpers) });
    } else if (action.type === "hint") {
      const refs = suggestedVerses(state.cards, roundNo);
      next = { ...state, helpers: useSuggestion(state.helpers, state.difficulty, roundNo, refs) };
    } else throw new InvalidGameInput("This game has no such action.");
    const reissue = roundOf(next, roundNo);
    if (!reissue) throw new InvalidGameInput("This round is not open.");
    return { state: next, roundDone: false, reissue };
  },
};
