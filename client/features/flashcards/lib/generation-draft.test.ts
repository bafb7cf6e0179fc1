import { describe, expect, it } from "vitest";
import type { GenerationDto } from "@common/schemas/flashcards";
import { cardProblem, draftCards, removeDraft, replaceDraft, toCardInput } from "./generation-draft";

const generation: GenerationDto = {
  generationId: "g1",
  title: "parables (AI)",
  source: "ai",
  notes: [],
  cards: [
    { front: "Fake card 1: parables", back: "Answer one", verseRef: "Luke 15:4", kind: "qa" },
    { front: "Fake card 2: parables", back: "Answer two", verseRef: null, kind: "cloze" },
    { front: "Fake card 3: parables", back: "Answer three", verseRef: null, kind: "qa" },
  ],
};

describe("draft cards", () => {
  it("keys each card and removes one by its key", () => {
    const cards = draftCards(generation);
    expect(cards.map((card) => card.key)).toEqual(["g1-0", "g1-1", "g1-2"]);
    const kept = removeDraft(cards, "g1-1");
    expect(kept.map((card) => card.front)).toEqual(["Fake card 1: parables", "Fake card 3: parables"]);
  });

  it("replaces one card's text and keeps its key", () => {
    const cards = replaceDraft(draftCards(generation), "g1-0", {
      front: "Who left the ninety-nine?",
      back: "The shepherd",
      verseRef: "Luke 15:4",
      kind: "qa",
    });
    expect(cards[0]).toMatchObject({ key: "g1-0", front: "Who left the ninety-nine?" });
    expect(cards).toHaveLength(3);
  });
});

describe("toCardInput", () => {
  it.each([
    [null, null],
    ["", null],
    ["  ", null],
    [" John 3:16 ", "John 3:16"],
  ])("turns the reference %j into %j", (verseRef, expected) => {
    expect(toCardInput({ front: "Front text", back: "Back", verseRef, kind: "qa" }).verseRef).toBe(expected);
  });
});

describe("cardProblem", () => {
  it.each([
    [{ front: "Who wrote Romans?", back: "Paul" }, null],
    [{ front: "Who?", back: "Paul" }, "Write at least 5 characters on the front."],
    [{ front: "Who wrote Romans?", back: "  " }, "Write the answer on the back."],
  ])("%o → %s", (text, problem) => {
    expect(cardProblem({ ...text, verseRef: null, kind: "qa" })).toBe(problem);
  });
});
