// Phototheology GPT offline (ai.md §2.4, §3.1, §4.3): a study guide — central verses quoted, related passages,
// one to three rooms with their core question and method steps turned on the passage, the room's deliverable to fill
// in, Strong's entries, our Christ-line for the chapter when we have one, and one exercise.
import { roomById } from "@common/content/palace";
import type { RoomId } from "@common/content/palace/types";
import type { assistantOptions } from "@common/schemas/ai";
import type { z } from "zod";
import { christLineFor, findCentre } from "../centre";
import type { Library } from "../library";
import { verseLabel } from "../library";
import {
  Draft,
  deliverableForm,
  heading,
  methodApplied,
  quoteVerses,
  relatedLine,
  roomIntro,
  studyQuestionList,
  wordStudyLines,
} from "../markdown";
import { queryTerms, relatedVerses } from "../retrieval";
import { pickRooms } from "../room-picker";
import { contentWords } from "../text";
import type { OfflineAnswer } from "../types";
import { wordStudies } from "../word-study";
import { christLine } from "./christ-line";

type Options = z.output<(typeof assistantOptions)["phototheology"]>;

const DEPTH = {
  quick: { central: 2, related: 3, rooms: 1, words: 1, substeps: false },
  standard: { central: 3, related: 5, rooms: 2, words: 2, substeps: false },
  deep: { central: 5, related: 8, rooms: 3, words: 3, substeps: true },
} as const;

/** When no room's words overlap: read what is there, then look for Christ in it, then the five dimensions. */
const FALLBACK_ROOMS: readonly RoomId[] = ["or", "cec", "dr"];

export function answerPhototheology(lib: Library, message: string, options: Options): OfflineAnswer {
  const depth = DEPTH[options.depth];
  const terms = queryTerms(message);
  const centre = findCentre(lib, message, terms, depth.central);
  const draft = new Draft();
  const first = centre.verses[0];
  if (!first) {
    return draft
      .add(
        heading(3, "Study guide"),
        'The offline study engine found no verse that uses the words of this question. Try naming a passage (for example "Ruth 4" or "Psalm 23:1") or a Bible word such as "laver", "covenant" or "shepherd".',
      )
      .rooms(...FALLBACK_ROOMS.slice(0, depth.rooms).map(roomById))
      .answer();
  }
  const reference = centre.label ?? verseLabel(first);
  const related = relatedVerses(lib, centre.verses, depth.related);
  const line = christLineFor(lib, first.bookNumber, first.chapter);
  const rooms = pickRooms({
    question: message,
    verses: centre.verses.map((verse) => verse.plain).join(" "),
    max: depth.rooms,
    first: options.focusRoom === "auto" ? [] : [options.focusRoom],
    // A chapter with our Christ-line suggests CEC; a question about Christ in it, all the more.
    bonus: line ? { cec: /\b(christ|jesus|messiah|saviou?r)\b/i.test(message) ? 6 : 2 } : {},
    fallback: FALLBACK_ROOMS,
  });
  const studies = wordStudies(lib, first, depth.words, contentWords(message));
  const candidates = related.slice(0, 2).map(verseLabel);

  draft.add(
    heading(3, `Study guide: ${reference}`),
    heading(4, "Central verses"),
    quoteVerses(centre.verses),
  );
  const christ = line ? christLine(lib, line) : null;
  if (christ) draft.add(heading(4, "Christ in this chapter (CEC)"), christ.text);
  if (related.length > 0) draft.add(heading(4, "Related passages"), related.map(relatedLine).join("\n"));
  draft.add(heading(4, rooms.length > 1 ? "Rooms to try" : "A room to try"));
  for (const room of rooms)
    draft.add(
      roomIntro(room),
      methodApplied(room, reference, depth.substeps),
      deliverableForm(room, reference, candidates),
    );
  if (studies.length > 0) draft.add(heading(4, "Key words (Strong's)"), wordStudyLines(studies));
  const room = rooms[0];
  draft.add(
    heading(4, "Exercise for the next 24 hours"),
    room
      ? `Fill in the ${room.name} form above for ${reference}, then read ${candidates[0] ?? reference} and write one sentence on what it adds.`
      : studyQuestionList("passage", reference, 1),
    heading(4, "Questions to take further"),
    studyQuestionList("passage", reference, options.depth === "quick" ? 2 : 3),
  );
  return draft
    .passages(...(centre.named.length > 0 ? centre.named.map((passage) => passage.label) : []))
    .passages(...centre.verses.map(verseLabel), ...(christ?.passages ?? []), ...related.map(verseLabel))
    .rooms(...rooms)
    .answer();
}
