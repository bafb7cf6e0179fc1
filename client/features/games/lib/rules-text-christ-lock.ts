/**
 * Christ Lock's setup text (games.md §4.6): the two-line summary and the How to play dialog, in our own words.
 * Every number comes from common/games/rules.ts.
 */
import { CARD_GAMES, cardWordMinimum, CHRIST_LOCK } from "@common/games/rules";
import type { GameRulesText } from "./play-rules-text";

const cards = CHRIST_LOCK.cards.length;
const unusedDraws = CHRIST_LOCK.maxDraws - cards;

export const christLockRulesText: GameRulesText = {
  summary: [
    `Win the ${cards} Christ cards ${CHRIST_LOCK.cards.join(", ")} by showing how Old Testament verses reveal Jesus.`,
    `Lock all ${cards} within ${CHRIST_LOCK.maxDraws} draws and the lock opens.`,
  ],
  howTo: [
    `Each draw deals one Christ card you have not locked yet and one Old Testament verse, printed in the KJV. Hover over or focus the card to read its meaning.`,
    `Write one paragraph on how the verse points to Jesus: ${CHRIST_LOCK.baseWords} words on Normal, ${cardWordMinimum(CHRIST_LOCK.baseWords, "easy")} on Easy, ${cardWordMinimum(CHRIST_LOCK.baseWords, "hard")} on Hard. Name Him (Jesus, Christ, the Messiah or one of His titles), or the draw fails.`,
    "Your card asks for one thing more: 2D, a title of Christ such as Lamb of God or Son of Man; |LC, a reference from Matthew, Mark, Luke or John; ⊙, any New Testament reference.",
    `The paragraph must also meet the verse where it is fulfilled: cite a New Testament fulfilment of it, or use at least ${CHRIST_LOCK.keywordsNeeded} of the verse's key words. Doing both what the card asks and this locks the card for ${CHRIST_LOCK.pass} points, ${CHRIST_LOCK.pass + CHRIST_LOCK.fulfilmentBonus} when you cited one of our curated fulfilments. Only one of the two earns ${CHRIST_LOCK.partial} and the card stays open. A reference that does not exist, or a copy of an earlier answer, scores nothing.`,
    `You may ask for a new verse ${CARD_GAMES.redealsPerRun} times a run without using a draw; Easy can show ${CARD_GAMES.suggestionVerses} fulfilling verses, and Hard gives each draw ${CHRIST_LOCK.hardSeconds / 60} minutes. Open the lock early and every unused draw adds ${CHRIST_LOCK.unusedDrawBonus} (up to ${unusedDraws * CHRIST_LOCK.unusedDrawBonus}).`,
  ],
  why: {
    text: "And beginning at Moses and all the prophets, he expounded unto them in all the scriptures the things concerning himself.",
    ref: "Luke 24:27",
  },
};
