import { MessageSquarePlus, Pencil, Search, Trash2 } from "lucide-react";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { type ThreadKind, aiLimits, aiText } from "@common/constants/ai";
import type { AiThreadDto } from "@common/schemas/ai";
import { Button } from "@client/components/ui/button";
import { ConfirmDialog } from "@client/components/ui/confirm-dialog";
import { Input } from "@client/components/ui/input";
import { RetryAlert } from "@client/components/ui/retry-alert";
import { Skeleton } from "@client/components/ui/skeleton";
import { ApiError } from "@client/lib/api-client";
import { cn } from "@client/lib/cn";
import { toast } from "@client/lib/toast";
import { useDeleteThread } from "../api/delete-thread";
import { useThreads } from "../api/list-threads";
import { useRenameThread } from "../api/rename-thread";

/** The filter box's text, sent once typing pauses. */
function useDebounced(value: string, ms: number) {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/** Inline rename (ai.md §1.4): 1–80 characters after trimming; empty (or unchanged) keeps the old title. */
function RenameForm({ thread, onDone }: { thread: AiThreadDto; onDone: () => void }) {
  const [title, setTitle] = useState(thread.title);
  const rename = useRenameThread();
  const inputRef = useRef<HTMLInputElement>(null);
  const done = useRef(false);
  useEffect(() => inputRef.current?.select(), []);

  const save = async (event?: FormEvent) => {
    event?.preventDefault();
    if (done.current) return;
    done.current = true;
    const next = title.trim();
    if (next === "" || next === thread.title) {
      onDone();
      return;
    }
    try {
      await rename.mutateAsync({ id: thread.id, title: next });
    } catch (error) {
      toast.error(error instanceof ApiError ? error.message : "The new title wasn't saved. Try again.");
    }
    onDone();
  };

  return (
    <form onSubmit={(e) => void save(e)} className="flex-1">
      <Input
        ref={inputRef}
        aria-label="Conversation title"
        value={title}
        maxLength={aiLimits.threadTitleMax}
        onChange={(e) => setTitle(e.target.value)}
        onBlur={() => void save()}
        onKeyDown={(e) => {
          if (e.key === "Escape") {
            e.preventDefault();
            done.current = true;
            onDone();
          }
        }}
        className="h-8"
      />
    </form>
  );
}

function ThreadItem({
  thread,
  active,
  onSelect,
  onDeleted,
}: {
  thread: AiThreadDto;
  active: boolean;
  onSelect: (id: string) => void;
  onDeleted: (id: string) => void;
}) {
  const [renaming, setRenaming] = useState(false);
  const remove = useDeleteThread();
  return (
    <li
      className={cn(
        "group flex items-center gap-1 rounded-md pr-1",
        active ? "bg-indigo-50 text-night" : "hover:bg-stone-100",
      )}
      data-testid="thread-item"
    >
      {renaming ? (
        <RenameForm thread={thread} onDone={() => setRenaming(false)} />
      ) : (
        <button
          type="button"
          onClick={() => onSelect(thread.id)}
          aria-current={active ? "page" : undefined}
          className="min-w-0 flex-1 truncate px-2 py-2 text-left text-sm font-medium"
          title={thread.title}
        >
          {thread.title}
        </button>
      )}
      {!renaming && (
        <>
          <Button
            variant="ghost"
            size="sm"
            className="size-8 shrink-0 px-0"
            aria-label={`Rename “${thread.title}”`}
            onClick={() => setRenaming(true)}
          >
            <Pencil className="size-4" aria-hidden="true" />
          </Button>
          <ConfirmDialog
            title={aiText.deleteThreadConfirm}
            description={`“${thread.title}” and all its messages will be deleted.`}
            confirmLabel="Delete"
            pendingLabel="Deleting…"
            destructive
            onConfirm={async () => {
              await remove.mutateAsync(thread.id);
              onDeleted(thread.id);
            }}
            trigger={
              <Button
                variant="ghost"
                size="sm"
                className="size-8 shrink-0 px-0 text-stone-600 hover:text-destructive"
                aria-label={`Delete “${thread.title}”`}
              >
                <Trash2 className="size-4" aria-hidden="true" />
              </Button>
            }
          />
        </>
      )}
    </li>
  );
}

/**
 * The thread list of one assistant (ai.md §1.4): New conversation, this member's threads newest activity first,
 * 30 at a time with Load more, a title filter, inline rename and delete behind the shared confirm dialog.
 */
export function ThreadSidebar({
  assistant,
  activeId,
  onSelect,
  onNew,
  onDeleted,
}: {
  assistant: ThreadKind;
  activeId: string | null;
  onSelect: (id: string) => void;
  onNew: () => void;
  onDeleted: (id: string) => void;
}) {
  const [filter, setFilter] = useState("");
  const q = useDebounced(filter.trim(), 300);
  const threads = useThreads(assistant, q);
  const filterId = useId();
  const list = threads.data?.pages.flatMap((page) => page.threads) ?? [];

  return (
    <nav aria-label="Conversations" className="flex h-full flex-col gap-3">
      <Button onClick={onNew} variant="outline" className="w-full justify-start">
        <MessageSquarePlus className="size-4" aria-hidden="true" />
        New conversation
      </Button>
      <div className="relative">
        <label htmlFor={filterId} className="sr-only">
          Filter conversations by title
        </label>
        <Search
          className="pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-stone-400"
          aria-hidden="true"
        />
        <Input
          id={filterId}
          type="search"
          value={filter}
          maxLength={aiLimits.threadTitleMax}
          placeholder="Filter by title"
          onChange={(e) => setFilter(e.target.value)}
          className="h-9 pl-8"
        />
      </div>
      {threads.isPending ? (
        <div className="space-y-2" aria-label="Loading conversations">
          <Skeleton className="h-8 w-full" />
          <Skeleton className="h-8 w-full" />
          <Skeleton className="h-8 w-5/6" />
        </div>
      ) : threads.isError ? (
        <RetryAlert
          message="Couldn't load your conversations."
          onRetry={() => threads.refetch()}
          busy={threads.isFetching}
        />
      ) : list.length === 0 ? (
        <p className="px-2 text-sm text-stone-600">
          {q ? "No conversation has that in its title." : "Your conversations will appear here."}
        </p>
      ) : (
        <>
          <ul className="space-y-0.5" data-testid="thread-list">
            {list.map((thread) => (
              <ThreadItem
                key={thread.id}
                thread={thread}
                active={thread.id === activeId}
                onSelect={onSelect}
                onDeleted={onDeleted}
              />
            ))}
          </ul>
          {threads.hasNextPage && (
            <Button
              variant="ghost"
              size="sm"
              busy={threads.isFetchingNextPage}
              onClick={() => void threads.fetchNextPage()}
            >
              Load more
            </Button>
          )}
        </>
      )}
    </nav>
  );
}
