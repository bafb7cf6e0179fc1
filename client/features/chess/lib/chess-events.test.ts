import { describe, expect, it } from "vitest";
import { applyChessEvent, parseChessEvent } from "./chess-events";
import { chessMove, chessView } from "./chess-test-kit";

describe("realtime events", () => {
  it("accepts the four kinds and refuses anything else", () => {
    expect(parseChessEvent({ kind: "changed", version: 3, reason: "joined" })).toMatchObject({
      kind: "changed",
    });
    expect(parseChessEvent({ kind: "match_over", version: 3, result: {}, scores: {} })).not.toBeNull();
    expect(parseChessEvent({ kind: "move_accepted", version: 3, move: chessMove() })).not.toBeNull();
    expect(parseChessEvent({ kind: "chat", message: { id: "c1" } })).not.toBeNull();
    for (const junk of [
      null,
      "x",
      { kind: "presence" },
      { kind: "changed" },
      { kind: "move_accepted", version: 1 },
    ])
      expect(parseChessEvent(junk)).toBeNull();
  });

  it("adds an opponent's move at once (scores, version, challenge), then re-reads for the turn", () => {
    const view = chessView({
      version: 4,
      scores: { p1: 7, p2: 0 },
      movesMade: { p1: 1, p2: 0 },
      moves: [chessMove()],
    });
    const move = chessMove({
      ply: 2,
      side: "p2",
      score: 6,
      challenge: { category: "room", item: "bl", label: "Blue Room" },
    });
    const { view: next, refetch } = applyChessEvent(view, { kind: "move_accepted", version: 5, move });
    expect(refetch).toBe(true);
    expect(next.match.moves.map((m) => m.ply)).toEqual([1, 2]);
    expect(next.match.version).toBe(5);
    expect(next.match.scores).toEqual({ p1: 7, p2: 6 });
    expect(next.match.movesMade).toEqual({ p1: 1, p2: 1 });
    expect(next.match.openChallenge).toEqual(move.challenge);
  });

  it("ignores what the cache already has (this tab's own move) and keeps a timed-out turn's challenge", () => {
    const view = chessView({ version: 5, moves: [chessMove()] });
    expect(applyChessEvent(view, { kind: "move_accepted", version: 5, move: chessMove() })).toEqual({
      view,
      refetch: false,
    });
    const timedOut = chessMove({ ply: 2, side: "p2", ref: null, score: 0, challenge: null, timedOut: true });
    const { view: next } = applyChessEvent(view, { kind: "move_accepted", version: 6, move: timedOut });
    expect(next.match.openChallenge).toEqual(view.match.openChallenge);
  });

  it("re-reads on changed and match_over, once", () => {
    const view = chessView({ version: 5 });
    expect(applyChessEvent(view, { kind: "changed", version: 6, reason: "joined" }).refetch).toBe(true);
    expect(applyChessEvent(view, { kind: "changed", version: 5, reason: "joined" }).refetch).toBe(false);
    expect(
      applyChessEvent(view, {
        kind: "match_over",
        version: 7,
        result: { kind: "resign", winnerSide: "p1" },
        scores: { p1: 1, p2: 0 },
      }).refetch,
    ).toBe(true);
  });

  it("appends a chat message once", () => {
    const message = {
      id: "c1",
      side: "p2" as const,
      displayName: "Ruth",
      text: "Amen",
      createdAt: "2026-03-01T12:00:00.000Z",
    };
    const once = applyChessEvent(chessView(), { kind: "chat", message }).view;
    expect(once.match.chat).toHaveLength(1);
    expect(applyChessEvent(once, { kind: "chat", message }).view.match.chat).toHaveLength(1);
  });
});
