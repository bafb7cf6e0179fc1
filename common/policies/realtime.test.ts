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
    ["member, a chat channel", member, "chat:general", true],
    ["visitor, a chat channel", null, "chat:general", false],
    ["member, a chat id that can't be a channel", member, "chat:Not A Channel", false],
    ["member, bare chat", member, "chat", false],
    ["member, the live study lobby", member, "lobby", true],
    ["visitor, the live study lobby", null, "lobby", false],
    ["member, lobby with an id", member, "lobby:abc", false],
    ["member, a live room (the hub then checks membership)", member, "room:abc", true],
    ["visitor, a live room", null, "room:abc", false],
    ["member, bare room", member, "room", false],
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
    [null, "chat:general", "unauthorized"],
    [member, "chat:NOPE!", "unknown_topic"],
    [null, "lobby", "unauthorized"],
    [null, "room:abc", "unauthorized"],
    [member, "nonsense", "unknown_topic"],
  ] as const)("%j on %s → %s", (actor, topic, code) => {
    const refusal = subscriptionRefusal(actor, topic);
    expect(refusal?.code).toBe(code);
    expect(refusal?.message).toMatch(/\w/);
  });
});
