/**
 * The Chain Chess API contract (games.md §4.14): the match as both players see it, the lobby, and the events the
 * server publishes on `game:{matchId}`. The request schemas (setup, move) live with the game's rules in
 * common/games/chess.ts. Another member appears only through the public profile fields.
 */
import { z } from "zod";
import type { Judgement } from "../games/judge/types";
import { text } from "./text";

export const chessMatchIdParam = z.strictObject({ matchId: z.uuid() });
export const chessChatInput = z.strictObject({
  text: text().min(1, "Write a message.").max(300, "Keep chat messages under 300 characters."),
});
export const chessJoinInput = z.strictObject({});
export const chessCreateOptions = z
  .strictObject({
    /** Test hook (§3.13), admins on a non-production server only: every clock divided by 60. */
    fastClock: z.boolean().optional(),
  })
  .optional();

export type ChessSide = "p1" | "p2";
export type ChessCategoryId = "book" | "room" | "principle";

export interface ChessChallengeDto {
  category: ChessCategoryId;
  item: string;
  /** "Romans", "Blue Room (Sanctuary)", "Passover". */
  label: string;
}

export interface ChessPlayerDto {
  side: ChessSide;
  /** The member's id, or null for the bot. */
  userId: string | null;
  displayName: string;
  avatarUrl: string | null;
  level: number;
  isBot: boolean;
}

export interface ChessMoveDto {
  ply: number;
  side: ChessSide;
  ref: string | null;
  /** The verse's KJV text (shown under the reference). */
  verseText: string | null;
  commentary: string | null;
  /** The challenge this move answered (null for the opening move). */
  answered: ChessChallengeDto | null;
  answeredOk: boolean;
  /** The challenge it set for the next move (null on the match's last move). */
  challenge: ChessChallengeDto | null;
  score: number;
  judgement: Judgement | null;
  timedOut: boolean;
  createdAt: string;
}

export interface ChessChatDto {
  id: string;
  side: ChessSide;
  displayName: string;
  text: string;
  createdAt: string;
}

export interface ChessMatchDto {
  id: string;
  status: "waiting" | "active" | "completed" | "abandoned";
  opponentKind: "bot" | "player";
  botLevel: "easy" | "normal" | "hard" | null;
  pace: "live" | "correspondence" | null;
  visibility: "invite" | "open" | null;
  level: "adults" | "kids";
  categories: ChessCategoryId[];
  movesPerSide: number;
  players: { p1: ChessPlayerDto; p2: ChessPlayerDto | null };
  scores: { p1: number; p2: number };
  movesMade: { p1: number; p2: number };
  /** Bumped by every change; a move must carry it as `baseVersion`. */
  version: number;
  turn: { side: ChessSide; deadlineAt: string | null } | null;
  /** The challenge the side to move must answer (null before the opening move). */
  openChallenge: ChessChallengeDto | null;
  /** The bot is "thinking" until this moment. */
  botDueAt: string | null;
  result: { kind: "win" | "draw" | "resign" | "forfeit"; winnerSide: ChessSide | null } | null;
  moves: ChessMoveDto[];
  chat: ChessChatDto[];
  createdAt: string;
  serverNow: string;
}

/** GET /api/chain-chess/matches/:id — the match, and where the caller stands in it. */
export interface ChessMatchViewDto {
  match: ChessMatchDto;
  viewer: {
    side: ChessSide | null;
    /** A waiting match another entitled member may join. */
    canJoin: boolean;
    /** Why the caller cannot play: "full" (a third member), "plan" (not entitled). */
    blocked: "full" | "plan" | null;
    /** Points this member earned from the finished match (§3.8). */
    points: number | null;
  };
}

export interface ChessLobbyDto {
  open: Array<{
    id: string;
    creator: { displayName: string; avatarUrl: string | null; level: number };
    level: "adults" | "kids";
    pace: "live" | "correspondence";
    movesPerSide: number;
    categories: ChessCategoryId[];
    createdAt: string;
  }>;
  /** "Your active games" (the hub and the lobby): waiting and active matches with whose turn it is. */
  mine: Array<{
    id: string;
    status: "waiting" | "active";
    opponentName: string | null;
    opponentKind: "bot" | "player";
    yourTurn: boolean;
    deadlineAt: string | null;
    scores: { you: number; opponent: number };
  }>;
  serverNow: string;
}

/** Events on `game:{matchId}` (small notices; the client re-reads the match on `changed`). */
export type ChessEvent =
  | { kind: "move_accepted"; version: number; move: ChessMoveDto }
  | {
      kind: "changed";
      version: number;
      reason: "joined" | "timeout" | "resign" | "cancel" | "finished" | "bot";
    }
  | { kind: "chat"; message: ChessChatDto }
  | {
      kind: "match_over";
      version: number;
      result: NonNullable<ChessMatchDto["result"]>;
      scores: ChessMatchDto["scores"];
    };

export interface ChessMoveResultDto {
  /** A resent move (same clientMoveId) returns the stored result. */
  move: ChessMoveDto;
  view: ChessMatchViewDto;
}
