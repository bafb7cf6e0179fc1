import { describe, expect, it } from "vitest";
import type { ChessLobbyDto } from "@common/schemas/chess";
import {
  activeGameRows,
  challengeSentence,
  inviteUrl,
  isLastMove,
  isMyTurn,
  lobbyOpponent,
  matchSettings,
  pointsLine,
  referencePlaceholder,
  resolveChessRoute,
  resultDetail,
  resultHeadline,
  scoreLine,
  sortActiveGames,
  turnBadge,
} from "./chess-format";
import { chessMatch, chessView, matchIdFixture } from "./chess-test-kit";

const id = matchIdFixture;

describe("chess addresses", () => {
  it.each([
    [["new", undefined], { kind: "setup", mode: "bot" }],
    [["new", "bot"], { kind: "setup", mode: "bot" }],
    [["new", "pvp"], { kind: "setup", mode: "pvp" }],
    [["new", "jeeves"], { kind: "redirect", to: "/games/chain-chess/new/bot" }],
    [["new", "nonsense"], { kind: "redirect", to: "/games/chain-chess/new" }],
    [["bot", undefined], { kind: "redirect", to: "/games/chain-chess/new/bot" }],
    [["jeeves", undefined], { kind: "redirect", to: "/games/chain-chess/new/bot" }],
    [[id, undefined], { kind: "match", matchId: id }],
    [[id, "pvp"], { kind: "redirect", to: `/games/chain-chess/${id}` }],
    [["12345", undefined], { kind: "not-found" }],
    [[undefined, undefined], { kind: "not-found" }],
  ] as const)("resolves %j", ([gameId, mode], route) => {
    expect(resolveChessRoute(gameId, mode)).toEqual(route);
  });

  it("builds the invite link from the origin", () => {
    expect(inviteUrl("https://pt.example", id)).toBe(`https://pt.example/games/chain-chess/${id}`);
  });
});

describe("who is who", () => {
  it("writes the header's score line from the viewer's side", () => {
    expect(scoreLine(chessView()).label).toBe("You 23 – 19 Ruth");
    expect(scoreLine(chessView({}, { side: "p2" })).label).toBe("You 19 – 23 Anna");
    const bot = chessView({
      opponentKind: "bot",
      botLevel: "hard",
      players: {
        p1: chessMatch().players.p1,
        p2: { side: "p2", userId: null, displayName: "Bot (hard)", avatarUrl: null, level: 0, isBot: true },
      },
    });
    expect(scoreLine(bot).label).toBe("You 23 – 19 Palace Bot (Hard)");
  });

  it("knows whose turn it is and which move is the last (no challenge to set)", () => {
    expect(isMyTurn(chessView())).toBe(true);
    expect(isMyTurn(chessView({}, { side: "p2" }))).toBe(false);
    expect(isMyTurn(chessView({ status: "completed" }))).toBe(false);
    const match = chessMatch({ movesPerSide: 4, movesMade: { p1: 3, p2: 4 } });
    expect(isLastMove(match, "p1")).toBe(true);
    expect(isLastMove(chessMatch({ movesMade: { p1: 3, p2: 3 } }), "p1")).toBe(false);
  });
});

describe("the result", () => {
  it.each([
    [{ kind: "win", winnerSide: "p1" }, "p1", "You win!"],
    [{ kind: "win", winnerSide: "p1" }, "p2", "You lose"],
    [{ kind: "draw", winnerSide: null }, "p1", "Draw"],
  ] as const)("%j seen from %s is %s", (result, side, headline) => {
    expect(resultHeadline(chessView({ status: "completed", result }, { side }))).toBe(headline);
  });

  it("says how it ended", () => {
    const resign = chessView({ status: "completed", result: { kind: "resign", winnerSide: "p2" } });
    expect(resultDetail(resign)).toBe("You resigned.");
    const forfeit = chessView({ status: "completed", result: { kind: "forfeit", winnerSide: "p1" } });
    expect(resultDetail(forfeit)).toBe("Ruth ran out of time twice in a row: the match was forfeited.");
    const finished = chessView({ status: "completed", result: { kind: "win", winnerSide: "p1" } });
    expect(resultDetail(finished)).toBe("All 4 moves each were played.");
    expect(pointsLine(5)).toBe("+5 points");
    expect(pointsLine(0)).toBe("No points this time");
    expect(pointsLine(null)).toBeNull();
  });
});

const lobbyGame = (over: Partial<ChessLobbyDto["mine"][number]>): ChessLobbyDto["mine"][number] => ({
  id,
  status: "active",
  opponentName: "Ruth",
  opponentKind: "player",
  yourTurn: false,
  deadlineAt: null,
  scores: { you: 3, opponent: 5 },
  ...over,
});

describe("the lobby", () => {
  it("badges each game and puts the member's turn first", () => {
    expect(turnBadge(lobbyGame({ status: "waiting", opponentName: null }))).toBe("Waiting for opponent…");
    expect(turnBadge(lobbyGame({ yourTurn: true }))).toBe("Your turn");
    expect(turnBadge(lobbyGame({}))).toBe("Their turn");
    const games = [lobbyGame({ id: "a" }), lobbyGame({ id: "b", yourTurn: true }), lobbyGame({ id: "c" })];
    expect(sortActiveGames(games).map((game) => game.id)).toEqual(["b", "a", "c"]);
    expect(sortActiveGames(games, 2)).toHaveLength(2);
    expect(lobbyOpponent(lobbyGame({ opponentKind: "bot", opponentName: "Bot (easy)" }))).toBe(
      "Palace Bot (Easy)",
    );
  });

  it("makes the hub's rows, the deadline moved onto this device's clock", () => {
    const lobby: ChessLobbyDto = {
      open: [],
      mine: [
        lobbyGame({ id: "w", status: "waiting", opponentName: null }),
        lobbyGame({ id: "t", yourTurn: true, deadlineAt: "2026-03-01T12:05:00.000Z" }),
      ],
      serverNow: "2026-03-01T12:00:10.000Z",
    };
    const rows = activeGameRows(lobby, {
      origin: "https://pt.example",
      receivedAt: Date.parse("2026-03-01T12:00:00.000Z"),
    });
    expect(rows.map((row) => row.id)).toEqual(["t", "w"]);
    expect(rows[0]).toMatchObject({
      href: "/games/chain-chess/t",
      topic: "game:t",
      badge: "Your turn",
      score: "You 3 – 5 Ruth",
      deadlineAt: "2026-03-01T12:04:50.000Z",
      waiting: false,
    });
    expect(rows[1]).toMatchObject({ badge: "Waiting for opponent…", score: null, waiting: true });
    expect(rows[1]?.inviteUrl).toBe("https://pt.example/games/chain-chess/w");
  });
});

describe("the move form's words", () => {
  it("suggests a verse of the challenged book", () => {
    expect(referencePlaceholder({ category: "book", item: "Rom" })).toBe("e.g. Romans 5:8");
    expect(referencePlaceholder({ category: "book", item: "Obad" })).toBe("e.g. Obadiah 1:1");
    expect(referencePlaceholder({ category: "room", item: "bl" })).toBe("e.g. John 3:16");
    expect(referencePlaceholder(null)).toBe("e.g. John 3:16");
  });

  it("words the current challenge", () => {
    expect(challengeSentence({ category: "book", item: "Rom" })).toBe("a verse in Romans");
    expect(challengeSentence({ category: "principle", item: "Passover" })).toBe("a verse for Passover");
  });

  it("lists a waiting match's settings", () => {
    expect(matchSettings(chessMatch())).toEqual([
      { label: "Level", value: "Adults" },
      { label: "Challenges", value: "Books of the Bible, Rooms of the Palace" },
      { label: "Moves per side", value: "4" },
      { label: "Pace", value: "Live (5:00 per move)" },
    ]);
  });
});
