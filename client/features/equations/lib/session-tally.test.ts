import { describe, expect, test } from "vitest";
import { addResult, emptyTally, sessionLine } from "./session-tally";
import { difficultyButtonLabel, difficultyFrom } from "./difficulty";

describe("the session bar", () => {
  test("adds points and counts each passed puzzle once", () => {
    let tally = emptyTally;
    tally = addResult(tally, { puzzleId: "easy-01", verdict: "pass", points: 5 });
    tally = addResult(tally, { puzzleId: "easy-02", verdict: "partial", points: 2 });
    tally = addResult(tally, { puzzleId: "easy-01", verdict: "pass", points: 0 });
    tally = addResult(tally, { puzzleId: "easy-03", verdict: "fail", points: 0 });
    expect(tally).toEqual({ points: 7, solved: ["easy-01"] });
    expect(sessionLine(tally)).toBe("This session: 7 points · 1 solved");
    expect(sessionLine(emptyTally)).toBe("This session: 0 points · 0 solved");
  });
});

describe("difficulty", () => {
  test.each([
    ["?difficulty=pro", "pro"],
    ["?difficulty=intermediate", "intermediate"],
    ["?difficulty=expert", "easy"],
    ["", "easy"],
  ])("%s → %s", (search, expected) => {
    expect(difficultyFrom(new URLSearchParams(search))).toBe(expected);
  });

  test("button labels name the symbol counts", () => {
    expect(difficultyButtonLabel("easy")).toBe("Easy (3 symbols)");
    expect(difficultyButtonLabel("intermediate")).toBe("Intermediate (6 symbols)");
    expect(difficultyButtonLabel("advanced")).toBe("Advanced (9 symbols)");
    expect(difficultyButtonLabel("pro")).toBe("Pro (12 symbols)");
  });
});
