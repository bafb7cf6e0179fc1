// Critics Analysis from the offline study engine (ai.md §2.4, §3.8 [O]): deterministic, no model. The text is split
// into sentences; the doctrine table's keywords find the topics it touches; each topic gives a claim quoting the
// sentence that matched best (so every quote comes from the text itself), the curated answer and passages, and
// questions to ask. A few plain phrases mark common reasoning problems, each with its sentence as the quote.
import type { CriticsResultDto } from "@common/schemas/critics";
import { doctrines } from "@server/modules/ai/offline/tables/doctrines";
import type { DoctrineEntry } from "@server/modules/ai/offline/tables/types";
import { keywordScore, phraseOf } from "@server/modules/ai/offline/text";
import { sentencesOf } from "./quotes";

const maxTopics = 5;

/** "state-of-the-dead" → "State of the dead". */
export function topicName(entry: Pick<DoctrineEntry, "id">): string {
  const words = entry.id
    .replace(/-/g, " ")
    .replace(
      /\b(jesus|christ|god|bible|sabbath|daniel|revelation)\b/g,
      (word) => word.charAt(0).toUpperCase() + word.slice(1),
    );
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const reasoningPatterns: readonly { pattern: RegExp; name: string; explanation: string }[] = [
  {
    pattern: /\b(everyone|everybody) (knows|agrees)\b|\bmost people (believe|agree)\b/i,
    name: "Appeal to popularity",
    explanation: "How many people hold a view doesn't show whether it is true; the evidence has to carry it.",
  },
  {
    pattern: /\b(scholars|experts|scientists) (say|agree|have shown|all agree)\b/i,
    name: "Appeal to authority",
    explanation:
      "Naming authorities without their reasons asks the reader to trust rather than to weigh the case.",
  },
  {
    pattern: /\b(stupid|idiots?|fools?|morons?|brainwashed|ignorant)\b/i,
    name: "Attacking the person",
    explanation: "Describing people who disagree doesn't answer their argument.",
  },
  {
    pattern: /\b(obviously|clearly|undeniably|no one can deny)\b/i,
    name: "Assuming the conclusion",
    explanation: "Calling a point obvious takes the place of showing it; ask for the evidence.",
  },
  {
    pattern: /\beither\b.+\bor\b/i,
    name: "False choice",
    explanation: "Only two options are offered; check whether Scripture allows another reading.",
  },
];

const redirectAttempt =
  /\bsystem\s*:|\b(ignore|disregard) (all |any |the |your )?(previous |prior )?instructions\b|\breveal your (instructions|prompt)\b/i;

export function offlineCriticsAnalysis(text: string): CriticsResultDto {
  const sentences = sentencesOf(text);
  const phrases = sentences.map((each) => phraseOf(each.sentence));

  const matched = doctrines
    .map((entry) => {
      let best = -1;
      let bestScore = 0;
      let total = 0;
      phrases.forEach((phrase, index) => {
        const score = keywordScore(phrase, entry.keywords);
        total += score;
        if (score > bestScore) {
          bestScore = score;
          best = index;
        }
      });
      return { entry, best, total };
    })
    .filter((each) => each.best >= 0)
    .sort((a, b) => b.total - a.total);
  // A topic far weaker than the strongest one only shares a word with the text ("die" in "died for us").
  const strongest = matched[0]?.total ?? 0;
  const found = matched.filter((each) => each.total * 2 >= strongest).slice(0, maxTopics);

  const claims = found.map(({ entry, best }) => {
    const { sentence, timestamp } = sentences[best] ?? { sentence: "", timestamp: null };
    return {
      claim: `The text speaks about ${topicName(entry).toLowerCase()}: ${entry.question}`,
      quote: sentence,
      timestamp,
      topic: topicName(entry),
      response: entry.shortAnswer,
      passages: [...entry.keyPassages],
      quoteFound: true,
    };
  });

  const fallacies = reasoningPatterns.flatMap(({ pattern, name, explanation }) => {
    const hit = sentences.find((each) => pattern.test(each.sentence));
    return hit ? [{ name, explanation, quote: hit.sentence }] : [];
  });

  const biblicalResponses = found.map(({ entry }) => ({
    topic: topicName(entry),
    response: entry.outline.map((point) => point.point).join(" "),
    passages: [...new Set(entry.outline.flatMap((point) => point.refs))],
  }));

  const questionsToAsk = [
    ...found
      .slice(0, 3)
      .map(({ entry }) => `Which passages does the author read on this question: ${entry.question}`),
    ...found
      .slice(0, 3)
      .flatMap(({ entry }) =>
        entry.keyPassages[0] ? [`How does the author read ${entry.keyPassages[0]} in its context?`] : [],
      ),
    "What does the author take for granted before the argument begins?",
    "Which of these points would the author accept, and where exactly do we part ways?",
  ];

  const topics = found.map(({ entry }) => topicName(entry).toLowerCase());
  const summary =
    topics.length > 0
      ? `The text has ${sentences.length} sentence${sentences.length === 1 ? "" : "s"} and touches on ${topics.join(", ")}. Each claim below quotes the sentence that matched best, with the curated answer and passages for that topic.`
      : `The text has ${sentences.length} sentence${sentences.length === 1 ? "" : "s"}. The offline study engine found none of the doctrine topics it knows in it, so it offers general questions to ask instead.`;

  return {
    stance: "unclear",
    summary,
    claims,
    fallacies,
    biblicalResponses,
    questionsToAsk,
    notes: [
      "Offline study engine: topics were found by keywords, so the stance isn't judged and a claim may touch its topic only in passing. Read each quote in its place in the text.",
      // ai.md §1.7: material that tries to instruct the assistant is analysed as text, and the notes say so.
      ...(redirectAttempt.test(text)
        ? [
            "The text contains lines addressed to an assistant; they were read as part of the material, not followed.",
          ]
        : []),
    ].join(" "),
  };
}
