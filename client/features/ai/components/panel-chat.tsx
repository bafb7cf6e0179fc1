import { History, MessageSquarePlus } from "lucide-react";
import { type ReactNode, useCallback, useRef, useState } from "react";
import { aiErrorMessages, aiLimits } from "@common/constants/ai";
import type { AiMessageDto } from "@common/schemas/ai";
import { Alert } from "@client/components/ui/alert";
import { Button } from "@client/components/ui/button";
import { RetryAlert } from "@client/components/ui/retry-alert";
import { Skeleton } from "@client/components/ui/skeleton";
import { useAiQuota } from "../api/get-ai-quota";
import { useAiStatus } from "../api/get-ai-status";
import { useThread } from "../api/get-thread";
import { useContextThreads } from "../api/list-threads";
import { atLimit } from "../lib/quota-text";
import { stageText } from "../lib/stage-text";
import { useOfflineChoice } from "../lib/use-offline-choice";
import { useChat } from "../lib/use-chat";
import { useReferenceParser } from "../lib/use-reference-parser";
import { Composer } from "./composer";
import { ErrorCard } from "./error-card";
import { FeedbackButtons } from "./feedback-buttons";
import { LimitCard } from "./limit-card";
import { AnswerView, CopyButton, QuestionBubble, type RoomHref } from "./message-view";

type PanelAssistant = "room_assistant" | "verse_assistant";

export type PanelChatProps = {
  assistant: PanelAssistant;
  /** The assistant's options: `{ roomId }` or `{ reference, lens? }` (checked by the server). */
  options: { roomId: string } | { reference: string; lens?: string };
  /** The room id or the verse's reference: whose conversations the panel lists. */
  context: string;
  /** "Previous conversations" (a room) or "Earlier questions on this verse". */
  historyLabel: string;
  placeholder: string;
  roomHref: RoomHref;
  /** More actions on a finished answer, e.g. "Save as gem". */
  answerActions?: (message: AiMessageDto) => ReactNode;
};

/**
 * The room and verse assistant's Ask tab (ai.md §3.12): the chat of the assistant pages — the same stream, Stop,
 * error and limit cards, answers and thumbs — in a panel, with the conversations of this room or this verse listed
 * above it instead of a sidebar. The open conversation lives in the panel, not in the page's URL.
 */
export function PanelChat({
  assistant,
  options,
  context,
  historyLabel,
  placeholder,
  roomHref,
  answerActions,
}: PanelChatProps) {
  const [threadId, setThreadId] = useState<string | null>(null);
  const [draft, setDraft] = useState("");
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const status = useAiStatus();
  const quota = useAiQuota();
  const parser = useReferenceParser();
  const history = useContextThreads(assistant, context);
  const onThread = useCallback((id: string) => setThreadId(id), []);
  const chat = useChat({ assistant, threadId, options, onThread });
  const thread = useThread(threadId, { poll: !chat.busy });

  const mode = status.data?.mode;
  const limited = atLimit(quota.data, mode);
  const turn = chat.turn;
  const hidden = new Set([turn?.userMessageId, turn?.assistantMessageId, turn?.replacesMessageId]);
  const messages = (thread.data?.messages ?? []).filter((message) => !hidden.has(message.id));
  const threads = (history.data?.threads ?? []).filter((each) => each.id !== threadId);

  const open = (id: string | null) => {
    chat.reset();
    setThreadId(id);
    setDraft("");
    if (id === null) requestAnimationFrame(() => inputRef.current?.focus());
  };
  const { offlineNext, send, answerOffline } = useOfflineChoice(chat, inputRef, () => setDraft(""));

  const actionsFor = (message: AiMessageDto) => (
    <>
      <CopyButton text={message.content} />
      {message.status !== "failed" && <FeedbackButtons messageId={message.id} initial={message.rating} />}
      {message.status === "complete" && answerActions?.(message)}
    </>
  );

  return (
    <div className="space-y-4" data-testid="panel-chat">
      <section aria-labelledby="panel-chat-history" className="space-y-2">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h3
            id="panel-chat-history"
            className="flex items-center gap-1.5 text-sm font-semibold text-stone-700"
          >
            <History className="size-4" aria-hidden="true" />
            {historyLabel}
          </h3>
          {threadId && (
            <Button variant="outline" size="sm" onClick={() => open(null)}>
              <MessageSquarePlus className="size-4" aria-hidden="true" />
              New conversation
            </Button>
          )}
        </div>
        {history.isPending ? (
          <Skeleton className="h-8 w-full" />
        ) : history.isError ? (
          <RetryAlert message="Couldn't load the conversations." onRetry={() => history.refetch()} />
        ) : threads.length === 0 ? (
          <p className="text-sm text-stone-600">{threadId ? "No other conversations yet." : "None yet."}</p>
        ) : (
          <ul className="flex flex-wrap gap-2" data-testid="panel-chat-history">
            {threads.slice(0, 8).map((each) => (
              <li key={each.id}>
                <button
                  type="button"
                  onClick={() => open(each.id)}
                  className="max-w-72 truncate rounded-full border border-stone-300 bg-white px-3 py-1 text-left text-sm text-ink hover:bg-stone-50"
                  title={each.title}
                >
                  {each.title}
                </button>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-label="Conversation" className="space-y-3">
        {threadId && thread.isPending && !turn && <Skeleton className="h-24 w-full" />}
        {threadId && thread.isError && !turn && (
          <RetryAlert message="Couldn't load this conversation." onRetry={() => thread.refetch()} />
        )}
        {messages.map((message) =>
          message.role === "user" ? (
            <QuestionBubble key={message.id} text={message.content} />
          ) : (
            <AnswerView
              key={message.id}
              answer={message}
              parser={parser}
              roomHref={roomHref}
              actions={message.status === "streaming" ? undefined : actionsFor(message)}
            />
          ),
        )}
        {turn?.kind === "ask" && turn.question && <QuestionBubble text={turn.question} />}
        {turn && (turn.text !== "" || chat.busy) && (
          <AnswerView
            answer={{
              content: turn.message?.content ?? turn.text,
              rooms: turn.message?.rooms ?? [],
              passages: turn.message?.passages ?? [],
              timeline: [],
              source: turn.message?.source ?? turn.source,
              status: turn.message?.status ?? (turn.phase === "stopped" ? "stopped" : "complete"),
            }}
            parser={parser}
            roomHref={roomHref}
            streaming={chat.busy}
            progress={stageText[turn.stage]}
          />
        )}
        {turn?.error && (
          <ErrorCard
            error={turn.error}
            offlineMode={mode === "offline"}
            onRetry={() => chat.again(false)}
            onOffline={() => chat.again(true)}
            onNew={() => open(null)}
          />
        )}
      </section>

      {thread.data?.full ? (
        <Alert tone="info">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <p>{aiErrorMessages.thread_full}</p>
            <Button size="sm" onClick={() => open(null)}>
              New conversation
            </Button>
          </div>
        </Alert>
      ) : limited && quota.data && !offlineNext && !chat.busy ? (
        <LimitCard quota={quota.data} onOffline={answerOffline} onReset={() => void quota.refetch()} />
      ) : (
        <Composer
          value={draft}
          onChange={setDraft}
          max={aiLimits.chatMessageMax}
          onSend={send}
          streaming={chat.busy}
          stopping={turn?.phase === "stopping"}
          onStop={chat.stop}
          inputRef={inputRef}
          placeholder={placeholder}
          note={
            offlineNext
              ? "Your next question will be answered by the offline study engine. It isn't counted."
              : undefined
          }
        />
      )}
      <p className="sr-only" role="status" aria-live="polite">
        {chat.announcement.text}
        {chat.announcement.id % 2 === 1 ? "\u00a0" : ""}
      </p>
    </div>
  );
}
