// The deterministic judge: depth by the rubric's word count on the subtype's main field, then the idea it looks for.
import { describe, expect, test } from "vitest";
import { depthHint, judgeAnswer, wordCount } from "./judge";
import { challengeTemplates, type ChallengeTemplate } from "./templates";

const template = (id: string): ChallengeTemplate => challengeTemplates.find((each) => each.id === id)!;
const words = (n: number, word = "light") => Array.from({ length: n }, () => word).join(" ");

describe("judgeAnswer", () => {
  const quickDrill = template("dd-light-of-the-world"); // 12 words, nothing looked for
  const faith = template("c6-faith-counted"); // 20 words, looks for faith/trust/righteousness

  test.each([
    ["enough words pass", quickDrill, { dimension: "christ", answer: words(12) }, "pass"],
    ["too few words are partial", quickDrill, { dimension: "christ", answer: words(11) }, "partial"],
    [
      "the idea looked for is found in any field",
      faith,
      { connectedVerse: "Romans 4:3", explanation: `${words(19, "Abram")} believed` },
      "pass",
    ],
    [
      "without the idea it is partial",
      faith,
      { connectedVerse: "Romans 4:3", explanation: words(25, "Abram") },
      "partial",
    ],
    [
      "depth is measured on the main field only",
      faith,
      { connectedVerse: "Romans 4:3 faith faith faith", explanation: words(5, "faith") },
      "partial",
    ],
  ] as const)("%s", (_, subject, answer, verdict) => {
    expect(judgeAnswer(subject, answer).verdict).toBe(verdict);
  });

  test("feedback says what to do next, or praises", () => {
    expect(judgeAnswer(quickDrill, { dimension: "me", answer: "short but real answer" }).feedback).toBe(
      depthHint(12),
    );
    expect(
      judgeAnswer(faith, { connectedVerse: "Romans 4:3", explanation: words(25, "Abram") }).feedback,
    ).toBe(`A good start. ${faith.rubric.lookFor!.hint}`);
    expect(judgeAnswer(quickDrill, { dimension: "me", answer: words(20) }).feedback).toBe(
      quickDrill.rubric.praise,
    );
  });

  test("the same answer always gets the same verdict", () => {
    const answer = { action: words(10, "call"), growthArea: "patience" };
    const fruit = template("fc-patience-under-pressure");
    expect(judgeAnswer(fruit, answer)).toEqual(judgeAnswer(fruit, answer));
  });

  test.each([
    ["one two three", 3],
    ["  spaced   out  ", 2],
    ["— dash — only", 2],
    ["", 0],
  ])("wordCount(%j) = %i", (value, expected) => {
    expect(wordCount(value)).toBe(expected);
  });
});
