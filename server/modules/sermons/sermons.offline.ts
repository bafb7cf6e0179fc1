// The Sermon Builder coach from the offline study engine (ai.md §2.4): deterministic, no model, and honest about it.
// Setup: passages for the theme (the engine's own retrieval: named passages, else the best verses for the theme's
// words, then cross references) and the outline template of the chosen style. Stones: the member's saved gems, then
// pairs of related verses set side by side. Bridges: template transitions naming what adjacent stones share.
// Structure: prompts pre-filled from the stones.
import {
  SERMON_LIMITS as L,
  type SermonAudience,
  type SermonGemDto,
  type SermonGuidanceResult,
  type SermonStyle,
} from "@common/schemas/sermons";
import { type SermonContent, stoneFilled } from "@common/domain/sermons";
import { findCentre } from "@server/modules/ai/offline/centre";
import { type Library, passagesIn, verseLabel } from "@server/modules/ai/offline/library";
import { queryTerms, relatedVerses } from "@server/modules/ai/offline/retrieval";
import { contentWords, shorten } from "@server/modules/ai/offline/text";
import type { VerseRecord } from "@server/modules/bible/bible-data.types";
import { coachStoneCount } from "./sermons.prompts";

/** The outline template of each preaching style (ai.md §3.9 styles), our own wording. */
export const styleOutlines: Record<SermonStyle, readonly string[]> = {
  inductive: [
    "Start from an experience the listeners know: a question, a struggle, a scene from daily life.",
    "Walk through the passages as discoveries, letting each stone raise the next question.",
    "Let the listeners reach the principle with you before you name it.",
    "State the principle plainly and show Christ as its fulfilment.",
    "Close with how the principle changes this week's experience.",
  ],
  deductive: [
    "State the main principle in one sentence at the start.",
    "Prove it from Scripture: each stone is one support, with its passage.",
    "Answer the strongest objection or misunderstanding.",
    "Show the principle met in Christ.",
    "Apply it: what the listeners will believe, feel and do.",
  ],
  narrative: [
    "Set the scene: place, people and what is at stake.",
    "Tell the story in movements, one stone per turn of the plot.",
    "Slow down at the crisis, where the story could go either way.",
    "Show the turning point and how it points to Christ.",
    "Step out of the story: invite the listeners to see themselves in it.",
  ],
  expository: [
    "Introduce the passage: its setting, author and place in the book.",
    "Move through the passage verse by verse, drawing one stone from each section.",
    "Explain key words and the flow of the argument as they come.",
    "Show where the passage leads to Christ.",
    "Apply the passage's own point to today.",
  ],
  topical: [
    "Define the theme and why it matters to these listeners.",
    "Gather the theme from several books: one stone per passage or angle.",
    "Put the passages in an order that builds: problem, promise, provision.",
    "Show Christ as the centre where the passages meet.",
    "Apply the theme in one practical step.",
  ],
};

const audienceNotes: Record<SermonAudience, string> = {
  general: "For a mixed congregation: one illustration for the young and one for the old.",
  youth: "For youth: start where they live (school, friends, screens) and leave room for questions.",
  children: "For children: one picture per stone, short sentences, and something they can do today.",
  seekers: "For seekers: explain church words, read every passage aloud, and make no assumptions.",
};

const themeWords = (content: SermonContent) => shorten(content.themePassage.trim(), 80);

/** The passages for a theme: the named passages' key verses, else the best verses for its words, then related ones. */
export function themeVerses(lib: Library, theme: string, count: number): VerseRecord[] {
  const centre = findCentre(lib, theme, queryTerms(theme), Math.min(count, 5));
  const related = relatedVerses(lib, centre.verses, Math.max(0, count - centre.verses.length));
  return [...centre.verses, ...related].slice(0, count);
}

export function offlineSetup(lib: Library, content: SermonContent): SermonGuidanceResult["setup"] {
  const theme = themeWords(content);
  const named = passagesIn(lib, content.themePassage).filter((passage) => passage.verses.length > 0);
  const keyPassages = [
    ...named.map((passage) => passage.label),
    ...themeVerses(lib, content.themePassage, 8).map(verseLabel),
  ].filter((label, index, all) => all.indexOf(label) === index);
  const first = keyPassages[0] ?? "the main passage";
  return {
    angles: [
      `What it shows about God: read ${first} beside your theme ("${theme}") and ask what it reveals of His character.`,
      `What it asks of the listener: which response do the passages on "${theme}" call for, and what stands in the way?`,
      `Where it meets Christ: which of these passages is fulfilled or pictured in Jesus (Luke 24:27), and how?`,
    ],
    keyPassages: keyPassages.slice(0, 8),
    outlineIdeas: [...styleOutlines[content.style], audienceNotes[content.audience]],
  };
}

const sameText = (a: string, b: string) =>
  a.trim().toLowerCase().replace(/\s+/g, " ") === b.trim().toLowerCase().replace(/\s+/g, " ");

export function offlineStones(
  lib: Library,
  content: SermonContent,
  gems: readonly SermonGemDto[],
): SermonGuidanceResult["stones"] {
  const existing = content.stones.map((stone) => stone.insight).filter((insight) => insight.trim() !== "");
  const cited = new Set(
    content.stones.flatMap((stone) => passagesIn(lib, stone.passages).map((p) => p.label)),
  );
  const options: SermonGuidanceResult["stones"]["stones"] = [];
  const add = (insight: string, passages: string[]) => {
    const text = shorten(insight.trim(), L.insightMax);
    if (text.length < L.insightMin) return;
    if (existing.some((stone) => sameText(stone, text)) || options.some((o) => sameText(o.insight, text)))
      return;
    options.push({ insight: text, passages });
  };
  for (const gem of gems) {
    if (options.length >= coachStoneCount) break;
    add(gem.truth, gem.texts.slice(0, 4));
  }
  const used = new Set<number>();
  for (const verse of themeVerses(lib, content.themePassage, 10)) {
    if (options.length >= coachStoneCount) break;
    if (used.has(verse.key) || cited.has(verseLabel(verse))) continue;
    const partner = relatedVerses(lib, [verse], 6).find(
      (each) => !used.has(each.key) && !cited.has(verseLabel(each)),
    );
    used.add(verse.key);
    if (!partner) continue;
    used.add(partner.key);
    add(
      `Set ${verseLabel(verse)} ("${shorten(verse.plain, 140)}") beside ${verseLabel(partner)} ("${shorten(partner.plain, 140)}"). What do the two together say about ${themeWords(content)} that neither says alone?`,
      [verseLabel(verse), verseLabel(partner)],
    );
  }
  return { stones: options };
}

const stoneGist = (insight: string) => `"${shorten(insight.trim().replace(/\s+/g, " "), 90)}"`;

export function offlineBridges(content: SermonContent): SermonGuidanceResult["bridges"] {
  const bridges: SermonGuidanceResult["bridges"]["bridges"] = [];
  for (let index = 0; index < L.stoneCount - 1; index += 1) {
    const from = content.stones[index];
    const to = content.stones[index + 1];
    if (!from || !to || !stoneFilled(from) || !stoneFilled(to)) continue;
    const next = new Set(contentWords(to.insight));
    const shared = contentWords(from.insight).filter((word) => next.has(word) && word.length > 2);
    const text =
      shared.length > 0
        ? `Both stones speak of "${shared.slice(0, 2).join('" and "')}". Having seen ${stoneGist(from.insight)}, ask what that same ${shared[0]} means in the next stone: ${stoneGist(to.insight)}`
        : `These two stones share no word, so name the thread yourself: how does ${stoneGist(from.insight)} prepare the listeners for ${stoneGist(to.insight)}? Say it as a question the next stone answers.`;
    bridges.push({ fromStone: index + 1, toStone: index + 2, text: shorten(text, L.bridgeMax) });
  }
  return { bridges };
}

export function offlineStructure(content: SermonContent): SermonGuidanceResult["structure"] {
  const stones = content.stones.map((stone) => stone.insight.trim());
  const gist = (index: number) => (stones[index] ? stoneGist(stones[index]) : `stone ${index + 1}`);
  const theme = themeWords(content);
  return {
    opening: `In the first two minutes, raise the question that ${gist(0)} answers: a short scene or a question about ${theme} the listeners already feel.`,
    risingAction: `Let the tension grow from ${gist(1)} through ${gist(2)} to ${gist(3)}: each stone should make the question sharper, not settle it yet.`,
    climax: `Bring ${gist(4)} to the moment where Christ is seen: what does He do or say that changes how the listeners see ${theme}?`,
    resolution: `Tie the stones together: say in one or two sentences what the whole sermon has shown about ${theme}.`,
    callToAction: `Name one concrete step for this week that follows from ${gist(4)}: who, what, and when.`,
  };
}
