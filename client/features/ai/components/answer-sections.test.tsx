import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import * as parser from "@common/bible/reference";
import { AnswerSections } from "./answer-sections";

const render = (text: string, streaming: boolean) =>
  renderToStaticMarkup(
    <MemoryRouter>
      <AnswerSections text={text} parser={parser} streaming={streaming} />
    </MemoryRouter>,
  );

/** Each section's heading button and whether its panel is shown, in order (read from the static markup). */
function disclosures(html: string) {
  return [...html.matchAll(/<section data-testid="answer-section"[^>]*>([\s\S]*?)<\/section>/g)].map(
    (match) => {
      const section = match[1] ?? "";
      const button =
        /<button[^>]*aria-expanded="(true|false)"[^>]*aria-controls="([^"]+)"[^>]*>([\s\S]*?)<\/button>/.exec(
          section,
        );
      const panel = new RegExp(`<div id="${button?.[2] ?? "none"}"([^>]*)>`).exec(section);
      return {
        heading: button?.[3]?.replace(/<[^>]+>/g, ""),
        expanded: button?.[1],
        shown: panel !== null && !/\shidden=/.test(panel[1] ?? ""),
      };
    },
  );
}

const analysis =
  "FAKE ANSWER to: Immigration\n\n## The issue, fairly stated\n\nOne.\n\n## What Jesus said and did\n\nTwo";

describe("AnswerSections (ai.md §3.5: each section collapses once complete)", () => {
  it("while streaming, the section being written is open and the finished ones are collapsed", () => {
    expect(disclosures(render(analysis, true))).toEqual([
      { heading: "The issue, fairly stated", expanded: "false", shown: false },
      { heading: "What Jesus said and did", expanded: "true", shown: true },
    ]);
  });

  it("once the answer is complete every section is collapsed, with a control to expand them all", () => {
    const html = render(analysis, false);
    expect(disclosures(html).map((each) => each.expanded)).toEqual(["false", "false"]);
    expect(html).toContain("Expand all sections");
    expect(html).toContain("FAKE ANSWER to: Immigration");
  });

  it("an answer without level-2 headings (a follow-up) is shown whole", () => {
    const html = render("Just a follow-up answer.", false);
    expect(disclosures(html)).toEqual([]);
    expect(html).toContain("Just a follow-up answer.");
  });
});
