// One counted structured question for the room and verse assistant (ai.md §1.2, §1.5, §1.8): the quota reservation
// of the AI layer, the provider's JSON answer checked against a zod schema with one repair, the usage record — and
// the refund on every failure. The caller decides what an unreadable answer turns into (the offline result, with the
// ai_bad_output notice); a provider failure becomes a §1.8 error the panel shows with its Retry / Answer offline.
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { z } from "zod";
import { type AiErrorCode, aiErrorMessages, aiTemperature } from "@common/constants/ai";
import type { AiQuotaDto } from "@common/schemas/ai";
import type { ActorContext } from "@server/http/context";
import { AppError } from "@server/http/errors";
import type { ActorAccess } from "@server/modules/access/access.service";
import { type AiRuntime, currentSource, isFakeMode } from "@server/modules/ai/ai.runtime";
import { removeInventedLinks } from "@server/modules/ai/answer-text";
import { ProviderFailure, type ChatMessage, type TokenUsage } from "@server/modules/ai/provider/types";
import {
  quotaPolicy,
  readQuota,
  recordUncounted,
  refundQuestion,
  reserveQuestion,
  settleRequest,
} from "@server/modules/ai/quota.service";

/** The names our tools carry in ai_requests (the admin view groups by them). */
export type StudyTool =
  | "room_example"
  | "room_practice"
  | "room_check"
  | "verse_explain"
  | "verse_find_christ"
  | "verse_link_reasons"
  | "flashcards_generate"
  | "critics_analysis"
  | "prophecy_analysis"
  | "sermon_coach"
  | "research_report"
  | "research_deep_dive"
  | "image_word_picture";

export type StructuredTask<T> = {
  tool: StudyTool;
  schemaName: string;
  schema: z.ZodType<T>;
  messages: ChatMessage[];
  maxOutputTokens: number;
  /** What the member typed: links in the answer must come from here (ai.md §1.7). */
  userInputs: readonly string[];
};

export type StructuredOutcome<T> =
  | { kind: "answer"; value: T; source: "model" | "fake"; quota: AiQuotaDto }
  /** The answer stayed unreadable after one repair: nothing counted; the caller answers offline. */
  | { kind: "bad_output"; quota: AiQuotaDto };

/** The §1.8 code of a provider failure, its HTTP status here, and the actions it allows. */
export const providerFailures: Record<
  Exclude<ProviderFailure["kind"], "aborted">,
  { code: AiErrorCode; status: ContentfulStatusCode; retryable: boolean; offline: boolean }
> = {
  rate_limited: { code: "ai_provider_busy", status: 503, retryable: true, offline: false },
  out_of_credit: { code: "ai_provider_unavailable", status: 503, retryable: true, offline: true },
  misconfigured: { code: "ai_misconfigured", status: 503, retryable: false, offline: true },
  server_error: { code: "ai_provider_error", status: 502, retryable: true, offline: true },
  timeout: { code: "ai_timeout", status: 504, retryable: true, offline: true },
  // Not a conversation: "start a new conversation" (§1.8) has no meaning here, so it reads as a provider error.
  context_too_long: { code: "ai_provider_error", status: 502, retryable: false, offline: true },
};

/** A provider failure as the panel reads it: the §1.8 message, and the quota that was not spent. */
export class StudyProviderError extends AppError {
  constructor(kind: Exclude<ProviderFailure["kind"], "aborted">, quota: AiQuotaDto) {
    const mapped = providerFailures[kind];
    const message = aiErrorMessages[mapped.code as keyof typeof aiErrorMessages] ?? mapped.code;
    super(mapped.status, mapped.code, message, {
      retryable: mapped.retryable,
      offlineAvailable: mapped.offline,
      quota,
    });
  }
}

/** Whether a model (or the fake) answers now: no provider, or the layer paused (§1.8 degraded) → offline. */
export function modelAvailable(runtime: AiRuntime, now: Date): boolean {
  return currentSource(runtime, now) !== "offline";
}

/** Offline answers are recorded, never counted (§1.5). */
export async function recordOffline(ctx: ActorContext, tool: StudyTool): Promise<void> {
  await recordUncounted(ctx, ctx.actor.userId, { tool, status: "complete", source: "offline" });
}

/** The JSON schema the provider is asked for (zod's own conversion, as the rest of the layer does). */
export function jsonSchemaOf(schema: z.ZodType): Record<string, unknown> {
  return z.toJSONSchema(schema);
}

/** Any error of a provider call as a ProviderFailure (an unknown one reads as a server error). */
export function asFailure(error: unknown): ProviderFailure {
  if (error instanceof ProviderFailure) return error;
  return new ProviderFailure("server_error", null, error instanceof Error ? error.name : "unknown error");
}

const retryDelayMs = 1000;

/** Every string in a value with links the member never typed removed (§1.7: tools never invent sources). */
function withoutInventedLinks<T>(value: T, userInputs: readonly string[]): T {
  if (typeof value === "string") return removeInventedLinks(value, userInputs) as T;
  if (Array.isArray(value)) return value.map((each: unknown) => withoutInventedLinks(each, userInputs)) as T;
  if (value && typeof value === "object")
    return Object.fromEntries(
      Object.entries(value).map(([key, each]) => [key, withoutInventedLinks(each, userInputs)]),
    ) as T;
  return value;
}

/**
 * One JSON question to the provider, with §1.8's one retry after a server error (unless `retry` is false) and one
 * repair when the answer misses the schema: the model sees its answer and what was wrong with it. Provider failures
 * are thrown (see `asFailure`); `parsed` tells whether the answer is readable after the repair.
 */
export async function askJsonWithRepair<T>(
  ctx: ActorContext,
  runtime: AiRuntime,
  provider: NonNullable<AiRuntime["provider"]>,
  task: { schemaName: string; schema: z.ZodType<T>; messages: ChatMessage[]; maxOutputTokens: number },
  options: { retry?: boolean } = {},
): Promise<{ parsed: z.ZodSafeParseResult<T>; answer: Awaited<ReturnType<typeof provider.completeJson>> }> {
  const jsonSchema = jsonSchemaOf(task.schema);
  const call = (messages: ChatMessage[]) => {
    if (isFakeMode(runtime)) runtime.lastRequests.set(ctx.actor.userId, messages);
    return provider.completeJson({
      messages,
      temperature: aiTemperature.structured,
      maxOutputTokens: Math.min(task.maxOutputTokens, runtime.config.maxOutputTokens),
      signal: new AbortController().signal,
      schemaName: task.schemaName,
      jsonSchema,
    });
  };
  const callWithRetry = async (messages: ChatMessage[]) => {
    try {
      return await call(messages);
    } catch (error) {
      // §1.8: one retry after 1 s on a server error or a network failure.
      if (options.retry === false || asFailure(error).kind !== "server_error") throw error;
      await new Promise((resolve) => setTimeout(resolve, retryDelayMs));
      return call(messages);
    }
  };
  let answer = await callWithRetry(task.messages);
  let parsed = task.schema.safeParse(answer.json);
  if (!parsed.success) {
    const problems = parsed.error.issues
      .slice(0, 5)
      .map((issue) => `${issue.path.join(".") || "the answer"}: ${issue.message}`)
      .join("; ");
    answer = await callWithRetry([
      ...task.messages,
      { role: "assistant", content: answer.text ?? JSON.stringify(answer.json ?? null) },
      {
        role: "user",
        content: `That answer does not match the schema "${task.schemaName}" (${problems}). Reply again with one JSON object that matches it exactly, and nothing else.`,
      },
    ]);
    parsed = task.schema.safeParse(answer.json);
  }
  return { parsed, answer };
}

/**
 * Asks the model one counted structured question. Throws QuotaRefusal (429) before the call, StudyProviderError
 * after a provider failure (refunded). Returns `bad_output` (refunded) when the answer is unreadable after one repair.
 */
export async function askStructured<T>(
  ctx: ActorContext,
  runtime: AiRuntime,
  actorAccess: ActorAccess,
  task: StructuredTask<T>,
): Promise<StructuredOutcome<T>> {
  const provider = runtime.provider;
  const source = currentSource(runtime, ctx.clock.now());
  if (!provider || source === "offline")
    throw new Error("askStructured needs a model: check modelAvailable first");
  const policy = quotaPolicy(actorAccess);
  const reservation = await reserveQuestion(ctx, policy, { tool: task.tool, source });
  const started = performance.now();
  const outcome = (status: "complete" | "failed", errorCode: string | null, usage?: TokenUsage) => ({
    status,
    source,
    errorCode,
    latencyMs: Math.round(performance.now() - started),
    tokensIn: usage?.tokensIn ?? null,
    tokensOut: usage?.tokensOut ?? null,
  });
  try {
    const { parsed, answer } = await askJsonWithRepair(ctx, runtime, provider, task);
    if (!parsed.success) {
      await refundQuestion(ctx, ctx.actor.userId, reservation);
      await settleRequest(ctx, reservation, outcome("failed", "ai_bad_output", answer.usage));
      ctx.logger?.warn({ tool: task.tool }, "AI structured answer unreadable after one repair");
      return { kind: "bad_output", quota: await readQuota(ctx, policy) };
    }
    await settleRequest(ctx, reservation, outcome("complete", null, answer.usage));
    return {
      kind: "answer",
      value: withoutInventedLinks(parsed.data, task.userInputs),
      source,
      quota: await readQuota(ctx, policy),
    };
  } catch (error) {
    const failure = asFailure(error);
    await refundQuestion(ctx, ctx.actor.userId, reservation);
    const kind = failure.kind === "aborted" ? "server_error" : failure.kind;
    await settleRequest(ctx, reservation, outcome("failed", providerFailures[kind].code));
    runtime.health.record(failure);
    ctx.logger?.warn(
      { tool: task.tool, kind: failure.kind, status: failure.status, detail: failure.detail },
      "AI provider call failed",
    );
    throw new StudyProviderError(kind, await readQuota(ctx, policy));
  }
}

/**
 * The room and verse tools' one shape: the local answer when no model answers (or the member asked for the offline
 * engine), else one counted question whose unreadable answer falls back to the local one with the §1.8 notice.
 */
export async function modelOrLocal<T, R>(
  ctx: ActorContext,
  runtime: AiRuntime,
  actorAccess: ActorAccess,
  options: {
    tool: StudyTool;
    /** "Answer with the offline study engine". */
    offline?: boolean;
    /** Said with the local answer when the model is paused (degraded mode). */
    noModelNotice?: string | null;
    local: (quota: AiQuotaDto | null, notice: string | null) => R | Promise<R>;
    task: () => Omit<StructuredTask<T>, "tool">;
    answer: (value: T, source: "model" | "fake", quota: AiQuotaDto) => R | Promise<R>;
  },
): Promise<R> {
  if (options.offline || !modelAvailable(runtime, ctx.clock.now())) {
    await recordOffline(ctx, options.tool);
    // The notice is for a model that is paused (§1.8 degraded); offline mode says so with its own label.
    const paused = !options.offline && runtime.provider !== null;
    return options.local(null, paused ? (options.noModelNotice ?? null) : null);
  }
  const outcome = await askStructured(ctx, runtime, actorAccess, { ...options.task(), tool: options.tool });
  if (outcome.kind === "bad_output") return options.local(outcome.quota, badOutputNotice);
  return options.answer(outcome.value, outcome.source, outcome.quota);
}

/** The notice shown with an offline answer that replaced an unreadable model answer (§1.8). */
export const badOutputNotice = aiErrorMessages.ai_bad_output;

const blockTag = "member-text";

/**
 * Material the member wrote, for the user message (never the system message): inside a data block whose tag carries a
 * random token, with any look-alike of the tag neutralised first (ai.md §1.7).
 */
export function dataBlock(label: string, material: string): string {
  const token = crypto.randomUUID().replace(/-/g, "").slice(0, 12);
  const safe = material.replace(new RegExp(`</?\\s*${blockTag}`, "gi"), (found) => found.replace("<", "‹"));
  return `${label}\n<${blockTag}-${token}>\n${safe}\n</${blockTag}-${token}>`;
}
