import { describe, expect, it } from "vitest";
import type {
  ChannelDto,
  ChannelsResponseDto,
  ChatMessageDto,
  ChatViewerDto,
} from "@common/schemas/community";
import { ApiError } from "@client/lib/api-error";
import { addPending, type PendingMessage, pendingToShow, removePending, setPendingStatus } from "./pending";
import { failureLine, sendFailure } from "./send-outcome";
import {
  applyEventToStream,
  bumpUnread,
  countsAsUnread,
  markChannelRead,
  mergeMessages,
  pinnedAfter,
  readPositionToSend,
  toggledReactions,
  withOlderPage,
} from "./stream";
import {
  canDeleteMessage,
  canEditMessage,
  canPinMessage,
  canReportMessage,
  firstUnreadId,
  layoutStream,
  messageTime,
} from "./stream-layout";
import { activeTypists, nextExpiry, typingLine, withTypist, withoutTypist } from "./typing";

const ann = { userId: "u-ann", displayName: "Ann", avatarUrl: null, level: 3 };
const ben = { userId: "u-ben", displayName: "Ben", avatarUrl: null, level: 1 };
const cy = { userId: "u-cy", displayName: "Cy", avatarUrl: null, level: 2 };
const dee = { userId: "u-dee", displayName: "Dee", avatarUrl: null, level: 2 };

const message = (id: string, at: string, over: Partial<ChatMessageDto> = {}): ChatMessageDto => ({
  id,
  channelId: "general",
  author: ann,
  body: `message ${id}`,
  deleted: false,
  replyTo: null,
  reactions: [],
  createdAt: at,
  editedAt: null,
  pinnedAt: null,
  editableUntil: new Date(Date.parse(at) + 15 * 60_000).toISOString(),
  hidden: false,
  ...over,
});

const viewer = (over: Partial<ChatViewerDto> = {}): ChatViewerDto => ({
  userId: ann.userId,
  canPost: true,
  guidelinesAccepted: true,
  mutedUntil: null,
  staff: false,
  admin: false,
  ...over,
});

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

describe("the stream cache", () => {
  const m1 = message("m1", "2026-03-10T10:00:00.000Z");
  const m2 = message("m2", "2026-03-10T10:01:00.000Z", { author: ben });
  const m3 = message("m3", "2026-03-10T10:02:00.000Z");

  it("merges pages and live messages by id, in time order", () => {
    const stream = withOlderPage(
      { messages: [m2, m3], hasOlder: true },
      { messages: [m1], hasOlder: false, hasNewer: true },
    );
    expect(stream.messages.map((m) => m.id)).toEqual(["m1", "m2", "m3"]);
    expect(stream.hasOlder).toBe(false);
    const edited = { ...m2, body: "changed", editedAt: "2026-03-10T10:05:00.000Z" };
    expect(mergeMessages(stream.messages, [edited]).map((m) => m.body)).toEqual([
      "message m1",
      "changed",
      "message m3",
    ]);
  });

  it("CC-1: a live message.created lands at the end; one sent without its body asks to be fetched", () => {
    const stream = { messages: [m1], hasOlder: false };
    const created = applyEventToStream(
      stream,
      { type: "message.created", channelId: "general", id: "m2", message: m2 },
      viewer(),
    );
    expect(created.stream.messages.map((m) => m.id)).toEqual(["m1", "m2"]);
    const bare = applyEventToStream(
      stream,
      { type: "message.created", channelId: "general", id: "m9" },
      viewer(),
    );
    expect(bare).toEqual({ stream, fetch: "m9" });
  });

  it("keeps the member's own reaction marks when a live copy (mine: false) replaces a message", () => {
    const mine = { ...m1, reactions: [{ emoji: "🙏" as const, count: 2, mine: true }] };
    const live = { ...m1, body: "edited", reactions: [{ emoji: "🙏" as const, count: 2, mine: false }] };
    const after = applyEventToStream(
      { messages: [mine], hasOlder: false },
      { type: "message.updated", channelId: "general", id: "m1", message: live },
      viewer(),
    );
    expect(after.stream.messages[0]?.reactions).toEqual([{ emoji: "🙏", count: 2, mine: true }]);
  });

  it("CC-3: message.deleted leaves only 'Message deleted', and quotes of it lose their text", () => {
    const reply = message("m4", "2026-03-10T10:03:00.000Z", {
      author: ben,
      replyTo: { id: "m1", authorName: "Ann", excerpt: "message m1", deleted: false },
    });
    const withReactions = {
      ...m1,
      reactions: [{ emoji: "👍" as const, count: 1, mine: false }],
      pinnedAt: "2026-03-10T11:00:00.000Z",
    };
    const { stream } = applyEventToStream(
      { messages: [withReactions, reply], hasOlder: false },
      { type: "message.deleted", channelId: "general", id: "m1" },
      viewer(),
    );
    expect(stream.messages[0]).toMatchObject({
      id: "m1",
      deleted: true,
      body: null,
      reactions: [],
      pinnedAt: null,
      editableUntil: null,
    });
    expect(stream.messages[1]?.replyTo).toEqual({
      id: "m1",
      authorName: "Ann",
      excerpt: null,
      deleted: true,
    });
  });

  it("message.hidden drops the message for other members but keeps it, flagged, for staff and the author", () => {
    const stream = { messages: [m1, m2], hasOlder: false };
    const event = { type: "message.hidden" as const, channelId: "general", id: "m2", authorId: ben.userId };
    expect(applyEventToStream(stream, event, viewer()).stream.messages.map((m) => m.id)).toEqual(["m1"]);
    expect(applyEventToStream(stream, event, viewer({ userId: ben.userId })).stream.messages[1]?.hidden).toBe(
      true,
    );
    expect(applyEventToStream(stream, event, viewer({ staff: true })).stream.messages).toHaveLength(2);
  });

  it("reactions.changed sets 'mine' only for the member's own change and keeps the rest", () => {
    const held = { ...m1, reactions: [{ emoji: "🔥" as const, count: 1, mine: true }] };
    const base = { type: "reactions.changed" as const, channelId: "general", messageId: "m1" };
    const byBen = applyEventToStream(
      { messages: [held], hasOlder: false },
      {
        ...base,
        reactions: [
          { emoji: "🔥", count: 1 },
          { emoji: "👍", count: 1 },
        ],
        actorId: ben.userId,
        emoji: "👍",
        added: true,
      },
      viewer(),
    );
    expect(byBen.stream.messages[0]?.reactions).toEqual([
      { emoji: "🔥", count: 1, mine: true },
      { emoji: "👍", count: 1, mine: false },
    ]);
    const mineRemoved = applyEventToStream(
      byBen.stream,
      {
        ...base,
        reactions: [
          { emoji: "🔥", count: 0 },
          { emoji: "👍", count: 1 },
        ],
        actorId: ann.userId,
        emoji: "🔥",
        added: false,
      },
      viewer(),
    );
    expect(mineRemoved.stream.messages[0]?.reactions).toEqual([{ emoji: "👍", count: 1, mine: false }]);
  });

  it("toggles the member's own reaction at once (optimistic)", () => {
    expect(toggledReactions([], "❤️")).toEqual([{ emoji: "❤️", count: 1, mine: true }]);
    expect(toggledReactions([{ emoji: "❤️", count: 2, mine: false }], "❤️")).toEqual([
      { emoji: "❤️", count: 3, mine: true },
    ]);
    expect(toggledReactions([{ emoji: "❤️", count: 1, mine: true }], "❤️")).toEqual([]);
  });

  it("pins.changed follows the event's order and says when a pinned message isn't held", () => {
    const event = {
      type: "pins.changed" as const,
      channelId: "general",
      messageId: "m3",
      pinnedAt: "2026-03-10T12:00:00.000Z",
      pinned: ["m1", "m3"],
    };
    const result = pinnedAfter(channel("general", { pinned: [m1] }), event, [m1, m2, m3]);
    expect(result.missing).toBe(false);
    expect(result.pinned.map((m) => [m.id, m.pinnedAt])).toEqual([
      ["m1", null],
      ["m3", "2026-03-10T12:00:00.000Z"],
    ]);
    expect(pinnedAfter(channel("general"), { ...event, pinned: ["m7"] }, []).missing).toBe(true);
    const unpinned = applyEventToStream(
      { messages: [{ ...m3, pinnedAt: "x" }], hasOlder: false },
      { ...event, pinnedAt: null, pinned: [] },
      viewer(),
    );
    expect(unpinned.stream.messages[0]?.pinnedAt).toBeNull();
  });

  it("CC-1: others' new messages raise another channel's badge; reading clears it", () => {
    const data: ChannelsResponseDto = {
      channels: [channel("general"), channel("prayer-requests", { unreadCount: 2 })],
      viewer: viewer(),
    };
    expect(
      countsAsUnread(
        {
          type: "message.created",
          channelId: "prayer-requests",
          id: "x",
          message: { ...m2, channelId: "prayer-requests" },
        },
        ann.userId,
      ),
    ).toBe(true);
    expect(
      countsAsUnread(
        { type: "message.created", channelId: "prayer-requests", id: "x", message: m1 },
        ann.userId,
      ),
    ).toBe(false);
    expect(
      countsAsUnread({ type: "message.deleted", channelId: "prayer-requests", id: "x" }, ann.userId),
    ).toBe(false);
    const bumped = bumpUnread(data, "prayer-requests");
    expect(bumped.channels.map((c) => c.unreadCount)).toEqual([0, 3]);
    const read = markChannelRead(bumped, "prayer-requests", "2026-03-10T10:00:00.000Z");
    expect(read.channels[1]).toMatchObject({ unreadCount: 0, lastReadAt: "2026-03-10T10:00:00.000Z" });
  });

  it("reports a read position only when it moves forward", () => {
    expect(readPositionToSend([m1, m2], null)).toBe(m2.createdAt);
    expect(readPositionToSend([m1, m2], m2.createdAt)).toBeNull();
    expect(readPositionToSend([m1, m2], m1.createdAt)).toBe(m2.createdAt);
    expect(readPositionToSend([], null)).toBeNull();
  });
});

describe("the stream's layout", () => {
  const now = new Date("2026-03-10T18:00:00.000Z");
  const early = message("a", "2026-03-09T09:00:00.000Z");
  const a2 = message("b", "2026-03-10T09:00:00.000Z");
  const a3 = message("c", "2026-03-10T09:02:00.000Z");
  const b1 = message("d", "2026-03-10T09:03:00.000Z", { author: ben });
  const a4 = message("e", "2026-03-10T09:20:00.000Z");

  it("puts the 'New messages' divider before the first message from someone else after the last read", () => {
    expect(firstUnreadId([a2, a3, b1, a4], "2026-03-10T09:01:00.000Z", ann.userId)).toBe("d");
    expect(firstUnreadId([a2, a3, b1], "2026-03-10T09:05:00.000Z", ann.userId)).toBeNull();
    expect(firstUnreadId([a2, b1], null, ann.userId)).toBeNull();
    expect(firstUnreadId([a2, b1], "2026-03-01T00:00:00.000Z", null)).toBe("b");
  });

  it("lays out days, the divider and author groups (5 minutes, no group across the divider or a reply)", () => {
    const items = layoutStream([early, a2, a3, b1, a4], {
      dividerBeforeId: "d",
      now,
      timeZone: "UTC",
      locale: "en-US",
    });
    expect(
      items.map((item) =>
        item.kind === "message"
          ? `${item.key}${item.continued ? "+" : ""}`
          : item.kind === "day"
            ? item.label
            : "NEW",
      ),
    ).toEqual(["Yesterday", "a", "Today", "b", "c+", "NEW", "d", "e"]);
    const reply = message("f", "2026-03-10T09:21:00.000Z", {
      replyTo: { id: "e", authorName: "Ann", excerpt: "x", deleted: false },
    });
    const withReply = layoutStream([a4, reply], { dividerBeforeId: null, now, timeZone: "UTC" });
    expect(
      withReply
        .filter((item) => item.kind === "message")
        .map((item) => item.kind === "message" && item.continued),
    ).toEqual([false, false]);
  });

  it("shows times in the member's zone: time today, date and time earlier, the year when it differs", () => {
    expect(messageTime("2026-03-10T15:04:00.000Z", now, "UTC", "en-US")).toBe("3:04 PM");
    expect(messageTime("2026-03-10T15:04:00.000Z", now, "America/New_York", "en-US")).toBe("11:04 AM");
    expect(messageTime("2026-03-02T15:04:00.000Z", now, "UTC", "en-US")).toBe("Mar 2, 3:04 PM");
    expect(messageTime("2025-12-31T15:04:00.000Z", now, "UTC", "en-US")).toBe("Dec 31, 2025, 3:04 PM");
  });

  it("CC-3: offers Edit only to the author within the edit window; Delete to the author and staff", () => {
    const mine = message("x", "2026-03-10T10:00:00.000Z");
    const at = (iso: string) => Date.parse(iso);
    expect(canEditMessage(mine, viewer(), at("2026-03-10T10:14:59.000Z"))).toBe(true);
    expect(canEditMessage(mine, viewer(), at("2026-03-10T10:15:00.000Z"))).toBe(false);
    expect(
      canEditMessage(mine, viewer({ userId: ben.userId, staff: true }), at("2026-03-10T10:01:00.000Z")),
    ).toBe(false);
    expect(
      canEditMessage(
        { ...mine, deleted: true, editableUntil: null },
        viewer(),
        at("2026-03-10T10:01:00.000Z"),
      ),
    ).toBe(false);
    expect(canDeleteMessage(mine, viewer())).toBe(true);
    expect(canDeleteMessage(mine, viewer({ userId: ben.userId }))).toBe(false);
    expect(canDeleteMessage(mine, viewer({ userId: ben.userId, staff: true }))).toBe(true);
    expect(canPinMessage(mine, viewer({ staff: true }))).toBe(true);
    expect(canPinMessage(mine, viewer())).toBe(false);
    expect(canReportMessage(mine, viewer({ userId: ben.userId, canPost: false }))).toBe(true);
    expect(canReportMessage(mine, viewer())).toBe(false);
  });
});

describe("typing", () => {
  const now = Date.parse("2026-03-10T10:00:00.000Z");
  const inFive = new Date(now + 5000).toISOString();

  it("reads '{names} is typing…' and lets each typist expire after their 5 seconds", () => {
    let typists = withTypist([], ben, inFive, ann.userId, now);
    expect(typingLine(typists)).toBe("Ben is typing…");
    typists = withTypist(typists, cy, new Date(now + 7000).toISOString(), ann.userId, now + 2000);
    expect(typingLine(typists)).toBe("Ben and Cy are typing…");
    expect(nextExpiry(typists)).toBe(now + 5000);
    expect(typingLine(activeTypists(typists, now + 5000))).toBe("Cy is typing…");
    expect(typingLine(activeTypists(typists, now + 7000))).toBeNull();
    expect(typingLine(withoutTypist(typists, cy.userId))).toBe("Ben is typing…");
  });

  it("ignores the member's own typing and renews a typist rather than listing them twice", () => {
    expect(withTypist([], ann, inFive, ann.userId, now)).toEqual([]);
    const twice = withTypist(
      withTypist([], ben, inFive, ann.userId, now),
      ben,
      new Date(now + 9000).toISOString(),
      ann.userId,
      now + 4000,
    );
    expect(twice).toHaveLength(1);
    expect(twice[0]?.expiresAt).toBe(now + 9000);
  });

  it("names up to three typists, then counts them", () => {
    const many = [ben, cy, dee, ann].map((user) => ({ user, expiresAt: now + 1000 }));
    expect(typingLine(many.slice(0, 3))).toBe("Ben, Cy and Dee are typing…");
    expect(typingLine(many)).toBe("4 people are typing…");
  });
});

describe("refused posts", () => {
  const format = (iso: string) => `<${iso}>`;

  it("CC-4: a 429 reads 'Slow down — you can send again in {s}s.'", () => {
    const failure = sendFailure(new ApiError(429, "rate_limited", "Too many", { retryAfterSeconds: 3.2 }));
    expect(failure).toEqual({ kind: "rate_limited", seconds: 4 });
    expect(failureLine(failure, format)).toBe("Slow down — you can send again in 4s.");
  });

  it("reads mutes, guidelines, plans, the server's refusals and failures worth a retry", () => {
    const muted = sendFailure(
      new ApiError(403, "muted", "Muted", { mutedUntil: "2026-03-11T10:00:00.000Z" }),
    );
    expect(failureLine(muted, format)).toBe("You can't post until <2026-03-11T10:00:00.000Z>");
    expect(sendFailure(new ApiError(409, "guidelines_required", "x"))).toEqual({ kind: "guidelines" });
    expect(sendFailure(new ApiError(402, "plan_required", "x"))).toEqual({ kind: "plan" });
    expect(sendFailure(new ApiError(403, "channel_read_only", "Only admins post in this channel."))).toEqual({
      kind: "invalid",
      message: "Only admins post in this channel.",
    });
    expect(sendFailure(new ApiError(500, "internal_error", "x")).kind).toBe("retry");
    expect(sendFailure(new ApiError(0, "network_error", "x"))).toEqual({
      kind: "retry",
      message: "Not sent — you're offline.",
    });
    expect(sendFailure(new Error("boom")).kind).toBe("retry");
  });
});

describe("messages on their way", () => {
  const pending = (clientId: string, channelId = "general"): PendingMessage => ({
    clientId,
    channelId,
    body: `text ${clientId}`,
    replyToId: null,
    replyTo: null,
    createdAt: "2026-03-10T10:00:00.000Z",
    status: "sending",
    problem: null,
  });

  it("shows a sent message at once, keeps it with its text when sending fails, and drops it once the server's copy is held", () => {
    let list = addPending([], pending("c1"));
    list = addPending(list, pending("c2"));
    list = addPending(list, pending("c3", "prayer-requests"));
    list = setPendingStatus(list, "c2", "failed", "Couldn't send — try again.");
    expect(list.find((p) => p.clientId === "c2")).toMatchObject({
      status: "failed",
      body: "text c2",
      problem: "Couldn't send — try again.",
    });
    const held = [message("c1", "2026-03-10T10:00:01.000Z")];
    expect(pendingToShow(list, "general", held).map((p) => p.clientId)).toEqual(["c2"]);
    expect(pendingToShow(removePending(list, "c2"), "general", held)).toEqual([]);
  });
});
