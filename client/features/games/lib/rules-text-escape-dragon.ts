/**
 * Escape the Dragon's setup text (games.md §4.8): the two-line summary and the How to play dialog, in our own words.
 * Every number comes from common/games/rules.ts.
 */
import { CARD_GAMES, cardWordMinimum, ESCAPE_DRAGON } from "@common/games/rules";
import type { GameRulesText } from "./play-rules-text";

const clock = (seconds: number | null) =>
  seconds === null ? "no clock" : `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;

export const escapeDragonRulesText: GameRulesText = {
  summary: [
    `Survive ${ESCAPE_DRAGON.attacks} attacks of the dragon with ${ESCAPE_DRAGON.lives} lives.`,
    `Answer each attack with ${ESCAPE_DRAGON.pick} defence cards and a written defence from Scripture.`,
  ],
  howTo: [
    `You hold ${ESCAPE_DRAGON.hand} cards from a defence deck of nine: Earth now, Earth future, the Great Controversy, Time Prophecy and Sanctuary walls, the integrity check ⚖, the altar, the lampstand and the ark. Hover over or focus a card to read its meaning.`,
    `Each attack, pick exactly ${ESCAPE_DRAGON.pick} cards and write a defence that names both and cites at least one verse: ${ESCAPE_DRAGON.baseWords} words on Normal, ${cardWordMinimum(ESCAPE_DRAGON.baseWords, "easy")} on Easy, ${cardWordMinimum(ESCAPE_DRAGON.baseWords, "hard")} and two different verses on Hard. The cards you play are replaced from the deck.`,
    `A defence that plays one of the cards that answer this attack best and stands on one of its key verses (or uses at least ${ESCAPE_DRAGON.keywordsToDefend} of its key words) repels it for ${ESCAPE_DRAGON.points.pass}. Only one of the two still holds your ground for ${ESCAPE_DRAGON.points.partial}. Otherwise, or when a card goes unnamed, a verse does not exist or the words fall short, the attack breaks through and a heart turns grey.`,
    `Each attack has ${clock(ESCAPE_DRAGON.seconds.normal)} on Normal and ${clock(ESCAPE_DRAGON.seconds.hard)} on Hard (Easy has ${clock(ESCAPE_DRAGON.seconds.easy)}); a silent attack costs a life. You may ask for a new attack ${CARD_GAMES.redealsPerRun} times a run, and Easy can show ${CARD_GAMES.suggestionVerses} key verses. Copying an earlier answer is refused.`,
    `Survive all ${ESCAPE_DRAGON.attacks} for REMNANT VICTORY and ${ESCAPE_DRAGON.lifeBonus} more points per heart left (${ESCAPE_DRAGON.maxScore} at most). Lose every heart and the dragon wins.`,
  ],
  why: {
    text: "The dragon makes war with the remnant that keep the commandments of God and have the testimony of Jesus.",
    ref: "Rev 12:17",
  },
};
