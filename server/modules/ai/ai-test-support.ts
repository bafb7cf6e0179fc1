import type { SseEvent } from "@common/schemas/ai";
import type { AnyJson, TestClient } from "@server/test/test-app";

/*
 * Test support for the AI route tests: a question sent like the browser sends it (a POST whose answer is read as
 * server-sent events), frames parsed, and small waits.
 */

export type Frame = SseEvent | { event: "comment"; data: string };

export type AskResult = {
  status: number;
  headers: Headers;
  /** The error body when the server refused before streaming. */
  body: AnyJson;
  frames: Frame[];
};

/** Splits an SSE text into frames (`event:` + `data:` blocks, `:` comments). */
export function parseFrames(text: string): Frame[] {
  const frames: Frame[] = [];
  for (const block of text.split("\n\n")) {
    if (block.trim() === "") continue;
    if (block.startsWith(":")) {
      frames.push({ event: "comment", data: block.slice(1).trim() });
      continue;
    }
    const event = /^event: (.+)$/m.exec(block)?.[1];
    const data = /^data: (.+)$/m.exec(block)?.[1];
    if (event && data) frames.push({ event, data: JSON.parse(data) as unknown } as Frame);
  }
  return frames;
}

export async function readAnswer(response: Response): Promise<AskResult> {
  const type = response.headers.get("content-type") ?? "";
  const text = await response.text();
  if (type.includes("text/event-stream")) {
    return { status: response.status, headers: response.headers, body: null, frames: parseFrames(text) };
  }
  return {
    status: response.status,
    headers: response.headers,
    // eslint-disable-next-line @typescript-eslint/no-unsafe-assignment -- error bodies are asserted, not typed
    body: parseBody(type, text),
    frames: [],
  };
}

function parseBody(type: string, text: string): AnyJson {
  if (!type.includes("application/json") || text === "") return text;
  return JSON.parse(text) as unknown;
}

export function postJson(client: TestClient, path: string, body: unknown): Promise<Response> {
  return client.fetch(path, {
    method: "POST",
    headers: { "content-type": "application/json", accept: "text/event-stream" },
    body: JSON.stringify(body),
  });
}

/** POST /api/ai/chat, read to the end. */
export async function ask(client: TestClient, body: Record<string, unknown>): Promise<AskResult> {
  return readAnswer(await postJson(client, "/api/ai/chat", body));
}

export const phototheology = (message: string, extra: Record<string, unknown> = {}) => ({
  assistant: "phototheology",
  message,
  ...extra,
});

type FrameData = { [E in SseEvent as E["event"]]: E["data"] };

/** The first frame of a kind (the test fails, listing the frames, when there is none). */
export function frame<K extends keyof FrameData>(result: AskResult, event: K): FrameData[K] {
  const found = result.frames.find((each) => each.event === event);
  if (!found)
    throw new Error(`no ${event} frame in ${JSON.stringify(result.frames.map((each) => each.event))}`);
  return found.data as FrameData[K];
}

export const deltasOf = (result: AskResult) =>
  result.frames
    .filter((each) => each.event === "delta")
    .map((each) => (each.event === "delta" ? each.data.text : ""))
    .join("");

/**
 * Reads an answer's stream until `until` says stop (e.g. at the first delta), and leaves the rest unread: the
 * reader is returned so the test can cancel it (a dropped connection) or read on.
 */
export async function readUntil(response: Response, until: (frames: Frame[]) => boolean) {
  const reader = response.body?.getReader();
  if (!reader) throw new Error("no body");
  const decoder = new TextDecoder();
  let text = "";
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    text += decoder.decode(value, { stream: true });
    const complete = text.slice(0, text.lastIndexOf("\n\n") + 2);
    if (until(parseFrames(complete))) break;
  }
  return { reader, frames: () => parseFrames(text) };
}

/** Polls `check` until it returns something truthy (or fails after `timeoutMs`). */
export async function eventually<T>(check: () => Promise<T | undefined | null | false>, timeoutMs = 8000) {
  const started = Date.now();
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() - started > timeoutMs) throw new Error("eventually: timed out");
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
