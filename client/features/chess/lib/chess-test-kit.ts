/** Match fixtures for the chess feature's unit tests. */
import type { ChessMatchDto, ChessMatchViewDto, ChessMoveDto } from "@common/schemas/chess";

export const matchIdFixture = "0b7c3c1e-7d0a-4c35-9d5a-2d7f5b6f8a10";

export function chessMatch(overrides: Partial<ChessMatchDto> = {}): ChessMatchDto {
  return {
    id: matchIdFixture,
    status: "active",
    opponentKind: "player",
    botLevel: null,
    pace: "live",
    visibility: "invite",
    level: "adults",
    categories: ["book", "room"],
    movesPerSide: 4,
    players: {
      p1: { side: "p1", userId: "u1", displayName: "Anna", avatarUrl: null, level: 3, isBot: false },
      p2: { side: "p2", userId: "u2", displayName: "Ruth", avatarUrl: null, level: 2, isBot: false },
    },
    scores: { p1: 23, p2: 19 },
    movesMade: { p1: 2, p2: 2 },
    version: 5,
    turn: { side: "p1", deadlineAt: "2026-03-01T12:05:00.000Z" },
    openChallenge: { category: "book", item: "Rom", label: "Romans" },
    botDueAt: null,
    result: null,
    moves: [],
    chat: [],
    createdAt: "2026-03-01T11:00:00.000Z",
    serverNow: "2026-03-01T12:00:00.000Z",
    ...overrides,
  };
}

export function chessView(
  match: Partial<ChessMatchDto> = {},
  viewer: Partial<ChessMatchViewDto["viewer"]> = {},
): ChessMatchViewDto {
  return {
    match: chessMatch(match),
    viewer: { side: "p1", canJoin: false, blocked: null, points: null, ...viewer },
  };
}

export function chessMove(overrides: Partial<ChessMoveDto> = {}): ChessMoveDto {
  return {
    ply: 1,
    side: "p1",
    ref: "John 1:29",
    verseText: "Behold the Lamb of God, which taketh away the sin of the world.",
    commentary: "The Lamb.",
    answered: null,
    answeredOk: false,
    challenge: { category: "book", item: "Rom", label: "Romans" },
    score: 7,
    judgement: null,
    timedOut: false,
    createdAt: "2026-03-01T12:00:00.000Z",
    ...overrides,
  };
}
