import { promisify } from "node:util";
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from "node:zlib";
import type { MiddlewareHandler } from "hono";
import { parseAccept } from "hono/utils/accept";
import type { AppEnv } from "./app-env";

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export type Encoding = "br" | "gzip";

/** Ours first among equals: brotli is a fifth smaller than gzip on our JSON at the same cost. */
const preference: readonly Encoding[] = ["br", "gzip"];

/**
 * The encoding to send for an Accept-Encoding header: the one the client rates highest (q > 0), ours first
 * among equals (browsers list gzip before br); undefined → identity. `*` covers encodings not named.
 */
export function chooseEncoding(header: string | undefined): Encoding | undefined {
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
 * Quick settings: this runs per response, on the request's time. Brotli 4 with a 256 KB window and gzip 6
 * take about a tenth of a millisecond for a chapter (≈ 6 KB of JSON) and shrink it three- to five-fold.
 * Bodies that small are compressed on the spot (the thread pool's round trip would cost more, and it is busy
 * with password hashing); larger ones in the pool, off the event loop.
 */
const brotliOptions = (size: number) => ({
  params: {
    [constants.BROTLI_PARAM_QUALITY]: 4,
    [constants.BROTLI_PARAM_LGWIN]: 18,
    [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
    [constants.BROTLI_PARAM_SIZE_HINT]: size,
  },
});
const syncBelowBytes = 64 * 1024;

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
   * encodings: as many as server/modules/bible/chapter-responses.ts keeps), so a chapter is compressed once.
   */
  cacheBytes?: number;
};

/**
 * Compresses the API's JSON responses (issue 11: "compress JSON responses") with brotli or gzip, as the
 * client accepts, above a size threshold, always with `Vary: Accept-Encoding`. Left alone: responses already
 * encoded (precompressed files), HEAD, 1xx/204/206/304 and bodiless answers, `Cache-Control: no-transform`,
 * and anything that is not JSON or text — the realtime WebSocket upgrade included.
 *
 * A compressed body is a different representation, so a strong ETag becomes weak (`W/"…"`); the ETag routes
 * compare If-None-Match weakly (RFC 9110 §13.1.2), so a 304 still answers a browser that sends it back. The
 * same strong ETag means the same bytes, so those responses are compressed once and then served from an
 * LRU.
 */
export function compressResponses(options: CompressOptions = {}): MiddlewareHandler<AppEnv> {
  const threshold = options.threshold ?? 1024;
  const cacheBytes = options.cacheBytes ?? 24 * 1024 * 1024;
  const cache = new Map<string, Uint8Array<ArrayBuffer>>();
  let cachedBytes = 0;

  async function compressedOnce(
    body: Uint8Array,
    encoding: Encoding,
    etag: string | null,
  ): Promise<Uint8Array<ArrayBuffer>> {
    if (!etag || etag.startsWith("W/")) return compressBody(body, encoding);
    const key = `${encoding} ${etag}`;
    const cached = cache.get(key);
    if (cached) {
      cache.delete(key); // re-inserted below: Map order is recency
      cache.set(key, cached);
      return cached;
    }
    const compressed = await compressBody(body, encoding);
    if (cache.has(key)) return compressed; // another request compressed it meanwhile
    cache.set(key, compressed);
    cachedBytes += compressed.length;
    for (const [oldest, bytes] of cache) {
      if (cachedBytes <= cacheBytes) break;
      cache.delete(oldest);
      cachedBytes -= bytes.length;
    }
    return compressed;
  }

  return async (c, next) => {
    // A WebSocket handshake (/api/realtime) is answered by the socket, not a body.
    if (c.req.header("Upgrade")) return next();
    await next();
    const response = c.res;
    const type = response.headers.get("Content-Type");
    if (
      c.req.method === "HEAD" ||
      !response.body ||
      response.status < 200 ||
      response.status === 204 ||
      response.status === 206 ||
      response.headers.has("Content-Encoding") ||
      !type ||
      !compressibleType.test(type) ||
      /(?:^|,)\s*no-transform\s*(?:,|$)/i.test(response.headers.get("Cache-Control") ?? "")
    )
      return;
    // The answer depends on Accept-Encoding whatever this body's size: the next one at this address may be larger.
    const varies = response.headers.get("Vary");
    const vary = /(?:^|,)\s*(?:accept-encoding|\*)\s*(?:,|$)/i.test(varies ?? "")
      ? varies
      : [varies, "Accept-Encoding"].filter(Boolean).join(", ");
    const length = response.headers.get("Content-Length");
    const encoding = chooseEncoding(c.req.header("Accept-Encoding"));
    if (!encoding || (length !== null && Number(length) < threshold)) {
      c.header("Vary", vary ?? "Accept-Encoding");
      return;
    }
    // JSON answers are in memory already (c.json builds a string), so reading the body costs a copy at most.
    const body = new Uint8Array(await response.arrayBuffer());
    const etag = response.headers.get("ETag");
    const sent = body.length < threshold ? body : await compressedOnce(body, encoding, etag);
    // Hono copies the previous response's headers onto the new one; the ones that change are set after.
    c.res = new Response(sent, response);
    c.res.headers.set("Vary", vary ?? "Accept-Encoding");
    c.res.headers.set("Content-Length", String(sent.length));
    if (sent === body) return;
    c.res.headers.set("Content-Encoding", encoding);
    if (etag && !etag.startsWith("W/")) c.res.headers.set("ETag", `W/${etag}`);
  };
}
