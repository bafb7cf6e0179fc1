import {
  type AiErrorCode,
  aiErrorMessages,
  aiLimits,
  aiTemperature,
  assistantFeature,
  type ChatAssistant,
  chatAssistants,
} from "@common/constants/ai";
import { parseReference } from "@common/bible/reference";
import { roomById } from "@common/content/palace";
import type { RoomId } from "@common/content/palace/types";
import { assistantOptions, askInput, regenerateInput } from "@common/schemas/ai";
import type { ActorContext } from "@server/http/context";
import { AppError, conflict, notFound } from "@server/http/errors";
import { type ActorAccess, assertFeature, loadActorAccess } from "../access/access.service";
import { assertRoomPlan } from "../palace/palace.access";
import { presentMessage } from "./ai.presenter";
import { type AiRuntime, currentSource, isFakeMode, type RunningAnswer } from "./ai.runtime";
import { checkAnswer, FooterGate, titleFromQuestion } from "./answer-text";
import { chooseContext, type ContextMessage } from "./context-window";
import { type AssistantRequest, buildInstructions } from "./instructions";
import {
  classifyForKids,
  kidCaringReply,
  kidOutputReplacement,
  localModeration,
  type ModerationVerdict,
  moderationUnavailableMessage,
  scrubPersonalData,
} from "./kid-safety";
import type { OfflineAnswer } from "./offline/types";
import {
  type ChatMessage,
  type ChatStream,
  ProviderFailure,
  type ProviderFailureKind,
  type TokenUsage,
} from "./provider/types";
import {
  type QuotaPolicy,
  quotaPolicy,
  readQuota,
  recordUncounted,
  refundQuestion,
  type Reservation,
  reserveQuestion,
  settleRequest,
} from "./quota.service";
import { openSse, type SseChannel } from "./sse";
import {
  countThreadMessages,
  deleteMessage,
  findOwnThread,
  insertMessage,
  insertThread,
  listThreadMessages,
  type MessageRow,
  type ThreadRow,
  updateMessage,
  updateThread,
} from "./threads.queries";

/*
 * The AI request pipeline (ai.md §1.2), in one place for every chat request: session (the route) → entitlement →
 * schema → thread → quota reservation (model/fake only) → moderation (KidGPT) → personal-data scrub (KidGPT) →
 * prompt assembly → provider or offline engine → output checks → persistence and the usage record, with the refund
 * on a provider failure. Answers stream as SSE (§1.3) and go on when the browser leaves; Stop is explicit.
 */

type Options = AssistantRequest["options"];

/** How long a saved partial answer may lag behind the stream. */
const saveEveryMs = 400;
const retryDelayMs = 1000;

/* ------------------------------------------------------------------------------------------------------------- */
/* Validation (§1.2 step 3, §1.7)                                                                                 */

function isChatAssistant(value: unknown): value is ChatAssistant {
  return typeof value === "string" && (chatAssistants as readonly string[]).includes(value);
}

/** 422: a message over its limit is `input_too_long`; anything else `validation_failed`. */
function invalidInput(
  issues: ReadonlyArray<{ path: PropertyKey[]; code: string; message: string }>,
): AppError {
  const tooLong = issues.find((issue) => issue.code === "too_big" && typedText(issue.path));
  if (tooLong) return new AppError(422, "input_too_long", tooLong.message);
  const details = { issues: issues.map((issue) => ({ path: issue.path.join("."), message: issue.message })) };
  return new AppError(422, "validation_failed", issues[0]?.message ?? "Invalid input", details);
}

/** The fields a member types whose limit §1.7 answers with `input_too_long`: the message and pasted material. */
function typedText(path: PropertyKey[]): boolean {
  if (path[0] === "message") return true;
  return path[0] === "options" && (path[1] === "excerpt" || path[1] === "sourceLabel");
}

const threadFull = () => new AppError(409, "thread_full", aiErrorMessages.thread_full);
const contextTooLong = () => new AppError(422, "ai_context_too_long", aiErrorMessages.ai_context_too_long);
const moderationUnavailable = () => new AppError(422, "content_blocked", moderationUnavailableMessage);

/* ------------------------------------------------------------------------------------------------------------- */
/* Entry points                                                                                                   */

/** POST /api/ai/chat — a question; answered as SSE. */
export async function askChat(ctx: ActorContext, runtime: AiRuntime, body: unknown): Promise<Response> {
  const actorAccess = await loadActorAccess(ctx);
  // Entitlement before the schema (§1.2): a locked assistant answers 402 whatever else the body holds.
  const claimed =
    typeof body === "object" && body !== null ? (body as { assistant?: unknown }).assistant : undefined;
  if (isChatAssistant(claimed)) assertFeature(actorAccess, assistantFeature[claimed]);
  const parsed = askInput.safeParse(body);
  if (!parsed.success) throw invalidInput(parsed.error.issues);
  const input = parsed.data;
  assertRoomOpens(actorAccess, input);

  let thread: ThreadRow | null = null;
  if (input.threadId) {
    thread = (await findOwnThread(ctx.db, ctx.actor.userId, input.threadId)) ?? null;
    if (!thread || thread.assistant !== input.assistant) throw notFound("conversation");
    if ((await countThreadMessages(ctx.db, thread.id)) + 2 > aiLimits.threadMessagesMax) throw threadFull();
  }
  // A Culture & Controversy follow-up keeps its analysis's excerpt and source (ai.md §3.5): the thread's options.
  const options =
    thread && input.assistant === "culture_controversy"
      ? (savedOptions(input.assistant, thread.context) ?? input.options)
      : input.options;
  const request = { assistant: input.assistant, options } as AssistantRequest;
  const question = input.assistant === "kid" ? scrubPersonalData(input.message) : input.message;
  return runPipeline(ctx, runtime, {
    actorAccess,
    request,
    offline: input.offline,
    thread,
    question: { kind: "new", content: question },
  });
}

/** POST /api/ai/threads/:id/regenerate — Regenerate or Retry the thread's last answer (counts as a question). */
export async function regenerateAnswer(
  ctx: ActorContext,
  runtime: AiRuntime,
  threadId: string,
  body: unknown,
): Promise<Response> {
  const thread = await findOwnThread(ctx.db, ctx.actor.userId, threadId);
  if (!thread || !isChatAssistant(thread.assistant)) throw notFound("conversation");
  const assistant = thread.assistant;
  const actorAccess = await loadActorAccess(ctx);
  assertFeature(actorAccess, assistantFeature[assistant]);
  const parsed = regenerateInput.safeParse(body ?? {});
  if (!parsed.success) throw invalidInput(parsed.error.issues);

  const messages = await listThreadMessages(ctx.db, thread.id);
  const lastUserIndex = messages.findLastIndex((message) => message.role === "user");
  const lastUser = messages[lastUserIndex];
  if (!lastUser) throw new AppError(409, "nothing_to_regenerate", "There is no question to answer again.");
  const answers = messages.slice(lastUserIndex + 1);
  if (answers.some((message) => message.status === "streaming" && runtime.running.has(message.id))) {
    throw conflict("answer_in_progress", "The answer is still being written.");
  }
  const options = savedOptions(assistant, thread.context);
  if (!options)
    throw new AppError(409, "nothing_to_regenerate", "This conversation can't be answered again.");
  assertRoomOpens(actorAccess, { assistant, options });
  return runPipeline(ctx, runtime, {
    actorAccess,
    request: { assistant, options } as AssistantRequest,
    offline: parsed.data.offline,
    thread,
    question: { kind: "again", message: lastUser, replaces: answers },
  });
}

/**
 * The room assistant answers only in rooms the member's plan opens (ai.md §3.12), as the room's page does: a
 * locked room's floor → 402 plan_required, whether asked from the panel or straight at the route.
 */
function assertRoomOpens(actorAccess: ActorAccess, request: Pick<AssistantRequest, "assistant" | "options">) {
  if (request.assistant === "room_assistant")
    assertRoomPlan(actorAccess, roomById((request.options as { roomId: RoomId }).roomId));
}

/** The options a thread last used, as its assistant's schema reads them. */
function savedOptions(assistant: ChatAssistant, context: Record<string, unknown>): Options | null {
  const result = assistantOptions[assistant].safeParse(context.options ?? {});
  return result.success ? result.data : null;
}

/** POST /api/ai/messages/:id/stop — aborts the provider call; the partial answer is saved as `stopped`. */
export async function stopAnswer(runtime: AiRuntime, userId: string, messageId: string): Promise<boolean> {
  const running = runtime.running.get(messageId);
  if (!running || running.userId !== userId) return false;
  running.controller.abort();
  await running.finished;
  return true;
}

/* ------------------------------------------------------------------------------------------------------------- */
/* The pipeline                                                                                                   */

type Question =
  | { kind: "new"; content: string }
  /** Regenerate/Retry: the saved question, and the answers to it that the new one replaces. */
  | { kind: "again"; message: MessageRow; replaces: MessageRow[] };

type PipelineInput = {
  actorAccess: ActorAccess;
  request: AssistantRequest;
  offline: boolean;
  thread: ThreadRow | null;
  question: Question;
};

type Job = {
  ctx: ActorContext;
  runtime: AiRuntime;
  request: AssistantRequest;
  policy: QuotaPolicy;
  source: "model" | "fake" | "offline";
  reservation: Reservation | null;
  thread: ThreadRow;
  userMessage: MessageRow;
  assistantMessage: MessageRow;
  /** The messages for the model (system first); empty for offline and fixed replies. */
  messages: ChatMessage[];
  maxOutputTokens: number;
  /** KidGPT's caring reply to an unsafe question (§3.4): nothing asked of the model, nothing counted. */
  fixedReply: string | null;
  /** Everything the member typed in the context: links in the answer must come from here (§1.7). */
  userInputs: string[];
  /** The thread's first question when this one follows it; null for a thread's first question. */
  firstQuestion: string | null;
  sse: SseChannel;
  controller: AbortController;
  started: number;
};

async function runPipeline(ctx: ActorContext, runtime: AiRuntime, input: PipelineInput): Promise<Response> {
  const { request } = input;
  const questionText =
    input.question.kind === "new" ? input.question.content : input.question.message.content;
  const policy = quotaPolicy(input.actorAccess);
  const source = input.offline ? "offline" : currentSource(runtime, ctx.clock.now());
  const tool = request.assistant;
  const reservation = source === "offline" ? null : await reserveQuestion(ctx, policy, { tool, source });

  try {
    let fixedReply: string | null = null;
    if (request.assistant === "kid") {
      const verdict = await moderateForKids(runtime, questionText, ctx.clock.now());
      if (!verdict) throw moderationUnavailable();
      if (!verdict.allowed) {
        fixedReply = kidCaringReply;
        ctx.logger?.info(
          { tool, category: verdict.category },
          "KidGPT question answered with the caring reply",
        );
      }
    }

    const history = input.thread ? await listThreadMessages(ctx.db, input.thread.id) : [];
    // The thread's first question, when this one follows it (Culture & Controversy analyses first, then talks).
    const first = history.find((message) => message.role === "user");
    const firstQuestion =
      first && (input.question.kind === "new" || first.id !== input.question.message.id)
        ? first.content
        : null;
    const instructions = buildInstructions(request, runtime.config, { followUp: firstQuestion !== null });
    const replaced = new Set(
      input.question.kind === "again" ? input.question.replaces.map((each) => each.id) : [],
    );
    const earlier = history.filter(
      (message) =>
        !replaced.has(message.id) &&
        (input.question.kind === "new" || message.id !== input.question.message.id) &&
        usableInContext(message),
    );
    const latest: ContextMessage = {
      role: "user",
      content: instructions.userContext ? `${instructions.userContext}\n\n${questionText}` : questionText,
    };
    const candidates: ContextMessage[] = [...earlier.map(asContextMessage), latest];
    let messages: ChatMessage[] = [];
    let userInputs = [questionText];
    if (source !== "offline" && !fixedReply) {
      const choice = chooseContext(candidates, runtime.config.maxContextChars - instructions.system.length);
      if (!choice || choice.included.at(-1) !== latest) throw contextTooLong();
      messages = [{ role: "system", content: instructions.system }, ...choice.included];
      userInputs = choice.included
        .filter((message) => message.role === "user")
        .map((message) => message.content);
    }

    const saved = await persistQuestion(ctx, input, questionText, {
      source: fixedReply ? null : source,
      instructionVersion: instructions.version,
      model: source === "offline" || fixedReply ? null : (runtime.provider?.model ?? null),
    });

    const sse = openSse();
    const controller = new AbortController();
    const job: Job = {
      ctx,
      runtime,
      request,
      policy,
      source,
      reservation,
      thread: saved.thread,
      userMessage: saved.userMessage,
      assistantMessage: saved.assistantMessage,
      messages,
      maxOutputTokens: instructions.maxOutputTokens,
      fixedReply,
      userInputs,
      firstQuestion,
      sse,
      controller,
      started: performance.now(),
    };
    // Registered before it starts, so Stop finds it from the first frame on.
    const running: RunningAnswer = { userId: ctx.actor.userId, controller, finished: Promise.resolve() };
    runtime.running.set(job.assistantMessage.id, running);
    running.finished = answer(job).finally(() => {
      runtime.running.delete(job.assistantMessage.id);
    });
    return sse.response;
  } catch (error) {
    if (reservation) await refundAndSettle(ctx, reservation, { status: "refused", errorCode: codeOf(error) });
    throw error;
  }
}

const codeOf = (error: unknown) => (error instanceof AppError ? error.code : "internal_error");

function usableInContext(message: MessageRow): boolean {
  return message.content.trim().length > 0 && message.status !== "failed" && message.status !== "streaming";
}

const asContextMessage = (message: MessageRow): ContextMessage => ({
  role: message.role,
  content: message.content,
});

/** Null when the check could not be made (fails closed). */
async function moderateForKids(
  runtime: AiRuntime,
  text: string,
  now: Date,
): Promise<ModerationVerdict | null> {
  const local = localModeration(text);
  if (!local.allowed) return local;
  const provider = runtime.provider;
  if (runtime.config.moderation !== "model" || !provider || currentSource(runtime, now) === "offline") {
    return local;
  }
  try {
    return await classifyForKids(provider, text, AbortSignal.timeout(runtime.config.totalTimeoutMs));
  } catch (error) {
    runtime.logger.warn(
      { kind: error instanceof ProviderFailure ? error.kind : "unreadable" },
      "KidGPT moderation check failed (closed)",
    );
    return null;
  }
}

/** Thread (new or touched), the question (new or kept) and the answer's `streaming` row, in one transaction. */
async function persistQuestion(
  ctx: ActorContext,
  input: PipelineInput,
  questionText: string,
  answer: { source: "model" | "fake" | "offline" | null; instructionVersion: string; model: string | null },
) {
  const now = ctx.clock.now();
  const userId = ctx.actor.userId;
  const { request } = input;
  const context = threadContext(request);
  return ctx.db.transaction(async (tx) => {
    // Each message a moment after the thread's last one, so the order holds even when clocks stand still.
    const base = input.thread
      ? Math.max(now.getTime(), input.thread.lastMessageAt.getTime() + 1)
      : now.getTime();
    const askedAt = new Date(base);
    const answeredAt = new Date(base + 1);
    let thread: ThreadRow;
    if (input.thread) {
      thread =
        (await updateThread(tx, input.thread.id, { context, lastMessageAt: answeredAt })) ?? input.thread;
    } else {
      thread = await insertThread(tx, {
        userId,
        assistant: request.assistant,
        title: titleFromQuestion(questionText),
        context,
        createdAt: askedAt,
        lastMessageAt: answeredAt,
      });
    }
    let userMessage: MessageRow;
    if (input.question.kind === "new") {
      userMessage = await insertMessage(tx, {
        threadId: thread.id,
        role: "user",
        content: questionText,
        status: "complete",
        createdAt: askedAt,
      });
    } else {
      userMessage = input.question.message;
      for (const old of input.question.replaces) await deleteMessage(tx, old.id);
    }
    const assistantMessage = await insertMessage(tx, {
      threadId: thread.id,
      role: "assistant",
      content: "",
      sections: { rooms: [], passages: [], timeline: [] },
      source: answer.source,
      status: "streaming",
      instructionVersion: answer.instructionVersion,
      model: answer.model,
      createdAt: answeredAt,
    });
    return { thread, userMessage, assistantMessage };
  });
}

/** `{ roomId }` / `{ reference }` for the assistants tied to one, and the options used (remembered per thread). */
function threadContext(request: AssistantRequest): Record<string, unknown> {
  if (request.assistant === "room_assistant")
    return { roomId: request.options.roomId, options: request.options };
  if (request.assistant === "verse_assistant") {
    const reference = parseReference(request.options.reference)?.label ?? request.options.reference;
    return { reference, options: request.options };
  }
  return { options: request.options };
}

/* ------------------------------------------------------------------------------------------------------------- */
/* Answering (runs on after the browser leaves)                                                                   */

async function answer(job: Job): Promise<void> {
  const { ctx, sse } = job;
  try {
    sse.send("meta", {
      threadId: job.thread.id,
      userMessageId: job.userMessage.id,
      assistantMessageId: job.assistantMessage.id,
      source: job.source,
      quota: await readQuota(ctx, job.policy),
    });
    sse.send("status", { stage: "reading" });
    if (job.fixedReply !== null) await answerFixed(job, job.fixedReply);
    else if (job.source === "offline") await answerOffline(job);
    else await answerWithModel(job);
  } catch (error) {
    ctx.logger?.error({ err: error, tool: job.request.assistant }, "AI answer failed unexpectedly");
    await failAnswer(job, "ai_provider_error", "").catch((inner: unknown) =>
      ctx.logger?.error({ err: inner }, "AI answer could not be marked failed"),
    );
  } finally {
    sse.close();
  }
}

async function answerFixed(job: Job, text: string) {
  if (job.reservation)
    await refundAndSettle(job.ctx, job.reservation, outcome(job, "refused", "content_blocked"));
  else
    await recordUncounted(job.ctx, job.ctx.actor.userId, {
      tool: job.request.assistant,
      ...outcome(job, "refused", "content_blocked"),
      source: job.source,
    });
  job.sse.send("delta", { text });
  await complete(job, { content: text, rooms: [], passages: [], timeline: [] }, { source: null });
}

async function answerOffline(job: Job, alreadyRefunded = false) {
  const offline = await offlineAnswer(job);
  if (!alreadyRefunded) {
    await recordUncounted(job.ctx, job.ctx.actor.userId, {
      tool: job.request.assistant,
      ...outcome(job, "complete", null),
      source: "offline",
    });
  }
  job.sse.send("delta", { text: offline.markdown });
  await complete(
    job,
    {
      content: offline.markdown,
      rooms: offline.rooms,
      passages: offline.passages,
      timeline: offline.timeline,
      suggestions: offline.suggestions,
    },
    { source: "offline" },
  );
}

function offlineAnswer(job: Job): Promise<OfflineAnswer> {
  const question = job.userMessage.content;
  return job.runtime.offline.answerChat({
    assistant: job.request.assistant,
    message: question,
    options: job.request.options,
    ...(job.firstQuestion !== null ? { firstQuestion: job.firstQuestion } : {}),
  });
}

/** The §1.8 code of a provider failure, whether Retry makes sense, and whether the offline engine is offered. */
const failureCodes: Record<
  Exclude<ProviderFailureKind, "aborted">,
  { code: AiErrorCode; retryable: boolean; offline: boolean }
> = {
  rate_limited: { code: "ai_provider_busy", retryable: true, offline: false },
  out_of_credit: { code: "ai_provider_unavailable", retryable: true, offline: true },
  misconfigured: { code: "ai_misconfigured", retryable: false, offline: true },
  server_error: { code: "ai_provider_error", retryable: true, offline: true },
  timeout: { code: "ai_timeout", retryable: true, offline: true },
  context_too_long: { code: "ai_context_too_long", retryable: false, offline: false },
};

function asFailure(error: unknown): ProviderFailure {
  if (error instanceof ProviderFailure) return error;
  return new ProviderFailure("server_error", null, error instanceof Error ? error.name : "unknown error");
}

function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal.aborted) return resolve();
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      "abort",
      () => {
        clearTimeout(timer);
        resolve();
      },
      { once: true },
    );
  });
}

async function answerWithModel(job: Job) {
  const { ctx, runtime, sse, controller } = job;
  const provider = runtime.provider;
  if (!provider) throw new Error("answerWithModel without a provider");
  if (isFakeMode(runtime)) runtime.lastRequests.set(ctx.actor.userId, job.messages);
  sse.send("status", { stage: "thinking" });

  // KidGPT's answer is checked before the child sees any of it (§3.4): no deltas until then.
  const holdBack = job.request.assistant === "kid";
  // KidGPT and Culture & Controversy end on passages only (§3.4, §3.5): a Rooms line the model adds is dropped.
  const rooms = !holdBack && job.request.assistant !== "culture_controversy";
  const gate = new FooterGate();
  let text = "";
  /** What the member has seen: saved as the answer grows, so a reload shows "in progress" with it. */
  let shown = "";
  let usage: TokenUsage = { tokensIn: null, tokensOut: null };
  let lastSave = performance.now();
  let saving: Promise<unknown> = Promise.resolve();
  const saveProgress = () => {
    const content = shown;
    saving = saving.then(() =>
      updateMessage(ctx.db, job.assistantMessage.id, { content }).catch(() => undefined),
    );
  };

  let failure: ProviderFailure | null = null;
  for (let attempt = 1; ; attempt += 1) {
    try {
      const stream: ChatStream = await provider.streamChat({
        messages: job.messages,
        temperature: aiTemperature.chat,
        maxOutputTokens: job.maxOutputTokens,
        signal: controller.signal,
      });
      for await (const piece of stream.textStream) {
        if (text === "") sse.send("status", { stage: "writing" });
        text += piece;
        if (holdBack) continue;
        const visible = gate.push(piece);
        if (!visible) continue;
        shown += visible;
        sse.send("delta", { text: visible });
        if (performance.now() - lastSave >= saveEveryMs) {
          lastSave = performance.now();
          saveProgress();
        }
      }
      usage = await stream.usage.catch(() => usage);
      break;
    } catch (error) {
      failure = asFailure(error);
      // §1.8: one retry after 1 s on a server error or network failure, while nothing has reached the member.
      const retry =
        attempt === 1 && failure.kind === "server_error" && text === "" && !controller.signal.aborted;
      if (!retry) break;
      ctx.logger?.warn(
        { tool: job.request.assistant, kind: failure.kind },
        "AI provider failed; retrying once",
      );
      await pause(retryDelayMs, controller.signal);
      if (controller.signal.aborted) break;
    }
  }
  await saving;

  if (controller.signal.aborted || failure?.kind === "aborted") {
    // Stop: the partial answer is kept and the question still counts (§1.3).
    const checked = checkAnswer(text, { userInputs: job.userInputs, rooms });
    if (job.reservation) await settleRequest(ctx, job.reservation, outcome(job, "stopped", null, usage));
    await complete(job, holdBack ? emptyAnswer : checked, { source: job.source, status: "stopped", usage });
    return;
  }
  if (failure) {
    runtime.health.record(failure);
    ctx.logger?.warn(
      { tool: job.request.assistant, kind: failure.kind, status: failure.status, detail: failure.detail },
      "AI provider call failed",
    );
    if (text !== "") {
      // The stream broke after text: the partial answer is kept, the question is not counted (§1.8).
      if (job.reservation)
        await refundAndSettle(ctx, job.reservation, outcome(job, "interrupted", "ai_interrupted"));
      const checked = checkAnswer(text, { userInputs: job.userInputs, rooms });
      await updateMessage(ctx.db, job.assistantMessage.id, {
        content: holdBack ? "" : checked.content,
        sections: holdBack ? emptyAnswer : sectionsOf(checked),
        status: "interrupted",
      });
      await sendError(job, "ai_interrupted", true, false);
      return;
    }
    const mapped = failureCodes[failure.kind];
    await failAnswer(job, mapped.code, "");
    return;
  }

  const flushed = holdBack ? "" : gate.flush();
  if (flushed) sse.send("delta", { text: flushed });
  sse.send("status", { stage: "checking" });
  let checked = checkAnswer(text, { userInputs: job.userInputs, rooms });
  if (checked.content === "") {
    // Nothing readable came back (§1.8 ai_bad_output): not counted; the offline study guide answers instead.
    if (job.reservation)
      await refundAndSettle(ctx, job.reservation, outcome(job, "failed", "ai_bad_output", usage));
    await answerOffline(job, true);
    return;
  }
  let payload: Record<string, unknown> | null = null;
  if (holdBack) {
    const verdict = await moderateForKids(runtime, checked.content, ctx.clock.now());
    if (!verdict?.allowed) {
      ctx.logger?.warn(
        { tool: "kid", messageId: job.assistantMessage.id, category: verdict?.category ?? "unchecked" },
        "KidGPT answer replaced after moderation",
      );
      payload = { moderation: { replaced: true, category: verdict?.category ?? "unchecked" } };
      checked = { content: kidOutputReplacement, rooms: [], passages: [], timeline: [] };
    }
    sse.send("delta", { text: checked.content });
  }
  if (job.reservation) await settleRequest(ctx, job.reservation, outcome(job, "complete", null, usage));
  await complete(job, checked, { source: job.source, usage, payload });
}

const emptyAnswer = { content: "", rooms: [], passages: [], timeline: [] };

type Sections = { rooms: string[]; passages: string[]; timeline: string[]; suggestions?: string[] };

const sectionsOf = (answer: Sections): Sections => ({
  rooms: answer.rooms,
  passages: answer.passages,
  timeline: answer.timeline,
  ...(answer.suggestions?.length ? { suggestions: answer.suggestions } : {}),
});

function outcome(
  job: Job,
  status: "complete" | "stopped" | "interrupted" | "failed" | "refused",
  errorCode: string | null,
  usage?: TokenUsage,
) {
  const latencyMs = Math.round(performance.now() - job.started);
  job.ctx.logger?.info(
    {
      tool: job.request.assistant,
      source: job.source,
      status,
      code: errorCode,
      latencyMs,
      tokensIn: usage?.tokensIn ?? null,
      tokensOut: usage?.tokensOut ?? null,
    },
    "ai request",
  );
  return {
    status,
    errorCode,
    latencyMs,
    tokensIn: usage?.tokensIn ?? null,
    tokensOut: usage?.tokensOut ?? null,
  };
}

async function refundAndSettle(
  ctx: ActorContext,
  reservation: Reservation,
  result: Parameters<typeof settleRequest>[2],
) {
  await refundQuestion(ctx, ctx.actor.userId, reservation);
  await settleRequest(ctx, reservation, result);
}

/** The answer's final row and the `done` frame. */
async function complete(
  job: Job,
  answer: Sections & { content: string },
  options: {
    source: "model" | "fake" | "offline" | null;
    status?: "complete" | "stopped";
    usage?: TokenUsage;
    payload?: Record<string, unknown> | null;
  },
) {
  const saved = await updateMessage(job.ctx.db, job.assistantMessage.id, {
    content: answer.content,
    sections: sectionsOf(answer),
    source: options.source,
    status: options.status ?? "complete",
    model: options.source === "offline" || options.source === null ? null : job.assistantMessage.model,
    tokensIn: options.usage?.tokensIn ?? null,
    tokensOut: options.usage?.tokensOut ?? null,
    payload: options.payload ?? null,
  });
  if (!saved) return; // the thread was deleted meanwhile
  job.sse.send("done", { message: presentMessage(saved), quota: await readQuota(job.ctx, job.policy) });
}

/** A provider failure before any text: nothing counted, the row kept as `failed`, an error frame. */
async function failAnswer(job: Job, code: AiErrorCode, content: string) {
  if (job.reservation) await refundAndSettle(job.ctx, job.reservation, outcome(job, "failed", code));
  await updateMessage(job.ctx.db, job.assistantMessage.id, { content, status: "failed" });
  const mapped = Object.values(failureCodes).find((each) => each.code === code);
  await sendError(job, code, mapped?.retryable ?? true, mapped?.offline ?? true);
}

async function sendError(job: Job, code: AiErrorCode, retryable: boolean, offlineAvailable: boolean) {
  const message = code in aiErrorMessages ? aiErrorMessages[code as keyof typeof aiErrorMessages] : code;
  const quota = await readQuota(job.ctx, job.policy);
  job.sse.send("error", { code, message, retryable, quota, offlineAvailable });
}
