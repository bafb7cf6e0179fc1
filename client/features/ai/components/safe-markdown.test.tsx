import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import * as parser from "@common/bible/reference";
import { SafeMarkdown } from "./safe-markdown";

const render = (text: string) =>
  renderToStaticMarkup(
    <MemoryRouter>
      <SafeMarkdown text={text} parser={parser} />
    </MemoryRouter>,
  );

describe("SafeMarkdown (ai.md §1.3)", () => {
  it("renders headings, emphasis, lists, quotes and code", () => {
    const html = render("## Literal\n\n**bold** and *soft*\n\n- one\n- two\n\n> quoted\n\n`code`");
    expect(html).toContain("<h2>Literal</h2>");
    expect(html).toContain("<strong>bold</strong>");
    expect(html).toContain("<em>soft</em>");
    expect(html).toContain("<li>one</li>");
    expect(html).toContain("<blockquote>");
    expect(html).toContain("<code>code</code>");
  });

  it("drops raw HTML and images", () => {
    const html = render(
      'Hi <script>alert(1)</script><img src="https://t.example/p.png" onerror="x()"> ![pixel](https://t.example/leak.png)',
    );
    expect(html).not.toContain("<script");
    expect(html).not.toContain("<img");
    expect(html).not.toContain("t.example");
  });

  it("opens http(s) links in a new tab without referrer, and disarms other targets", () => {
    const html = render(
      "[site](https://example.org/a) [bad](javascript:alert(1)) [mail](mailto:a@b.c) [app](/profile)",
    );
    expect(html).toContain(
      '<a href="https://example.org/a" target="_blank" rel="noopener noreferrer nofollow"',
    );
    expect(html).not.toContain("javascript:");
    expect(html).not.toContain("mailto:");
    expect(html).not.toContain('href="/profile"');
    expect(html).toContain("<span>bad</span>");
  });

  it("turns references in the text into passage chips, but not inside code or links", () => {
    const html = render("Read John 3:16 and `Dan 8:14` or [Heb 8:1](https://example.org).");
    expect(html).toContain('href="/bible/John/3?v=16"');
    expect(html).not.toContain("/bible/Daniel/8");
    expect(html).not.toContain("/bible/Hebrews/8");
  });
});
