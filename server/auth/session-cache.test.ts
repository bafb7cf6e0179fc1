import { describe, expect, test } from "vitest";
import { createSessionCache, sessionCookieValue } from "./session-cache";

const actor = (userId: string) => ({ userId, email: `${userId}@example.com`, sessionId: `s-${userId}` });
const farFuture = new Date("2100-01-01T00:00:00.000Z");

function clockAt(ms: number) {
  const clock = { ms, now: () => clock.ms };
  return clock;
}

describe("session cache", () => {
  test("concurrent look-ups of one cookie share one load; a later one loads again", async () => {
    const cache = createSessionCache();
    let loads = 0;
    const load = async () => {
      loads += 1;
      await Promise.resolve();
      return actor("a");
    };
    const [first, second] = await Promise.all([
      cache.lookUpOnce("a.sig", load),
      cache.lookUpOnce("a.sig", load),
    ]);
    expect(loads).toBe(1);
    expect(second).toBe(first);
    await cache.lookUpOnce("b.sig", load);
    await cache.lookUpOnce("a.sig", load);
    expect(loads).toBe(3);
  });

  test("an entry lives ttlMs, and never past the session's expiresAt", () => {
    const clock = clockAt(1_000_000);
    const cache = createSessionCache({ ttlMs: 10_000, now: clock.now });
    cache.set("a.sig", actor("a"), farFuture, cache.generation);
    cache.set("b.sig", actor("b"), new Date(clock.ms + 3_000), cache.generation);
    clock.ms += 2_999;
    expect(cache.get("b.sig")?.userId).toBe("b");
    clock.ms += 1;
    expect(cache.get("b.sig")).toBeUndefined();
    clock.ms += 6_999;
    expect(cache.get("a.sig")?.userId).toBe("a");
    clock.ms += 1;
    expect(cache.get("a.sig")).toBeUndefined();
    cache.set("c.sig", actor("c"), new Date(clock.ms - 1), cache.generation); // already expired
    expect(cache.get("c.sig")).toBeUndefined();
  });

  test("holds at most maxEntries, dropping the least recently used", () => {
    const cache = createSessionCache({ maxEntries: 2 });
    cache.set("a", actor("a"), farFuture, cache.generation);
    cache.set("b", actor("b"), farFuture, cache.generation);
    expect(cache.get("a")).toBeDefined(); // a is now the most recently used
    cache.set("c", actor("c"), farFuture, cache.generation);
    expect(cache.size).toBe(2);
    expect(cache.get("b")).toBeUndefined();
    expect(cache.get("a")).toBeDefined();
    expect(cache.get("c")).toBeDefined();
  });

  test("dropUser forgets every session of that member only", () => {
    const cache = createSessionCache();
    cache.set("a1", actor("a"), farFuture, cache.generation);
    cache.set("a2", actor("a"), farFuture, cache.generation);
    cache.set("b1", actor("b"), farFuture, cache.generation);
    cache.dropUser("a");
    expect(cache.get("a1")).toBeUndefined();
    expect(cache.get("a2")).toBeUndefined();
    expect(cache.get("b1")).toBeDefined();
  });

  test("a look-up that was in flight during a drop is not stored", () => {
    const cache = createSessionCache();
    const seen = cache.generation;
    cache.dropUser("someone"); // e.g. a sign-out committed while the session row was being read
    cache.set("a", actor("a"), farFuture, seen);
    expect(cache.get("a")).toBeUndefined();
    cache.set("a", actor("a"), farFuture, cache.generation);
    expect(cache.get("a")).toBeDefined();
  });
});

describe("sessionCookieValue", () => {
  test("reads the one cookie of that name, decoded", () => {
    expect(sessionCookieValue("x=1; pt.session_token=tok.sig%2B%3D; y=2", "pt.session_token")).toBe(
      "tok.sig+=",
    );
    expect(sessionCookieValue('pt.session_token="tok.sig"', "pt.session_token")).toBe("tok.sig");
  });

  test("absent, sent twice or undecodable → undefined", () => {
    expect(sessionCookieValue(null, "pt.session_token")).toBeUndefined();
    expect(sessionCookieValue("other=1", "pt.session_token")).toBeUndefined();
    expect(
      sessionCookieValue("pt.session_token=a.s; pt.session_token=b.s", "pt.session_token"),
    ).toBeUndefined();
    expect(sessionCookieValue("pt.session_token=%E0%A4%A", "pt.session_token")).toBeUndefined();
  });
});
