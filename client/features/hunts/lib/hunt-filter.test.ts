import { describe, expect, it } from "vitest";
import {
  huntFilterOptions,
  huntFilterParams,
  huntListDifficulty,
  matchesHuntFilter,
  parseHuntFilter,
} from "./hunt-filter";

describe("hunt filter", () => {
  it("offers All and the three difficulties", () => {
    expect(huntFilterOptions.map((option) => option.label)).toEqual(["All", "Beginner", "Pro", "Scholar"]);
  });

  it.each([
    ["", "all"],
    ["?difficulty=pro", "pro"],
    ["?difficulty=scholar&x=1", "scholar"],
    ["?difficulty=expert", "all"],
    ["?difficulty=PRO", "all"],
  ])("reads %s as %s", (search, filter) => {
    expect(parseHuntFilter(new URLSearchParams(search))).toBe(filter);
  });

  it("writes the filter into the URL and keeps other parameters", () => {
    expect(huntFilterParams(new URLSearchParams("ref=abc"), "beginner").toString()).toBe(
      "ref=abc&difficulty=beginner",
    );
    expect(huntFilterParams(new URLSearchParams("difficulty=pro&ref=abc"), "all").toString()).toBe("ref=abc");
  });

  it("asks the server for one difficulty, or none for All", () => {
    expect(huntListDifficulty("all")).toBeNull();
    expect(huntListDifficulty("pro")).toBe("pro");
  });

  it("matches editions against the filter", () => {
    expect(matchesHuntFilter("pro", "all")).toBe(true);
    expect(matchesHuntFilter("pro", "pro")).toBe(true);
    expect(matchesHuntFilter("beginner", "scholar")).toBe(false);
  });
});
