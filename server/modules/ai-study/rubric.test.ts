import { describe, expect, test } from "vitest";
import { roomById } from "@common/content/palace";
import { findCautions, judgeWork, referencesIn } from "./rubric";

/* The deterministic "Check my work" rubric (ai.md §3.12): the same answer always gets the same judgement. */

const bl = roomById("bl");
const good =
  "Leviticus 16:30 evokes the Day of Atonement, the yearly service when the high priest carried the blood into the Most Holy Place. Sanctuary element: the Day of Atonement. Christ's fulfilment: Jesus our High Priest ministers His own blood in the heavenly sanctuary and cleanses His people before He comes. Doctrine: the judgment and the final cleansing of sin. Cross-links: Hebrews 9:23-24 and Revelation 14:7.";

describe("the rubric", () => {
  test("a full Blue Room answer passes with every check", () => {
    const judge = judgeWork({ room: bl, verseRef: "Leviticus 16:30", answer: good });
    expect(judge.verdict).toBe("pass");
    expect(judge.points).toBe(10);
    expect(judge.cautions).toEqual([]);
    expect(judge.checks.every((check) => check.ok)).toBe(true);
    expect(judge.passagesNoticed).toEqual(["Leviticus 16:30", "Hebrews 9:23-24", "Revelation 14:7"]);
    expect(judge.judgedBy).toBe("rules");
  });

  test("a thin answer fails and says what to grow in", () => {
    const judge = judgeWork({ room: bl, verseRef: "Leviticus 16:30", answer: "It is about being clean." });
    expect(judge.verdict).toBe("fail");
    expect(judge.growthAreas.length).toBeGreaterThan(0);
    expect(judge.checks.find((check) => check.id === "christ")?.ok).toBe(false);
  });

  test("naming the scapegoat as Christ is a caution with its reason and passage, never a pass", () => {
    const answer = `${good} The scapegoat of Leviticus 16:21 also represents Christ carrying our sins away.`;
    const judge = judgeWork({ room: bl, verseRef: "Leviticus 16:30", answer });
    expect(judge.verdict).not.toBe("pass");
    expect(judge.cautions).toEqual([
      expect.objectContaining({
        reading: "The scapegoat named as a figure of Christ",
        passage: "Leviticus 16:15-22",
      }),
    ]);
    expect(judge.cautions[0]?.reason).toMatch(/LORD's goat is slain/);
  });

  test("rejecting a reading is not holding it", () => {
    expect(findCautions("The scapegoat is not Christ: only the LORD's goat is slain.")).toEqual([]);
    expect(
      findCautions("Some say the little horn of Daniel 8 is Antiochus, but it grows exceeding great."),
    ).toEqual([]);
    expect(findCautions("Jesus will return in 2031, so we must be ready.").map((c) => c.passage)).toEqual([
      "Matthew 24:36",
    ]);
    expect(findCautions("The little horn in Daniel 8 is Antiochus Epiphanes.").map((c) => c.passage)).toEqual(
      ["Daniel 8:8-25"],
    );
    expect(findCautions("The judgment began in 1844 (Daniel 8:14).")).toEqual([]);
  });

  test("references: found, labelled, and a verse that does not exist is named", () => {
    expect(referencesIn("See John 3:16, Rom 5:8 and 1 Cor 5:7.").valid.map((ref) => ref.label)).toEqual([
      "John 3:16",
      "Romans 5:8",
      "1 Corinthians 5:7",
    ]);
    expect(referencesIn("John 22:1 is not a verse. Chapter 3:16 is no book.").invalid).toEqual(["John 22:1"]);
  });

  test("the same answer, the same judgement", () => {
    expect(judgeWork({ room: bl, verseRef: "Leviticus 16:30", answer: good })).toEqual(
      judgeWork({ room: bl, verseRef: "Leviticus 16:30", answer: good }),
    );
  });
});
