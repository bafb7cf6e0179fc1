// Compression through the real app: the built client's files go out precompressed (brotli or gzip, as the
// browser accepts, with Vary), the API's larger JSON answers are compressed (a chapter once, by its ETag;
// others per response), and the Bible's chapter ETag still earns a 304.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { useTestApp } from "@server/test/kit";
import type { TestClient } from "@server/test/test-app";
import { chooseEncoding } from "./compress";

let clientDir: string;

// A client build as scripts/vite-precompress.ts leaves it: each file beside its .br and .gz.
const script = `export const verses = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => `verse ${i}: In the beginning was the Word`))};\n`;
const indexHtml = `<!doctype html><html><head><title>Phototheology</title><script type="module" src="/assets/app-1a2b3c.js"></script></head><body><div id="root"></div>${"<!-- padding -->".repeat(40)}</body></html>`;
const files: Record<string, string> = { "assets/app-1a2b3c.js": script, "index.html": indexHtml };

beforeAll(() => {
  clientDir = mkdtempSync(path.join(os.tmpdir(), "pt-client-"));
  mkdirSync(path.join(clientDir, "assets"));
  for (const [name, text] of Object.entries(files)) {
    const file = path.join(clientDir, name);
    writeFileSync(file, text);
    writeFileSync(`${file}.br`, brotliCompressSync(text));
    writeFileSync(`${file}.gz`, gzipSync(text));
  }
  writeFileSync(path.join(clientDir, "assets", "logo-9f8e7d.png"), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
});
afterAll(() => {
  rmSync(clientDir, { recursive: true, force: true });
});
// Built on the folder above once it is written (and closed before it is removed).
const app = useTestApp(() => ({ clientDir }));
let member: TestClient;
beforeAll(async () => {
  ({ client: member } = await app.member());
});

const bytes = async (response: Response) => Buffer.from(await response.arrayBuffer());

/** A GET with the member's cookies and the given headers. */
function memberGet(urlPath: string, headers: Record<string, string> = {}) {
  return member.fetch(urlPath, { headers });
}

describe("the built client's files", () => {
  test("a browser that accepts brotli gets the .br file, marked as such and varying on Accept-Encoding", async () => {
    const response = await app.request("/assets/app-1a2b3c.js", {
      headers: { "accept-encoding": "gzip, deflate, br, zstd" },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-encoding")).toBe("br");
    expect(response.headers.get("vary")).toBe("Accept-Encoding");
    expect(response.headers.get("content-type")).toMatch(/^text\/javascript/);
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const body = await bytes(response);
    expect(body.length).toBeLessThan(script.length / 4);
    expect(brotliDecompressSync(body).toString()).toBe(script);
  });

  test("gzip when that is all the client takes", async () => {
    const response = await app.request("/assets/app-1a2b3c.js", { headers: { "accept-encoding": "gzip" } });
    expect(response.headers.get("content-encoding")).toBe("gzip");
    expect(response.headers.get("vary")).toBe("Accept-Encoding");
    expect(gunzipSync(await bytes(response)).toString()).toBe(script);
  });

  test("the plain file when the client names no encoding — still varying, so a cache keeps both", async () => {
    const response = await app.request("/assets/app-1a2b3c.js");
    expect(response.headers.get("content-encoding")).toBeNull();
    expect(response.headers.get("vary")).toBe("Accept-Encoding");
    expect((await bytes(response)).toString()).toBe(script);
  });

  test("index.html goes out compressed too, and is never cached", async () => {
    for (const address of ["/", "/bible/John/3"]) {
      const response = await app.request(address, { headers: { "accept-encoding": "br" } });
      expect(response.status, address).toBe(200);
      expect(response.headers.get("content-encoding"), address).toBe("br");
      expect(response.headers.get("cache-control"), address).toBe("no-cache, no-store, must-revalidate");
      expect(brotliDecompressSync(await bytes(response)).toString(), address).toBe(indexHtml);
    }
  });

  test("files with nothing to gain (images) go out as they are, without Vary", async () => {
    const response = await app.request("/assets/logo-9f8e7d.png", { headers: { "accept-encoding": "br" } });
    expect(response.headers.get("content-type")).toBe("image/png");
    expect(response.headers.get("content-encoding")).toBeNull();
    expect(response.headers.get("vary")).toBeNull();
  });
});

describe("the API's JSON", () => {
  test("a large answer is compressed when asked for and decodes to the same JSON", async () => {
    const plain = await memberGet("/api/bible/kjv/Psalms/119");
    expect(plain.headers.get("content-encoding")).toBeNull();
    const json = (await plain.json()) as { verses: unknown[] };
    expect(json.verses).toHaveLength(176);

    const br = await memberGet("/api/bible/kjv/Psalms/119", { "accept-encoding": "gzip, deflate, br, zstd" });
    expect(br.headers.get("content-encoding")).toBe("br");
    expect(br.headers.get("vary")).toMatch(/Accept-Encoding/);
    const brBody = await bytes(br);
    expect(Number(br.headers.get("content-length"))).toBe(brBody.length);
    expect(brBody.length).toBeLessThan(JSON.stringify(json).length / 3);
    expect(JSON.parse(brotliDecompressSync(brBody).toString())).toEqual(json);

    const gz = await memberGet("/api/bible/kjv/Psalms/119", { "accept-encoding": "gzip" });
    expect(gz.headers.get("content-encoding")).toBe("gzip");
    expect(JSON.parse(gunzipSync(await bytes(gz)).toString())).toEqual(json);
  });

  test("an answer without a strong ETag is compressed per response, gzip first (cheaper), brotli if that is all", async () => {
    const url = "/api/bible/search?q=faith";
    const plain = await memberGet(url);
    expect(plain.status).toBe(200);
    expect(plain.headers.get("etag")).toBeNull();
    const json: unknown = await plain.json();
    expect(JSON.stringify(json).length).toBeGreaterThan(1024);

    const browser = await memberGet(url, { "accept-encoding": "gzip, deflate, br, zstd" });
    expect(browser.headers.get("content-encoding")).toBe("gzip");
    expect(browser.headers.get("vary")).toMatch(/Accept-Encoding/);
    expect(JSON.parse(gunzipSync(await bytes(browser)).toString())).toEqual(json);

    const brOnly = await memberGet(url, { "accept-encoding": "br" });
    expect(brOnly.headers.get("content-encoding")).toBe("br");
    expect(JSON.parse(brotliDecompressSync(await bytes(brOnly)).toString())).toEqual(json);
  });

  test("a small answer goes out as it is (nothing worth saving), but still varies", async () => {
    const response = await memberGet("/api/no-such-endpoint", { "accept-encoding": "br, gzip" });
    expect(response.status).toBe(404);
    expect(response.headers.get("content-encoding")).toBeNull();
    expect(response.headers.get("vary")).toMatch(/Accept-Encoding/);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe("not_found");
  });

  test("a compressed chapter's ETag turns weak, and sending it back still earns a 304", async () => {
    const first = await memberGet("/api/bible/kjv/John/3", { "accept-encoding": "br" });
    expect(first.status).toBe(200);
    expect(first.headers.get("content-encoding")).toBe("br");
    const etag = first.headers.get("etag");
    expect(etag).toMatch(/^W\/"[\w-]+"$/);
    // The uncompressed answer carries the same tag, strong.
    const plain = await memberGet("/api/bible/kjv/John/3");
    expect(plain.headers.get("etag")).toBe(etag!.slice(2));
    // Compressed once per tag: the second answer is the same bytes.
    const again = await memberGet("/api/bible/kjv/John/3", { "accept-encoding": "br" });
    expect(await bytes(again)).toEqual(await bytes(first));

    const revalidated = await memberGet("/api/bible/kjv/John/3", {
      "accept-encoding": "br",
      "if-none-match": etag!,
    });
    expect(revalidated.status).toBe(304);
    expect(await revalidated.text()).toBe("");
  });
});

describe("chooseEncoding", () => {
  test.each([
    [undefined, undefined],
    ["", undefined],
    ["identity", undefined],
    ["gzip, deflate, br, zstd", "br"],
    ["gzip", "gzip"],
    ["deflate", undefined],
    ["br;q=0, gzip", "gzip"],
    ["gzip;q=1, br;q=0.5", "gzip"],
    ["*", "br"],
    ["*;q=0.1, gzip;q=0.5", "gzip"],
  ])("Accept-Encoding %j → %j", (header, expected) => {
    expect(chooseEncoding(header)).toBe(expected);
  });

  test("our preference breaks ties only: the client's ratings come first", () => {
    expect(chooseEncoding("gzip, deflate, br", ["gzip", "br"])).toBe("gzip");
    expect(chooseEncoding("gzip;q=0.5, br", ["gzip", "br"])).toBe("br");
  });
});
