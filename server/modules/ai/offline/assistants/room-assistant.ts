// The room assistant's Ask tab offline (ai.md §2.4, §3.12, §4.14): the question answered with this room's method —
// the passage (named, or found from the question's words, or the room's own example), the method steps turned on it,
// the room's deliverable to fill in, its pitfalls, the closest worked example from the room's curated pool, related
// passages and Strong's entries. Rooms: this room only.
import { roomById } from "@common/content/palace";
import type { Room } from "@common/content/palace/types";
import type { assistantOptions } from "@common/schemas/ai";
import type { VerseRecord } from "@server/modules/bible/bible-data.types";
import type { z } from "zod";
import { BOOK_NAME_WORDS, findCentre } from "../centre";
import { type Library, passageOf, verseLabel } from "../library";
import {
  Draft,
  bulletList,
  deliverableForm,
  heading,
  methodApplied,
  quoteVerses,
  relatedLine,
  roomIntro,
  wordStudyLines,
} from "../markdown";
import { keyVersesOf, queryTerms, relatedVerses } from "../retrieval";
import { baseSet, contentWords, phraseOf, wordsOf } from "../text";
import type { OfflineAnswer } from "../types";
import { wordStudies } from "../word-study";

type Options = z.output<(typeof assistantOptions)["room_assistant"]>;

type Example = { refs: readonly string[]; body: string };

/**
 * The room's worked example closest to the question — a book the question names counts most, then shared words —
 * else its lead example; ties in pool order. `namesBook`: the question names the book of the example's passage.
 */
function closestExample(room: Room, message: string): { example: Example; namesBook: boolean } {
  const bag = baseSet(phraseOf(message));
  let best = { example: room.example as Example, score: 0, namesBook: false };
  for (const example of [room.example, ...room.examplePool]) {
    const books = wordsOf(example.refs.join(" ")).filter(
      (word) => BOOK_NAME_WORDS.has(word) && bag.has(word),
    );
    const words = new Set(wordsOf(example.body));
    const score = 3 * books.length + [...bag].filter((word) => words.has(word)).length;
    if (score > best.score) best = { example, score, namesBook: books.length > 0 };
  }
  return best;
}

export function answerRoomAssistant(lib: Library, message: string, options: Options): OfflineAnswer {
  const room = roomById(options.roomId);
  const terms = queryTerms(message);
  const centre = findCentre(lib, message, terms, 3);
  const { example, namesBook } = closestExample(room, message);
  let central: VerseRecord[] = centre.verses;
  let reference = centre.label ?? (central[0] ? verseLabel(central[0]) : null);
  // No passage named, but the question names the book of one of the room's examples ("the story of Jonah"), or
  // nothing matched at all: the example's passage.
  if (centre.named.length === 0 && (namesBook || central.length === 0)) {
    const passage = example.refs[0] ? passageOf(lib, example.refs[0]) : undefined;
    const topical = terms.filter((term) => !BOOK_NAME_WORDS.has(term.word));
    central = passage ? keyVersesOf(lib, passage.verses, topical, 3) : [];
    reference = passage?.label ?? null;
  }
  const related = relatedVerses(lib, central, 4);
  const first = central[0];
  const studies = first ? wordStudies(lib, first, 2, contentWords(message)) : [];
  const target = reference ?? "your passage";

  const draft = new Draft().add(heading(3, `${room.name} (${room.tag}): ${target}`), roomIntro(room));
  if (central.length > 0) draft.add(heading(4, "The passage"), quoteVerses(central));
  draft.add(
    heading(4, "The method, step by step"),
    methodApplied(room, target, true),
    heading(4, "Your turn: the room's deliverable"),
    deliverableForm(room, target, related.slice(0, 2).map(verseLabel)),
    heading(4, "Pitfalls to avoid"),
    bulletList(room.pitfalls.slice(0, 3)),
    heading(4, `A worked example (${example.refs.join("; ")})`),
    example.body,
  );
  if (related.length > 0) draft.add(heading(4, "Related passages"), related.map(relatedLine).join("\n"));
  if (studies.length > 0) draft.add(heading(4, "Key words (Strong's)"), wordStudyLines(studies));
  return draft
    .passages(...centre.named.map((passage) => passage.label), ...central.map(verseLabel))
    .passages(...example.refs, ...related.map(verseLabel))
    .rooms(room)
    .answer();
}
