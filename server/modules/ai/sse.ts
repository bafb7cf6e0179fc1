import type { z } from "zod";
import { aiLimits } from "@common/constants/ai";
import type { SseEventName, sseEvents } from "@common/schemas/ai";

/*
 * Server-sent events on the response of a POST (ai.md §1.3): `event:`/`data:` frames shaped by `sseEvents`, a
 * comment line every 15 s for proxies. A browser that goes away only stops the writing: the answer it was waiting
 * for goes on and is saved (the pipeline never ties the provider call to this response).
 */

export type SseChannel = {
  readonly response: Response;
  /** The browser has gone: later frames are dropped. */
  readonly disconnected: boolean;
  send<K extends SseEventName>(event: K, data: z.input<(typeof sseEvents)[K]>): void;
  close(): void;
};

const encoder = new TextEncoder();

export function openSse(options: { keepAliveMs?: number } = {}): SseChannel {
  let controller: ReadableStreamDefaultController<Uint8Array> | undefined;
  let disconnected = false;
  let closed = false;
  let keepAlive: ReturnType<typeof setInterval> | undefined;

  const stopTimer = () => {
    if (keepAlive) clearInterval(keepAlive);
    keepAlive = undefined;
  };
  const write = (chunk: string) => {
    if (closed || disconnected || !controller) return;
    try {
      controller.enqueue(encoder.encode(chunk));
    } catch {
      disconnected = true;
      stopTimer();
    }
  };

  const body = new ReadableStream<Uint8Array>({
    start(streamController) {
      controller = streamController;
      keepAlive = setInterval(() => write(": keep-alive\n\n"), options.keepAliveMs ?? aiLimits.keepAliveMs);
      keepAlive.unref?.();
    },
    cancel() {
      disconnected = true;
      stopTimer();
    },
  });

  const response = new Response(body, {
    status: 200,
    headers: {
      "content-type": "text/event-stream; charset=utf-8",
      // no-transform: the compression middleware leaves the stream alone, and proxies do not buffer it.
      "cache-control": "no-cache, no-transform",
      "x-accel-buffering": "no",
    },
  });

  return {
    response,
    get disconnected() {
      return disconnected;
    },
    send(event, data) {
      write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    },
    close() {
      if (closed) return;
      stopTimer();
      closed = true;
      if (disconnected || !controller) return;
      try {
        controller.close();
      } catch {
        // already closed by the reader
      }
    },
  };
}
