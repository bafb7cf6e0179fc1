import { describe, expect, it } from "vitest";
import { attemptKey, countAnswerWords, createAttemptIds, moveItem, newAnswerId } from "./play-answer";

describe("answer attempts", () => {
  it("keeps one id per attempt, reused on a retry, new for the next attempt", () => {
    let n = 0;
    const ids = createAttemptIds(() => `id-${++n}`);
    const first = ids(attemptKey("run", 1, 0));
    expect(ids(attemptKey("run", 1, 0))).toBe(first);
    // Palace Cards: the second try at the same round is a new attempt.
    expect(ids(attemptKey("run", 1, 1))).not.toBe(first);
    expect(ids(attemptKey("run", 2, undefined))).toBe("id-3");
  });

  it("makes ids the server accepts", () => {
    expect(newAnswerId()).toMatch(/^[0-9a-f-]{36}$/);
    expect(newAnswerId()).not.toBe(newAnswerId());
  });
});

describe("word count", () => {
  it("counts words but not numbers", () => {
    expect(countAnswerWords("The lamb of God takes away sin")).toBe(7);
    expect(countAnswerWords("  ")).toBe(0);
    expect(countAnswerWords("Christ's blood, 1844 and 2300")).toBe(3);
  });

  it("leaves references out once the parser is there", () => {
    const find = (text: string) => {
      const start = text.indexOf("John 1:29");
      return start < 0 ? [] : [{ start, end: start + "John 1:29".length }];
    };
    expect(countAnswerWords("Behold the Lamb, John 1:29", find)).toBe(3);
    expect(countAnswerWords("Behold the Lamb, John 1:29")).toBe(4);
  });
});

describe("moving items", () => {
  it("moves one item and leaves the list alone on a bad move", () => {
    expect(moveItem(["a", "b", "c"], 0, 2)).toEqual(["b", "c", "a"]);
    expect(moveItem(["a", "b", "c"], 2, 1)).toEqual(["a", "c", "b"]);
    expect(moveItem(["a", "b", "c"], 0, -1)).toEqual(["a", "b", "c"]);
  });
});
