import { SearchX } from "lucide-react";
import { type ReactNode, useCallback, useEffect, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import { aiLimits, aiText, assistantFeature } from "@common/constants/ai";
import { type AiMessageDto, type AiThreadDetailDto, assistantOptions } from "@common/schemas/ai";
import { Alert } from "@client/components/ui/alert";
import { Button } from "@client/components/ui/button";
import { Dialog, DialogContent, DialogTitle } from "@client/components/ui/dialog";
import { RetryAlert } from "@client/components/ui/retry-alert";
import { Skeleton } from "@client/components/ui/skeleton";
import { ApiError } from "@client/lib/api-client";
import { useEntitlement } from "@client/lib/use-entitlement";
import { useAiQuota } from "../api/get-ai-quota";
import { useAiStatus } from "../api/get-ai-status";
import { useThread } from "../api/get-thread";
import { type OptionsOf, type PageAssistant, assistantContent } from "../lib/assistant-content";
import { atLimit } from "../lib/quota-text";
import { loadOptions, saveOptions } from "../lib/remembered-options";
import { useReadAloud } from "../lib/read-aloud";
import { type Turn, useChat } from "../lib/use-chat";
import { stageText } from "../lib/stage-text";
import { useOfflineChoice } from "../lib/use-offline-choice";
import { useReferenceParser } from "../lib/use-reference-parser";
import { ChatHeader } from "./chat-header";
import { Composer } from "./composer";
import { ErrorCard } from "./error-card";
import { FeedbackButtons } from "./feedback-buttons";
import { LimitCard } from "./limit-card";
import { LockedAssistant } from "./locked-assistant";
import {
  AnswerView,
  CopyButton,
  QuestionBubble,
  ReadAloudButton,
  RegenerateButton,
  type RoomHref,
} from "./message-view";
import { ThreadSidebar } from "./thread-sidebar";

/** The options a thread was last asked with (its context), or null when it holds none this page can read. */
function optionsFromContext<A extends PageAssistant>(assistant: A, context: Record<string, unknown>) {
  const schema = assistantOptions[assistant];
  for (const candidate of [context.options, context]) {
    if (!candidate || typeof candidate !== "object") continue;
    const keys = Object.keys(schema.shape);
    const picked = Object.fromEntries(Object.entries(candidate).filter(([key]) => keys.includes(key)));
    if (Object.keys(picked).length === 0) continue;
    const parsed = schema.safeParse(picked);
    if (parsed.success) return parsed.data as OptionsOf<A>;
  }
  return null;
}

/** The messages the live turn stands in for are left out of the saved list until the thread is re-read. */
function visibleMessages(detail: AiThreadDetailDto | undefined, turn: Turn | null): AiMessageDto[] {
  const messages = detail?.messages ?? [];
  if (!turn) return messages;
  const hidden = new Set([turn.userMessageId, turn.assistantMessageId, turn.replacesMessageId]);
  return messages.filter((message) => !hidden.has(message.id));
}

function ThreadNotFound({ onNew }: { onNew: () => void }) {
  return (
    <section
      className="flex flex-col items-center gap-3 rounded-xl border border-stone-200 bg-white px-4 py-10 text-center"
      data-testid="thread-not-found"
    >
      <SearchX className="size-10 text-stone-400" aria-hidden="true" />
      <h2 className="text-xl font-semibold text-night">Conversation not found</h2>
      <p className="max-w-md text-stone-600">
        This conversation doesn't exist, was deleted, or belongs to someone else.
      </p>
      <Button onClick={onNew}>New conversation</Button>
    </section>
  );
}

/**
 * What a start panel gets (Culture & Controversy, ai.md §3.5): the topic (the page's draft), the options it fills in
 * (sent with the first question; never remembered in the browser), and `onStart`, which sends the topic.
 */
export type StartPanel<A extends PageAssistant> = {
  topic: string;
  onTopic: (topic: string) => void;
  options: OptionsOf<A>;
  onOptions: (options: OptionsOf<A>) => void;
  onStart: (topic: string) => void;
  /** Said above the panel, e.g. that the next answer comes from the offline study engine. */
  note?: string;
};

export type ChatScreenProps<A extends PageAssistant> = {
  assistant: A;
  /** The palace's room page for a room chip. */
  roomHref: RoomHref;
  /** The options above the input (ai.md §3.1–3.4), remembered per thread. */
  renderOptions: (options: OptionsOf<A>, setOptions: (options: OptionsOf<A>) => void) => ReactNode;
  /** KidGPT's layout: large text, big buttons, Read aloud on each answer. */
  kid?: boolean;
  /**
   * In place of the starter prompts, e.g. KidGPT's picture topics: large in an empty conversation (`compact`
   * false), and as a smaller row above the options once the conversation has begun.
   */
  renderTopics?: (
    ask: (question: string) => void,
    layout: { compact: boolean; disabled: boolean },
  ) => ReactNode;
  maxLength?: number;
  /**
   * In an empty conversation, in place of the starter prompts and the input: a panel that starts the thread
   * (Culture & Controversy's topic, chips and excerpt). Once it has begun, the input continues it as a chat.
   */
  renderStart?: (panel: StartPanel<A>) => ReactNode;
  /** Answers show each `##` section as a disclosure that collapses once written (ai.md §3.5). */
  sectioned?: boolean;
  /** The input's placeholder; "Ask <name>…" when omitted. */
  placeholder?: string;
};

/**
 * The chat screen the four assistants share (ai.md §1.3–1.5, §1.8, §3.1–3.4): header with the mode label and
 * questions-left chip, the offline and degraded banners, the thread sidebar (a sheet on phones), the open thread
 * from `?thread=`, streaming answers with Stop, Copy, Regenerate and thumbs, the error and limit cards, and the
 * input. A plan without the assistant sees what it does, a sample answer and the upgrade prompt.
 */
export function ChatScreen<A extends PageAssistant>({
  assistant,
  roomHref,
  renderOptions,
  kid = false,
  renderTopics,
  maxLength = aiLimits.chatMessageMax,
  renderStart,
  sectioned = false,
  placeholder,
}: ChatScreenProps<A>) {
  const content = assistantContent[assistant];
  const gate = useEntitlement(assistantFeature[assistant]);
  const [params, setParams] = useSearchParams();
  const threadId = params.get("thread");
  const allowed = gate.status === "allowed";
  const status = useAiStatus({ enabled: allowed });
  const quota = useAiQuota({ enabled: allowed });
  const parser = useReferenceParser();
  const readAloud = useReadAloud();

  const [options, setOptions] = useState<OptionsOf<A>>(() => loadOptions(assistant));
  const chooseOptions = (next: OptionsOf<A>) => {
    setOptions(next);
    saveOptions(assistant, next);
  };
  const [draft, setDraft] = useState("");
  const [sheetOpen, setSheetOpen] = useState(false);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const endRef = useRef<HTMLDivElement>(null);
  /** The thread this tab just created: its id arriving in the URL must not interrupt the answer. */
  const ownThread = useRef<string | null>(null);

  const setThread = useCallback(
    (id: string | null, replace = false) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (id) next.set("thread", id);
          else next.delete("thread");
          return next;
        },
        { replace },
      ),
    [setParams],
  );
  const onThread = useCallback(
    (id: string) => {
      ownThread.current = id;
      setThread(id, true);
    },
    [setThread],
  );

  const chat = useChat({ assistant, threadId, options, onThread });
  const { offlineNext, send, answerOffline } = useOfflineChoice(chat, inputRef, () => setDraft(""));
  const thread = useThread(allowed ? threadId : null, { poll: !chat.busy });

  // Back/forward to another thread lets go of this tab's answer (the server still saves it).
  const { turn, reset } = chat;
  const shownThread = useRef(threadId);
  useEffect(() => {
    if (shownThread.current === threadId) return;
    shownThread.current = threadId;
    if (threadId !== ownThread.current) reset();
  }, [threadId, reset]);

  // A thread's options come back with it (set while rendering, once per thread: no flash of the old ones).
  const [optionsFor, setOptionsFor] = useState<string | null>(null);
  if (thread.data && optionsFor !== thread.data.thread.id) {
    setOptionsFor(thread.data.thread.id);
    const remembered = optionsFromContext(assistant, thread.data.thread.context);
    if (remembered) setOptions(remembered);
  }
  // A start panel begins blank: another thread's excerpt never carries over into a new conversation.
  if (renderStart && !threadId && optionsFor !== null) {
    setOptionsFor(null);
    setOptions(loadOptions(assistant));
  }

  // The degraded banner goes when its time is up.
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 15_000);
    return () => clearInterval(timer);
  }, []);

  // Keep the newest words in view while they stream, unless the member scrolled up to read.
  const streamedLength = turn?.text.length ?? 0;
  useEffect(() => {
    if (!turn) return;
    const nearBottom = window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 240;
    if (nearBottom || streamedLength === 0) endRef.current?.scrollIntoView({ block: "end" });
  }, [turn, streamedLength]);

  const newConversation = () => {
    chat.reset();
    ownThread.current = null;
    setThread(null);
    setSheetOpen(false);
    setDraft("");
    requestAnimationFrame(() => inputRef.current?.focus());
  };
  const openThread = (id: string) => {
    chat.reset();
    ownThread.current = null;
    setThread(id);
    setSheetOpen(false);
  };

  if (gate.status === "pending")
    return (
      <main className="mx-auto max-w-6xl space-y-4 px-4 py-8">
        <Skeleton className="h-10 w-64" />
        <Skeleton className="h-40 w-full" />
      </main>
    );
  if (gate.status === "locked" || chat.locked)
    return (
      <LockedAssistant
        assistant={assistant}
        trialUsed={gate.status === "locked" ? gate.trialUsed : undefined}
        parser={parser}
        roomHref={roomHref}
        large={kid}
      />
    );

  const mode = status.data?.mode;
  const degraded =
    mode !== "offline" &&
    status.data?.degradedUntil !== null &&
    status.data?.degradedUntil !== undefined &&
    new Date(status.data.degradedUntil).getTime() > now;
  const notFound = thread.error instanceof ApiError && thread.error.status === 404;
  const detail = thread.data;
  const messages = visibleMessages(detail, chat.turn);
  const lastAnswer = [...messages].reverse().find((m) => m.role === "assistant");
  const lastMessage = messages.at(-1);
  const limited = atLimit(quota.data, mode);
  const empty = !threadId && !chat.turn;

  const actionsFor = (message: AiMessageDto) => {
    const isLast = message.id === lastMessage?.id && message.id === lastAnswer?.id;
    const canRegenerate = isLast && !chat.turn && !limited && message.status !== "streaming";
    return (
      <>
        <CopyButton text={message.content} />
        {canRegenerate && (
          <RegenerateButton
            retry={message.status === "interrupted" || message.status === "failed"}
            onClick={() => chat.regenerate({ replaces: message.id })}
          />
        )}
        {message.status !== "failed" && <FeedbackButtons messageId={message.id} initial={message.rating} />}
        {kid && (
          <span className="ml-auto">
            <ReadAloudButton
              speaking={readAloud.speaking === message.id}
              onClick={() => readAloud.toggle(message.id, message.content)}
            />
          </span>
        )}
      </>
    );
  };

  const sidebar = (
    <ThreadSidebar
      assistant={assistant}
      activeId={threadId}
      onSelect={openThread}
      onNew={newConversation}
      onDeleted={(id) => {
        if (id === threadId) newConversation();
      }}
    />
  );

  const liveTurn = chat.turn && (
    <>
      {chat.turn.kind === "ask" && chat.turn.question && (
        <QuestionBubble text={chat.turn.question} large={kid} />
      )}
      {(chat.turn.text !== "" || chat.turn.phase === "streaming" || chat.turn.phase === "stopping") && (
        <AnswerView
          answer={{
            content: chat.turn.message?.content ?? chat.turn.text,
            rooms: chat.turn.message?.rooms ?? [],
            passages: chat.turn.message?.passages ?? [],
            timeline: chat.turn.message?.timeline ?? [],
            suggestions: chat.turn.message?.suggestions,
            source: chat.turn.message?.source ?? chat.turn.source,
            status:
              chat.turn.message?.status ??
              (chat.turn.phase === "stopped"
                ? "stopped"
                : chat.turn.phase === "failed" && chat.turn.error?.code === "ai_interrupted"
                  ? "interrupted"
                  : "complete"),
          }}
          parser={parser}
          roomHref={roomHref}
          streaming={chat.busy}
          progress={stageText[chat.turn.stage]}
          large={kid}
          sectioned={sectioned}
          actions={
            chat.turn.error?.code === "ai_interrupted" ? (
              <RegenerateButton retry onClick={() => chat.again(false)} />
            ) : undefined
          }
        />
      )}
      {chat.turn.error && chat.turn.error.code !== "ai_interrupted" && (
        <ErrorCard
          error={chat.turn.error}
          offlineMode={mode === "offline"}
          onRetry={() => chat.again(false)}
          onOffline={() => chat.again(true)}
          onNew={newConversation}
        />
      )}
    </>
  );

  let inputArea: ReactNode;
  if (detail?.full && threadId)
    inputArea = (
      <Alert tone="info" data-testid="thread-full">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p>This conversation is full. Start a new one.</p>
          <Button size="sm" onClick={newConversation}>
            New conversation
          </Button>
        </div>
      </Alert>
    );
  else if (limited && quota.data && !offlineNext && !chat.busy)
    inputArea = (
      <LimitCard quota={quota.data} onOffline={answerOffline} onReset={() => void quota.refetch()} />
    );
  else if (empty && renderStart)
    inputArea = renderStart({
      topic: draft,
      onTopic: setDraft,
      options,
      onOptions: setOptions,
      onStart: send,
      note: offlineNext
        ? "Your next question will be answered by the offline study engine. It isn't counted."
        : undefined,
    });
  else
    inputArea = (
      <Composer
        value={draft}
        onChange={setDraft}
        max={maxLength}
        onSend={send}
        streaming={chat.busy}
        stopping={chat.turn?.phase === "stopping"}
        onStop={chat.stop}
        large={kid}
        inputRef={inputRef}
        placeholder={placeholder ?? (kid ? "Ask me anything about the Bible…" : `Ask ${content.name}…`)}
        note={
          offlineNext
            ? "Your next question will be answered by the offline study engine. It isn't counted."
            : undefined
        }
      />
    );

  return (
    <main className="mx-auto max-w-6xl px-4 py-6 sm:py-8">
      <div className="lg:grid lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-8">
        <aside className="hidden lg:block">
          <div className="sticky top-20">{sidebar}</div>
        </aside>
        <div className="min-w-0 space-y-4">
          <ChatHeader
            name={content.name}
            intro={content.intro}
            status={status.data}
            quota={quota.data}
            onOpenThreads={() => setSheetOpen(true)}
            large={kid}
          />
          {mode === "offline" && (
            <Alert tone="info" data-testid="offline-banner">
              {aiText.offlineBanner}
            </Alert>
          )}
          {degraded && (
            <Alert tone="info" data-testid="degraded-banner">
              {aiText.degradedBanner}
            </Alert>
          )}

          <section aria-label="Conversation" className="space-y-4">
            {threadId && notFound ? (
              <ThreadNotFound onNew={newConversation} />
            ) : threadId && thread.isPending && !chat.turn ? (
              <div className="space-y-3" aria-label="Loading the conversation">
                <Skeleton className="ml-auto h-10 w-2/3" />
                <Skeleton className="h-32 w-full" />
              </div>
            ) : threadId && thread.isError && !chat.turn ? (
              <RetryAlert
                message="Couldn't load this conversation."
                onRetry={() => thread.refetch()}
                busy={thread.isFetching}
              />
            ) : (
              <>
                {detail?.olderMessagesLeftOut && (
                  <p
                    className="rounded-md bg-stone-100 px-3 py-2 text-sm text-stone-600"
                    data-testid="older-note"
                  >
                    {aiText.olderMessagesNote}
                  </p>
                )}
                {messages.map((message) =>
                  message.role === "user" ? (
                    <QuestionBubble key={message.id} text={message.content} large={kid} />
                  ) : message.status === "failed" ? (
                    <div
                      key={message.id}
                      className="rounded-xl border border-stone-200 bg-white p-4 text-stone-700"
                    >
                      <p>This answer couldn't be written.</p>
                      {message.id === lastMessage?.id && !chat.busy && (
                        <RegenerateButton retry onClick={() => chat.regenerate({ replaces: message.id })} />
                      )}
                    </div>
                  ) : (
                    <AnswerView
                      key={message.id}
                      answer={message}
                      parser={parser}
                      roomHref={roomHref}
                      large={kid}
                      actions={message.status === "streaming" ? undefined : actionsFor(message)}
                      onAsk={chat.busy ? undefined : send}
                      sectioned={sectioned}
                    />
                  ),
                )}
                {liveTurn}
                {empty &&
                  !renderStart &&
                  (renderTopics ? (
                    renderTopics(send, { compact: false, disabled: false })
                  ) : (
                    <StarterPrompts
                      prompts={content.starters}
                      onPick={(prompt) => {
                        setDraft(prompt);
                        requestAnimationFrame(() => inputRef.current?.focus());
                      }}
                    />
                  ))}
              </>
            )}
          </section>

          {!(threadId && notFound) && (
            <div className="space-y-3" ref={endRef}>
              {renderTopics &&
                !empty &&
                !limited &&
                renderTopics(send, { compact: true, disabled: chat.busy })}
              {renderOptions(options, chooseOptions)}
              {inputArea}
            </div>
          )}
          {/* One region that stays put, so screen readers hear each change; the alternating no-break space makes a
              repeated "Answer complete." a change too. */}
          <p className="sr-only" role="status" aria-live="polite">
            {chat.announcement.text}
            {chat.announcement.id % 2 === 1 ? "\u00a0" : ""}
          </p>
        </div>
      </div>

      <Dialog open={sheetOpen} onOpenChange={setSheetOpen}>
        <DialogContent layout="side" closeLabel="Close conversations" aria-describedby={undefined}>
          <DialogTitle className="mb-4">Conversations</DialogTitle>
          {sidebar}
        </DialogContent>
      </Dialog>
    </main>
  );
}

function StarterPrompts({
  prompts,
  onPick,
}: {
  prompts: readonly string[];
  onPick: (prompt: string) => void;
}) {
  if (prompts.length === 0) return null;
  return (
    <section aria-labelledby="starters-title" className="space-y-2">
      <h2 id="starters-title" className="text-sm font-semibold text-stone-700">
        Try one of these
      </h2>
      <ul className="grid gap-2 sm:grid-cols-2" data-testid="starter-prompts">
        {prompts.map((prompt) => (
          <li key={prompt}>
            <button
              type="button"
              onClick={() => onPick(prompt)}
              className="h-full w-full rounded-lg border border-stone-200 bg-white px-3 py-2.5 text-left text-sm text-ink shadow-sm hover:border-night-light hover:bg-indigo-50"
            >
              {prompt}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
