/**
 * The setup screen's rules (games.md §4.0 screens, §4.12–§4.18): a two-line summary and the How to play dialog of
 * each game, in our own words. Numbers come from the game rules (common/games/rules.ts), never typed here, so a
 * changed timer or board size shows up in the text. Each game's "why" line cites the Scripture behind it.
 */
import {
  CARD_GAMES,
  CHAIN_WAR,
  CHOICE_ENGINE,
  MATCH_ENGINE,
  MEMORY_BOARD,
  ORDER_ENGINE,
  PALACE_CARDS,
  PALACE_QUIZ,
  PRINCIPLE_PUZZLE,
} from "@common/games/rules";
import { chefChallengeRulesText } from "./rules-text-chef-challenge";
import { christLockRulesText } from "./rules-text-christ-lock";
import { connect6DraftRulesText } from "./rules-text-connect6-draft";
import { controversyRaidRulesText } from "./rules-text-controversy-raid";
import { equationBuilderRulesText } from "./rules-text-equation-builder";
import { escapeDragonRulesText } from "./rules-text-escape-dragon";
import { frameSnapshotRulesText } from "./rules-text-frame-snapshot";
import { sanctuaryRunRulesText } from "./rules-text-sanctuary-run";
import { timeZoneInvasionRulesText } from "./rules-text-time-zone-invasion";
import { witnessTrialRulesText } from "./rules-text-witness-trial";

export interface GameRulesText {
  /** Two short lines under the title on the setup screen. */
  summary: readonly [string, string];
  /** The How to play dialog, one paragraph or step per entry. */
  howTo: readonly string[];
  /** Why the game is worth playing, with the reference it rests on. */
  why: { text: string; ref: string };
}

const seconds = (byDifficulty: { easy: number; normal: number; hard: number }) =>
  `${byDifficulty.easy} s on Easy, ${byDifficulty.normal} s on Normal and ${byDifficulty.hard} s on Hard`;

const counts = (byDifficulty: { easy: number; normal: number; hard: number }, noun: string) =>
  `${byDifficulty.easy}, ${byDifficulty.normal} or ${byDifficulty.hard} ${noun}`;

const memoryScoring =
  "Every pair is worth up to 100 points. Extra moves and the seconds on the clock take a little off, but a found pair never scores less than 10.";

const choiceGame = (subject: string, answer: string, why: GameRulesText["why"]): GameRulesText => ({
  summary: [
    `${CHOICE_ENGINE.questions} questions: read ${subject} and pick ${answer}.`,
    `Faster right answers score more; ${CHOICE_ENGINE.passAt} right answers pass.`,
  ],
  howTo: [
    `Each of the ${CHOICE_ENGINE.questions} questions shows ${subject} and ${CHOICE_ENGINE.options} options. Click an option, or press its number key.`,
    `The clock gives you ${seconds(CHOICE_ENGINE.secondsPerQuestion)} per question. A right answer earns up to 10 points: the more time left, the more points, and never less than 1.`,
    "A wrong answer or an empty clock scores nothing. Either way the answer, its explanation and its references are shown before you go on.",
    `Get ${CHOICE_ENGINE.passAt} or more right to pass.`,
  ],
  why,
});

export const gameRulesText: Readonly<Record<string, GameRulesText>> = {
  "chef-challenge": chefChallengeRulesText,
  "christ-lock": christLockRulesText,
  "connect6-draft": connect6DraftRulesText,
  "controversy-raid": controversyRaidRulesText,
  "equation-builder": equationBuilderRulesText,
  "escape-dragon": escapeDragonRulesText,
  "frame-snapshot": frameSnapshotRulesText,
  "sanctuary-run": sanctuaryRunRulesText,
  "time-zone-invasion": timeZoneInvasionRulesText,
  "witness-trial": witnessTrialRulesText,
  palace_quiz: {
    summary: [
      `${PALACE_QUIZ.questions} timed questions: each describes one palace room.`,
      `Name the room before the clock runs out; ${PALACE_QUIZ.passAt} right answers pass.`,
    ],
    howTo: [
      `Each question describes a room of the palace (its question, purpose, method or a pitfall) and offers ${PALACE_QUIZ.options} rooms. Click one, or press its number key.`,
      `You have ${seconds(PALACE_QUIZ.secondsPerQuestion)}. A right answer earns up to 10 points: the faster, the more, and never less than 1.`,
      "After each question the right room is highlighted, with a short explanation and a link to the room.",
      "Against the Palace Bot, the bot answers the same questions and its result is shown after yours. The higher total wins.",
    ],
    why: {
      text: "A house is built by wisdom and its rooms filled by knowledge: learn the rooms by name first.",
      ref: "Prov 24:3-4",
    },
  },
  verse_match: {
    summary: [
      "A memory board: each verse card has a matching reference card.",
      "Flip two cards at a time and find every pair in as few moves as you can.",
    ],
    howTo: [
      `The board holds ${counts(MEMORY_BOARD.verseMatchPairs, "pairs")}. Click a card (or focus it and press Enter) to turn it over.`,
      "Turn over a second card. If the verse and the reference belong together they stay up; if not, both turn back after a moment. Remember where they were.",
      memoryScoring,
      "My verses plays your own saved memory verses. Duel the Bot takes turns with the Palace Bot: a match keeps the turn, and whoever finds more pairs wins.",
    ],
    why: { text: "Storing the word in the heart guards against sin.", ref: "Ps 119:11" },
  },
  concentration: {
    summary: [
      "A memory board of Old Testament events and their New Testament fulfilments.",
      "Flip two cards at a time and pair every event with its fulfilment.",
    ],
    howTo: [
      `The board holds ${counts(MEMORY_BOARD.concentrationPairs, "pairs")}. Each card is marked OT or NT and names an event with its reference.`,
      "Turn over two cards. A type and its antitype stay face up and the pair's theme is shown; any other two turn back after a moment.",
      memoryScoring,
      "The clock starts with your first flip.",
    ],
    why: {
      text: "Christ opened Moses and all the prophets to show the things concerning Himself.",
      ref: "Luke 24:27",
    },
  },
  "chain-war": {
    summary: [
      `Link ${CHAIN_WAR.pick[0]}–${CHAIN_WAR.pick[1]} symbol cards to one verse and explain each link.`,
      `Reach ${CHAIN_WAR.target} points in as few turns as you can (${CHAIN_WAR.maxTurns} at most).`,
    ],
    howTo: [
      `You hold ${CHAIN_WAR.hand} cards from a deck of 14: the five dimensions, the four theme walls and the operators + ∥ ≅ ⊙ ⚖. Hover over or focus a card to read its meaning.`,
      `Each turn, pick ${CHAIN_WAR.pick[0]} or ${CHAIN_WAR.pick[1]} cards (at least one dimension or wall: operators alone do not link anything), name one verse, and explain how every card you played connects to it: ${CHAIN_WAR.wordsPerCard} words per card on Normal, half on Easy, half as much again on Hard.`,
      "A link that names every card and meets the word count scores 1 point per card, and 1 more when the verse is one of our curated links for a card you played. One card left unexplained, or a short explanation, scores 1 and the unexplained card returns to your hand. Otherwise the turn scores nothing and your hand stays.",
      `Copying an earlier answer is refused. You may ask for a new hand ${CARD_GAMES.redealsPerRun} times a run; Easy can show ${CARD_GAMES.suggestionVerses} suggested verses, and Hard needs two different references and gives each turn ${CHAIN_WAR.hardSeconds / 60} minutes.`,
    ],
    why: {
      text: "Precept must be upon precept, line upon line; here a little, and there a little.",
      ref: "Isa 28:10",
    },
  },
  "palace-cards": {
    summary: [
      `${PALACE_CARDS.cards} cards, each a verse paired with a palace room.`,
      "Pick the statement that applies that room's method to the verse, or write your own.",
    ],
    howTo: [
      `Each of the ${PALACE_CARDS.cards} cards shows a verse and a room. Choose the statement that uses this room's method on the verse; the others apply other rooms.`,
      `Right first time earns ${PALACE_CARDS.firstTry}. A wrong pick is struck out and you may try once more for ${PALACE_CARDS.secondTry}. After that the answer is shown.`,
      `Write mode asks for at least ${PALACE_CARDS.writeMinWords} words of your own: name the room, use its method and cite the verse or another. A full answer earns ${PALACE_CARDS.writePass}, a partial one ${PALACE_CARDS.writePartial}.`,
      `Hard gives each card ${PALACE_CARDS.hardSeconds} seconds. ${PALACE_CARDS.victoryAt} points or more is a VICTORY.`,
    ],
    why: { text: "Be a workman who handles the word of truth rightly.", ref: "2 Tim 2:15" },
  },
  principle_puzzle: {
    summary: [
      `${PRINCIPLE_PUZZLE.puzzles} verses: tick every palace principle each one shows.`,
      `The exact set scores ${PRINCIPLE_PUZZLE.exact}; wrong ticks cost as much as right ones earn.`,
    ],
    howTo: [
      "Read the verse, tick each principle it illustrates (space or click), then Submit. At least one tick is needed.",
      `Exactly the right set scores ${PRINCIPLE_PUZZLE.exact}. Otherwise each right tick earns ${PRINCIPLE_PUZZLE.perPick} and each wrong tick takes ${PRINCIPLE_PUZZLE.perPick} away, never below 0, so ticking everything does not pay.`,
      `Easy shows ${PRINCIPLE_PUZZLE.options.easy} principles, Normal ${PRINCIPLE_PUZZLE.options.normal} and Hard ${PRINCIPLE_PUZZLE.options.hard}, with ${PRINCIPLE_PUZZLE.hardSeconds} seconds per verse on Hard.`,
      `${PRINCIPLE_PUZZLE.wellReadAt} points or more is "Well read". Against the bot, the higher total wins.`,
    ],
    why: { text: "Scripture is learned a little at a time, each truth built on the last.", ref: "Isa 28:10" },
  },
  timeline_challenge: {
    summary: [
      `${ORDER_ENGINE.rounds} rounds: put Bible events and prophecy milestones in order.`,
      "Earliest first; every pair out of place costs points.",
    ],
    howTo: [
      `Each round deals ${counts(ORDER_ENGINE.items, "events")}. Drag them into order, earliest at the top, or use each item's Move up and Move down buttons.`,
      "Press Submit order once you are sure: each round takes one answer.",
      `A round scores up to 10, less for each pair of events out of order, and a perfect order adds ${ORDER_ENGINE.perfectBonus}.`,
      "The true order is shown after each round, with the reference for every event, from creation to the prophetic milestones such as the close of the 2300 day-years in 1844 (Dan 8:14).",
    ],
    why: {
      text: "God declares the end from the beginning; prophecy unfolds in its order.",
      ref: "Isa 46:10",
    },
  },
  symbol_decoder: {
    summary: [
      `${MATCH_ENGINE.boards} boards: match each biblical symbol with the meaning Scripture gives it.`,
      `A right pair earns ${MATCH_ENGINE.correct}; a clean board earns a bonus.`,
    ],
    howTo: [
      `Each board lists ${counts(MATCH_ENGINE.pairs, "symbols")} on the left and their meanings, shuffled, on the right.`,
      "Choose a symbol, then the meaning you think belongs to it. A right pair locks; a wrong one flashes and lets you try again.",
      `A right pair earns ${MATCH_ENGINE.correct} and a wrong one costs ${Math.abs(MATCH_ENGINE.wrong)} (a board never drops below 0). Finish a board without a mistake for ${MATCH_ENGINE.cleanBoardBonus} more.`,
      "When a board is done, every pair is shown with its references.",
    ],
    why: { text: "Scripture explains its own symbols: the beasts of Daniel are kingdoms.", ref: "Dan 7:17" },
  },
  sanctuary_architect: choiceGame("a verse or passage", "the sanctuary article it points to", {
    text: "The earthly sanctuary was built to the pattern of the heavenly one.",
    ref: "Heb 8:5",
  }),
  feast_calendar: choiceGame("an event or passage", "the feast it belongs to", {
    text: "Christ is our Passover, sacrificed for us: the feasts point to Him.",
    ref: "1 Cor 5:7",
  }),
  dimension_detective: choiceGame("a statement about a verse", "which of the five dimensions it expresses", {
    text: "Christ is the centre of every dimension: the Scriptures testify of Him.",
    ref: "John 5:39",
  }),
  cycle_navigator: choiceGame("a story or passage", "the covenant cycle it belongs to", {
    text: "Every cycle begins with the promise made after the first fall.",
    ref: "Gen 3:15",
  }),
};

const fallback: GameRulesText = {
  summary: ["Answer each round as well as you can.", "The server scores every answer."],
  howTo: ["Start a game, answer each round and see how you did at the end."],
  why: { text: "Be a workman who handles the word rightly.", ref: "2 Tim 2:15" },
};

export const rulesTextFor = (gameId: string): GameRulesText => gameRulesText[gameId] ?? fallback;
