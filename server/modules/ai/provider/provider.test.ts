import { createServer, type Server, type Socket } from "node:net";
import type { AddressInfo } from "node:net";
import { startFakeAi, type FakeAi } from "@server/test/fake-ai";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createFakeProvider } from "./fake";
import { fakeAnswerText, fakeUsage, requiredHeadingsLine } from "./fake-core";
import { createOpenAiCompatibleProvider, type OpenAiCompatibleConfig } from "./openai-compatible";
import { ProviderFailure, type ChatMessage, type ChatProvider, type ChatRequest } from "./types";

/*
 * The two providers the pipeline can be given in development and tests — the real OpenAI-compatible client talking
 * to the HTTP fake, and the built-in fake — fail and stream alike (ai.md §1.8, §1.9). Real HTTP on loopback.
 */

let fakeAi: FakeAi;
beforeAll(async () => {
  fakeAi = await startFakeAi({ chunkDelayMs: 5 });
});
afterAll(() => fakeAi.close());

const system = `You are a Bible study assistant.\n${requiredHeadingsLine(["Key idea", "Application"])}`;
const messagesFor = (question: string): ChatMessage[] => [
  { role: "system", content: system },
  { role: "user", content: question },
];
const request = (question: string, signal = new AbortController().signal): ChatRequest => ({
  messages: messagesFor(question),
  temperature: 0.6,
  maxOutputTokens: 500,
  signal,
});

type Limits = { firstTokenTimeoutMs: number; totalTimeoutMs: number };
const limits: Limits = { firstTokenTimeoutMs: 1_500, totalTimeoutMs: 5_000 };
const httpProvider = (overrides: Partial<OpenAiCompatibleConfig> = {}) =>
  createOpenAiCompatibleProvider({
    baseUrl: fakeAi.baseUrl,
    model: "fake",
    apiKey: undefined,
    jsonMode: "json_schema",
    streaming: true,
    maxOutputTokens: 2000,
    connectTimeoutMs: 2_000,
    extraHeaders: {},
    ...limits,
    ...overrides,
  });

async function readAll(stream: AsyncIterable<string>): Promise<string[]> {
  const pieces: string[] = [];
  for await (const piece of stream) pieces.push(piece);
  return pieces;
}

/** The pieces read before the stream failed, and the failure. */
async function readUntilFailure(stream: AsyncIterable<string>) {
  const pieces: string[] = [];
  try {
    for await (const piece of stream) pieces.push(piece);
  } catch (error) {
    return { pieces, error };
  }
  throw new Error(`the stream ended without failing after ${pieces.length} pieces`);
}

type Make = (options?: Partial<Limits> & { streaming?: boolean }) => ChatProvider;
const providers: Array<[string, Make]> = [
  ["the OpenAI-compatible client against the HTTP fake", (options = {}) => httpProvider(options)],
  ["the built-in fake", (options = {}) => createFakeProvider({ ...limits, chunkDelayMs: 5, ...options })],
];

describe.each(providers)("%s", (_, make) => {
  test("streams the answer in pieces, in order, then reports usage", async () => {
    const question = "What does the bronze altar teach?";
    const stream = await make().streamChat(request(question));
    const pieces = await readAll(stream.textStream);
    expect(pieces.length).toBeGreaterThan(10);
    expect(pieces.join("")).toBe(fakeAnswerText(messagesFor(question)));
    expect(pieces.join("")).toContain("## Application");
    expect(await stream.usage).toEqual(fakeUsage(messagesFor(question), pieces.join("")));
  });

  test.each([
    ["#fake-429", "rate_limited", 429],
    ["#fake-402", "out_of_credit", 402],
    ["#fake-401", "misconfigured", 401],
    ["#fake-500", "server_error", 500],
  ])("%s fails before any text as %s", async (tag, kind, status) => {
    const failure = await make()
      .streamChat(request(`Grace ${tag}`))
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ProviderFailure);
    expect(failure).toMatchObject({ kind, status });
  });

  test("#fake-timeout fails as timeout once the first-token limit passes", async () => {
    const started = Date.now();
    const failure = await make({ firstTokenTimeoutMs: 300 })
      .streamChat(request("Anyone there? #fake-timeout"))
      .catch((error: unknown) => error);
    expect(failure).toMatchObject({ kind: "timeout", status: null });
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);
    expect(Date.now() - started).toBeLessThan(1_000);
  });

  test("#fake-cutoff: text first, then the failure from the stream's iterator", async () => {
    const stream = await make().streamChat(request("Break it #fake-cutoff"));
    const { pieces, error } = await readUntilFailure(stream.textStream);
    expect(pieces.length).toBeGreaterThan(0);
    expect(fakeAnswerText(messagesFor("Break it #fake-cutoff")).startsWith(pieces.join(""))).toBe(true);
    expect(error).toBeInstanceOf(ProviderFailure);
    expect(error).toMatchObject({ kind: "server_error" });
    expect(await stream.usage).toEqual({ tokensIn: null, tokensOut: null });
  });

  test("the total limit ends a slow answer after some text", async () => {
    const started = Date.now();
    const stream = await make({ totalTimeoutMs: 1_200 }).streamChat(request("Take your time #fake-slow"));
    const { pieces, error } = await readUntilFailure(stream.textStream);
    expect(pieces.length).toBeGreaterThan(0);
    expect(error).toMatchObject({ kind: "timeout" });
    expect(Date.now() - started).toBeLessThan(2_500);
  });

  test("Stop (the request's signal) ends the call at once, before or after the first piece", async () => {
    const early = new AbortController();
    const pending = make()
      .streamChat(request("Hold on #fake-timeout", early.signal))
      .catch((error: unknown) => error);
    setTimeout(() => early.abort(), 50);
    expect(await pending).toMatchObject({ kind: "aborted" });

    const late = new AbortController();
    const stream = await make().streamChat(request("Take your time #fake-slow", late.signal));
    const iterator = stream.textStream[Symbol.asyncIterator]();
    expect((await iterator.next()).done).toBe(false);
    const stoppedAt = Date.now();
    late.abort();
    await expect(iterator.next()).rejects.toMatchObject({ kind: "aborted" });
    expect(Date.now() - stoppedAt).toBeLessThan(300);
  });

  test("#fake-nostream answers in one piece", async () => {
    const stream = await make().streamChat(request("All at once #fake-nostream"));
    expect(await readAll(stream.textStream)).toEqual([
      fakeAnswerText(messagesFor("All at once #fake-nostream")),
    ]);
  });

  test("without streaming, the same answer arrives whole through the same stream", async () => {
    const provider = make({ streaming: false });
    expect(provider.streaming).toBe(false);
    const stream = await provider.streamChat(request("One piece, please"));
    expect(await readAll(stream.textStream)).toEqual([fakeAnswerText(messagesFor("One piece, please"))]);
    expect((await stream.usage).tokensOut).toBeGreaterThan(0);
    await expect(provider.streamChat(request("Busy #fake-429"))).rejects.toMatchObject({
      kind: "rate_limited",
    });
  });

  test("moderation answers { allowed, category, reason }, refusing only #fake-unsafe", async () => {
    const moderation = {
      type: "object",
      properties: { allowed: { type: "boolean" }, category: { type: "string" }, reason: { type: "string" } },
      required: ["allowed", "category", "reason"],
    };
    const check = (text: string) =>
      make().completeJson({ ...request(text), schemaName: "moderation", jsonSchema: moderation });
    expect((await check("A picture of Noah's ark #fake-unsafe")).json).toMatchObject({
      allowed: false,
      category: "other",
    });
    expect((await check("A picture of Noah's ark #fake-429")).json).toMatchObject({
      allowed: true,
      category: "ok",
    });
  });

  test("structured answers: a valid object, and #fake-badjson as an answer that isn't JSON", async () => {
    const schema = {
      type: "object",
      properties: { cards: { type: "array", minItems: 2, items: { type: "string" } } },
      required: ["cards"],
    };
    const good = await make().completeJson({
      ...request("The feasts"),
      schemaName: "deck",
      jsonSchema: schema,
    });
    expect(good.json).toEqual({ cards: ["Fake card 1: The feasts", "Fake card 2: The feasts"] });
    expect(good.usage.tokensIn).toBeGreaterThan(0);
    const bad = await make().completeJson({
      ...request("The feasts #fake-badjson"),
      schemaName: "deck",
      jsonSchema: schema,
    });
    expect(bad.json).toBeUndefined();
    expect(bad.text).toMatch(/^\{"fake"/);
    await expect(
      make().completeJson({ ...request("The feasts #fake-402"), schemaName: "deck", jsonSchema: schema }),
    ).rejects.toMatchObject({ kind: "out_of_credit" });
  });

  test("a structured answer that never comes fails as timeout at the total limit", async () => {
    const started = Date.now();
    await expect(
      make({ totalTimeoutMs: 300 }).completeJson({
        ...request("Cards #fake-timeout"),
        schemaName: "deck",
        jsonSchema: { type: "object" },
      }),
    ).rejects.toMatchObject({ kind: "timeout" });
    expect(Date.now() - started).toBeLessThan(1_000);
  });
});

describe("the OpenAI-compatible client's requests (what the HTTP fake received)", () => {
  const bodyOfLast = () => fakeAi.lastRequest()?.body ?? {};

  test("a streamed chat: model, messages, temperature, max_tokens, usage requested, the placeholder key", async () => {
    const stream = await httpProvider({ maxOutputTokens: 300 }).streamChat(request("Who is Melchizedek?"));
    await readAll(stream.textStream);
    const last = fakeAi.lastRequest();
    expect(last?.path).toBe("/v1/chat/completions");
    expect(last?.headers.authorization).toBe("Bearer local");
    expect(bodyOfLast()).toMatchObject({
      model: "fake",
      stream: true,
      stream_options: { include_usage: true },
      temperature: 0.6,
      max_tokens: 300, // AI_MAX_OUTPUT_TOKENS bounds what the request asked for (500)
      messages: [
        { role: "system", content: system },
        { role: "user", content: "Who is Melchizedek?" },
      ],
    });
    expect(bodyOfLast()).not.toHaveProperty("response_format");
  });

  test("the API key and AI_EXTRA_HEADERS are sent; the key and address never appear in a failure", async () => {
    const provider = httpProvider({
      apiKey: "sk-test-secret-123",
      extraHeaders: { "X-Title": "Phototheology", "HTTP-Referer": "https://example.org" },
    });
    const failure = await provider.streamChat(request("Key? #fake-401")).catch((error: unknown) => error);
    const headers = fakeAi.lastRequest()?.headers ?? {};
    expect(headers.authorization).toBe("Bearer sk-test-secret-123");
    expect(headers["x-title"]).toBe("Phototheology");
    expect(headers["http-referer"]).toBe("https://example.org");
    expect(failure).toMatchObject({ kind: "misconfigured", status: 401 });
    const { host } = new URL(fakeAi.baseUrl);
    const visible = JSON.stringify({ ...(failure as ProviderFailure), message: (failure as Error).message });
    expect(visible).toContain("the API key was refused"); // the provider's own message, for logs
    expect(visible).not.toContain("sk-test-secret-123");
    expect(visible).not.toContain(host);
  });

  test("a server that can't be reached is a server error that names neither address nor port", async () => {
    const gone = await startFakeAi();
    const baseUrl = gone.baseUrl;
    await gone.close();
    const failure = await httpProvider({ baseUrl })
      .streamChat(request("Hello"))
      .catch((error: unknown) => error);
    expect(failure).toMatchObject({ kind: "server_error", status: null });
    expect((failure as ProviderFailure).detail).not.toContain(new URL(baseUrl).host);
  });

  test("the connect limit: a TLS handshake that never finishes fails as timeout after AI_CONNECT_TIMEOUT_MS", async () => {
    // A server that accepts TCP connections and then says nothing: the TLS handshake never completes.
    const sockets = new Set<Socket>();
    const silent: Server = createServer((socket) => sockets.add(socket));
    await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
    const { port } = silent.address() as AddressInfo;
    try {
      const started = Date.now();
      const overTls = await httpProvider({
        baseUrl: `https://127.0.0.1:${port}/v1`,
        connectTimeoutMs: 200,
        firstTokenTimeoutMs: 5_000,
      })
        .streamChat(request("Hello"))
        .catch((error: unknown) => error);
      expect(overTls).toMatchObject({ kind: "timeout", detail: "no connection within 200 ms" });
      expect(Date.now() - started).toBeLessThan(1_000);
      // Over plain HTTP the connection is made, so the first-token limit is the one that ends the wait.
      const overHttp = await httpProvider({
        baseUrl: `http://127.0.0.1:${port}/v1`,
        connectTimeoutMs: 200,
        firstTokenTimeoutMs: 400,
      })
        .streamChat(request("Hello"))
        .catch((error: unknown) => error);
      expect(overHttp).toMatchObject({ kind: "timeout", detail: "no first token within 400 ms" });
    } finally {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => silent.close(resolve));
    }
  });

  test("Stop closes the connection to the model", async () => {
    const controller = new AbortController();
    const stream = await httpProvider().streamChat(request("Take your time #fake-slow", controller.signal));
    const iterator = stream.textStream[Symbol.asyncIterator]();
    await iterator.next();
    const sent = fakeAi.lastRequest();
    expect(sent?.closedEarly).toBe(false);
    controller.abort();
    await expect(iterator.next()).rejects.toMatchObject({ kind: "aborted" });
    await expect.poll(() => sent?.closedEarly).toBe(true);
  });

  test("a first-token timeout closes the held connection too", async () => {
    await expect(
      httpProvider({ firstTokenTimeoutMs: 200 }).streamChat(request("Anyone? #fake-timeout")),
    ).rejects.toMatchObject({ kind: "timeout" });
    const sent = fakeAi.lastRequest();
    await expect.poll(() => sent?.closedEarly).toBe(true);
  });

  const schema = {
    type: "object",
    properties: {
      title: { type: "string" },
      cards: { type: "array", minItems: 1, items: { type: "string" } },
    },
    required: ["title", "cards"],
  };
  const expected = { title: "Fake title: The Passover", cards: ["Fake card 1: The Passover"] };
  const askJson = (provider: ChatProvider, question = "The Passover") =>
    provider.completeJson({ ...request(question), temperature: 0.3, schemaName: "deck", jsonSchema: schema });

  test("AI_JSON_MODE=json_schema: response_format json_schema with the schema and its name", async () => {
    const answer = await askJson(httpProvider({ jsonMode: "json_schema" }));
    expect(answer.json).toEqual(expected);
    expect(bodyOfLast().stream).toBeUndefined(); // no streaming for structured answers
    expect(bodyOfLast()).toMatchObject({
      temperature: 0.3,
      response_format: { type: "json_schema", json_schema: { name: "deck", schema, strict: false } },
      messages: [{ role: "system", content: system }, { role: "user" }],
    });
  });

  test("AI_JSON_MODE=json_object: response_format json_object, the schema described in the system message", async () => {
    const answer = await askJson(httpProvider({ jsonMode: "json_object" }));
    expect(answer.json).toEqual(expected);
    const body = bodyOfLast();
    expect(body.response_format).toEqual({ type: "json_object" });
    expect(JSON.stringify(body.messages)).toContain("JSON schema named");
    expect((body.messages as ChatMessage[])[0]?.content.startsWith(system)).toBe(true);
    expect((body.messages as ChatMessage[])[1]).toEqual({ role: "user", content: "The Passover" });
  });

  test("AI_JSON_MODE=prompt: no response_format, the schema in the system message only", async () => {
    const answer = await askJson(httpProvider({ jsonMode: "prompt" }));
    expect(answer.json).toEqual(expected);
    const body = bodyOfLast();
    expect(body).not.toHaveProperty("response_format");
    const messages = body.messages as ChatMessage[];
    expect(messages[0]?.role).toBe("system");
    expect(messages[0]?.content).toContain(JSON.stringify(schema));
    expect(messages[1]?.content).toBe("The Passover");
  });

  test.each([["json_schema"], ["json_object"], ["prompt"]] as const)(
    "AI_JSON_MODE=%s: #fake-badjson comes back as an answer that isn't JSON, not as an error",
    async (jsonMode) => {
      const answer = await askJson(httpProvider({ jsonMode }), "The Passover #fake-badjson");
      expect(answer.json).toBeUndefined();
      expect(answer.text).toContain('"fake"');
    },
  );

  test("without streaming the request asks for no stream", async () => {
    const stream = await httpProvider({ streaming: false }).streamChat(request("Whole"));
    await readAll(stream.textStream);
    expect(bodyOfLast().stream).toBeUndefined();
    expect(bodyOfLast()).not.toHaveProperty("stream_options");
  });
});
