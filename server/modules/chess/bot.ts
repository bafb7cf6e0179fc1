/**
 * The Chain Chess bot (games.md §4.14 "Bot (no AI)"): deterministic given its random source. It answers the
 * challenge with an unused chain-graph verse that matches it and plays that verse's curated commentary; Normal and
 * Hard prefer verses the previous verse links to (its graph `next` or related verses), Easy picks at random among
 * the matches and shortens its commentary to 2 sentences, and Hard takes the candidate the judge scores highest.
 *
 * When the graph has no unused verse for the challenge, the bot falls back, in order, to:
 *   1. the challenge's other curated verses (a room's palace data, a principle's curated tables; see judge.ts),
 *   2. for a book, any verse of that book from the KJV,
 *   3. for a room or principle whose every curated verse is used, a graph verse whose commentary names it (1 point),
 * with a templated commentary built from the verse's own words that names the book, the challenge and the previous
 * verse, so the judge credits it. The same judge scores every bot move, so its scores vary with the verse it finds
 * (an earlier bot always scored 8).
 */
import { BIBLE_BOOKS, bookByOsis } from "@common/bible/books";
import {
  CHAIN_CHESS,
  type ChessBotLevel,
  type ChessCategory,
  type ChessChallenge,
  type ChessLevel,
  chessCategoriesFor,
  chessChallengeItems,
  chessPrincipleOf,
  chessRoomOf,
} from "@common/games/chess";
import { type RelatedLookup, splitSentences } from "@common/games/judge/rules";
import type { Rng } from "@server/modules/games/rng";
import {
  bookVerseRefs,
  chainGraphIndex,
  challengePool,
  contentWordList,
  type GraphEntry,
  judgeMove,
  parseMoveReference,
  refOfKey,
  sharedContentWords,
  verseKeysOf,
} from "./judge";

/** Books a child or a beginner knows (~20): Easy and Kids challenge with these. */
export const WELL_KNOWN_BOOKS: readonly string[] = [
  "Gen",
  "Exod",
  "Josh",
  "Ruth",
  "1Sam",
  "Ps",
  "Prov",
  "Isa",
  "Dan",
  "Jonah",
  "Matt",
  "Mark",
  "Luke",
  "John",
  "Acts",
  "Rom",
  "1Cor",
  "Eph",
  "Heb",
  "Rev",
];

/** Easy picks a well-known book for this share of its book challenges; Kids always do. */
const EASY_WELL_KNOWN_SHARE = 0.75;

/** Hard judges at most this many KJV fallback verses (the best word matches with the previous verse). */
const HARD_FALLBACK_SHORTLIST = 12;

export interface BotMoveInput {
  /** The challenge to answer; null for the opening move. */
  challenge: ChessChallenge | null;
  previousRef: string | null;
  usedRefs: readonly string[];
  level: ChessBotLevel;
  matchLevel: ChessLevel;
  allowedCategories: readonly ChessCategory[];
  rng: Rng;
  /** The very last move of the match sets no challenge. */
  lastMove: boolean;
  /** KJV text by reference (synchronous: e.g. judge.ts `verseLookup` over the loaded KJV). */
  verseText: (ref: string) => string | null | undefined;
  /** The verses of a book for the KJV fallback; by default every verse of its KJV versification. */
  bibleVerses?: (book: string) => readonly string[];
  related?: RelatedLookup;
}

export type BotMoveSource = "graph" | "pool" | "book" | "named";

export interface BotMove {
  ref: string;
  commentary: string;
  nextChallenge: ChessChallenge | null;
  thinkMs: number;
  /** Where the verse came from (the fallbacks above), for logs and tests. */
  source: BotMoveSource;
}

interface Candidate {
  ref: string;
  keys: readonly string[];
  commentary: string;
}

// ── Commentary ────────────────────────────────────────────────────────────────────────────────────────────

const firstTwoSentences = new Map<string, string>();

/** Easy's commentary: the first 2 sentences (remembered per curated commentary: the graph's are few and fixed). */
function shorten(commentary: string, level: ChessBotLevel): string {
  if (level !== "easy") return commentary;
  let short = firstTwoSentences.get(commentary);
  if (short === undefined) {
    short = splitSentences(commentary).slice(0, 2).join(" ");
    if (firstTwoSentences.size < 5000) firstTwoSentences.set(commentary, short);
  }
  return short;
}

function challengeSentence(challenge: ChessChallenge | null, bookName: string): string {
  if (!challenge) return `As an opening move from ${bookName}, it gives the chain a clear place to begin.`;
  if (challenge.category === "book")
    return `The challenge asked for ${bookName}, and this verse answers it from inside that book.`;
  if (challenge.category === "room") {
    const room = chessRoomOf(challenge.item);
    return `Read in the ${room?.name ?? challenge.item}, it shows how one text from ${bookName} can be walked through the palace.`;
  }
  const principle = chessPrincipleOf(challenge.item);
  const named =
    principle && principle.code !== principle.name ? `${principle.name} (${principle.code})` : challenge.item;
  return `Seen through ${named}, this word from ${bookName} points to Christ and His work for His people.`;
}

/**
 * A commentary for a verse without a curated one: its own words (R5), the challenge named (R4) with the book, and
 * the previous verse named with a word it shares; Easy keeps the first two sentences.
 */
export function templateCommentary(args: {
  ref: string;
  text: string;
  challenge: ChessChallenge | null;
  previousRef: string | null;
  previousText: string;
  level: ChessBotLevel;
  rng: Rng;
}): string {
  const parsed = parseMoveReference(args.ref);
  const label = parsed.ok ? parsed.found.label : args.ref;
  const osis = parsed.ok ? parsed.found.ranges[0]?.start.book : undefined;
  const bookName = (osis && bookByOsis(osis)?.name) ?? "Scripture";
  const own = contentWordList(args.text)
    .sort((a, b) => b.length - a.length || a.localeCompare(b))
    .slice(0, 2);
  const ownSentence =
    own.length >= 2
      ? `${label} turns on the words "${own[0]}" and "${own[1]}", and both deserve a slow and careful reading.`
      : `${label} is short, yet every word of it deserves a slow and careful reading.`;
  const sentences = [ownSentence, challengeSentence(args.challenge, bookName)];
  if (args.previousRef) {
    const previous = parseMoveReference(args.previousRef);
    const previousLabel = previous.ok ? previous.found.label : args.previousRef;
    const thread = contentWordList(args.previousText);
    const word = thread.find((candidate) => own.includes(candidate)) ?? thread[0];
    sentences.push(
      word
        ? `It follows ${previousLabel}, where "${word}" was already in view, and carries that thread a step further.`
        : `It follows ${previousLabel} and carries the same thread a step further.`,
    );
  }
  const closings = [
    "Every part of Scripture bears witness to the Saviour, and this link keeps the chain moving.",
    "Scripture explains Scripture, so each new verse sheds light on the one before it.",
    "The same gospel runs through every book, which is why the chain holds together.",
  ];
  sentences.push(closings[args.rng.int(closings.length)] ?? "");
  return shorten(sentences.filter(Boolean).join(" "), args.level);
}

// ── Choosing the verse ────────────────────────────────────────────────────────────────────────────────────

/** Whether a verse (by its keys) is one the previous verse links to: its graph `next` or its related verses. */
function linkedTo(previousRef: string | null, related: RelatedLookup | undefined) {
  const linked = new Set<string>();
  for (const key of previousRef ? verseKeysOf(previousRef) : []) {
    for (const other of chainGraphIndex().next.get(key) ?? []) linked.add(other);
    for (const other of related?.(key) ?? []) linked.add(other);
  }
  return (keys: readonly string[]) => keys.some((key) => linked.has(key));
}

function pickOne<T>(rng: Rng, items: readonly T[]): T | undefined {
  return items.length === 0 ? undefined : items[rng.int(items.length)];
}

/** Normal: a linked option when there is one, else any; Easy: any. */
function pickPreferringLinks<T>(
  input: BotMoveInput,
  items: readonly T[],
  keysOf: (item: T) => readonly string[],
) {
  if (input.level === "easy") return pickOne(input.rng, items);
  const isLinked = linkedTo(input.previousRef, input.related);
  const linked = items.filter((item) => isLinked(keysOf(item)));
  return pickOne(input.rng, linked.length > 0 ? linked : items);
}

/** Hard: the candidate the judge scores highest (ties at random). */
function bestScored(input: BotMoveInput, candidates: readonly Candidate[]): Candidate | undefined {
  let best: Candidate[] = [];
  let bestScore = -1;
  for (const candidate of candidates) {
    const result = judgeMove({
      ref: candidate.ref,
      commentary: candidate.commentary,
      challenge: input.challenge,
      previousRef: input.previousRef,
      usedRefs: input.usedRefs,
      level: input.matchLevel,
      verseText: input.verseText,
      related: input.related,
    });
    const score = result.accepted ? result.score : -1;
    if (score > bestScore) {
      bestScore = score;
      best = [candidate];
    } else if (score === bestScore) best.push(candidate);
  }
  return pickOne(input.rng, best);
}

function chooseFromGraph(input: BotMoveInput, entries: readonly GraphEntry[]): Candidate | undefined {
  const candidates = entries.map((entry): Candidate => ({
    ref: entry.verse.ref,
    keys: [entry.key],
    commentary: shorten(entry.verse.commentary, input.level),
  }));
  if (input.level === "hard") return bestScored(input, candidates);
  return pickPreferringLinks(input, candidates, (candidate) => candidate.keys);
}

/** A verse without a curated commentary, with a templated one; verses without a KJV text are skipped. */
function templated(input: BotMoveInput, key: string): Candidate | undefined {
  const ref = refOfKey(key);
  const text = input.verseText(ref);
  if (!text) return undefined;
  const commentary = templateCommentary({
    ref,
    text,
    challenge: input.challenge,
    previousRef: input.previousRef,
    previousText: input.previousRef ? (input.verseText(input.previousRef) ?? "") : "",
    level: input.level,
    rng: input.rng,
  });
  return { ref, keys: [key], commentary };
}

/** Easy and Normal pick a key first and write for it alone; Hard writes for every key and judges them. */
function chooseTemplated(input: BotMoveInput, keys: readonly string[]): Candidate | undefined {
  const readable = keys.filter((key) => Boolean(input.verseText(refOfKey(key))));
  if (input.level === "hard")
    return bestScored(
      input,
      readable.flatMap((key) => templated(input, key) ?? []),
    );
  const picked = pickPreferringLinks(input, readable, (key) => [key]);
  return picked ? templated(input, picked) : undefined;
}

/**
 * The KJV fallback for a book: its unused verses; Normal keeps those sharing a word with the previous verse when
 * any do, and Hard a shortlist of the best such matches, which it then judges (templating stays cheap on long books).
 */
function bookFallbackKeys(input: BotMoveInput, book: string, unused: (key: string) => boolean): string[] {
  const refs = input.bibleVerses?.(book) ?? bookVerseRefs(book);
  const keys = refs.flatMap((ref) => verseKeysOf(ref).slice(0, 1)).filter(unused);
  if (input.level === "easy" || !input.previousRef) return keys;
  const previousText = input.verseText(input.previousRef) ?? "";
  const ranked = keys
    .map((key) => ({
      key,
      shared: sharedContentWords(input.verseText(refOfKey(key)) ?? "", previousText).length,
    }))
    .filter((entry) => entry.shared > 0)
    .sort((a, b) => b.shared - a.shared)
    .map((entry) => entry.key);
  if (ranked.length === 0) return input.level === "hard" ? keys.slice(0, HARD_FALLBACK_SHORTLIST) : keys;
  return input.level === "hard" ? ranked.slice(0, HARD_FALLBACK_SHORTLIST) : ranked;
}

function chooseVerse(input: BotMoveInput): { candidate: Candidate; source: BotMoveSource } {
  const used = new Set(input.usedRefs.flatMap((ref) => verseKeysOf(ref)));
  const unused = (key: string) => !used.has(key);
  const { entries, byKey } = chainGraphIndex();
  const { challenge } = input;
  const pool = challenge ? challengePool(challenge) : undefined;

  const graph = (pool ? pool.graph : entries.map((entry) => entry.key))
    .filter(unused)
    .flatMap((key) => byKey.get(key) ?? []);
  const fromGraph = chooseFromGraph(input, graph);
  if (fromGraph) return { candidate: fromGraph, source: "graph" };

  const fromPool = pool ? chooseTemplated(input, pool.extra.filter(unused)) : undefined;
  if (fromPool) return { candidate: fromPool, source: "pool" };

  if (challenge?.category === "book") {
    const fromBook = chooseTemplated(input, bookFallbackKeys(input, challenge.item, unused));
    if (fromBook) return { candidate: fromBook, source: "book" };
  }

  // Nothing curated is left for this room or principle: a graph verse, with the challenge named (1 point).
  const named = chooseTemplated(input, entries.map((entry) => entry.key).filter(unused));
  if (named) return { candidate: named, source: "named" };
  throw new Error("Chain Chess bot: no unused verse left");
}

// ── Challenging the player ────────────────────────────────────────────────────────────────────────────────

/** An allowed category and an item at random; Easy and Kids prefer well-known books. */
export function botChallenge(
  rng: Rng,
  level: ChessBotLevel,
  matchLevel: ChessLevel,
  allowedCategories: readonly ChessCategory[],
): ChessChallenge {
  const levelCategories = chessCategoriesFor(matchLevel);
  const categories = allowedCategories.filter((category) => levelCategories.includes(category));
  const category = pickOne(rng, categories.length > 0 ? categories : ["book" as const]) ?? "book";
  if (category === "book") {
    const wellKnown = matchLevel === "kids" || (level === "easy" && rng.next() < EASY_WELL_KNOWN_SHARE);
    const books = wellKnown ? WELL_KNOWN_BOOKS : BIBLE_BOOKS.map((book) => book.osis);
    return { category, item: pickOne(rng, books) ?? "John" };
  }
  const items = chessChallengeItems(category, matchLevel);
  return { category, item: pickOne(rng, items)?.item ?? items[0]?.item ?? "" };
}

/** The bot's move: a verse, its commentary, the next challenge (none on the last move) and its thinking time. */
export function botMove(input: BotMoveInput): BotMove {
  const { candidate, source } = chooseVerse(input);
  const nextChallenge = input.lastMove
    ? null
    : botChallenge(input.rng, input.level, input.matchLevel, input.allowedCategories);
  const [least, most] = CHAIN_CHESS.botThinkMs;
  const thinkMs = least + input.rng.int(most - least + 1);
  return { ref: candidate.ref, commentary: candidate.commentary, nextChallenge, thinkMs, source };
}
