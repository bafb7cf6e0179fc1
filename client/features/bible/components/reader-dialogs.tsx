import { lazy, Suspense } from "react";
import type { NoteDto, VerseDto } from "@common/schemas/bible";

// The verse tools' dialogs (notes, Strong's, the palace list) open on demand: their code loads once the chapter
// has rendered, so a cold load of the reader doesn't wait for it.
const loadNoteDialog = () => import("./note-dialog");
const loadStrongsPanel = () => import("./strongs-panel");
const loadPalacePicker = () => import("./palace-picker");
const NoteDialog = lazy(() => loadNoteDialog().then((module) => ({ default: module.NoteDialog })));
const StrongsPanel = lazy(() => loadStrongsPanel().then((module) => ({ default: module.StrongsPanel })));
const PalacePicker = lazy(() => loadPalacePicker().then((module) => ({ default: module.PalacePicker })));

/** Fetches the dialogs' code ahead of the first click; a failed download is retried when one opens. */
export const prefetchReaderDialogs = () =>
  Promise.all([loadNoteDialog(), loadStrongsPanel(), loadPalacePicker()]).then(() => undefined);

export type ReaderDialog = "none" | "note" | "strongs" | "palace";

/** The dialog the verse action bar opened, over the selected verses. */
export function ReaderDialogs({
  dialog,
  opened,
  onClose,
  where,
  book,
  reference,
  verses,
  startKey,
  endKey,
  notes,
}: {
  dialog: ReaderDialog;
  /** The note and palace dialogs stay mounted once opened: a closed note keeps its unsaved draft. */
  opened: { note: boolean; palace: boolean };
  onClose: () => void;
  where: { book: string; chapter: number };
  book: string;
  /** The selection's reference ("John 3:16-18"). */
  reference: string;
  verses: VerseDto[];
  startKey: number;
  endKey: number;
  notes: NoteDto[];
}) {
  return (
    <Suspense fallback={null}>
      {opened.note && (
        <NoteDialog
          open={dialog === "note"}
          onClose={onClose}
          where={where}
          reference={reference}
          startKey={startKey}
          endKey={endKey}
          notes={notes}
        />
      )}
      {dialog === "strongs" && (
        <StrongsPanel open onClose={onClose} book={book} verses={verses} reference={reference} />
      )}
      {opened.palace && <PalacePicker open={dialog === "palace"} onClose={onClose} reference={reference} />}
    </Suspense>
  );
}
