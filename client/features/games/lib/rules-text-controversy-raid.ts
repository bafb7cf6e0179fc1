/**
 * Controversy Raid's setup text (games.md §4.7): the two-line summary and the How to play dialog, in our own
 * words. Numbers come from the game rules (common/games/rules.ts), so a changed timer or target shows up here.
 */
import { CARD_GAMES, cardReferencesRequired, cardWordMinimum, CONTROVERSY_RAID } from "@common/games/rules";
import type { GameRulesText } from "./play-rules-text";

const words = (difficulty: "easy" | "normal" | "hard") =>
  cardWordMinimum(CONTROVERSY_RAID.baseWords, difficulty);
const points = CONTROVERSY_RAID.points;

export const controversyRaidRulesText: GameRulesText = {
  summary: [
    `${CONTROVERSY_RAID.rounds} strongholds: diagnose a spiritual problem of our time from Scripture with one warfare card.`,
    `Capture ${CONTROVERSY_RAID.winAt} or more to win the raid.`,
  ],
  howTo: [
    `Each round shows an issue card, a problem of our day in a few sentences, and ${CONTROVERSY_RAID.hand} of the four warfare cards: |GC Great Controversy, ⚖ integrity check, ≅ type and antitype, ∥ parallel. Hover over or focus a card to read its meaning.`,
    `Play ${CONTROVERSY_RAID.pick} card and write a diagnosis of at least ${words("normal")} words on Normal, ${words("easy")} on Easy or ${words("hard")} on Hard. Name the card you played and cite at least ${CONTROVERSY_RAID.baseRefs} Bible reference (${cardReferencesRequired(CONTROVERSY_RAID.baseRefs, "hard")} different ones on Hard).`,
    `A diagnosis that keeps those rules and cites one of the verses that speak most directly to the issue, or uses at least ${CONTROVERSY_RAID.keywordsToCapture} of its key terms, captures the stronghold: ${points.pass} points, and ${points.bestCardBonus} more when your card is one of the best for that issue. One that only keeps the rules scores ${points.partial}; anything else scores nothing. After each round the best cards, a model diagnosis and its verses are shown.`,
    `Copying an earlier answer is refused. New prompt swaps the issue ${CARD_GAMES.redealsPerRun} times a run; Easy can show ${CARD_GAMES.suggestionVerses} suggested verses, and Hard gives each round ${CONTROVERSY_RAID.hardSeconds / 60} minutes.`,
  ],
  why: {
    text: "The weapons of our warfare are mighty through God to pull down strongholds.",
    ref: "2 Cor 10:4",
  },
};
