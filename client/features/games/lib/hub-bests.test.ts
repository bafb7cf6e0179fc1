import { describe, expect, test } from "vitest";
import { findGame, games } from "@common/games/registry";
import type { PersonalBestDto } from "@common/schemas/games";
import { cardBest, cardBestLabel, hasLeaderboard } from "./hub-bests";

const quiz = findGame("palace_quiz")!;
const best = (patch: Partial<PersonalBestDto>): PersonalBestDto => ({
  gameId: "palace_quiz",
  mode: "solo",
  difficulty: "normal",
  bestScore: 74,
  bestMetric: 74,
  achievedAt: "2026-03-01T10:00:00.000Z",
  ...patch,
});

describe("a card's best", () => {
  test("none without a best in the default mode", () => {
    expect(cardBest(quiz, [])).toBeNull();
    expect(cardBest(quiz, [best({ mode: "bot", bestScore: 99 })])).toBeNull();
    expect(cardBest(quiz, [best({ gameId: "verse_match" })])).toBeNull();
  });

  test("the highest of the default mode, across difficulties", () => {
    const picked = cardBest(quiz, [
      best({ difficulty: "easy", bestScore: 80 }),
      best({ difficulty: "hard", bestScore: 930 }),
      best({ mode: "bot", bestScore: 1000 }),
    ]);
    expect(picked?.difficulty).toBe("hard");
    expect(cardBestLabel(quiz, picked!)).toBe(`Best ${(930).toLocaleString()} · Hard`);
  });

  test("a tie goes to the earlier best", () => {
    const picked = cardBest(quiz, [
      best({ difficulty: "hard", achievedAt: "2026-03-02T10:00:00.000Z" }),
      best({ difficulty: "easy", achievedAt: "2026-02-02T10:00:00.000Z" }),
    ]);
    expect(picked?.difficulty).toBe("easy");
  });

  test("'Best 74 · Normal' (§2.5 item 4)", () => {
    expect(cardBestLabel(quiz, best({}))).toBe("Best 74 · Normal");
  });

  test("every ranked live game has a board", () => {
    // The adventures rank per edition and per room, on their own pages (games.md §4.20, §4.21).
    for (const game of games.filter((g) => g.live && g.ranked && g.category !== "adventure"))
      expect(hasLeaderboard(game)).toBe(true);
  });
});
