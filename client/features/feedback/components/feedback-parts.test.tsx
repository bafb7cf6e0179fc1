// The feedback parts rendered to static markup (screens.md §3.9, §4.2): the form's fields and defaults, My feedback
// with status badges and the admin's reply (or "Nothing sent yet"), and the admin panel (priority badge, "No
// feedback yet").
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, test } from "vitest";
import type { AdminFeedbackPageDto, FeedbackDto } from "@common/schemas/feedback";
import { feedbackKeys } from "../lib/feedback-keys";
import { FeedbackAdminPanel } from "./feedback-admin-panel";
import { FeedbackForm } from "./feedback-form";
import { MyFeedbackList } from "./my-feedback-list";

const render = (node: ReactNode, seed?: (client: QueryClient) => void) => {
  const client = new QueryClient();
  seed?.(client);
  return renderToStaticMarkup(
    <QueryClientProvider client={client}>
      <MemoryRouter>{node}</MemoryRouter>
    </QueryClientProvider>,
  );
};
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");

const item = (overrides: Partial<FeedbackDto>): FeedbackDto => ({
  id: crypto.randomUUID(),
  category: "bug",
  title: "Reader skips a verse",
  details: "John 3 jumps from 15 to 17.",
  status: "received",
  adminReply: null,
  createdAt: "2026-03-04T10:00:00.000Z",
  updatedAt: "2026-03-04T10:00:00.000Z",
  ...overrides,
});

describe("FeedbackForm", () => {
  test("Category defaults to Feature request, the technical details box is ticked, counters start at 0", () => {
    const html = render(<FeedbackForm />);
    expect(html).toMatch(/<option value="feature" selected="">Feature request<\/option>/);
    const shown = text(html);
    for (const label of ["Bug report", "Improvement", "Other", "Title", "Details", "Submit feedback"])
      expect(shown).toContain(label);
    expect(shown).toContain("Include technical details (page, browser, app version)");
    expect(html).toMatch(/role="checkbox" aria-checked="true"/);
    expect(shown).toContain("0 / 200");
    expect(shown).toContain("0 / 5,000");
    // Nothing is flagged before the first submit.
    expect(html).not.toContain('role="alert"');
  });
});

describe("MyFeedbackList", () => {
  test("items with their status badge and the admin's reply", () => {
    const html = render(<MyFeedbackList timeZone="UTC" />, (client) =>
      client.setQueryData(feedbackKeys.mine(), [
        item({
          title: "Dark mode",
          category: "feature",
          status: "planned",
          adminReply: "On our list for spring.",
        }),
        item({}),
      ]),
    );
    const shown = text(html);
    expect(shown).toContain("Dark mode");
    expect(shown).toContain("Planned");
    expect(shown).toContain("Reply from the team On our list for spring.");
    expect(shown).toContain("Received");
    expect(html.match(/data-testid="feedback-reply"/g)).toHaveLength(1);
  });

  test("a skeleton while loading, then Nothing sent yet", () => {
    expect(render(<MyFeedbackList />)).toContain('data-testid="my-feedback-loading"');
    expect(
      text(render(<MyFeedbackList />, (client) => client.setQueryData(feedbackKeys.mine(), []))),
    ).toContain("Nothing sent yet");
  });
});

describe("FeedbackAdminPanel", () => {
  const firstPage = { category: undefined, status: undefined, page: 1 };
  test("priority items carry the badge; each item has its status and reply editor", () => {
    const page: AdminFeedbackPageDto = {
      items: [
        {
          ...item({ title: "Priority one" }),
          isPriority: true,
          member: { userId: "u1", displayName: "Premium Sender", avatarUrl: null, level: 4 },
          pageUrl: "https://pt.example/bible/John/3",
          userAgent: "Mozilla/5.0",
          appVersion: "build index-abc",
        },
        {
          ...item({ title: "Orphan" }),
          isPriority: false,
          member: null,
          pageUrl: null,
          userAgent: null,
          appVersion: null,
        },
      ],
      page: 1,
      pageSize: 50,
      total: 2,
    };
    const html = render(<FeedbackAdminPanel />, (client) =>
      client.setQueryData(feedbackKeys.adminList(firstPage), page),
    );
    const shown = text(html);
    expect(shown).toContain("Priority one");
    expect(shown).toContain("Priority");
    expect(shown).toContain("Premium Sender");
    expect(shown).toContain("Deleted member");
    expect(shown).toContain("Technical details");
    expect(html.match(/Reply to the member/g)).toHaveLength(2);
    expect(shown).not.toContain("Page 1 of");
  });

  test("No feedback yet", () => {
    const html = render(<FeedbackAdminPanel />, (client) =>
      client.setQueryData(feedbackKeys.adminList(firstPage), { items: [], page: 1, pageSize: 50, total: 0 }),
    );
    expect(text(html)).toContain("No feedback yet");
  });
});
