import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { createRealtimeClient, reconnectDelayMs } from "./realtime-client";

describe("reconnectDelayMs", () => {
  test.each([
    [0, 1_000],
    [1, 2_000],
    [2, 4_000],
    [3, 8_000],
    [4, 16_000],
    [5, 30_000],
    [6, 30_000],
    [50, 30_000],
  ])("attempt %i waits %i ms", (attempt, expected) => {
    expect(reconnectDelayMs(attempt)).toBe(expected);
  });
});

/** A stand-in for the browser's WebSocket (the server side of the wire is the hub's own tests). */
class FakeSocket {
  static all: FakeSocket[] = [];
  readyState = 0;
  sent: unknown[] = [];
  closedWith: number | undefined;
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onclose: ((event: { code: number }) => void) | null = null;
  onerror: (() => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.all.push(this);
  }
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close(code = 1000) {
    this.closedWith = code;
    this.readyState = 3;
    this.onclose?.({ code });
  }
  // What the server does:
  accept() {
    this.readyState = 1;
    this.onopen?.();
  }
  deliver(message: unknown) {
    this.onmessage?.({ data: typeof message === "string" ? message : JSON.stringify(message) });
  }
  drop() {
    this.readyState = 3;
    this.onerror?.();
    this.onclose?.({ code: 1006 });
  }
}

const latest = () => {
  const socket = FakeSocket.all.at(-1);
  if (!socket) throw new Error("no socket was opened");
  return socket;
};

function makeClient() {
  return createRealtimeClient({
    url: () => "ws://app.test/api/realtime",
    createSocket: (url) => new FakeSocket(url) as unknown as WebSocket,
    idleCloseMs: 5_000,
  });
}

beforeEach(() => {
  vi.useFakeTimers();
  FakeSocket.all = [];
});
afterEach(() => {
  vi.useRealTimers();
});

describe("createRealtimeClient", () => {
  test("opens one socket on the first subscription and follows every topic once open", () => {
    const client = makeClient();
    expect(client.getState()).toBe("idle");
    client.subscribe("stats:online", () => undefined);
    client.subscribe("user:1", () => undefined);
    expect(FakeSocket.all).toHaveLength(1);
    expect(client.getState()).toBe("connecting");
    latest().accept();
    expect(client.getState()).toBe("open");
    expect(latest().sent).toEqual([
      { type: "subscribe", topic: "stats:online" },
      { type: "subscribe", topic: "user:1" },
    ]);
    client.close();
  });

  test("delivers events to that topic's handlers only, and ignores junk", () => {
    const client = makeClient();
    const online = vi.fn();
    const mine = vi.fn();
    client.subscribe("stats:online", online);
    client.subscribe("user:1", mine);
    latest().accept();
    latest().deliver({ type: "event", topic: "stats:online", event: { count: 4 } });
    latest().deliver("not json");
    latest().deliver({ type: "mystery" });
    expect(online).toHaveBeenCalledWith({ count: 4 });
    expect(mine).not.toHaveBeenCalled();
    client.close();
  });

  test("reconnects with back-off 1 s, 2 s, 4 s and follows the topics again", () => {
    const client = makeClient();
    const states: string[] = [];
    client.onStateChange(() => states.push(client.getState()));
    client.subscribe("stats:online", () => undefined);
    latest().accept();

    latest().drop();
    expect(client.getState()).toBe("reconnecting");
    vi.advanceTimersByTime(999);
    expect(FakeSocket.all).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(FakeSocket.all).toHaveLength(2);

    latest().drop(); // the server is still down
    vi.advanceTimersByTime(1_999);
    expect(FakeSocket.all).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(FakeSocket.all).toHaveLength(3);

    latest().drop();
    vi.advanceTimersByTime(4_000);
    expect(FakeSocket.all).toHaveLength(4);

    latest().accept();
    expect(latest().sent).toEqual([{ type: "subscribe", topic: "stats:online" }]);
    expect(client.getState()).toBe("open");
    expect(states).toEqual(["connecting", "open", "reconnecting", "open"]);

    // Back to 1 s after a success.
    latest().drop();
    vi.advanceTimersByTime(1_000);
    expect(FakeSocket.all).toHaveLength(5);
    client.close();
  });

  test("after a reconnect, subscribers are told to re-fetch (onResync), not on the first subscription", () => {
    const client = makeClient();
    const onResync = vi.fn();
    client.subscribe("stats:online", () => undefined, { onResync });
    latest().accept();
    latest().deliver({ type: "subscribed", topic: "stats:online" });
    expect(onResync).not.toHaveBeenCalled();
    latest().drop();
    vi.advanceTimersByTime(1_000);
    latest().accept();
    latest().deliver({ type: "subscribed", topic: "stats:online" });
    expect(onResync).toHaveBeenCalledTimes(1);
    client.close();
  });

  test("a refused topic reaches onRefused", () => {
    const client = makeClient();
    const onRefused = vi.fn();
    client.subscribe("user:2", () => undefined, { onRefused });
    latest().accept();
    latest().deliver({ type: "error", code: "forbidden", message: "No.", topic: "user:2" });
    expect(onRefused).toHaveBeenCalledWith({ code: "forbidden", message: "No." });
    client.close();
  });

  test("the last unsubscribe says so, and the idle socket closes a little later", () => {
    const client = makeClient();
    const first = client.subscribe("stats:online", () => undefined);
    const second = client.subscribe("stats:online", () => undefined);
    latest().accept();
    first();
    expect(latest().sent).toEqual([{ type: "subscribe", topic: "stats:online" }]);
    second();
    second(); // twice is harmless
    expect(latest().sent.at(-1)).toEqual({ type: "unsubscribe", topic: "stats:online" });
    vi.advanceTimersByTime(4_999);
    expect(latest().closedWith).toBeUndefined();
    vi.advanceTimersByTime(1);
    expect(latest().closedWith).toBe(1000);
    expect(client.getState()).toBe("idle");
  });

  test("a new subscription inside the idle delay keeps the socket", () => {
    const client = makeClient();
    client.subscribe("stats:online", () => undefined)();
    latest().accept();
    vi.advanceTimersByTime(1_000);
    client.subscribe("user:1", () => undefined);
    vi.advanceTimersByTime(10_000);
    expect(FakeSocket.all).toHaveLength(1);
    expect(latest().closedWith).toBeUndefined();
    client.close();
  });

  test("signing in or out replaces the socket (the cookie is read at the handshake)", () => {
    const client = makeClient();
    client.setSession(null); // first report: the socket-to-be already uses this cookie
    client.subscribe("stats:online", () => undefined);
    latest().accept();
    client.setSession(null);
    expect(FakeSocket.all).toHaveLength(1);

    client.setSession("user-1");
    expect(FakeSocket.all[0]?.closedWith).toBe(1000);
    expect(FakeSocket.all).toHaveLength(2);
    latest().accept();
    expect(latest().sent).toEqual([{ type: "subscribe", topic: "stats:online" }]);
    client.close();
  });

  test("pings while open so proxies keep the socket", () => {
    const client = makeClient();
    client.subscribe("stats:online", () => undefined);
    latest().accept();
    vi.advanceTimersByTime(25_000);
    expect(latest().sent.at(-1)).toEqual({ type: "ping" });
    client.close();
  });
});
