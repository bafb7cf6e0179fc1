import { describe, expect, it } from "vitest";
import type { BoardDto, CardFaceDto, FlipResultDto } from "@common/schemas/games";
import { boardGridClass, cardState, duelView, flipFrames, pairsFoundView } from "./play-board";

const face = (card: number): CardFaceDto => ({ card, badge: "OT", title: `Card ${card}` });
const timing = { matchMs: 500, mismatchMs: 1000, botStepMs: 700 };

const board = (over: Partial<BoardDto> = {}): BoardDto => ({
  cards: 8,
  faces: [],
  matched: [],
  faceUp: [],
  pairs: 4,
  pairsFound: 0,
  moves: 0,
  startedAt: null,
  ...over,
});

describe("memory board frames", () => {
  it("shows the board as it is after a first flip", () => {
    expect(flipFrames({ face: face(3) }, timing)).toEqual([]);
    expect(cardState(board({ faceUp: [3] }), null, 3)).toBe("up");
  });

  it("keeps a match bright, then lets it dim", () => {
    const flip: FlipResultDto = { face: face(5), pair: { matched: true, cards: [1, 5], label: "A ↔ B" } };
    const frames = flipFrames(flip, timing);
    expect(frames).toHaveLength(1);
    expect(frames[0]?.ms).toBe(500);
    const after = board({ matched: [1, 5], pairsFound: 1 });
    expect(cardState(after, frames[0]?.frame ?? null, 5)).toBe("fresh");
    expect(cardState(after, null, 5)).toBe("matched");
  });

  it("shows a mismatch, then turns it back", () => {
    const flip: FlipResultDto = { face: face(2), pair: { matched: false, cards: [0, 2] } };
    const [shown] = flipFrames(flip, timing);
    const after = board({ faceUp: [0, 2], moves: 1 });
    expect(shown?.ms).toBe(1000);
    expect(cardState(after, shown?.frame ?? null, 0)).toBe("up");
    // The server keeps the pair face up until the next flip; on screen it has turned back.
    expect(cardState(after, null, 0)).toBe("down");
  });

  it("plays the bot's turns one flip at a time, hiding its later pairs until then", () => {
    const flip: FlipResultDto = {
      face: face(1),
      pair: { matched: false, cards: [0, 1] },
      botTurns: [
        { cards: [2, 3], faces: [face(2), face(3)], matched: true },
        { cards: [4, 6], faces: [face(4), face(6)], matched: false },
      ],
    };
    const frames = flipFrames(flip, timing).map((step) => step.frame);
    expect(frames.map((frame) => frame.turn)).toEqual(["player", "bot", "bot", "bot", "bot"]);
    const after = board({
      matched: [2, 3],
      faceUp: [4, 6],
      pairsFound: 1,
      moves: 1,
      duel: { turn: "player", playerPairs: 0, botPairs: 1 },
    });
    // The player's mismatch: the bot's pair is not on screen yet.
    expect(cardState(after, frames[0] ?? null, 2)).toBe("down");
    expect(duelView(after, frames[0] ?? null)).toEqual({ turn: "player", playerPairs: 0, botPairs: 0 });
    expect(pairsFoundView(after, frames[0] ?? null)).toBe(0);
    // The bot turns one card, then the second: the pair is found.
    expect(cardState(after, frames[1] ?? null, 2)).toBe("up");
    expect(cardState(after, frames[1] ?? null, 3)).toBe("down");
    expect(cardState(after, frames[2] ?? null, 3)).toBe("fresh");
    expect(duelView(after, frames[2] ?? null)?.botPairs).toBe(1);
    // Its miss shows, then everything settles to the server's board with the player's turn.
    expect(cardState(after, frames[4] ?? null, 6)).toBe("up");
    expect(cardState(after, null, 6)).toBe("down");
    expect(duelView(after, null)?.turn).toBe("player");
  });

  it("spreads wide boards over more columns from sm up, 4 on phones", () => {
    expect(boardGridClass(16)).toBe("grid-cols-4");
    expect(boardGridClass(20)).toBe("grid-cols-4 sm:grid-cols-5");
    expect(boardGridClass(24)).toBe("grid-cols-4 sm:grid-cols-6");
    expect(boardGridClass(36)).toBe("grid-cols-4 sm:grid-cols-6");
  });
});
