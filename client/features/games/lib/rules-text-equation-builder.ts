/**
 * Equation Builder's setup text (games.md §4.9): the two-line summary and the How to play dialog, in our own words.
 * Every number comes from common/games/rules.ts.
 */
import { CARD_GAMES, cardWordMinimum, EQUATION_BUILDER } from "@common/games/rules";
import type { GameRulesText } from "./play-rules-text";

const [shortest, longest] = EQUATION_BUILDER.lengths;

export const equationBuilderRulesText: GameRulesText = {
  summary: [
    `${EQUATION_BUILDER.prompts} doctrine questions: answer each with an equation of palace pieces, then explain it.`,
    `Build operand, operator, operand in ${shortest} or ${longest} pieces; ${EQUATION_BUILDER.winAt} points win.`,
  ],
  howTo: [
    `Each question comes with ${EQUATION_BUILDER.pieces} pieces: operands (dimensions, theme walls, sanctuary articles and time zones) and operators (+ → ∥ ≅ ⊙ ⚖). Hover over or focus a piece to read its meaning. At least ${EQUATION_BUILDER.minExpected} of the operands suit the question.`,
    `Click pieces to build an equation of ${shortest} or ${longest} pieces that alternates operand, operator, operand, such as ALTAR ≅ 2D. Each operand may be used once. Click a piece in the equation to take it out again; Submit waits until the equation is well formed.`,
    `Explain your equation in at least ${EQUATION_BUILDER.baseWords} words on Normal (${cardWordMinimum(EQUATION_BUILDER.baseWords, "easy")} on Easy, ${cardWordMinimum(EQUATION_BUILDER.baseWords, "hard")} on Hard), naming every operand you used.`,
    `Excellent: at least ${EQUATION_BUILDER.relevantOperands} operands that fit the question and a full explanation, for ${EQUATION_BUILDER.points.pass} points (${EQUATION_BUILDER.points.pass + EQUATION_BUILDER.longBonus} for a ${longest}-piece equation). Good: one of the two, for ${EQUATION_BUILDER.points.partial}. Weak: neither, or a verse that does not exist, for nothing.`,
    `You may ask for a new question ${CARD_GAMES.redealsPerRun} times a run; Easy can show ${CARD_GAMES.suggestionVerses} suggested verses, and Hard gives each question ${EQUATION_BUILDER.hardSeconds / 60} minutes. Copying an earlier answer is refused.`,
  ],
  why: {
    text: "Precept must be upon precept, precept upon precept; line upon line, line upon line; here a little, and there a little.",
    ref: "Isa 28:10",
  },
};
