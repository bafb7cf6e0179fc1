// Culture & Controversy offline (ai.md §2.4, §3.5, §4.7): the topic is matched to the culture table; the answer keeps
// the six sections of the model's analysis as level-2 headings, with "Questions to consider" in place of the
// misunderstandings (they need a judgement the engine cannot make). Section 1 says a current-issue analysis needs the
// AI assistant and lists the matched themes; the Jesus section quotes the Gospel passages; three or four principles
// with their passages; fixed application prompts; a reading plan as next steps. A pasted excerpt is acknowledged,
// never analysed. A topic the table lacks is answered from the verse search (topic words widened with the synonyms).
// A follow-up in the thread gets verses for its own words and questions to consider, without the six sections.
import {
  aiText,
  cultureOfflineQuestionsHeading,
  cultureSections,
  type CultureSectionKey,
} from "@common/constants/ai";
import type { assistantOptions } from "@common/schemas/ai";
import type { VerseRecord } from "@server/modules/bible/bible-data.types";
import type { z } from "zod";
import type { Library } from "../library";
import { verseLabel } from "../library";
import { Draft, bulletList, heading, numberedList, quoteReference, quoteVerses } from "../markdown";
import { GOSPELS, type QueryTerm, asksAboutJesusTeaching, queryTerms, rankVerses } from "../retrieval";
import {
  type CultureTopic,
  cultureGeneralQuestions,
  cultureLivingPrompts,
  cultureTopics,
} from "../tables/culture-topics";
import { keywordScore, keywordWeight, phraseOf, shorten, wordsOf } from "../text";
import type { OfflineAnswer } from "../types";

type Options = z.output<(typeof assistantOptions)["culture_controversy"]>;

/** The model's headings, with the offline stand-in for the misunderstandings. */
const offlineHeading = (key: CultureSectionKey) =>
  key === "misunderstandings"
    ? cultureOfflineQuestionsHeading
    : (cultureSections.find((section) => section.key === key)?.heading ?? key);

/** The six offline headings, in order (ai.md §2.4). */
export const cultureOfflineHeadings = cultureSections.map((section) => offlineHeading(section.key));

/** The best topic for a text (its title or keywords), ties in table order; null when none matches. */
export function matchCultureTopic(text: string): CultureTopic | null {
  const phrase = phraseOf(text);
  let best: { topic: CultureTopic; score: number } | null = null;
  for (const topic of cultureTopics) {
    const score = keywordScore(phrase, topic.keywords) + 2 * keywordWeight(phrase, topic.title);
    if (score > 0 && (!best || score > best.score)) best = { topic, score };
  }
  return best?.topic ?? null;
}

/** The text's own words and synonyms, and the words the King James text uses for the topic's ideas. */
function termsFor(text: string, topic: CultureTopic | null): QueryTerm[] {
  const terms = queryTerms(text);
  const known = new Set(terms.map((term) => term.word));
  for (const phrase of topic?.kjvWords ?? [])
    for (const word of wordsOf(phrase))
      if (!known.has(word)) {
        known.add(word);
        terms.push({ word, weight: 0.5 });
      }
  return terms;
}

/** The pasted excerpt, acknowledged and not analysed (ai.md §2.4); its label is shown as the text it is. */
function excerptNote(options: Options): string | null {
  const excerpt = options.excerpt?.trim() ?? "";
  const label = options.sourceLabel?.trim().replace(/`/g, "") ?? "";
  if (!excerpt && !label) return null;
  const what = excerpt
    ? `You pasted an excerpt (${excerpt.length.toLocaleString("en-US")} characters)`
    : "You named a source";
  const source = label ? ` from \`${shorten(label, 120)}\`` : "";
  return `*${what}${source}. The offline study engine keeps it with this analysis but does not analyse it or open any link: read it again with the principles below in mind.*`;
}

const fill = (template: string, topic: string) => template.replaceAll("{topic}", topic);

/** A reading plan over the passages, one a day, as the next steps (ai.md §2.4). */
function readingPlan(references: readonly string[]): string {
  const days = [...new Set(references)]
    .slice(0, 7)
    .map((reference, index) => `Day ${index + 1}: ${reference}`);
  return [
    "A reading plan for the coming week:",
    bulletList(days),
    "",
    "Then write down one thing you will do differently, and talk it over with someone who sees this issue another way.",
  ].join("\n");
}

function analyseTopic(lib: Library, topic: CultureTopic, options: Options): OfflineAnswer {
  const draft = new Draft();
  const jesus = topic.jesus
    .map((item) => ({ item, quote: quoteReference(lib, item.ref, 3) }))
    .filter((entry) => entry.quote !== null);
  const principles = topic.principles.map((principle) => ({
    principle,
    quotes: principle.refs.map((ref) => quoteReference(lib, ref, 2)).filter((quote) => quote !== null),
  }));

  draft.add(
    heading(2, offlineHeading("issue")),
    `**An analysis of the current debate: ${aiText.notAvailableOffline}.** Weighing today's arguments, events and claims needs the AI assistant; the offline study engine gathers what Scripture and our study notes say about ${topic.title.toLowerCase()}.`,
    topic.care ? `*${topic.care}*` : null,
    excerptNote(options),
    `**Themes this topic touches**\n\n${bulletList(topic.themes)}`,
    `**Concerns people bring to it**\n\n${bulletList(topic.concerns)}`,
    heading(2, offlineHeading("jesus")),
  );
  for (const { item, quote } of jesus) draft.add(`**${item.note}**`, quote?.text);
  draft.add(heading(2, offlineHeading("principles")));
  principles.forEach(({ principle, quotes }, index) => {
    draft.add(
      `**${index + 1}. ${principle.statement}** (${principle.refs.join("; ")})`,
      quotes.map((quote) => quote.text).join("\n>\n"),
    );
  });
  draft.add(
    heading(2, offlineHeading("living")),
    numberedList(cultureLivingPrompts.map((prompt) => fill(prompt, topic.title.toLowerCase()))),
    heading(2, offlineHeading("misunderstandings")),
    `Naming the misunderstandings on each side needs judgement the offline study engine can't make. Work through these instead:\n\n${numberedList(topic.questions)}`,
    heading(2, offlineHeading("next_steps")),
    readingPlan([
      ...jesus.map(({ quote }) => quote?.label ?? ""),
      ...principles.flatMap(({ quotes }) => quotes.map((quote) => quote.label)),
    ]),
  );
  return draft
    .passages(...jesus.map(({ quote }) => quote?.label ?? ""))
    .passages(...principles.flatMap(({ quotes }) => quotes.map((quote) => quote.label)))
    .answer();
}

/** A topic the table lacks: the verse search stands in for the curated passages, and says so. */
function analyseUnmatched(lib: Library, message: string, options: Options): OfflineAnswer {
  const terms = termsFor(message, null);
  const gospel = rankVerses(lib, terms, { books: GOSPELS, limit: 3 });
  const gospelKeys = new Set(gospel.map((verse) => verse.key));
  const wider = rankVerses(lib, terms, { limit: 8 })
    .filter((verse) => !gospelKeys.has(verse.key))
    .slice(0, 4);
  const commandments = quoteReference(lib, "Matthew 22:37-40", 4);
  const draft = new Draft().add(
    heading(2, offlineHeading("issue")),
    `**An analysis of the current debate: ${aiText.notAvailableOffline}.** Weighing today's arguments, events and claims needs the AI assistant. This topic is not one of the topics in our study notes, so the passages below come from a search of the King James text for its words.`,
    excerptNote(options),
    heading(2, offlineHeading("jesus")),
  );
  if (gospel.length > 0) draft.add("Gospel verses that use the words of your topic:", quoteVerses(gospel));
  draft.add(
    "Jesus summed up the law in two commandments, which bear on every question of how we treat others:",
  );
  draft.add(commandments?.text);
  draft.add(
    heading(2, offlineHeading("principles")),
    `**Principles for this topic: ${aiText.notAvailableOffline}.** Drawing principles for a topic our notes don't cover needs judgement the offline study engine can't make.`,
    wider.length > 0
      ? `Passages to weigh, from the word search:\n\n${quoteVerses(wider)}`
      : 'No verse uses the words of this topic. Try naming it in the words Scripture might use (for example "stranger", "poor" or "peace").',
    heading(2, offlineHeading("living")),
    numberedList(cultureLivingPrompts.map((prompt) => fill(prompt, "this issue"))),
    heading(2, offlineHeading("misunderstandings")),
    numberedList(cultureGeneralQuestions),
    heading(2, offlineHeading("next_steps")),
    readingPlan([
      ...gospel.map(verseLabel),
      ...(commandments ? [commandments.label] : []),
      ...wider.map(verseLabel),
    ]),
  );
  return draft
    .passages(
      ...gospel.map(verseLabel),
      ...(commandments ? [commandments.label] : []),
      ...wider.map(verseLabel),
    )
    .answer();
}

/** A follow-up in an analysis thread: verses for its words, read with the thread's topic, and questions. */
function answerFollowUp(lib: Library, message: string, firstQuestion: string): OfflineAnswer {
  const topic = matchCultureTopic(message) ?? matchCultureTopic(firstQuestion);
  const terms = termsFor(message, topic);
  let verses: VerseRecord[] = asksAboutJesusTeaching(message)
    ? rankVerses(lib, terms, { books: GOSPELS, limit: 4 })
    : [];
  if (verses.length === 0) verses = rankVerses(lib, terms, { limit: 4 });
  const draft = new Draft().add(
    `The offline study engine can't carry on a conversation, so here are passages for your question${topic ? `, read with the topic "${topic.title}"` : ""}, and questions to take further.`,
  );
  draft.add(
    heading(4, "Verses for your question"),
    verses.length > 0
      ? quoteVerses(verses)
      : "No verse uses the words of this question. Try asking it in the words Scripture might use.",
    heading(4, cultureOfflineQuestionsHeading),
    numberedList(topic?.questions ?? cultureGeneralQuestions),
  );
  return draft.passages(...verses.map(verseLabel)).answer();
}

export function answerCulture(
  lib: Library,
  message: string,
  options: Options,
  firstQuestion?: string,
): OfflineAnswer {
  if (firstQuestion !== undefined) return answerFollowUp(lib, message, firstQuestion);
  const topic = matchCultureTopic(message);
  return topic ? analyseTopic(lib, topic, options) : analyseUnmatched(lib, message, options);
}
