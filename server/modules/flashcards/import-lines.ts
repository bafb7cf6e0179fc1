// Paste import (ai.md §3.10): one card per line, "front<TAB>back<TAB>reference" with the reference optional. Every
// line is checked before anything is added, so one bad line names its number and the deck stays as it was.
import { cardInput } from "@common/schemas/flashcards";
import { normaliseCardReference, referenceNotFound } from "./card-reference";

export type ImportedCard = { front: string; back: string; verseRef: string | null; kind: "qa" };

export type ImportOutcome =
  { ok: true; cards: ImportedCard[] } | { ok: false; line: number; message: string };

export function parseImportLines(pasted: string): ImportOutcome {
  const cards: ImportedCard[] = [];
  const lines = pasted.split(/\r\n|\r|\n/);
  for (const [index, raw] of lines.entries()) {
    const line = index + 1;
    if (raw.trim() === "") continue; // blank lines between cards are harmless
    const fields = raw.split("\t");
    if (fields.length < 2 || fields.length > 3)
      return {
        ok: false,
        line,
        message: `Line ${line}: write the front, a tab, the back (and optionally a tab and a reference).`,
      };
    const [front = "", back = "", reference = ""] = fields;
    const checked = cardInput.safeParse({ front, back, verseRef: reference.trim() || null, kind: "qa" });
    if (!checked.success)
      return {
        ok: false,
        line,
        message: `Line ${line}: ${checked.error.issues[0]?.message ?? "this card isn't valid"}`,
      };
    let verseRef: string | null = null;
    if (checked.data.verseRef) {
      verseRef = normaliseCardReference(checked.data.verseRef);
      if (!verseRef)
        return { ok: false, line, message: `Line ${line}: ${referenceNotFound(checked.data.verseRef)}` };
    }
    cards.push({ front: checked.data.front, back: checked.data.back, verseRef, kind: "qa" });
  }
  if (cards.length === 0)
    return { ok: false, line: 1, message: "Paste at least one line: the front, a tab, then the back." };
  return { ok: true, cards };
}
