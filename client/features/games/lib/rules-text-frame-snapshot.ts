/**
 * Frame Snapshot's setup text (games.md §4.11): the two-line summary and the How to play dialog, in our own words.
 * Every number comes from common/games/rules.ts.
 */
import { CARD_GAMES, cardWordMinimum, FRAME_SNAPSHOT } from "@common/games/rules";
import type { GameRulesText } from "./play-rules-text";

const perPart = (difficulty: "easy" | "normal" | "hard") =>
  cardWordMinimum(FRAME_SNAPSHOT.wordsPerPart, difficulty);

export const frameSnapshotRulesText: GameRulesText = {
  summary: [
    `${FRAME_SNAPSHOT.storyboards} storyboards: tell one salvation story in ${FRAME_SNAPSHOT.parts} parts, one per dealt card.`,
    `Lock each frame for up to ${FRAME_SNAPSHOT.pass + FRAME_SNAPSHOT.curatedBonus} points; ${FRAME_SNAPSHOT.winAt} or more wins.`,
  ],
  howTo: [
    `Each storyboard deals ${FRAME_SNAPSHOT.parts} cards from eight: the frames F01 Opening, F07 Crisis, F12 Turning and F24 Final, and the four theme walls, which set the lens of their part. There is always at least one of each kind, and the frames always come in their story order. Hover over or focus a card to read its meaning.`,
    `Write ${FRAME_SNAPSHOT.parts} parts, numbered 1. to ${FRAME_SNAPSHOT.parts}. or separated by blank lines. Part 1 tells the first card, part 2 the second, and so on: each part names its card and has at least ${perPart("normal")} words on Normal (${perPart("easy")} on Easy, ${perPart("hard")} on Hard). Cite at least one verse somewhere in the storyboard, two different ones on Hard.`,
    `All ${FRAME_SNAPSHOT.parts} parts right with the references locks the frame for ${FRAME_SNAPSHOT.pass} points, and ${FRAME_SNAPSHOT.curatedBonus} more when a verse you cite is one of our curated verses for a frame you were dealt. ${FRAME_SNAPSHOT.partialParts} good parts earn ${FRAME_SNAPSHOT.partial}. A part in the wrong place does not name its card, so it does not count.`,
    `Copying an earlier storyboard is refused. You may ask for a new deal ${CARD_GAMES.redealsPerRun} times a run; Easy can show ${CARD_GAMES.suggestionVerses} suggested verses, and Hard gives each storyboard ${FRAME_SNAPSHOT.hardSeconds / 60} minutes. After each storyboard you see a model story or the frames' key verses.`,
  ],
  why: {
    text: "Beginning at Moses and all the prophets, he expounded unto them in all the scriptures the things concerning himself.",
    ref: "Luke 24:27",
  },
};
