import {
  Bookmark,
  BookmarkX,
  Brain,
  Building2,
  ClipboardCopy,
  Highlighter,
  Languages,
  Lightbulb,
  NotebookPen,
  Share2,
  X,
} from "lucide-react";
import { useId, useState } from "react";
import { Link } from "react-router";
import { isLivePath } from "@common/domain/onboarding";
import { HIGHLIGHT_COLORS, type TranslationId } from "@common/bible/constants";
import type { BookmarkDto, ChapterDto, VerseDto } from "@common/schemas/bible";
import { Button } from "@client/components/ui/button";
import { Input } from "@client/components/ui/input";
import { ApiError } from "@client/lib/api-error";
import { cn } from "@client/lib/cn";
import { share } from "@client/lib/share";
import { toast } from "@client/lib/toast";
import { useAddMemoryVerse } from "@client/lib/api/add-memory-verse";
import { useCreateBookmark } from "../api/create-bookmark";
import { useDeleteBookmark } from "../api/delete-bookmark";
import { useSetHighlight } from "../api/set-highlight";
import { readerPath } from "../lib/books";
import { highlightStyles } from "../lib/colors";
import { copyText, plainText, selectionRange } from "../lib/verses";

export const strongsKjvOnly = "Strong's numbers are available in the KJV";

type Panel = "none" | "highlight" | "bookmark";

const barButton =
  "h-auto min-h-10 shrink-0 flex-col gap-0.5 px-1 py-1 text-center text-xs leading-tight md:h-9 md:flex-row md:gap-1.5 md:px-2 md:text-sm";

/**
 * The verse action bar (screens §5.3): a toolbar acting on the selected verses — a bottom sheet on
 * phones, a floating bar on wider screens.
 */
export function VerseActionBar({
  chapter,
  verses,
  reference,
  translation,
  bookmarks,
  onClear,
  onNote,
  onStrongs,
  onPalace,
  onStudy,
}: {
  chapter: ChapterDto;
  verses: VerseDto[];
  reference: string;
  translation: TranslationId;
  bookmarks: BookmarkDto[];
  onClear: () => void;
  onNote: () => void;
  onStrongs: () => void;
  onPalace: () => void;
  /** "Study this verse": the verse assistant's panel (ai.md §3.12). */
  onStudy: () => void;
}) {
  const where = { book: chapter.book, chapter: chapter.chapter };
  const labelId = useId();
  const [panel, setPanel] = useState<Panel>("none");
  const [label, setLabel] = useState("");
  const [memoryNotice, setMemoryNotice] = useState(false);
  const highlight = useSetHighlight(where);
  const addBookmark = useCreateBookmark(where);
  const removeBookmark = useDeleteBookmark(where);
  const memorize = useAddMemoryVerse();
  const first = verses[0]!;
  const existingBookmark = bookmarks.find((b) => b.verseKey === first.key);
  const kjv = translation === "kjv";
  const memoryPage = isLivePath("/memorization-verses");
  const range = selectionRange(verses.map((v) => v.verse));
  const rangeReference = `${chapter.bookName} ${chapter.chapter}:${range}`;

  const toggle = (p: Panel) => setPanel((current) => (current === p ? "none" : p));

  const setColor = (color: (typeof HIGHLIGHT_COLORS)[number] | null) =>
    highlight.mutate(
      { verseKeys: verses.map((v) => v.key), color },
      {
        onSuccess: () => {
          toast.success(color ? "Highlighted" : "Highlight removed");
          setPanel("none");
          onClear();
        },
        onError: (error) => toast.error(error.message || "Couldn't save the highlight — try again."),
      },
    );

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(copyText(verses, reference, translation));
      toast.success("Copied to clipboard");
    } catch {
      toast.error("Couldn't copy — your browser blocked the clipboard.");
    }
  };

  const shareSelection = () =>
    void share({
      title: reference,
      text: verses.map(plainText).join(" "),
      url: `${window.location.origin}${readerPath(chapter.bookName, chapter.chapter, { v: range, t: translation })}`,
    });

  const addToMemory = () =>
    memorize.mutate(
      { reference: rangeReference, translation },
      {
        onSuccess: () => toast.success(`${rangeReference} added to your memorization verses`),
        onError: (error) => {
          if (error instanceof ApiError && error.status === 409) setMemoryNotice(true);
          else toast.error(error.message || "Couldn't add the verse — try again.");
        },
      },
    );

  return (
    <div
      className={cn(
        "fixed inset-x-0 bottom-0 z-40 border-t border-stone-200 bg-white/95 px-2 pt-2 pb-[max(0.5rem,env(safe-area-inset-bottom))] shadow-[0_-4px_16px_rgba(0,0,0,0.08)] backdrop-blur",
        "md:bottom-4 md:left-1/2 md:w-max md:max-w-[calc(100vw-2rem)] md:-translate-x-1/2 md:rounded-xl md:border md:px-3 md:pb-2",
      )}
      data-testid="verse-action-bar"
    >
      <p className="mb-1 px-1 text-xs font-semibold text-stone-600" aria-live="polite">
        {reference} selected
      </p>
      {panel === "highlight" && (
        <div
          role="group"
          aria-label="Highlight colour"
          className="mb-2 flex flex-wrap items-center gap-2 px-1"
        >
          {HIGHLIGHT_COLORS.map((color) => (
            <button
              key={color}
              type="button"
              aria-label={highlightStyles[color].name}
              title={highlightStyles[color].name}
              disabled={highlight.isPending}
              onClick={() => setColor(color)}
              className={cn(
                "size-8 rounded-full border-2 border-white shadow ring-1 ring-stone-300 hover:ring-2 hover:ring-night",
                highlightStyles[color].swatch,
              )}
            />
          ))}
          <Button variant="outline" size="sm" onClick={() => setColor(null)} disabled={highlight.isPending}>
            Remove
          </Button>
        </div>
      )}
      {panel === "bookmark" && (
        <form
          className="mb-2 flex items-end gap-2 px-1"
          onSubmit={(e) => {
            e.preventDefault();
            addBookmark.mutate(
              { verseKey: first.key, label: label.trim() || null },
              {
                onSuccess: () => {
                  toast.success("Bookmarked");
                  setLabel("");
                  setPanel("none");
                },
                onError: (error) => toast.error(error.message || "Couldn't bookmark — try again."),
              },
            );
          }}
        >
          <div className="min-w-0 flex-1">
            <label htmlFor={labelId} className="block text-xs font-medium text-stone-600">
              Label (optional)
            </label>
            <Input
              id={labelId}
              value={label}
              maxLength={60}
              onChange={(e) => setLabel(e.target.value)}
              className="h-9"
              placeholder={`${chapter.bookName} ${chapter.chapter}:${first.verse}`}
            />
          </div>
          <Button type="submit" size="sm" className="h-9" busy={addBookmark.isPending}>
            Save bookmark
          </Button>
        </form>
      )}
      {memoryNotice && (
        <p className="mb-2 px-1 text-sm text-stone-700" role="status">
          Already in your memorization verses
          {memoryPage && (
            <>
              {" — "}
              <Link to="/memorization-verses" className="font-medium text-night-light underline">
                open them
              </Link>
            </>
          )}
        </p>
      )}
      <div
        role="toolbar"
        aria-label="Verse actions"
        className="grid grid-cols-5 gap-1 md:flex md:items-center"
      >
        <Button
          variant={panel === "highlight" ? "outline" : "ghost"}
          className={barButton}
          aria-expanded={panel === "highlight"}
          onClick={() => toggle("highlight")}
        >
          <Highlighter className="size-4" aria-hidden="true" />
          Highlight
        </Button>
        <Button variant="ghost" className={barButton} onClick={onNote}>
          <NotebookPen className="size-4" aria-hidden="true" />
          Note
        </Button>
        {existingBookmark ? (
          <Button
            variant="ghost"
            className={barButton}
            busy={removeBookmark.isPending}
            onClick={() =>
              removeBookmark.mutate(existingBookmark.id, {
                onSuccess: () => toast.success("Bookmark removed"),
                onError: () => toast.error("Couldn't remove the bookmark — try again."),
              })
            }
          >
            <BookmarkX className="size-4" aria-hidden="true" />
            Remove bookmark
          </Button>
        ) : (
          <Button
            variant={panel === "bookmark" ? "outline" : "ghost"}
            className={barButton}
            aria-expanded={panel === "bookmark"}
            onClick={() => toggle("bookmark")}
          >
            <Bookmark className="size-4" aria-hidden="true" />
            Bookmark
          </Button>
        )}
        <Button variant="ghost" className={barButton} onClick={() => void copy()}>
          <ClipboardCopy className="size-4" aria-hidden="true" />
          Copy
        </Button>
        <Button variant="ghost" className={barButton} onClick={shareSelection}>
          <Share2 className="size-4" aria-hidden="true" />
          Share
        </Button>
        <Button
          variant="ghost"
          className={cn(barButton, !kjv && "cursor-not-allowed opacity-50")}
          aria-disabled={!kjv || undefined}
          title={kjv ? undefined : strongsKjvOnly}
          aria-description={kjv ? undefined : strongsKjvOnly}
          onClick={() => (kjv ? onStrongs() : toast.info(strongsKjvOnly))}
        >
          <Languages className="size-4" aria-hidden="true" />
          Strong&apos;s
        </Button>
        <Button variant="ghost" className={barButton} busy={memorize.isPending} onClick={addToMemory}>
          {!memorize.isPending && <Brain className="size-4" aria-hidden="true" />}
          Memorize
        </Button>
        {isLivePath("/palace") && (
          <Button variant="ghost" className={barButton} onClick={onPalace}>
            <Building2 className="size-4" aria-hidden="true" />
            Study in the palace
          </Button>
        )}
        <Button variant="ghost" className={barButton} onClick={onStudy}>
          <Lightbulb className="size-4" aria-hidden="true" />
          Study this verse
        </Button>
        <Button variant="ghost" className={barButton} onClick={onClear}>
          <X className="size-4" aria-hidden="true" />
          Clear
        </Button>
      </div>
    </div>
  );
}
