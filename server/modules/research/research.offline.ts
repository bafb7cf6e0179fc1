// Research Mode offline (ai.md §2.4): the seven sections assembled from the offline study engine's retrieval — the
// topic's words widened with the topic synonyms and ranked over the KJV within the scope, related verses from the
// cross references, rooms by keyword overlap, Strong's entries for the rarest words. Where a section needs judgement
// (the setting, the readings) it says "Not available offline" and offers study questions. Deterministic: the same
// topic and options give the same report. Deep dives rerun the retrieval with the focus and question.
import { BIBLE_BOOKS } from "@common/bible/books";
import { parseReference } from "@common/bible/reference";
import { aiText } from "@common/constants/ai";
import type { Room, RoomId } from "@common/content/palace/types";
import type {
  CreateResearchInput,
  DeepDiveInput,
  DeepDiveSectionsDto,
  ResearchScopeChoice,
  ResearchPassageDto,
  ResearchReportSectionsDto,
} from "@common/schemas/research";
import type { VerseRecord } from "@server/modules/bible/bible-data.types";
import { findCentre } from "@server/modules/ai/offline/centre";
import { type Library, verseLabel } from "@server/modules/ai/offline/library";
import { queryTerms, relatedVerses } from "@server/modules/ai/offline/retrieval";
import { pickRooms } from "@server/modules/ai/offline/room-picker";
import { studyQuestions } from "@server/modules/ai/offline/tables/study-questions";
import { topicSynonyms } from "@server/modules/ai/offline/tables/topic-synonyms";
import {
  contentWords,
  fillTemplate,
  keywordWeight,
  phraseOf,
  shorten,
} from "@server/modules/ai/offline/text";
import { type WordStudy, wordStudies } from "@server/modules/ai/offline/word-study";

/** What a report or deep dive cites, for the note's passages / rooms / strongs columns. */
export type OfflineResearch<S> = { sections: S; passages: string[]; rooms: string[]; strongs: string[] };

const DEPTH = {
  overview: { central: 5, related: 3, more: 4, words: 2, rooms: 1 },
  study: { central: 8, related: 5, more: 6, words: 3, rooms: 2 },
  deep: { central: 12, related: 8, more: 8, words: 4, rooms: 3 },
} as const;

/** When no room's words overlap: read what is there, then look for Christ in it, then the five dimensions. */
const FALLBACK_ROOMS: readonly RoomId[] = ["or", "cec", "dr"];

const FIRST_NT_BOOK = 40;
const bookName = (bookNumber: number) => BIBLE_BOOKS[bookNumber - 1]?.name ?? "?";

/** The book numbers a scope searches; undefined for the whole Bible. */
export function scopeBooks(options: ResearchScopeChoice): number[] | undefined {
  switch (options.scope) {
    case "ot":
      return Array.from({ length: FIRST_NT_BOOK - 1 }, (_, index) => index + 1);
    case "nt":
      return Array.from(
        { length: BIBLE_BOOKS.length - FIRST_NT_BOOK + 1 },
        (_, index) => index + FIRST_NT_BOOK,
      );
    case "book": {
      const index = BIBLE_BOOKS.findIndex((book) => book.osis === options.book);
      return index >= 0 ? [index + 1] : undefined;
    }
    case "whole":
      return undefined;
  }
}

function scopeWords(options: ResearchScopeChoice): string {
  switch (options.scope) {
    case "ot":
      return "the Old Testament";
    case "nt":
      return "the New Testament";
    case "book":
      return `the book of ${BIBLE_BOOKS.find((book) => book.osis === options.book)?.name ?? "the Bible"}`;
    case "whole":
      return "the whole Bible";
  }
}

/** The topic-synonym entries the topic names ("sanctuary", "day of atonement"). */
function matchedThemes(topic: string): string[] {
  const phrase = phraseOf(topic);
  return Object.keys(topicSynonyms).filter((key) => keywordWeight(phrase, key) > 0);
}

/** Other entries of the synonym table that share a King James word with the matched ones (or with the topic). */
function relatedTopics(topic: string, themes: readonly string[], max: number): string[] {
  const words = new Set<string>(contentWords(topic));
  for (const theme of themes) for (const synonym of topicSynonyms[theme] ?? []) words.add(synonym);
  return Object.entries(topicSynonyms)
    .filter(([key, synonyms]) => !themes.includes(key) && synonyms.some((synonym) => words.has(synonym)))
    .map(([key]) => key)
    .slice(0, max);
}

/** A verse as one line of a passage list: the KJV words themselves, shortened (offline explains nothing). */
function passageLine(verse: VerseRecord): ResearchPassageDto {
  return { reference: verseLabel(verse), note: `"${shorten(verse.plain, 160)}" (KJV)` };
}

/** Verses grouped by book, books and verses in canonical order, each verse once. */
function groupByBook(verses: readonly VerseRecord[]): ResearchReportSectionsDto["foundation"] {
  const unique = [...new Map(verses.map((verse) => [verse.key, verse])).values()].sort(
    (a, b) => a.key - b.key,
  );
  const groups = new Map<number, VerseRecord[]>();
  for (const verse of unique) groups.set(verse.bookNumber, [...(groups.get(verse.bookNumber) ?? []), verse]);
  return [...groups].map(([bookNumber, inBook]) => ({
    book: bookName(bookNumber),
    passages: inBook.map(passageLine),
  }));
}

function wordsFor(
  lib: Library,
  verses: readonly VerseRecord[],
  max: number,
  prefer: readonly string[],
): WordStudy[] {
  const studies: WordStudy[] = [];
  for (const verse of verses.slice(0, 3)) {
    for (const study of wordStudies(lib, verse, max, prefer)) {
      if (studies.length >= max) break;
      if (!studies.some((taken) => taken.entry.number === study.entry.number)) studies.push(study);
    }
  }
  return studies;
}

function wordLine(study: WordStudy) {
  const { entry } = study;
  const original = [entry.lemma, entry.transliteration && `(${entry.transliteration})`]
    .filter(Boolean)
    .join(" ");
  return {
    word: study.word,
    strongs: entry.number,
    meaning: `Likely original word ${original}: ${shorten(entry.definition, 160)}`,
  };
}

const fill = (templates: readonly string[], value: string) =>
  templates.map((template) => fillTemplate(template, value));

/** Our questions for the readings section, which needs judgement the engine can't make. */
const readingsQuestions = [
  "Which of the passages above do Christians quote most often on {ref}, and do they all read them the same way?",
  "How does the historicist reading of Daniel and Revelation, which this method follows, bear on {ref}, and where do other Christians read it differently?",
  "Which reading of {ref} fits the passages best when each is read in its own context first?",
];

const notAvailable = (what: string) =>
  `${aiText.notAvailableOffline}. The offline study engine can't ${what} without guessing, so work through these questions instead.`;

function inScope(books: readonly number[] | undefined) {
  return (verse: VerseRecord) => !books || books.includes(verse.bookNumber);
}

function roomApplication(room: Room, reference: string): string {
  const first = room.method[0]?.text;
  return `${room.coreQuestion} Try it on ${reference}${first ? `: ${first}` : "."}`;
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

export function offlineReport(
  lib: Library,
  input: Pick<CreateResearchInput, "topic" | "scope" | "book" | "depth" | "palaceLens">,
): OfflineResearch<ResearchReportSectionsDto> {
  const depth = DEPTH[input.depth];
  const books = scopeBooks(input);
  const terms = queryTerms(input.topic);
  const centre = findCentre(lib, input.topic, terms, depth.central, books ? { books } : {});
  const central = centre.verses.filter(inScope(books));
  const relatedAll = relatedVerses(lib, central, depth.related + depth.more).filter(inScope(books));
  const related = relatedAll.slice(0, depth.related);
  const found = [...central, ...related];
  const first = central[0];
  const centreLabel = centre.label ?? (first ? verseLabel(first) : input.topic);
  const themes = matchedThemes(input.topic);

  const rooms = pickRooms({
    question: input.topic,
    verses: central.map((verse) => verse.plain).join(" "),
    max: depth.rooms,
    fallback: FALLBACK_ROOMS,
  });
  const studies = wordsFor(lib, central, depth.words, contentWords(input.topic));
  const foundation = groupByBook(found);
  const ot = found.filter((verse) => verse.bookNumber < FIRST_NT_BOOK).length;
  const nt = found.length - ot;

  const overview =
    found.length === 0
      ? `The offline study engine found no verse in ${scopeWords(input)} that uses the words of "${input.topic}". Try a word the King James Version uses (for example "tabernacle" rather than "worship centre"), widen the scope, or name a passage such as "Hebrews 8".`
      : [
          `The offline study engine searched ${scopeWords(input)} in the King James text for "${input.topic}"${
            themes.length > 0 ? `, widened with the words Scripture uses for ${themes.join(", ")}` : ""
          }.`,
          `It found ${plural(found.length, "passage", "passages")} to start from: ${ot} in the Old Testament and ${nt} in the New, across ${foundation.map((group) => group.book).join(", ")}.`,
          "The passages are quoted, not explained: the explanations, the setting and the readings need judgement the engine can't make.",
        ].join(" ");

  const insights: string[] = [];
  if (found.length > 0) {
    insights.push(
      `${ot} of the ${plural(found.length, "passage", "passages")} found ${ot === 1 ? "is" : "are"} in the Old Testament and ${nt} in the New.`,
    );
    const biggest = [...foundation].sort((a, b) => b.passages.length - a.passages.length)[0];
    if (biggest)
      insights.push(`${biggest.book} holds the most of them (${biggest.passages.length}): read it first.`);
    const linked = [...central].sort(
      (a, b) => lib.crossRefs.of(b.key).length - lib.crossRefs.of(a.key).length || a.key - b.key,
    )[0];
    if (linked)
      insights.push(
        `${verseLabel(linked)} has ${plural(lib.crossRefs.of(linked.key).length, "cross reference", "cross references")}, the most of the central verses: a good centre for the study.`,
      );
  }
  const word = studies[0];
  if (word)
    insights.push(
      `Behind "${word.word}" likely stands ${word.entry.number} ${word.entry.transliteration || word.entry.lemma}: ${shorten(word.entry.definition, 120)}`,
    );
  const room = rooms[0];
  if (input.palaceLens && room) insights.push(`The ${room.name} (${room.tag}) asks: ${room.coreQuestion}`);
  for (const fallback of fill(studyQuestions.passage, centreLabel)) {
    if (insights.length >= 3) break;
    insights.push(fallback);
  }

  const furtherPassages = relatedAll.slice(depth.related).map(verseLabel);
  const sections: ResearchReportSectionsDto = {
    kind: "report",
    overview,
    foundation,
    setting: {
      text: notAvailable("describe the historical and cultural setting"),
      questions: fill(studyQuestions.setting, centreLabel),
    },
    readings: {
      views: [],
      text: notAvailable("set out how Christians have read this topic"),
      questions: fill(readingsQuestions, input.topic),
    },
    palaceLens: input.palaceLens
      ? rooms.map((each) => ({
          code: each.tag,
          name: each.name,
          application: roomApplication(each, centreLabel),
        }))
      : null,
    insights: insights.slice(0, 5),
    furtherStudy: {
      topics: relatedTopics(input.topic, themes, 5),
      passages: furtherPassages,
      words: studies.map(wordLine),
      books: [],
    },
  };
  return {
    sections,
    passages: [...found.map(verseLabel), ...furtherPassages],
    rooms: input.palaceLens ? rooms.map((each) => each.tag) : [],
    strongs: studies.map((study) => study.entry.number),
  };
}

export function offlineDeepDive(
  lib: Library,
  report: { topic: string; options: ResearchScopeChoice },
  input: Pick<DeepDiveInput, "focus" | "question">,
): OfflineResearch<DeepDiveSectionsDto> {
  const books = scopeBooks(report.options);
  const asked = `${input.focus} ${input.question}`;
  let centre = findCentre(lib, asked, queryTerms(asked), 4, books ? { books } : {});
  // A question in words the Bible doesn't use: fall back to the report's topic, narrowed by the focus.
  if (centre.verses.length === 0) {
    const wider = `${report.topic} ${input.focus}`;
    centre = findCentre(lib, wider, queryTerms(wider), 4, books ? { books } : {});
  }
  const central = centre.verses.filter(inScope(books));
  const related = relatedVerses(lib, central, 4).filter(inScope(books));
  const first = central[0];
  const reference = centre.label ?? (first ? verseLabel(first) : report.topic);
  const rooms = pickRooms({
    question: asked,
    verses: central.map((verse) => verse.plain).join(" "),
    max: 1,
    fallback: FALLBACK_ROOMS,
  });
  const studies = wordsFor(lib, central, 2, contentWords(asked));
  const answer = first
    ? `The offline study engine can't answer in its own words, so it gathered the verses that use the words of "${input.focus}" most, starting with ${verseLabel(first)}: "${shorten(first.plain, 220)}" Read them with your question in mind: ${input.question}`
    : `The offline study engine found no verse that uses the words of "${input.focus}". Try the words the King James Version uses, or name a passage in the focus (for example "Leviticus 16").`;
  const goingFurther = [
    ...fill(studyQuestions.passage, reference).slice(0, 3),
    ...rooms.map((room) => `Take it into the ${room.name} (${room.tag}): ${room.coreQuestion}`),
    ...studies.map(
      (study) =>
        `Look up ${study.entry.number} (${study.entry.transliteration || study.entry.lemma}), the likely original word behind "${study.word}".`,
    ),
  ];
  const verses = [...central, ...related];
  return {
    sections: { kind: "deep_dive", answer, passages: verses.map(passageLine), goingFurther },
    passages: verses.map(verseLabel),
    rooms: rooms.map((room) => room.tag),
    strongs: studies.map((study) => study.entry.number),
  };
}

/** A reference as the reader writes it ("Jn 3:16" → "John 3:16"), or null when it names no passage. */
export function normaliseReference(reference: string): string | null {
  return parseReference(reference)?.label ?? null;
}
