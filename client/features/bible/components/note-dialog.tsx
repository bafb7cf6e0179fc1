import * as AlertDialog from "@radix-ui/react-alert-dialog";
import * as Dialog from "@radix-ui/react-dialog";
import { X } from "lucide-react";
import { useId, useState } from "react";
import type { NoteDto } from "@common/schemas/bible";
import { Button } from "@client/components/ui/button";
import { toast } from "@client/lib/toast";
import { useCreateNote, useDeleteNote, useUpdateNote } from "../api/bible-api";

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
    <Dialog.Root open={open} onOpenChange={(o) => !o && close()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/40" />
        <Dialog.Content className="fixed inset-x-0 bottom-0 z-50 max-h-[90vh] overflow-y-auto rounded-t-2xl bg-white p-5 shadow-xl focus:outline-none sm:inset-x-auto sm:top-1/2 sm:bottom-auto sm:left-1/2 sm:w-[min(36rem,calc(100vw-2rem))] sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-xl">
          <div className="mb-3 flex items-center justify-between gap-2">
            <Dialog.Title className="font-serif text-lg font-semibold text-night">
              Notes on {reference}
            </Dialog.Title>
            <Dialog.Close className="rounded-md p-2 text-stone-600 hover:bg-stone-100" aria-label="Close">
              <X className="size-5" aria-hidden="true" />
            </Dialog.Close>
          </div>
          <Dialog.Description className="sr-only">Your private notes on these verses</Dialog.Description>
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
                    <AlertDialog.Root>
                      <AlertDialog.Trigger asChild>
                        <Button
                          variant="ghost"
                          size="sm"
                          className="text-red-800 hover:bg-red-50"
                          busy={remove.isPending && remove.variables === note.id}
                        >
                          Delete<span className="sr-only"> note on {note.reference}</span>
                        </Button>
                      </AlertDialog.Trigger>
                      <AlertDialog.Portal>
                        <AlertDialog.Overlay className="fixed inset-0 z-[60] bg-black/40" />
                        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-[60] w-[min(26rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 space-y-4 rounded-xl bg-white p-6 shadow-xl">
                          <AlertDialog.Title className="text-lg font-semibold text-night">
                            Delete this note?
                          </AlertDialog.Title>
                          <AlertDialog.Description className="text-sm text-stone-600">
                            The note on {note.reference} will be gone for good.
                          </AlertDialog.Description>
                          <div className="flex justify-end gap-2">
                            <AlertDialog.Cancel asChild>
                              <Button variant="outline">Cancel</Button>
                            </AlertDialog.Cancel>
                            <AlertDialog.Action asChild>
                              <Button
                                variant="destructive"
                                onClick={() =>
                                  remove.mutate(note.id, {
                                    onSuccess: () => {
                                      toast.success("Note deleted");
                                      if (editing?.id === note.id) reset();
                                    },
                                    onError: () => toast.error("Couldn't delete the note — try again."),
                                  })
                                }
                              >
                                Delete
                              </Button>
                            </AlertDialog.Action>
                          </div>
                        </AlertDialog.Content>
                      </AlertDialog.Portal>
                    </AlertDialog.Root>
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
            <div className="flex justify-end gap-2">
              <Button type="button" variant="outline" onClick={editing ? reset : close}>
                Cancel
              </Button>
              <Button type="submit" busy={busy} disabled={!text.trim() || tooLong}>
                Save
              </Button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
