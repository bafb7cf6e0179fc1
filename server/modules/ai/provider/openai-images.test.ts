import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import sharp from "sharp";
import { startFakeAi, type FakeAi } from "@server/test/fake-ai";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createFakeImageProvider } from "./fake";
import { fakeImageSvg } from "./fake-image";
import { createOpenAiImageProvider, type OpenAiImageConfig } from "./openai-images";
import { type ImageProvider, ProviderFailure } from "./types";

/*
 * The image half of the provider layer (ai.md §1.1 "Images", §1.8, §1.9): the real client's request and answer
 * handling against the HTTP fake on loopback, and the built-in fake, which fail alike.
 */

let fakeAi: FakeAi;
beforeAll(async () => {
  fakeAi = await startFakeAi();
});
afterAll(() => fakeAi.close());

const httpImages = (overrides: Partial<OpenAiImageConfig> = {}) =>
  createOpenAiImageProvider({
    baseUrl: fakeAi.baseUrl,
    apiKey: undefined,
    model: "fake-image",
    connectTimeoutMs: 2_000,
    totalTimeoutMs: 5_000,
    extraHeaders: {},
    ...overrides,
  });

const draw = (provider: ImageProvider, prompt: string, signal = new AbortController().signal) =>
  provider.generateImage({ prompt, size: "1024x1024", signal });

type Make = (options?: { totalTimeoutMs?: number }) => ImageProvider;
const providers: Array<[string, Make]> = [
  ["the OpenAI-compatible images client against the HTTP fake", (options = {}) => httpImages(options)],
  [
    "the built-in fake",
    (options = {}) => createFakeImageProvider({ model: "fake-image", totalTimeoutMs: 5_000, ...options }),
  ],
];

describe.each(providers)("%s", (_, make) => {
  test("answers a 512×512 PNG", async () => {
    const { bytes } = await draw(make(), "Noah's ark on the waters");
    expect(await sharp(bytes).metadata()).toMatchObject({ format: "png", width: 512, height: 512 });
  });

  test.each([
    ["#fake-429", "rate_limited", 429],
    ["#fake-402", "out_of_credit", 402],
    ["#fake-401", "misconfigured", 401],
    ["#fake-500", "server_error", 500],
  ])("%s fails as %s", async (tag, kind, status) => {
    const failure = await draw(make(), `The ark ${tag}`).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ProviderFailure);
    expect(failure).toMatchObject({ kind, status });
  });

  test("#fake-timeout fails as timeout at the total limit", async () => {
    const started = Date.now();
    await expect(draw(make({ totalTimeoutMs: 300 }), "The ark #fake-timeout")).rejects.toMatchObject({
      kind: "timeout",
    });
    expect(Date.now() - started).toBeLessThan(1_500);
  });

  test("#fake-badjson (no picture in the answer) and #fake-cutoff (a broken answer) fail as server errors", async () => {
    await expect(draw(make(), "The ark #fake-badjson")).rejects.toMatchObject({ kind: "server_error" });
    await expect(draw(make(), "The ark #fake-cutoff")).rejects.toMatchObject({ kind: "server_error" });
  });

  test("Stop (the request's signal) ends the call at once", async () => {
    const controller = new AbortController();
    const pending = draw(make(), "The ark #fake-timeout", controller.signal).catch((error: unknown) => error);
    setTimeout(() => controller.abort(), 50);
    expect(await pending).toMatchObject({ kind: "aborted" });
  });
});

describe("the images client's requests (what the HTTP fake received)", () => {
  test("POST {base}/images/generations with model, prompt, size, n: 1 and base64 output; the placeholder key", async () => {
    await draw(httpImages(), "A lamb on Mount Moriah");
    const last = fakeAi.lastRequest();
    expect(last?.method).toBe("POST");
    expect(last?.path).toBe("/v1/images/generations");
    expect(last?.headers.authorization).toBe("Bearer local");
    expect(last?.headers["content-type"]).toBe("application/json");
    expect(last?.body).toEqual({
      model: "fake-image",
      prompt: "A lamb on Mount Moriah",
      size: "1024x1024",
      n: 1,
      response_format: "b64_json",
    });
  });

  test("the key and AI_EXTRA_HEADERS are sent; the key and address never appear in a failure", async () => {
    const failure = await draw(
      httpImages({ apiKey: "sk-image-secret-42", extraHeaders: { "X-Title": "Phototheology" } }),
      "Key? #fake-401",
    ).catch((error: unknown) => error);
    const headers = fakeAi.lastRequest()?.headers ?? {};
    expect(headers.authorization).toBe("Bearer sk-image-secret-42");
    expect(headers["x-title"]).toBe("Phototheology");
    expect(failure).toMatchObject({ kind: "misconfigured", status: 401 });
    const visible = JSON.stringify({ ...(failure as ProviderFailure), message: (failure as Error).message });
    expect(visible).toContain("the API key was refused");
    expect(visible).not.toContain("sk-image-secret-42");
    expect(visible).not.toContain(new URL(fakeAi.baseUrl).host);
  });

  test("a timeout closes the held connection", async () => {
    await expect(draw(httpImages({ totalTimeoutMs: 200 }), "Anyone? #fake-timeout")).rejects.toMatchObject({
      kind: "timeout",
    });
    const sent = fakeAi.lastRequest();
    await expect.poll(() => sent?.closedEarly).toBe(true);
  });

  test("an answer with a link instead of data, or no JSON at all, is a server error (links are never fetched)", async () => {
    const answers = [
      JSON.stringify({ data: [{ url: "https://example.com/picture.png" }] }),
      "<html>gateway</html>",
    ];
    let next = 0;
    const odd: Server = createServer((request, response) => {
      request.resume();
      response.writeHead(200, { "content-type": "application/json" });
      response.end(answers[next++ % answers.length]);
    });
    await new Promise<void>((resolve) => odd.listen(0, "127.0.0.1", resolve));
    const { port } = odd.address() as AddressInfo;
    try {
      const provider = httpImages({ baseUrl: `http://127.0.0.1:${port}/v1` });
      await expect(draw(provider, "Anything")).rejects.toMatchObject({
        kind: "server_error",
        detail: "the image answer held a link instead of data",
      });
      await expect(draw(provider, "Anything")).rejects.toMatchObject({ kind: "server_error" });
    } finally {
      await new Promise((resolve) => odd.close(resolve));
    }
  });

  test("a server that can't be reached is a server error that names neither address nor port", async () => {
    const gone = await startFakeAi();
    const baseUrl = gone.baseUrl;
    await gone.close();
    const failure = await draw(httpImages({ baseUrl }), "Hello").catch((error: unknown) => error);
    expect(failure).toMatchObject({ kind: "server_error", status: null });
    expect((failure as ProviderFailure).detail).not.toContain(new URL(baseUrl).host);
  });
});

test("the fake picture shows the prompt's text (escaped), under FAKE IMAGE", () => {
  const svg = fakeImageSvg("Noah & the ark <on> the waters");
  expect(svg).toContain("FAKE IMAGE");
  expect(svg).toContain("Noah &amp; the ark &lt;on&gt; the waters");
  expect(svg).toContain('width="512" height="512"');
});
