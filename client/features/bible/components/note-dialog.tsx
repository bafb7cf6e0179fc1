import { useId, useState } from "react";
import type { NoteDto } from "@common/schemas/bible";
import { Button } from "@client/components/ui/button";
import { ConfirmDialog } from "@client/components/ui/confirm-dialog";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@client/components/ui/dialog";
import { toast } from "@client/lib/toast";
import { useCreateNote } from "../api/create-note";
import { useDeleteNote } from "../api/delete-note";
import { useUpdateNote } from "../api/update-note";

const MAX = 5000;

/** The note editor anchored to the first…last selected verse, with the notes already on those verses (screens §5.3). */
export function NoteDialog({
  open,
  onClose,
  where,
  reference,
  startKey,
  endKey,
  notes,
}: {
  open: boolean;
  onClose: () => void;
  where: { book: string; chapter: number };
  reference: string;
  startKey: number;
  endKey: number;
  notes: NoteDto[];
}) {
  const textId = useId();
  const [editing, setEditing] = useState<NoteDto | null>(null);
  const [text, setText] = useState("");
  const create = useCreateNote(where);
  const update = useUpdateNote(where);
  const remove = useDeleteNote(where);
  const busy = create.isPending || update.isPending;
  const tooLong = text.length > MAX;

  const reset = () => {
    setEditing(null);
    setText("");
  };
  const close = () => {
    reset();
    onClose();
  };
  const save = () => {
    const body = text.trim();
    if (!body || tooLong) return;
    const done = {
      onSuccess: () => {
        toast.success("Note saved");
        reset();
      },
      onError: (error: Error) => toast.error(error.message || "Couldn't save the note — try again."),
    };
    if (editing) update.mutate({ id: editing.id, text: body }, done);
    else create.mutate({ startKey, endKey, text: body }, done);
  };

  return (
    <Dialog open={open} onOpenChange={(o) => !o && close()}>
      <DialogContent layout="sheet">
        <DialogHeader className="mb-3">
          <DialogTitle>Notes on {reference}</DialogTitle>
          <DialogDescription className="sr-only">Your private notes on these verses</DialogDescription>
        </DialogHeader>
        {notes.length > 0 && (
          <ul
            className="mb-4 divide-y divide-stone-100 rounded-md border border-stone-200"
            aria-label="Notes on these verses"
          >
            {notes.map((note) => (
              <li key={note.id} className="space-y-1 p-3">
                <p className="text-xs font-semibold text-stone-500">{note.reference}</p>
                <p className="text-sm whitespace-pre-wrap text-ink">{note.text}</p>
                <div className="flex gap-1">
                  <Button
                    variant="ghost"
                    size="sm"
                    onClick={() => {
                      setEditing(note);
                      setText(note.text);
                    }}
                  >
                    Edit<span className="sr-only"> note on {note.reference}</span>
                  </Button>
                  <ConfirmDialog
                    trigger={
                      <Button variant="ghost" size="sm" className="text-red-800 hover:bg-red-50">
                        Delete<span className="sr-only"> note on {note.reference}</span>
                      </Button>
                    }
                    title="Delete this note?"
                    description={`The note on ${note.reference} will be gone for good.`}
                    confirmLabel="Delete"
                    pendingLabel="Deleting…"
                    destructive
                    errorMessage="Couldn't delete the note — try again."
                    onConfirm={async () => {
                      await remove.mutateAsync(note.id);
                      toast.success("Note deleted");
                      if (editing?.id === note.id) reset();
                    }}
                  />
                </div>
              </li>
            ))}
          </ul>
        )}
        <form
          onSubmit={(e) => {
            e.preventDefault();
            save();
          }}
          className="space-y-2"
        >
          <label htmlFor={textId} className="block text-sm font-medium text-night">
            {editing ? `Edit note on ${editing.reference}` : "New note"}
          </label>
          <textarea
            id={textId}
            value={text}
            onChange={(e) => setText(e.target.value)}
            rows={5}
            aria-invalid={tooLong || undefined}
            aria-describedby={`${textId}-count`}
            className="w-full rounded-md border border-stone-300 p-3 text-sm focus:border-night-light focus:ring-2 focus:ring-night-light/30 focus:outline-none"
          />
          <p
            id={`${textId}-count`}
            className={tooLong ? "text-xs text-destructive" : "text-xs text-stone-500"}
          >
            {tooLong ? "Notes are at most 5,000 characters." : `${text.length.toLocaleString()} / 5,000`}
          </p>
          <DialogFooter className="mt-0">
            <Button type="button" variant="outline" onClick={editing ? reset : close}>
              Cancel
            </Button>
            <Button type="submit" busy={busy} disabled={!text.trim() || tooLong}>
              Save
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
