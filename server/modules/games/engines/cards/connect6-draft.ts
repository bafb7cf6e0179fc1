/**
 * Connect-6 Draft (games.md §4.5): prove a doctrine from two different Bible genres, over 6 rounds. Each round
 * offers 3 doctrines of the bank (opaque ids) and a hand of 4 of the 6 genre cards; the player picks one doctrine
 * and plays exactly 2 cards, each with one reference of that genre and an explanation naming the doctrine. The
 * played cards are replaced by the 2 not held. Genres come from the palace data (the book → genre map, the parable
 * list and the exceptions list), never a copy. Offers are drawn from the run's seed, so a run replays exactly.
 */
import { bookByOsis, BIBLE_BOOKS } from "@common/bible/books";
import { parseReference, type ReferenceRange } from "@common/bible/reference";
import { GENRE_BOOK_RANGES } from "@common/content/palace/reference/genreBookMap";
import { list as genreExceptionList } from "@common/content/palace/reference/genreExceptions";
import { list as parableList } from "@common/content/palace/reference/parablePassages";
import { findSymbol, genreCodes, type GenreCode } from "@common/games/pt-symbols";
import { CONNECT6_DRAFT } from "@common/games/rules";
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
import type { Doctrine } from "@server/modules/games/content/card-types";
import { doctrines } from "@server/modules/games/content/doctrines";
import { createRng } from "@server/modules/games/rng";
import { assertOpenRound, onlyFields } from "../choice-kit";
import { opaqueId } from "../opaque-id";
import {
  type Difficulty,
  type Finish,
  type GameEngine,
  InvalidGameInput,
  type RoundSpec,
  type StepOutcome,
} from "../types";
import {
  type CardRunHelpers,
  cardDto,
  difficultyRules,
  echoJudgement,
  freshHelpers,
  redealsLeft,
  rulesJudgement,
  suggestionOf,
  useRedeal,
  useSuggestion,
  withAiJudge,
  wordsCheck,
  wordsIn,
} from "./kit";

// ── The palace genre data ─────────────────────────────────────────────────────────────────────────────────

const bookIndex = (osis: string) => BIBLE_BOOKS.findIndex((book) => book.osis === osis);
const position = (point: { chapter: number; verse: number }) => point.chapter * 1000 + point.verse;

function rangesOf(ref: string): ReferenceRange[] {
  const parsed = parseReference(ref);
  if (!parsed) throw new Error(`Palace genre data: ${ref} does not parse`);
  return parsed.ranges;
}

/** The range lies inside the passage (same book, start and end within it). */
const inside = (range: ReferenceRange, passage: ReferenceRange) =>
  passage.start.book === range.start.book &&
  passage.end.book === range.end.book &&
  position(passage.start) <= position(range.start) &&
  position(range.end) <= position(passage.end);

const parableRanges: ReferenceRange[] = parableList.items.flatMap((item) =>
  (item.refs ?? []).flatMap(rangesOf),
);

const exceptionRanges: Array<{ range: ReferenceRange; genre: GenreCode }> = genreExceptionList.items.flatMap(
  (item) =>
    (item.refs ?? [])
      .flatMap(rangesOf)
      .map((range) => ({ range, genre: item.values.alsoCounts as GenreCode })),
);

/** The genre a book counts as by the palace map (GENRE_BOOK_RANGES). */
export function genreOfBook(osis: string): GenreCode | undefined {
  const at = bookIndex(osis);
  return GENRE_BOOK_RANGES.find((range) => bookIndex(range.from) <= at && at <= bookIndex(range.to))?.genre;
}

const genreName = (code: GenreCode) => findSymbol(code)?.name ?? code;
const genrePhrase: Record<GenreCode, string> = {
  Pr: "Prophecy",
  Go: "a Gospel",
  Ep: "an Epistle",
  Hi: "History",
  Po: "Poetry",
  Pa: "a Parable",
};

/**
 * Whether a reference may be played as the claimed genre card (§3.11): Pa only inside a listed parable; any other
 * genre by its book (so a parable passage in Luke counts as Go), or by a curated exception (Daniel 1–6 and Jonah
 * also Hi, Lamentations also Po, Revelation 2–3 also Ep …). Null when it fits, else why not ("Romans is an Epistle").
 */
export function genreMismatch(verse: FoundReference, claimed: GenreCode): string | null {
  if (claimed === "Pa") {
    const fits = verse.ranges.every((range) => parableRanges.some((passage) => inside(range, passage)));
    return fits ? null : `${verse.label} is not inside a listed parable`;
  }
  for (const range of verse.ranges) {
    if (range.start.book !== range.end.book) return `${verse.label} spans more than one book`;
    const book = genreOfBook(range.start.book);
    if (book === claimed) continue;
    if (exceptionRanges.some((entry) => entry.genre === claimed && inside(range, entry.range))) continue;
    const name = bookByOsis(range.start.book)?.name ?? range.start.book;
    return book ? `${name} is ${genrePhrase[book]}, not ${genreName(claimed)}` : `${name} has no genre`;
  }
  return null;
}

// ── State ─────────────────────────────────────────────────────────────────────────────────────────────────

interface OfferedDoctrine {
  id: string;
  doctrineId: string;
}

export interface Connect6State {
  difficulty: Difficulty;
  limitMs: number | null;
  /** Offers (the first and every later one) are drawn from this and `deals`. */
  seed: string;
  deals: number;
  offer: OfferedDoctrine[];
  /** Doctrines offered so far this run (not offered again while the bank lasts). */
  offered: string[];
  hand: GenreCode[];
  /** The two genre cards not held: they replace the two played. */
  aside: GenreCode[];
  /** Rounds judged (timeouts included). */
  rounds: number;
  score: number;
  validPairs: number;
  proofTextPairs: number;
  /** The run's earlier explanations (R7): the service records only `input.text`, which this game does not send. */
  texts: string[];
  helpers: CardRunHelpers;
  finished: boolean;
}

const doctrineById = (id: string): Doctrine => {
  const doctrine = doctrines.find((candidate) => candidate.id === id);
  if (!doctrine) throw new Error(`Unknown doctrine ${id}`);
  return doctrine;
};

/** A new offer of 3 doctrines not offered before (the bank restarts when it runs short), with fresh opaque ids. */
function dealOffer(state: Connect6State): Connect6State {
  const deals = state.deals + 1;
  const rng = createRng(`${state.seed}:offer:${deals}`);
  const current = state.offer.map((entry) => entry.doctrineId);
  let pool = doctrines.filter((d) => !state.offered.includes(d.id) && !current.includes(d.id));
  let offered = state.offered;
  if (pool.length < CONNECT6_DRAFT.doctrinesOffered) {
    pool = doctrines.filter((d) => !current.includes(d.id));
    offered = [];
  }
  const picked = rng.shuffle(pool).slice(0, CONNECT6_DRAFT.doctrinesOffered);
  const used = new Set<string>();
  return {
    ...state,
    deals,
    offer: picked.map((d) => ({ id: opaqueId(rng, used), doctrineId: d.id })),
    offered: [...offered, ...picked.map((d) => d.id)],
  };
}

// ── Rounds ────────────────────────────────────────────────────────────────────────────────────────────────

const wordsPerPair = (difficulty: Difficulty) =>
  difficultyRules(CONNECT6_DRAFT.wordsPerPair, difficulty).minWords;

function promptOf(state: Connect6State): string {
  return `Round ${state.rounds + 1} of ${CONNECT6_DRAFT.rounds}: pick a doctrine, play 2 genre cards, and prove the doctrine with one reference from each genre.`;
}

function roundOf(state: Connect6State, roundNo: number): RoundSpec | null {
  if (state.finished || roundNo !== state.rounds + 1) return null;
  const payload: RoundPayload = {
    kind: "connect6",
    prompt: promptOf(state),
    doctrines: state.offer.map((entry) => ({ id: entry.id, label: doctrineById(entry.doctrineId).name })),
    hand: state.hand.map(cardDto),
    wordsPerPair: wordsPerPair(state.difficulty),
    redealsLeft: redealsLeft(state.helpers),
    suggestion: suggestionOf(state.helpers, state.difficulty, roundNo),
    status: [
      { label: "Score", value: `${state.score} / ${CONNECT6_DRAFT.maxScore}` },
      { label: "Round", value: `${state.rounds + 1} / ${CONNECT6_DRAFT.rounds}` },
      { label: "Win at", value: `${CONNECT6_DRAFT.winAt}` },
    ],
  };
  return {
    roundNo,
    promptKey: `c6:${state.offer.map((entry) => entry.doctrineId).join(",")}|${state.hand.join(" ")}`,
    payload,
    limitMs: state.limitMs,
  };
}

// ── Judging ───────────────────────────────────────────────────────────────────────────────────────────────

const proofTextsOf = (doctrine: Doctrine): string[] => Object.values(doctrine.proofTexts).flat();

/** The doctrine's curated proof text the verse overlaps (R2), if any. */
function proofTextOf(doctrine: Doctrine, verse: FoundReference): string | undefined {
  return proofTextsOf(doctrine).find((ref) => {
    const key = parseReferenceField(ref);
    return key !== null && matchReference(verse, key) === "overlap";
  });
}

export interface Connect6Pair {
  card: GenreCode;
  ref: string;
  text: string;
}

export interface PairVerdict {
  card: GenreCode;
  valid: boolean;
  proofText: string | undefined;
  checks: Check[];
  tip: string | undefined;
}

/** §4.5 points: 2 per valid pair, +1 per valid pair on a curated proof text (max 6 a round). */
export function connect6Points(pairs: readonly Pick<PairVerdict, "valid" | "proofText">[]): number {
  return pairs
    .filter((pair) => pair.valid)
    .reduce(
      (sum, pair) => sum + CONNECT6_DRAFT.validPair + (pair.proofText ? CONNECT6_DRAFT.proofTextBonus : 0),
      0,
    );
}

/** Points after the AI judge (§3.5): the final verdict's share of the pairs, with their bonuses. */
function pointsForVerdict(verdict: Verdict, pairs: readonly PairVerdict[]): number {
  if (verdict === "fail") return 0;
  const ranked = [...pairs].sort((a, b) => Number(Boolean(b.proofText)) - Number(Boolean(a.proofText)));
  const counted = verdict === "pass" ? ranked : ranked.slice(0, 1);
  return connect6Points(counted.map((pair) => ({ valid: true, proofText: pair.proofText })));
}

function judgePair(
  pair: Connect6Pair,
  index: number,
  doctrine: Doctrine,
  ctx: { difficulty: Difficulty; earlier: readonly string[]; prompt: string },
): PairVerdict {
  const n = index + 1;
  const label = `Pair ${n} (${pair.card})`;
  const minimum = wordsPerPair(ctx.difficulty);
  if (isEcho(pair.text, ctx.earlier, ctx.prompt)) {
    return {
      card: pair.card,
      valid: false,
      proofText: undefined,
      checks: [{ id: `pair${n}-fresh`, ok: false, label: `${label}: ${echoJudgement().checks[0]!.label}` }],
      tip: undefined,
    };
  }
  const verse = parseReferenceField(pair.ref);
  const mismatch = verse ? genreMismatch(verse, pair.card) : null;
  const words = wordsIn(pair.text);
  const named = isMentioned(pair.text, {
    code: doctrine.name,
    name: doctrine.name,
    synonyms: doctrine.synonyms,
  });
  const proofText = verse ? proofTextOf(doctrine, verse) : undefined;
  const wordCheck = wordsCheck(words, minimum);
  const checks: Check[] = [
    {
      id: `pair${n}-reference`,
      ok: verse !== null,
      label: `${label}: ${verse ? `valid reference (${verse.label})` : invalidReferenceMessage(pair.ref.trim())}`,
    },
    ...(verse
      ? [
          {
            id: `pair${n}-genre`,
            ok: mismatch === null,
            label: `${label}: ${mismatch ?? `${verse.label} counts as ${genreName(pair.card)}`}`,
          },
        ]
      : []),
    { ...wordCheck, id: `pair${n}-words`, label: `${label}: ${wordCheck.label}` },
    {
      id: `pair${n}-doctrine`,
      ok: named,
      label: named ? `${label}: ${doctrine.name} named` : `${label}: ${doctrine.name} is not named`,
    },
  ];
  const valid = checks.every((check) => check.ok);
  if (valid && proofText)
    checks.push({ id: `pair${n}-proof`, ok: true, label: `${label}: ${proofText} is a curated proof text` });
  const tip =
    verse === null
      ? `check the reference of pair ${n}`
      : mismatch
        ? `for ${genreName(pair.card)}, cite ${findSymbol(pair.card)?.meaning ?? "a passage of that genre"}`
        : !named
          ? `name the doctrine (${doctrine.name}) in each explanation`
          : !wordCheck.ok
            ? `write at least ${minimum} words for each card`
            : undefined;
  return { card: pair.card, valid, proofText: valid ? proofText : undefined, checks, tip };
}

export interface Connect6Verdict {
  judgement: Judgement;
  hardGateFailed: boolean;
  pairs: PairVerdict[];
}

/** The rules judge of §4.5 (each pair's gates, then pass / partial / fail). Pure: exported for the table tests. */
export function judgeConnect6(
  input: { doctrine: Doctrine; pairs: readonly Connect6Pair[] },
  ctx: { difficulty: Difficulty; history: readonly string[]; prompt: string },
): Connect6Verdict {
  // R7 on the whole answer, then on each pair (the second also against the first).
  const whole = input.pairs.map((pair) => pair.text).join("\n");
  if (isEcho(whole, ctx.history, ctx.prompt))
    return { judgement: echoJudgement(), hardGateFailed: true, pairs: [] };
  const pairs = input.pairs.map((pair, index) =>
    judgePair(pair, index, input.doctrine, {
      difficulty: ctx.difficulty,
      earlier: [...ctx.history, ...input.pairs.slice(0, index).map((earlier) => earlier.text)],
      prompt: ctx.prompt,
    }),
  );
  const valid = pairs.filter((pair) => pair.valid).length;
  const verdict: Verdict = valid === pairs.length ? "pass" : valid > 0 ? "partial" : "fail";
  const points = connect6Points(pairs);
  const checks = pairs.flatMap((pair) => pair.checks);
  const tip = pairs.find((pair) => pair.tip)?.tip;
  const lead =
    verdict === "pass"
      ? `${input.doctrine.name} proved from two genres: +${points}.`
      : verdict === "partial"
        ? `One genre holds: +${points}.`
        : "Neither pair holds this round.";
  return {
    judgement: rulesJudgement(verdict, points, `${lead} ${feedbackFromChecks(checks, tip)}`, checks),
    hardGateFailed: verdict !== "pass",
    pairs,
  };
}

const isGenre = (code: string): code is GenreCode => (genreCodes as readonly string[]).includes(code);

function readPlay(state: Connect6State, input: RoundInput): { doctrine: Doctrine; pairs: Connect6Pair[] } {
  onlyFields(input, ["choice", "pairs"]);
  if (input.choice === undefined) throw new InvalidGameInput("Pick one of the three doctrines.");
  const offered = state.offer.find((entry) => entry.id === input.choice);
  if (!offered) throw new InvalidGameInput("Pick one of the three doctrines.");
  const pairs = input.pairs ?? [];
  if (pairs.length !== CONNECT6_DRAFT.pairs) throw new InvalidGameInput("Pick exactly 2 genre cards.");
  if (new Set(pairs.map((pair) => pair.card)).size !== pairs.length)
    throw new InvalidGameInput("Play two different genre cards.");
  if (!pairs.every((pair) => isGenre(pair.card) && state.hand.includes(pair.card)))
    throw new InvalidGameInput("Play genre cards from your hand.");
  if (pairs.some((pair) => pair.ref.trim() === ""))
    throw new InvalidGameInput("Enter a reference for each card you play.");
  if (pairs.some((pair) => pair.text.trim() === ""))
    throw new InvalidGameInput("Write an explanation for each card you play.");
  return {
    doctrine: doctrineById(offered.doctrineId),
    pairs: pairs.map((pair) => ({
      card: pair.card as GenreCode,
      ref: pair.ref.trim(),
      text: pair.text.trim(),
    })),
  };
}

// ── Settling ──────────────────────────────────────────────────────────────────────────────────────────────

function finishOf(state: Connect6State): Finish {
  const won = state.score >= CONNECT6_DRAFT.winAt;
  return {
    score: state.score,
    maxScore: CONNECT6_DRAFT.maxScore,
    won,
    metric: state.score,
    title: won ? "Doctrines connected!" : "Keep connecting",
    metrics: {
      rounds: state.rounds,
      score: state.score,
      validPairs: state.validPairs,
      proofTextPairs: state.proofTextPairs,
    },
  };
}

/** The doctrine's curated proof texts by genre (learning material after judging). */
function revealOf(doctrine: Doctrine | undefined, pairs: readonly PairVerdict[]): RevealDto | null {
  if (!doctrine) return null;
  const entries = Object.entries(doctrine.proofTexts) as [GenreCode, readonly string[]][];
  return {
    explanation: `Curated proof texts for ${doctrine.name}, by genre:`,
    refs: proofTextsOf(doctrine),
    model: entries.map(([genre, refs]) => `${genre} ${genreName(genre)}: ${refs.join("; ")}`).join("\n"),
    picked: pairs.filter((pair) => pair.proofText).map((pair) => pair.proofText!),
  };
}

/** One round settled: points, the played cards swapped for the two aside, a new offer, the next round or the end. */
function settleRound(
  state: Connect6State,
  judged: Judgement,
  played: readonly GenreCode[],
  pairs: readonly PairVerdict[],
  doctrine: Doctrine | undefined,
  texts: readonly string[],
): StepOutcome<Connect6State> {
  const counted = judged.verdict === "fail" ? [] : pairs.filter((pair) => pair.valid);
  const hand =
    played.length === 0
      ? state.hand
      : [...state.hand.filter((code) => !played.includes(code)), ...state.aside];
  let next: Connect6State = {
    ...state,
    hand,
    aside: played.length === 0 ? state.aside : [...played],
    rounds: state.rounds + 1,
    score: state.score + judged.points,
    validPairs: state.validPairs + counted.length,
    proofTextPairs: state.proofTextPairs + counted.filter((pair) => pair.proofText).length,
    texts: [...state.texts, ...texts],
    helpers: { ...state.helpers, suggestion: null },
  };
  const done = next.rounds >= CONNECT6_DRAFT.rounds;
  next = done ? { ...next, finished: true } : dealOffer(next);
  return {
    state: next,
    judgement: judged,
    reveal: revealOf(doctrine, pairs),
    roundDone: true,
    next: done ? null : roundOf(next, next.rounds + 1),
    ...(done ? { finish: finishOf(next) } : {}),
  };
}

/** Easy's suggestion: two curated verses of an offered doctrine, from two genres in the hand. */
export function suggestedRefs(state: Pick<Connect6State, "offer" | "hand">): string[] {
  for (const entry of state.offer) {
    const doctrine = doctrineById(entry.doctrineId);
    const refs = state.hand.flatMap((genre) => doctrine.proofTexts[genre]?.slice(0, 1) ?? []);
    if (refs.length >= 2) return refs.slice(0, 2);
  }
  const first = state.offer[0];
  return first ? proofTextsOf(doctrineById(first.doctrineId)).slice(0, 2) : [];
}

function guidanceOf(doctrine: Doctrine, pairs: readonly Connect6Pair[]): string {
  const proof = (Object.entries(doctrine.proofTexts) as [GenreCode, readonly string[]][])
    .map(([genre, refs]) => `${genre}: ${refs.join("; ")}`)
    .join("\n");
  return `Doctrine: ${doctrine.name} (also: ${doctrine.synonyms.join(", ")}).\nCurated proof texts:\n${proof}\nPairs played: ${pairs
    .map((pair) => `${pair.card} ${pair.ref}`)
    .join("; ")}.\nJudge whether each verse actually supports the doctrine.`;
}

export const connect6DraftEngine: GameEngine<Connect6State> = {
  gameIds: ["connect6-draft"],
  totalRounds: () => CONNECT6_DRAFT.rounds,

  start(_gameId, ctx) {
    const difficulty = ctx.difficulty;
    const genres = ctx.rng.shuffle(genreCodes);
    const state = dealOffer({
      difficulty,
      limitMs: difficulty === "hard" ? CONNECT6_DRAFT.hardSeconds * 1000 : null,
      seed: String(ctx.rng.int(2 ** 31)),
      deals: 0,
      offer: [],
      offered: [],
      hand: genres.slice(0, CONNECT6_DRAFT.hand),
      aside: genres.slice(CONNECT6_DRAFT.hand),
      rounds: 0,
      score: 0,
      validPairs: 0,
      proofTextPairs: 0,
      texts: [],
      helpers: freshHelpers(),
      finished: false,
    });
    return Promise.resolve({ state, round: roundOf(state, 1) });
  },

  round: roundOf,

  score(state): RunScoreDto {
    return { score: state.score, maxScore: CONNECT6_DRAFT.maxScore };
  },

  answer(state, roundNo, input, ctx) {
    assertOpenRound(state.rounds, CONNECT6_DRAFT.rounds, roundNo);
    if (state.finished) throw new InvalidGameInput("This round is not open.");
    const play = readPlay(state, input);
    const prompt = promptOf(state);
    const history = [...ctx.history, ...state.texts];
    const verdict = judgeConnect6(play, { difficulty: state.difficulty, history, prompt });
    const texts = play.pairs.map((pair) => pair.text);
    return withAiJudge(
      ctx,
      {
        gameId: "connect6-draft",
        promptKey: `${play.doctrine.id}|${play.pairs.map((pair) => `${pair.card} ${pair.ref}`).join("|")}`,
        prompt: `${prompt}\nDoctrine: ${play.doctrine.name}. ${play.pairs
          .map((pair) => `${genreName(pair.card)}: ${pair.ref}`)
          .join(". ")}.`,
        guidance: guidanceOf(play.doctrine, play.pairs),
        answer: play.pairs.map((pair) => `${pair.card} ${pair.ref}: ${pair.text}`).join("\n\n"),
        rules: verdict.judgement,
        hardGateFailed: verdict.hardGateFailed,
        pointsFor: (final) => pointsForVerdict(final, verdict.pairs),
      },
      (judged) =>
        settleRound(
          state,
          judged,
          play.pairs.map((pair) => pair.card),
          verdict.pairs,
          play.doctrine,
          texts,
        ),
    );
  },

  timeout(state) {
    const judged = rulesJudgement("fail", 0, "Time's up: the round ends as a fail and your hand stays.", [
      { id: "time", ok: false, label: "No answer before the round's clock ran out" },
    ]);
    return settleRound(state, judged, [], [], undefined, []);
  },

  action(state, action) {
    if (state.finished) throw new InvalidGameInput("This game has ended.");
    const roundNo = state.rounds + 1;
    let next: Connect6State;
    if (action.type === "redeal") {
      // A new prompt: three other doctrines for the same round; the hand stays.
      next = dealOffer({ ...state, helpers: useRedeal(state.helpers) });
    } else if (action.type === "hint") {
      next = {
        ...state,
        helpers: useSuggestion(state.helpers, state.difficulty, roundNo, suggestedRefs(state)),
      };
    } else throw new InvalidGameInput("This game has no such action.");
    const reissue = roundOf(next, roundNo);
    if (!reissue) throw new InvalidGameInput("This round is not open.");
    return { state: next, roundDone: false, reissue };
  },
};
