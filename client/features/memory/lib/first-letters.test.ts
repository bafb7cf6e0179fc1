import { expect, test } from "vitest";
import { suggestFromAccuracy } from "./grades";
import {
  firstLetterTargets,
  firstLettersAccuracy,
  firstLettersDone,
  hesitated,
  startFirstLetters,
  typeLetter,
} from "./first-letters";

const john316 =
  "For God so loved the world, that he gave his only begotten Son, that whosoever believeth in him should not perish, but have everlasting life.";

function typeAll(keys: string[], gapMs = 200) {
  const targets = firstLetterTargets(john316);
  let state = startFirstLetters();
  keys.forEach((key, i) => {
    state = typeLetter(state, targets, key, 1000 + i * gapMs).state;
  });
  return { targets, state };
}

test("one target per word with its first letter, punctuation kept for display", () => {
  const targets = firstLetterTargets("In the beginning, God — created.");
  expect(targets.map((t) => t.letter).join("")).toBe("itbgc");
  expect(targets[2]!.display).toBe("beginning,");
});

test("all right letters, typed steadily: 100% → Easy when allowed, Good otherwise", () => {
  const letters = firstLetterTargets(john316).map((t) => t.letter.toUpperCase());
  const { targets, state } = typeAll(letters);
  expect(firstLettersDone(state, targets)).toBe(true);
  const accuracy = firstLettersAccuracy(state, targets.length);
  expect(accuracy).toBe(1);
  expect(hesitated(state)).toBe(false);
  expect(suggestFromAccuracy(accuracy, { easyAllowed: true, hesitated: hesitated(state) })).toBe("easy");
});

test("a pause over 3 s between two letters is hesitation: Good, not Easy", () => {
  const targets = firstLetterTargets(john316);
  let state = startFirstLetters();
  targets.forEach((t, i) => {
    state = typeLetter(state, targets, t.letter, i < 10 ? i * 100 : 5000 + i * 100).state;
  });
  expect(hesitated(state)).toBe(true);
  expect(
    suggestFromAccuracy(firstLettersAccuracy(state, targets.length), { easyAllowed: true, hesitated: true }),
  ).toBe("good");
});

test("a wrong letter flashes, keeps the word and counts it missed once", () => {
  const targets = firstLetterTargets(john316);
  let state = startFirstLetters();
  const first = typeLetter(state, targets, "x", 0);
  expect(first.correct).toBe(false);
  expect(first.state.index).toBe(0);
  state = typeLetter(first.state, targets, "z", 10).state;
  state = typeLetter(state, targets, "f", 20).state;
  expect(state.index).toBe(1);
  expect(state.missed.size).toBe(1);
  expect(firstLettersAccuracy(state, targets.length)).toBeCloseTo(24 / 25);
});

test("2 of 25 words missed is 92% → Hard; 6 missed is 76% → Again", () => {
  const targets = firstLetterTargets(john316);
  const run = (misses: number) => {
    let state = startFirstLetters();
    targets.forEach((t, i) => {
      if (i < misses) state = typeLetter(state, targets, "#", i).state;
      state = typeLetter(state, targets, t.letter, i).state;
    });
    return suggestFromAccuracy(firstLettersAccuracy(state, targets.length));
  };
  expect(run(1)).toBe("good");
  expect(run(2)).toBe("hard");
  expect(run(5)).toBe("hard");
  expect(run(6)).toBe("again");
});
