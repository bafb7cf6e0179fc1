import { describe, expect, test } from "vitest";
import { realtimeClientMessage, realtimeServerMessage } from "./realtime";

describe("realtimeClientMessage", () => {
  test.each([
    { type: "subscribe", topic: "stats:online" },
    { type: "subscribe", topic: "user:3f1c2a9e-1111-4222-8333-444455556666" },
    { type: "subscribe", topic: "lobby" },
    { type: "unsubscribe", topic: "stats:online" },
    { type: "ping" },
  ])("accepts %j", (message) => {
    expect(realtimeClientMessage.safeParse(message).success).toBe(true);
  });

  test.each([
    ["no type", { topic: "stats:online" }],
    ["unknown type", { type: "publish", topic: "stats:online" }],
    ["missing topic", { type: "subscribe" }],
    ["extra key", { type: "ping", admin: true }],
    ["upper-case family", { type: "subscribe", topic: "Stats:online" }],
    ["spaces", { type: "subscribe", topic: "stats: online" }],
    ["too long", { type: "subscribe", topic: `user:${"a".repeat(300)}` }],
    ["not an object", "ping"],
  ])("refuses %s", (_label, message) => {
    expect(realtimeClientMessage.safeParse(message).success).toBe(false);
  });
});

describe("realtimeServerMessage", () => {
  test("keeps unknown fields out of the way (older tabs survive newer servers)", () => {
    const parsed = realtimeServerMessage.parse({
      type: "event",
      topic: "stats:online",
      event: { count: 3 },
      extra: 1,
    });
    expect(parsed).toEqual({ type: "event", topic: "stats:online", event: { count: 3 } });
  });
});
