// The chat's parts rendered to static markup (screens.md §8.1): a message (author, level, time, "edited", the reply
// quote, reactions, its menu button), a deleted one, one on its way or failed, the channel list's unread badges, the
// composer and the typing line.
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, test } from "vitest";
import type { ChannelDto, ChatMessageDto, ChatViewerDto } from "@common/schemas/community";
import { ChannelList } from "./channel-list";
import { TypingLine } from "./chat-parts";
import { Composer } from "./composer";
import { MessageItem, PendingItem } from "./message-item";

const render = (node: ReactNode) =>
  renderToStaticMarkup(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>{node}</MemoryRouter>
    </QueryClientProvider>,
  );

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, " ")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ")
    .trim();

const ann = { userId: "u-ann", displayName: "Ann Lee", avatarUrl: null, level: 4 };
const viewer: ChatViewerDto = {
  userId: "u-ben",
  canPost: true,
  guidelinesAccepted: true,
  mutedUntil: null,
  staff: false,
  admin: false,
};
const now = Date.parse("2026-03-10T15:10:00.000Z");

const message = (over: Partial<ChatMessageDto> = {}): ChatMessageDto => ({
  id: "7b0e4a52-0000-4000-8000-000000000001",
  channelId: "general",
  author: ann,
  body: "Grace and peace",
  deleted: false,
  replyTo: null,
  reactions: [],
  createdAt: "2026-03-10T15:04:00.000Z",
  editedAt: null,
  pinnedAt: null,
  editableUntil: "2026-03-10T15:19:00.000Z",
  hidden: false,
  ...over,
});

const item = (over: Partial<ChatMessageDto> = {}, canPost = true) =>
  render(
    <MessageItem
      message={message(over)}
      continued={false}
      viewer={viewer}
      canPost={canPost}
      now={now}
      timeZone="UTC"
      onReply={() => undefined}
      onReact={() => undefined}
    />,
  );

describe("a message", () => {
  test("shows the author's public name, level, time, text, 'edited', the reply quote and reaction chips", () => {
    const html = item({
      editedAt: "2026-03-10T15:06:00.000Z",
      replyTo: { id: "q", authorName: "Ben", excerpt: "Where is that verse?", deleted: false },
      reactions: [
        { emoji: "🙏", count: 2, mine: true },
        { emoji: "🔥", count: 1, mine: false },
      ],
    });
    expect(text(html)).toContain("Ann Lee Lv 4");
    expect(html).toContain('aria-label="Level 4"');
    expect(html).toMatch(/<time dateTime="2026-03-10T15:04:00.000Z"[^>]*>3:04 PM<\/time>/);
    expect(text(html)).toContain("In reply to Ben : Where is that verse?");
    expect(text(html)).toContain("Grace and peace (edited)");
    expect(html).toContain('aria-pressed="true"');
    expect(html).toContain('aria-pressed="false"');
    expect(html).toContain('aria-label="Message actions"');
  });

  test("CC-5: markup in a message is shown as text, never as HTML", () => {
    const html = item({ body: "<b>hi</b> <img src=x onerror=alert(1)>" });
    expect(html).not.toContain("<b>hi</b>");
    expect(html).not.toContain("<img");
    expect(html).toContain("&lt;b&gt;hi&lt;/b&gt;");
  });

  test("CC-3: a deleted message reads 'Message deleted' with no text, reactions or menu", () => {
    const html = item({ deleted: true, body: null, reactions: [], editableUntil: null });
    expect(text(html)).toContain("Message deleted");
    expect(html).not.toContain("Grace and peace");
    expect(html).not.toContain("Message actions");
  });

  test("a member who can't post sees reactions as counts, not buttons", () => {
    const html = item({ reactions: [{ emoji: "👍", count: 3, mine: false }] }, false);
    expect(html).not.toContain("aria-pressed");
    expect(text(html)).toContain("👍 3");
  });

  test("a message on its way says Sending…; a failed one keeps its text with Retry", () => {
    const pending = {
      clientId: "c1",
      channelId: "general",
      body: "On my way",
      replyToId: null,
      replyTo: null,
      createdAt: "2026-03-10T15:09:00.000Z",
      status: "sending" as const,
      problem: null,
    };
    const sending = render(
      <PendingItem pending={pending} author={ann} onRetry={() => undefined} onDiscard={() => undefined} />,
    );
    expect(text(sending)).toContain("Sending…");
    expect(sending).not.toContain("Retry");
    const failed = render(
      <PendingItem
        pending={{ ...pending, status: "failed", problem: "Couldn't send — try again." }}
        author={ann}
        onRetry={() => undefined}
        onDiscard={() => undefined}
      />,
    );
    expect(text(failed)).toContain("Couldn't send — try again.");
    expect(text(failed)).toContain("On my way");
    expect(failed).toContain('aria-label="Retry sending this message"');
  });
});

describe("the channel list", () => {
  const channel = (id: string, over: Partial<ChannelDto> = {}): ChannelDto => ({
    id,
    name: id,
    description: "",
    position: 1,
    readOnly: false,
    unreadCount: 0,
    unreadCapped: false,
    lastReadAt: null,
    pinned: [],
    ...over,
  });

  test("CC-1: links each channel in the address, with unread badges on the others", () => {
    const html = render(
      <ChannelList
        channels={[
          channel("announcements", { readOnly: true, unreadCount: 2 }),
          channel("general", { unreadCount: 5 }),
          channel("prayer-requests", { unreadCount: 50, unreadCapped: true }),
          channel("questions"),
        ]}
        activeId="general"
      />,
    );
    expect(html).toContain('href="/community?channel=prayer-requests"');
    expect(html).toMatch(
      /aria-current="page"[^>]*href="\/community\?channel=general"|href="\/community\?channel=general"[^>]*aria-current="page"/,
    );
    expect(text(html)).toContain("announcements 2 unread");
    expect(text(html)).toContain("prayer-requests 50+ unread");
    // The open channel shows no badge.
    expect(text(html)).not.toContain("general 5");
    expect(html).toContain('aria-label="Read-only"');
  });
});

describe("the composer", () => {
  const composer = (value: string, notice: string | null = null) =>
    render(
      <Composer
        channelName="general"
        value={value}
        onChange={() => undefined}
        onSend={() => undefined}
        sendBlocked={false}
        notice={notice}
        replyTo={{ id: "q", authorName: "Ann Lee", excerpt: "Grace and peace", deleted: false }}
        onCancelReply={() => undefined}
        onTyping={() => undefined}
        inputRef={{ current: null }}
      />,
    );

  test("has a labelled box, an emoji picker, Send, the reply it answers and the refusal line", () => {
    const html = composer("Amen", "Slow down — you can send again in 4s.");
    expect(html).toContain("Message #general");
    expect(html).toContain('aria-label="Insert emoji"');
    expect(html).toContain('aria-label="Send"');
    expect(text(html)).toContain("Replying to Ann Lee : Grace and peace");
    expect(text(html)).toContain("Slow down — you can send again in 4s.");
  });

  test("counts near the limit and says why Send is off beyond it", () => {
    expect(text(composer("a".repeat(1_700)))).toContain("1,700 / 2,000");
    const over = composer("a".repeat(2_001));
    expect(text(over)).toContain("Messages can be at most 2,000 characters");
    expect(over).toMatch(/<button [^>]*disabled=""[^>]*type="submit"/);
  });
});

test("the typing line names who is typing", () => {
  const soon = Date.now() + 60_000;
  const html = render(<TypingLine typists={[{ user: ann, expiresAt: soon }]} />);
  expect(text(html)).toBe("Ann Lee is typing…");
});
