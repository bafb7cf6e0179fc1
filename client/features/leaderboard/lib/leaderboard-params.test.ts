import { describe, expect, test } from "vitest";
import { formatValue, readView, writeView } from "./leaderboard-params";

describe("readView", () => {
  test.each([
    ["", { period: "all", ranking: "points" }],
    ["period=week", { period: "week", ranking: "points" }],
    ["period=month&ranking=verses", { period: "month", ranking: "verses" }],
    ["ranking=challenges", { period: "all", ranking: "challenges" }],
    ["period=year&ranking=stars", { period: "all", ranking: "points" }],
  ])("?%s", (search, view) => {
    expect(readView(new URLSearchParams(search))).toEqual(view);
  });
});

describe("writeView", () => {
  test("defaults are left out of the URL; other params are kept", () => {
    const params = new URLSearchParams("period=week&x=1");
    expect(writeView(params, { period: "all", ranking: "points" }).toString()).toBe("x=1");
    expect(writeView(params, { period: "month", ranking: "challenges" }).toString()).toBe(
      "period=month&x=1&ranking=challenges",
    );
  });

  test("round trip", () => {
    const view = { period: "week", ranking: "verses" } as const;
    expect(readView(writeView(new URLSearchParams(), view))).toEqual(view);
  });
});

describe("formatValue", () => {
  test.each([
    ["points", 1234, "1,234 points"],
    ["points", 1, "1 point"],
    ["challenges", 1, "1 challenge"],
    ["verses", 0, "0 verses"],
  ] as const)("%s %d → %s", (ranking, value, text) => {
    expect(formatValue(ranking, value)).toBe(text);
  });
});
