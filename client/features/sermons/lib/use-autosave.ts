import { useEffect, useState, useSyncExternalStore } from "react";
import { type SermonDraft, sermonDraftInput } from "@common/schemas/sermons";
import { messageOf } from "./kit";

/** ai.md §3.9: the save runs 2 s after typing stops. */
export const autosaveDelayMs = 2000;
/** A failed save is tried again after this long; the text stays in the page meanwhile. */
const retryDelayMs = 5000;

export type SaveState =
  | { kind: "saved" }
  | { kind: "saving" }
  /** A field is over its limit: nothing is sent until it is shortened (the text stays). */
  | { kind: "invalid" }
  | { kind: "error"; message: string };

type Save = (draft: SermonDraft) => Promise<unknown>;

const valid = (draft: SermonDraft) => sermonDraftInput.safeParse(draft).success;

/**
 * The builder's autosave, outside React's render: it is told of every change, saves 2 s after the last one (or at
 * once on `flush`), one save at a time and always the newest draft; a failed save keeps the text and tries again.
 */
class Autosaver {
  private state: SaveState = { kind: "saved" };
  private readonly listeners = new Set<() => void>();
  private latest: SermonDraft;
  private savedJson: string;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private running: Promise<void> | null = null;
  private save: Save = () => Promise.resolve();

  constructor(initial: SermonDraft) {
    this.latest = initial;
    this.savedJson = JSON.stringify(initial);
  }

  readonly subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  };

  readonly getState = () => this.state;

  setSave(save: Save) {
    this.save = save;
  }

  private set(state: SaveState) {
    this.state = state;
    for (const listener of this.listeners) listener();
  }

  private schedule(delay: number) {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.flush().catch(() => undefined), delay);
  }

  dirty() {
    return JSON.stringify(this.latest) !== this.savedJson;
  }

  change(draft: SermonDraft) {
    this.latest = draft;
    if (!this.dirty()) return;
    clearTimeout(this.timer);
    if (!valid(draft)) {
      this.set({ kind: "invalid" });
      return;
    }
    if (this.state.kind !== "error") this.set({ kind: "saving" });
    this.schedule(autosaveDelayMs);
  }

  /** Saves the newest draft now; resolves once it is saved (rejects with the failure). */
  readonly flush = async (): Promise<void> => {
    clearTimeout(this.timer);
    while (this.running) await this.running.catch(() => undefined);
    const snapshot = this.latest;
    const json = JSON.stringify(snapshot);
    if (json === this.savedJson) {
      if (this.state.kind !== "saved") this.set({ kind: "saved" });
      return;
    }
    if (!valid(snapshot)) {
      this.set({ kind: "invalid" });
      return;
    }
    this.set({ kind: "saving" });
    const attempt = this.save(snapshot)
      .then(() => {
        this.savedJson = json;
        if (this.dirty()) this.schedule(autosaveDelayMs);
        else this.set({ kind: "saved" });
      })
      .catch((error: unknown) => {
        this.set({ kind: "error", message: messageOf(error) });
        this.schedule(retryDelayMs);
        throw error;
      })
      .finally(() => {
        this.running = null;
      });
    this.running = attempt;
    return attempt;
  };

  /** Leaving the sermon: a change not yet sent is sent now. */
  dispose() {
    clearTimeout(this.timer);
    if (this.dirty() && valid(this.latest)) void this.flush().catch(() => undefined);
  }
}

/**
 * Autosave for the builder (ai.md §3.9 "Saving..." / "Saved"): every change of `draft` is saved 2 s after the last
 * one; `flush` saves at once (a step change, before the coach). Leaving the page with an unsent change asks the
 * browser to wait.
 */
export function useAutosave(draft: SermonDraft, save: Save) {
  const [saver] = useState(() => new Autosaver(draft));
  useEffect(() => saver.setSave(save));
  useEffect(() => saver.change(draft), [saver, draft]);
  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      if (saver.dirty()) event.preventDefault();
    };
    window.addEventListener("beforeunload", warn);
    return () => {
      window.removeEventListener("beforeunload", warn);
      saver.dispose();
    };
  }, [saver]);
  const state = useSyncExternalStore(saver.subscribe, saver.getState);
  return { state, flush: saver.flush };
}
