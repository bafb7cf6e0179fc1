/**
 * Connect-6 Draft's setup text (games.md §4.5): the two-line summary and the How to play dialog, in our own words.
 * Numbers come from the game rules (common/games/rules.ts), so a changed timer or target shows up here.
 */
import { CARD_GAMES, cardWordMinimum, CONNECT6_DRAFT } from "@common/games/rules";
import type { GameRulesText } from "./play-rules-text";

const words = (difficulty: "easy" | "normal" | "hard") =>
  cardWordMinimum(CONNECT6_DRAFT.wordsPerPair, difficulty);
const best = CONNECT6_DRAFT.validPair + CONNECT6_DRAFT.proofTextBonus;

export const connect6DraftRulesText: GameRulesText = {
  summary: [
    `Prove a doctrine from ${CONNECT6_DRAFT.pairs} different kinds of Scripture, ${CONNECT6_DRAFT.rounds} rounds in a row.`,
    `Score ${CONNECT6_DRAFT.winAt} of ${CONNECT6_DRAFT.maxScore} points to win.`,
  ],
  howTo: [
    `Each round offers ${CONNECT6_DRAFT.doctrinesOffered} doctrines: pick one. You hold ${CONNECT6_DRAFT.hand} of the 6 genre cards: Prophecy (Isaiah–Malachi and Revelation), Gospel (Matthew–John), Epistle (Romans–Jude), History (Genesis–Esther and Acts), Poetry (Job–Song of Solomon) and Parable (a parable Jesus told). Hover over or focus a card to read it.`,
    `Play exactly ${CONNECT6_DRAFT.pairs} cards. For each, give one reference from that genre and explain in at least ${words("normal")} words (${words("easy")} on Easy, ${words("hard")} on Hard) how it proves the doctrine, naming the doctrine. A few passages count for a second genre too, such as Daniel 1–6 and Jonah as History, Lamentations as Poetry and Revelation 2–3 as Epistle.`,
    `Each card that holds (a real verse of the right genre, enough words, the doctrine named) scores ${CONNECT6_DRAFT.validPair}, and 1 more when its verse is one of our curated proof texts for the doctrine: up to ${CONNECT6_DRAFT.pairs * best} a round. The two cards you played are then replaced by the two you did not hold.`,
    `Copying an earlier answer is refused. New prompt offers other doctrines ${CARD_GAMES.redealsPerRun} times a run; Easy can show ${CARD_GAMES.suggestionVerses} suggested verses, and Hard gives each round ${CONNECT6_DRAFT.hardSeconds / 60} minutes.`,
  ],
  why: {
    text: "In the mouth of two or three witnesses shall every word be established.",
    ref: "2 Cor 13:1",
  },
};
