import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import type { Socket } from "node:net";
import {
  fakeJsonRequest,
  fakeUsage,
  planFakeChat,
  planFakeImage,
  planFakeJson,
  type FakeHttpError,
} from "@server/modules/ai/provider/fake-core";
import { renderFakeImage } from "@server/modules/ai/provider/fake-image";
import type { ChatMessage } from "@server/modules/ai/provider/types";

/*
 * The fake model of ai.md §1.9 as a small OpenAI-compatible HTTP server, so tests (and `npm run fake-ai`) exercise
 * the real HTTP client: POST /v1/chat/completions, streamed (SSE chunks, a usage chunk, [DONE]) or whole,
 * POST /v1/images/generations (the 512×512 PNG showing the prompt, base64 in data[0].b64_json) and GET /v1/models.
 * Faults are HTTP: an error status with OpenAI's error body, a held connection (#fake-timeout), a socket destroyed
 * half-way (#fake-cutoff), content that isn't JSON (#fake-badjson; for a picture, base64 that isn't one).
 */

/** One request the fake received, for assertions (the body as sent: response_format, stream_options …). */
export type FakeAiRequest = {
  method: string;
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: Record<string, unknown> | null;
  /** True once the client closed the connection before the answer was complete (Stop, a timeout). */
  closedEarly: boolean;
};

export type FakeAi = {
  /** e.g. http://127.0.0.1:40123/v1 — what AI_BASE_URL would be. */
  baseUrl: string;
  requests: FakeAiRequest[];
  lastRequest(): FakeAiRequest | undefined;
  close(): Promise<void>;
};

export type FakeAiOptions = {
  /** 0 (any free port) unless given; `npm run fake-ai` uses FAKE_AI_PORT or 11435. */
  port?: number;
  host?: string;
  /** 40 ms (§1.9) unless a test wants it faster. */
  chunkDelayMs?: number;
};

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** The request's messages with text content (arrays of text parts are joined). */
function messagesOf(body: Record<string, unknown>): ChatMessage[] {
  if (!Array.isArray(body.messages)) return [];
  return body.messages.filter(isRecord).map((message) => {
    const role = message.role === "system" || message.role === "assistant" ? message.role : "user";
    const content = Array.isArray(message.content)
      ? message.content
          .filter(isRecord)
          .map((part) => (typeof part.text === "string" ? part.text : ""))
          .join("")
      : typeof message.content === "string"
        ? message.content
        : "";
    return { role, content };
  });
}

function sendJson(response: ServerResponse, status: number, json: unknown) {
  response.writeHead(status, { "content-type": "application/json" });
  response.end(JSON.stringify(json));
}

function sendError(response: ServerResponse, error: FakeHttpError) {
  sendJson(response, error.status, {
    error: { message: error.message, type: error.type, param: null, code: error.code },
  });
}

export async function startFakeAi(options: FakeAiOptions = {}): Promise<FakeAi> {
  const requests: FakeAiRequest[] = [];
  const sockets = new Set<Socket>();
  let counter = 0;

  async function chatCompletions(
    request: IncomingMessage,
    response: ServerResponse,
    body: Record<string, unknown>,
  ) {
    counter += 1;
    const id = `chatcmpl-fake${counter}`;
    const created = Math.floor(Date.now() / 1000);
    const model = typeof body.model === "string" ? body.model : "fake";
    const messages = messagesOf(body);
    const stream = body.stream === true;
    const includeUsage = isRecord(body.stream_options) && body.stream_options.include_usage === true;
    const usageBody = (answer: string) => {
      const usage = fakeUsage(messages, answer);
      return {
        prompt_tokens: usage.tokensIn,
        completion_tokens: usage.tokensOut,
        total_tokens: (usage.tokensIn ?? 0) + (usage.tokensOut ?? 0),
      };
    };
    const whole = (content: string) => ({
      id,
      object: "chat.completion",
      created,
      model,
      choices: [{ index: 0, message: { role: "assistant", content }, finish_reason: "stop" }],
      usage: usageBody(content),
    });
    const chunk = (delta: Record<string, unknown>, finishReason: string | null) => ({
      id,
      object: "chat.completion.chunk",
      created,
      model,
      choices: [{ index: 0, delta, finish_reason: finishReason }],
    });
    const writeEvent = (json: unknown) => response.write(`data: ${JSON.stringify(json)}\n\n`);

    const jsonRequest = fakeJsonRequest(messages, body.response_format);
    if (jsonRequest) {
      const plan = planFakeJson(messages, jsonRequest.schemaName, jsonRequest.jsonSchema);
      if (plan.kind === "error") return sendError(response, plan.error);
      if (plan.kind === "hang") return; // the connection stays open until the client gives up
      await sleep(plan.delayMs);
      const text = JSON.stringify(whole(plan.content));
      if (plan.broken) {
        response.writeHead(200, { "content-type": "application/json" });
        response.write(text.slice(0, Math.floor(text.length / 2)));
        request.socket.destroy();
        return;
      }
      return sendJson(response, 200, whole(plan.content));
    }

    const plan = planFakeChat(messages, { chunkDelayMs: options.chunkDelayMs });
    if (plan.kind === "error") return sendError(response, plan.error);
    if (plan.kind === "hang") return;
    if (!stream) {
      await sleep(plan.delayMs);
      if (plan.breakAfter !== null) {
        const text = JSON.stringify(whole(plan.text));
        response.writeHead(200, { "content-type": "application/json" });
        response.write(text.slice(0, Math.floor(text.length / 2)));
        request.socket.destroy();
        return;
      }
      return sendJson(response, 200, whole(plan.text));
    }
    response.writeHead(200, {
      "content-type": "text/event-stream",
      "cache-control": "no-cache",
      connection: "keep-alive",
    });
    response.flushHeaders();
    writeEvent(chunk({ role: "assistant", content: "" }, null));
    for (const [index, piece] of plan.chunks.entries()) {
      if (plan.breakAfter !== null && index === plan.breakAfter) {
        request.socket.destroy();
        return;
      }
      await sleep(plan.delayMs);
      if (response.destroyed) return; // the client went away (Stop)
      writeEvent(chunk({ content: piece }, null));
    }
    writeEvent(chunk({}, "stop"));
    if (includeUsage)
      writeEvent({
        id,
        object: "chat.completion.chunk",
        created,
        model,
        choices: [],
        usage: usageBody(plan.text),
      });
    response.end("data: [DONE]\n\n");
  }

  /** The images endpoint of ai.md §1.1 as OpenAI answers it; the control tags ride in the prompt. */
  async function imageGenerations(
    request: IncomingMessage,
    response: ServerResponse,
    body: Record<string, unknown>,
  ) {
    const prompt = typeof body.prompt === "string" ? body.prompt : "";
    const plan = planFakeImage(prompt);
    if (plan.kind === "error") return sendError(response, plan.error);
    if (plan.kind === "hang") return;
    await sleep(plan.delayMs);
    if (response.destroyed) return;
    const png = plan.unreadable ? Buffer.from("not a picture") : Buffer.from(await renderFakeImage(prompt));
    const text = JSON.stringify({
      created: Math.floor(Date.now() / 1000),
      data: [{ b64_json: png.toString("base64"), revised_prompt: prompt }],
    });
    if (plan.broken) {
      response.writeHead(200, { "content-type": "application/json" });
      response.write(text.slice(0, Math.floor(text.length / 2)));
      request.socket.destroy();
      return;
    }
    response.writeHead(200, { "content-type": "application/json" });
    response.end(text);
  }

  const server = createServer((request, response) => {
    void (async () => {
      const raw = await readBody(request);
      const path = (request.url ?? "/").split("?")[0] ?? "/";
      let parsed: unknown = null;
      try {
        parsed = raw ? (JSON.parse(raw) as unknown) : null;
      } catch {
        // Not JSON: answered with a 400 below.
      }
      const body = isRecord(parsed) ? parsed : null;
      const record: FakeAiRequest = {
        method: request.method ?? "GET",
        path,
        headers: request.headers,
        body,
        closedEarly: false,
      };
      requests.push(record);
      response.once("close", () => {
        if (!response.writableFinished) record.closedEarly = true;
      });
      if (request.method === "GET" && path === "/v1/models") {
        return sendJson(response, 200, {
          object: "list",
          data: [{ id: "fake", object: "model", created: 0, owned_by: "phototheology" }],
        });
      }
      if (request.method === "POST" && path === "/v1/chat/completions") {
        if (!body) {
          return sendJson(response, 400, {
            error: {
              message: "The body must be a JSON object.",
              type: "invalid_request_error",
              param: null,
              code: null,
            },
          });
        }
        return chatCompletions(request, response, body);
      }
      if (request.method === "POST" && path === "/v1/images/generations") {
        if (!body || typeof body.prompt !== "string") {
          return sendJson(response, 400, {
            error: {
              message: "The body must be a JSON object with a prompt.",
              type: "invalid_request_error",
              param: "prompt",
              code: null,
            },
          });
        }
        return imageGenerations(request, response, body);
      }
      sendJson(response, 404, {
        error: {
          message: `Unknown request URL: ${request.method} ${path}`,
          type: "invalid_request_error",
          param: null,
          code: "unknown_url",
        },
      });
    })().catch(() => {
      if (!response.headersSent) response.writeHead(500);
      response.end();
    });
  });
  server.on("connection", (socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
  const host = options.host ?? "127.0.0.1";
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, host, resolve);
  });
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://${host}:${port}/v1`,
    requests,
    lastRequest: () => requests.at(-1),
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        for (const socket of sockets) socket.destroy(); // held (#fake-timeout) and streaming connections too
      }),
  };
}
