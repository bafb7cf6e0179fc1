import { describe, expect, it } from "vitest";
import type { SseEvent } from "@common/schemas/ai";
import { BrokenStreamError, readSse } from "./read-sse";

const quota = {
  plan: "free",
  window: "day",
  limit: 3,
  used: 1,
  remaining: 2,
  resetsAt: "2026-03-03T00:00:00.000Z",
} as const;
const ids = {
  threadId: "0b9f9d5e-8c3a-4c57-9a43-1f0c7f1b2a01",
  userMessageId: "0b9f9d5e-8c3a-4c57-9a43-1f0c7f1b2a02",
  assistantMessageId: "0b9f9d5e-8c3a-4c57-9a43-1f0c7f1b2a03",
};
const message = {
  id: ids.assistantMessageId,
  threadId: ids.threadId,
  role: "assistant",
  content: "Grace — “χάρις” ✝",
  rooms: ["SR"],
  passages: ["John 3:16"],
  timeline: [],
  source: "fake",
  status: "complete",
  rating: null,
  createdAt: "2026-03-02T10:00:00.000Z",
};

const frame = (event: string, data: unknown) => `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;

/** A body that delivers exactly these byte chunks, then ends (or fails, when `fail` is set). */
function body(chunks: Uint8Array[], { fail = false } = {}) {
  let index = 0;
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      if (index < chunks.length) controller.enqueue(chunks[index++]);
      else if (fail) controller.error(new TypeError("network error"));
      else controller.close();
    },
  });
}

/** The text's bytes cut at the given byte offsets. */
function cut(text: string, offsets: number[]) {
  const bytes = new TextEncoder().encode(text);
  const bounds = [0, ...offsets, bytes.length];
  return bounds.slice(1).map((end, i) => bytes.slice(bounds[i], end));
}

async function collect(stream: ReadableStream<Uint8Array>) {
  const events: SseEvent[] = [];
  for await (const event of readSse(stream)) events.push(event);
  return events;
}

const answer =
  ": keep-alive\n\n" +
  frame("meta", { ...ids, source: "fake", quota }) +
  frame("status", { stage: "writing" }) +
  frame("delta", { text: "Grace — " }) +
  ": keep-alive\n\n" +
  frame("delta", { text: "“χάρις” ✝" }) +
  frame("done", { message, quota });

describe("readSse", () => {
  it("reads every frame of an answer in one chunk, skipping comments", async () => {
    const events = await collect(body(cut(answer, [])));
    expect(events.map((e) => e.event)).toEqual(["meta", "status", "delta", "delta", "done"]);
    expect(events.map((e) => (e.event === "delta" ? e.data.text : "")).join("")).toBe("Grace — “χάρις” ✝");
  });

  it("reads the same frames when the bytes are split at every single offset", async () => {
    const whole = await collect(body(cut(answer, [])));
    const size = new TextEncoder().encode(answer).length;
    for (let at = 1; at < size; at++) {
      expect(await collect(body(cut(answer, [at])))).toEqual(whole);
    }
  });

  it("reads byte by byte, inside multi-byte characters and between CR and LF", async () => {
    const crlf = answer.replaceAll("\n", "\r\n");
    const size = new TextEncoder().encode(crlf).length;
    const everyByte = Array.from({ length: size - 1 }, (_, i) => i + 1);
    const events = await collect(body(cut(crlf, everyByte)));
    expect(events).toEqual(await collect(body(cut(answer, []))));
  });

  it("accepts bare CR line ends and data without the space after the colon", async () => {
    const text = `event:delta\rdata:{"text":"a"}\r\revent: done\rdata: ${JSON.stringify({ message, quota })}\r\r`;
    const events = await collect(body(cut(text, [text.indexOf("\r") + 1])));
    expect(events[0]).toEqual({ event: "delta", data: { text: "a" } });
    expect(events[1]?.event).toBe("done");
  });

  it("joins a frame's data lines and ignores events that aren't ours", async () => {
    const text =
      frame("ping", { at: 1 }) +
      `event: delta\ndata: {"text":\ndata: "two lines"}\n\n` +
      frame("error", {
        code: "ai_provider_error",
        message: "The study assistant had a problem answering. Your question wasn't counted.",
        retryable: true,
        quota,
        offlineAvailable: true,
      });
    const events = await collect(body(cut(text, [7, 40])));
    expect(events.map((e) => e.event)).toEqual(["delta", "error"]);
    expect(events[0]?.data).toEqual({ text: "two lines" });
  });

  it("stops at the error frame without reading what follows", async () => {
    const text =
      frame("error", { code: "ai_timeout", message: "slow", retryable: true, quota }) +
      "garbage that never parses";
    let pulls = 0;
    const chunks = cut(text, [10]);
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulls++;
        if (pulls <= chunks.length) controller.enqueue(chunks[pulls - 1]);
        else controller.close();
      },
    });
    const events = await collect(stream);
    expect(events.map((e) => e.event)).toEqual(["error"]);
  });

  it("reports a stream that ends before done or error as broken, after the frames it did read", async () => {
    const partial =
      frame("meta", { ...ids, source: "fake", quota }) + frame("delta", { text: "half an ans" });
    const seen: string[] = [];
    const reading = (async () => {
      for await (const event of readSse(body(cut(partial, [5, 60])))) seen.push(event.event);
    })();
    await expect(reading).rejects.toEqual(new BrokenStreamError("ended"));
    expect(seen).toEqual(["meta", "delta"]);
  });

  it("reports an unfinished last frame as broken", async () => {
    const text = frame("delta", { text: "a" }) + `event: done\ndata: ${JSON.stringify({ message, quota })}\n`;
    await expect(collect(body(cut(text, [])))).rejects.toMatchObject({ reason: "ended" });
  });

  it("reports a connection that fails mid-answer as broken", async () => {
    await expect(
      collect(body(cut(frame("delta", { text: "a" }), [3]), { fail: true })),
    ).rejects.toMatchObject({
      reason: "read_failed",
    });
  });

  it("refuses a frame of ours that doesn't match the shared schema", async () => {
    await expect(collect(body(cut(frame("delta", { words: "a" }), [])))).rejects.toMatchObject({
      reason: "bad_frame",
    });
    await expect(collect(body(cut("event: delta\ndata: {not json\n\n", [])))).rejects.toMatchObject({
      reason: "bad_frame",
    });
  });
});
