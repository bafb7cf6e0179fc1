/**
 * The shared room notes (screens §8.3): one plain-text pad the server merges by paragraph (one line = one paragraph;
 * common/schemas/live-study.ts `notesInput`): lines the member changed relative to the text their edit started from
 * win, the rest keep what is stored. The page never merges on its own — it keeps track of what it sent and lets the
 * server's answer decide, so both sides always agree:
 *
 * - `base` is the text the member's edit starts from: the last notes received while the pad had no unsaved edits, or
 *   the text last sent.
 * - Others' notes arriving while the pad is clean replace it; while it has unsaved edits, the page saves at once and
 *   the merged answer brings the others' lines in (the member's changed lines stay theirs).
 * - A save's answer replaces the pad when the member typed nothing since sending; otherwise the newer typing stays and
 *   the next save (already due) is merged from the text that was sent.
 */

export type NotesSync = {
  /** What the pad shows. */
  draft: string;
  /** The text the member's unsaved edits started from. */
  base: string;
  /**
   * The version sent with `base`. The server takes the text as it is when this is the stored version and merges
   * otherwise, so it must only equal the stored version when `base` is the stored text.
   */
  baseVersion: number;
  /** The newest version seen from the room. */
  latest: number;
};

export const notesSyncFrom = (text: string, version: number): NotesSync => ({
  draft: text,
  base: text,
  baseVersion: version,
  latest: version,
});

export const hasUnsavedNotes = (sync: NotesSync) => sync.draft !== sync.base;

/** Notes from the room (an event or a re-read) with `version`. Older or equal versions change nothing. */
export function receiveNotes(
  sync: NotesSync,
  text: string,
  version: number,
): { sync: NotesSync; saveNow: boolean } {
  if (version <= sync.latest) return { sync, saveNow: false };
  if (!hasUnsavedNotes(sync)) return { sync: notesSyncFrom(text, version), saveNow: false };
  // Unsaved edits: keep them on screen and save now; the server merges the others' lines in.
  return { sync: { ...sync, latest: version }, saveNow: true };
}

/**
 * A save of `sent` (with `sentBaseVersion`) was answered with the stored, merged `text` at `version`. `behind` says
 * the room has moved past the answer meanwhile (an event newer than it was held back while saving): read again.
 */
export function savedNotes(
  sync: NotesSync,
  sent: { text: string; baseVersion: number },
  text: string,
  version: number,
): { sync: NotesSync; behind: boolean } {
  const latest = Math.max(sync.latest, version);
  const behind = version < sync.latest;
  if (sync.draft === sent.text) return { sync: { ...notesSyncFrom(text, version), latest }, behind };
  // Typed on while the save was out: keep the newer text. Its next save starts from what was sent, with the version
  // sent then, which the stored notes have moved past whenever they changed — so the server merges.
  return { sync: { draft: sync.draft, base: sent.text, baseVersion: sent.baseVersion, latest }, behind };
}

/** The line (paragraph) index the caret is on. */
export function lineIndexAt(text: string, caret: number): number {
  return text.slice(0, Math.max(0, caret)).split("\n").length - 1;
}

/**
 * Where the caret goes after the pad's text changed under it: the same line and column (clamped to the line), so
 * others' lines arriving don't move the member's cursor into someone else's paragraph.
 */
export function caretAfterChange(before: string, caret: number, after: string): number {
  const line = lineIndexAt(before, caret);
  const column = caret - (before.lastIndexOf("\n", caret - 1) + 1);
  const afterLines = after.split("\n");
  const targetLine = Math.min(line, afterLines.length - 1);
  let offset = 0;
  for (let index = 0; index < targetLine; index += 1) offset += (afterLines[index] ?? "").length + 1;
  return offset + Math.min(column, (afterLines[targetLine] ?? "").length);
}
