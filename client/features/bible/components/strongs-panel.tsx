import { type FormEvent, useId, useState } from "react";
import type { StrongsEntryDto, VerseDto } from "@common/schemas/bible";
import { Button } from "@client/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "@client/components/ui/dialog";
import { Input } from "@client/components/ui/input";
import { Skeleton } from "@client/components/ui/skeleton";
import { cn } from "@client/lib/cn";
import { useLikelyStrongs } from "../api/get-likely-strongs";
import { useStrongsEntry } from "../api/get-strongs-entry";
import { isMissing } from "../lib/missing";

function Entry({ entry, likely }: { entry: StrongsEntryDto; likely?: boolean }) {
  return (
    <article
      className="space-y-1 rounded-md border border-stone-200 p-3 text-sm"
      aria-label={`Strong's ${entry.number}`}
    >
      {likely && (
        <p className="text-xs font-semibold tracking-wide text-gold-dark uppercase">Likely original word</p>
      )}
      <h3 className="flex flex-wrap items-baseline gap-x-2 text-base font-semibold text-night">
        <span>{entry.number}</span>
        <span className="font-serif text-lg">{entry.lemma}</span>
        {entry.transliteration && <span className="text-stone-600 italic">{entry.transliteration}</span>}
        {entry.pronunciation && <span className="text-xs text-stone-500">({entry.pronunciation})</span>}
      </h3>
      <p className="text-ink">{entry.definition}</p>
      {entry.kjvRenderings && (
        <p className="text-stone-600">
          <span className="font-medium">KJV:</span> {entry.kjvRenderings}
        </p>
      )}
      {entry.derivation && (
        <p className="text-stone-600">
          <span className="font-medium">Derivation:</span> {entry.derivation}
        </p>
      )}
    </article>
  );
}

const normalise = (n: string) => n.trim().toUpperCase().replace(/\s+/g, "");

/**
 * The Strong's panel (screens §5.3, KJV only): the selected verses' words are tappable and show the
 * likely entries from the lexicon's KJV renderings; any number can be looked up ("G25", "H7225").
 */
export function StrongsPanel({
  open,
  onClose,
  book,
  verses,
  reference,
}: {
  open: boolean;
  onClose: () => void;
  book: string;
  verses: VerseDto[];
  reference: string;
}) {
  const lookupId = useId();
  const [word, setWord] = useState<string | null>(null);
  const [typed, setTyped] = useState("");
  const [number, setNumber] = useState<string | null>(null);
  const likely = useLikelyStrongs(book, word);
  const entry = useStrongsEntry(number);

  const lookup = (e: FormEvent) => {
    e.preventDefault();
    const n = normalise(typed);
    if (n) setNumber(n);
  };

  const words = verses.map((v) => ({
    verse: v.verse,
    words: v.segments
      .map((s) => s.text)
      .join("")
      .split(/\s+/)
      .map((w) => w.replace(/^[^A-Za-z]+|[^A-Za-z]+$/g, ""))
      .filter(Boolean),
  }));

  return (
    <Dialog open={open} onOpenChange={(o) => !o && onClose()}>
      {/* Full screen on phones (the words need the room), a side panel beside the text from sm up. */}
      <DialogContent layout="side" className="w-full max-w-none sm:w-[30rem]">
        <DialogHeader>
          <DialogTitle>Strong&apos;s — {reference}</DialogTitle>
          <DialogDescription>
            Tap a word to see the Hebrew or Greek word it most likely translates.
          </DialogDescription>
        </DialogHeader>
        <div className="space-y-2 font-serif">
          {words.map(({ verse, words: list }) => (
            <p key={verse} className="leading-loose">
              <sup className="mr-1 text-xs font-semibold text-gold-dark">{verse}</sup>
              {list.map((w, i) => (
                <button
                  key={i}
                  type="button"
                  onClick={() => {
                    setWord(w);
                    setNumber(null);
                  }}
                  aria-pressed={word === w}
                  className={cn(
                    "mr-1 rounded px-0.5 hover:bg-indigo-50 hover:underline",
                    word === w && "bg-indigo-100",
                  )}
                >
                  {w}
                </button>
              ))}
            </p>
          ))}
        </div>
        <form
          onSubmit={lookup}
          className="mt-4 flex items-end gap-2"
          role="search"
          aria-label="Strong's lookup"
        >
          <div className="flex-1">
            <label htmlFor={lookupId} className="block text-sm font-medium text-night">
              Look up a Strong&apos;s number
            </label>
            <Input
              id={lookupId}
              value={typed}
              onChange={(e) => setTyped(e.target.value)}
              placeholder="G25 or H7225"
              autoComplete="off"
            />
          </div>
          <Button type="submit" variant="outline">
            Look up
          </Button>
        </form>
        <div className="mt-4 space-y-3" aria-live="polite">
          {number !== null && (
            <>
              {entry.isPending && <Skeleton className="h-24 w-full" />}
              {entry.isError && (
                <p className="text-sm text-stone-700">
                  {isMissing(entry.error)
                    ? `No Strong's entry for ${number}.`
                    : "Couldn't load that entry — try again."}
                </p>
              )}
              {entry.data && <Entry entry={entry.data} />}
            </>
          )}
          {number === null && word !== null && (
            <>
              {likely.isPending && <Skeleton className="h-24 w-full" />}
              {likely.isError && (
                <p className="text-sm text-stone-700">
                  {isMissing(likely.error)
                    ? `No Strong's entry found for “${word}”.`
                    : "Couldn't load the entries — try again."}
                </p>
              )}
              {likely.data && likely.data.entries.length === 0 && (
                <p className="text-sm text-stone-700">No Strong&apos;s entry found for “{word}”.</p>
              )}
              {likely.data?.entries.map((e) => (
                <Entry key={e.number} entry={e} likely />
              ))}
            </>
          )}
        </div>
        <p className="mt-auto pt-4 text-xs text-stone-500">
          Strong&apos;s Hebrew and Greek dictionaries (CC BY-SA) — see Credits.
        </p>
      </DialogContent>
    </Dialog>
  );
}
