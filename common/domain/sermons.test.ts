import { describe, expect, test } from "vitest";
import {
  bridgesBlockedMessage,
  emptyBridges,
  emptyStones,
  emptyStructure,
  stonesBlockedMessage,
} from "../schemas/sermons";
import {
  finishProblem,
  furthestStep,
  sermonFileName,
  sermonMarkdown,
  sermonPlainText,
  stepProblems,
  type SermonContent,
} from "./sermons";

const base: SermonContent = {
  title: "The Shepherd",
  themePassage: "Luke 15:1-7",
  style: "narrative",
  audience: "general",
  lengthMin: 30,
  stones: emptyStones(),
  bridges: emptyBridges(),
  structure: emptyStructure(),
};

const withStones = (count: number, bridges = 0): SermonContent => ({
  ...base,
  stones: base.stones.map((stone, index) =>
    index < count ? { insight: `Stone number ${index + 1} insight`, passages: "" } : stone,
  ),
  bridges: base.bridges.map((bridge, index) =>
    index < bridges ? { ...bridge, text: `Bridge number ${index + 1}` } : bridge,
  ),
});

describe("the step rules (ai.md §3.9)", () => {
  test("setup needs a title, a theme and a length in range", () => {
    expect(stepProblems({ ...base, title: "ab" }, 1).map((p) => p.field)).toEqual(["title"]);
    expect(stepProblems({ ...base, themePassage: "abc" }, 1).map((p) => p.field)).toEqual(["themePassage"]);
    expect(stepProblems({ ...base, lengthMin: null }, 1).map((p) => p.field)).toEqual(["lengthMin"]);
    expect(stepProblems(base, 1)).toEqual([]);
  });

  test("four stones block with the verbatim message; five pass; a short stone doesn't count", () => {
    expect(stepProblems(withStones(4), 2)[0]?.message).toBe(stonesBlockedMessage);
    expect(stepProblems(withStones(5), 2)).toEqual([]);
    const short = withStones(5);
    short.stones[2] = { insight: "too short", passages: "" };
    expect(stepProblems(short, 2)[0]?.message).toBe(stonesBlockedMessage);
  });

  test("three bridges block; four pass; furthest step and finish follow", () => {
    expect(stepProblems(withStones(5, 3), 3)[0]?.message).toBe(bridgesBlockedMessage);
    expect(furthestStep(withStones(4))).toBe(2);
    expect(furthestStep(withStones(5, 3))).toBe(3);
    expect(furthestStep(withStones(5, 4))).toBe(5);
    expect(finishProblem(withStones(4, 4))?.message).toBe(stonesBlockedMessage);
    expect(finishProblem(withStones(5, 4))).toBeNull();
  });
});

describe("export", () => {
  test("Markdown and text hold the sermon in order: hook, stones joined by bridges, climax, resolution, call", () => {
    const content = {
      ...withStones(5, 4),
      structure: {
        opening: "Hook",
        risingAction: "Rising",
        climax: "Climax text",
        resolution: "Res",
        callToAction: "Go",
      },
    };
    const markdown = sermonMarkdown(content);
    const order = [
      "## Opening hook",
      "### Stone 1",
      "Bridge number 1",
      "### Stone 2",
      "### Stone 5",
      "## Climax",
      "## Resolution",
      "## Call to action",
    ];
    const positions = order.map((part) => markdown.indexOf(part));
    expect(positions.every((position) => position >= 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    expect(sermonPlainText(content)).toContain("STONE 5\nStone number 5 insight");
    expect(sermonFileName("The Shepherd's Heart!")).toBe("the-shepherd-s-heart.md");
    expect(sermonFileName("")).toBe("sermon.md");
  });
});
