// The verse assistant's Ask offline (ai.md §2.4, §3.12, §4.14): the verse quoted with its context first, the verses
// of its chapter that use the question's words, the lens (a room's method, or a principle from the palace's tables
// with its room), related passages from the cross references, Strong's entries, our Christ-line for the chapter when
// we have one; the direct answer itself is "Not available offline", with study questions.
import type { assistantOptions } from "@common/schemas/ai";
import type { VerseRecord } from "@server/modules/bible/bible-data.types";
import { chapterVerses } from "@server/modules/bible/bible-data";
import type { z } from "zod";
import { christLineFor, findCentre } from "../centre";
import { chapterLabel, type Library, passagesIn, verseLabel } from "../library";
import {
  Draft,
  deliverableForm,
  heading,
  methodApplied,
  notAvailable,
  quoteVerses,
  relatedLine,
  roomIntro,
  studyQuestionList,
  wordStudyLines,
} from "../markdown";
import { keyVersesOf, queryTerms, relatedVerses, scoreVerse, termValues } from "../retrieval";
import { pickRooms } from "../room-picker";
import { contentWords } from "../text";
import type { OfflineAnswer } from "../types";
import { wordStudies } from "../word-study";
import { christLine } from "./christ-line";
import { principleLines, resolveLens } from "./lens";

type Options = z.output<(typeof assistantOptions)["verse_assistant"]>;

/** Verses either side of the verse that the answer quotes as its context. */
const CONTEXT = 2;

export function answerVerseAssistant(lib: Library, message: string, options: Options): OfflineAnswer {
  const terms = queryTerms(message);
  const passage = passagesIn(lib, options.reference).find((found) => found.verses.length > 0);
  const centre = passage
    ? { verses: keyVersesOf(lib, passage.verses, terms, 3), label: passage.label }
    : findCentre(lib, message, terms, 2);
  const first = centre.verses[0];
  const draft = new Draft();
  if (!passage)
    draft.add(
      `The reference "${options.reference}" could not be read, so this answer starts from your question instead.`,
    );
  if (!first) {
    return draft
      .add(notAvailable("An answer to this question", studyQuestionList("passage", "the verse", 3)))
      .answer();
  }
  const reference = centre.label ?? verseLabel(first);
  const chapter = chapterVerses(lib.kjv, first.bookNumber, first.chapter);
  const centralKeys = new Set(centre.verses.map((verse) => verse.key));
  const last = centre.verses[centre.verses.length - 1] as VerseRecord;
  const context = chapter.filter(
    (verse) =>
      !centralKeys.has(verse.key) &&
      verse.verse >= first.verse - CONTEXT &&
      verse.verse <= last.verse + CONTEXT &&
      verse.chapter === first.chapter,
  );
  const values = termValues(lib, terms);
  const shown = new Set([...centralKeys, ...context.map((verse) => verse.key)]);
  const echoes = chapter
    .filter((verse) => !shown.has(verse.key))
    .map((verse) => ({ verse, score: scoreVerse(verse, values) }))
    .filter(({ score }) => score > 0)
    .sort((a, b) => b.score - a.score || a.verse.verse - b.verse.verse)
    .slice(0, 3)
    .map(({ verse }) => verse)
    .sort((a, b) => a.verse - b.verse);
  const related = relatedVerses(lib, centre.verses, 5);
  const lens = resolveLens(options.lens);
  const rooms = lens
    ? [lens.room]
    : pickRooms({
        question: message,
        verses: centre.verses.map((verse) => verse.plain).join(" "),
        max: 2,
        fallback: ["or", "cec"],
      });
  const studies = wordStudies(lib, first, 2, contentWords(message));
  const line = christLineFor(lib, first.bookNumber, first.chapter);
  const christ = line ? christLine(lib, line) : null;

  const lensName = lens ? (lens.kind === "room" ? lens.room.name : lens.name) : null;
  draft.add(heading(3, lensName ? `${reference}: the ${lensName} lens` : reference));
  draft.add(quoteVerses(centre.verses));
  if (context.length > 0) draft.add(heading(4, `In context (${chapterLabel(first)})`), quoteVerses(context));
  if (echoes.length > 0)
    draft.add(
      heading(4, `Verses in ${chapterLabel(first)} that use the words of your question`),
      quoteVerses(echoes),
    );
  if (lens?.kind === "principle")
    draft.add(
      heading(4, `The lens: ${lens.name} (${lens.list.title})`),
      lens.item.refs?.length
        ? `${principleLines(lens.list, lens.item).join("\n")}\n\n(${lens.item.refs.join("; ")})`
        : principleLines(lens.list, lens.item).join("\n"),
    );
  if (options.lens && !lens)
    draft.add(
      `The lens "${options.lens}" is not a room or a principle the palace knows, so the suggested rooms are used instead.`,
    );
  for (const room of rooms) draft.add(roomIntro(room), methodApplied(room, reference, Boolean(lens)));
  if (lens) draft.add(deliverableForm(lens.room, reference, related.slice(0, 2).map(verseLabel)));
  if (christ) draft.add(heading(4, "Christ in this chapter (CEC)"), christ.text);
  if (related.length > 0) draft.add(heading(4, "Related passages"), related.map(relatedLine).join("\n"));
  if (studies.length > 0) draft.add(heading(4, "Key words (Strong's)"), wordStudyLines(studies));
  draft.add(
    heading(4, "Your question"),
    notAvailable("A direct answer", studyQuestionList("setting", reference)),
  );
  return draft
    .passages(reference, ...centre.verses.map(verseLabel), ...echoes.map(verseLabel))
    .passages(
      ...(christ?.passages ?? []),
      ...related.map(verseLabel),
      ...(lens?.kind === "principle" ? (lens.item.refs ?? []) : []),
    )
    .rooms(...rooms)
    .answer();
}
