/*
 * What the AI pipeline needs from a chat model (ai.md §1.1, §1.8, §1.9): the real OpenAI-compatible client
 * (provider/openai-compatible.ts, over the AI SDK) and the built-in fake (provider/fake.ts) both implement it, so
 * everything above this line is the same in model and fake mode.
 */

export type ChatRole = "system" | "user" | "assistant";
export type ChatMessage = { role: ChatRole; content: string };

export type ChatRequest = {
  messages: readonly ChatMessage[];
  temperature: number;
  maxOutputTokens: number;
  /** Aborted by Stop (the browser's request) — the provider call must end at once. */
  signal: AbortSignal;
};

export type TokenUsage = { tokensIn: number | null; tokensOut: number | null };

/** A streamed answer: text pieces in order, then usage once the stream has ended. */
export type ChatStream = {
  textStream: AsyncIterable<string>;
  usage: Promise<TokenUsage>;
};

/**
 * How a provider call failed, as ai.md §1.8 classifies it. `status` is the upstream HTTP status when there was one.
 * Thrown from `streamChat` before the first piece, or from the text stream's iterator after some text
 * (the pipeline then saves the partial answer as `interrupted`).
 */
export type ProviderFailureKind =
  | "rate_limited" // upstream 429 → ai_provider_busy
  | "out_of_credit" // upstream 402 → ai_provider_unavailable
  | "misconfigured" // upstream 401, 403, 404 → ai_misconfigured
  | "server_error" // upstream 5xx or network failure → ai_provider_error (retried once if no text was sent)
  | "timeout" // no first token within the limit, or the total limit passed → ai_timeout
  | "context_too_long" // the provider refused the request's size → ai_context_too_long
  | "aborted"; // our own signal (Stop)

export class ProviderFailure extends Error {
  constructor(
    readonly kind: ProviderFailureKind,
    readonly status: number | null,
    /** For logs and /admin/ai only: never sent to a browser (it may name the upstream). */
    readonly detail: string,
  ) {
    super(`AI provider failure: ${kind}`);
    this.name = "ProviderFailure";
  }
}

export type ChatProvider = {
  /** "model" for a configured endpoint, "fake" for the built-in fake (AI_PROVIDER=fake). */
  readonly source: "model" | "fake";
  /** The model id, for admins' status and the saved message. */
  readonly model: string;
  readonly streaming: boolean;
  streamChat(request: ChatRequest): Promise<ChatStream>;
  /** A JSON answer for structured tools and moderation; `schemaName`/`jsonSchema` per AI_JSON_MODE. */
  completeJson(request: ChatRequest & { schemaName: string; jsonSchema: Record<string, unknown> }): Promise<{
    /** The answer's JSON value; undefined when the answer isn't JSON (the pipeline's repair step takes over). */
    json: unknown;
    /** The answer as the model wrote it, for the repair request and logs. */
    text?: string;
    usage: TokenUsage;
  }>;
};

/** One picture from an image model (ai.md §1.1 "Images", §3.11 "Generate with AI"). */
export type ImageRequest = {
  /** The whole prompt as the image model reads it (instructions/images.ts writes it). */
  prompt: string;
  /** "WIDTHxHEIGHT" (AI_IMAGE_SIZE); the fake ignores it and draws 512×512 (§1.9). */
  size: string;
  signal: AbortSignal;
};

/**
 * What image generation needs from a provider: the real client (provider/openai-images.ts, POST …/images/generations)
 * and the built-in fake (fake.ts) both implement it. Failures are ProviderFailures classified as for chat (§1.8).
 */
export type ImageProvider = {
  readonly source: "model" | "fake";
  /** AI_IMAGE_MODEL, for logs and admins. */
  readonly model: string;
  /** The picture's bytes: PNG, JPEG or WebP as the model sent it (checked by its first bytes, never trusted further). */
  generateImage(request: ImageRequest): Promise<{ bytes: Uint8Array<ArrayBuffer> }>;
};
