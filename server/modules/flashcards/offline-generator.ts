// The offline study engine's flashcards (ai.md §2.4, §2.5 point 4): cards assembled from templates over local data, no
// model and no randomness — the same request gives the same cards. A passage source uses only its own verses (every
// card carries one of its references); a topic source uses the verses the word index ranks for it, palace topics add
// room cards (code ↔ name, core question), and book-order cards fill a topic deck that runs short.
import { BIBLE_BOOKS } from "@common/bible/books";
import { floors, rooms } from "@common/content/palace";
import type { Room } from "@common/content/palace/types";
import { FLASHCARD_LIMITS, type FlashcardKind, type GeneratedCardDto } from "@common/schemas/flashcards";
import type { VerseRecord } from "@server/modules/bible/bible-data.types";
import { type Library, passagesIn, verseLabel } from "@server/modules/ai/offline/library";
import { queryTerms, rankVerses } from "@server/modules/ai/offline/retrieval";
import { pickRooms } from "@server/modules/ai/offline/room-picker";
import { isStopWord, shorten, wordsOf } from "@server/modules/ai/offline/text";

export type GenerationRequest = {
  source: "passage" | "topic";
  value: string;
  count: number;
  kinds: readonly FlashcardKind[];
  difficulty: "easy" | "medium" | "hard";
};

export type OfflineCards = { cards: GeneratedCardDto[]; notes: string[] };

const L = FLASHCARD_LIMITS;
const quoteMax = 380;

/** A front as duplicates are compared: case, spacing and punctuation ignored. */
export function sameCardKey(front: string): string {
  return front
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, " ")
    .trim();
}

// ---------- verse cards ----------

type Blankable = { start: number; end: number; word: string; frequency: number };

/** The verse's meaningful words (no function words, at least four letters) with how common each is in the KJV. */
function blankableWords(lib: Library, verse: VerseRecord): Blankable[] {
  const found: Blankable[] = [];
  for (const match of verse.plain.matchAll(/[A-Za-z][A-Za-z']*[A-Za-z]/g)) {
    const normal = wordsOf(match[0])[0];
    if (!normal || normal.length < 4 || isStopWord(normal)) continue;
    const id = lib.index.termIds.get(normal);
    const frequency = id === undefined ? 0 : (lib.index.postings[id]?.length ?? 0);
    if (found.some((seen) => seen.word.toLowerCase() === match[0].toLowerCase())) continue;
    found.push({ start: match.index, end: match.index + match[0].length, word: match[0], frequency });
  }
  return found;
}

/**
 * The words to blank, best first for the difficulty: easy blanks familiar words (the reader can guess them from
 * memory of common phrases), hard the rarest, medium starts in the middle.
 */
function blanksFor(
  lib: Library,
  verse: VerseRecord,
  difficulty: GenerationRequest["difficulty"],
): Blankable[] {
  const words = blankableWords(lib, verse).sort((a, b) => b.frequency - a.frequency || a.start - b.start);
  if (difficulty === "hard") return words.reverse();
  if (difficulty === "medium") {
    const middle = Math.floor(words.length / 2);
    return [...words.slice(middle), ...words.slice(0, middle).reverse()];
  }
  return words;
}

function clozeCard(verse: VerseRecord, blank: Blankable): GeneratedCardDto {
  const ref = verseLabel(verse);
  const before = verse.plain.slice(0, blank.start);
  const after = verse.plain.slice(blank.end);
  // Long verses are cut around the blank so the card stays readable.
  const head = before.length > 200 ? `…${before.slice(before.length - 200).replace(/^\S*\s/, "")}` : before;
  const tail = after.length > 150 ? shorten(after, 150) : after;
  return {
    front: `Fill in the blank (${ref}): "${head}_____${tail}"`,
    back: blank.word,
    verseRef: ref,
    kind: "cloze",
  };
}

function whichVerseCard(verse: VerseRecord): GeneratedCardDto {
  const ref = verseLabel(verse);
  return {
    front: `Which verse says: "${shorten(verse.plain, quoteMax)}"?`,
    back: ref,
    verseRef: ref,
    kind: "verse_ref",
  };
}

function continueCard(verse: VerseRecord): GeneratedCardDto | null {
  const ref = verseLabel(verse);
  const words = verse.plain.split(/\s+/);
  if (words.length < 8) return null; // too short to have an opening and a rest worth recalling
  const opening = words.slice(0, Math.min(6, Math.ceil(words.length / 3))).join(" ");
  return {
    front: `How does ${ref} go on after "${opening}…"?`,
    back: shorten(verse.plain, L.backMax),
    verseRef: ref,
    kind: "qa",
  };
}

/**
 * The verses in the order cards should use them: spread evenly over the passage (every n-th verse first, so ten cards
 * on a chapter don't all come from its opening), the skipped ones after.
 */
export function spreadOrder<T>(items: readonly T[], count: number): T[] {
  const step = Math.max(1, Math.floor(items.length / Math.max(1, count)));
  const first = items.filter((_item, index) => index % step === 0);
  return [...first, ...items.filter((_item, index) => index % step !== 0)];
}

/** The k-th of `lanes` interleaved shares of a list (k, k+lanes, …), then the rest: each kind starts on other verses. */
function lane<T>(items: readonly T[], k: number, lanes: number): T[] {
  const own = items.filter((_item, index) => index % lanes === k);
  return [...own, ...items.filter((_item, index) => index % lanes !== k)];
}

/** Per verse-based kind, its cards in the order they should be used (first blank of every verse before second ones). */
function verseQueues(
  lib: Library,
  verses: readonly VerseRecord[],
  difficulty: GenerationRequest["difficulty"],
  kinds: readonly FlashcardKind[],
) {
  const verseKinds: FlashcardKind[] = kinds.filter((kind) => kind !== "room");
  const laneOf = (kind: Exclude<FlashcardKind, "room">) => {
    const index = verseKinds.indexOf(kind);
    return index < 0 ? verses : lane(verses, index, verseKinds.length);
  };
  const clozeVerses = laneOf("cloze");
  const blanks = clozeVerses.map((verse) => blanksFor(lib, verse, difficulty));
  const cloze: GeneratedCardDto[] = [];
  const deepest = Math.max(0, ...blanks.map((list) => list.length));
  for (let depth = 0; depth < Math.min(deepest, 4); depth += 1)
    clozeVerses.forEach((verse, index) => {
      const blank = blanks[index]?.[depth];
      if (blank) cloze.push(clozeCard(verse, blank));
    });
  return {
    cloze,
    verse_ref: laneOf("verse_ref").map(whichVerseCard),
    qa: laneOf("qa")
      .map(continueCard)
      .filter((card): card is GeneratedCardDto => card !== null),
  };
}

/** The worked-example passages of the rooms a palace topic names: verse cards that belong with its room cards. */
function roomExampleVerses(lib: Library, chosen: readonly Room[]): VerseRecord[] {
  const refs = chosen
    .slice(0, 6)
    .flatMap((room) => [...room.example.refs, ...room.examplePool.flatMap((item) => item.refs)]);
  const verses = new Map<number, VerseRecord>();
  for (const ref of refs)
    for (const found of passagesIn(lib, ref))
      for (const verse of found.verses.slice(0, 3)) verses.set(verse.key, verse);
  return [...verses.values()];
}

// ---------- palace and book-order cards ----------

const palaceWords = ["palace", "room", "rooms", "floor", "floors", "phototheology"];

/** Rooms the topic names (by name or code) or, for "palace"/"room"/"floor" topics, every room in palace order. */
export function palaceRoomsFor(topic: string): Room[] {
  const lower = ` ${topic.toLowerCase()} `;
  // Codes are matched as written ("SR", "BL"): in lower case they are ordinary words ("br", "tr").
  const codes = new Set(topic.split(/[^A-Za-z0-9]+/));
  const named = rooms.filter((room) => lower.includes(room.name.toLowerCase()) || codes.has(room.tag));
  const floorNamed = floors.filter((floor) => lower.includes(floor.name.toLowerCase()));
  const words = new Set(wordsOf(topic));
  const generic = palaceWords.some((word) => words.has(word));
  if (named.length === 0 && floorNamed.length === 0 && !generic) return [];
  const onFloors = rooms.filter((room) => floorNamed.some((floor) => floor.number === room.floor));
  const chosen = [...named, ...onFloors];
  for (const room of generic ? rooms : []) if (!chosen.includes(room)) chosen.push(room);
  return [...new Set(chosen)];
}

function roomCards(chosen: readonly Room[]): GeneratedCardDto[] {
  const byCode = chosen.map((room) => ({
    front: `Which palace room has the code ${room.tag}?`,
    back: `The ${room.name} (floor ${room.floor})`,
    verseRef: null,
    kind: "room" as const,
  }));
  const questions = chosen.map((room) => ({
    front: `What is the core question of the ${room.name} (${room.tag})?`,
    back: room.coreQuestion,
    verseRef: null,
    kind: "room" as const,
  }));
  const names = chosen.map((room) => ({
    front: `Which room asks: "${shorten(room.coreQuestion, 300)}"?`,
    back: `The ${room.name} (${room.tag})`,
    verseRef: null,
    kind: "room" as const,
  }));
  // Interleaved so a short deck covers several rooms in each direction.
  return chosen.flatMap((_room, index) => [byCode[index]!, questions[index]!, names[index]!]);
}

function bookOrderCards(): GeneratedCardDto[] {
  const cards: GeneratedCardDto[] = [];
  BIBLE_BOOKS.forEach((book, index) => {
    const next = BIBLE_BOOKS[index + 1];
    if (next)
      cards.push({
        front: `Which book of the Bible comes right after ${book.name}?`,
        back: next.name,
        verseRef: null,
        kind: "qa",
      });
  });
  // Spread through the canon rather than Genesis onwards: every seventh book first.
  return cards
    .map((card, index) => ({ card, order: (index * 7) % cards.length }))
    .sort((a, b) => a.order - b.order || 0)
    .map(({ card }) => card);
}

const mentionsBookOrder = (topic: string) => {
  const words = new Set(wordsOf(topic));
  return words.has("books") || (words.has("book") && words.has("order"));
};

// ---------- assembly ----------

/** Takes cards round-robin from the queues, skipping fronts already taken, until `count`. */
function takeRoundRobin(
  queues: readonly GeneratedCardDto[][],
  count: number,
  taken: GeneratedCardDto[],
  seen: Set<string>,
): void {
  const positions = queues.map(() => 0);
  let progressed = true;
  while (taken.length < count && progressed) {
    progressed = false;
    queues.forEach((queue, index) => {
      if (taken.length >= count) return;
      while ((positions[index] ?? 0) < queue.length) {
        const card = queue[positions[index]!]!;
        positions[index] = (positions[index] ?? 0) + 1;
        const key = sameCardKey(card.front);
        if (seen.has(key)) continue;
        seen.add(key);
        taken.push(card);
        progressed = true;
        return;
      }
    });
  }
}

/**
 * `count` cards for the request, avoiding the fronts in `avoid` (a model's cards being topped up). Fewer only when a
 * passage is too short to make that many different cards from its own verses (a note says so).
 */
export function offlineCards(
  lib: Library,
  request: GenerationRequest,
  avoid: readonly string[] = [],
): OfflineCards {
  const notes: string[] = [];
  const passage = request.source === "passage";
  const palaceRooms = passage ? [] : palaceRoomsFor(request.value);
  const verses: VerseRecord[] = passage
    ? spreadOrder(
        passagesIn(lib, request.value).flatMap((found) => found.verses),
        request.count,
      )
    : palaceRooms.length > 0
      ? roomExampleVerses(lib, palaceRooms)
      : rankVerses(lib, queryTerms(request.value), { limit: Math.max(request.count * 3, 40) });
  const byKind = verseQueues(lib, verses, request.difficulty, request.kinds);
  const roomQueue = roomCards(
    palaceRooms.length > 0
      ? palaceRooms
      : passage
        ? []
        : pickRooms({
            question: request.value,
            verses: verses.map((verse) => verse.plain).join(" "),
            max: 3,
            fallback: [],
          }),
  );
  const queueOf = (kind: FlashcardKind): GeneratedCardDto[] => (kind === "room" ? roomQueue : byKind[kind]);
  const wanted = [...new Set(request.kinds)];
  if (passage && wanted.includes("room"))
    notes.push("Palace room cards need a palace topic offline, so the cards come from the passage's verses.");

  const seen = new Set(avoid.map(sameCardKey));
  const taken: GeneratedCardDto[] = [];
  const books = !passage && mentionsBookOrder(request.value) ? [bookOrderCards()] : [];
  // The kinds asked for first; then the other verse kinds; a topic deck then fills up with book-order cards.
  takeRoundRobin([...books, ...wanted.map(queueOf)], request.count, taken, seen);
  takeRoundRobin(
    [byKind.cloze, byKind.verse_ref, byKind.qa, ...(passage ? [] : [roomQueue])],
    request.count,
    taken,
    seen,
  );
  if (!passage) takeRoundRobin([bookOrderCards()], request.count, taken, seen);
  if (taken.length < request.count)
    notes.push(`Only ${taken.length} different cards could be made from this passage offline.`);
  return { cards: taken, notes };
}
