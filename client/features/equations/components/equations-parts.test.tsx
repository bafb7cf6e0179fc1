// The Equations Challenge's parts rendered to static markup (screens.md §6.3): the puzzle card (badge, reader link,
// the equation, symbols with meanings, Your interpretation with its counter, Submit waiting for 20 characters, the
// reshuffle note), the result (verdict, points, addressed and missed, our explanation, Next equation), the session
// bar and the collapsed Codes reference.
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, test } from "vitest";
import type { EquationDealDto, EquationResultDto } from "@common/schemas/equations";
import { CodesReference } from "./codes-reference";
import { EquationResult } from "./equation-result";
import { PuzzleCard } from "./puzzle-card";
import { SessionBar } from "./session-bar";

const render = (node: ReactNode) =>
  renderToStaticMarkup(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>{node}</MemoryRouter>
    </QueryClientProvider>,
  );

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");

const deal: EquationDealDto = {
  puzzle: {
    id: "easy-01",
    difficulty: "easy",
    reference: "John 1:29",
    reader: { book: "John", chapter: 1, verse: 29 },
    equation: "PSV ≅ ALTAR",
    symbols: [
      { code: "PSV", name: "Passover", meaning: "The lamb slain." },
      { code: "≅", name: "type and antitype", meaning: "A shadow fulfilled by its reality." },
      { code: "ALTAR", name: "Altar of burnt offering", meaning: "The sacrifice." },
    ],
  },
  round: 1,
  position: 3,
  bankSize: 22,
  note: null,
};

describe("PuzzleCard", () => {
  test("shows the badge, the verse linked to the reader, the equation and each symbol's meaning", () => {
    const html = render(<PuzzleCard deal={deal} trialUsed onAnswered={() => {}} onNext={() => {}} />);
    const shown = text(html);
    expect(shown).toContain("Easy");
    expect(shown).toContain("Equation 3 of 22");
    expect(html).toContain('href="/bible/John/1?v=29"');
    expect(shown).toContain("PSV ≅ ALTAR");
    expect(shown).toContain("Passover The lamb slain.");
    expect(shown).toContain("type and antitype A shadow fulfilled by its reality.");
    expect(shown).toContain("Your interpretation");
    expect(shown).toContain("0 / 2,000");
    expect(shown).toContain("At least 20 characters (20 to go).");
    expect(html).toMatch(/<button(?=[^>]*type="submit")[^>]*disabled=""/);
    expect(shown).not.toContain("here they come again");
  });

  test("shows the reshuffle note on the first puzzle of a new round", () => {
    const note = "You've seen every Easy equation — here they come again, shuffled.";
    const html = render(
      <PuzzleCard
        deal={{ ...deal, round: 2, position: 1, note }}
        trialUsed
        onAnswered={() => {}}
        onNext={() => {}}
      />,
    );
    expect(text(html)).toContain(note);
  });
});

describe("EquationResult", () => {
  const result: EquationResultDto = {
    attemptId: "a",
    puzzleId: "easy-01",
    verdict: "partial",
    points: 2,
    addressed: [deal.puzzle.symbols[0]!, deal.puzzle.symbols[2]!],
    missed: [deal.puzzle.symbols[1]!],
    ideaAddressed: true,
    feedback: "Good start. To pass, explain type and antitype (≅) in this verse.",
    explanation: "Our explanation of the lamb.",
  };

  test.each([
    ["pass", "Pass"],
    ["partial", "Partly"],
    ["fail", "Not yet"],
  ] as const)("verdict %s reads %s", (verdict, label) => {
    const html = render(
      <EquationResult
        result={{ ...result, verdict }}
        answer="My answer"
        headingRef={{ current: null }}
        onNext={() => {}}
        onTryAgain={() => {}}
      />,
    );
    expect(text(html)).toContain(label);
  });

  test("shows points, the symbols addressed and missed, our explanation and Next equation", () => {
    const shown = text(
      render(
        <EquationResult
          result={result}
          answer="My answer"
          headingRef={{ current: null }}
          onNext={() => {}}
          onTryAgain={() => {}}
        />,
      ),
    );
    expect(shown).toContain("+2 points");
    expect(shown).toContain("Symbols you addressed PSV Passover ALTAR Altar of burnt offering");
    expect(shown).toContain("Symbols you missed ≅ type and antitype");
    expect(shown).toContain("Our explanation Our explanation of the lamb.");
    expect(shown).toContain("Next equation");
    expect(shown).toContain("My answer");
  });
});

describe("SessionBar and CodesReference", () => {
  test("the session bar reads the spec's line", () => {
    expect(text(render(<SessionBar tally={{ points: 7, solved: ["easy-01"] }} />))).toContain(
      "This session: 7 points · 1 solved",
    );
  });

  test("the Codes reference starts collapsed", () => {
    const html = render(<CodesReference />);
    expect(text(html)).toContain("Codes reference");
    expect(html).toContain('aria-expanded="false"');
    expect(text(html)).not.toContain("Worked examples");
  });
});
