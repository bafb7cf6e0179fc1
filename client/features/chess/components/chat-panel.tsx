import { MessageSquare, Send } from "lucide-react";
import { useId, useState } from "react";
import { CHAIN_CHESS } from "@common/games/chess";
import type { ChessChatDto, ChessSide } from "@common/schemas/chess";
import { Button } from "@client/components/ui/button";
import { Input } from "@client/components/ui/input";
import { cn } from "@client/lib/cn";
import { useSendChessChat } from "@client/features/chess/api/send-chess-chat";
import { chessErrorMessage, classifyChessError } from "@client/features/chess/lib/chess-errors";

/**
 * Chat between the two players of a match (games.md §4.14): text only, up to 300 characters, one message a second;
 * a log that screen readers follow. A refused message stays in the box with the reason.
 */
export function ChatPanel({
  matchId,
  chat,
  mySide,
  disabled,
}: {
  matchId: string;
  chat: readonly ChessChatDto[];
  mySide: ChessSide | null;
  disabled: boolean;
}) {
  const [text, setText] = useState("");
  const [error, setError] = useState<string | null>(null);
  const send = useSendChessChat();
  const inputId = useId();
  const max = CHAIN_CHESS.chat.maxChars;

  const submit = () => {
    const message = text.trim();
    if (message === "" || send.isPending) return;
    setError(null);
    send.mutate(
      { matchId, text: message },
      {
        onSuccess: () => setText(""),
        onError: (failure) => setError(chessErrorMessage(classifyChessError(failure))),
      },
    );
  };

  return (
    <section
      aria-labelledby="chess-chat"
      className="space-y-3 rounded-xl border border-stone-200 bg-white p-4"
      data-testid="chess-chat"
    >
      <h2 id="chess-chat" className="flex items-center gap-2 text-lg font-semibold text-night">
        <MessageSquare className="size-5" aria-hidden="true" />
        Chat
      </h2>
      <ol role="log" aria-label="Messages" className="max-h-64 space-y-2 overflow-y-auto text-sm">
        {chat.length === 0 && <li className="text-stone-500">No messages yet.</li>}
        {chat.map((message) => (
          <li
            key={message.id}
            className={cn(
              "max-w-[85%] rounded-lg px-3 py-1.5",
              message.side === mySide ? "ml-auto bg-indigo-50 text-night" : "bg-stone-100 text-ink",
            )}
          >
            <span className="block text-xs font-semibold text-stone-600">
              {message.side === mySide ? "You" : message.displayName}
            </span>
            <span className="break-words whitespace-pre-wrap">{message.text}</span>
          </li>
        ))}
      </ol>
      <form
        className="flex gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <label htmlFor={inputId} className="sr-only">
          Message
        </label>
        <Input
          id={inputId}
          value={text}
          onChange={(event) => setText(event.target.value)}
          maxLength={max}
          placeholder="Say something…"
          disabled={disabled}
          autoComplete="off"
          className="text-base sm:text-sm"
        />
        <Button
          type="submit"
          variant="outline"
          busy={send.isPending}
          disabled={disabled || text.trim() === ""}
        >
          {!send.isPending && <Send className="size-4" aria-hidden="true" />}
          Send
        </Button>
      </form>
      <div className="flex justify-between gap-2 text-xs text-stone-500">
        <span role={error ? "alert" : undefined} className={error ? "text-destructive" : undefined}>
          {error ?? ""}
        </span>
        <span>
          {text.length}/{max}
        </span>
      </div>
    </section>
  );
}
