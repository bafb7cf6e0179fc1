import { ProviderFailure, type ChatStream, type TokenUsage } from "./types";

/*
 * The time limits and the Stop signal of one provider call (ai.md §1.8), shared by the real provider and the
 * built-in fake so both fail the same way: no first token within the limit → timeout, the total limit passed →
 * timeout, the request's signal → aborted at once. Each wait is raced against them, so a source that ignores its
 * abort signal still cannot hold a call past its limits.
 */

export type SourcePart =
  | { type: "text"; text: string }
  /** The model is producing something that isn't answer text yet (reasoning): it has started. */
  | { type: "activity" }
  | { type: "usage"; usage: TokenUsage };

export const noUsage: TokenUsage = { tokensIn: null, tokensOut: null };

const noop = () => {};

export class CallControl {
  private readonly controller = new AbortController();
  private failure: ProviderFailure | null = null;
  private readonly timers = new Set<ReturnType<typeof setTimeout>>();
  private rejectStopped: (failure: ProviderFailure) => void = noop;
  private readonly stopped: Promise<never>;
  private readonly onOuterAbort = () =>
    this.stop(new ProviderFailure("aborted", null, "the request was stopped"));

  constructor(
    private readonly outer: AbortSignal,
    totalMs: number,
  ) {
    this.stopped = new Promise<never>((_, reject) => {
      this.rejectStopped = reject;
    });
    this.stopped.catch(noop);
    if (outer.aborted) this.onOuterAbort();
    else outer.addEventListener("abort", this.onOuterAbort, { once: true });
    this.after(
      totalMs,
      () => new ProviderFailure("timeout", null, `no complete answer within ${totalMs} ms`),
    );
  }

  /** Aborted when the call must end: Stop, a limit passed, or the consumer went away. */
  get signal(): AbortSignal {
    return this.controller.signal;
  }

  /** Why the call was stopped, if it was. */
  get stoppedBy(): ProviderFailure | null {
    return this.failure;
  }

  /** Stops the call with `failure` unless something stopped it first. */
  stop(failure: ProviderFailure): void {
    if (this.failure) return;
    this.failure = failure;
    this.controller.abort(failure);
    this.rejectStopped(failure);
    this.release();
  }

  /** Starts a limit: unless cancelled, it stops the call with the failure `make` returns. */
  after(ms: number, make: () => ProviderFailure): () => void {
    const timer = setTimeout(() => this.stop(make()), ms);
    this.timers.add(timer);
    return () => {
      clearTimeout(timer);
      this.timers.delete(timer);
    };
  }

  /** `promise`, or the reason the call was stopped, whichever comes first. */
  race<T>(promise: Promise<T>): Promise<T> {
    promise.catch(noop); // a loser's late rejection is not an unhandled one
    return Promise.race([promise, this.stopped]);
  }

  /** The call is over (answered, failed or abandoned): timers and the Stop listener go. */
  release(): void {
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    this.outer.removeEventListener("abort", this.onOuterAbort);
  }

  /** Ends the call without a failure of its own (the consumer stopped reading). */
  abandon(): void {
    if (!this.controller.signal.aborted) this.controller.abort(new Error("abandoned"));
    this.release();
  }
}

/**
 * A streamed answer under the call's limits. Resolves once the first text has arrived, so a failure before any text
 * is thrown from here; a failure after it is thrown from the text stream's iterator. `usage` always resolves (nulls
 * when the source never reported it).
 */
export async function guardStream(options: {
  signal: AbortSignal;
  firstTokenMs: number;
  totalMs: number;
  source: (control: CallControl) => AsyncIterable<SourcePart>;
  classify: (error: unknown) => ProviderFailure;
}): Promise<ChatStream> {
  const control = new CallControl(options.signal, options.totalMs);
  const cancelFirstToken = control.after(
    options.firstTokenMs,
    () => new ProviderFailure("timeout", null, `no first token within ${options.firstTokenMs} ms`),
  );
  let usage: TokenUsage = noUsage;
  let iterator: AsyncIterator<SourcePart>;
  const fail = (error: unknown): ProviderFailure => {
    const failure = control.stoppedBy ?? options.classify(error);
    control.abandon();
    void iterator?.return?.().catch(noop);
    return failure;
  };
  const next = async () => {
    try {
      return await control.race(iterator.next());
    } catch (error) {
      throw fail(error);
    }
  };

  try {
    iterator = options.source(control)[Symbol.asyncIterator]();
  } catch (error) {
    throw fail(error);
  }
  let first: string | null = null;
  for (;;) {
    const step = await next();
    if (step.done) break;
    if (step.value.type === "usage") usage = step.value.usage;
    else if (step.value.type === "activity") cancelFirstToken();
    else if (step.value.text.length > 0) {
      cancelFirstToken();
      first = step.value.text;
      break;
    }
  }

  let settleUsage: (usage: TokenUsage) => void = noop;
  const usagePromise = new Promise<TokenUsage>((resolve) => {
    settleUsage = resolve;
  });
  async function* textStream(): AsyncGenerator<string> {
    let complete = false;
    try {
      if (first === null) {
        complete = true;
        return;
      }
      yield first;
      for (;;) {
        const step = await next();
        if (step.done) break;
        if (step.value.type === "usage") usage = step.value.usage;
        else if (step.value.type === "text" && step.value.text.length > 0) yield step.value.text;
      }
      complete = true;
    } finally {
      if (complete) control.release();
      else {
        control.abandon();
        void iterator.return?.().catch(noop);
      }
      settleUsage(usage);
    }
  }
  if (first === null) {
    control.release();
    settleUsage(usage);
  }
  return { textStream: textStream(), usage: usagePromise };
}

/** A one-piece call (no streaming, or a JSON answer) under the call's limits: the total one and Stop. */
export async function guardCall<T>(options: {
  signal: AbortSignal;
  totalMs: number;
  run: (control: CallControl) => Promise<T>;
  classify: (error: unknown) => ProviderFailure;
}): Promise<T> {
  const control = new CallControl(options.signal, options.totalMs);
  try {
    return await control.race(options.run(control));
  } catch (error) {
    const failure = control.stoppedBy ?? options.classify(error);
    control.abandon();
    throw failure;
  } finally {
    control.release();
  }
}

/** A ChatStream of an answer that arrived whole: one piece (none when empty). */
export function wholeAnswer(text: string, usage: TokenUsage): ChatStream {
  const pieces = text.length > 0 ? [text] : [];
  return {
    textStream: {
      [Symbol.asyncIterator]: () => {
        let index = 0;
        return {
          next: (): Promise<IteratorResult<string, undefined>> => {
            const value = pieces[index];
            index += 1;
            return Promise.resolve(
              value === undefined ? { done: true, value: undefined } : { done: false, value },
            );
          },
        };
      },
    },
    usage: Promise.resolve(usage),
  };
}
