/**
 * Chain Chess's move judge (games.md §4.14): the deterministic 0–10 move score, its verdict and checks. Pure and
 * synchronous: the caller resolves the KJV texts first (`verseText`, e.g. `verseLookup` over the loaded KJV) and may
 * pass the related-verse table (`related`, e.g. `relatedLookupFrom` over the cross references). The same judge
 * scores the bot's moves.
 *
 * | Component                 | Points                                                                           |
 * | ------------------------- | -------------------------------------------------------------------------------- |
 * | Valid, new reference      | 2 (otherwise the move is rejected without a score: invalid_reference, verse_used)  |
 * | Challenge answered        | book: in that book 3; room/principle: in its curated pool 3, else named (R4) 1;    |
 * |                           | the opening move (no challenge) 3                                                |
 * | Commentary length         | Adults: 3–5 sentences and ≥ 30 words 2, else at least 2 sentences 1;             |
 * |                           | Kids: ≥ 10 words 2, ≥ 5 words 1                                                  |
 * | Link to the previous verse | in its chain-graph `next` or its related verses 2; else a shared content word    |
 * |                           | with its text or its reference named 1; the opening move 2                       |
 * | The verse's own words     | ≥ 2 content words shared with the cited verse's text 1                           |
 *
 * Decisions the sheet left open, kept here and in the report:
 * - A reference is one verse or one range of at most 3 verses in one book ("Rom 8:38-39"); a list ("John 3:16,
 *   18"), a chapter ("Isaiah 53") or a longer range is refused as invalid_reference, so the player fixes it.
 * - Length: 2 sentences earn 1 whatever their words; 3–5 sentences under 30 words earn 1; more than 5 sentences
 *   earn 1 (the sheet caps a commentary at 5). Kids with 5–9 words earn 1, so a short kids' answer still counts.
 * - The opening move has no previous verse either: its link counts as met, like its challenge, or the first
 *   player would start every match 2 points behind.
 * - Content words leave out stop words, the KJV's function words, and the names of God that nearly every verse
 *   and commentary carries (God, Lord, Christ, Jesus): a link needs more than "God" in both.
 * - A room or principle named only by a two-letter word ("Me", the 3D's name) does not count as named; a room's tag
 *   counts when typed in its own case ("OR", not "or").
 * - The curated pools: a room's are the graph verses tagged with it and the verses its palace data lists (its
 *   examples and practice prompts, verse references within one chapter); a principle's are the graph verses tagged
 *   with it and the verses the other curated per-principle tables give it (sanctuary articles, feasts, cycles, time
 *   zones), so a principle challenged more often than the graph has verses can still be answered.
 */
import { bookByOsis } from "@common/bible/books";
import { chapterVerseCounts } from "@common/bible/reference";
import { placeOfKey } from "@common/bible/verse-keys";
import { rooms } from "@common/content/palace";
import { list as feastList } from "@common/content/palace/reference/feasts";
import type { RoomId } from "@common/content/palace/types";
import {
  CHAIN_CHESS,
  challengeLabel,
  type ChessChallenge,
  type ChessLevel,
  chessMessages,
  chessPrincipleOf,
  chessRoomOf,
  chessVerdict,
} from "@common/games/chess";
import {
  containsTerm,
  countAnswerWords,
  type FoundReference,
  invalidReferenceMessage,
  matchReference,
  numericKey,
  parseReferenceField,
  type RelatedLookup,
  scanReferences,
  splitSentences,
  stem,
} from "@common/games/judge/rules";
import { type Check, feedbackFromChecks, type Judgement } from "@common/games/judge/types";
import { articleCodeById } from "@common/games/pt-symbols";
import type { ChainGraphVerse } from "@server/modules/games/content/adventure-types";
import { chainGraph } from "@server/modules/games/content/chain-graph";
import { cycleItems } from "@server/modules/games/content/cycle-items";
import { feastItems } from "@server/modules/games/content/feast-items";
import { sanctuaryItems } from "@server/modules/games/content/sanctuary-items";
import { zoneVerses } from "@server/modules/games/content/zone-verses";

// ── Parsing, cached ───────────────────────────────────────────────────────────────────────────────────────

/**
 * The reference parser takes about a millisecond a call and the bot judges dozens of candidates a move, so parsed
 * references and text measures are memoised by their exact string (pure functions: the cache changes no answer).
 */
function memo<T>(compute: (key: string) => T, limit = 20_000): (key: string) => T {
  const cache = new Map<string, T>();
  return (key) => {
    if (cache.has(key)) return cache.get(key) as T;
    if (cache.size >= limit) cache.clear();
    const value = compute(key);
    cache.set(key, value);
    return value;
  };
}

const parseRef = memo((ref: string) => parseReferenceField(ref.trim()));
const sentencesIn = memo((text: string) => splitSentences(text).length);
const wordsIn = memo((text: string) => countAnswerWords(text));
const referencesIn = memo((text: string) => scanReferences(text).valid);

const chapterCounts = memo((book: string) => chapterVerseCounts(book));

const OSIS_VERSE = /^([1-3]?[A-Za-z]+) (\d{1,3}):(\d{1,3})$/;

/** "Ps 23:1" with an OSIS book id: its key without the parser (the bot walks whole books of these). */
function osisVerseKey(ref: string): string | undefined {
  const match = OSIS_VERSE.exec(ref);
  if (!match) return undefined;
  const [, book = "", chapter, verse] = match;
  const verses = bookByOsis(book) ? chapterCounts(book)[Number(chapter) - 1] : undefined;
  return verses !== undefined && Number(verse) >= 1 && Number(verse) <= verses
    ? `${book}.${Number(chapter)}.${Number(verse)}`
    : undefined;
}

/** The canonical verse keys ("John.3.16") a stored reference names; empty when it does not parse. */
export function verseKeysOf(ref: string): readonly string[] {
  const key = osisVerseKey(ref.trim());
  return key ? [key] : (parseRef(ref)?.keys ?? []);
}

export type MoveReference = { ok: true; found: FoundReference } | { ok: false; message: string };

/** R1 for a move: one verse or one range of at most 3 verses in one book (see the decisions above). */
export function parseMoveReference(ref: string): MoveReference {
  const written = ref.trim();
  const found = parseRef(written);
  if (!found) {
    const invalid = scanReferences(written).invalid[0];
    return { ok: false, message: invalid ? invalidReferenceMessage(invalid) : chessMessages.refNotAVerse };
  }
  const [range, ...more] = found.ranges;
  if (!range || more.length > 0) return { ok: false, message: chessMessages.refList };
  if (range.start.book !== range.end.book || found.keys.length > CHAIN_CHESS.maxRefVerses)
    return { ok: false, message: chessMessages.refTooLong };
  return { ok: true, found };
}

// ── The chain graph and the curated pools ─────────────────────────────────────────────────────────────────

export interface GraphEntry {
  verse: ChainGraphVerse;
  key: string;
}

interface GraphIndex {
  entries: readonly GraphEntry[];
  byKey: ReadonlyMap<string, GraphEntry>;
  /** The canonical keys each graph verse links on to. */
  next: ReadonlyMap<string, ReadonlySet<string>>;
}

let graphIndex: GraphIndex | undefined;

/** The chain graph by canonical key (every graph reference is one verse; its content test says so). */
export function chainGraphIndex(): GraphIndex {
  if (graphIndex) return graphIndex;
  const entries: GraphEntry[] = [];
  for (const verse of chainGraph) {
    const key = verseKeysOf(verse.ref)[0];
    if (key) entries.push({ verse, key });
  }
  const next = new Map<string, ReadonlySet<string>>();
  for (const entry of entries)
    next.set(entry.key, new Set(entry.verse.next.flatMap((ref) => verseKeysOf(ref))));
  graphIndex = { entries, byKey: new Map(entries.map((entry) => [entry.key, entry])), next };
  return graphIndex;
}

/** The keys of a reference that stays inside one chapter; empty for chapters, longer spans and lists. */
function listedVerseKeys(ref: string): readonly string[] {
  if (!ref.includes(":")) return [];
  const found = parseRef(ref);
  const range = found?.ranges.length === 1 ? found.ranges[0] : undefined;
  if (!found || !range) return [];
  const { start, end } = range;
  return start.book === end.book && start.chapter === end.chapter ? found.keys : [];
}

/** Every verse the palace data lists for a room: its worked examples and practice prompts. */
function palaceRoomRefs(roomId: string): readonly string[] {
  const room = rooms.find((candidate) => candidate.id === (roomId as RoomId));
  if (!room) return [];
  return [
    ...room.example.refs,
    ...room.examplePool.flatMap((example) => example.refs),
    ...room.practicePrompts.flatMap((prompt) => prompt.refs),
  ];
}

const feastNameById = new Map(feastList.items.map((feast) => [feast.id, feast.values.feast ?? feast.id]));

/** The references the other curated per-principle tables give a principle code. */
function curatedPrincipleRefs(code: string): readonly string[] {
  return [
    ...sanctuaryItems.filter((item) => articleCodeById[item.answer] === code).map((item) => item.ref),
    ...feastItems.filter((item) => feastNameById.get(item.answer) === code).map((item) => item.ref),
    ...cycleItems.filter((item) => item.answer === code).map((item) => item.ref),
    ...zoneVerses
      .filter((verse) => (verse.acceptableZones as readonly string[]).includes(code))
      .map((verse) => verse.ref),
  ];
}

export interface ChallengePool {
  /** Graph verses that answer the challenge (curated commentary available). */
  graph: readonly string[];
  /** Further curated verses (palace room data, per-principle tables), graph verses excluded. */
  extra: readonly string[];
  all: ReadonlySet<string>;
}

const poolCache = new Map<string, ChallengePool>();

/** The verses (canonical keys) that fully answer a challenge. Books: every graph verse of the book, no extras. */
export function challengePool(challenge: ChessChallenge): ChallengePool {
  const cacheKey = `${challenge.category}:${challenge.item}`;
  const cached = poolCache.get(cacheKey);
  if (cached) return cached;
  const { entries } = chainGraphIndex();
  const tagged = entries.filter(({ verse }) =>
    challenge.category === "book"
      ? verse.book === challenge.item
      : challenge.category === "room"
        ? (verse.rooms as readonly string[]).includes(challenge.item)
        : verse.principles.includes(challenge.item),
  );
  const graph = tagged.map((entry) => entry.key);
  const listed =
    challenge.category === "room"
      ? palaceRoomRefs(challenge.item)
      : challenge.category === "principle"
        ? curatedPrincipleRefs(challenge.item)
        : [];
  const inGraph = new Set(graph);
  const extra = [...new Set(listed.flatMap(listedVerseKeys))].filter((key) => !inGraph.has(key));
  const pool = { graph, extra, all: new Set([...graph, ...extra]) };
  poolCache.set(cacheKey, pool);
  return pool;
}

// ── R4 naming a room or principle ─────────────────────────────────────────────────────────────────────────

const isWordChar = (char: string | undefined) => char !== undefined && /[\p{L}\p{N}]/u.test(char);

/** A tag typed in its own case, not inside a longer word: "OR" and "P‖" count, "or" and "@Ad" do not. */
function containsTag(text: string, tag: string): boolean {
  for (let at = text.indexOf(tag); at >= 0; at = text.indexOf(tag, at + 1))
    if (!isWordChar(text[at - 1]) && !isWordChar(text[at + tag.length])) return true;
  return false;
}

/** Terms of two letters or fewer ("Me") are ordinary words: they never name anything on their own. */
const namesSomething = (term: string) =>
  term.replace(/[^\p{L}]/gu, "").length > 2 || /\d|[^\p{L}\s]/u.test(term);

export function roomNamed(text: string, roomId: string): boolean {
  const room = chessRoomOf(roomId);
  if (!room) return false;
  const plain = room.name.replace(/\s*\(.*\)\s*$/, "");
  const shortName = plain.replace(/\s+Room$/i, "");
  const names = [room.name, plain, ...(shortName !== plain && /\s|-|\d/.test(shortName) ? [shortName] : [])];
  if (names.filter(namesSomething).some((name) => containsTerm(text, name))) return true;
  return !/^\d+$/.test(room.tag) && containsTag(text, room.tag);
}

export function principleNamed(text: string, code: string): boolean {
  const principle = chessPrincipleOf(code);
  if (!principle) return false;
  return [principle.code, principle.name, ...principle.synonyms]
    .filter(namesSomething)
    .some((term) => containsTerm(text, term));
}

// ── Content words ─────────────────────────────────────────────────────────────────────────────────────────

// prettier-ignore
const STOP_WORDS = new Set([
  "a", "about", "above", "after", "again", "against", "all", "also", "am", "among", "an", "and", "another", "any",
  "are", "as", "at", "be", "because", "been", "before", "being", "below", "between", "both", "but", "by", "can",
  "could", "did", "do", "does", "doing", "done", "down", "during", "each", "even", "every", "few", "for", "from",
  "further", "had", "has", "have", "having", "he", "her", "here", "hers", "herself", "him", "himself", "his", "how",
  "i", "if", "in", "into", "is", "it", "its", "itself", "just", "let", "like", "made", "make", "many", "may", "me",
  "might", "more", "most", "much", "must", "my", "myself", "no", "nor", "not", "now", "of", "off", "on", "once",
  "one", "only", "or", "other", "our", "ours", "ourselves", "out", "over", "own", "same", "say", "said", "says",
  "see", "shall", "she", "should", "so", "some", "such", "than", "that", "the", "their", "theirs", "them",
  "themselves", "then", "there", "these", "they", "thing", "things", "this", "those", "through", "to", "too",
  "under", "until", "up", "upon", "us", "very", "was", "way", "we", "were", "what", "when", "where", "which",
  "while", "who", "whom", "whose", "why", "will", "with", "would", "yet", "you", "your", "yours", "yourself",
  "yourselves", "verse", "text",
  // The KJV's function words
  "thee", "thou", "thy", "thine", "ye", "hath", "hast", "doth", "dost", "art", "shalt", "wilt", "unto", "thereof",
  "therein", "therefore", "wherefore", "whosoever", "whatsoever", "saith", "spake", "behold", "lo", "yea", "nay",
  "verily", "neither", "hither", "thither", "thence", "hence", "came", "come", "went", "go", "though", "although",
  "thyself", "thus", "whereby", "wherein", "whereof", "thereby", "thereon", "therewith",
  // Names nearly every verse and commentary carries
  "god", "lord", "christ", "jesus",
]);

const STOP_STEMS = new Set([...STOP_WORDS].map(stem));

/** Stem → the first word written with it, after stop words, references and numbers are left out. */
function contentWordsOf(text: string): ReadonlyMap<string, string> {
  let plain = text;
  for (const found of referencesIn(text)) plain = plain.replace(found.text, " ");
  const words = new Map<string, string>();
  for (const raw of plain.toLowerCase().match(/[\p{L}]+(?:['’][\p{L}]+)*/gu) ?? []) {
    const word = raw.replace(/['’]s$/u, "").replace(/['’]/gu, "");
    if (word.length < 3 || STOP_WORDS.has(word)) continue;
    const stemmed = stem(word);
    if (stemmed.length < 3 || STOP_STEMS.has(stemmed) || words.has(stemmed)) continue;
    words.set(stemmed, word);
  }
  return words;
}

const contentWords = memo(contentWordsOf);

/** A text's content words as written, in order, each once (stem-wise). */
export function contentWordList(text: string): string[] {
  return [...contentWords(text).values()];
}

/** The commentary's content words that also appear in the other text (as written in the commentary). */
export function sharedContentWords(commentary: string, other: string): string[] {
  const theirs = contentWords(other);
  return [...contentWords(commentary)].filter(([stemmed]) => theirs.has(stemmed)).map(([, word]) => word);
}

// ── Related verses ────────────────────────────────────────────────────────────────────────────────────────

/**
 * The R2 related-verse lookup over a cross-reference table keyed by numeric verse keys (the offline library's
 * `crossRefs()`), keeping the top `top` entries per verse as the sheet's table does.
 */
export function relatedLookupFrom(refs: { of(key: number): readonly number[] }, top = 10): RelatedLookup {
  return (key) => {
    const numeric = numericKey(key);
    if (numeric === undefined) return [];
    return refs
      .of(numeric)
      .slice(0, top)
      .map(placeOfKey)
      .filter((place) => place !== undefined)
      .map((place) => `${place.book.osis}.${place.chapter}.${place.verse}`);
  };
}

/** Synchronous KJV text over a loaded translation (`(await bible.load("kjv")).byKey`): the judge's `verseText`. */
export function verseLookup(byKey: ReadonlyMap<number, { plain: string }>): (ref: string) => string | null {
  return (ref) => {
    const parts = verseKeysOf(ref)
      .map((key) => {
        const numeric = numericKey(key);
        return numeric === undefined ? undefined : byKey.get(numeric)?.plain.trim();
      })
      .filter((plain): plain is string => Boolean(plain));
    return parts.length > 0 ? parts.join(" ") : null;
  };
}

/** Every verse of a book as "Book C:V" (KJV versification): the bot's last fallback when no KJV list is given. */
export function bookVerseRefs(osis: string): string[] {
  if (!bookByOsis(osis)) return [];
  return chapterCounts(osis).flatMap((verses, index) =>
    Array.from({ length: verses }, (_, verse) => `${osis} ${index + 1}:${verse + 1}`),
  );
}

/** "John.3.16" → "John 3:16". */
export function refOfKey(key: string): string {
  const [book, chapter, verse] = key.split(".");
  return `${book} ${chapter}:${verse}`;
}

// ── The judge ─────────────────────────────────────────────────────────────────────────────────────────────

export interface JudgeMoveInput {
  ref: string;
  commentary: string;
  /** The challenge this move answers; null for the opening move. */
  challenge: ChessChallenge | null;
  /** The verse played just before; null for the opening move. */
  previousRef: string | null;
  /** Every reference played in the match so far. */
  usedRefs: readonly string[];
  level: ChessLevel;
  /** KJV text, resolved before the call; asked for `ref` and `previousRef` exactly as given here. */
  verseText: (ref: string) => string | null | undefined;
  /** The R2 related-verse table (canonical keys); without it only the chain graph's links count as related. */
  related?: RelatedLookup;
}

export interface MoveComponents {
  reference: number;
  challenge: number;
  length: number;
  link: number;
  ownWords: number;
}

export type JudgeMoveResult =
  | { accepted: false; code: "invalid_reference" | "verse_used"; message: string }
  | {
      accepted: true;
      score: number;
      judgement: Judgement;
      /** The challenge was fully met (the verse is in the book or pool); true for the opening move. */
      answered: boolean;
      /** "Romans 8:1", "Romans 8:38-39". */
      normalisedRef: string;
      components: MoveComponents;
    };

interface Scored {
  points: number;
  check: Check;
  tip?: string;
}

const max = CHAIN_CHESS.score;
const out = (points: number, of: number) => `(${points}/${of})`;

function challengeScore(input: JudgeMoveInput, found: FoundReference): Scored & { answered: boolean } {
  const { challenge } = input;
  if (!challenge)
    return {
      points: max.challenge,
      answered: true,
      check: { id: "challenge", ok: true, label: `Opening move: no challenge to answer ${out(3, 3)}` },
    };
  const label = challengeLabel(challenge);
  if (challenge.category === "book") {
    const inBook = found.ranges.every((range) => range.start.book === challenge.item);
    const points = inBook ? max.challenge : 0;
    return {
      points,
      answered: inBook,
      check: {
        id: "challenge",
        ok: inBook,
        label: inBook
          ? `Answers the challenge: in ${label} ${out(points, 3)}`
          : `Answers the challenge: ${found.label} is not in ${label} ${out(points, 3)}`,
      },
      tip: inBook ? undefined : `the challenge asked for a verse in ${label}`,
    };
  }
  const pool = challengePool(challenge).all;
  if (found.keys.some((key) => pool.has(key)))
    return {
      points: max.challenge,
      answered: true,
      check: { id: "challenge", ok: true, label: `Answers the challenge: a verse for ${label} ${out(3, 3)}` },
    };
  const named =
    challenge.category === "room"
      ? roomNamed(input.commentary, challenge.item)
      : principleNamed(input.commentary, challenge.item);
  const points = named ? max.challengeNamed : 0;
  return {
    points,
    answered: false,
    check: {
      id: "challenge",
      ok: false,
      label: named
        ? `Answers the challenge: ${label} named, but the verse is not one of its verses ${out(points, 3)}`
        : `Answers the challenge: ${label} is neither matched nor named ${out(points, 3)}`,
    },
    tip: `choose a verse that fits ${label}, or at least name it in your commentary`,
  };
}

function lengthScore(commentary: string, level: ChessLevel): Scored {
  const sentences = sentencesIn(commentary);
  const words = wordsIn(commentary);
  const measured = `${sentences} sentence${sentences === 1 ? "" : "s"}, ${words} word${words === 1 ? "" : "s"}`;
  let points: number;
  let tip: string;
  if (level === "kids") {
    const kids = CHAIN_CHESS.commentary.kids;
    points =
      words >= kids.minWords && sentences >= kids.minSentences ? 2 : words >= kids.partialWords ? 1 : 0;
    tip = `write at least ${kids.minWords} words`;
  } else {
    const adults = CHAIN_CHESS.commentary.adults;
    const full =
      sentences >= adults.fullSentences && sentences <= adults.maxSentences && words >= adults.minWords;
    points = full ? 2 : sentences >= adults.minSentences ? 1 : 0;
    tip =
      sentences > adults.maxSentences
        ? `keep your commentary to ${adults.maxSentences} sentences`
        : `write ${adults.fullSentences}–${adults.maxSentences} sentences and at least ${adults.minWords} words`;
  }
  return {
    points,
    check: { id: "length", ok: points === max.length, label: `Commentary: ${measured} ${out(points, 2)}` },
    tip: points === max.length ? undefined : tip,
  };
}

function linkScore(input: JudgeMoveInput, found: FoundReference): Scored {
  if (input.previousRef === null)
    return {
      points: max.link,
      check: { id: "link", ok: true, label: `Opening move: no verse to link to ${out(2, 2)}` },
    };
  const previous = parseRef(input.previousRef);
  if (!previous)
    return {
      points: 0,
      check: { id: "link", ok: false, label: `Link: the previous verse could not be read ${out(0, 2)}` },
    };
  const name = previous.label;
  const graphNext = chainGraphIndex().next;
  const inGraph = previous.keys.some((key) => found.keys.some((mine) => graphNext.get(key)?.has(mine)));
  const related =
    inGraph || (input.related !== undefined && matchReference(found, previous, input.related) === "related");
  if (related)
    return {
      points: max.link,
      check: { id: "link", ok: true, label: `Link to ${name}: a related verse ${out(2, 2)}` },
    };
  const previousText = input.verseText(input.previousRef) ?? "";
  const shared = sharedContentWords(input.commentary, previousText);
  const namesPrevious = referencesIn(input.commentary).some(
    (cited) => matchReference(cited, previous) === "overlap",
  );
  const points = shared.length > 0 || namesPrevious ? 1 : 0;
  const how =
    shared.length > 0
      ? `shares "${shared.slice(0, 3).join('", "')}"`
      : namesPrevious
        ? `names ${name}`
        : "no shared word, and the verse is not named";
  return {
    points,
    check: { id: "link", ok: false, label: `Link to ${name}: ${how} ${out(points, 2)}` },
    tip: `say how your verse builds on ${name}`,
  };
}

function ownWordsScore(input: JudgeMoveInput): Scored {
  const text = input.verseText(input.ref) ?? "";
  const shared = sharedContentWords(input.commentary, text);
  const points = shared.length >= 2 ? max.ownWords : 0;
  const detail =
    shared.length === 0
      ? "none of its words"
      : shared.length === 1
        ? `only "${shared[0]}"`
        : `"${shared.slice(0, 3).join('", "')}"`;
  return {
    points,
    check: {
      id: "own-words",
      ok: points === max.ownWords,
      label: `Uses the verse's own words: ${detail} ${out(points, 1)}`,
    },
    tip: points === max.ownWords ? undefined : "use at least two words from the verse itself",
  };
}

/** §4.14 move score. A rejected move (invalid or used reference) has no score: the player fixes it (422). */
export function judgeMove(input: JudgeMoveInput): JudgeMoveResult {
  const parsed = parseMoveReference(input.ref);
  if (!parsed.ok) return { accepted: false, code: "invalid_reference", message: parsed.message };
  const { found } = parsed;
  const mine = new Set(found.keys);
  for (const used of input.usedRefs) {
    const overlap = verseKeysOf(used).find((key) => mine.has(key));
    if (overlap)
      return {
        accepted: false,
        code: "verse_used",
        message: chessMessages.verseUsed(parseRef(refOfKey(overlap))?.label ?? found.label),
      };
  }

  const reference: Scored = {
    points: max.reference,
    check: { id: "reference", ok: true, label: `Valid, new reference: ${found.label} ${out(2, 2)}` },
  };
  const challenge = challengeScore(input, found);
  const length = lengthScore(input.commentary, input.level);
  const link = linkScore(input, found);
  const ownWords = ownWordsScore(input);
  const parts = [reference, challenge, length, link, ownWords];
  const score = parts.reduce((sum, part) => sum + part.points, 0);
  const verdict = chessVerdict(score);
  const tip = parts.find((part) => part.tip)?.tip;
  const checks = parts.map((part) => part.check);
  return {
    accepted: true,
    score,
    answered: challenge.answered,
    normalisedRef: found.label,
    components: {
      reference: reference.points,
      challenge: challenge.points,
      length: length.points,
      link: link.points,
      ownWords: ownWords.points,
    },
    judgement: {
      verdict,
      points: score,
      feedback: `Move score ${score}/${CHAIN_CHESS.maxScore}. ${feedbackFromChecks(checks, tip)}`,
      checks,
      source: "rules",
    },
  };
}
