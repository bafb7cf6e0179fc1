// Daniel-Revelation GPT offline (ai.md §2.4, §3.3, §4.5): the search is limited to Daniel and Revelation (or one of
// them, by the Book focus option) plus the prophecy tables — symbol → meaning → passage, the period with its
// calculation step by step, the parallel visions — and the rooms PR, BL, 3A and MATH as they fit. With Show timeline
// on, `timeline` holds "date — event — passage" lines.
import type { RoomId } from "@common/content/palace/types";
import { parseYear } from "@common/content/palace/judge/judge";
import type { assistantOptions } from "@common/schemas/ai";
import type { VerseRecord } from "@server/modules/bible/bible-data.types";
import type { z } from "zod";
import { findCentre } from "../centre";
import { kingdoms, parallelSets, prophecyPeriods, prophecySymbols } from "../tables/prophecy";
import type { ParallelSet, ProphecyPeriod, ProphecySymbol, TimelineEvent } from "../tables/types";
import { type Library, passageOf, verseLabel } from "../library";
import {
  Draft,
  bulletList,
  heading,
  methodApplied,
  numberedList,
  quoteVerses,
  relatedLine,
  roomIntro,
  studyQuestionList,
} from "../markdown";
import { queryTerms, relatedVerses } from "../retrieval";
import { pickRooms } from "../room-picker";
import { keywordScore, type Phrase, phraseOf } from "../text";
import type { OfflineAnswer } from "../types";

type Options = z.output<(typeof assistantOptions)["daniel_revelation"]>;

const DANIEL = 27;
const REVELATION = 66;
const FOCUS_BOOKS = { daniel: [DANIEL], revelation: [REVELATION], both: [DANIEL, REVELATION] } as const;
const PROPHECY_ROOMS: readonly RoomId[] = ["pr", "bl", "3a", "math"];

/** Verse keys of a table's references, for overlap with the passages the question names. */
function keysOf(lib: Library, references: readonly string[]): Set<number> {
  return new Set(
    references.flatMap((reference) => passageOf(lib, reference)?.verses ?? []).map((verse) => verse.key),
  );
}

/** The passages a question names, as the table rows are matched against them. */
type Named = { verses: ReadonlySet<number>; chapters: ReadonlySet<number>; narrow: boolean };

const chapterOfKey = (key: number) => Math.floor(key / 1000);

/** A few named verses ("Daniel 8:14") are matched verse by verse; whole chapters by the chapters a row touches. */
function namedOf(keys: readonly number[]): Named {
  return { verses: new Set(keys), chapters: new Set(keys.map(chapterOfKey)), narrow: keys.length <= 10 };
}

/**
 * How much of the named passages a row touches: for a few verses, about 2 when it cites one of them; for whole
 * chapters, the number of named chapters it cites.
 */
function coverage(lib: Library, references: readonly string[], named: Named): number {
  if (named.verses.size === 0) return 0;
  const keys = keysOf(lib, references);
  // A row citing the verse among few others (Daniel 8:14 in the 2,300 days) beats one citing whole chapters.
  if (named.narrow) return [...keys].some((key) => named.verses.has(key)) ? 2 + 1 / keys.size : 0;
  return new Set([...keys].map(chapterOfKey).filter((chapter) => named.chapters.has(chapter))).size;
}

/** Table rows by the question's keywords (3 a word), then by what they cover of the named passages. */
function rank<T extends { keywords: readonly string[] }>(
  lib: Library,
  rows: readonly T[],
  phrase: Phrase,
  named: Named,
  referencesOf: (row: T) => readonly string[],
  /** Whether a row may be chosen by coverage alone (periods are not, for whole chapters). */
  byCoverage: (named: Named) => boolean = () => true,
): T[] {
  return rows
    .map((row, order) => {
      const asked = keywordScore(phrase, row.keywords);
      const covered = asked > 0 || byCoverage(named) ? coverage(lib, referencesOf(row), named) : 0;
      return { row, order, score: 3 * asked + covered };
    })
    .filter(({ score }) => score > 0)
    .sort((a, b) => b.score - a.score || a.order - b.order)
    .map(({ row }) => row);
}

function symbolLine(symbol: ProphecySymbol): string {
  const key = symbol.key ? ` Scripture's key: ${symbol.key}.` : "";
  return `- **${symbol.symbol}** → ${symbol.meaning}${key} (${symbol.passages.join("; ")})`;
}

function periodBlock(period: ProphecyPeriod): string[] {
  return [`**${period.name}** (${period.texts.join("; ")})`, numberedList(period.steps)];
}

function parallelBlock(set: ParallelSet): string[] {
  const rows =
    set.id === "empires"
      ? kingdoms.map(
          (kingdom) =>
            `**${kingdom.name}** (${kingdom.dates}): ${kingdom.visions
              .map((vision) => `${vision.chapter} ${vision.symbol.toLowerCase()} (${vision.ref})`)
              .join(" ∥ ")}`,
        )
      : [];
  return [`**${set.title}**`, bulletList([...set.lines, ...rows])];
}

const timelineLine = (event: TimelineEvent) => `${event.date} — ${event.event} — ${event.ref}`;

/** The periods' events in date order (each once); the kingdoms' outline when no period is in view. */
function timelineFor(periods: readonly ProphecyPeriod[]): string[] {
  if (periods.length === 0)
    return kingdoms.map((kingdom) => {
      const vision = kingdom.visions[0];
      return `${kingdom.dates} — ${kingdom.name}${vision ? `: ${vision.symbol.toLowerCase()}` : ""} — ${vision?.ref ?? "Daniel 2:44"}`;
    });
  const events = new Map<string, TimelineEvent>();
  for (const event of periods.flatMap((period) => period.events))
    events.set(`${event.date} ${event.event}`, event);
  return [...events.values()]
    .sort((a, b) => (parseYear(a.date) ?? 0) - (parseYear(b.date) ?? 0))
    .map(timelineLine);
}

export function answerDanielRevelation(lib: Library, message: string, options: Options): OfflineAnswer {
  const phrase = phraseOf(message);
  const terms = queryTerms(message);
  const books = FOCUS_BOOKS[options.bookFocus];
  const centre = findCentre(lib, message, terms, 3, { books });
  const named = namedOf(centre.named.flatMap((passage) => passage.verses.map((verse) => verse.key)));

  const periods = rank(
    lib,
    prophecyPeriods,
    phrase,
    named,
    (period) => period.texts,
    ({ narrow }) => narrow,
  ).slice(0, 2);
  const symbols = rank(lib, prophecySymbols, phrase, named, (symbol) => symbol.passages).slice(0, 4);
  // Parallel sets: those the question or the named chapters point to, then those of the periods shown.
  const parallelIds = new Set(periods.flatMap((period) => period.parallels));
  const parallels = [
    ...rank(lib, parallelSets, phrase, named, (set) => set.passages),
    ...parallelSets.filter((set) => parallelIds.has(set.id)),
  ]
    .filter((set, index, all) => all.findIndex((other) => other.id === set.id) === index)
    .slice(0, 2);

  // Central verses: the named passages, else the best table match's first passage in the focus books, then the
  // word search.
  let central: VerseRecord[] = centre.verses;
  if (centre.named.length === 0) {
    const inFocus = (books as readonly number[]).includes.bind(books);
    const leadVerses =
      [...symbols.flatMap((symbol) => symbol.passages), ...periods.flatMap((period) => period.texts)]
        .map((reference) => passageOf(lib, reference)?.verses ?? [])
        .find((verses) => verses[0] !== undefined && inFocus(verses[0].bookNumber))
        ?.slice(0, 3) ?? [];
    central = [
      ...leadVerses,
      ...centre.verses.filter((verse) => !leadVerses.some((lead) => lead.key === verse.key)),
    ].slice(0, 4);
  }
  const related = relatedVerses(lib, central, 4);
  const reference = centre.label ?? (central[0] ? verseLabel(central[0]) : "Daniel 2");
  const title = centre.label ?? symbols[0]?.symbol ?? periods[0]?.name ?? reference;
  const rooms = pickRooms({
    question: message,
    verses: central.map((verse) => verse.plain).join(" "),
    max: 3,
    among: PROPHECY_ROOMS,
    verseHits: 1,
    bonus: { ...(periods.length > 0 ? { math: 4 } : {}), ...(symbols.length > 0 ? { pr: 2 } : {}) },
    fallback: ["pr"],
  });

  const draft = new Draft().add(heading(3, `Daniel and Revelation: ${title}`));
  if (central.length > 0) draft.add(heading(4, "The passage"), quoteVerses(central));
  else
    draft.add(
      `No verse in ${options.bookFocus === "both" ? "Daniel or Revelation" : options.bookFocus === "daniel" ? "Daniel" : "Revelation"} uses the words of this question. Try a symbol ("little horn", "seal"), a period ("70 weeks") or a reference ("Daniel 7").`,
    );
  if (symbols.length > 0)
    draft.add(heading(4, "Symbols: what Scripture says they mean"), symbols.map(symbolLine).join("\n"));
  if (periods.length > 0)
    draft.add(heading(4, "Time prophecy, step by step"), ...periods.flatMap(periodBlock));
  if (parallels.length > 0) draft.add(heading(4, "Parallel visions"), ...parallels.flatMap(parallelBlock));
  if (related.length > 0) draft.add(heading(4, "Related passages"), related.map(relatedLine).join("\n"));
  draft.add(heading(4, rooms.length > 1 ? "Rooms for this passage" : "A room for this passage"));
  for (const room of rooms) draft.add(roomIntro(room), methodApplied(room, reference, false));
  draft.add(heading(4, "Questions to take further"), studyQuestionList("prophecy", reference, 3));

  draft
    .passages(...centre.named.map((passage) => passage.label), ...central.map(verseLabel))
    .passages(...symbols.flatMap((symbol) => symbol.passages))
    .passages(...periods.flatMap((period) => period.texts))
    .passages(...parallels.flatMap((set) => set.passages))
    .passages(...related.map(verseLabel))
    .rooms(...rooms);
  if (options.timeline) draft.timeline(timelineFor(periods));
  return draft.answer();
}
