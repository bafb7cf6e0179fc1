import { describe, expect, test } from "vitest";
import type { JournalEntryDto } from "@common/schemas/challenges";
import { journalMarkdown } from "./journal-markdown";

const entry: JournalEntryDto = {
  id: "1",
  templateId: "c6-faith-counted",
  title: "Faith counted as righteousness",
  tier: "core",
  subtype: "connect-6",
  principle: "Connect-6 (C6)",
  date: "2026-04-06",
  timeSpentS: 125,
  fields: [
    { key: "connectedVerse", label: "Connected verse", value: "Romans 4:3" },
    { key: "explanation", label: "Explanation", value: "Abram trusted.\nPaul explains it." },
  ],
  verdict: "pass",
  feedback: "A real link.",
  aiFeedback: null,
  followUp: "Galatians 3 too.",
  followUpAt: "2026-04-07T10:00:00.000Z",
  createdAt: "2026-04-06T12:00:00.000Z",
};

describe("journalMarkdown", () => {
  test("title, meta line, labelled fields, feedback and the follow-up", () => {
    expect(journalMarkdown([entry], "2026-04-08")).toBe(
      [
        "# Growth Journal",
        "",
        "Exported 2026-04-08 · 1 entries",
        "",
        "## Faith counted as righteousness",
        "",
        "2026-04-06 · Core · 2m 5s · Connect-6 (C6)",
        "",
        "**Connected verse:** Romans 4:3",
        "",
        "**Explanation:** Abram trusted.\nPaul explains it.",
        "",
        "> A real link.",
        "",
        "**Later I noticed…** Galatians 3 too.",
        "",
      ].join("\n"),
    );
  });

  test("an empty export still has its heading", () => {
    expect(journalMarkdown([], "2026-04-08")).toBe("# Growth Journal\n\nExported 2026-04-08 · 0 entries\n");
  });
});
