import { z } from "zod";
import { aiLimits, type ChatAssistant, chatAssistants } from "@common/constants/ai";
import {
  type AiAdminOverviewDto,
  type AiMessageDto,
  type AiQuotaDto,
  type AiStatusDto,
  type AiThreadDetailDto,
  type AiThreadDto,
  type AiThreadPageDto,
  assistantOptions,
  type listThreadsQuery,
  type messageFeedbackInput,
} from "@common/schemas/ai";
import type { ActorContext } from "@server/http/context";
import { notFound } from "@server/http/errors";
import { insertAuditEntry } from "../audit/audit.queries";
import { findUserIdByEmail, hasRole } from "../roles/roles.queries";
import { presentMessage, presentThread } from "./ai.presenter";
import { type AiRuntime, isFakeMode } from "./ai.runtime";
import { chooseContext } from "./context-window";
import { type AssistantRequest, buildInstructions } from "./instructions";
import { stopAnswer } from "./pipeline";
import { decodeThreadCursor, threadPage } from "./thread-cursor";
import { readQuota, resetUsage, todaysUsage } from "./quota.service";
import {
  deleteOwnThread,
  findOwnMessage,
  findOwnThread,
  listOwnThreads,
  listThreadMessages,
  type MessageRow,
  type ThreadRow,
  updateMessage,
  updateThread,
} from "./threads.queries";

/* The AI routes' other work (ai.md §1.1, §1.4, §1.5, §1.9): threads, feedback, Stop, status, quota, admin. */

const uuid = z.uuid();
/** Ids come from URLs: anything that is not one of ours is simply not found. */
function idOr404(id: string, what: string): string {
  if (!uuid.safeParse(id).success) throw notFound(what);
  return id;
}

/* ------------------------------------------------------------------------------------------------------------- */
/* Threads                                                                                                        */

export async function listThreads(
  ctx: ActorContext,
  query: z.output<typeof listThreadsQuery>,
): Promise<AiThreadPageDto> {
  const rows = await listOwnThreads(ctx.db, ctx.actor.userId, {
    assistant: query.assistant,
    q: query.q || undefined,
    context: query.context || undefined,
    cursor: query.cursor
      ? decodeThreadCursor(query.cursor, "That page of conversations doesn't exist.")
      : null,
    limit: aiLimits.threadsPageSize + 1,
  });
  const { page, nextCursor } = threadPage(rows, aiLimits.threadsPageSize);
  return { threads: page.map(presentThread), nextCursor };
}

async function ownThread(ctx: ActorContext, id: string): Promise<ThreadRow> {
  const thread = await findOwnThread(ctx.db, ctx.actor.userId, idOr404(id, "conversation"));
  if (!thread) throw notFound("conversation");
  return thread;
}

/**
 * An answer still `streaming` long after any provider call could have ended belongs to a process that stopped: it
 * is shown as cut off rather than "in progress" for ever.
 */
async function settleAbandoned(ctx: ActorContext, runtime: AiRuntime, messages: MessageRow[]) {
  const cutoff = ctx.clock.now().getTime() - runtime.config.totalTimeoutMs - 60_000;
  return Promise.all(
    messages.map(async (message) => {
      if (message.status !== "streaming" || runtime.running.has(message.id)) return message;
      if (message.createdAt.getTime() > cutoff) return message;
      return (await updateMessage(ctx.db, message.id, { status: "interrupted" })) ?? message;
    }),
  );
}

/** Whether older messages no longer fit what would go to the model now (§1.4's quiet note). */
function olderMessagesLeftOut(runtime: AiRuntime, thread: ThreadRow, messages: MessageRow[]): boolean {
  if (!(chatAssistants as readonly string[]).includes(thread.assistant)) return false;
  const assistant = thread.assistant as ChatAssistant;
  const options = assistantOptions[assistant].safeParse(thread.context.options ?? {});
  const systemLength = options.success
    ? buildInstructions({ assistant, options: options.data } as AssistantRequest, runtime.config).system
        .length
    : 0;
  const usable = messages.filter((message) => message.content.trim() !== "" && message.status !== "failed");
  const choice = chooseContext(
    usable.map((message) => ({ role: message.role, content: message.content })),
    runtime.config.maxContextChars - systemLength,
  );
  return choice === null ? usable.length > 0 : choice.leftOut;
}

export async function getThread(
  ctx: ActorContext,
  runtime: AiRuntime,
  id: string,
): Promise<AiThreadDetailDto> {
  const thread = await ownThread(ctx, id);
  const messages = await settleAbandoned(ctx, runtime, await listThreadMessages(ctx.db, thread.id));
  return {
    thread: presentThread(thread),
    messages: messages.map(presentMessage),
    olderMessagesLeftOut: olderMessagesLeftOut(runtime, thread, messages),
    full: messages.length + 2 > aiLimits.threadMessagesMax,
  };
}

export async function renameThread(ctx: ActorContext, id: string, title: string): Promise<AiThreadDto> {
  const thread = await ownThread(ctx, id);
  const updated = await updateThread(ctx.db, thread.id, { title });
  if (!updated) throw notFound("conversation");
  return presentThread(updated);
}

export async function deleteThread(ctx: ActorContext, runtime: AiRuntime, id: string): Promise<void> {
  const thread = await ownThread(ctx, id);
  // An answer still being written stops first, so it does not write into a deleted thread.
  for (const [messageId, running] of runtime.running) {
    if (running.userId !== ctx.actor.userId) continue;
    const found = await findOwnMessage(ctx.db, ctx.actor.userId, messageId);
    if (found?.thread.id === thread.id) await stopAnswer(runtime, ctx.actor.userId, messageId);
  }
  if (!(await deleteOwnThread(ctx.db, ctx.actor.userId, thread.id))) throw notFound("conversation");
}

/* ------------------------------------------------------------------------------------------------------------- */
/* Messages                                                                                                       */

async function ownAssistantMessage(ctx: ActorContext, id: string) {
  const found = await findOwnMessage(ctx.db, ctx.actor.userId, idOr404(id, "message"));
  if (!found || found.message.role !== "assistant") throw notFound("message");
  return found;
}

export async function rateMessage(
  ctx: ActorContext,
  id: string,
  input: z.output<typeof messageFeedbackInput>,
): Promise<AiMessageDto> {
  const { message } = await ownAssistantMessage(ctx, id);
  const updated = await updateMessage(ctx.db, message.id, {
    rating: input.rating,
    ratingReason: input.reason || null,
  });
  if (!updated) throw notFound("message");
  return presentMessage(updated);
}

/** Stop (§1.3): the answer ends and is saved as `stopped`; an answer already finished is returned as it is. */
export async function stopMessage(ctx: ActorContext, runtime: AiRuntime, id: string): Promise<AiMessageDto> {
  const { message } = await ownAssistantMessage(ctx, id);
  await stopAnswer(runtime, ctx.actor.userId, message.id);
  const found = await findOwnMessage(ctx.db, ctx.actor.userId, message.id);
  if (!found) throw notFound("message");
  return presentMessage(found.message);
}

/* ------------------------------------------------------------------------------------------------------------- */
/* Status, quota, fake mode                                                                                       */

export async function aiStatus(ctx: ActorContext, runtime: AiRuntime): Promise<AiStatusDto> {
  const provider = runtime.provider;
  const degradedUntil = runtime.health.degradedUntil();
  const status: AiStatusDto = {
    mode: provider ? provider.source : "offline",
    streaming: provider?.streaming ?? false,
    imageGeneration: Boolean(provider && runtime.config.imageModel),
    degradedUntil: degradedUntil ? degradedUntil.toISOString() : null,
  };
  if (provider && (await hasRole(ctx.db, ctx.actor.userId, "admin"))) status.model = provider.model;
  return status;
}

export function aiQuota(ctx: ActorContext): Promise<AiQuotaDto> {
  return readQuota(ctx);
}

function requireFakeMode(runtime: AiRuntime) {
  if (!isFakeMode(runtime)) throw notFound("API endpoint");
}

/** POST /api/ai/usage/reset — "Reset my AI usage (test mode)": fake mode only. */
export async function resetOwnUsage(ctx: ActorContext, runtime: AiRuntime): Promise<AiQuotaDto> {
  requireFakeMode(runtime);
  await resetUsage(ctx, ctx.actor.userId);
  return readQuota(ctx);
}

/** GET /api/ai/fake/last-request — the member's last assembled messages (roles and contents), fake mode only. */
export function lastFakeRequest(ctx: ActorContext, runtime: AiRuntime) {
  requireFakeMode(runtime);
  const messages = runtime.lastRequests.get(ctx.actor.userId);
  if (!messages) throw notFound("request");
  return { messages: messages.map(({ role, content }) => ({ role, content })) };
}

/* ------------------------------------------------------------------------------------------------------------- */
/* Admins                                                                                                         */

/** POST /api/admin/ai/usage/:userId/reset — the member's day starts again (audited). */
export async function resetMemberUsage(ctx: ActorContext, email: string): Promise<{ userId: string }> {
  const id = await findUserIdByEmail(ctx.db, email);
  if (!id) throw notFound("member");
  await ctx.db.transaction(async (tx) => {
    await resetUsage({ ...ctx, db: tx }, id);
    await insertAuditEntry(tx, {
      actorId: ctx.actor.userId,
      action: "ai.usage_reset",
      targetType: "user",
      targetId: id,
      payload: { date: ctx.clock.now().toISOString().slice(0, 10) },
      createdAt: ctx.clock.now(),
    });
  });
  return { userId: id };
}

/** GET /api/admin/ai — mode, recent provider errors (never the address or key), today's usage. */
export async function aiOverview(ctx: ActorContext, runtime: AiRuntime): Promise<AiAdminOverviewDto> {
  const degradedUntil = runtime.health.degradedUntil();
  return {
    mode: runtime.provider ? runtime.provider.source : "offline",
    model: runtime.provider?.model ?? null,
    degradedUntil: degradedUntil ? degradedUntil.toISOString() : null,
    recentErrors: runtime.health.recentErrors().map((error) => ({
      at: error.at.toISOString(),
      kind: error.kind,
      status: error.status,
      detail: error.detail,
    })),
    today: await todaysUsage(ctx),
  };
}
