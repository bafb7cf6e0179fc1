import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { loadEnv } from "@server/env";
import { createLocalStorage } from "./local-storage";
import { createS3Storage, objectUrl } from "./s3-storage";
import { createObjectStorage } from "./storage";

/* Object storage: the local folder, and the S3 backend against a tiny S3-compatible server on loopback. */

type Seen = {
  method: string;
  url: string;
  authorization: string | undefined;
  contentType: string | undefined;
};

/** Just enough of S3 for our calls: PUT, GET and DELETE of objects; every request must be SigV4-signed. */
function startFakeS3(): Promise<{ server: Server; url: string; objects: Map<string, Buffer>; seen: Seen[] }> {
  const objects = new Map<string, Buffer>();
  const seen: Seen[] = [];
  const readBody = async (request: IncomingMessage) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  };
  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    const authorization = request.headers.authorization;
    seen.push({
      method: request.method ?? "",
      url: request.url ?? "",
      authorization,
      contentType: request.headers["content-type"],
    });
    if (!authorization?.startsWith("AWS4-HMAC-SHA256 Credential=test-key/")) {
      response
        .writeHead(403, { "content-type": "application/xml" })
        .end("<Error><Code>AccessDenied</Code></Error>");
      return;
    }
    const key = decodeURIComponent(request.url ?? "");
    if (request.method === "PUT") {
      objects.set(key, await readBody(request));
      response.writeHead(200, { etag: '"x"' }).end();
    } else if (request.method === "GET") {
      const body = objects.get(key);
      if (!body)
        response
          .writeHead(404, { "content-type": "application/xml" })
          .end("<Error><Code>NoSuchKey</Code></Error>");
      else response.writeHead(200, { "content-length": String(body.length) }).end(body);
    } else if (request.method === "DELETE") {
      objects.delete(key);
      response.writeHead(204).end();
    } else response.writeHead(405).end();
  };
  const server = createServer((request, response) => void handle(request, response));
  return new Promise((resolve) =>
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as AddressInfo;
      resolve({ server, url: `http://127.0.0.1:${port}`, objects, seen });
    }),
  );
}

async function readAll(stream: ReadableStream<Uint8Array>): Promise<string> {
  return new Response(stream).text();
}

describe("S3-compatible backend", () => {
  let fake: Awaited<ReturnType<typeof startFakeS3>>;
  beforeAll(async () => {
    fake = await startFakeS3();
  });
  afterAll(() => new Promise<void>((resolve) => fake.server.close(() => resolve())));

  test("put, get, stream and delete signed objects (path style)", async () => {
    const storage = createS3Storage({
      bucket: "pictures",
      endpoint: fake.url,
      region: "eu-west-1",
      accessKeyId: "test-key",
      secretAccessKey: "test-secret",
      forcePathStyle: true,
    });
    const body = new TextEncoder().encode("<svg>card</svg>");
    await storage.put("bible-images/u1/a.svg", body, "image/svg+xml");
    expect(fake.objects.get("/pictures/bible-images/u1/a.svg")?.toString()).toBe("<svg>card</svg>");
    const put = fake.seen.at(-1)!;
    expect(put).toMatchObject({ method: "PUT", contentType: "image/svg+xml" });
    expect(put.authorization).toContain("/eu-west-1/s3/aws4_request");

    expect(new TextDecoder().decode((await storage.get("bible-images/u1/a.svg"))!)).toBe("<svg>card</svg>");
    const streamed = await storage.stream("bible-images/u1/a.svg");
    expect(streamed?.size).toBe(body.byteLength);
    expect(await readAll(streamed!.body)).toBe("<svg>card</svg>");

    await storage.delete("bible-images/u1/a.svg");
    expect(fake.objects.size).toBe(0);
    expect(await storage.get("bible-images/u1/a.svg")).toBeNull();
    expect(await storage.stream("bible-images/u1/a.svg")).toBeNull();
    await storage.delete("bible-images/u1/a.svg"); // missing: not an error
  });

  test("a refused request is an error without the provider's text; keys can't climb out", async () => {
    const storage = createS3Storage({
      bucket: "pictures",
      endpoint: fake.url,
      region: "us-east-1",
      accessKeyId: "wrong-key",
      secretAccessKey: "x",
      forcePathStyle: true,
    });
    await expect(storage.put("a/b.png", new Uint8Array([1]), "image/png")).rejects.toThrow(
      "object storage PUT failed with HTTP 403",
    );
    await expect(storage.get("../etc/passwd")).rejects.toThrow("invalid storage key");
  });

  test("virtual-hosted URLs, and env.storage choosing the backend", () => {
    const config = {
      bucket: "pictures",
      endpoint: "https://s3.eu-west-1.amazonaws.com",
      region: "eu-west-1",
      accessKeyId: "k",
      secretAccessKey: "s",
      forcePathStyle: false,
    };
    expect(objectUrl(config, "bible-images/u1/a.png")).toBe(
      "https://pictures.s3.eu-west-1.amazonaws.com/bible-images/u1/a.png",
    );
    const base = { NODE_ENV: "test", AUTH_SECRET: "x".repeat(40), DATA_DIR: "/tmp/pt-data" };
    expect(loadEnv(base).storage).toEqual({ kind: "local", dir: "/tmp/pt-data/storage" });
    const s3 = loadEnv({
      ...base,
      STORAGE_S3_BUCKET: "pictures",
      STORAGE_S3_ENDPOINT: "http://127.0.0.1:9000/",
      STORAGE_S3_ACCESS_KEY_ID: "k",
      STORAGE_S3_SECRET_ACCESS_KEY: "s",
    }).storage;
    expect(s3).toMatchObject({
      kind: "s3",
      endpoint: "http://127.0.0.1:9000",
      forcePathStyle: true,
      region: "us-east-1",
    });
    expect(createObjectStorage(s3).kind).toBe("s3");
    expect(() => loadEnv({ ...base, STORAGE_S3_BUCKET: "pictures" })).toThrow(
      "STORAGE_S3_ACCESS_KEY_ID and STORAGE_S3_SECRET_ACCESS_KEY are required",
    );
  });
});

describe("local backend", () => {
  const root = mkdtempSync(path.join(tmpdir(), "pt-local-storage-"));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  test("writes whole files under its folder and reads them back", async () => {
    const storage = createLocalStorage(root);
    await storage.put("bible-images/u1/a.png", new Uint8Array([1, 2, 3]), "image/png");
    expect(readdirSync(path.join(root, "bible-images", "u1"))).toEqual(["a.png"]);
    expect([...(await storage.get("bible-images/u1/a.png"))!]).toEqual([1, 2, 3]);
    const streamed = await storage.stream("bible-images/u1/a.png");
    expect(streamed?.size).toBe(3);
    await streamed?.body.cancel();
    await storage.delete("bible-images/u1/a.png");
    expect(await storage.get("bible-images/u1/a.png")).toBeNull();
    expect(await storage.stream("bible-images/u1/a.png")).toBeNull();
    await expect(storage.put("../outside.png", new Uint8Array([1]), "image/png")).rejects.toThrow(
      "invalid storage key",
    );
  });
});
