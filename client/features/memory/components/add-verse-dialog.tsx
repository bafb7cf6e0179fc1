import { useQueries } from "@tanstack/react-query";
import { Plus } from "lucide-react";
import { type FormEvent, useEffect, useId, useState } from "react";
import { TRANSLATION_IDS, type TranslationId } from "@common/bible/constants";
import { Alert } from "@client/components/ui/alert";
import { Button } from "@client/components/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@client/components/ui/dialog";
import { Input } from "@client/components/ui/input";
import { Label } from "@client/components/ui/label";
import { Skeleton } from "@client/components/ui/skeleton";
import { ApiError } from "@client/lib/api-client";
import { toast } from "@client/lib/toast";
import { useAddMemoryVerse } from "@client/lib/api/add-memory-verse";
import { chapterQueryOptions } from "@client/lib/api/get-chapter";
import { loadReferenceParser, translationNames } from "@client/lib/bible";

type ReferenceModule = Awaited<ReturnType<typeof loadReferenceParser>>;
import { type ReferenceCheck, checkMemoryReference } from "../lib/reference-match";

const NOTE_MAX = 500;

function useReferenceParser(active: boolean): ReferenceModule | null {
  const [mod, setMod] = useState<ReferenceModule | null>(null);
  useEffect(() => {
    if (!active || mod) return;
    let live = true;
    void loadReferenceParser().then((m) => live && setMod(m));
    return () => {
      live = false;
    };
  }, [active, mod]);
  return mod;
}

/** The verses of a checked range, read from the Bible API chapter by chapter (read-only preview). */
function PassagePreview({
  check,
  translation,
}: {
  check: Extract<ReferenceCheck, { ok: true }>;
  translation: TranslationId;
}) {
  const { start, end } = check.range;
  const chapters = Array.from({ length: end.chapter - start.chapter + 1 }, (_, i) => start.chapter + i);
  const results = useQueries({
    queries: chapters.map((chapter) => chapterQueryOptions(translation, start.book, chapter)),
  });
  if (results.some((r) => r.isPending)) return <Skeleton className="h-16 w-full" />;
  if (results.some((r) => r.isError))
    return (
      <p className="text-sm text-amber-800">
        The text couldn't be loaded for a preview; it is saved with the verse.
      </p>
    );
  const verses = results.flatMap((r, i) =>
    (r.data?.verses ?? [])
      .filter(
        (v) =>
          (chapters[i] !== start.chapter || v.verse >= start.verse) &&
          (chapters[i] !== end.chapter || v.verse <= end.verse),
      )
      .map((v) => ({ ...v, chapter: chapters[i]! })),
  );
  return (
    <div
      className="max-h-48 overflow-y-auto rounded-lg bg-parchment p-3 font-serif text-base leading-relaxed"
      data-testid="add-verse-text"
      aria-label="Verse text"
    >
      {verses.length === 0 ? (
        <span className="text-stone-500">—</span>
      ) : (
        verses.map((v) => (
          <span key={v.key}>
            <sup className="mr-0.5 text-xs text-stone-500">{v.verse}</sup>
            {v.segments.map((s, i) =>
              s.italic ? <em key={i}>{s.text}</em> : <span key={i}>{s.text}</span>,
            )}{" "}
          </span>
        ))
      )}
    </div>
  );
}

/** Add verse (screens §5.7): a reference the parser reads (≤ 10 verses), a translation, an optional note. */
export function AddVerseDialog({ defaultTranslation = "kjv" }: { defaultTranslation?: TranslationId }) {
  const [open, setOpen] = useState(false);
  const [reference, setReference] = useState("");
  const [settled, setSettled] = useState("");
  const [translation, setTranslation] = useState<TranslationId>(defaultTranslation);
  const [note, setNote] = useState("");
  const [submitted, setSubmitted] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const add = useAddMemoryVerse();
  const parser = useReferenceParser(open);
  const ids = { reference: useId(), translation: useId(), note: useId(), error: useId() };

  // Parse once typing pauses, so "Phil" on the way to "Phil 4:6" isn't judged.
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(reference), 250);
    return () => window.clearTimeout(timer);
  }, [reference]);

  const versesIn = (book: string, chapter: number) => parser?.chapterVerseCounts(book)[chapter - 1] ?? 0;
  const check: ReferenceCheck | null = parser
    ? checkMemoryReference(settled, parser.parseReference, versesIn)
    : null;
  const showError = check && !check.ok && (submitted || settled.trim() !== "");

  const reset = () => {
    setReference("");
    setSettled("");
    setNote("");
    setSubmitted(false);
    setServerError(null);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    setServerError(null);
    if (!parser) return;
    const now = checkMemoryReference(reference, parser.parseReference, versesIn);
    setSettled(reference);
    if (!now.ok) return;
    add.mutate(
      { reference: reference.trim(), translation, note: note.trim() === "" ? null : note.trim() },
      {
        onSuccess: (verse) => {
          toast.success(`Added ${verse.reference}`);
          reset();
          setOpen(false);
        },
        onError: (error) =>
          setServerError(
            error instanceof ApiError ? error.message : "We couldn't add the verse — try again.",
          ),
      },
    );
  };

  const errorText = serverError ?? (showError && check && !check.ok ? check.message : null);
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) reset();
      }}
    >
      <DialogTrigger asChild>
        <Button>
          <Plus className="size-4" aria-hidden="true" />
          Add verse
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle className="text-xl">Add verse</DialogTitle>
          <DialogDescription className="sr-only">
            Save a verse or a range of up to 10 verses to memorize.
          </DialogDescription>
        </DialogHeader>
        <form className="space-y-4" onSubmit={onSubmit} noValidate>
          <div className="space-y-1.5">
            <Label htmlFor={ids.reference}>Reference</Label>
            <Input
              id={ids.reference}
              value={reference}
              placeholder="e.g. Philippians 4:6-7"
              autoComplete="off"
              maxLength={100}
              aria-invalid={errorText ? true : undefined}
              aria-describedby={errorText ? ids.error : undefined}
              onChange={(e) => {
                setReference(e.target.value);
                setServerError(null);
              }}
            />
            {check?.ok && settled === reference && (
              <p className="text-xs text-emerald-700" data-testid="parsed-reference">
                ✓ {check.label}
              </p>
            )}
          </div>
          <div className="space-y-1.5">
            <Label htmlFor={ids.translation}>Translation</Label>
            <select
              id={ids.translation}
              value={translation}
              onChange={(e) => setTranslation(e.target.value as TranslationId)}
              className="h-10 w-full rounded-md border border-stone-300 bg-white px-3 text-sm focus:border-night-light focus:outline-none focus:ring-2 focus:ring-night-light/30"
            >
              {TRANSLATION_IDS.map((id) => (
                <option key={id} value={id}>
                  {translationNames[id]}
                </option>
              ))}
            </select>
          </div>
          {check?.ok && <PassagePreview check={check} translation={translation} />}
          <div className="space-y-1.5">
            <Label htmlFor={ids.note}>
              Note <span className="font-normal text-stone-500">(optional)</span>
            </Label>
            <textarea
              id={ids.note}
              rows={3}
              maxLength={NOTE_MAX}
              value={note}
              onChange={(e) => setNote(e.target.value)}
              className="w-full rounded-md border border-stone-300 bg-white px-3 py-2 text-sm focus:border-night-light focus:outline-none focus:ring-2 focus:ring-night-light/30"
            />
            <p className="text-right text-xs text-stone-500">
              {note.length} / {NOTE_MAX}
            </p>
          </div>
          {errorText && (
            <Alert tone="destructive" id={ids.error} role="alert">
              {errorText}
            </Alert>
          )}
          <DialogFooter className="mt-0">
            <DialogClose asChild>
              <Button variant="outline" type="button">
                Cancel
              </Button>
            </DialogClose>
            <Button type="submit" busy={add.isPending || (submitted && !parser)}>
              Add
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
