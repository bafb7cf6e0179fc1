import { type CallControl, guardCall, guardStream, wholeAnswer, type SourcePart } from "./call-guard";
import { classifyProviderError, failureForStatus } from "./failures";
import {
  type FakeImagePlan,
  type FakeJsonPlan,
  fakeUsage,
  planFakeChat,
  planFakeImage,
  planFakeJson,
} from "./fake-core";
import { renderFakeImage } from "./fake-image";
import { checkedImage } from "./image-answer";
import { parseJsonAnswer } from "./json-answer";
import { ProviderFailure, type ChatProvider, type ChatRequest, type ImageProvider } from "./types";

/*
 * AI_PROVIDER=fake (ai.md §1.9): the fake-core plans acted out in process, under the same limits as the real
 * provider (call-guard), so `#fake-timeout` fails through the real first-token rule.
 */

export type FakeProviderOptions = {
  firstTokenTimeoutMs: number;
  totalTimeoutMs: number;
  /** AI_STREAMING=false: answers arrive whole, like a server that cannot stream. */
  streaming?: boolean;
  /** 40 ms (§1.9) unless a test wants it faster. */
  chunkDelayMs?: number;
};

/** Resolves after `ms`, or at once when `signal` aborts (the guard has already stopped the call then). */
function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal.aborted) return resolve();
    const done = () => {
      clearTimeout(timer);
      signal.removeEventListener("abort", done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal.addEventListener("abort", done, { once: true });
  });
}

const never = (signal: AbortSignal) => pause(2 ** 31 - 1, signal);

const classify = (error: unknown) => classifyProviderError(error, (text) => text);

/**
 * A one-piece plan (a JSON answer or a picture) acted out up to its answer: its HTTP error, its hang (#fake-timeout,
 * until the total limit or Stop ends the call; the guard reports which), its pause, then its break-off
 * (#fake-cutoff). Returns the plan that answers.
 */
async function actOutOneShot<P extends FakeJsonPlan | FakeImagePlan>(
  plan: P,
  control: CallControl,
  what: string,
): Promise<Extract<P, { delayMs: number }>> {
  if (plan.kind === "error") throw failureForStatus(plan.error.status, plan.error.message);
  await (plan.kind === "hang" ? never(control.signal) : pause(plan.delayMs, control.signal));
  if (plan.kind === "hang" || control.signal.aborted) {
    throw control.stoppedBy ?? new ProviderFailure("aborted", null, "the request was stopped");
  }
  const answering = plan as Extract<P, { delayMs: number }>;
  if (answering.broken) {
    throw new ProviderFailure("server_error", null, `fake model: the ${what} broke off (#fake-cutoff)`);
  }
  return answering;
}

export function createFakeProvider(options: FakeProviderOptions): ChatProvider {
  const streaming = options.streaming ?? true;
  const limits = { firstTokenMs: options.firstTokenTimeoutMs, totalMs: options.totalTimeoutMs };

  async function* source(request: ChatRequest, signal: AbortSignal): AsyncGenerator<SourcePart> {
    const plan = planFakeChat(request.messages, { chunkDelayMs: options.chunkDelayMs });
    if (plan.kind === "error") throw failureForStatus(plan.error.status, plan.error.message);
    if (plan.kind === "hang") {
      await never(signal);
      return;
    }
    for (const [index, chunk] of plan.chunks.entries()) {
      if (plan.breakAfter !== null && index === plan.breakAfter) {
        throw new ProviderFailure(
          "server_error",
          null,
          "fake model: the stream broke half-way (#fake-cutoff)",
        );
      }
      await pause(plan.delayMs, signal);
      if (signal.aborted) return;
      yield { type: "text", text: chunk };
    }
    yield { type: "usage", usage: fakeUsage(request.messages, plan.text) };
  }

  /** The whole answer text, as a server without streaming would send it. */
  async function oneAnswer(request: ChatRequest, signal: AbortSignal): Promise<string> {
    let text = "";
    for await (const part of source(request, signal)) if (part.type === "text") text += part.text;
    return text;
  }

  return {
    source: "fake",
    model: "fake",
    streaming,
    streamChat(request) {
      if (!streaming) {
        return guardCall({
          signal: request.signal,
          totalMs: limits.totalMs,
          run: async (control) => {
            const text = await oneAnswer(request, control.signal);
            return wholeAnswer(text, fakeUsage(request.messages, text));
          },
          classify,
        });
      }
      return guardStream({
        signal: request.signal,
        ...limits,
        source: (control) => source(request, control.signal),
        classify,
      });
    },
    completeJson(request) {
      return guardCall({
        signal: request.signal,
        totalMs: limits.totalMs,
        run: async (control) => {
          const plan = await actOutOneShot(
            planFakeJson(request.messages, request.schemaName, request.jsonSchema),
            control,
            "answer",
          );
          return {
            json: parseJsonAnswer(plan.content),
            text: plan.content,
            usage: fakeUsage(request.messages, plan.content),
          };
        },
        classify,
      });
    },
  };
}

/**
 * AI_PROVIDER=fake with AI_IMAGE_MODEL set (§1.9 "Images"): a 512×512 PNG showing the prompt, after a short pause; the
 * control tags in the prompt fail it as they fail a chat answer, under the same total limit.
 */
export function createFakeImageProvider(options: { model: string; totalTimeoutMs: number }): ImageProvider {
  return {
    source: "fake",
    model: options.model,
    generateImage(request) {
      return guardCall({
        signal: request.signal,
        totalMs: options.totalTimeoutMs,
        run: async (control) => {
          const plan = await actOutOneShot(planFakeImage(request.prompt), control, "picture");
          if (plan.unreadable) return { bytes: checkedImage(new TextEncoder().encode("not a picture")) };
          return { bytes: checkedImage(await renderFakeImage(request.prompt)) };
        },
        classify,
      });
    },
  };
}
