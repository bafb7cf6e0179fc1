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

/** Table rows by keyword score (the question's words), plus a point for each named verse they cover. */
function rank<T extends { keywords: readonly string[] }>(
  lib: Library,
  rows: readonly T[],
  phrase: Phrase,
  named: ReadonlySet<number>,
  referencesOf: (row: T) => readonly string[],
): T[] {
  return rows
    .map((row, order) => {
      const covered = [...keysOf(lib, referencesOf(row))].filter((key) => named.has(key)).length;
      return {
        row,
        order,
        score: keywordScore(phrase, row.keywords) + (covered > 0 ? 2 + covered * 0.01 : 0),
      };
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
  const namedKeys = new Set(centre.named.flatMap((passage) => passage.verses.map((verse) => verse.key)));

  const periods = rank(lib, prophecyPeriods, phrase, namedKeys, (period) => period.texts).slice(0, 2);
  const symbols = rank(lib, prophecySymbols, phrase, namedKeys, (symbol) => symbol.passages).slice(0, 4);
  const parallelIds = new Set(periods.flatMap((period) => period.parallels));
  const parallels = [
    ...parallelSets.filter((set) => parallelIds.has(set.id)),
    ...rank(lib, parallelSets, phrase, namedKeys, (set) => set.passages),
  ]
    .filter((set, index, all) => all.findIndex((other) => other.id === set.id) === index)
    .slice(0, 2);

  // Central verses: the named passages, else the first passage of the best table match, then the word search.
  let central: VerseRecord[] = centre.verses;
  if (centre.named.length === 0) {
    const lead = symbols[0]?.passages[0] ?? periods[0]?.texts[0];
    const leadVerses = lead ? (passageOf(lib, lead)?.verses.slice(0, 3) ?? []) : [];
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
