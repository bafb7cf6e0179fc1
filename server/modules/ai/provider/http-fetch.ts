import http from "node:http";
import https from "node:https";
import { Readable } from "node:stream";

/*
 * The provider's transport: fetch over node:http, because Node's built-in fetch cannot say when the connection was
 * made. AI_CONNECT_TIMEOUT_MS limits only the TCP (and TLS) connection, so a local model that takes a while to load
 * before its first byte is timed by the first-token limit instead (ai.md §1.1: raise them for slow hardware).
 */

const agents = {
  "http:": new http.Agent({ keepAlive: true }),
  "https:": new https.Agent({ keepAlive: true }),
};

export type ConnectTimedFetch = (input: string | URL | Request, init?: RequestInit) => Promise<Response>;

export function connectTimedFetch(options: {
  connectTimeoutMs: number;
  /** Called when the connection wasn't made in time (the request is then destroyed). */
  onConnectTimeout: () => void;
}): ConnectTimedFetch {
  return (input, init = {}) =>
    new Promise<Response>((resolve, reject) => {
      const url = new URL(input instanceof Request ? input.url : input);
      const secure = url.protocol === "https:";
      if (!secure && url.protocol !== "http:") {
        reject(new TypeError(`unsupported protocol ${url.protocol}`));
        return;
      }
      const signal = init.signal ?? undefined;
      if (signal?.aborted) {
        reject(signal.reason as Error);
        return;
      }
      if (init.body != null && typeof init.body !== "string") {
        reject(new TypeError("only text request bodies are sent"));
        return;
      }
      const body = init.body ?? undefined;
      const headers: Record<string, string> = Object.fromEntries(new Headers(init.headers).entries());
      if (body !== undefined) headers["content-length"] = String(Buffer.byteLength(body));

      let connectTimer: ReturnType<typeof setTimeout> | undefined;
      let response: http.IncomingMessage | undefined;
      const onAbort = () => {
        const reason = signal?.reason instanceof Error ? signal.reason : new Error("aborted");
        request.destroy(reason);
        response?.destroy(reason);
      };
      const cleanUp = () => {
        clearTimeout(connectTimer);
        signal?.removeEventListener("abort", onAbort);
      };

      const transport = secure ? https : http;
      const request = transport.request(
        url,
        { method: init.method ?? "GET", headers, agent: agents[secure ? "https:" : "http:"] },
        (incoming) => {
          response = incoming;
          incoming.once("close", cleanUp);
          const status = incoming.statusCode ?? 502;
          const responseHeaders = new Headers();
          for (const [name, value] of Object.entries(incoming.headers)) {
            if (Array.isArray(value)) for (const item of value) responseHeaders.append(name, item);
            else if (value !== undefined) responseHeaders.set(name, value);
          }
          const noBody = status === 204 || status === 304 || init.method === "HEAD";
          if (noBody) incoming.resume();
          resolve(
            new Response(noBody ? null : (Readable.toWeb(incoming) as ReadableStream<Uint8Array>), {
              status,
              statusText: incoming.statusMessage ?? "",
              headers: responseHeaders,
            }),
          );
        },
      );
      request.on("socket", (socket) => {
        if (!socket.connecting) return; // a kept-alive connection
        connectTimer = setTimeout(() => {
          options.onConnectTimeout();
          request.destroy(new Error(`no connection within ${options.connectTimeoutMs} ms`));
        }, options.connectTimeoutMs);
        socket.once(secure ? "secureConnect" : "connect", () => clearTimeout(connectTimer));
      });
      request.on("error", (error) => {
        cleanUp();
        // What fetch throws for a network failure, so the AI SDK reads it as one.
        reject(new TypeError("fetch failed", { cause: error }));
      });
      signal?.addEventListener("abort", onAbort, { once: true });
      request.end(body);
    });
}
