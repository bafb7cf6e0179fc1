/**
 * Chef Challenge's setup text (games.md §4.1): the two-line summary and the How to play dialog, in our own words.
 * Every number comes from common/games/rules.ts.
 */
import { CHEF_CHALLENGE } from "@common/games/rules";
import type { GameRulesText } from "./play-rules-text";

const { apprentice, chef, master } = CHEF_CHALLENGE.levels;
const minutes = (seconds: number) => seconds / 60;
const levelLine = (level: { label: string; seconds: number; minRefs: number; anchorsNeeded: number }) =>
  `${level.label}: ${minutes(level.seconds)} minutes, ${level.minRefs} distinct references, ${level.anchorsNeeded} key verses`;

export const chefChallengeRulesText: GameRulesText = {
  summary: [
    "Cook a theme into a recipe: a short sermon written only as verse references, one per line.",
    `Earn up to ${CHEF_CHALLENGE.maxStars} stars before the clock runs out; ${CHEF_CHALLENGE.winStars} or more serves the dish.`,
  ],
  howTo: [
    `Pick a level. ${levelLine(apprentice)}. ${levelLine(chef)}. ${levelLine(master)}.`,
    "You get one theme with a short brief: a random one in Play, and the same one for everyone today in Daily. Type one reference per line, such as Rom 3:23. The list beside the editor marks each line ✓ when it is a reference (hover over or focus it to read the KJV text) or ✗ when it is not.",
    `The judge needs at least one valid reference, then gives a star each for: a valid recipe; the level's number of distinct references; every line a reference (no commentary, no references that do not exist); reaching the level's number of the theme's key verses; and flow, which means the key verses in the theme's order for ordered themes, or both Testaments for the others.`,
    `Each star is worth ${CHEF_CHALLENGE.pointsPerStar} points, plus 1 point for every ${CHEF_CHALLENGE.secondsPerBonusPoint} seconds left on the clock (at most ${CHEF_CHALLENGE.maxTimeBonus}), out of ${CHEF_CHALLENGE.maxScore}. At 0:00 the editor locks and your recipe is sent as it stands; with nothing written, the run ends with no stars.`,
    "After judging you see the theme's model recipe, its key verses in order with a note on each, and which of your lines matched them.",
  ],
  why: {
    text: "Thy words were found, and I did eat them; and thy word was unto me the joy and rejoicing of mine heart.",
    ref: "Jer 15:16",
  },
};
