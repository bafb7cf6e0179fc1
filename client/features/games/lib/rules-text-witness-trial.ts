/**
 * Witness Trial's setup text (games.md §4.10): the two-line summary and the How to play dialog, in our own words.
 * Every number comes from common/games/rules.ts.
 */
import { CARD_GAMES, cardWordMinimum, WITNESS_TRIAL } from "@common/games/rules";
import type { GameRulesText } from "./play-rules-text";

export const witnessTrialRulesText: GameRulesText = {
  summary: [
    `${WITNESS_TRIAL.trials} trials: answer an objection someone might raise in the street.`,
    `Call all ${WITNESS_TRIAL.dealt} cards you are dealt as witnesses; ${WITNESS_TRIAL.winAt} points win the case.`,
  ],
  howTo: [
    `Each trial deals ${WITNESS_TRIAL.dealt} cards from a deck of twelve: the five dimensions, the four theme walls, the integrity check ⚖, the altar and the ark. There is nothing to pick: every card dealt must be used. Hover over or focus a card to read its meaning.`,
    `Answer the objection in at least ${WITNESS_TRIAL.baseWords} words on Normal (${cardWordMinimum(WITNESS_TRIAL.baseWords, "easy")} on Easy, ${cardWordMinimum(WITNESS_TRIAL.baseWords, "hard")} on Hard), name every card and cite at least one verse (two different verses on Hard).`,
    `Convincing: all of that and a verse that meets this objection directly, or at least ${WITNESS_TRIAL.keywordsToConvince} of the words a good answer tends to use, for ${WITNESS_TRIAL.points.pass} points. Hung jury: the rules kept but no such evidence, for ${WITNESS_TRIAL.points.partial}. Weak case: a card left out, a verse that does not exist or too few words, for nothing.`,
    `You may ask for a new objection and new cards ${CARD_GAMES.redealsPerRun} times a run; Easy can show ${CARD_GAMES.suggestionVerses} suggested verses, and Hard gives each trial ${WITNESS_TRIAL.hardSeconds / 60} minutes. Copying an earlier answer is refused.`,
  ],
  why: {
    text: "Be ready always to give an answer to every man that asks a reason of the hope that is in you, with meekness and fear.",
    ref: "1 Pet 3:15",
  },
};
