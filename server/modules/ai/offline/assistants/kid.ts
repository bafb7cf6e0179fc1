// KidGPT offline (ai.md §2.4, §3.4, §4.6): kids topics only — one simple sentence (a second one for ages 8–12),
// one short KJV verse with its reference, and a "Think about it" question; no rooms. Anything unmatched gets the
// fixed reply "That's a great question to ask a parent or teacher!".
import type { assistantOptions } from "@common/schemas/ai";
import type { z } from "zod";
import { kidsTopics, kidsUnmatched } from "../tables/kids-topics";
import type { KidsTopic } from "../tables/types";
import type { Library } from "../library";
import { Draft, quoteReference } from "../markdown";
import { keywordScore, keywordWeight, phraseOf } from "../text";
import type { OfflineAnswer } from "../types";

type Options = z.output<(typeof assistantOptions)["kid"]>;

/** The best topic for a child's message (its title or keywords), ties in table order; null when none matches. */
export function matchKidsTopic(message: string): KidsTopic | null {
  const phrase = phraseOf(message);
  let best: { topic: KidsTopic; score: number } | null = null;
  for (const topic of kidsTopics) {
    const score = keywordScore(phrase, topic.keywords) + 2 * keywordWeight(phrase, topic.title);
    if (score > 0 && (!best || score > best.score)) best = { topic, score };
  }
  return best?.topic ?? null;
}

export function answerKid(lib: Library, message: string, options: Options): OfflineAnswer {
  const topic = matchKidsTopic(message);
  const verse = topic ? quoteReference(lib, topic.verse, 1) : null;
  if (!topic || !verse) return new Draft().add(kidsUnmatched).answer();
  return new Draft()
    .add(options.ageBand === "4-7" ? topic.sentence : `${topic.sentence} ${topic.more}`)
    .add(verse.text)
    .add(`**Think about it:** ${topic.think}`)
    .passages(verse.label)
    .answer();
}
