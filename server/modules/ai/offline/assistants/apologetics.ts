// Apologetics GPT offline (ai.md §2.4, §3.2, §4.4): the question is matched to the doctrine table; a match gives the
// sections of §3.2 ("Short answer", "The evidence", "Objections and replies", "Saying it with grace"; Short answer
// length: the first and last only) with the key passages quoted. No match: the three closest entries to ask instead,
// the verses that use the question's words, and study questions — never an invented answer.
import type { assistantOptions } from "@common/schemas/ai";
import type { z } from "zod";
import { doctrines } from "../tables/doctrines";
import type { DoctrineEntry } from "../tables/types";
import type { Library } from "../library";
import { verseLabel } from "../library";
import {
  Draft,
  bulletList,
  heading,
  notAvailable,
  quoteReference,
  quoteVerses,
  studyQuestionList,
} from "../markdown";
import { queryTerms, rankVerses } from "../retrieval";
import { baseSet, keywordScore, phraseOf, wordsOf } from "../text";
import type { OfflineAnswer } from "../types";

type Options = z.output<(typeof assistantOptions)["apologetics"]>;

/** How the evidence is introduced for each audience (§4.4: confidence, clarity, honest engagement). */
const AUDIENCE_NOTE = {
  believer: "For a believer: these passages are the footing to stand on with confidence.",
  seeker: "For a seeker: start with what the passages plainly say before any conclusion.",
  skeptic:
    "For a skeptic: take the objections below in their strongest form, and keep what Scripture claims apart from what it proves to someone who does not yet accept it.",
} as const;

/** Entries by how well the question's words match their keywords and question; ties in table order. */
export function rankDoctrines(message: string): { entry: DoctrineEntry; score: number }[] {
  const phrase = phraseOf(message);
  const bag = baseSet(phrase);
  return doctrines
    .map((entry, order) => {
      const questionWords = new Set(wordsOf(entry.question));
      const shared = [...bag].filter((word) => questionWords.has(word)).length;
      return { entry, order, score: keywordScore(phrase, entry.keywords) * 2 + shared * 0.25 };
    })
    .sort((a, b) => b.score - a.score || a.order - b.order);
}

/** A match needs at least one of the entry's keywords (a shared question word alone is not enough). */
const MATCH_SCORE = 2;

function answerEntry(lib: Library, entry: DoctrineEntry, options: Options): OfflineAnswer {
  const draft = new Draft();
  const quoted = entry.keyPassages
    .map((reference) => quoteReference(lib, reference))
    .filter((quote) => quote !== null);
  draft.add(heading(3, entry.question), heading(4, "Short answer"), entry.shortAnswer);
  if (options.length === "full") {
    draft.add(
      heading(4, "The evidence"),
      AUDIENCE_NOTE[options.audience],
      quoted.map((quote) => quote.text).join("\n\n"),
      bulletList(entry.outline.map((line) => `${line.point} (${line.refs.join("; ")})`)),
      heading(4, "Objections and replies"),
      entry.objections
        .map((item) => `- **"${item.objection}"** ${item.reply} (${item.refs.join("; ")})`)
        .join("\n"),
    );
  } else {
    draft.add(quoted.map((quote) => quote.text).join("\n\n"));
  }
  draft.add(
    heading(4, "Saying it with grace"),
    bulletList(entry.gracious),
    `You could say: "${entry.sayIt}"`,
  );
  draft.passages(...quoted.map((quote) => quote.label));
  if (options.length === "full") draft.passages(...entry.outline.flatMap((line) => line.refs));
  return draft.answer();
}

function answerUnmatched(lib: Library, message: string, ranked: { entry: DoctrineEntry }[]): OfflineAnswer {
  const verses = rankVerses(lib, queryTerms(message), { limit: 3 });
  const closest = ranked.slice(0, 3).map(({ entry }) => entry.question);
  const draft = new Draft().add(
    heading(4, "Short answer"),
    notAvailable("An answer to this question", studyQuestionList("apologetics", "")),
    heading(4, "Questions the offline engine can answer"),
    "These are the closest questions in our study notes; ask one of them for a full answer:",
    bulletList(closest),
  );
  if (verses.length > 0)
    draft.add(heading(4, "Verses that use the words of your question"), quoteVerses(verses));
  return draft
    .passages(...verses.map(verseLabel))
    .suggest(closest)
    .answer();
}

export function answerApologetics(lib: Library, message: string, options: Options): OfflineAnswer {
  const ranked = rankDoctrines(message);
  const best = ranked[0];
  if (best && best.score >= MATCH_SCORE) return answerEntry(lib, best.entry, options);
  return answerUnmatched(lib, message, ranked);
}
