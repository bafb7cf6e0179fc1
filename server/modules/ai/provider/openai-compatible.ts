import { createOpenAICompatible } from "@ai-sdk/openai-compatible";
import type { AiEnv } from "@server/env";
import {
  generateText,
  jsonSchema,
  NoObjectGeneratedError,
  Output,
  streamText,
  type LanguageModelUsage,
  type ModelMessage,
} from "ai";
import {
  type CallControl,
  guardCall,
  guardStream,
  noUsage,
  wholeAnswer,
  type SourcePart,
} from "./call-guard";
import { classifyProviderError, redactor } from "./failures";
import { connectTimedFetch } from "./http-fetch";
import { parseJsonAnswer, withSchemaInstruction } from "./json-answer";
import {
  ProviderFailure,
  type ChatMessage,
  type ChatProvider,
  type ChatRequest,
  type TokenUsage,
} from "./types";

/*
 * The one chat-completions client of ai.md §1.1, over the AI SDK (`ai` 6 + `@ai-sdk/openai-compatible` 2): any
 * OpenAI-compatible endpoint — a hosted API, Ollama, LM Studio, llama.cpp, vLLM. The SDK's own retries are off: the
 * pipeline retries once itself (§1.8). Errors become ProviderFailures without the address or the key.
 */

export type OpenAiCompatibleConfig = Pick<
  AiEnv,
  | "apiKey"
  | "jsonMode"
  | "streaming"
  | "maxOutputTokens"
  | "connectTimeoutMs"
  | "firstTokenTimeoutMs"
  | "totalTimeoutMs"
  | "extraHeaders"
> & { baseUrl: string; model: string };

function usageOf(usage: LanguageModelUsage | undefined): TokenUsage {
  return { tokensIn: usage?.inputTokens ?? null, tokensOut: usage?.outputTokens ?? null };
}

const toModelMessages = (messages: readonly ChatMessage[]): ModelMessage[] =>
  messages.map((message) => ({ role: message.role, content: message.content }));

export function createOpenAiCompatibleProvider(config: OpenAiCompatibleConfig): ChatProvider {
  const classify = (
    (redact) => (error: unknown) =>
      classifyProviderError(error, redact)
  )(redactor({ baseUrl: config.baseUrl, apiKey: config.apiKey }));

  /** A model handle for one call, whose transport reports a missed connection to the call's control. */
  function modelFor(control: CallControl) {
    const provider = createOpenAICompatible({
      name: "ai",
      baseURL: config.baseUrl,
      // Local servers ignore the key; the SDK sends this placeholder rather than no Authorization header.
      apiKey: config.apiKey ?? "local",
      headers: config.extraHeaders,
      includeUsage: true,
      supportsStructuredOutputs: config.jsonMode === "json_schema",
      fetch: connectTimedFetch({
        connectTimeoutMs: config.connectTimeoutMs,
        onConnectTimeout: () =>
          control.stop(
            new ProviderFailure("timeout", null, `no connection within ${config.connectTimeoutMs} ms`),
          ),
      }),
    });
    return provider.chatModel(config.model);
  }

  const settings = (request: ChatRequest, control: CallControl) => ({
    model: modelFor(control),
    messages: toModelMessages(request.messages),
    // Our system messages are our own: pasted text is never in them (ai.md §1.7).
    allowSystemInMessages: true,
    temperature: request.temperature,
    maxOutputTokens: Math.min(request.maxOutputTokens, config.maxOutputTokens),
    maxRetries: 0,
    abortSignal: control.signal,
  });

  async function* streamedParts(request: ChatRequest, control: CallControl): AsyncGenerator<SourcePart> {
    const result = streamText({
      ...settings(request, control),
      onError: () => {}, // errors are read from the stream below, not logged by the SDK
    });
    for await (const part of result.fullStream) {
      switch (part.type) {
        case "text-delta":
          yield { type: "text", text: part.text };
          break;
        case "reasoning-delta":
          yield { type: "activity" };
          break;
        case "finish":
          yield { type: "usage", usage: usageOf(part.totalUsage) };
          break;
        case "error":
          throw part.error;
        case "abort":
          throw control.stoppedBy ?? new ProviderFailure("aborted", null, "the request was stopped");
        default:
          break;
      }
    }
  }

  return {
    source: "model",
    model: config.model,
    streaming: config.streaming,

    streamChat(request) {
      if (!config.streaming) {
        // AI_STREAMING=false: one request without streaming, handed on as a stream of one piece.
        return guardCall({
          signal: request.signal,
          totalMs: config.totalTimeoutMs,
          run: async (control) => {
            const result = await generateText(settings(request, control));
            return wholeAnswer(result.text, usageOf(result.totalUsage));
          },
          classify,
        });
      }
      return guardStream({
        signal: request.signal,
        firstTokenMs: config.firstTokenTimeoutMs,
        totalMs: config.totalTimeoutMs,
        source: (control) => streamedParts(request, control),
        classify,
      });
    },

    completeJson(request) {
      const { schemaName, jsonSchema: schema } = request;
      // json_schema: the endpoint enforces the schema. json_object: JSON is enforced, the shape described.
      // prompt: only described (servers with neither).
      const messages =
        config.jsonMode === "json_schema"
          ? request.messages
          : withSchemaInstruction(request.messages, schemaName, schema);
      const output =
        config.jsonMode === "json_schema"
          ? // No validate function: the pipeline checks the shape with its zod schema and repairs once.
            Output.object({ schema: jsonSchema(schema), name: schemaName })
          : config.jsonMode === "json_object"
            ? Output.json({ name: schemaName })
            : undefined;
      return guardCall({
        signal: request.signal,
        totalMs: config.totalTimeoutMs,
        run: async (control) => {
          try {
            const result = await generateText({
              ...settings({ ...request, messages }, control),
              ...(output ? { output } : {}),
              // Not strict: zod's schemas have optional fields, which strict mode refuses.
              providerOptions: { ai: { strictJsonSchema: false } },
            });
            return {
              json: parseJsonAnswer(result.text),
              text: result.text,
              usage: usageOf(result.totalUsage),
            };
          } catch (error) {
            // The answer came but isn't JSON: the pipeline decides (repair, then the offline guide).
            if (NoObjectGeneratedError.isInstance(error)) {
              const text = error.text ?? "";
              return {
                json: parseJsonAnswer(text),
                text,
                usage: error.usage ? usageOf(error.usage) : noUsage,
              };
            }
            throw error;
          }
        },
        classify,
      });
    },
  };
}
