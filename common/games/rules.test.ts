import { describe, expect, it } from "vitest";
import {
  countInversions,
  levelForPoints,
  memoryScore,
  orderScore,
  performancePoints,
  pointsForLevel,
  principleScore,
  timedPoints,
} from "./rules";

describe("timedPoints: max(1, ceil(10 × left / limit))", () => {
  it.each([
    { left: 27_000, limit: 30_000, points: 9 },
    { left: 30_000, limit: 30_000, points: 10 },
    { left: 29_999, limit: 30_000, points: 10 },
    { left: 15_000, limit: 30_000, points: 5 },
    { left: 14_500, limit: 30_000, points: 5 },
    { left: 1, limit: 30_000, points: 1 },
    { left: 0, limit: 30_000, points: 1 },
    { left: -2_000, limit: 30_000, points: 1 },
    { left: 60_000, limit: 30_000, points: 10 },
    { left: 44_000, limit: 45_000, points: 10 },
    { left: 10_000, limit: 20_000, points: 5 },
  ])("$left ms of $limit → $points", ({ left, limit, points }) => {
    expect(timedPoints(left, limit)).toBe(points);
  });
});

describe("memoryScore: max(10P, 100P − 10(moves − P) − floor(s / 2))", () => {
  it.each([
    { pairs: 8, moves: 8, seconds: 0, score: 800 },
    { pairs: 8, moves: 8, seconds: 61, score: 770 },
    { pairs: 12, moves: 20, seconds: 90, score: 1200 - 80 - 45 },
    { pairs: 8, moves: 100, seconds: 600, score: 80 },
    { pairs: 18, moves: 500, seconds: 0, score: 180 },
  ])("P=$pairs, $moves moves, $seconds s → $score", ({ pairs, moves, seconds, score }) => {
    expect(memoryScore(pairs, moves, seconds)).toBe(score);
  });
});

describe("principleScore", () => {
  it.each([
    { correct: 2, wrong: 0, exact: true, score: 10 },
    { correct: 4, wrong: 0, exact: true, score: 10 },
    // Ticking all 6 on Normal with 3 correct pays nothing.
    { correct: 3, wrong: 3, exact: false, score: 0 },
    { correct: 2, wrong: 6, exact: false, score: 0 },
    { correct: 1, wrong: 0, exact: false, score: 3 },
    { correct: 3, wrong: 1, exact: false, score: 6 },
    { correct: 0, wrong: 1, exact: false, score: 0 },
  ])("$correct right, $wrong wrong, exact $exact → $score", ({ correct, wrong, exact, score }) => {
    expect(principleScore(correct, wrong, exact)).toBe(score);
  });
});

describe("countInversions and orderScore", () => {
  it.each([
    { order: [0, 1, 2, 3, 4], inversions: 0 },
    { order: [1, 0, 2, 3, 4], inversions: 1 },
    { order: [4, 3, 2, 1, 0], inversions: 10 },
    { order: [2, 0, 1], inversions: 2 },
    { order: [], inversions: 0 },
  ])("$order → $inversions inversions", ({ order, inversions }) => {
    expect(countInversions(order)).toBe(inversions);
  });

  it.each([
    // Perfect: 10 + 5.
    { inversions: 0, items: 5, score: 15 },
    { inversions: 0, items: 9, score: 15 },
    { inversions: 1, items: 5, score: 9 },
    { inversions: 5, items: 5, score: 5 },
    { inversions: 10, items: 5, score: 0 },
    { inversions: 3, items: 7, score: 9 },
    { inversions: 21, items: 7, score: 0 },
  ])("$inversions inversions of $items items → $score", ({ inversions, items, score }) => {
    expect(orderScore(inversions, items)).toBe(score);
  });
});

describe("performancePoints: 2 + round(8 × performance)", () => {
  it.each([
    { score: 0, max: 100, points: 2 },
    { score: 50, max: 100, points: 6 },
    { score: 100, max: 100, points: 10 },
    { score: 150, max: 100, points: 10 },
    { score: -20, max: 100, points: 2 },
    { score: 35, max: 50, points: 8 },
    { score: 10, max: 0, points: 2 },
  ])("$score / $max → $points", ({ score, max, points }) => {
    const result = performancePoints(score, max);
    expect(result).toBe(points);
    expect(result).toBeGreaterThanOrEqual(0);
    expect(result).toBeLessThanOrEqual(10);
  });
});

describe("levels: level L needs 250 × L × (L − 1) points", () => {
  it.each([
    { level: 1, points: 0 },
    { level: 2, points: 500 },
    { level: 3, points: 1_500 },
    { level: 4, points: 3_000 },
    { level: 5, points: 5_000 },
  ])("level $level at $points", ({ level, points }) => {
    expect(pointsForLevel(level)).toBe(points);
    expect(levelForPoints(points)).toBe(level);
    if (points > 0) expect(levelForPoints(points - 1)).toBe(level - 1);
  });

  it.each([
    { points: -5, level: 1 },
    { points: 499, level: 1 },
    { points: 4_999, level: 4 },
    { points: 7_499, level: 5 },
    { points: 7_500, level: 6 },
  ])("$points points → level $level", ({ points, level }) => {
    expect(levelForPoints(points)).toBe(level);
  });
});
