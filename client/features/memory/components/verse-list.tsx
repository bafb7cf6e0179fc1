import { useState } from "react";
import type { MemoryStatus, MemoryVerseDto } from "@common/schemas/bible";
import { Button } from "@client/components/ui/button";
import { ConfirmDialog } from "@client/components/ui/confirm-dialog";
import { ApiError } from "@client/lib/api-client";
import { cn } from "@client/lib/cn";
import { formatDate } from "@client/lib/dates";
import { toast } from "@client/lib/toast";
import { translationAbbreviation } from "@client/lib/bible";
import { useDeleteMemoryVerse } from "../api/delete-memory-verse";
import { useUpdateMemoryVerse } from "../api/update-memory-verse";

export const MEMORY_FILTERS = ["all", "due", "learning", "memorized"] as const;
export type MemoryFilter = (typeof MEMORY_FILTERS)[number];
export const filterLabels: Record<MemoryFilter, string> = {
  all: "All",
  due: "Due",
  learning: "Learning",
  memorized: "Memorized",
};

/** Newest first; Due = due now, Learning = new or learning, Memorized = interval ≥ 21 days. */
export function filterVerses(
  verses: readonly MemoryVerseDto[],
  filter: MemoryFilter,
  now = Date.now(),
): MemoryVerseDto[] {
  return [...verses]
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
    .filter((verse) => {
      if (filter === "due") return new Date(verse.dueAt).getTime() <= now;
      if (filter === "learning") return verse.status !== "memorized";
      if (filter === "memorized") return verse.status === "memorized";
      return true;
    });
}

const statusChip: Record<MemoryStatus, { label: string; className: string }> = {
  new: { label: "New", className: "bg-sky-100 text-sky-900" },
  learning: { label: "Learning", className: "bg-amber-100 text-amber-900" },
  memorized: { label: "Memorized", className: "bg-emerald-100 text-emerald-900" },
};

function NoteEditor({ verse, onDone }: { verse: MemoryVerseDto; onDone: () => void }) {
  const [note, setNote] = useState(verse.note ?? "");
  const update = useUpdateMemoryVerse();
  return (
    <form
      className="space-y-2"
      onSubmit={(event) => {
        event.preventDefault();
        update.mutate(
          { id: verse.id, note: note.trim() === "" ? null : note.trim() },
          {
            onSuccess: () => {
              toast.success("Note saved");
              onDone();
            },
            onError: (error) =>
              toast.error(error instanceof ApiError ? error.message : "Couldn't save the note — try again."),
          },
        );
      }}
    >
      <label className="block space-y-1">
        <span className="text-sm font-medium text-ink">Note for {verse.reference}</span>
        <textarea
          rows={3}
          maxLength={500}
          value={note}
          autoFocus
          onChange={(e) => setNote(e.target.value)}
          className="w-full rounded-md border border-stone-300 bg-white px-3 py-2 text-sm focus:border-night-light focus:outline-none focus:ring-2 focus:ring-night-light/30"
        />
      </label>
      <div className="flex items-center justify-between gap-2">
        <span className="text-xs text-stone-500">{note.length} / 500</span>
        <div className="flex gap-2">
          <Button type="button" variant="outline" size="sm" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" size="sm" busy={update.isPending}>
            Save note
          </Button>
        </div>
      </div>
    </form>
  );
}

function RemoveButton({ verse }: { verse: MemoryVerseDto }) {
  const remove = useDeleteMemoryVerse();
  return (
    <ConfirmDialog
      trigger={
        <Button variant="ghost" size="sm" className="text-red-800 hover:bg-red-50">
          Remove<span className="sr-only"> {verse.reference}</span>
        </Button>
      }
      title={`Remove ${verse.reference}?`}
      description="Its review history is removed too. This can't be undone."
      confirmLabel="Remove"
      pendingLabel="Removing…"
      destructive
      errorMessage="Couldn't remove the verse — try again."
      onConfirm={async () => {
        await remove.mutateAsync(verse.id);
        toast.success(`Removed ${verse.reference}`);
      }}
    />
  );
}

export function VerseItem({ verse }: { verse: MemoryVerseDto }) {
  const [editing, setEditing] = useState(false);
  const chip = statusChip[verse.status];
  return (
    <li className="space-y-2 rounded-xl border border-stone-200 bg-white p-4" data-testid="memory-verse">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="font-serif text-lg font-semibold text-night">
          {verse.reference}{" "}
          <span className="text-sm font-normal text-stone-500">
            {translationAbbreviation(verse.translation)}
          </span>
        </h3>
        <span className={cn("rounded-full px-2 py-0.5 text-xs font-medium", chip.className)}>
          {chip.label}
        </span>
      </div>
      <p className="font-serif leading-relaxed text-ink">{verse.text}</p>
      {editing ? (
        <NoteEditor verse={verse} onDone={() => setEditing(false)} />
      ) : (
        verse.note && <p className="rounded-md bg-stone-50 p-2 text-sm text-stone-700">{verse.note}</p>
      )}
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-xs text-stone-600">Next review {formatDate(verse.dueAt)}</p>
        {!editing && (
          <div className="flex gap-1">
            <Button variant="ghost" size="sm" onClick={() => setEditing(true)}>
              Edit note<span className="sr-only"> for {verse.reference}</span>
            </Button>
            <RemoveButton verse={verse} />
          </div>
        )}
      </div>
    </li>
  );
}
