import { describe, expect, test } from "vitest";
import { boardSpeech, speakable } from "./kids-speech";

describe("read aloud", () => {
  test("a blank is read as 'blank'", () => {
    expect(speakable("For God so ____ the world")).toBe("For God so blank the world");
    expect(speakable("In the ____  ____ God")).toBe("In the blank blank God");
  });

  test.each([
    [
      "a verse board reads the prompt, the verse and its reference",
      {
        play: "choice" as const,
        verse: { ref: "John 3:16", text: "For God so ____ the world" },
        moreClues: false,
        tiles: [],
        tried: [],
      },
      "Which word is missing? For God so blank the world John 3:16",
    ],
    [
      "a Who Am I? board reads the newest clue",
      {
        play: "choice" as const,
        clues: ["I built a big boat.", "I had three sons."],
        moreClues: true,
        tiles: [],
        tried: [],
      },
      "Which word is missing? I had three sons.",
    ],
    [
      "other boards read the prompt",
      { play: "order" as const, slots: [], tiles: [] },
      "Which word is missing?",
    ],
  ])("%s", (_name, board, spoken) => {
    expect(boardSpeech("Which word is missing?", board)).toBe(spoken);
  });
});
