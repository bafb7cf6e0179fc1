import { describe, expect, it } from "vitest";
import { worksheetMarkdown } from "./export-markdown";

describe("worksheetMarkdown", () => {
  it("writes passages, each room's question and answer, and the notes", () => {
    const md = worksheetMarkdown({
      weekLabel: "Week 47 · Nov 16 – Nov 22, 2026",
      passages: ["Hebrews 8:1-6", "Leviticus 16"],
      rooms: [
        {
          tag: "BL",
          name: "Blue Room",
          question: "Which sanctuary article does Hebrews 8:1-6 map to?",
          answer: "The most holy place.\n",
        },
        {
          tag: "SR",
          name: "Story Room",
          question: "Hebrews 8:1-6: What happens, and in what order?",
          answer: " ",
        },
      ],
      notes: "My own notes.",
    });
    expect(md).toContain("# Amplified Quarterly — Week 47 · Nov 16 – Nov 22, 2026");
    expect(md).toContain("Official lesson: https://www.sabbath.school/");
    expect(md).toContain("- Hebrews 8:1-6\n- Leviticus 16");
    expect(md).toContain(
      "### BL · Blue Room\n\n> Which sanctuary article does Hebrews 8:1-6 map to?\n\nThe most holy place.\n",
    );
    expect(md).toContain(
      "### SR · Story Room\n\n> Hebrews 8:1-6: What happens, and in what order?\n\n_Not answered yet._",
    );
    expect(md).toContain("## My lesson notes\n\nMy own notes.");
  });

  it("says when nothing was chosen or written", () => {
    const md = worksheetMarkdown({ weekLabel: "2026-W01", passages: [], rooms: [], notes: "" });
    expect(md).toContain("_No passages chosen._");
    expect(md).toContain("_No notes yet._");
  });
});
