/**
 * The setup screen's choices (games.md §4.14 "Setup options") and the request they make: level (Kids = Books only),
 * the allowed categories (at least one), moves per side, who starts; the bot's strength, or a friend match's pace
 * and visibility. The shared schema checks the request before it is sent, with the server's own messages.
 */
import {
  CHAIN_CHESS,
  type ChessBotLevel,
  type ChessCategory,
  chessCategoriesFor,
  type ChessFirstPlayer,
  type ChessLevel,
  type ChessMovesPerSide,
  type ChessPace,
  createChessMatchInput,
} from "@common/games/chess";
import type { ChessSetupMode } from "./chess-format";

export interface ChessSetup {
  level: ChessLevel;
  categories: ChessCategory[];
  movesPerSide: ChessMovesPerSide;
  firstPlayer: ChessFirstPlayer;
  botLevel: ChessBotLevel;
  pace: ChessPace;
  visibility: "invite" | "open";
}

export const defaultSetup: ChessSetup = {
  level: "adults",
  categories: ["book", "room", "principle"],
  movesPerSide: CHAIN_CHESS.movesPerSide.default,
  firstPlayer: "me",
  botLevel: "normal",
  pace: "live",
  visibility: "invite",
};

/** Kids play Books only; back to Adults, every category is offered again. */
export function withLevel(setup: ChessSetup, level: ChessLevel): ChessSetup {
  return { ...setup, level, categories: [...chessCategoriesFor(level)] };
}

/** Ticks or unticks a category the level allows (the order stays the list's). */
export function toggleCategory(setup: ChessSetup, category: ChessCategory, on: boolean): ChessSetup {
  const allowed = chessCategoriesFor(setup.level);
  if (!allowed.includes(category)) return setup;
  const chosen = new Set(setup.categories);
  if (on) chosen.add(category);
  else chosen.delete(category);
  return { ...setup, categories: allowed.filter((id) => chosen.has(id)) };
}

export type CreateRequest = {
  opponent: "bot" | "invite" | "open";
  level: ChessLevel;
  categories: ChessCategory[];
  movesPerSide: ChessMovesPerSide;
  firstPlayer: ChessFirstPlayer;
  botLevel?: ChessBotLevel;
  pace?: ChessPace;
  options?: { fastClock: boolean };
};

/** The body of POST /api/chain-chess/matches for this tab, or the first message the shared schema gives. */
export function createRequest(
  mode: ChessSetupMode,
  setup: ChessSetup,
  fastClock = false,
): { ok: true; body: CreateRequest } | { ok: false; message: string } {
  const body: CreateRequest = {
    opponent: mode === "bot" ? "bot" : setup.visibility,
    level: setup.level,
    categories: setup.categories,
    movesPerSide: setup.movesPerSide,
    firstPlayer: setup.firstPlayer,
    ...(mode === "bot" ? { botLevel: setup.botLevel } : { pace: setup.pace }),
    ...(fastClock ? { options: { fastClock: true } } : {}),
  };
  const { options: _options, ...input } = body;
  const checked = createChessMatchInput.safeParse(input);
  if (!checked.success)
    return { ok: false, message: checked.error.issues[0]?.message ?? "Check the settings." };
  return { ok: true, body };
}

/** The same settings again (Play again): a finished match's setup, for a new match against the same kind of side. */
export function setupOf(match: {
  level: ChessLevel;
  categories: ChessCategory[];
  movesPerSide: number;
  botLevel: ChessBotLevel | null;
  pace: ChessPace | null;
  visibility: "invite" | "open" | null;
}): ChessSetup {
  const moves = CHAIN_CHESS.movesPerSide.options.find((option) => option === match.movesPerSide);
  return {
    ...defaultSetup,
    level: match.level,
    categories: [...match.categories],
    movesPerSide: moves ?? CHAIN_CHESS.movesPerSide.default,
    botLevel: match.botLevel ?? "normal",
    pace: match.pace ?? "live",
    visibility: match.visibility ?? "invite",
  };
}
