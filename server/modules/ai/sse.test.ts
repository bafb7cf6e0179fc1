import { expect, test } from "vitest";
import { openSse } from "./sse";

test("frames as event/data blocks, keep-alive comments while idle, no-transform so nothing buffers it", async () => {
  const sse = openSse({ keepAliveMs: 20 });
  expect(sse.response.headers.get("content-type")).toBe("text/event-stream; charset=utf-8");
  expect(sse.response.headers.get("cache-control")).toContain("no-transform");
  sse.send("status", { stage: "thinking" });
  await new Promise((resolve) => setTimeout(resolve, 70));
  sse.send("delta", { text: "Hi" });
  sse.close();
  const text = await sse.response.text();
  expect(text.startsWith('event: status\ndata: {"stage":"thinking"}\n\n')).toBe(true);
  expect(text).toContain(": keep-alive\n\n");
  expect(text.endsWith('event: delta\ndata: {"text":"Hi"}\n\n')).toBe(true);
});

test("a browser that goes away only stops the writing", async () => {
  const sse = openSse();
  await sse.response.body?.cancel();
  expect(sse.disconnected).toBe(true);
  expect(() => sse.send("delta", { text: "still answering" })).not.toThrow();
  sse.close();
});
