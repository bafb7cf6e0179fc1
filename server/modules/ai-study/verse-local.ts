// The verse actions from local data (ai.md §3.12, §2.4): cross references with why each is there, Strong's entries
// for the verse's words, and — offline — Explain and Find Christ from the surrounding verses, our Christ in Every
// Chapter lines and the palace's principle tables. Where there is no local data a section says "Not available
// offline" and offers study questions instead. Deterministic: the same verse always gets the same answer.
import { findReferences } from "@common/bible/reference";
import type { StrongsEntryDto } from "@common/schemas/bible";
import { aiText } from "@common/constants/ai";
import { referenceLists } from "@common/content/palace/reference";
import type {
  CrossReferencesDto,
  FindChristDto,
  VerseExplainDto,
  VerseWordStudyDto,
} from "@common/schemas/ai";
import { chapterVerses } from "@server/modules/bible/bible-data";
import type { VerseRecord } from "@server/modules/bible/bible-data.types";
import { baseWords } from "@server/modules/bible-search/word-forms";
import { christLineFor } from "@server/modules/ai/offline/centre";
import {
  chapterLabel,
  type Library,
  passageOf,
  type Passage,
  passagesIn,
  verseLabel,
} from "@server/modules/ai/offline/library";
import { relatedVerses } from "@server/modules/ai/offline/retrieval";
import { studyQuestions } from "@server/modules/ai/offline/tables/study-questions";
import { contentWords, fillTemplate, isStopWord } from "@server/modules/ai/offline/text";
import { renderingWords, simpleForms } from "@server/modules/bible/strongs-data";
import { forEachWord } from "@server/modules/bible-search/tokenizer";
import { AppError } from "@server/http/errors";
import { greekOriginals, hebrewOriginals } from "./common-originals";
import type { VerseContext } from "./prompts";

export type StudyVerse = {
  /** The reference as the parser spells it ("John 3:16", "John 3:16-18"). */
  label: string;
  verses: VerseRecord[];
  first: VerseRecord;
  text: string;
};

export const verseNotFound = () =>
  new AppError(404, "verse_not_found", "We couldn't find that verse in the King James text.");

/** The selected verse (or short selection) in the KJV, or 404. */
export function studyVerse(lib: Library, reference: string): StudyVerse {
  const passage: Passage | undefined = passagesIn(lib, reference).find((found) => found.verses.length > 0);
  const verses = passage?.verses.slice(0, 12) ?? [];
  const first = verses[0];
  if (!passage || !first) throw verseNotFound();
  return { label: passage.label, verses, first, text: verses.map((verse) => verse.plain).join(" ") };
}

/** Verses either side of the selection that Setting quotes. */
const CONTEXT = 2;

function contextVerses(lib: Library, verse: StudyVerse): VerseRecord[] {
  const last = verse.verses[verse.verses.length - 1] as VerseRecord;
  return chapterVerses(lib.kjv, verse.first.bookNumber, verse.first.chapter).filter(
    (each) => each.verse >= verse.first.verse - CONTEXT && each.verse <= last.verse + CONTEXT,
  );
}

const numbered = (verses: readonly VerseRecord[]) =>
  verses.map((verse) => `${verse.verse} ${verse.plain}`).join("\n");

/** The verse and its neighbours as the model is given them. */
export function verseContext(lib: Library, verse: StudyVerse): VerseContext {
  return { reference: verse.label, verseText: verse.text, context: numbered(contextVerses(lib, verse)) };
}

/** References written in a text, as the parser spells them (for the panel's passage chips). */
export function passagesInText(text: string): string[] {
  return [...new Set(findReferences(text).map((found) => found.label))];
}

/* ------------------------------------------------------------------------------------------------------------- */
/* Word study                                                                                                      */

/** Words that stand for a grammatical construction in Greek or Hebrew rather than one original word. */
const CONSTRUCTION_WORDS = new Set(
  "whosoever whatsoever whomsoever whithersoever wheresoever howsoever whensoever also even thus".split(" "),
);

/** The first New Testament book (Matthew): Greek from here on, Hebrew before. */
const FIRST_GREEK_BOOK = 40;
const MAX_ENTRIES = 8;

/** A KJV rendering that is the word on its own ("(be-)love(-ed)", "life(-time)"), not "without life". */
function rendersAlone(item: string, forms: readonly string[]): boolean {
  const core = item
    .toLowerCase()
    .replace(/\([^)]*\)/g, "")
    .replace(/^[\s\-x+]+/, "")
    .trim();
  return !core.includes(" ") && [...renderingWords(item)].some((word) => forms.includes(word));
}

/**
 * The likely original word behind an English word (ai.md §3.12; "likely" as in the reader): our table of the most
 * studied words first; else, of the entries whose KJV renderings hold the word, those that render it on its own first, then those whose definition uses it, then the most
 * specific (fewest renderings). Never an entry that renders the word only with "not".
 */
function likelyEntry(lib: Library, language: "greek" | "hebrew", word: string): StrongsEntryDto | undefined {
  const common = (language === "greek" ? greekOriginals : hebrewOriginals)[word];
  const known = common ? lib.strongs.get(common) : undefined;
  if (known) return known;
  const forms = simpleForms(word);
  const pattern = new RegExp(`\\b(?:${forms.join("|")})\\b`, "i");
  const negation = new RegExp(`\\b(?:(?:${forms.join("|")}) not|not (?:${forms.join("|")}))\\b`, "i");
  return lib.strongs
    .likely(language, word, 12)
    .filter((entry) => !negation.test(entry.kjvRenderings))
    .map((entry, order) => {
      const items = entry.kjvRenderings.split(/,(?![^()]*\))/);
      const alone = items.some((item) => rendersAlone(item, forms));
      const defined = pattern.test(entry.definition);
      return { entry, order, score: (alone ? 2 : 0) + (defined ? 1 : 0), items: items.length };
    })
    .sort((a, b) => b.score - a.score || a.items - b.items || a.order - b.order)[0]?.entry;
}

/** The Aramaic portions of the Old Testament (Daniel 2:4–7:28, Ezra 4:8–6:18 and 7:12-26, Jeremiah 10:11). */
function inAramaic(verse: VerseRecord): boolean {
  const at = verse.chapter * 1000 + verse.verse;
  if (verse.book === "Dan") return at >= 2004 && at <= 7028;
  if (verse.book === "Ezra") return (at >= 4008 && at <= 6018) || (at >= 7012 && at <= 7026);
  return verse.book === "Jer" && at === 10011;
}

/** Outside the Aramaic portions, an Aramaic entry gives way to the Hebrew word it corresponds to. */
function hebrewFor(lib: Library, entry: StrongsEntryDto, verse: VerseRecord): StrongsEntryDto {
  if (inAramaic(verse) || !entry.derivation.startsWith("(Aramaic)")) return entry;
  const hebrew = /corresponding to (H\d+)/.exec(entry.derivation)?.[1];
  return (hebrew && lib.strongs.get(hebrew)) || entry;
}

/** Strong's entries for the verse's key words, in the verse's order; "likely" because the KJV we serve is untagged. */
export function verseWordStudy(lib: Library, verse: StudyVerse): VerseWordStudyDto {
  const language = verse.first.bookNumber >= FIRST_GREEK_BOOK ? "greek" : "hebrew";
  const words: string[] = [];
  forEachWord(verse.first.plain, (word, start) => {
    const first = verse.first.plain[start] ?? "";
    if (word.length < 3 || isStopWord(word) || CONSTRUCTION_WORDS.has(word) || first !== first.toLowerCase())
      return;
    if (!words.includes(word)) words.push(word);
  });
  const entries: VerseWordStudyDto["entries"] = [];
  for (const word of words) {
    if (entries.length >= MAX_ENTRIES) break;
    const found = likelyEntry(lib, language, word);
    const entry = found && language === "hebrew" ? hebrewFor(lib, found, verse.first) : found;
    if (!entry || entries.some((each) => each.number === entry.number)) continue;
    entries.push({
      word,
      number: entry.number,
      lemma: entry.lemma,
      transliteration: entry.transliteration,
      definition: entry.definition,
      kjvRenderings: entry.kjvRenderings,
      likely: true,
    });
  }
  return { reference: verseLabel(verse.first), tagged: false, entries };
}

/* ------------------------------------------------------------------------------------------------------------- */
/* Cross references                                                                                                */

/** Words that carry a type from one testament to the other (the Symbols/Types and Blue rooms' vocabulary). */
const TYPE_WORDS = new Set(
  `lamb lambs blood passover serpent rock bread manna water waters temple tabernacle altar sacrifice sacrifices offering
  offerings priest priests veil vail door shepherd sheep vine light seed firstfruits ark lifted brasen goat incense
  laver candlestick shewbread mercyseat king throne stone cornerstone wilderness jonas jonah adam melchisedec melchizedek
  david moses elijah elias`.split(/\s+/),
);

/** How many verses of the KJV hold a word: a shared word only says something when it is not everywhere. */
function verseCount(lib: Library, word: string): number {
  const id = lib.index.termIds.get(word);
  return id === undefined ? 0 : (lib.index.postings[id]?.length ?? 0);
}

const COMMON_WORD_VERSES = 1500;
const FIRST_NT_BOOK = 40;

const basesOf = (text: string) => new Set(contentWords(text).flatMap((word) => baseWords(word)));

type Why = CrossReferencesDto["items"][number]["why"];

export function whyLinked(lib: Library, from: VerseRecord, to: VerseRecord): Why {
  const fromWords = basesOf(from.plain);
  const toWords = basesOf(to.plain);
  const shared = [...fromWords].filter((word) => toWords.has(word));
  const crossesTestaments = from.bookNumber >= FIRST_NT_BOOK !== to.bookNumber >= FIRST_NT_BOOK;
  if (crossesTestaments) {
    const line =
      christLineFor(lib, from.bookNumber, from.chapter) ?? christLineFor(lib, to.bookNumber, to.chapter);
    const linked = line?.crosslinks.some((reference) =>
      passageOf(lib, reference)?.verses.some((verse) => verse.key === to.key || verse.key === from.key),
    );
    if (linked || shared.some((word) => TYPE_WORDS.has(word))) return "type";
  }
  if (shared.some((word) => verseCount(lib, word) > 0 && verseCount(lib, word) < COMMON_WORD_VERSES))
    return "shared word";
  return "same topic";
}

/** The local cross references (ranked by the engine: linked most, mutual, then nearest), with why each is there. */
export function verseCrossReferences(
  lib: Library,
  verse: StudyVerse,
  limit = 10,
): CrossReferencesDto["items"] {
  return relatedVerses(lib, verse.verses.slice(0, 3), limit).map((related) => ({
    ref: verseLabel(related),
    text: related.plain,
    why: whyLinked(lib, verse.first, related),
    reason: null,
  }));
}

/* ------------------------------------------------------------------------------------------------------------- */
/* Christ: our Christ in Every Chapter lines, then the principle tables                                           */

/** The palace's principle tables, each item with the words that point to it in a verse and the title of Christ. */
const PRINCIPLE_LEADS: readonly {
  list: "feasts" | "sanctuaryArticles";
  id: string;
  words: readonly string[];
  title: string;
}[] = [
  { list: "feasts", id: "passover", words: ["passover"], title: "Our Passover" },
  { list: "feasts", id: "unleavened-bread", words: ["unleavened"], title: "The Sinless One" },
  { list: "feasts", id: "firstfruits", words: ["firstfruits"], title: "The Firstfruits" },
  { list: "feasts", id: "pentecost", words: ["pentecost"], title: "The Giver of the Spirit" },
  { list: "feasts", id: "trumpets", words: ["trumpet", "trump"], title: "The Coming King" },
  { list: "feasts", id: "atonement", words: ["atonement", "scapegoat"], title: "The High Priest" },
  { list: "feasts", id: "tabernacles", words: ["booths"], title: "God with us" },
  {
    list: "sanctuaryArticles",
    id: "altar",
    words: ["altar", "sacrifice", "offering", "lamb", "blood"],
    title: "The Lamb slain",
  },
  { list: "sanctuaryArticles", id: "laver", words: ["laver", "wash"], title: "The One who washes" },
  {
    list: "sanctuaryArticles",
    id: "lampstand",
    words: ["candlestick", "lamp"],
    title: "The Light of the world",
  },
  { list: "sanctuaryArticles", id: "table", words: ["shewbread"], title: "The Bread of life" },
  { list: "sanctuaryArticles", id: "incense", words: ["incense", "censer"], title: "The Intercessor" },
  { list: "sanctuaryArticles", id: "veil", words: ["vail", "veil"], title: "The new and living way" },
  {
    list: "sanctuaryArticles",
    id: "ark",
    words: ["mercy seat", "ark of the testimony", "ark of the covenant"],
    title: "Our mercy seat",
  },
];

const TABLE_NAMES = { feasts: "the feasts table", sanctuaryArticles: "the sanctuary table" } as const;

type ChristLead = { line: NonNullable<FindChristDto["line"]>; basis: string; passages: string[] };

function principleLead(verse: StudyVerse): ChristLead | null {
  const words = basesOf(verse.text);
  const lower = verse.text.toLowerCase();
  for (const lead of PRINCIPLE_LEADS) {
    const hit = lead.words.some((word) =>
      word.includes(" ") ? new RegExp(`\\b${word}\\b`).test(lower) : words.has(word),
    );
    if (!hit) continue;
    const item = referenceLists[lead.list].items.find((each) => each.id === lead.id);
    if (!item) continue;
    const act = item.values.christ ?? item.values.fulfilment ?? "";
    const crosslink = item.values.anchor ?? item.refs?.[0] ?? passagesInText(act)[0] ?? "";
    return {
      line: { name: lead.title, act, crosslink },
      basis: `${TABLE_NAMES[lead.list]} (${item.values.article ?? item.values.feast ?? item.id})`,
      passages: passagesInText(`${act} ${crosslink}`),
    };
  }
  return null;
}

/** Our Christ in Every Chapter line for the chapter, else a lead from the principle tables, else nothing. */
export function christLead(lib: Library, verse: StudyVerse): ChristLead | null {
  const entry = christLineFor(lib, verse.first.bookNumber, verse.first.chapter);
  if (entry) {
    const crosslink = entry.crosslinks
      .map((reference) => passageOf(lib, reference)?.label ?? reference)
      .join("; ");
    return {
      line: { name: entry.name, act: entry.act, crosslink },
      basis: `Christ in Every Chapter (${chapterLabel(verse.first)})`,
      passages: entry.crosslinks.map((reference) => passageOf(lib, reference)?.label ?? reference),
    };
  }
  return principleLead(verse);
}

export const christLineText = (line: NonNullable<FindChristDto["line"]>) =>
  `${line.name} • ${line.act} • ${line.crosslink}`;

/* ------------------------------------------------------------------------------------------------------------- */
/* Explain offline                                                                                                 */

function notAvailable(reference: string, templates: readonly string[]): string {
  const questions = templates.map((template, index) => `${index + 1}. ${fillTemplate(template, reference)}`);
  return `${aiText.notAvailableOffline}. This part needs judgement the offline study engine can't make. Questions to work through instead:\n${questions.join("\n")}`;
}

type Section = VerseExplainDto["sections"][number];

export function explainOffline(lib: Library, verse: StudyVerse): Section[] {
  const studies = verseWordStudy(lib, verse).entries.slice(0, 3);
  const meaning: Section =
    studies.length > 0
      ? {
          title: "Meaning",
          text: [
            "Key words, with the likely original word behind each (Strong's):",
            ...studies.map(
              (entry) =>
                `• ${entry.word}: ${entry.number} ${entry.lemma}${entry.transliteration ? ` (${entry.transliteration})` : ""}, ${entry.definition}`,
            ),
          ].join("\n"),
          available: true,
          passages: [],
        }
      : {
          title: "Meaning",
          text: notAvailable(verse.label, studyQuestions.passage.slice(0, 2)),
          available: false,
          passages: [],
        };
  const context = contextVerses(lib, verse);
  const title = lib.kjv.titles.get(verse.first.bookNumber * 1000 + verse.first.chapter);
  const from = context[0] as VerseRecord;
  const to = context[context.length - 1] as VerseRecord;
  const contextLabel = `${chapterLabel(from)}:${from.verse}-${to.verse}`;
  const setting: Section = {
    title: "Setting",
    text: [title ? `The psalm's title: ${title}` : null, `In context (${contextLabel}):`, numbered(context)]
      .filter((part): part is string => part !== null)
      .join("\n"),
    available: true,
    passages: [contextLabel],
  };
  const lead = christLead(lib, verse);
  const christ: Section = lead
    ? {
        title: "Christ in this verse",
        text: `${christLineText(lead.line)}\n(From ${lead.basis}.)`,
        available: true,
        passages: lead.passages,
      }
    : {
        title: "Christ in this verse",
        text: notAvailable(verse.label, [studyQuestions.passage[3]]),
        available: false,
        passages: [],
      };
  const living: Section = {
    title: "Living it",
    text: notAvailable(verse.label, [studyQuestions.passage[0], studyQuestions.passage[4]]),
    available: false,
    passages: [],
  };
  return [meaning, setting, christ, living];
}
