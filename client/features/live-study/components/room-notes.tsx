import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useId, useLayoutEffect, useRef, useState } from "react";
import { LIVE_STUDY_LIMITS, type RoomNotesDto, type RoomStateDto } from "@common/schemas/live-study";
import { ApiError } from "@client/lib/api-error";
import { cn } from "@client/lib/cn";
import { getRoomNotes } from "../api/get-room-notes";
import { saveRoomNotes } from "../api/save-room-notes";
import { liveStudyKeys } from "../lib/live-study-keys";
import {
  caretAfterChange,
  hasUnsavedNotes,
  type NotesSync,
  notesSyncFrom,
  receiveNotes,
  savedNotes,
} from "../lib/notes-sync";

/** Saved this long after typing stops. */
const autosaveMs = 1000;
const number = (n: number) => n.toLocaleString("en-US");

type SaveStatus = "idle" | "saving" | "saved" | "error";

/**
 * The room's shared notes (screens §8.3): one plain-text pad (up to 10,000 characters, with its counter) anyone present
 * can edit, autosaved a moment after typing stops with the text the edit started from, so the server merges by
 * paragraph. Others' changes arrive live: they replace the pad when it has nothing unsaved; otherwise the pad saves at
 * once and the merged answer brings them in, while the lines the member is editing stay theirs (lib/notes-sync).
 */
export function RoomNotes({ state, live }: { state: RoomStateDto; live: boolean }) {
  const roomId = state.room.id;
  const queryClient = useQueryClient();
  const id = useId();
  const [sync, setSyncState] = useState<NotesSync>(() =>
    notesSyncFrom(state.notes.text, state.notes.version),
  );
  const [status, setStatus] = useState<SaveStatus>("idle");
  const [error, setError] = useState<string | null>(null);
  const syncRef = useRef(sync);
  const boxRef = useRef<HTMLTextAreaElement>(null);
  const caretRef = useRef<number | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const saving = useRef(false);
  const saveAgain = useRef(false);

  const setSync = (next: NotesSync, fromRoom = false) => {
    const box = boxRef.current;
    // Text that changed under the caret (someone else's lines): keep the caret on its line and column.
    if (fromRoom && box && document.activeElement === box && next.draft !== syncRef.current.draft)
      caretRef.current = caretAfterChange(syncRef.current.draft, box.selectionStart, next.draft);
    syncRef.current = next;
    setSyncState(next);
  };

  const cacheNotes = (notes: RoomNotesDto) =>
    queryClient.setQueryData<RoomStateDto>(liveStudyKeys.room(roomId), (current) =>
      current && notes.version > current.notes.version ? { ...current, notes } : current,
    );

  const save = async () => {
    if (saving.current) {
      saveAgain.current = true;
      return;
    }
    const current = syncRef.current;
    if (!hasUnsavedNotes(current) && current.latest <= current.baseVersion) return;
    saving.current = true;
    setStatus("saving");
    const sent = { text: current.draft, baseVersion: current.baseVersion };
    try {
      const answer = await saveRoomNotes(roomId, {
        text: sent.text,
        baseText: current.base,
        version: sent.baseVersion,
      });
      const { sync: next, behind } = savedNotes(syncRef.current, sent, answer.text, answer.version);
      setSync(next, true);
      cacheNotes(answer);
      setError(null);
      setStatus(hasUnsavedNotes(next) ? "idle" : "saved");
      if (behind) {
        const fresh = await getRoomNotes(roomId);
        const received = receiveNotes(syncRef.current, fresh.text, fresh.version);
        setSync(received.sync, true);
        if (received.saveNow) saveAgain.current = true;
      }
    } catch (failure) {
      setStatus("error");
      setError(
        failure instanceof ApiError ? failure.message : "Couldn't save the notes — they're kept here.",
      );
    } finally {
      saving.current = false;
    }
    const again = saveAgain.current;
    saveAgain.current = false;
    if (again || hasUnsavedNotes(syncRef.current)) schedule(again ? 0 : autosaveMs);
  };

  const schedule = (delay: number) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => void save(), delay);
  };

  // Notes from the room: the state's notes change with each event (or a re-read after a reconnect).
  useEffect(() => {
    const { sync: next, saveNow } = receiveNotes(syncRef.current, state.notes.text, state.notes.version);
    if (next !== syncRef.current) setSync(next, true);
    if (saveNow && live) schedule(0);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- reacts to the room's notes only
  }, [state.notes.text, state.notes.version]);

  useLayoutEffect(() => {
    const box = boxRef.current;
    if (box && caretRef.current !== null) {
      box.setSelectionRange(caretRef.current, caretRef.current);
      caretRef.current = null;
    }
  }, [sync.draft]);

  // Leaving with unsaved notes: send them now rather than lose them.
  useEffect(
    () => () => {
      clearTimeout(timer.current);
      const current = syncRef.current;
      if (hasUnsavedNotes(current))
        void saveRoomNotes(roomId, {
          text: current.draft,
          baseText: current.base,
          version: current.baseVersion,
        }).catch(() => undefined);
    },
    [roomId],
  );

  const length = sync.draft.length;
  const over = length > LIVE_STUDY_LIMITS.notesMax;
  return (
    <div className="space-y-2">
      <div className="flex items-baseline justify-between gap-2">
        <label htmlFor={`${id}-notes`} className="text-sm font-medium text-stone-800">
          Shared notes
        </label>
        <span role="status" className="text-xs text-stone-500">
          {status === "saving" ? "Saving..." : status === "saved" ? "Saved" : ""}
        </span>
      </div>
      <textarea
        ref={boxRef}
        id={`${id}-notes`}
        value={sync.draft}
        readOnly={!live}
        maxLength={LIVE_STUDY_LIMITS.notesMax}
        onChange={(event) => {
          setSync({ ...syncRef.current, draft: event.target.value });
          setStatus("idle");
          schedule(autosaveMs);
        }}
        rows={14}
        aria-describedby={`${id}-hint ${id}-count`}
        aria-invalid={over || undefined}
        placeholder={live ? "Notes everyone in the room can read and edit…" : "No notes were kept."}
        className="w-full rounded-md border border-stone-300 bg-white px-3 py-2 font-mono text-sm text-ink placeholder:text-stone-400 read-only:bg-stone-50 focus:border-night-light focus:ring-2 focus:ring-night-light/30 focus:outline-none"
        data-testid="room-notes"
      />
      <div className="flex justify-between gap-2 text-xs">
        <span
          id={`${id}-hint`}
          className={cn(error ? "text-destructive" : "text-stone-500")}
          role={error ? "alert" : undefined}
        >
          {error ??
            (live
              ? "Everyone present can edit. Each line is a paragraph; when two people change the same line, the later save wins."
              : "The room has closed; its notes are read-only.")}
        </span>
        <span id={`${id}-count`} className={over ? "text-destructive" : "text-stone-500"}>
          {number(length)} / {number(LIVE_STUDY_LIMITS.notesMax)}
        </span>
      </div>
    </div>
  );
}
