import { Pin } from "lucide-react";
import { useEffect, useState } from "react";
import type { ChatMessageDto } from "@common/schemas/community";
import { MessageText } from "@client/components/message-text";
import { Skeleton } from "@client/components/ui/skeleton";
import { activeTypists, nextExpiry, type Typist, typingLine } from "@client/features/community/lib/typing";

/** The channel's pinned messages (up to 3, set by moderators), above the stream. */
export function PinnedMessages({ pinned }: { pinned: readonly ChatMessageDto[] }) {
  if (pinned.length === 0) return null;
  return (
    <section
      aria-label="Pinned messages"
      className="border-b border-stone-200 bg-amber-50/60 px-3 py-2 sm:px-4"
    >
      <ul className="space-y-1">
        {pinned.map((message) => (
          <li key={message.id} className="flex gap-2 text-sm">
            <Pin className="mt-0.5 size-3.5 shrink-0 text-amber-800" aria-label="Pinned" role="img" />
            <p className="line-clamp-2 min-w-0 text-stone-800">
              <span className="font-semibold">{message.author?.displayName ?? "A former member"}: </span>
              <MessageText text={message.body ?? ""} className="break-words" />
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** "{names} is typing…" for as long as each typist's 5 seconds last; it clears itself when they run out. */
export function TypingLine({ typists }: { typists: readonly Typist[] }) {
  const [now, setNow] = useState(() => Date.now());
  const live = activeTypists(typists, now);
  // A stale `now` only keeps someone a moment too long: the soonest expiry wakes the line and measures again.
  const next = nextExpiry(live);
  useEffect(() => {
    if (next === null) return;
    const timer = setTimeout(() => setNow(Date.now()), Math.max(50, next - Date.now()));
    return () => clearTimeout(timer);
  }, [next]);
  const line = typingLine(live);
  return (
    <p className="h-5 truncate px-4 text-xs text-stone-600 italic" aria-live="polite">
      {line ?? ""}
    </p>
  );
}

/** The stream's shape while it loads: a few message rows. */
export function StreamSkeleton() {
  return (
    <div className="flex-1 space-y-4 overflow-hidden px-4 py-4" data-testid="stream-skeleton">
      <span className="sr-only" role="status">
        Loading messages
      </span>
      {[64, 80, 48, 72, 56].map((width, index) => (
        <div key={index} className="flex gap-3">
          <Skeleton className="size-9 shrink-0 rounded-full" />
          <div className="flex-1 space-y-2">
            <Skeleton className="h-3 w-32" />
            <Skeleton className="h-3" style={{ width: `${width}%` }} />
          </div>
        </div>
      ))}
    </div>
  );
}

/** The whole page's shape while the channel list loads. */
export function ChatSkeleton() {
  return (
    <div className="flex h-full">
      <div className="hidden w-60 shrink-0 space-y-2 border-r border-stone-200 p-3 md:block">
        {[1, 2, 3, 4, 5, 6, 7].map((row) => (
          <Skeleton key={row} className="h-8" />
        ))}
      </div>
      <div className="flex min-w-0 flex-1 flex-col">
        <div className="space-y-2 border-b border-stone-200 p-4">
          <Skeleton className="h-5 w-40" />
          <Skeleton className="h-3 w-72 max-w-full" />
        </div>
        <StreamSkeleton />
      </div>
    </div>
  );
}
