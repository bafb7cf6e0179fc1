import { promisify } from "node:util";
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from "node:zlib";
import type { Context, MiddlewareHandler } from "hono";
import { parseAccept } from "hono/utils/accept";
import type { AppEnv } from "./app-env";

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export type Encoding = "br" | "gzip";

/**
 * The encoding to send for an Accept-Encoding header: the one the client rates highest (q > 0), the first of
 * `preference` among equals (browsers list gzip before br and rate both 1); undefined → identity. `*` covers
 * encodings not named.
 */
export function chooseEncoding(
  header: string | undefined,
  preference: readonly Encoding[] = ["br", "gzip"],
): Encoding | undefined {
  if (!header) return undefined;
  const accepted = parseAccept(header);
  const wildcard = accepted.find((entry) => entry.type === "*")?.q ?? 0;
  let best: { encoding: Encoding; q: number } | undefined;
  for (const encoding of preference) {
    const q = accepted.find((entry) => entry.type.toLowerCase() === encoding)?.q ?? wildcard;
    if (q > 0 && (!best || q > best.q)) best = { encoding, q };
  }
  return best?.encoding;
}

/**
 * Two regimes. A body with a strong ETag (a chapter) is compressed once and kept: brotli 5, a quarter smaller
 * than gzip. Any other body is compressed per response, on the request's time: gzip 6 by preference, which
 * costs half of brotli's time for nearly the same size on our JSON (≈ 0.1 ms for 6 KB). Bodies under 64 KB
 * are compressed on the spot (the thread pool's round trip would cost more, and it is busy hashing
 * passwords); larger ones in the pool, off the event loop.
 */
const keptPreference: readonly Encoding[] = ["br", "gzip"];
const perResponsePreference: readonly Encoding[] = ["gzip", "br"];
const syncBelowBytes = 64 * 1024;

function brotliOptions(size: number) {
  return {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: 5,
      [constants.BROTLI_PARAM_LGWIN]: 18,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: size,
    },
  };
}

async function compressBody(body: Uint8Array, encoding: Encoding): Promise<Uint8Array<ArrayBuffer>> {
  const small = body.length < syncBelowBytes;
  const compressed =
    encoding === "br"
      ? small
        ? brotliCompressSync(body, brotliOptions(body.length))
        : await brotliAsync(body, brotliOptions(body.length))
      : small
        ? gzipSync(body, { level: 6 })
        : await gzipAsync(body, { level: 6 });
  // A Buffer may be a view into Node's shared pool; Response wants bytes of its own.
  return new Uint8Array(compressed);
}

/** What we compress: JSON and text answers (error bodies included). Not event streams: they must flow. */
const compressibleType = /^(?:application\/(?:[\w.+-]+\+)?json|text\/(?!event-stream))/i;

export type CompressOptions = {
  /** Smaller bodies go out as they are: the saving would not cover the work (default 1 KB). */
  threshold?: number;
  /**
   * Bytes of compressed bodies kept by strong ETag and encoding (default 24 MB, about 4,000 chapters in both
   * encodings: as many as server/modules/bible/chapter-responses.ts keeps).
   */
  cacheBytes?: number;
};

/**
 * Compresses the API's JSON responses (issue 11: "compress JSON responses") with brotli or gzip, as the
 * client accepts, above a size threshold, always with `Vary: Accept-Encoding`. Left alone: responses already
 * encoded (precompressed files), HEAD, 1xx/204/206/304, `Cache-Control: no-transform`, and anything that is
 * not JSON or text — the realtime WebSocket upgrade included.
 *
 * A compressed body is a different representation, so a strong ETag becomes weak (`W/"…"`); the ETag routes
 * compare If-None-Match weakly (RFC 9110 §13.1.2), so a 304 still answers a browser that sends it back. The
 * same strong ETag means the same bytes, so such a body is compressed once, kept in an LRU, and later
 * answers are sent from it without reading the route's body at all.
 */
export function compressResponses(options: CompressOptions = {}): MiddlewareHandler<AppEnv> {
  const threshold = options.threshold ?? 1024;
  const cacheBytes = options.cacheBytes ?? 24 * 1024 * 1024;
  const kept = new Map<string, Uint8Array<ArrayBuffer>>();
  let keptBytes = 0;

  function recall(key: string): Uint8Array<ArrayBuffer> | undefined {
    const bytes = kept.get(key);
    if (bytes) {
      kept.delete(key); // re-inserted: Map order is recency
      kept.set(key, bytes);
    }
    return bytes;
  }

  function keep(key: string, bytes: Uint8Array<ArrayBuffer>) {
    if (kept.has(key)) return; // another request compressed it meanwhile
    kept.set(key, bytes);
    keptBytes += bytes.length;
    for (const [oldest, old] of kept) {
      if (keptBytes <= cacheBytes) break;
      kept.delete(oldest);
      keptBytes -= old.length;
    }
  }

  return async (c, next) => {
    // A WebSocket handshake (/api/realtime) is answered by the socket, not a body.
    if (c.req.header("Upgrade")) return next();
    await next();
    // Status and headers only until the body must be read: on the server, @hono/node-server's Response keeps
    // c.json's string as it is and writes it straight out, while reading it builds a full Response and its
    // stream (≈ 0.2 ms here).
    const response = c.res;
    const { headers, status } = response;
    const type = headers.get("Content-Type");
    if (
      c.req.method === "HEAD" ||
      status < 200 ||
      status === 204 ||
      status === 206 ||
      status === 304 ||
      headers.has("Content-Encoding") ||
      !type ||
      !compressibleType.test(type) ||
      /(?:^|,)\s*no-transform\s*(?:,|$)/i.test(headers.get("Cache-Control") ?? "")
    )
      return;
    // The answer depends on Accept-Encoding whatever this body's size: the next one at this address may be larger.
    const varies = headers.get("Vary");
    if (!/(?:^|,)\s*(?:accept-encoding|\*)\s*(?:,|$)/i.test(varies ?? "")) {
      const vary = varies ? `${varies}, Accept-Encoding` : "Accept-Encoding";
      try {
        headers.set("Vary", vary);
      } catch {
        c.header("Vary", vary); // headers fixed by their maker (a fetched response): Hono copies them
      }
    }
    const length = headers.get("Content-Length");
    if (length !== null && Number(length) < threshold) return;
    const etag = headers.get("ETag");
    const strongTag = etag && !etag.startsWith("W/") ? etag : undefined;
    const encoding = chooseEncoding(
      c.req.header("Accept-Encoding"),
      strongTag ? keptPreference : perResponsePreference,
    );
    if (!encoding) return;

    const key = strongTag && `${encoding} ${strongTag}`;
    let compressed = key ? recall(key) : undefined;
    if (!compressed) {
      const body = new Uint8Array(await response.arrayBuffer());
      if (body.length < threshold) {
        replaceResponse(c, new Response(body, { status, headers }));
        return;
      }
      compressed = await compressBody(body, encoding);
      if (key) keep(key, compressed);
    }
    const sent = new Headers(headers);
    sent.set("Content-Encoding", encoding);
    sent.set("Content-Length", String(compressed.length));
    if (strongTag) sent.set("ETag", `W/${strongTag}`);
    replaceResponse(c, new Response(compressed, { status, headers: sent }));
  };
}

/**
 * Sets the response outright. Assigning over an existing c.res makes Hono rebuild the new one around the old
 * one's headers (reading its body stream); clearing it first keeps the new response as it was built.
 */
function replaceResponse(c: Context<AppEnv>, response: Response) {
  c.res = undefined;
  c.res = response;
}
