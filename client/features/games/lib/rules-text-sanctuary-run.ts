/**
 * Sanctuary Run's setup text (games.md §4.3): the two-line summary and the How to play dialog, in our own words.
 * Every number comes from common/games/rules.ts.
 */
import { CARD_GAMES, cardWordMinimum, SANCTUARY_RUN } from "@common/games/rules";
import type { GameRulesText } from "./play-rules-text";

const { articles } = SANCTUARY_RUN;

export const sanctuaryRunRulesText: GameRulesText = {
  summary: [
    "Tell the gospel as one walk through the sanctuary, article by article, in the order dealt.",
    `Win ${SANCTUARY_RUN.passesToWin} rounds of ${SANCTUARY_RUN.maxRounds}.`,
  ],
  howTo: [
    `Each round deals a path of ${articles.easy}, ${articles.normal} or ${articles.hard} of the eight articles (Easy, Normal, Hard), always in the sanctuary's own order: gate, altar of burnt offering, laver, table of showbread, lampstand, altar of incense, veil, ark. Hover over or focus an article to read its meaning.`,
    `Write one story that walks the path: name every article (its name or a word for it, such as cross for the altar or baptism for the laver) and mention them first in the order of the path. Write at least ${SANCTUARY_RUN.baseWords} words on Normal, ${cardWordMinimum(SANCTUARY_RUN.baseWords, "easy")} on Easy, ${cardWordMinimum(SANCTUARY_RUN.baseWords, "hard")} on Hard, and cite ${SANCTUARY_RUN.easyReferences} verse on Easy or one different verse per article on Normal and Hard.`,
    `A walk that does all of it scores ${SANCTUARY_RUN.pass}, and ${SANCTUARY_RUN.curatedBonus} more for each article whose verse is one of our curated verses for it. Every article named with enough words, but out of order or short of verses, scores ${SANCTUARY_RUN.partial}. A missing article, a short story, a reference that does not exist or a copy of an earlier answer scores nothing.`,
    `You may ask for a new path ${CARD_GAMES.redealsPerRun} times a run; Easy can show ${CARD_GAMES.suggestionVerses} curated verses, and Hard gives each round ${SANCTUARY_RUN.hardSeconds / 60} minutes. After each round a model walk (or each article's verses) is shown.`,
  ],
  why: {
    text: "Thy way, O God, is in the sanctuary: who is so great a God as our God?",
    ref: "Ps 77:13",
  },
};
