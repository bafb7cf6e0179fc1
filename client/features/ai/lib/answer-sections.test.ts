import { describe, expect, test } from "vitest";
import { splitSections } from "./answer-sections";

describe("splitSections", () => {
  test("splits at level-2 headings, keeping the text before the first as the lead", () => {
    expect(
      splitSections(
        "FAKE ANSWER to: Immigration\n\n## The issue, fairly stated\n\nOne.\n\n## What Jesus said and did\n\nTwo.\n- a",
      ),
    ).toEqual({
      lead: "FAKE ANSWER to: Immigration",
      sections: [
        { heading: "The issue, fairly stated", body: "One." },
        { heading: "What Jesus said and did", body: "Two.\n- a" },
      ],
    });
  });

  test("a section still being written has what arrived so far; a heading alone has an empty body", () => {
    expect(splitSections("## Next steps")).toEqual({
      lead: "",
      sections: [{ heading: "Next steps", body: "" }],
    });
  });

  test("deeper headings stay inside their section, closing hashes are dropped, fenced code is text", () => {
    const result = splitSections("## A ##\n#### Verses\n```\n## not a heading\n```\n## B");
    expect(result?.sections.map((section) => section.heading)).toEqual(["A", "B"]);
    expect(result?.sections[0]?.body).toBe("#### Verses\n```\n## not a heading\n```");
  });

  test("a chat answer without level-2 headings is not sectioned", () => {
    expect(splitSections("Just an answer.\n\n#### Verses for your question\n\n> **John 3:16** …")).toBeNull();
    expect(splitSections("")).toBeNull();
  });
});
