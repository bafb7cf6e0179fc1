import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import { SendHorizontal, Smile, X } from "lucide-react";
import { type FormEvent, type KeyboardEvent, type RefObject, useId } from "react";
import { type ChatReplyQuoteDto, COMMUNITY_LIMITS, communityMessages } from "@common/schemas/community";
import { Button } from "@client/components/ui/button";
import { cn } from "@client/lib/cn";
import { inputCounter } from "@client/lib/input-counter";

/** The emoji picker's set: a small popover of everyday ones is all a study chat needs. */
const pickerEmoji = [
  "😊",
  "😂",
  "🙂",
  "😍",
  "🤔",
  "😢",
  "🙏",
  "🙌",
  "👍",
  "👏",
  "❤️",
  "🔥",
  "✨",
  "🎉",
  "💯",
  "✅",
  "📖",
  "✝️",
  "🕊️",
  "🌿",
  "☀️",
  "🌅",
  "💡",
  "🤝",
];

/** Emoji at the caret (or in place of the selection), the caret left after it. */
function insertAtCaret(box: HTMLTextAreaElement | null, value: string, text: string) {
  const start = box?.selectionStart ?? value.length;
  const end = box?.selectionEnd ?? value.length;
  return { value: value.slice(0, start) + text + value.slice(end), caret: start + text.length };
}

export type ComposerProps = {
  channelName: string;
  value: string;
  onChange: (value: string) => void;
  onSend: () => void;
  /** While the server's slow-down lasts, Send waits. */
  sendBlocked: boolean;
  /** Why the last send was refused (slow down, the schema's message, a read-only channel…). */
  notice: string | null;
  replyTo: ChatReplyQuoteDto | null;
  onCancelReply: () => void;
  onTyping: () => void;
  inputRef: RefObject<HTMLTextAreaElement | null>;
};

/**
 * The composer (screens.md §8.1): a text box with a counter near the 2,000-character limit, an emoji picker and
 * Send; Enter sends, Shift+Enter adds a line. A reply shows what it answers with a way to cancel. Whatever goes
 * wrong, the text stays here until it is sent.
 */
export function Composer({
  channelName,
  value,
  onChange,
  onSend,
  sendBlocked,
  notice,
  replyTo,
  onCancelReply,
  onTyping,
  inputRef,
}: ComposerProps) {
  const id = useId();
  const counter = inputCounter(value, COMMUNITY_LIMITS.bodyMax);
  const canSend = counter.length > 0 && !counter.over && !sendBlocked;
  // Over the limit the schema's own words say why Send is off.
  const shownNotice = counter.over ? communityMessages.bodyTooLong : notice;
  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (canSend) onSend();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === "Enter" && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    } else if (event.key === "Escape" && replyTo) {
      event.preventDefault();
      onCancelReply();
    }
  };
  const pick = (emoji: string) => {
    const box = inputRef.current;
    const next = insertAtCaret(box, value, emoji);
    onChange(next.value);
    requestAnimationFrame(() => {
      box?.focus();
      box?.setSelectionRange(next.caret, next.caret);
    });
  };
  const describedBy = cn(shownNotice && `${id}-notice`, counter.visible && `${id}-counter`) || undefined;
  return (
    <form onSubmit={submit} className="space-y-1.5" aria-label={`Message #${channelName}`}>
      {replyTo && (
        <div className="flex items-start gap-2 rounded-md border-l-4 border-night-light bg-indigo-50 px-3 py-1.5 text-sm">
          <p className="min-w-0 flex-1 truncate text-stone-700">
            Replying to <strong className="text-ink">{replyTo.authorName ?? "a former member"}</strong>
            {replyTo.excerpt ? `: ${replyTo.excerpt}` : ""}
          </p>
          <button
            type="button"
            onClick={onCancelReply}
            className="rounded p-0.5 text-stone-600 hover:bg-indigo-100 focus-visible:outline-2 focus-visible:outline-night"
            aria-label="Cancel reply"
          >
            <X className="size-4" aria-hidden="true" />
          </button>
        </div>
      )}
      <label htmlFor={id} className="sr-only">
        Message #{channelName}
      </label>
      <div className="flex items-end gap-1.5 rounded-xl border border-stone-300 bg-white p-1.5 focus-within:border-night-light focus-within:ring-2 focus-within:ring-night-light/30">
        <DropdownMenu.Root modal={false}>
          <DropdownMenu.Trigger asChild>
            <button
              type="button"
              aria-label="Insert emoji"
              className="rounded-md p-2 text-stone-600 hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-night"
            >
              <Smile className="size-5" aria-hidden="true" />
            </button>
          </DropdownMenu.Trigger>
          <DropdownMenu.Portal>
            <DropdownMenu.Content
              side="top"
              align="start"
              sideOffset={6}
              className="z-50 grid w-64 grid-cols-8 gap-0.5 rounded-md border border-stone-200 bg-white p-1.5 shadow-lg"
              onCloseAutoFocus={(event) => event.preventDefault()}
            >
              {pickerEmoji.map((emoji) => (
                <DropdownMenu.Item
                  key={emoji}
                  aria-label={emoji}
                  className="flex size-7 cursor-pointer items-center justify-center rounded text-lg outline-none data-[highlighted]:bg-stone-100"
                  onSelect={() => pick(emoji)}
                >
                  {emoji}
                </DropdownMenu.Item>
              ))}
            </DropdownMenu.Content>
          </DropdownMenu.Portal>
        </DropdownMenu.Root>
        <textarea
          id={id}
          ref={inputRef}
          value={value}
          rows={1}
          placeholder={`Message #${channelName}`}
          onChange={(event) => {
            onChange(event.target.value);
            if (event.target.value.trim() !== "") onTyping();
          }}
          onKeyDown={onKeyDown}
          aria-invalid={counter.over || undefined}
          aria-describedby={describedBy}
          className="max-h-40 min-h-10 flex-1 resize-none bg-transparent px-1.5 py-2 text-base text-ink [field-sizing:content] placeholder:text-stone-400 focus:outline-none"
        />
        <Button type="submit" disabled={!canSend} aria-label="Send">
          <SendHorizontal className="size-4" aria-hidden="true" />
          <span className="hidden sm:inline">Send</span>
        </Button>
      </div>
      <div className="flex min-h-4 flex-wrap justify-between gap-2 text-xs">
        <p
          id={`${id}-notice`}
          role="status"
          className={shownNotice ? "font-medium text-destructive" : "sr-only"}
        >
          {shownNotice ?? ""}
        </p>
        {counter.visible && (
          <p
            id={`${id}-counter`}
            className={cn(
              "ml-auto tabular-nums",
              counter.over ? "font-semibold text-destructive" : "text-stone-600",
            )}
          >
            {counter.text}
          </p>
        )}
        {!shownNotice && !counter.visible && (
          <p className="hidden text-stone-500 sm:block">Enter sends · Shift+Enter adds a line</p>
        )}
      </div>
    </form>
  );
}
