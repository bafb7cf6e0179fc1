import { type SseEvent, type SseEventName, sseEvents } from "@common/schemas/ai";

/**
 * The assistants' answers arrive as server-sent events on the body of a POST (ai.md §1.3), so they are read from
 * fetch's body stream rather than with EventSource (which can only GET). A frame is `event: <name>` and
 * `data: <json>` lines ended by a blank line; lines starting with ":" are the server's keep-alive comments.
 */

/** The stream ended (or failed) before a `done` or `error` frame, or sent a frame that isn't ours. */
export class BrokenStreamError extends Error {
  constructor(readonly reason: "ended" | "read_failed" | "bad_frame") {
    super(
      reason === "bad_frame"
        ? "The answer arrived in a form we couldn't read."
        : "The connection to the study assistant was lost.",
    );
    this.name = "BrokenStreamError";
  }
}

const isEventName = (name: string): name is SseEventName => Object.hasOwn(sseEvents, name);

/** One frame's fields, assembled line by line. */
type Frame = { event: string; data: string[] };

/** Parses one finished frame: null for a frame with no data or an event we don't know (ignored, as SSE does). */
function toEvent(frame: Frame): SseEvent | null {
  if (frame.data.length === 0) return null;
  const name = frame.event || "message";
  if (!isEventName(name)) return null;
  let json: unknown;
  try {
    json = JSON.parse(frame.data.join("\n"));
  } catch {
    throw new BrokenStreamError("bad_frame");
  }
  const parsed = sseEvents[name].safeParse(json);
  if (!parsed.success) throw new BrokenStreamError("bad_frame");
  return { event: name, data: parsed.data } as SseEvent;
}

/**
 * Splits text into complete lines (LF, CRLF or CR ends a line) and keeps the unfinished rest. A CR at the very
 * end is held back: the LF of a CRLF may come in the next chunk.
 */
function takeLines(buffer: string): { lines: string[]; rest: string } {
  const lines: string[] = [];
  let start = 0;
  for (let i = 0; i < buffer.length; i++) {
    const char = buffer[i];
    if (char === "\n") {
      lines.push(buffer.slice(start, i));
      start = i + 1;
    } else if (char === "\r") {
      if (i === buffer.length - 1) break;
      lines.push(buffer.slice(start, i));
      if (buffer[i + 1] === "\n") i++;
      start = i + 1;
    }
  }
  return { lines, rest: buffer.slice(start) };
}

/**
 * Yields each of our frames from an SSE body, validated against the shared schemas (`sseEvents`), until a `done` or
 * `error` frame, after which it stops reading. Throws BrokenStreamError when the body ends or fails before either,
 * or when a frame of ours doesn't match its schema. Bytes may be split anywhere, inside a line or a character.
 */
export async function* readSse(body: ReadableStream<Uint8Array>): AsyncGenerator<SseEvent, void, undefined> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = "";
  let frame: Frame = { event: "", data: [] };
  try {
    for (;;) {
      let chunk: ReadableStreamReadResult<Uint8Array>;
      try {
        chunk = await reader.read();
      } catch {
        throw new BrokenStreamError("read_failed");
      }
      buffer += chunk.done ? decoder.decode() : decoder.decode(chunk.value, { stream: true });
      // At the end a held-back CR ends its line too.
      if (chunk.done && buffer.endsWith("\r")) buffer += "\n";
      const { lines, rest } = takeLines(buffer);
      buffer = rest;
      for (const line of lines) {
        if (line === "") {
          const event = toEvent(frame);
          frame = { event: "", data: [] };
          if (!event) continue;
          yield event;
          if (event.event === "done" || event.event === "error") return;
          continue;
        }
        if (line.startsWith(":")) continue;
        const colon = line.indexOf(":");
        const field = colon === -1 ? line : line.slice(0, colon);
        let value = colon === -1 ? "" : line.slice(colon + 1);
        if (value.startsWith(" ")) value = value.slice(1);
        if (field === "event") frame.event = value;
        else if (field === "data") frame.data.push(value);
        // id, retry and unknown fields mean nothing to us.
      }
      if (chunk.done) throw new BrokenStreamError("ended");
    }
  } finally {
    // Done, broken or abandoned by the caller: nothing more is read.
    await reader.cancel().catch(() => undefined);
    reader.releaseLock();
  }
}
