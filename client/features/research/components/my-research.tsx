import { ChevronDown, Pencil, Pin, PinOff, Search, Trash2 } from "lucide-react";
import { RenameDialog } from "@client/components/rename-dialog";
import { useEffect, useState } from "react";
import { RESEARCH_LIMITS, type ResearchNoteSummaryDto } from "@common/schemas/research";
import { Alert } from "@client/components/ui/alert";
import { Button } from "@client/components/ui/button";
import { ConfirmDialog } from "@client/components/ui/confirm-dialog";
import { Input } from "@client/components/ui/input";
import { Skeleton } from "@client/components/ui/skeleton";
import { cn } from "@client/lib/cn";
import { useDeleteResearchNote } from "../api/delete-research-note";
import { useResearchNotes } from "../api/list-research-notes";
import { useUpdateResearchNote } from "../api/update-research-note";

export function RenameNoteDialog({
  note,
  onClose,
}: {
  note: Pick<ResearchNoteSummaryDto, "id" | "title">;
  onClose: () => void;
}) {
  const rename = useUpdateResearchNote();
  return (
    <RenameDialog
      heading="Rename note"
      fieldId="research-rename"
      initialName={note.title}
      maxLength={RESEARCH_LIMITS.titleMax}
      pending={rename.isPending}
      error={rename.error}
      onSave={(title) => rename.mutate({ id: note.id, changes: { title } }, { onSuccess: onClose })}
      onClose={onClose}
    />
  );
}

/** The search box's value, settled a moment after typing stops. */
function useSettled(value: string, ms: number) {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/**
 * "My research" (ai.md §3.7): the member's reports — title and date, pinned first — with search, rename, pin and
 * delete (after confirming). On a phone it folds into a button above the note.
 */
export function MyResearch({
  selectedId,
  onOpen,
  onDeleted,
}: {
  selectedId: string | null;
  onOpen: (id: string) => void;
  onDeleted: (id: string) => void;
}) {
  const [search, setSearch] = useState("");
  const q = useSettled(search.trim(), 250);
  const list = useResearchNotes(q);
  const update = useUpdateResearchNote();
  const remove = useDeleteResearchNote();
  const [open, setOpen] = useState(false);
  const [renaming, setRenaming] = useState<ResearchNoteSummaryDto | null>(null);
  const [deleting, setDeleting] = useState<ResearchNoteSummaryDto | null>(null);

  let body;
  if (list.isPending) body = <Skeleton className="h-24 w-full" />;
  else if (list.isError)
    body = (
      <Alert tone="destructive">
        Your research notes couldn&apos;t be loaded.{" "}
        <Button variant="link" onClick={() => void list.refetch()}>
          Try again
        </Button>
      </Alert>
    );
  else if (list.data.notes.length === 0)
    body = (
      <p className="text-sm text-stone-600">
        {q ? `No notes match "${q}".` : "Your reports and deep dives are saved here."}
      </p>
    );
  else
    body = (
      <ul className="space-y-1" data-testid="research-list">
        {list.data.notes.map((note) => (
          <li
            key={note.id}
            data-testid="research-note-item"
            className={cn(
              "flex items-center gap-0.5 rounded-md pr-1",
              note.id === selectedId ? "bg-stone-200" : "hover:bg-stone-100",
            )}
          >
            <button
              type="button"
              className="min-w-0 flex-1 cursor-pointer px-2 py-1.5 text-left"
              aria-current={note.id === selectedId ? "page" : undefined}
              onClick={() => {
                setOpen(false);
                onOpen(note.id);
              }}
            >
              <span className="flex items-center gap-1 text-sm font-medium text-night">
                {note.pinned && <Pin className="size-3.5 shrink-0 text-gold-dark" aria-label="Pinned" />}
                <span className="truncate">{note.title}</span>
              </span>
              <span className="block text-xs text-stone-500">
                {new Date(note.createdAt).toLocaleDateString()}
                {note.deepDiveCount > 0 &&
                  ` · ${note.deepDiveCount} deep ${note.deepDiveCount === 1 ? "dive" : "dives"}`}
                {note.isPublic && " · Public"}
              </span>
            </button>
            <Button
              variant="ghost"
              size="sm"
              className="px-2"
              aria-label={`${note.pinned ? "Unpin" : "Pin"} ${note.title}`}
              onClick={() => update.mutate({ id: note.id, changes: { pinned: !note.pinned } })}
            >
              {note.pinned ? (
                <PinOff className="size-4" aria-hidden="true" />
              ) : (
                <Pin className="size-4" aria-hidden="true" />
              )}
            </Button>
            <Button
              variant="ghost"
              size="sm"
              className="px-2"
              aria-label={`Rename ${note.title}`}
              onClick={() => setRenaming(note)}
            >
              <Pencil className="size-4" aria-hidden="true" />
            </Button>
            <Button
              variant="ghost"
              size="sm"
              className="px-2"
              aria-label={`Delete ${note.title}`}
              onClick={() => setDeleting(note)}
            >
              <Trash2 className="size-4" aria-hidden="true" />
            </Button>
          </li>
        ))}
      </ul>
    );

  const count = list.data?.notes.length;
  return (
    <nav aria-label="My research" className="space-y-2 print:hidden">
      <button
        type="button"
        className="flex w-full cursor-pointer items-center justify-between rounded-md border border-stone-300 bg-white px-3 py-2 text-sm font-semibold text-night lg:hidden"
        aria-expanded={open}
        aria-controls="my-research-body"
        onClick={() => setOpen((was) => !was)}
      >
        <span>My research{count !== undefined && !q ? ` (${count})` : ""}</span>
        <ChevronDown className={cn("size-4 transition-transform", open && "rotate-180")} aria-hidden="true" />
      </button>
      <div id="my-research-body" className={cn("space-y-2", open ? "block" : "hidden lg:block")}>
        <h2 className="hidden text-sm font-semibold text-stone-700 lg:block">My research</h2>
        <div className="relative">
          <Search
            className="pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-stone-400"
            aria-hidden="true"
          />
          <Input
            type="search"
            aria-label="Search my research"
            placeholder="Search"
            value={search}
            maxLength={RESEARCH_LIMITS.searchMax}
            onChange={(event) => setSearch(event.target.value)}
            className="pl-8"
          />
        </div>
        {body}
      </div>
      {renaming && <RenameNoteDialog note={renaming} onClose={() => setRenaming(null)} />}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(isOpen) => !isOpen && setDeleting(null)}
        title="Delete this note?"
        description="The report, its deep dives and your notes on it are removed. This can't be undone."
        confirmLabel="Delete"
        pendingLabel="Deleting…"
        destructive
        onConfirm={async () => {
          if (!deleting) return;
          await remove.mutateAsync(deleting.id);
          onDeleted(deleting.id);
        }}
      />
    </nav>
  );
}
