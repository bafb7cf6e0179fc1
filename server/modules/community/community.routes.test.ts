// Community chat (screens.md §8, §8.1, §4.3) through the real app on a real database: channels with unread counts,
// paging, posting with its checks in order (plan, channel, guidelines, mute, rate limit), edit window, deletes by
// authors and staff, pins, reactions, read positions, typing, reports into the moderation queue, admin channel
// management, and what each publishes on `chat:{channel}`.
import { and, eq } from "drizzle-orm";
import { afterEach, describe, expect, test, vi } from "vitest";
import { COMMUNITY_LIMITS, type ChatEvent, communityMessages } from "@common/schemas/community";
import { createTestClock } from "@server/clock";
import { auditLog, chatMessages } from "@server/db/schema";
import { insertMute } from "@server/modules/mutes/mutes.queries";
import { useTestApp } from "@server/test/kit";
import type { TestMember } from "@server/test/members";
import type { TestClient } from "@server/test/test-app";

const start = new Date("2026-06-01T12:00:00.000Z");
const second = 1000;
const minute = 60 * second;
const clock = createTestClock(start);
const app = useTestApp({ clock });

// ---------- helpers ----------

const events: { topic: string; event: ChatEvent }[] = [];
let stopListening: (() => void) | undefined;
afterEach(() => {
  stopListening?.();
  stopListening = undefined;
  events.length = 0;
});
/** Records every chat event from now on (the bus is what each subscribed socket receives). */
function listen() {
  stopListening = app.bus.subscribe(({ topic, event }) => {
    if (topic.startsWith("chat:")) events.push({ topic, event: event as ChatEvent });
  });
}
const eventsOf = (type: ChatEvent["type"]) => events.filter((each) => each.event.type === type);

/** A member with the plan who accepted the guidelines (unless told not to). */
async function poster(options: Parameters<typeof app.member>[0] = {}, accept = true): Promise<TestMember> {
  const member = await app.member({ plan: "essential", ...options });
  if (accept) expect((await member.client.post("/api/community/guidelines/accept")).status).toBe(200);
  return member;
}

const post = (client: TestClient, channel: string, body: unknown) =>
  client.post(`/api/community/channels/${channel}/messages`, typeof body === "string" ? { body } : body);
const page = (client: TestClient, channel: string, query = "") =>
  client.get(`/api/community/channels/${channel}/messages${query}`);
const channelsOf = async (client: TestClient) => {
  const res = await client.get("/api/community/channels");
  expect(res.status).toBe(200);
  return res.body as {
    channels: {
      id: string;
      unreadCount: number;
      unreadCapped: boolean;
      pinned: { id: string }[];
      readOnly: boolean;
    }[];
    viewer: Record<string, unknown>;
  };
};
const unreadIn = async (client: TestClient, channel: string) =>
  (await channelsOf(client)).channels.find((each) => each.id === channel)?.unreadCount;
const storedBodies = async (authorId: string) =>
  (
    await app.db
      .select({ body: chatMessages.body })
      .from(chatMessages)
      .where(eq(chatMessages.authorId, authorId))
  ).map((row) => row.body);
/** Each test posts a moment after the previous test's messages, so orders and windows don't mix. */
let tick = 0;
function freshMinute() {
  tick += 1;
  clock.set(new Date(start.getTime() + tick * 60 * minute));
}

// ---------- reading ----------

describe("reading", () => {
  test("a visitor gets 401 everywhere", async () => {
    const visitor = app.client();
    expect((await visitor.get("/api/community/channels")).status).toBe(401);
    expect((await page(visitor, "general")).status).toBe(401);
    expect((await post(visitor, "general", "hello")).status).toBe(401);
  });

  test("the channel list: seven channels in order, #announcements read-only, the caller's standing", async () => {
    const { client, user } = await app.member({ plan: "free" });
    const { channels, viewer } = await channelsOf(client);
    expect(channels.map((channel) => channel.id)).toEqual([
      "announcements",
      "general",
      "prayer-requests",
      "bible-study",
      "questions",
      "testimonies",
      "palace-help",
    ]);
    expect(channels[0]).toMatchObject({ readOnly: true, pinned: [] });
    expect(channels[1]).toMatchObject({ readOnly: false, lastReadAt: null });
    expect(viewer).toEqual({
      userId: user.userId,
      canPost: false,
      guidelinesAccepted: false,
      mutedUntil: null,
      staff: false,
      admin: false,
    });
  });

  test("CC-2: a free member reads (200) but posting and reacting answer 402 plan_required; nothing stored", async () => {
    freshMinute();
    const author = await poster();
    const sent = await post(author.client, "general", "Grace and peace to all.");
    expect(sent.status).toBe(201);
    const free = await app.member({ plan: "free" });
    const read = await page(free.client, "general");
    expect(read.status).toBe(200);
    expect(read.body.messages.map((message: { id: string }) => message.id)).toContain(sent.body.id);
    for (const res of [
      await post(free.client, "general", "Can I post?"),
      await post(free.client, "general", ""), // the plan is checked before the body
      await free.client.put(`/api/community/messages/${sent.body.id}/reactions/${encodeURIComponent("👍")}`),
      await free.client.post("/api/community/channels/general/typing"),
    ]) {
      expect(res.status).toBe(402);
      expect(res.body.error).toMatchObject({
        code: "plan_required",
        details: { feature: "community.post", plans: ["essential", "premium"] },
      });
    }
    expect(await storedBodies(free.user.userId)).toEqual([]);
  });

  test("an unknown or malformed channel is 404", async () => {
    const { client } = await poster();
    expect((await page(client, "no-such-channel")).status).toBe(404);
    expect((await page(client, "Not_A_Channel")).status).toBe(404);
    expect((await post(client, "no-such-channel", "hello")).status).toBe(404);
  });

  test("paging: the newest 50, then 50 older at a time, each page oldest → newest; after= fetches newer", async () => {
    const { client, user } = await poster();
    const base = new Date("2026-01-01T00:00:00.000Z").getTime();
    const rows = Array.from({ length: 120 }, (_, index) => ({
      channelId: "bible-study",
      authorId: user.userId,
      body: `Message ${index + 1}`,
      createdAt: new Date(base + index * second),
    }));
    await app.db.insert(chatMessages).values(rows);
    const bodies = (res: { body: { messages: { body: string }[] } }) => res.body.messages.map((m) => m.body);

    const newest = await page(client, "bible-study");
    expect(newest.status).toBe(200);
    expect(newest.body.messages).toHaveLength(COMMUNITY_LIMITS.pageSize);
    expect(bodies(newest)[0]).toBe("Message 71");
    expect(bodies(newest).at(-1)).toBe("Message 120");
    expect(newest.body).toMatchObject({ hasOlder: true, hasNewer: false });

    const older = await page(client, "bible-study", `?before=${newest.body.messages[0].id}`);
    expect(bodies(older)[0]).toBe("Message 21");
    expect(bodies(older).at(-1)).toBe("Message 70");
    expect(older.body).toMatchObject({ hasOlder: true, hasNewer: true });

    const oldest = await page(client, "bible-study", `?before=${older.body.messages[0].id}`);
    expect(bodies(oldest)).toHaveLength(20);
    expect(bodies(oldest)[0]).toBe("Message 1");
    expect(oldest.body.hasOlder).toBe(false);

    // After a reconnect: everything newer than the last message the client holds.
    const newer = await page(client, "bible-study", `?after=${oldest.body.messages.at(-1).id}&limit=5`);
    expect(bodies(newer)).toEqual(["Message 21", "Message 22", "Message 23", "Message 24", "Message 25"]);
    expect(newer.body).toMatchObject({ hasOlder: true, hasNewer: true });
    const byTime = await page(client, "bible-study", `?after=${new Date(base + 117 * second).toISOString()}`);
    expect(bodies(byTime)).toEqual(["Message 119", "Message 120"]);

    // Bad cursors are 400, never a 500.
    expect((await page(client, "bible-study", "?before=yesterday")).status).toBe(400);
    expect((await page(client, "bible-study", "?limit=51")).status).toBe(400);
    expect((await page(client, "general", `?before=${newest.body.messages[0].id}`)).status).toBe(400);
  });
});

// ---------- posting ----------

describe("posting", () => {
  test("CC-1: a message reaches the channel's subscribers whole; a third member's unread count rises", async () => {
    freshMinute();
    const a = await poster({ name: "Alice Author" });
    const third = await poster();
    // The third member has read #general up to now (another channel open); the author's own messages never count.
    await third.client.post("/api/community/channels/general/read", {
      lastReadAt: clock.now().toISOString(),
    });
    expect(await unreadIn(third.client, "general")).toBe(0);
    const authorsBefore = await unreadIn(a.client, "general");
    clock.advance(second);
    listen();
    const sent = await post(a.client, "general", "Who has read Daniel 2 this week?");
    expect(sent.status).toBe(201);
    expect(sent.body).toMatchObject({
      channelId: "general",
      author: { userId: a.user.userId, displayName: "Alice Author", level: expect.any(Number) },
      body: "Who has read Daniel 2 this week?",
      deleted: false,
      replyTo: null,
      reactions: [],
      editedAt: null,
      pinnedAt: null,
      hidden: false,
      createdAt: clock.now().toISOString(),
      editableUntil: new Date(clock.now().getTime() + 15 * minute).toISOString(),
    });
    expect(Object.keys(sent.body.author).sort()).toEqual(["avatarUrl", "displayName", "level", "userId"]);
    await vi.waitFor(() =>
      expect(eventsOf("message.created")).toEqual([
        {
          topic: "chat:general",
          event: { type: "message.created", channelId: "general", id: sent.body.id, message: sent.body },
        },
      ]),
    );
    expect(await unreadIn(third.client, "general")).toBe(1);
    // The author's own message is never unread for them.
    expect(await unreadIn(a.client, "general")).toBe(authorsBefore);
  });

  test("a message too large for the bus travels as its id; the client fetches it", async () => {
    freshMinute();
    const { client } = await poster();
    listen();
    // Control characters take 6 bytes each in JSON: 2,000 of them can't fit the bus's 7,999 bytes.
    const sent = await post(client, "general", "\u0001".repeat(2000));
    expect(sent.status).toBe(201);
    await vi.waitFor(() =>
      expect(eventsOf("message.created").map((each) => each.event)).toEqual([
        { type: "message.created", channelId: "general", id: sent.body.id },
      ]),
    );
    expect((await client.get(`/api/community/messages/${sent.body.id}`)).body).toEqual(sent.body);
  });

  test("a member who never read a channel counts at most its last 50", async () => {
    const { client } = await poster();
    // #bible-study holds 120 messages from the paging test.
    const listed = (await channelsOf(client)).channels.find((each) => each.id === "bible-study");
    expect(listed).toMatchObject({ unreadCount: 50, unreadCapped: true, lastReadAt: null });
  });

  test("CC-5: text is stored and returned exactly as typed (trimmed), never as HTML", async () => {
    freshMinute();
    const { client, user } = await poster();
    const sent = await post(client, "general", "  <b>hi</b> & <script>alert(1)</script>  ");
    expect(sent.status).toBe(201);
    expect(sent.body.body).toBe("<b>hi</b> & <script>alert(1)</script>");
    expect(await storedBodies(user.userId)).toEqual(["<b>hi</b> & <script>alert(1)</script>"]);
    const listed = await page(client, "general");
    expect(listed.body.messages.at(-1).body).toBe("<b>hi</b> & <script>alert(1)</script>");
  });

  test("empty and 2,001-character bodies are refused with the spec's messages; nothing is stored", async () => {
    freshMinute();
    const { client, user } = await poster();
    for (const [body, message] of [
      ["", communityMessages.bodyEmpty],
      ["   \n  ", communityMessages.bodyEmpty],
      ["x".repeat(2001), communityMessages.bodyTooLong],
    ] as const) {
      const res = await post(client, "general", body);
      expect(res.status).toBe(400);
      expect(res.body.error).toMatchObject({ code: "validation_failed", message });
    }
    expect(communityMessages.bodyEmpty).toBe("Message can't be empty");
    expect(communityMessages.bodyTooLong).toBe("Messages can be at most 2,000 characters");
    expect((await post(client, "general", { body: "hi", extra: true })).status).toBe(400);
    expect((await post(client, "general", { body: 42 })).status).toBe(400);
    expect(await storedBodies(user.userId)).toEqual([]);
    expect((await post(client, "general", "y".repeat(2000))).status).toBe(201);
  });

  test("the community guidelines must be accepted before the first message (409 guidelines_required)", async () => {
    freshMinute();
    const { client, user } = await poster({}, false);
    const refused = await post(client, "general", "Hello everyone");
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe("guidelines_required");
    expect(await storedBodies(user.userId)).toEqual([]);
    const accepted = await client.post("/api/community/guidelines/accept");
    expect(accepted.body).toEqual({ acceptedAt: clock.now().toISOString() });
    clock.advance(minute);
    // Accepting again keeps the first time.
    expect((await client.post("/api/community/guidelines/accept")).body).toEqual(accepted.body);
    expect((await channelsOf(client)).viewer.guidelinesAccepted).toBe(true);
    expect((await post(client, "general", "Hello everyone")).status).toBe(201);
  });

  test("a muted member gets 403 muted with the notice and stores nothing, until the mute ends (ADM-8)", async () => {
    clock.set(new Date("2026-06-01T08:30:00.000Z")); // before the other tests' messages
    const { client, user } = await poster();
    const staff = await app.member({ role: "moderator" });
    const until = new Date("2026-06-01T09:30:00.000Z");
    await insertMute(app.db, {
      userId: user.userId,
      until,
      reason: "cool off",
      createdBy: staff.user.userId,
      createdAt: clock.now(),
    });
    const refused = await post(client, "general", "Let me speak");
    expect(refused.status).toBe(403);
    expect(refused.body.error).toEqual({
      code: "muted",
      message: "You can't post until 1 Jun 2026, 09:30 UTC",
      details: { mutedUntil: until.toISOString() },
    });
    expect((await channelsOf(client)).viewer.mutedUntil).toBe(until.toISOString());
    expect(await storedBodies(user.userId)).toEqual([]);
    clock.set(until);
    clock.advance(1);
    expect((await post(client, "general", "Back again")).status).toBe(201);
  });

  test("#announcements is read-only: 403 for members, admins post; an archived channel takes no posts", async () => {
    freshMinute();
    const member = await poster();
    const refused = await post(member.client, "announcements", "Can I announce?");
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe("channel_read_only");
    const admin = await poster({ role: "admin" });
    expect((await post(admin.client, "announcements", "Welcome to the new community.")).status).toBe(201);
    expect(
      (await admin.client.patch("/api/admin/community/channels/testimonies", { archived: true })).status,
    ).toBe(200);
    const archived = await post(member.client, "testimonies", "A testimony");
    expect(archived.status).toBe(409);
    expect(archived.body.error.code).toBe("channel_archived");
    expect(
      (await admin.client.patch("/api/admin/community/channels/testimonies", { archived: false })).status,
    ).toBe(200);
  });

  test("CC-4: the 6th message within 10 s is 429 with the slow-down message; 10 s later it goes", async () => {
    freshMinute();
    const { client, user } = await poster();
    for (let index = 1; index <= 5; index += 1) {
      expect((await post(client, "questions", `Question ${index}`)).status).toBe(201);
      clock.advance(second);
    }
    // The first was 5 s ago: the window frees up in 5 s.
    const sixth = await post(client, "questions", "Question 6");
    expect(sixth.status).toBe(429);
    expect(sixth.body.error).toEqual({
      code: "rate_limited",
      message: "Slow down — you can send again in 5s.",
      details: { retryAfterSeconds: 5 },
    });
    expect(await storedBodies(user.userId)).toHaveLength(5);
    clock.advance(5 * second);
    expect((await post(client, "questions", "Question 6")).status).toBe(201);
  });

  test("a retry with the same clientId returns the first message; nothing is stored twice", async () => {
    freshMinute();
    const { client, user } = await poster();
    const clientId = "8d3c1a7e-3b7a-4a52-9c55-1b2f4d6e8a90";
    const first = await post(client, "general", { body: "Only once, please", clientId });
    expect(first.status).toBe(201);
    expect(first.body.id).toBe(clientId);
    const retry = await post(client, "general", { body: "Only once, please", clientId });
    expect(retry.status).toBe(200);
    expect(retry.body).toEqual(first.body);
    expect(await storedBodies(user.userId)).toEqual(["Only once, please"]);
    const other = await poster();
    const taken = await post(other.client, "general", { body: "Mine", clientId });
    expect(taken.status).toBe(409);
    expect(taken.body.error.code).toBe("client_id_conflict");
  });

  test("a reply carries a quote of the message it answers", async () => {
    freshMinute();
    const a = await poster({ name: "Quoted Person" });
    const b = await poster();
    const first = await post(a.client, "prayer-requests", "Please pray for my exams this week.");
    const reply = await post(b.client, "prayer-requests", {
      body: "Praying for you!",
      replyToId: first.body.id,
    });
    expect(reply.status).toBe(201);
    expect(reply.body.replyTo).toEqual({
      id: first.body.id,
      authorName: "Quoted Person",
      excerpt: "Please pray for my exams this week.",
      deleted: false,
    });
    const elsewhere = await post(b.client, "general", { body: "Wrong room", replyToId: first.body.id });
    expect(elsewhere.status).toBe(400);
    expect(elsewhere.body.error.code).toBe("reply_not_found");
  });
});

// ---------- editing, deleting, pins, reactions ----------

describe("changing messages", () => {
  test("CC-3: the author edits within 15 minutes; later, or someone else's, is refused; deletes show for everyone", async () => {
    freshMinute();
    const a = await poster();
    const b = await poster();
    const sent = await post(a.client, "general", "Frist post");
    const id = sent.body.id as string;
    listen();
    clock.advance(14 * minute);
    const edited = await a.client.patch(`/api/community/messages/${id}`, { body: "First post" });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ body: "First post", editedAt: clock.now().toISOString() });
    await vi.waitFor(() => expect(eventsOf("message.updated")).toHaveLength(1));
    expect(eventsOf("message.updated")[0]!.event).toMatchObject({ id, message: { body: "First post" } });

    expect((await b.client.patch(`/api/community/messages/${id}`, { body: "Hijacked" })).status).toBe(403);
    expect((await a.client.patch(`/api/community/messages/${id}`, { body: "" })).status).toBe(400);
    clock.advance(minute + 1);
    const late = await a.client.patch(`/api/community/messages/${id}`, { body: "Too late" });
    expect(late.status).toBe(409);
    expect(late.body.error.code).toBe("edit_window_closed");

    // Someone else can't delete it; the author can, and everyone then sees "Message deleted".
    expect((await b.client.delete(`/api/community/messages/${id}`)).status).toBe(403);
    const deleted = await a.client.delete(`/api/community/messages/${id}`);
    expect(deleted.status).toBe(200);
    expect(deleted.body).toMatchObject({ id, deleted: true, body: null, editableUntil: null });
    await vi.waitFor(() =>
      expect(eventsOf("message.deleted").map((each) => each.event)).toEqual([
        { type: "message.deleted", channelId: "general", id },
      ]),
    );
    const seen = (await page(b.client, "general")).body.messages.find(
      (message: { id: string }) => message.id === id,
    );
    expect(seen).toMatchObject({ deleted: true, body: null, reactions: [] });
    const editDeleted = await a.client.patch(`/api/community/messages/${id}`, { body: "Back" });
    expect(editDeleted.status).toBe(409);
  });

  test("ADM-4: a moderator deletes another member's message (audited); deleting again changes nothing", async () => {
    freshMinute();
    const a = await poster();
    const moderator = await app.member({ role: "moderator" });
    const sent = await post(a.client, "general", "Buy cheap watches here");
    listen();
    const deleted = await moderator.client.delete(`/api/community/messages/${sent.body.id}`);
    expect(deleted.status).toBe(200);
    expect(deleted.body.deleted).toBe(true);
    const audit = await app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "community.message.delete"), eq(auditLog.targetId, sent.body.id)));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actorId: moderator.user.userId, targetType: "chat_message" });
    await vi.waitFor(() => expect(eventsOf("message.deleted")).toHaveLength(1));
    expect((await moderator.client.delete(`/api/community/messages/${sent.body.id}`)).status).toBe(200);
    expect(eventsOf("message.deleted")).toHaveLength(1);
  });

  test("staff pin up to 3 messages per channel (409 on a 4th); members can't pin; the list shows them", async () => {
    freshMinute();
    const a = await poster();
    const admin = await app.member({ role: "admin" });
    const ids: string[] = [];
    for (let index = 1; index <= 4; index += 1) {
      ids.push((await post(a.client, "palace-help", `Tip ${index}`)).body.id as string);
    }
    expect((await a.client.post(`/api/community/messages/${ids[0]}/pin`)).status).toBe(403);
    listen();
    for (const id of ids.slice(0, 3)) {
      const pinned = await admin.client.post(`/api/community/messages/${id}/pin`);
      expect(pinned.status).toBe(200);
      expect(pinned.body.pinnedAt).not.toBeNull();
      clock.advance(second);
    }
    const fourth = await admin.client.post(`/api/community/messages/${ids[3]}/pin`);
    expect(fourth.status).toBe(409);
    expect(fourth.body.error.code).toBe("pinned_limit");
    const listed = (await channelsOf(a.client)).channels.find((each) => each.id === "palace-help");
    expect(listed?.pinned.map((message) => message.id)).toEqual(ids.slice(0, 3));
    await vi.waitFor(() => expect(eventsOf("pins.changed")).toHaveLength(3));
    expect(eventsOf("pins.changed").at(-1)?.event).toMatchObject({
      messageId: ids[2],
      pinned: ids.slice(0, 3),
    });

    expect((await admin.client.delete(`/api/community/messages/${ids[0]}/pin`)).status).toBe(200);
    expect((await admin.client.post(`/api/community/messages/${ids[3]}/pin`)).status).toBe(200);
  });

  test("reactions: one of five emoji, counted with the member's own, published to the channel", async () => {
    freshMinute();
    const a = await poster();
    const b = await poster();
    const sent = await post(a.client, "testimonies", "God answered my prayer today!");
    const id = sent.body.id as string;
    const path = (emoji: string) => `/api/community/messages/${id}/reactions/${encodeURIComponent(emoji)}`;
    listen();
    expect((await a.client.put(path("🙏"))).body).toEqual({
      messageId: id,
      reactions: [{ emoji: "🙏", count: 1, mine: true }],
    });
    const both = await b.client.put(path("🙏"));
    expect(both.body.reactions).toEqual([{ emoji: "🙏", count: 2, mine: true }]);
    await b.client.put(path("👍"));
    const listedForA = (await page(a.client, "testimonies")).body.messages.find(
      (message: { id: string }) => message.id === id,
    );
    expect(listedForA.reactions).toEqual([
      { emoji: "👍", count: 1, mine: false },
      { emoji: "🙏", count: 2, mine: true },
    ]);
    expect((await b.client.delete(path("🙏"))).body.reactions).toEqual([
      { emoji: "👍", count: 1, mine: true },
      { emoji: "🙏", count: 1, mine: false },
    ]);
    expect((await b.client.put(path("🎉"))).status).toBe(400);
    await vi.waitFor(() => expect(eventsOf("reactions.changed")).toHaveLength(4));
    expect(eventsOf("reactions.changed").at(-1)?.event).toEqual({
      type: "reactions.changed",
      channelId: "testimonies",
      messageId: id,
      reactions: [
        { emoji: "👍", count: 1 },
        { emoji: "🙏", count: 1 },
      ],
      actorId: b.user.userId,
      emoji: "🙏",
      added: false,
    });
  });

  test("the read position never moves backwards, nor past now", async () => {
    freshMinute();
    const { client } = await poster();
    const now = clock.now();
    const later = await client.post("/api/community/channels/questions/read", {
      lastReadAt: now.toISOString(),
    });
    expect(later.body).toEqual({ channelId: "questions", lastReadAt: now.toISOString() });
    const back = await client.post("/api/community/channels/questions/read", {
      lastReadAt: new Date(now.getTime() - 60 * minute).toISOString(),
    });
    expect(back.body.lastReadAt).toBe(now.toISOString());
    const future = await client.post("/api/community/channels/questions/read", {
      lastReadAt: new Date(now.getTime() + 60 * minute).toISOString(),
    });
    expect(future.body.lastReadAt).toBe(now.toISOString());
    expect((await client.post("/api/community/channels/questions/read", { lastReadAt: "soon" })).status).toBe(
      400,
    );
  });

  test("typing: published with the public profile and a 5 s expiry, at most once per 2 s", async () => {
    freshMinute();
    const { client, user } = await poster({ name: "Typing Tom" });
    listen();
    expect((await client.post("/api/community/channels/general/typing")).body).toEqual({ published: true });
    expect((await client.post("/api/community/channels/general/typing")).body).toEqual({ published: false });
    clock.advance(2 * second);
    expect((await client.post("/api/community/channels/general/typing")).body).toEqual({ published: true });
    await vi.waitFor(() => expect(eventsOf("typing")).toHaveLength(2));
    expect(eventsOf("typing")[1]!.event).toEqual({
      type: "typing",
      channelId: "general",
      user: { userId: user.userId, displayName: "Typing Tom", avatarUrl: null, level: expect.any(Number) },
      expiresAt: new Date(clock.now().getTime() + 5 * second).toISOString(),
    });
  });

  test("one message by id (for events that carried only the id)", async () => {
    freshMinute();
    const { client } = await poster();
    const sent = await post(client, "general", "Fetch me");
    expect((await client.get(`/api/community/messages/${sent.body.id}`)).body).toEqual(sent.body);
    expect((await client.get("/api/community/messages/00000000-0000-4000-8000-000000000000")).status).toBe(
      404,
    );
    expect((await client.get("/api/community/messages/not-a-uuid")).status).toBe(404);
  });
});

// ---------- reports ----------

describe("reports (CC-6, ADM-7)", () => {
  const report = (client: TestClient, id: string) =>
    client.post("/api/reports", { subjectType: "chat_message", subjectId: id, reason: "offensive" });
  const idsSeenBy = async (client: TestClient, channel: string) =>
    ((await page(client, channel)).body.messages as { id: string }[]).map((message) => message.id);

  test("a report reaches the queue; three hide the message from others; Dismiss restores it", async () => {
    freshMinute();
    const author = await poster({ name: "Reported Rita" });
    const sent = await post(author.client, "questions", "Something questionable");
    const id = sent.body.id as string;
    const moderator = await app.member({ role: "moderator" });
    const reporters = [await app.member({ plan: "free" }), await app.member(), await app.member()];
    const bystander = await app.member();

    expect((await report(author.client, id)).status).toBe(422); // not one's own
    expect((await report(reporters[0]!.client, id)).status).toBe(201); // free members report too
    const queue = await moderator.client.get("/api/admin/moderation?filter=reported");
    const item = queue.body.items.find((each: { subjectId: string }) => each.subjectId === id);
    expect(item).toMatchObject({
      subjectType: "chat_message",
      title: "Message in #questions",
      text: "Something questionable",
      // The author's id rides along for the queue's "Mute author" (screens §4.3).
      author: { displayName: "Reported Rita", userId: author.user.userId },
    });
    expect(await idsSeenBy(bystander.client, "questions")).toContain(id);

    await report(reporters[1]!.client, id);
    await report(reporters[2]!.client, id);
    expect(await idsSeenBy(bystander.client, "questions")).not.toContain(id);
    expect((await bystander.client.get(`/api/community/messages/${id}`)).status).toBe(404);
    // The author still sees it, flagged; staff see it too.
    const own = (await page(author.client, "questions")).body.messages.find(
      (m: { id: string }) => m.id === id,
    );
    expect(own).toMatchObject({ hidden: true, body: "Something questionable" });
    expect(await idsSeenBy(moderator.client, "questions")).toContain(id);

    const dismissed = await moderator.client.post(`/api/admin/moderation/chat_message/${id}/dismiss`);
    expect(dismissed.status).toBe(200);
    const back = (await page(bystander.client, "questions")).body.messages.find(
      (m: { id: string }) => m.id === id,
    );
    expect(back).toMatchObject({ hidden: false, body: "Something questionable" });
  });

  test("ADM-7: the third report publishes message.hidden on chat:{channel}; Dismiss publishes message.restored", async () => {
    freshMinute();
    const author = await poster({ name: "Live Lena" });
    const id = (await post(author.client, "testimonies", "Hidden live, back live")).body.id as string;
    const moderator = await app.member({ role: "moderator" });
    const reporters = [await app.member(), await app.member(), await app.member()];
    const bystander = await app.member();
    listen();

    expect((await report(reporters[0]!.client, id)).status).toBe(201);
    expect((await report(reporters[1]!.client, id)).status).toBe(201);
    // Reporting again changes nothing, and two reports hide nothing.
    expect((await report(reporters[1]!.client, id)).status).toBe(200);
    await app.flushBus();
    expect(eventsOf("message.hidden")).toEqual([]);

    expect((await report(reporters[2]!.client, id)).status).toBe(201);
    await vi.waitFor(() =>
      expect(eventsOf("message.hidden")).toEqual([
        {
          topic: "chat:testimonies",
          event: { type: "message.hidden", channelId: "testimonies", id, authorId: author.user.userId },
        },
      ]),
    );
    expect(await idsSeenBy(bystander.client, "testimonies")).not.toContain(id);

    const dismissed = await moderator.client.post(`/api/admin/moderation/chat_message/${id}/dismiss`);
    expect(dismissed.status).toBe(200);
    await vi.waitFor(() => expect(eventsOf("message.restored")).toHaveLength(1));
    const [restored] = eventsOf("message.restored");
    expect(restored).toMatchObject({
      topic: "chat:testimonies",
      event: {
        type: "message.restored",
        channelId: "testimonies",
        id,
        // Whole and viewer-neutral, as the channel's other message events.
        message: { id, body: "Hidden live, back live", hidden: false, author: { displayName: "Live Lena" } },
      },
    });
    expect(await idsSeenBy(bystander.client, "testimonies")).toContain(id);
    // The message was published hidden once only.
    expect(eventsOf("message.hidden")).toHaveLength(1);
  });

  test("ADM-7: Dismiss of a message its reports never hid publishes nothing", async () => {
    freshMinute();
    const author = await poster();
    const id = (await post(author.client, "general", "Only one report")).body.id as string;
    const reporter = await app.member();
    const moderator = await app.member({ role: "moderator" });
    expect((await report(reporter.client, id)).status).toBe(201);
    listen();
    expect((await moderator.client.post(`/api/admin/moderation/chat_message/${id}/dismiss`)).status).toBe(
      200,
    );
    await app.flushBus();
    expect(eventsOf("message.restored")).toEqual([]);
  });

  test("Delete from the queue soft-deletes the message and publishes message.deleted", async () => {
    freshMinute();
    const author = await poster();
    const sent = await post(author.client, "general", "Spam spam spam");
    const id = sent.body.id as string;
    const reporter = await app.member();
    const moderator = await app.member({ role: "moderator" });
    expect((await report(reporter.client, id)).status).toBe(201);
    listen();
    const deleted = await moderator.client.post(`/api/admin/moderation/chat_message/${id}/delete`);
    expect(deleted.status).toBe(200);
    await vi.waitFor(() =>
      expect(eventsOf("message.deleted").map((each) => each.event)).toEqual([
        { type: "message.deleted", channelId: "general", id },
      ]),
    );
    const seen = (await page(reporter.client, "general")).body.messages.find(
      (m: { id: string }) => m.id === id,
    );
    expect(seen).toMatchObject({ deleted: true, body: null });
  });
});

// ---------- admin ----------

describe("channel management", () => {
  test("admins add, rename, reorder and archive channels (audited); others get 403", async () => {
    const admin = await app.member({ role: "admin" });
    const moderator = await app.member({ role: "moderator" });
    expect((await moderator.client.get("/api/admin/community/channels")).status).toBe(403);
    expect(
      (await moderator.client.post("/api/admin/community/channels", { id: "youth", name: "youth" })).status,
    ).toBe(403);

    const created = await admin.client.post("/api/admin/community/channels", {
      id: "youth",
      name: "#youth",
      description: "For young readers.",
      position: 2,
    });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      id: "youth",
      name: "youth",
      description: "For young readers.",
      position: 2,
      readOnly: false,
      archivedAt: null,
    });
    const again = await admin.client.post("/api/admin/community/channels", { id: "youth", name: "youth" });
    expect(again.status).toBe(409);
    expect(
      (await admin.client.post("/api/admin/community/channels", { id: "Bad Id", name: "x" })).status,
    ).toBe(400);

    const member = await app.member();
    const order = async () => (await channelsOf(member.client)).channels.map((channel) => channel.id);
    expect((await order()).slice(0, 3)).toEqual(["announcements", "youth", "general"]);

    const moved = await admin.client.patch("/api/admin/community/channels/youth", {
      position: 99,
      name: "young-readers",
    });
    expect(moved.body).toMatchObject({ name: "young-readers", position: 8 });
    expect((await order()).at(-1)).toBe("youth");

    expect((await admin.client.patch("/api/admin/community/channels/youth", { archived: true })).status).toBe(
      200,
    );
    expect(await order()).not.toContain("youth");
    expect((await admin.client.patch("/api/admin/community/channels/youth", {})).status).toBe(400);
    expect((await admin.client.patch("/api/admin/community/channels/nope", { name: "nope" })).status).toBe(
      404,
    );

    const audits = await app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetType, "chat_channel"), eq(auditLog.targetId, "youth")))
      .orderBy(auditLog.createdAt);
    expect(audits.map((row) => row.action)).toEqual([
      "community.channel.create",
      "community.channel.update",
      "community.channel.update",
    ]);
  });
});
