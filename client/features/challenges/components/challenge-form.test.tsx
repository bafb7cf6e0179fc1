// Each subtype renders its own form (screens.md §6.1), an unknown one says so, and Submit waits for the required
// fields; the completed panel replaces the form with the answer and feedback. Rendered to static markup.
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, test } from "vitest";
import { list as articleList } from "@common/content/palace/reference/sanctuaryArticles";
import {
  type ChallengeCardDto,
  challengeMessages,
  type ChallengeSubmissionDto,
  genreInfo,
} from "@common/schemas/challenges";
import type { AnswerValues } from "../lib/answer-form";
import { ChallengeForm } from "./challenge-form";
import { CompletedPanel } from "./completed-panel";

const card = (form: ChallengeCardDto["form"], subtype: string = form.subtype): ChallengeCardDto => ({
  templateId: "t",
  day: 3,
  rotationLength: 16,
  tier: "quick",
  subtype,
  title: "T",
  instructions: ["Do it."],
  verses: ["John 1:1"],
  principle: "P",
  roomId: "dr",
  roomCodes: ["DR"],
  form,
});

const render = (subject: ChallengeCardDto, values: AnswerValues = {}, failure: string | null = null) =>
  renderToStaticMarkup(
    <MemoryRouter>
      <ChallengeForm
        card={subject}
        values={values}
        errors={{}}
        busy={false}
        failure={failure}
        onChange={() => {}}
        onSubmit={() => {}}
      />
    </MemoryRouter>,
  );

const submitDisabled = (html: string) => /<button(?=[^>]*type="submit")[^>]*disabled=""/.test(html);
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");

const dimensions = card({
  subtype: "dimension-drill",
  dimensions: [
    { id: "literal", code: "1D", name: "Literal-historical", question: "What happened?" },
    { id: "christ", code: "2D", name: "Christological", question: "Where is Christ?" },
  ],
});
const articles = card({
  subtype: "sanctuary-map",
  articles: articleList.items.map((item) => ({
    id: item.id as "gate",
    name: item.values.article!,
    meaning: item.values.meaning!,
  })),
});

describe("the subtype forms", () => {
  test("dimension drill: the choices, the helper question once chosen, the answer", () => {
    const empty = render(dimensions);
    expect(text(empty)).toContain("1D Literal-historical");
    expect(text(empty)).not.toContain("Where is Christ?");
    expect(submitDisabled(empty)).toBe(true);
    const chosen = render(dimensions, { dimension: "christ" });
    expect(text(chosen)).toContain("2D: Where is Christ?");
    expect(submitDisabled(chosen)).toBe(true);
    expect(submitDisabled(render(dimensions, { dimension: "christ", answer: "Christ is the light." }))).toBe(
      false,
    );
  });

  test("connect-6: the target genre with example books and the two fields", () => {
    const html = text(
      render(
        card({ subtype: "connect-6", targetGenre: genreInfo("epistle"), exampleBooks: ["Romans", "James"] }),
      ),
    );
    expect(html).toContain("Target genre: Epistle");
    expect(html).toContain("Example books: Romans, James");
    expect(html).toContain("Connected verse");
    expect(html).toContain("Explanation");
  });

  test("sanctuary map: the eight articles in order, each with its meaning", () => {
    const html = text(render(articles));
    let at = -1;
    for (const [index, item] of articleList.items.entries()) {
      const next = html.indexOf(`${index + 1}. ${item.values.article}`);
      expect(next).toBeGreaterThan(at);
      expect(html).toContain(item.values.meaning);
      at = next;
    }
  });

  test("christ in the chapter: the chapter links to the reader; hints wait to be asked for", () => {
    const html = render(
      card({
        subtype: "christ-chapter",
        chapter: { label: "John 1", bookName: "John", chapter: 1 },
        hints: ["Look at the beginning."],
      }),
    );
    expect(html).toContain('href="/bible/John/1"');
    expect(text(html)).toContain("Where is Jesus in this chapter?");
    expect(text(html)).toContain("Show a hint");
    expect(text(html)).not.toContain("Look at the beginning.");
  });

  test("fruit check: two fields, both required", () => {
    const subject = card({ subtype: "fruit-check" });
    const html = text(render(subject));
    expect(html).toContain("Today I will… (one concrete action)");
    expect(html).toContain("God still needs to work on… (one area)");
    expect(submitDisabled(render(subject, { action: "Call my brother today." }))).toBe(true);
    expect(
      submitDisabled(render(subject, { action: "Call my brother today.", growthArea: "patience" })),
    ).toBe(false);
  });

  test("an unknown subtype says it isn't available", () => {
    const html = text(render(card({ subtype: "fruit-check" }, "time-travel")));
    expect(html).toContain(challengeMessages.unknownSubtype);
    expect(html).not.toContain("Submit");
  });

  test("a failed submit keeps the form and says so", () => {
    const html = text(
      render(articles, { article: "altar", explanation: "Kept text." }, challengeMessages.submitFailed),
    );
    expect(html).toContain(challengeMessages.submitFailed);
    expect(html).toContain("Kept text.");
  });
});

test("the completed panel: ✓ Completed today, the answer, the feedback, come back tomorrow", () => {
  const submission: ChallengeSubmissionDto = {
    id: "1",
    date: "2026-04-06",
    answer: { reflection: "He is the Word." },
    fields: [{ key: "reflection", label: "Reflection", value: "He is the Word." }],
    verdict: "pass",
    feedback: "You found Him.",
    aiFeedback: null,
    timeSpentS: 60,
    submittedAt: "2026-04-06T12:00:00.000Z",
  };
  const html = text(
    renderToStaticMarkup(
      <MemoryRouter>
        <CompletedPanel submission={submission} />
      </MemoryRouter>,
    ),
  );
  for (const part of [
    challengeMessages.completed,
    "Reflection",
    "He is the Word.",
    "You found Him.",
    challengeMessages.comeBack,
  ])
    expect(html).toContain(part);
});
