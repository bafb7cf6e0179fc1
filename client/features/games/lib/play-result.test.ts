import { describe, expect, it } from "vitest";
import type { GameResultDto } from "@common/schemas/games";
import { bestLine, botTotals, pointsLine, resultStats } from "./play-result";

const result = (over: Partial<GameResultDto> = {}): GameResultDto => ({
  resultId: "r",
  title: "Passed",
  won: true,
  score: 74,
  maxScore: 100,
  metric: 74,
  durationMs: 95_000,
  metrics: {},
  ranked: true,
  points: 8,
  pointsCapped: false,
  newBest: false,
  previousBest: null,
  ...over,
});

describe("result lines", () => {
  it("shows a quiz's score, correct answers and time", () => {
    const stats = resultStats(result({ metrics: { correct: 8, questions: 10 } }));
    expect(stats.map((stat) => [stat.label, stat.value])).toEqual([
      ["Score", "74 / 100"],
      ["Correct", "8 / 10"],
      ["Time", "1:35"],
    ]);
  });

  it("shows a memory board's moves and its own seconds", () => {
    const stats = resultStats(result({ metrics: { moves: 14, seconds: 62, pairs: 8 } }));
    expect(stats.find((stat) => stat.id === "moves")?.value).toBe("14");
    expect(stats.find((stat) => stat.id === "time")?.value).toBe("1:02");
  });

  it("shows Palace Cards' progress", () => {
    const stats = resultStats(result({ metrics: { completed: 8, correct: 7, cards: 8 } }));
    expect(stats.find((stat) => stat.id === "completed")?.value).toBe("8/8 (100%)");
  });

  it("gives both totals in bot mode", () => {
    expect(botTotals(result({ metrics: { correct: 7, questions: 10, botScore: 61 } }))).toEqual({
      you: 74,
      bot: 61,
      unit: "points",
    });
    expect(botTotals(result({ metrics: { playerPairs: 5, botPairs: 3, moves: 9 } }))).toEqual({
      you: 5,
      bot: 3,
      unit: "pairs",
    });
    expect(botTotals(result())).toBeNull();
  });

  it("says points or the daily cap", () => {
    expect(pointsLine(result())).toBe("+8 points");
    expect(pointsLine(result({ points: 1 }))).toBe("+1 point");
    expect(pointsLine(result({ pointsCapped: true, points: 0 }))).toBe("Daily points cap reached");
  });

  it("names a new personal best with the previous one", () => {
    expect(bestLine(result())).toBeNull();
    expect(bestLine(result({ newBest: true }))).toBe("New personal best!");
    expect(bestLine(result({ newBest: true, previousBest: 66 }))).toBe(
      "New personal best! Previous best: 66",
    );
  });
});
