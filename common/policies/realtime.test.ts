import { describe, expect, test } from "vitest";
import { canSubscribe, subscriptionRefusal } from "./realtime";

const member = { userId: "3f1c2a9e-1111-4222-8333-444455556666" };

describe("canSubscribe", () => {
  test.each([
    ["visitor", null, "stats:online", true],
    ["member", member, "stats:online", true],
    ["member, own user topic", member, `user:${member.userId}`, true],
    ["member, another user's topic", member, "user:someone-else", false],
    ["visitor, a user topic", null, `user:${member.userId}`, false],
    ["member, bare 'user'", member, "user", false],
    ["member, empty id", member, "user:", false],
    ["member, chat (not built yet)", member, "chat:general", false],
    ["member, lobby (not built yet)", member, "lobby", false],
    ["member, room (not built yet)", member, "room:abc", false],
    ["member, a game (the hub then checks the match)", member, "game:abc", true],
    ["visitor, a game", null, "game:abc", false],
    ["member, bare game", member, "game", false],
    ["member, unknown family", member, "admin:all", false],
    ["member, stats family but another id", member, "stats:revenue", false],
  ] as const)("%s → %s", (_label, actor, topic, expected) => {
    expect(canSubscribe(actor, topic)).toBe(expected);
  });
});

describe("subscriptionRefusal", () => {
  test.each([
    [null, `user:${member.userId}`, "unauthorized"],
    [member, "user:someone-else", "forbidden"],
    [member, "chat:general", "topic_unavailable"],
    [member, "lobby", "topic_unavailable"],
    [member, "nonsense", "unknown_topic"],
  ] as const)("%j on %s → %s", (actor, topic, code) => {
    const refusal = subscriptionRefusal(actor, topic);
    expect(refusal?.code).toBe(code);
    expect(refusal?.message).toMatch(/\w/);
  });
});
