import type { AiEnv } from "@server/env";
import { guardCall } from "./call-guard";
import { classifyProviderError, failureForStatus, redactor } from "./failures";
import { connectTimedFetch } from "./http-fetch";
import { checkedImage } from "./image-answer";
import { type ImageProvider, ProviderFailure } from "./types";

/*
 * The image half of ai.md §1.1: POST {image base}/images/generations with model, prompt, size, n: 1 and base64 output
 * (response_format "b64_json"), on the same transport and limits as chat (connect limit, total limit, Stop) and with
 * failures classified the same way (§1.8). Nothing else is asked of the endpoint, so any compatible server works. A
 * link instead of data is not followed: the server never fetches addresses a model hands it.
 */

export type OpenAiImageConfig = Pick<AiEnv, "connectTimeoutMs" | "totalTimeoutMs" | "extraHeaders"> & {
  /** AI_IMAGE_BASE_URL, else AI_BASE_URL (no trailing slash). */
  baseUrl: string;
  /** AI_IMAGE_API_KEY, else AI_API_KEY; local servers ignore it and get the placeholder "local". */
  apiKey: string | undefined;
  model: string;
};

/** A base64 picture of 1024×1024 is a few MB; anything far larger is not an answer we keep reading. */
const maxAnswerBytes = 40 * 1024 * 1024;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** The answer's text, read up to the limit (the rest is left unread and the call fails). */
async function answerText(response: Response): Promise<string> {
  if (!response.body) return "";
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let text = "";
  let bytes = 0;
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    bytes += value.byteLength;
    if (bytes > maxAnswerBytes) {
      await reader.cancel().catch(() => undefined);
      throw new ProviderFailure(
        "server_error",
        null,
        `the image answer was larger than ${maxAnswerBytes} bytes`,
      );
    }
    text += decoder.decode(value, { stream: true });
  }
  return text + decoder.decode();
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** OpenAI's error body `{ error: { message } }`, else the start of whatever came back. */
function errorMessageOf(text: string): string {
  const json = parseJson(text);
  if (isRecord(json) && isRecord(json.error) && typeof json.error.message === "string")
    return json.error.message;
  if (isRecord(json) && typeof json.message === "string") return json.message;
  return text.slice(0, 300);
}

/** `data[0].b64_json` of an images/generations answer, or a failure naming what was missing. */
function base64Of(text: string): string {
  const json = parseJson(text);
  const first = isRecord(json) && Array.isArray(json.data) ? (json.data[0] as unknown) : undefined;
  if (isRecord(first) && typeof first.b64_json === "string" && first.b64_json.length > 0)
    return first.b64_json;
  const detail =
    isRecord(first) && typeof first.url === "string" ? "a link instead of data" : "no data[0].b64_json";
  throw new ProviderFailure("server_error", null, `the image answer held ${detail}`);
}

export function createOpenAiImageProvider(config: OpenAiImageConfig): ImageProvider {
  const redact = redactor({ baseUrl: config.baseUrl, apiKey: config.apiKey });
  const classify = (error: unknown) => classifyProviderError(error, redact);
  const url = `${config.baseUrl}/images/generations`;

  return {
    source: "model",
    model: config.model,
    generateImage(request) {
      return guardCall({
        signal: request.signal,
        totalMs: config.totalTimeoutMs,
        classify,
        run: async (control) => {
          const send = connectTimedFetch({
            connectTimeoutMs: config.connectTimeoutMs,
            onConnectTimeout: () =>
              control.stop(
                new ProviderFailure("timeout", null, `no connection within ${config.connectTimeoutMs} ms`),
              ),
          });
          const response = await send(url, {
            method: "POST",
            headers: {
              ...config.extraHeaders,
              authorization: `Bearer ${config.apiKey ?? "local"}`,
              "content-type": "application/json",
              accept: "application/json",
            },
            body: JSON.stringify({
              model: config.model,
              prompt: request.prompt,
              size: request.size,
              n: 1,
              response_format: "b64_json",
            }),
            signal: control.signal,
          });
          const text = await answerText(response);
          if (!response.ok) throw failureForStatus(response.status, redact(errorMessageOf(text)));
          const bytes = Buffer.from(base64Of(text), "base64");
          return { bytes: checkedImage(new Uint8Array(bytes)) };
        },
      });
    },
  };
}
