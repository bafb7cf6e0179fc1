// The clue answer check (games.md §4.20, §3.4 R1/R2/R8), table-driven over clues of the real bank.
import { describe, expect, test } from "vitest";
import type { HuntClue } from "@server/modules/games/content/adventure-types";
import { hunts } from "@server/modules/games/content/hunts";
import { checkClueAnswer } from "./answer-check";

const huntById = (id: string) => {
  const hunt = hunts.find((candidate) => candidate.id === id);
  if (!hunt) throw new Error(`no hunt ${id}`);
  return hunt;
};
const lamb = huntById("the-lamb-god-provides");
const clue = (n: number): HuntClue => {
  const found = lamb.clues[n - 1];
  if (!found) throw new Error(`no clue ${n}`);
  return found;
};
const judged = (correct: boolean) => ({ kind: "judged", correct });

describe("text clues (R8)", () => {
  test.each([
    ["Lamb", true],
    ["  the LAMB! ", true],
    ["a lamb", true],
    ["the passover lamb of God", true],
    ["a", false],
    ["am", false],
    ["goat", false],
    ["", false],
  ])("%j → %s", (answer, correct) => {
    expect(clue(1).type).toBe("theme");
    expect(checkClueAnswer(clue(1), answer)).toEqual(judged(correct));
  });
});

describe("room clues: the name, tag or id", () => {
  test.each([
    ["Symbols/Types Room", true],
    ["symbols types", true],
    ["ST", true],
    ["st room", true],
    ["Blue Room", false],
    ["s", false],
  ])("%j → %s", (answer, correct) => {
    expect(clue(2).type).toBe("room");
    expect(checkClueAnswer(clue(2), answer)).toEqual(judged(correct));
  });
});

describe("verse clues (R1/R2)", () => {
  test.each([
    ["John 1:29", true],
    ["Jn 1:29", true],
    ["jn. 1:29", true],
    ["John 1:36", true],
    ["John 1:28-30", true],
    ["John 1:29, 36", true],
    ["John 1:27-30", false], // four verses: too broad, even though it overlaps
    ["John 1:30", false],
    ["Rev 5:6", false],
  ])("%j → %s", (answer, correct) => {
    expect(clue(5).type).toBe("verse");
    expect(checkClueAnswer(clue(5), answer)).toEqual(judged(correct));
  });

  test.each([
    ["John 22:1", "John 22:1 does not exist"],
    ["John 1", "Type a Bible reference with chapter and verse, e.g. John 1:29."],
    ["the lamb of God", "Type a Bible reference with chapter and verse, e.g. John 1:29."],
  ])("%j is no reference: nothing is judged", (answer, message) => {
    expect(checkClueAnswer(clue(5), answer)).toEqual({ kind: "unreadable", message });
  });

  test("every hunt's final clue accepts its final verse, abbreviated or not", () => {
    for (const hunt of hunts) {
      const last = hunt.clues[hunt.clues.length - 1]!;
      expect(checkClueAnswer(last, hunt.finalRef), hunt.id).toEqual(judged(true));
    }
    const throne = huntById("the-lamb-on-the-throne");
    expect(checkClueAnswer(throne.clues[throne.clues.length - 1]!, "Revelation 5:6")).toEqual(judged(true));
  });
});

describe("the bank's own answers", () => {
  test("each clue accepts its first accepted answer", () => {
    for (const hunt of hunts)
      for (const item of hunt.clues)
        expect(checkClueAnswer(item, item.accepted[0]!), `${hunt.id} clue ${item.n}`).toEqual(judged(true));
  });
});
