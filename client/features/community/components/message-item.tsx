import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import {
  Copy,
  EllipsisVertical,
  Flag,
  Pencil,
  Pin,
  PinOff,
  Reply,
  RotateCw,
  SmilePlus,
  Trash2,
  X,
} from "lucide-react";
import { type FormEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from "react";
import {
  CHAT_REACTIONS,
  type ChatMessageDto,
  type ChatReaction,
  type ChatReplyQuoteDto,
  type ChatViewerDto,
  COMMUNITY_LIMITS,
  communityMessages,
  editMessageInput,
} from "@common/schemas/community";
import type { PublicProfileDto } from "@common/schemas/public-profile";
import { MessageText } from "@client/components/message-text";
import { ReportDialog } from "@client/components/report-dialog";
import { Button } from "@client/components/ui/button";
import { ConfirmDialog } from "@client/components/ui/confirm-dialog";
import { ApiError } from "@client/lib/api-error";
import { cn } from "@client/lib/cn";
import { inputCounter } from "@client/lib/input-counter";
import { toast } from "@client/lib/toast";
import { useDeleteMessage } from "@client/features/community/api/delete-message";
import { useEditMessage } from "@client/features/community/api/edit-message";
import { usePinMessage } from "@client/features/community/api/pin-message";
import type { PendingMessage } from "@client/features/community/lib/pending";
import {
  canDeleteMessage,
  canEditMessage,
  canPinMessage,
  canReportMessage,
  fullTime,
  messageTime,
} from "@client/features/community/lib/stream-layout";

const menuItemClass =
  "flex cursor-pointer items-center gap-2 rounded px-3 py-2 text-sm text-ink outline-none data-[highlighted]:bg-stone-100 data-[disabled]:opacity-50";
const menuContentClass = "z-50 min-w-48 rounded-md border border-stone-200 bg-white p-1 shadow-lg";

/** The author's picture, or their initials on a coloured disc. */
export function Avatar({ author, size = "md" }: { author: PublicProfileDto | null; size?: "sm" | "md" }) {
  const box = size === "sm" ? "size-6 text-[10px]" : "size-9 text-sm";
  if (author?.avatarUrl)
    return <img src={author.avatarUrl} alt="" className={cn("shrink-0 rounded-full object-cover", box)} />;
  const initials = (author?.displayName ?? "?")
    .split(/\s+/)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase() ?? "")
    .join("");
  return (
    <span
      aria-hidden="true"
      className={cn(
        "flex shrink-0 items-center justify-center rounded-full bg-indigo-100 font-semibold text-night",
        box,
      )}
    >
      {initials || "?"}
    </span>
  );
}

function LevelBadge({ level }: { level: number }) {
  return (
    <span
      className="rounded-full bg-amber-100 px-1.5 py-0.5 text-[11px] font-semibold text-amber-900"
      aria-label={`Level ${level}`}
    >
      Lv {level}
    </span>
  );
}

/** The quoted message above a reply: who wrote it and how it began (or that it's gone). */
export function ReplyQuote({ quote }: { quote: ChatReplyQuoteDto }) {
  return (
    <p className="mb-1 line-clamp-2 border-l-2 border-stone-300 pl-2 text-xs text-stone-600">
      <span className="sr-only">In reply to </span>
      <span className="font-semibold text-stone-700">{quote.authorName ?? "A former member"}</span>
      {": "}
      {quote.deleted || quote.excerpt === null ? <em>{communityMessages.deleted}</em> : quote.excerpt}
    </p>
  );
}

function TimeStamp({ iso, now, timeZone }: { iso: string; now: number; timeZone?: string }) {
  return (
    <time dateTime={iso} title={fullTime(iso, timeZone)} className="text-xs text-stone-500">
      {messageTime(iso, new Date(now), timeZone)}
    </time>
  );
}

function ReactionChips({
  message,
  canReact,
  onReact,
}: {
  message: ChatMessageDto;
  canReact: boolean;
  onReact: (emoji: ChatReaction, on: boolean) => void;
}) {
  if (message.reactions.length === 0) return null;
  return (
    <ul className="mt-1 flex flex-wrap gap-1" aria-label="Reactions">
      {message.reactions.map((reaction) => {
        const label = `${reaction.emoji} ${reaction.count}`;
        const chipClass = cn(
          "inline-flex items-center gap-1 rounded-full border px-2 py-0.5 text-xs tabular-nums",
          reaction.mine
            ? "border-night-light bg-indigo-50 text-night"
            : "border-stone-200 bg-white text-stone-700",
        );
        return (
          <li key={reaction.emoji}>
            {canReact ? (
              <button
                type="button"
                aria-pressed={reaction.mine}
                aria-label={`${reaction.emoji} ${reaction.count}, ${reaction.mine ? "remove your reaction" : "react"}`}
                onClick={() => onReact(reaction.emoji, !reaction.mine)}
                className={cn(
                  chipClass,
                  "cursor-pointer hover:bg-stone-50 focus-visible:outline-2 focus-visible:outline-night",
                )}
              >
                {label}
              </button>
            ) : (
              <span className={chipClass} aria-label={`${reaction.emoji} ${reaction.count}`}>
                {label}
              </span>
            )}
          </li>
        );
      })}
    </ul>
  );
}

function EditForm({ message, onDone }: { message: ChatMessageDto; onDone: () => void }) {
  const id = useId();
  const [draft, setDraft] = useState(message.body ?? "");
  const [problem, setProblem] = useState<string | null>(null);
  const edit = useEditMessage();
  const counter = inputCounter(draft, COMMUNITY_LIMITS.bodyMax);
  const box = useRef<HTMLTextAreaElement>(null);
  // Focus the box once the menu that opened it has closed, caret at the end.
  useEffect(() => {
    const frame = requestAnimationFrame(() => {
      const element = box.current;
      element?.focus();
      element?.setSelectionRange(element.value.length, element.value.length);
    });
    return () => cancelAnimationFrame(frame);
  }, []);
  const save = (event?: FormEvent) => {
    event?.preventDefault();
    const parsed = editMessageInput.safeParse({ body: draft });
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message ?? communityMessages.bodyEmpty);
      return;
    }
    if (parsed.data.body === message.body) return onDone();
    edit
      .mutateAsync({ id: message.id, ...parsed.data })
      .then(onDone, (error: unknown) =>
        setProblem(error instanceof ApiError ? error.message : "Couldn't save — try again."),
      );
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === "Escape") {
      event.preventDefault();
      onDone();
    } else if (event.key === "Enter" && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      save();
    }
  };
  return (
    <form onSubmit={save} className="mt-1 space-y-1.5" aria-label="Edit message">
      <label htmlFor={id} className="sr-only">
        Edit your message
      </label>
      <textarea
        id={id}
        ref={box}
        value={draft}
        rows={2}
        onChange={(event) => {
          setDraft(event.target.value);
          setProblem(null);
        }}
        onKeyDown={onKeyDown}
        aria-invalid={counter.over || problem !== null || undefined}
        aria-describedby={`${id}-hint`}
        className="w-full rounded-md border border-stone-300 bg-white px-2 py-1.5 text-sm text-ink focus:border-night-light focus:ring-2 focus:ring-night-light/30 focus:outline-none"
      />
      <div className="flex flex-wrap items-center gap-2 text-xs">
        <p
          id={`${id}-hint`}
          className={cn("mr-auto", problem ? "text-destructive" : "text-stone-500")}
          role={problem ? "alert" : undefined}
        >
          {problem ?? "Enter saves · Escape cancels"}
          {counter.visible && <span className="ml-2 tabular-nums">{counter.text}</span>}
        </p>
        <Button type="button" variant="ghost" size="sm" onClick={onDone} disabled={edit.isPending}>
          Cancel
        </Button>
        <Button type="submit" size="sm" busy={edit.isPending} disabled={counter.over}>
          Save
        </Button>
      </div>
    </form>
  );
}

/**
 * A message's menu (screens.md §8.1): Reply, React, Copy text, Report, and the author's Edit (only within the edit
 * window) and Delete; moderators and admins also Delete any and Pin/Unpin. Radix gives it arrow-key navigation,
 * typeahead and Escape; the dialogs it opens are rendered beside it so they outlive the closed menu.
 */
function MessageMenu({
  message,
  viewer,
  canPost,
  canReply,
  now,
  authorName,
  onReply,
  onReact,
  onEdit,
}: {
  message: ChatMessageDto;
  viewer: ChatViewerDto | null;
  canPost: boolean;
  canReply: boolean;
  now: number;
  authorName: string;
  onReply: () => void;
  onReact: (emoji: ChatReaction, on: boolean) => void;
  onEdit: () => void;
}) {
  const [reporting, setReporting] = useState(false);
  // Reply and Edit move focus to a text box; the closing menu must not pull it back to its button.
  const focusMoves = useRef(false);
  const [deleting, setDeleting] = useState(false);
  const remove = useDeleteMessage();
  const pin = usePinMessage();
  const own = message.author !== null && message.author.userId === viewer?.userId;
  const copy = () => {
    navigator.clipboard.writeText(message.body ?? "").then(
      () => toast.success("Message copied."),
      () => toast.error("Couldn't copy — select the text instead."),
    );
  };
  const togglePin = () =>
    pin.mutate(
      { id: message.id, pinned: message.pinnedAt === null },
      {
        onError: (error) =>
          toast.error(error instanceof ApiError ? error.message : "Couldn't change the pin."),
      },
    );
  const mine = new Set(
    message.reactions.filter((reaction) => reaction.mine).map((reaction) => reaction.emoji),
  );
  return (
    <>
      <DropdownMenu.Root modal={false}>
        <DropdownMenu.Trigger asChild>
          <button
            type="button"
            aria-label="Message actions"
            className="rounded-md p-1.5 text-stone-500 hover:bg-stone-100 hover:text-ink focus-visible:outline-2 focus-visible:outline-night data-[state=open]:bg-stone-100"
          >
            <EllipsisVertical className="size-4" aria-hidden="true" />
          </button>
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content
            align="end"
            sideOffset={4}
            className={menuContentClass}
            onCloseAutoFocus={(event) => {
              if (focusMoves.current) event.preventDefault();
              focusMoves.current = false;
            }}
          >
            {canReply && (
              <DropdownMenu.Item
                className={menuItemClass}
                onSelect={() => {
                  focusMoves.current = true;
                  onReply();
                }}
              >
                <Reply className="size-4" aria-hidden="true" />
                Reply
              </DropdownMenu.Item>
            )}
            {canPost && (
              <DropdownMenu.Sub>
                <DropdownMenu.SubTrigger className={menuItemClass}>
                  <SmilePlus className="size-4" aria-hidden="true" />
                  React
                </DropdownMenu.SubTrigger>
                <DropdownMenu.Portal>
                  <DropdownMenu.SubContent
                    className={cn(menuContentClass, "flex min-w-0 gap-1")}
                    sideOffset={4}
                  >
                    {CHAT_REACTIONS.map((emoji) => (
                      <DropdownMenu.Item
                        key={emoji}
                        className={cn(menuItemClass, "px-2 text-lg", mine.has(emoji) && "bg-indigo-50")}
                        aria-label={mine.has(emoji) ? `Remove ${emoji}` : `React with ${emoji}`}
                        onSelect={() => onReact(emoji, !mine.has(emoji))}
                      >
                        {emoji}
                      </DropdownMenu.Item>
                    ))}
                  </DropdownMenu.SubContent>
                </DropdownMenu.Portal>
              </DropdownMenu.Sub>
            )}
            <DropdownMenu.Item className={menuItemClass} onSelect={copy}>
              <Copy className="size-4" aria-hidden="true" />
              Copy text
            </DropdownMenu.Item>
            {canReportMessage(message, viewer) && (
              <DropdownMenu.Item className={menuItemClass} onSelect={() => setReporting(true)}>
                <Flag className="size-4" aria-hidden="true" />
                Report
              </DropdownMenu.Item>
            )}
            {own && canEditMessage(message, viewer, now) && (
              <DropdownMenu.Item
                className={menuItemClass}
                onSelect={() => {
                  focusMoves.current = true;
                  onEdit();
                }}
              >
                <Pencil className="size-4" aria-hidden="true" />
                Edit
              </DropdownMenu.Item>
            )}
            {canPinMessage(message, viewer) && (
              <DropdownMenu.Item className={menuItemClass} onSelect={togglePin}>
                {message.pinnedAt ? (
                  <PinOff className="size-4" aria-hidden="true" />
                ) : (
                  <Pin className="size-4" aria-hidden="true" />
                )}
                {message.pinnedAt ? "Unpin" : "Pin"}
              </DropdownMenu.Item>
            )}
            {canDeleteMessage(message, viewer) && (
              <DropdownMenu.Item
                className={cn(menuItemClass, "text-destructive")}
                onSelect={() => setDeleting(true)}
              >
                <Trash2 className="size-4" aria-hidden="true" />
                Delete
              </DropdownMenu.Item>
            )}
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
      <ReportDialog
        subjectType="chat_message"
        subjectId={message.id}
        subjectName={`${authorName}'s message`}
        open={reporting}
        onOpenChange={setReporting}
      />
      <ConfirmDialog
        open={deleting}
        onOpenChange={setDeleting}
        title="Delete this message?"
        description={
          own
            ? `Everyone will see "${communityMessages.deleted}" in its place. This can't be undone.`
            : `You are deleting ${authorName}'s message as a moderator. Everyone will see "${communityMessages.deleted}".`
        }
        confirmLabel="Delete message"
        pendingLabel="Deleting…"
        destructive
        onConfirm={() => remove.mutateAsync(message.id)}
        errorMessage="Couldn't delete the message — try again."
      />
    </>
  );
}

export type MessageItemProps = {
  message: ChatMessageDto;
  /** Same author a moment ago: no second avatar and name. */
  continued: boolean;
  viewer: ChatViewerDto | null;
  /** The member may post and react (plan, not muted). */
  canPost: boolean;
  /** Reply is offered (the member can post in this channel). */
  canReply?: boolean;
  now: number;
  timeZone?: string;
  onReply: (message: ChatMessageDto) => void;
  onReact: (message: ChatMessageDto, emoji: ChatReaction, on: boolean) => void;
};

/** One message of the stream: author (avatar, name, level), time, "edited", the reply quote, text, reactions, menu. */
export function MessageItem({
  message,
  continued,
  viewer,
  canPost,
  canReply = canPost,
  now,
  timeZone,
  onReply,
  onReact,
}: MessageItemProps) {
  const [editing, setEditing] = useState(false);
  const authorName = message.author?.displayName ?? "A former member";
  const showHeader = !continued;
  return (
    <li
      className="group relative flex gap-3 px-3 py-1 hover:bg-stone-50 focus-within:bg-stone-50 sm:px-4"
      data-testid="chat-message"
      data-message-id={message.id}
    >
      <div className="w-9 shrink-0">{showHeader && <Avatar author={message.author} />}</div>
      <div className="min-w-0 flex-1 pr-8 sm:pr-6">
        {showHeader ? (
          <p className="flex flex-wrap items-center gap-x-2 gap-y-0.5">
            <span className="font-semibold text-ink">{authorName}</span>
            {message.author && <LevelBadge level={message.author.level} />}
            <TimeStamp iso={message.createdAt} now={now} timeZone={timeZone} />
          </p>
        ) : (
          <p className="sr-only">
            {authorName}, <TimeStamp iso={message.createdAt} now={now} timeZone={timeZone} />
          </p>
        )}
        {message.replyTo && !message.deleted && <ReplyQuote quote={message.replyTo} />}
        {message.deleted ? (
          <p className="text-sm text-stone-500 italic">{communityMessages.deleted}</p>
        ) : editing ? (
          <EditForm message={message} onDone={() => setEditing(false)} />
        ) : (
          <div className="text-[15px] leading-relaxed">
            <MessageText text={message.body ?? ""} className="break-words whitespace-pre-wrap" />
            {message.editedAt && (
              <span className="ml-1 text-xs text-stone-500" title={fullTime(message.editedAt, timeZone)}>
                (edited)
              </span>
            )}
          </div>
        )}
        {message.hidden && !message.deleted && (
          <p className="mt-0.5 text-xs text-amber-800">Hidden from others while moderators review reports.</p>
        )}
        {message.pinnedAt && !message.deleted && (
          <p className="mt-0.5 flex items-center gap-1 text-xs text-stone-500">
            <Pin className="size-3" aria-hidden="true" /> Pinned
          </p>
        )}
        {!message.deleted && (
          <ReactionChips
            message={message}
            canReact={canPost}
            onReact={(emoji, on) => onReact(message, emoji, on)}
          />
        )}
      </div>
      {!message.deleted && !editing && (
        <div className="absolute top-1 right-2 opacity-100 group-focus-within:opacity-100 group-hover:opacity-100 sm:opacity-0">
          <MessageMenu
            message={message}
            viewer={viewer}
            canPost={canPost}
            canReply={canReply}
            now={now}
            authorName={authorName}
            onReply={() => onReply(message)}
            onReact={(emoji, on) => onReact(message, emoji, on)}
            onEdit={() => setEditing(true)}
          />
        </div>
      )}
    </li>
  );
}

/** A message the member sent that the server hasn't taken yet: "Sending…", or failed with Retry and Remove. */
export function PendingItem({
  pending,
  author,
  onRetry,
  onDiscard,
}: {
  pending: PendingMessage;
  author: PublicProfileDto | null;
  onRetry: () => void;
  onDiscard: () => void;
}) {
  const failed = pending.status === "failed";
  return (
    <li className="flex gap-3 px-3 py-1 sm:px-4" data-testid="pending-message">
      <div className="w-9 shrink-0">
        <Avatar author={author} />
      </div>
      <div className={cn("min-w-0 flex-1", !failed && "opacity-70")}>
        <p className="flex flex-wrap items-center gap-x-2">
          <span className="font-semibold text-ink">{author?.displayName ?? "You"}</span>
          <span className={cn("text-xs", failed ? "text-destructive" : "text-stone-500")}>
            {failed ? (pending.problem ?? "Not sent") : "Sending…"}
          </span>
        </p>
        {pending.replyTo && <ReplyQuote quote={pending.replyTo} />}
        <MessageText
          text={pending.body}
          className="break-words whitespace-pre-wrap text-[15px] leading-relaxed"
        />
      </div>
      {failed && (
        <div className="flex shrink-0 items-start gap-1">
          <Button variant="outline" size="sm" onClick={onRetry} aria-label="Retry sending this message">
            <RotateCw className="size-4" aria-hidden="true" />
            Retry
          </Button>
          <Button variant="ghost" size="sm" onClick={onDiscard} aria-label="Remove this unsent message">
            <X className="size-4" aria-hidden="true" />
          </Button>
        </div>
      )}
    </li>
  );
}
