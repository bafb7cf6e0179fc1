import { BookOpen, ImagePlus, Pencil, Sparkles } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { Link } from "react-router";
import { bookByOsis } from "@common/bible/books";
import type { BibleBlock } from "@common/content/palace/reference/bibleBlocks";
import type { DefaultBlockGlyph } from "@common/content/palace/reference/defaultBlockLegend";
import { saveBlockInput } from "@common/schemas/bible";
import { Alert } from "@client/components/ui/alert";
import { Button } from "@client/components/ui/button";
import { Input } from "@client/components/ui/input";
import { Skeleton } from "@client/components/ui/skeleton";
import { ApiError } from "@client/lib/api-client";
import { readerPath } from "@client/lib/bible";
import { useDeleteBlock } from "../api/delete-block";
import type { LegendBlock } from "../api/get-legend";
import { useSaveBlock } from "../api/save-block";

const NOT_SAVED = "Not saved — try again.";

/** The server's own message for a refused entry (400, e.g. a third sentence); otherwise "Not saved — try again.". */
const failureOf = (error: unknown) =>
  error instanceof ApiError && error.status === 400 ? error.message : NOT_SAVED;

type Draft = { glyph: string; rationale: string };

/** The messages of saveBlockInput, one per field (screens §5.5 wording). */
function fieldErrors(draft: Draft): { glyph?: string; rationale?: string } {
  const parsed = saveBlockInput.safeParse(draft);
  if (parsed.success) return {};
  const errors: { glyph?: string; rationale?: string } = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if ((field === "glyph" || field === "rationale") && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

function BlockEditor({
  block,
  initial,
  initialError,
  hasGlyph,
  onClose,
}: {
  block: BibleBlock;
  initial: Draft;
  initialError: string | null;
  hasGlyph: boolean;
  onClose: () => void;
}) {
  const id = useId();
  const save = useSaveBlock();
  const clear = useDeleteBlock();
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<{ glyph?: string; rationale?: string }>({});
  const [failure, setFailure] = useState<string | null>(initialError);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = fieldErrors(draft);
    setErrors(found);
    if (found.glyph || found.rationale) return;
    setFailure(null);
    save.mutate(
      { number: block.number, ...draft },
      { onSuccess: onClose, onError: (error) => setFailure(failureOf(error)) },
    );
  };

  return (
    <form onSubmit={onSubmit} className="space-y-3" noValidate aria-label={`Edit block ${block.number}`}>
      <div className="space-y-1">
        <label htmlFor={`${id}-glyph`} className="text-sm font-medium text-ink">
          Glyph
        </label>
        <Input
          id={`${id}-glyph`}
          value={draft.glyph}
          onChange={(e) => setDraft({ ...draft, glyph: e.target.value })}
          aria-invalid={errors.glyph ? true : undefined}
          aria-describedby={`${id}-glyph-hint`}
          autoFocus
        />
        <p
          id={`${id}-glyph-hint`}
          className={errors.glyph ? "text-sm text-destructive" : "text-xs text-stone-500"}
        >
          {errors.glyph ??
            "A symbol, an emoji, one capitalised word or a code such as @Mo (1–12 characters)."}
        </p>
      </div>
      <div className="space-y-1">
        <label htmlFor={`${id}-rationale`} className="text-sm font-medium text-ink">
          Rationale
        </label>
        <textarea
          id={`${id}-rationale`}
          rows={3}
          value={draft.rationale}
          onChange={(e) => setDraft({ ...draft, rationale: e.target.value })}
          aria-invalid={errors.rationale ? true : undefined}
          aria-describedby={`${id}-rationale-hint`}
          className="w-full rounded-md border border-stone-300 bg-white px-3 py-2 text-sm text-ink focus:border-night-light focus:outline-none focus:ring-2 focus:ring-night-light/30 aria-[invalid=true]:border-destructive"
        />
        <p
          id={`${id}-rationale-hint`}
          className={errors.rationale ? "text-sm text-destructive" : "text-xs text-stone-500"}
        >
          {errors.rationale ??
            `One or two sentences: why this glyph calls up ${block.label}. ${draft.rationale.trim().length}/300`}
        </p>
      </div>
      {failure && <Alert tone="destructive">{failure}</Alert>}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" busy={save.isPending}>
          Save
        </Button>
        <Button type="button" size="sm" variant="outline" onClick={onClose} disabled={save.isPending}>
          Cancel
        </Button>
        {hasGlyph && (
          <Button
            type="button"
            size="sm"
            variant="ghost"
            className="ml-auto text-destructive"
            busy={clear.isPending}
            onClick={() =>
              clear.mutate(block.number, {
                onSuccess: onClose,
                onError: (error) => setFailure(failureOf(error)),
              })
            }
          >
            Remove glyph
          </Button>
        )}
      </div>
    </form>
  );
}

/** One block: number, range, the member's glyph and rationale (or "No glyph yet"), our suggestion, Edit and Read. */
/**
 * The Bible Image Library's verse card, pre-filled for this block (ai.md §3.11: pictures for the Bible Rendered room):
 * the block's first verse, the room, and a caption with the member's glyph when there is one.
 */
function createImageHref(block: BibleBlock, bookName: string, saved: LegendBlock | undefined): string {
  const caption = `Block ${block.number} · ${block.label}${saved ? ` · ${saved.glyph} ${saved.rationale}` : ""}`;
  const params = new URLSearchParams({
    ref: `${bookName} ${block.start.chapter}:1`,
    for: "bible_rendered",
    caption: caption.slice(0, 200),
  });
  return `/bible-image-library?${params.toString()}`;
}

export function BlockCard({
  block,
  saved,
  loading,
  suggestion,
}: {
  block: BibleBlock;
  saved: LegendBlock | undefined;
  loading: boolean;
  suggestion: DefaultBlockGlyph | undefined;
}) {
  const [editing, setEditing] = useState<{ draft: Draft; error: string | null } | null>(null);
  const save = useSaveBlock();
  const startBook = bookByOsis(block.start.book);
  const useSuggestion = () => {
    if (!suggestion) return;
    const draft = { glyph: suggestion.glyph, rationale: suggestion.sentence };
    save.mutate(
      { number: block.number, ...draft },
      { onError: (error) => setEditing({ draft, error: failureOf(error) }) },
    );
  };

  return (
    <li
      className="flex flex-col gap-3 rounded-xl border border-stone-200 bg-white p-4 shadow-sm"
      data-testid={`block-${block.number}`}
      aria-label={`Block ${block.number}`}
    >
      <div className="flex items-baseline justify-between gap-2">
        <span className="rounded-full bg-night px-2 py-0.5 text-xs font-semibold text-white">
          Block {block.number}
        </span>
        <span className="text-sm font-medium text-stone-700" data-testid="block-range">
          {block.label}
        </span>
      </div>
      {editing ? (
        <BlockEditor
          block={block}
          initial={editing.draft}
          initialError={editing.error}
          hasGlyph={Boolean(saved)}
          onClose={() => setEditing(null)}
        />
      ) : (
        <>
          {loading ? (
            <div className="space-y-2">
              <Skeleton className="h-10 w-16" />
              <Skeleton className="h-4 w-full" />
            </div>
          ) : saved ? (
            <div className="space-y-1">
              <p className="text-4xl leading-tight text-night" data-testid="block-glyph">
                {saved.glyph}
              </p>
              <p className="text-sm text-stone-700">{saved.rationale}</p>
            </div>
          ) : (
            <p className="text-stone-500" data-testid="block-empty">
              No glyph yet
            </p>
          )}
          {suggestion && !loading && saved?.glyph !== suggestion.glyph && (
            <div className="rounded-lg border border-amber-100 bg-amber-50/60 p-3 text-sm">
              <p className="flex items-center gap-1 text-xs font-semibold uppercase tracking-wide text-stone-500">
                <Sparkles className="size-3" aria-hidden="true" /> Suggested glyph
              </p>
              <p className="mt-1">
                <span className="mr-2 text-2xl align-middle">{suggestion.glyph}</span>
                <span className="text-stone-700">{suggestion.sentence}</span>
              </p>
              <Button
                size="sm"
                variant="outline"
                className="mt-2"
                busy={save.isPending}
                onClick={useSuggestion}
              >
                Use suggestion
              </Button>
            </div>
          )}
          <div className="mt-auto flex flex-wrap gap-2">
            <Button
              size="sm"
              variant="outline"
              disabled={loading}
              onClick={() =>
                setEditing({
                  draft: { glyph: saved?.glyph ?? "", rationale: saved?.rationale ?? "" },
                  error: null,
                })
              }
            >
              <Pencil className="size-4" aria-hidden="true" />
              Edit
            </Button>
            <Button size="sm" variant="ghost" asChild>
              <Link to={readerPath(startBook?.name ?? block.start.book, block.start.chapter)}>
                <BookOpen className="size-4" aria-hidden="true" />
                Read
              </Link>
            </Button>
            <Button size="sm" variant="ghost" asChild>
              <Link to={createImageHref(block, startBook?.name ?? block.start.book, saved)}>
                <ImagePlus className="size-4" aria-hidden="true" />
                Create image
              </Link>
            </Button>
          </div>
        </>
      )}
    </li>
  );
}
