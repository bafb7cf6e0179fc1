/**
 * Time Zone Invasion's setup text (games.md §4.4): the two-line summary and the How to play dialog, in our own
 * words. Numbers come from the game rules (common/games/rules.ts), so a changed timer or target shows up here.
 */
import { CARD_GAMES, cardWordMinimum, TIME_ZONE_INVASION } from "@common/games/rules";
import type { GameRulesText } from "./play-rules-text";

const words = (difficulty: "easy" | "normal" | "hard") =>
  cardWordMinimum(TIME_ZONE_INVASION.baseWords, difficulty);

export const timeZoneInvasionRulesText: GameRulesText = {
  summary: [
    `Place ${TIME_ZONE_INVASION.verses} prophetic verses in their time zones: heaven or earth; past, now or future.`,
    `Defend each placement in writing and score ${TIME_ZONE_INVASION.target} of ${TIME_ZONE_INVASION.maxScore} to repel the invasion.`,
  ],
  howTo: [
    "Each verse is shown with its KJV text. The six zone cards are H-Pa, H-Now and H-Fu (heaven past, now and future) and E-Pa, E-Now and E-Fu (earth past, now and future). Hover over or focus a card to read its meaning.",
    `Pick exactly ${TIME_ZONE_INVASION.pick.normal[0]} zones (${TIME_ZONE_INVASION.pick.easy[0]} or ${TIME_ZONE_INVASION.pick.easy[1]} on Easy) and explain your placement in at least ${words("normal")} words on Normal, ${words("easy")} on Easy or ${words("hard")} on Hard, naming every zone you chose by its code or its name.`,
    `When every zone you chose is one the verse can rightly be placed in, you score ${TIME_ZONE_INVASION.points.pass}; one right zone of two scores ${TIME_ZONE_INVASION.points.partial}; none scores nothing. An explanation that leaves a chosen zone unnamed or falls short of the word count scores nothing. After each verse the zones that fit, a model explanation and its verses are shown.`,
    `Copying an earlier answer is refused. New prompt swaps the verse ${CARD_GAMES.redealsPerRun} times a run; Easy can show ${CARD_GAMES.suggestionVerses} verses that share a zone with it, and Hard gives each verse ${TIME_ZONE_INVASION.hardSeconds / 60} minutes and asks for ${TIME_ZONE_INVASION.hardSupportingRefs} more reference that supports your placement.`,
  ],
  why: {
    text: "The prophets searched what time the Spirit of Christ in them was pointing to.",
    ref: "1 Pet 1:10-11",
  },
};
