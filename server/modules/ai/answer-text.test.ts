import { describe, expect, test } from "vitest";
import { checkAnswer, FooterGate, removeInventedLinks, titleFromQuestion } from "./answer-text";

describe("titleFromQuestion (ai.md §1.4)", () => {
  test("short questions stay whole; long ones are cut at a word within 60 characters, with ...", () => {
    expect(titleFromQuestion("  What does the   laver teach? ")).toBe("What does the laver teach?");
    const title = titleFromQuestion(
      "Walk me through the Dimensions Room with Ruth 1, one dimension at a time, with care please",
    );
    expect(title).toBe("Walk me through the Dimensions Room with Ruth 1, one...");
    expect(title.length - 3).toBeLessThanOrEqual(60);
    expect(titleFromQuestion("x".repeat(80))).toBe(`${"x".repeat(60)}...`);
  });
});

describe("checkAnswer (ai.md §1.3, §1.7)", () => {
  test("footers leave the text; only real rooms (as the palace writes them) and parseable passages stay", () => {
    const checked = checkAnswer(
      "Body text.\n\nRooms: bl, FE, ZZ, Blue Room (Sanctuary), sr\nPassages: Jn 3:16; Nowhere 9:9; Heb 8:1-2",
      { userInputs: [], rooms: true },
    );
    expect(checked).toEqual({
      content: "Body text.",
      rooms: ["BL", "FE", "SR"],
      passages: ["John 3:16", "Hebrews 8:1-2"],
      timeline: [],
    });
  });

  test("timeline lines are collected until the block ends", () => {
    const checked = checkAnswer(
      "Answer.\n\nTimeline:\n- 457 BC — The decree — Daniel 9:25\nAD 27 — Baptism — Luke 3:21-22\n\nRooms: PR",
      { userInputs: [], rooms: true },
    );
    expect(checked.timeline).toEqual(["457 BC — The decree — Daniel 9:25", "AD 27 — Baptism — Luke 3:21-22"]);
    expect(checked.content).toBe("Answer.");
  });

  test("KidGPT keeps no rooms", () => {
    expect(checkAnswer("Hi\nRooms: BL", { userInputs: [], rooms: false }).rooms).toEqual([]);
  });

  test("links the member never gave are removed; given ones stay", () => {
    const text =
      "See [this study](https://invented.example/a) and https://invented.example/b. Also https://given.example/page.";
    expect(removeInventedLinks(text, ["I read https://given.example/page yesterday"])).toBe(
      "See this study and . Also https://given.example/page.",
    );
  });
});

describe("FooterGate", () => {
  test("streams text through and holds back the footer even when it arrives in pieces", () => {
    const gate = new FooterGate();
    const pieces = ["Intro line\n\nMore", " text\nRo", "oms: SR, BL\nPassa", "ges: John 3:16"];
    const shown = pieces.map((piece) => gate.push(piece)).join("") + gate.flush();
    expect(shown).toBe("Intro line\n\nMore text\n");
  });

  test("a line that only starts like a footer is shown once it turns out not to be one", () => {
    const gate = new FooterGate();
    const shown = [
      gate.push("Pass"),
      gate.push("ages are read slowly.\n"),
      gate.push("Ro"),
      gate.flush(),
    ].join("");
    expect(shown).toBe("Passages are read slowly.\nRo");
  });
});
