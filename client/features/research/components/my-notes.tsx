import { useEffect, useEffectEvent, useState } from "react";
import { myNotesTooLongMessage, RESEARCH_LIMITS } from "@common/schemas/research";
import { Button } from "@client/components/ui/button";
import { ApiError } from "@client/lib/api-client";
import { cn } from "@client/lib/cn";
import { useUpdateResearchNote } from "../api/update-research-note";

const AUTOSAVE_MS = 1000;
const number = (n: number) => n.toLocaleString("en-US");

/**
 * The member's own writing under a note (ai.md §3.7 "My notes"): a live counter, saved about a second after typing
 * stops with "Saving..." then "Saved". Nothing typed is lost: a failed save keeps the text and says so with Retry;
 * over 10,000 characters nothing is sent until it is shortened; leaving the page with unsaved text asks first.
 */
export function MyNotes({ noteId, initial }: { noteId: string; initial: string }) {
  const [text, setText] = useState(initial);
  const [savedText, setSavedText] = useState(initial);
  const [savedOnce, setSavedOnce] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const update = useUpdateResearchNote();
  const over = text.length > RESEARCH_LIMITS.myNotesMax;
  const dirty = text !== savedText;

  const save = (value: string) => {
    if (value.length > RESEARCH_LIMITS.myNotesMax) return;
    setFailure(null);
    update.mutate(
      { id: noteId, changes: { myNotes: value } },
      {
        onSuccess: () => {
          setSavedText(value);
          setSavedOnce(true);
        },
        onError: (error) =>
          setFailure(error instanceof ApiError ? error.message : "Your notes couldn't be saved."),
      },
    );
  };
  const saveLater = useEffectEvent(save);

  // About a second after typing stops; typing on while a save runs is saved by the next timer.
  useEffect(() => {
    if (text === savedText || text.length > RESEARCH_LIMITS.myNotesMax) return;
    const timer = setTimeout(() => saveLater(text), AUTOSAVE_MS);
    return () => clearTimeout(timer);
  }, [text, savedText]);

  // Unsaved writing: the browser asks before the page is left.
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [dirty]);

  const statusText = failure
    ? "Not saved"
    : over
      ? "Not saved"
      : dirty || update.isPending
        ? "Saving..."
        : savedOnce
          ? "Saved"
          : "";

  return (
    <section className="space-y-2" data-testid="my-notes">
      <div className="flex items-baseline gap-3">
        <h2 id="my-notes-title" className="mr-auto font-serif text-xl font-semibold text-night">
          <label htmlFor="my-notes">My notes</label>
        </h2>
        <span className="text-xs text-stone-600 print:hidden" role="status" data-testid="my-notes-status">
          {statusText}
        </span>
      </div>
      <textarea
        id="my-notes"
        value={text}
        onChange={(event) => setText(event.target.value)}
        rows={8}
        aria-invalid={over}
        aria-describedby="my-notes-help"
        placeholder="Your own thoughts, questions and findings. Saved as you type."
        className={cn(
          "w-full rounded-md border border-stone-300 bg-white px-3 py-2 text-sm text-ink placeholder:text-stone-400",
          "focus:border-night-light focus:ring-2 focus:ring-night-light/30 focus:outline-none",
          "aria-[invalid=true]:border-destructive print:border-none print:p-0",
        )}
      />
      <div
        id="my-notes-help"
        className="flex flex-wrap items-center justify-between gap-2 text-xs print:hidden"
      >
        {over ? (
          <p className="text-destructive">{myNotesTooLongMessage} Nothing is saved until it is shorter.</p>
        ) : failure ? (
          <p className="text-destructive" data-testid="my-notes-error">
            {failure} Your text is still here.{" "}
            <Button variant="link" size="sm" onClick={() => save(text)}>
              Retry
            </Button>
          </p>
        ) : (
          <span />
        )}
        <span className={over ? "text-destructive" : "text-stone-500"} data-testid="my-notes-counter">
          {number(text.length)} / {number(RESEARCH_LIMITS.myNotesMax)}
        </span>
      </div>
    </section>
  );
}
