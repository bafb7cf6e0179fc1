import { type FormEvent, useId, useRef, useState } from "react";
import { FLASHCARD_LIMITS } from "@common/schemas/flashcards";
import { Alert } from "@client/components/ui/alert";
import { Button } from "@client/components/ui/button";
import { ApiError } from "@client/lib/api-client";
import { useImportCards } from "../api/import-cards";
import { badImportLine, importLineCount, lineAt } from "../lib/import-lines";
import { TextArea } from "@client/components/ui/text-area";

/**
 * Paste import (ai.md §3.10): one card per line, "front<TAB>back<TAB>reference" (reference optional). Says how many
 * were added; a refusal names the bad line and keeps the text so it can be fixed.
 */
export function ImportPanel({ deckId }: { deckId: string }) {
  const id = useId();
  const [text, setText] = useState("");
  const [added, setAdded] = useState<number | null>(null);
  /** Escape lets the next Tab leave the box (keyboard users are never trapped in it). */
  const tabLeaves = useRef(false);
  const importCards = useImportCards();
  const lines = importLineCount(text);
  const tooLong = text.length > FLASHCARD_LIMITS.importMaxChars;
  const badLine = badImportLine(importCards.error);
  const badText = badLine !== null ? lineAt(text, badLine) : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (lines === 0 || tooLong) return;
    setAdded(null);
    importCards.mutate(
      { deckId, lines: text },
      {
        onSuccess: (result) => {
          setAdded(result.added);
          setText("");
        },
      },
    );
  };

  return (
    <form onSubmit={submit} className="space-y-3" aria-label="Import cards">
      <div className="space-y-1.5">
        <label htmlFor={`${id}-lines`} className="text-sm font-medium text-stone-800">
          Paste cards
        </label>
        <p id={`${id}-hint`} className="text-xs text-stone-500">
          One card per line: the front, a tab, the back, and optionally a tab and a reference. Copying rows
          from a spreadsheet gives exactly this.
        </p>
        <TextArea
          id={`${id}-lines`}
          value={text}
          rows={6}
          aria-describedby={`${id}-hint`}
          aria-invalid={badLine !== null || tooLong || undefined}
          className="font-mono"
          placeholder={"Who interpreted the king's dream?\tDaniel\tDaniel 2:19"}
          onChange={(event) => {
            setText(event.target.value);
            setAdded(null);
          }}
          onKeyDown={(event) => {
            // Tab separates front and back here, so it types a tab instead of leaving the box (Escape, then Tab leaves).
            if (event.key === "Escape") {
              tabLeaves.current = true;
              return;
            }
            const leave = tabLeaves.current;
            tabLeaves.current = false;
            if (event.key !== "Tab" || event.shiftKey || leave) return;
            event.preventDefault();
            const box = event.currentTarget;
            const { selectionStart, selectionEnd } = box;
            const next = `${text.slice(0, selectionStart)}\t${text.slice(selectionEnd)}`;
            setText(next);
            requestAnimationFrame(() => box.setSelectionRange(selectionStart + 1, selectionStart + 1));
          }}
        />
        <p className="text-xs text-stone-500">
          Tab types a tab in this box; press Escape first to move on with Tab.{" "}
          {lines > 0 && `${lines} ${lines === 1 ? "line" : "lines"} to import.`}
        </p>
      </div>
      {tooLong && (
        <Alert tone="destructive">
          Paste at most {FLASHCARD_LIMITS.importMaxChars.toLocaleString("en")} characters at once.
        </Alert>
      )}
      {importCards.isError && (
        <Alert tone="destructive" data-testid="import-error">
          <p>
            {importCards.error instanceof ApiError
              ? importCards.error.message
              : "Couldn't import the cards. Try again."}
          </p>
          {badText !== null && (
            <p className="mt-1 font-mono text-xs break-all">
              Line {badLine}: {badText.replace(/\t/g, " → ")}
            </p>
          )}
          <p className="mt-1 text-xs">No cards were added. Fix the line and import again.</p>
        </Alert>
      )}
      {added !== null && (
        <Alert tone="success" data-testid="import-result">
          {added} {added === 1 ? "card" : "cards"} added.
        </Alert>
      )}
      <div className="flex justify-end">
        <Button
          type="submit"
          variant="outline"
          disabled={lines === 0 || tooLong}
          busy={importCards.isPending}
        >
          Import
        </Button>
      </div>
    </form>
  );
}
