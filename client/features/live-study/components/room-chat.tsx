import { Send } from "lucide-react";
import { type KeyboardEvent, useEffect, useId, useLayoutEffect, useRef, useState } from "react";
import { COMMUNITY_LIMITS, communityMessages, messageBody } from "@common/schemas/community";
import type { RoomMessageDto, RoomStateDto } from "@common/schemas/live-study";
import { MessageText } from "@client/components/message-text";
import { useMyMute } from "@client/lib/api/get-my-mute";
import { ReportDialog } from "@client/components/report-dialog";
import { Button } from "@client/components/ui/button";
import { ConfirmDialog } from "@client/components/ui/confirm-dialog";
import { cn } from "@client/lib/cn";
import { inputCounter } from "@client/lib/input-counter";
import { toast } from "@client/lib/toast";
import { useDeleteRoomMessage } from "../api/delete-room-message";
import { useLoadOlderRoomMessages } from "../api/get-older-room-messages";
import { useSendRoomMessage } from "../api/send-room-message";
import { formatChatTime, formatMuteEnd } from "../lib/room-format";
import { chatErrorMessage } from "../lib/room-errors";
import { PersonAvatar } from "./person-avatar";

function ChatLine({ line, mine, timeZone }: { line: RoomMessageDto; mine: boolean; timeZone?: string }) {
  if (line.kind === "system")
    return (
      <li className="px-2 py-1 text-center text-xs text-stone-500 italic" data-testid="room-system-line">
        {line.body}
      </li>
    );
  const name = line.author?.displayName ?? "Former member";
  return (
    <li className="group flex gap-2 px-2 py-1.5" data-testid="room-chat-message">
      {line.author ? (
        <PersonAvatar user={line.author} size="sm" className="mt-0.5" />
      ) : (
        <span className="size-6" />
      )}
      <div className="min-w-0 flex-1">
        <p className="flex items-baseline gap-2 text-xs">
          <span className="font-semibold text-ink">{mine ? "You" : name}</span>
          <time dateTime={line.createdAt} className="text-stone-500">
            {formatChatTime(line.createdAt, timeZone)}
          </time>
          {line.hidden && <span className="text-amber-800">Hidden while moderators review it</span>}
        </p>
        {line.deleted || line.body === null ? (
          <p className="text-sm text-stone-500 italic">{communityMessages.deleted}</p>
        ) : (
          <MessageText text={line.body} className="block text-sm break-words whitespace-pre-wrap text-ink" />
        )}
      </div>
      {mine && !line.deleted && <DeleteOwnLine roomId={line.roomId} messageId={line.id} />}
      {!mine && !line.deleted && (
        <div className="shrink-0 opacity-100 sm:opacity-0 sm:group-focus-within:opacity-100 sm:group-hover:opacity-100">
          <ReportDialog
            subjectType="room_message"
            subjectId={line.id}
            subjectName={`${name}'s message`}
            buttonVariant="ghost"
            buttonSize="sm"
          />
        </div>
      )}
    </li>
  );
}

/** Delete on one's own line, confirmed first; everyone then sees "Message deleted". */
function DeleteOwnLine({ roomId, messageId }: { roomId: string; messageId: string }) {
  const remove = useDeleteRoomMessage(roomId);
  return (
    <div className="shrink-0 opacity-100 sm:opacity-0 sm:group-focus-within:opacity-100 sm:group-hover:opacity-100">
      <ConfirmDialog
        title="Delete this message?"
        description="Everyone in the room will see “Message deleted” in its place."
        confirmLabel="Delete"
        pendingLabel="Deleting…"
        destructive
        errorMessage="Couldn't delete the message. Try again."
        onConfirm={() => remove.mutateAsync(messageId).then(() => undefined)}
        trigger={
          <Button variant="ghost" size="sm" aria-label="Delete your message">
            Delete
          </Button>
        }
      />
    </div>
  );
}

/** The composer: Enter sends, Shift+Enter a new line; the counter near 2,000; a refusal keeps the text. */
function Composer({ roomId, timeZone }: { roomId: string; timeZone?: string }) {
  const [text, setText] = useState("");
  const [error, setError] = useState<string | null>(null);
  const send = useSendRoomMessage(roomId);
  const id = useId();
  const counter = inputCounter(text, COMMUNITY_LIMITS.bodyMax);

  const submit = () => {
    if (send.isPending) return;
    const check = messageBody().safeParse(text);
    if (!check.success) return setError(check.error.issues[0]?.message ?? communityMessages.bodyEmpty);
    setError(null);
    send.mutate(check.data, {
      onSuccess: () => setText(""),
      onError: (failure) => setError(chatErrorMessage(failure, (iso) => formatMuteEnd(iso, timeZone))),
    });
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === "Enter" && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };

  return (
    <form
      className="space-y-1 border-t border-stone-200 pt-3"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <label htmlFor={`${id}-message`} className="sr-only">
        Message the room
      </label>
      <div className="flex items-end gap-2">
        <textarea
          id={`${id}-message`}
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
          rows={2}
          placeholder="Message the room…"
          aria-invalid={counter.over || undefined}
          aria-describedby={`${id}-status`}
          className="min-h-10 w-full resize-none rounded-md border border-stone-300 bg-white px-3 py-2 text-base text-ink placeholder:text-stone-400 focus:border-night-light focus:ring-2 focus:ring-night-light/30 focus:outline-none sm:text-sm"
        />
        <Button type="submit" busy={send.isPending} disabled={counter.over}>
          {!send.isPending && <Send className="size-4" aria-hidden="true" />}
          Send
        </Button>
      </div>
      <div id={`${id}-status`} className="flex justify-between gap-2 text-xs">
        <span role="alert" className="text-destructive">
          {error ?? ""}
        </span>
        {counter.visible && (
          <span className={counter.over ? "text-destructive" : "text-stone-500"}>{counter.text}</span>
        )}
      </div>
    </form>
  );
}

/**
 * The room chat (screens §8.3 and §8 intro): system lines ("{name} joined", "{name} left", "Passage changed to …")
 * among the members' messages — plain text, links and Bible references as links — as a log screen readers follow,
 * earlier messages on demand, and the composer; read-only in a closed room, and in place of the composer the mute's
 * end for a muted member.
 */
export function RoomChat({
  state,
  live,
  timeZone,
}: {
  state: RoomStateDto;
  live: boolean;
  timeZone?: string;
}) {
  const listRef = useRef<HTMLOListElement>(null);
  const nearBottom = useRef(true);
  const older = useLoadOlderRoomMessages(state.room.id);
  const lastId = state.messages.at(-1)?.id;
  // The member's running mute, kept current (staff muting or unmuting, the mute ending) by the shared query.
  const mute = useMyMute({ enabled: live });
  const mutedUntil = mute.isSuccess ? (mute.data?.until ?? null) : state.you.mutedUntil;

  // New lines keep the log at the bottom, unless the member scrolled up to read.
  useLayoutEffect(() => {
    const list = listRef.current;
    if (list && nearBottom.current) list.scrollTop = list.scrollHeight;
  }, [lastId]);
  useEffect(() => {
    const list = listRef.current;
    if (!list) return;
    const onScroll = () => {
      nearBottom.current = list.scrollHeight - list.scrollTop - list.clientHeight < 48;
    };
    list.addEventListener("scroll", onScroll, { passive: true });
    return () => list.removeEventListener("scroll", onScroll);
  }, []);

  const loadOlder = () => {
    const first = state.messages[0];
    if (!first) return;
    const list = listRef.current;
    const fromBottom = list ? list.scrollHeight - list.scrollTop : 0;
    older.mutate(first.id, {
      onSuccess: () =>
        requestAnimationFrame(() => {
          if (list) list.scrollTop = list.scrollHeight - fromBottom; // keep the member's place
        }),
      onError: () => toast.error("Couldn't load earlier messages — try again."),
    });
  };

  return (
    <div className="flex h-full min-h-0 flex-col gap-2">
      {state.hasOlderMessages && (
        <Button variant="ghost" size="sm" className="self-center" busy={older.isPending} onClick={loadOlder}>
          Load earlier messages
        </Button>
      )}
      <ol
        ref={listRef}
        role="log"
        aria-label="Room chat"
        aria-live="polite"
        className="max-h-[55vh] min-h-48 flex-1 space-y-0.5 overflow-y-auto lg:max-h-[28rem]"
        data-testid="room-chat"
      >
        {state.messages.length === 0 && (
          <li className="p-4 text-center text-sm text-stone-500">No messages yet — say hello!</li>
        )}
        {state.messages.map((line) => (
          <ChatLine
            key={line.id}
            line={line}
            mine={line.author?.userId === state.you.userId}
            timeZone={timeZone}
          />
        ))}
      </ol>
      {!live ? (
        <p className={cn("border-t border-stone-200 pt-3 text-sm text-stone-600")}>
          {state.closed ? "This room has closed — its chat is read-only." : "Join the room to chat."}
        </p>
      ) : mutedUntil ? (
        <p role="status" className="border-t border-stone-200 pt-3 text-sm text-amber-900">
          {communityMessages.mutedUntil(formatMuteEnd(mutedUntil, timeZone))}
        </p>
      ) : (
        <Composer roomId={state.room.id} timeZone={timeZone} />
      )}
    </div>
  );
}
