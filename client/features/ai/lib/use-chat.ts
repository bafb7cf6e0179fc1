import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useRef, useState } from "react";
import { type ChatAssistant, aiErrorMessages } from "@common/constants/ai";
import type { AiMessageDto, AiSource, SseEvent } from "@common/schemas/ai";
import { ApiError } from "@client/lib/api-client";
import { planRequiredOf } from "@client/lib/plan-required";
import { aiKeys } from "@client/lib/query-keys";
import { type AskBody, askAssistant } from "../api/ask-assistant";
import { useSetAiQuota } from "../api/get-ai-quota";
import { regenerateAnswer } from "../api/regenerate-answer";
import { stopAnswer } from "../api/stop-answer";
import { browserOfflineCode } from "./post-sse";
import { BrokenStreamError } from "./read-sse";

export type TurnError = {
  code: string;
  message: string;
  offlineAvailable?: boolean;
  /** When it happened (Date.now()), for Retry's 20 s wait after ai_provider_busy. */
  at: number;
};

/**
 * The question this tab is asking (or the answer it is regenerating) while it streams, and what became of it.
 * Saved messages come from the thread query; the turn covers the messages it names until the thread is re-read.
 */
export type Turn = {
  kind: "ask" | "regenerate";
  /** The question as sent (ask only): kept so Retry can send it again when nothing was saved. */
  question: string | null;
  offline: boolean;
  threadId: string | null;
  userMessageId: string | null;
  assistantMessageId: string | null;
  /** Regenerate: the saved answer this one replaces, hidden meanwhile. */
  replacesMessageId: string | null;
  text: string;
  source: AiSource | null;
  stage: "sending" | "reading" | "thinking" | "writing" | "checking";
  phase: "streaming" | "stopping" | "stopped" | "done" | "failed";
  /** The final saved message, from `done`. */
  message: AiMessageDto | null;
  error: TurnError | null;
};

/** What the live region announces when an answer finishes (screen readers don't follow the streaming text). */
export type Announcement = { id: number; text: string };

type Send = { message: string; offline?: boolean };

const limitCodes = new Set(["ai_daily_limit", "ai_hourly_limit"]);
/** After Stop is acknowledged, how long the stream has to deliver its final `done` before this tab lets go. */
const stopGraceMs = 3000;

function errorOf(caught: unknown): TurnError {
  const at = Date.now();
  if (caught instanceof ApiError) return { code: caught.code, message: caught.message, at };
  // Before any frame arrived (after one, the thread is re-read instead): offered again with Retry.
  if (caught instanceof BrokenStreamError) return { code: "stream_broken", message: caught.message, at };
  return { code: "ai_provider_error", message: aiErrorMessages.ai_provider_error, at };
}

/**
 * One assistant's conversation in this tab (ai.md §1.3): sends questions and regenerations, reads their frames,
 * stops them, and hands the finished answer over to the thread query. The caller owns the thread id (the URL's
 * `?thread=`), and learns a new thread's id through `onThread`.
 */
export function useChat<A extends ChatAssistant>({
  assistant,
  threadId,
  options,
  onThread,
}: {
  assistant: A;
  threadId: string | null;
  /** The assistant's options (ai.md §3.1–3.4), checked by the server against the shared schema. */
  options: object;
  onThread: (threadId: string) => void;
}) {
  const queryClient = useQueryClient();
  const setQuota = useSetAiQuota();
  const [turn, setTurn] = useState<Turn | null>(null);
  const [limitRefused, setLimitRefused] = useState<string | null>(null);
  const [locked, setLocked] = useState(false);
  const [announcement, setAnnouncement] = useState<Announcement>({ id: 0, text: "" });
  const controller = useRef<AbortController | null>(null);
  const stopWanted = useRef(false);

  const announce = useCallback((text: string) => setAnnouncement((a) => ({ id: a.id + 1, text })), []);
  const update = useCallback((change: (turn: Turn) => Turn) => setTurn((t) => (t ? change(t) : t)), []);

  // Leaving the page or the thread lets go of the stream; the server still finishes and saves the answer.
  const release = useCallback(() => {
    controller.current?.abort();
    controller.current = null;
    stopWanted.current = false;
  }, []);
  useEffect(() => release, [release]);

  const refreshThread = useCallback(
    async (id: string | null) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: aiKeys.threadLists() }),
        id ? queryClient.invalidateQueries({ queryKey: aiKeys.thread(id) }) : undefined,
      ]);
    },
    [queryClient],
  );

  /**
   * Stop (ai.md §1.3): the server aborts the provider call, saves the partial answer as "Stopped" and ends the
   * stream with its `done`. Only if that doesn't arrive does this tab let go and re-read the thread.
   */
  const sendStop = useCallback(
    async (messageId: string, threadOfTurn: string | null) => {
      const streaming = controller.current;
      try {
        await stopAnswer(messageId);
      } catch {
        // Already finished, or the connection is gone: the thread is re-read below either way.
      }
      await new Promise((resolve) => setTimeout(resolve, stopGraceMs));
      if (controller.current !== streaming || !streaming) return;
      streaming.abort();
      controller.current = null;
      update((t) => ({ ...t, phase: "stopped" }));
      announce("Answer stopped.");
      await refreshThread(threadOfTurn);
      setTurn((t) => (t?.phase === "stopped" ? null : t));
    },
    [announce, refreshThread, update],
  );

  const run = useCallback(
    async (
      start: Turn,
      open: (signal: AbortSignal) => Promise<AsyncGenerator<SseEvent, void, undefined>>,
    ) => {
      release();
      const abort = new AbortController();
      controller.current = abort;
      setTurn(start);
      setLimitRefused(null);
      if (!navigator.onLine) {
        update((t) => ({
          ...t,
          phase: "failed",
          error: { code: browserOfflineCode, message: aiErrorMessages.browser_offline, at: Date.now() },
        }));
        return;
      }
      let current = start;
      try {
        const frames = await open(abort.signal);
        for await (const frame of frames) {
          if (abort.signal.aborted) return;
          if (frame.event === "meta") {
            const { threadId: id, userMessageId, assistantMessageId, source, quota } = frame.data;
            current = { ...current, threadId: id, userMessageId, assistantMessageId, source };
            setQuota(quota);
            update((t) => ({ ...t, threadId: id, userMessageId, assistantMessageId, source }));
            if (id !== start.threadId) onThread(id);
            void queryClient.invalidateQueries({ queryKey: aiKeys.threadLists() });
            if (stopWanted.current) void sendStop(assistantMessageId, id);
          } else if (frame.event === "status") {
            update((t) => ({ ...t, stage: frame.data.stage }));
          } else if (frame.event === "delta") {
            update((t) => ({ ...t, stage: "writing", text: t.text + frame.data.text }));
          } else if (frame.event === "done") {
            setQuota(frame.data.quota);
            const message = frame.data.message;
            update((t) => ({ ...t, phase: "done", message, text: message.content }));
            announce(message.status === "stopped" ? "Answer stopped." : "Answer complete.");
            await refreshThread(message.threadId);
            // The thread now holds the answer: the turn steps aside (unless a newer one has started).
            setTurn((t) => (t?.message?.id === message.id ? null : t));
          } else {
            setQuota(frame.data.quota);
            const { code, message, offlineAvailable } = frame.data;
            update((t) => ({
              ...t,
              phase: "failed",
              error: { code, message, offlineAvailable, at: Date.now() },
            }));
            announce(message);
            void refreshThread(current.threadId);
          }
        }
      } catch (caught) {
        if (abort.signal.aborted) return;
        const plan = planRequiredOf(caught);
        if (plan) {
          setLocked(true);
          setTurn(null);
          return;
        }
        if (caught instanceof BrokenStreamError && current.threadId) {
          // The server finishes and saves the answer even without us: the thread shows "Answer in progress...".
          setTurn(null);
          void refreshThread(current.threadId);
          return;
        }
        const error = errorOf(caught);
        if (limitCodes.has(error.code)) {
          // The limit card takes the input's place; the question waits there for an offline answer.
          void queryClient.invalidateQueries({ queryKey: aiKeys.quota() });
          setLimitRefused(start.question);
          setTurn(null);
          return;
        }
        update((t) => ({ ...t, phase: "failed", error }));
        announce(error.message);
      } finally {
        if (controller.current === abort) controller.current = null;
      }
    },
    [announce, onThread, queryClient, refreshThread, release, sendStop, setQuota, update],
  );

  const blank = (over: Partial<Turn>): Turn => ({
    kind: "ask",
    question: null,
    offline: false,
    threadId,
    userMessageId: null,
    assistantMessageId: null,
    replacesMessageId: null,
    text: "",
    source: null,
    stage: "sending",
    phase: "streaming",
    message: null,
    error: null,
    ...over,
  });

  const send = ({ message, offline = false }: Send) => {
    const body = { assistant, threadId: threadId ?? undefined, message, options, offline } as AskBody;
    void run(blank({ kind: "ask", question: message, offline }), (signal) => askAssistant(body, signal));
  };

  /** Regenerate (or Retry) the thread's last answer; `replaces` is the saved answer it stands in for. */
  const regenerate = ({
    offline = false,
    replaces = null,
  }: {
    offline?: boolean;
    replaces?: string | null;
  }) => {
    if (!threadId) return;
    const id = threadId;
    void run(blank({ kind: "regenerate", offline, replacesMessageId: replaces }), (signal) =>
      regenerateAnswer(id, offline, signal),
    );
  };

  /** Retry or Answer offline after a failed turn: the saved question is regenerated, an unsaved one sent again. */
  const again = (offline: boolean) => {
    const failed = turn;
    if (!failed) return;
    if (failed.kind === "regenerate" || failed.userMessageId) {
      regenerate({ offline, replaces: failed.assistantMessageId ?? failed.replacesMessageId });
    } else if (failed.question) {
      send({ message: failed.question, offline });
    }
  };

  const stop = () => {
    const current = turn;
    if (!current || current.phase !== "streaming") return;
    update((t) => ({ ...t, phase: "stopping" }));
    if (current.assistantMessageId) void sendStop(current.assistantMessageId, current.threadId);
    else stopWanted.current = true;
  };

  /** A new conversation or another thread: this tab stops reading (the server keeps writing and saving). */
  const reset = () => {
    release();
    setTurn(null);
    setLimitRefused(null);
  };

  return {
    turn,
    busy: turn !== null && (turn.phase === "streaming" || turn.phase === "stopping"),
    /** The question a limit refused, waiting for "Answer with the offline study engine". */
    limitRefused,
    clearLimitRefused: () => setLimitRefused(null),
    /** The server answered 402: the plan no longer includes this assistant. */
    locked,
    announcement,
    send,
    regenerate,
    again,
    stop,
    reset,
    dismiss: () => setTurn((t) => (t && t.phase === "failed" ? null : t)),
  };
}

export type Chat = ReturnType<typeof useChat>;
