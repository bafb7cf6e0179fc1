import { ArrowDown } from "lucide-react";
import { useEffect, useLayoutEffect, useRef, useState } from "react";
import {
  type ChatMessageDto,
  type ChatReaction,
  type ChatViewerDto,
  communityMessages,
} from "@common/schemas/community";
import type { PublicProfileDto } from "@common/schemas/public-profile";
import { Button } from "@client/components/ui/button";
import { RetryAlert } from "@client/components/ui/retry-alert";
import { Spinner } from "@client/components/ui/spinner";
import type { PendingMessage } from "@client/features/community/lib/pending";
import { layoutStream } from "@client/features/community/lib/stream-layout";
import { MessageItem, PendingItem } from "./message-item";

/** Within this many pixels of the end counts as "at the bottom" (reading the newest message). */
const bottomSlack = 48;
/** Within this many pixels of the top, the next older page is fetched. */
const topSlack = 160;

export type MessageStreamProps = {
  channelName: string;
  messages: readonly ChatMessageDto[];
  hasOlder: boolean;
  pending: readonly PendingMessage[];
  /** The "New messages" divider goes before this message; the stream first opens there. */
  dividerBeforeId: string | null;
  viewer: ChatViewerDto | null;
  self: PublicProfileDto | null;
  canPost: boolean;
  /** Reply needs the composer (not in a read-only channel). */
  canReply: boolean;
  now: number;
  timeZone?: string;
  loadingOlder: boolean;
  olderFailed: boolean;
  onLoadOlder: () => void;
  /** The newest message is on screen (and the tab visible): the caller marks the channel read. */
  onBottomVisible: () => void;
  onReply: (message: ChatMessageDto) => void;
  onReact: (message: ChatMessageDto, emoji: ChatReaction, on: boolean) => void;
  onRetry: (clientId: string) => void;
  onDiscard: (clientId: string) => void;
};

/**
 * The message stream (screens.md §8.1): a `log` region (new messages are read out politely), opening at the member's
 * last-read position under a "New messages" divider. Scrolling near the top loads 50 older messages while keeping
 * the reader's place; away from the bottom, **Jump to latest** appears; at the bottom, new messages keep it there.
 */
export function MessageStream(props: MessageStreamProps) {
  const { messages, pending, hasOlder, loadingOlder, olderFailed, onLoadOlder, onBottomVisible } = props;
  const box = useRef<HTMLDivElement>(null);
  const atBottom = useRef(true);
  const [showJump, setShowJump] = useState(false);
  const positioned = useRef(false);
  const lastHeight = useRef(0);
  const firstId = messages[0]?.id;
  const lastKey = `${messages.at(-1)?.id ?? ""}|${pending.length}`;
  const previousFirst = useRef(firstId);
  const previousLast = useRef(lastKey);
  const previousPending = useRef(pending.length);

  const readPosition = () => {
    const element = box.current;
    if (!element) return;
    const bottom = element.scrollHeight - element.scrollTop - element.clientHeight <= bottomSlack;
    atBottom.current = bottom;
    setShowJump(!bottom);
    if (bottom && document.visibilityState === "visible") onBottomVisible();
  };

  const scrollToBottom = (smooth = false) => {
    const element = box.current;
    if (!element) return;
    element.scrollTo({ top: element.scrollHeight, behavior: smooth ? "smooth" : "auto" });
    atBottom.current = true;
    setShowJump(false);
  };

  // Before the first paint: open at the divider (a little above it), or at the newest message.
  useLayoutEffect(() => {
    const element = box.current;
    if (!element || positioned.current) return;
    positioned.current = true;
    const divider = element.querySelector<HTMLElement>("[data-unread-divider]");
    if (divider) element.scrollTop = Math.max(0, divider.offsetTop - 24);
    else element.scrollTop = element.scrollHeight;
    lastHeight.current = element.scrollHeight;
    readPosition();
  });

  // After each change: older messages added above keep the reader's place; new ones below follow the bottom.
  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return;
    if (previousFirst.current !== firstId && previousFirst.current !== undefined) {
      element.scrollTop += element.scrollHeight - lastHeight.current;
    } else if (
      pending.length > previousPending.current ||
      (previousLast.current !== lastKey && atBottom.current)
    ) {
      // The member's own new message always brings them to the bottom; others' only when already there.
      element.scrollTop = element.scrollHeight;
    }
    previousPending.current = pending.length;
    previousFirst.current = firstId;
    previousLast.current = lastKey;
    lastHeight.current = element.scrollHeight;
    readPosition();
    // readPosition reads the latest props; the effect runs when the stream's ends change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [firstId, lastKey]);

  // Coming back to the tab while at the bottom counts as reading.
  useEffect(() => {
    const onVisible = () => {
      if (document.visibilityState === "visible" && atBottom.current) onBottomVisible();
    };
    document.addEventListener("visibilitychange", onVisible);
    return () => document.removeEventListener("visibilitychange", onVisible);
  }, [onBottomVisible]);

  const onScroll = () => {
    const element = box.current;
    if (!element) return;
    lastHeight.current = element.scrollHeight;
    readPosition();
    if (element.scrollTop < topSlack && hasOlder && !loadingOlder && !olderFailed) onLoadOlder();
  };

  const items = layoutStream(messages, {
    dividerBeforeId: props.dividerBeforeId,
    now: new Date(props.now),
    timeZone: props.timeZone,
  });
  const empty = messages.length === 0 && pending.length === 0 && !hasOlder;

  return (
    <div className="relative min-h-0 flex-1">
      <div
        ref={box}
        onScroll={onScroll}
        role="log"
        aria-live="polite"
        aria-relevant="additions"
        aria-busy={loadingOlder || undefined}
        aria-label={`Messages in #${props.channelName}`}
        tabIndex={0}
        className="h-full overflow-y-auto py-2 [overflow-anchor:none] focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-night"
      >
        {hasOlder && (
          <div className="flex justify-center py-2">
            {olderFailed ? (
              <RetryAlert message="Couldn't load older messages" onRetry={onLoadOlder} className="mx-3" />
            ) : loadingOlder ? (
              <Spinner label="Loading older messages" />
            ) : (
              <Button variant="ghost" size="sm" onClick={onLoadOlder}>
                Load older messages
              </Button>
            )}
          </div>
        )}
        {!hasOlder && messages.length > 0 && (
          <p className="px-4 py-3 text-center text-xs text-stone-500">
            This is the start of #{props.channelName}.
          </p>
        )}
        {empty && (
          <p className="flex h-full items-center justify-center px-4 text-center text-stone-600">
            {communityMessages.emptyChannel}
          </p>
        )}
        <ol className="space-y-0.5">
          {items.map((item) => {
            if (item.kind === "day")
              return (
                <li
                  key={item.key}
                  className="flex items-center gap-3 px-4 py-2 text-xs font-medium text-stone-500"
                >
                  <span className="h-px flex-1 bg-stone-200" aria-hidden="true" />
                  {item.label}
                  <span className="h-px flex-1 bg-stone-200" aria-hidden="true" />
                </li>
              );
            if (item.kind === "divider")
              return (
                <li
                  key={item.key}
                  data-unread-divider
                  className="flex items-center gap-3 px-4 py-1 text-xs font-semibold text-red-700"
                >
                  <span className="h-px flex-1 bg-red-300" aria-hidden="true" />
                  New messages
                  <span className="h-px flex-1 bg-red-300" aria-hidden="true" />
                </li>
              );
            return (
              <MessageItem
                key={item.key}
                message={item.message}
                continued={item.continued}
                viewer={props.viewer}
                canPost={props.canPost}
                canReply={props.canReply}
                now={props.now}
                timeZone={props.timeZone}
                onReply={props.onReply}
                onReact={props.onReact}
              />
            );
          })}
          {pending.map((message) => (
            <PendingItem
              key={message.clientId}
              pending={message}
              author={props.self}
              onRetry={() => props.onRetry(message.clientId)}
              onDiscard={() => props.onDiscard(message.clientId)}
            />
          ))}
        </ol>
      </div>
      {showJump && !empty && (
        <Button
          variant="outline"
          size="sm"
          className="absolute right-4 bottom-3 rounded-full shadow-md"
          onClick={() => scrollToBottom(true)}
        >
          <ArrowDown className="size-4" aria-hidden="true" />
          Jump to latest
        </Button>
      )}
    </div>
  );
}
