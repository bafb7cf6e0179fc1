import { BookOpen, ChevronLeft, ChevronRight, Columns2, Settings2, Square, Volume2 } from "lucide-react";
import { type Ref, useId, useState } from "react";
import { Link } from "react-router";
import { TRANSLATION_IDS, type TranslationId } from "@common/bible/constants";
import type { ChapterDto, ChapterRef, TranslationDto } from "@common/schemas/bible";
import { Button } from "@client/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@client/components/ui/dialog";
import { Switch } from "@client/components/ui/switch";
import { cn } from "@client/lib/cn";
import { readerPath } from "../lib/books";
import type { FontSize, Layout, ReaderPrefs } from "../lib/prefs";
import { BookPicker } from "./book-picker";
import { GoToPassage } from "./go-to-passage";

const fallbackNames: Record<TranslationId, string> = {
  kjv: "King James Version",
  web: "World English Bible",
  asv: "American Standard Version",
  ylt: "Young's Literal Translation",
  dby: "Darby",
  wbt: "Webster",
};

function TranslationSelect({
  label,
  value,
  onChange,
  translations,
  exclude,
  hideLabel,
}: {
  label: string;
  value: TranslationId;
  onChange: (t: TranslationId) => void;
  translations: TranslationDto[] | undefined;
  exclude?: TranslationId;
  hideLabel?: boolean;
}) {
  const id = useId();
  const list =
    translations?.map((t) => ({ id: t.id, name: `${t.abbreviation} — ${t.name}` })) ??
    TRANSLATION_IDS.map((t) => ({ id: t, name: `${t.toUpperCase()} — ${fallbackNames[t]}` }));
  return (
    <div className="flex items-center gap-1.5">
      <label htmlFor={id} className={hideLabel ? "sr-only" : "text-sm text-stone-600"}>
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value as TranslationId)}
        className="h-9 max-w-[11rem] rounded-md border border-stone-300 bg-white px-2 text-sm"
      >
        {list
          .filter((t) => t.id !== exclude)
          .map((t) => (
            <option key={t.id} value={t.id}>
              {t.name}
            </option>
          ))}
      </select>
    </div>
  );
}

export function ChapterNav({
  chapter,
  query,
  className,
}: {
  chapter: ChapterDto;
  query: Record<string, string | null>;
  className?: string;
}) {
  const link = (ref: ChapterRef | null, dir: "prev" | "next") => {
    const label = dir === "prev" ? "Previous" : "Next";
    const Icon = dir === "prev" ? ChevronLeft : ChevronRight;
    const body = (
      <>
        {dir === "prev" && <Icon className="size-4" aria-hidden="true" />}
        {label}
        {dir === "next" && <Icon className="size-4" aria-hidden="true" />}
      </>
    );
    if (!ref)
      return (
        <Button variant="outline" size="sm" disabled aria-label={`${label} chapter`}>
          {body}
        </Button>
      );
    return (
      <Button asChild variant="outline" size="sm">
        <Link
          to={readerPath(ref.bookName, ref.chapter, query)}
          aria-label={`${label} chapter`}
          title={`${ref.bookName} ${ref.chapter}`}
          rel={dir}
        >
          {body}
        </Link>
      </Button>
    );
  };
  return (
    <nav aria-label="Chapters" className={cn("flex items-center gap-2", className)}>
      {link(chapter.prev, "prev")}
      {link(chapter.next, "next")}
    </nav>
  );
}

export function ReaderToolbar({
  chapter,
  book,
  translation,
  parallel,
  translations,
  prefs,
  query,
  goToRef,
  readAloud,
  onTranslation,
  onParallel,
  onPrefs,
}: {
  chapter: ChapterDto | undefined;
  book: { osis: string; chapter: number };
  translation: TranslationId;
  parallel: TranslationId | null;
  translations: TranslationDto[] | undefined;
  prefs: ReaderPrefs;
  query: Record<string, string | null>;
  goToRef: Ref<HTMLInputElement>;
  readAloud: { supported: boolean; speaking: boolean; onStart: () => void; onStop: () => void };
  onTranslation: (t: TranslationId) => void;
  onParallel: (t: TranslationId | null) => void;
  onPrefs: (p: Partial<ReaderPrefs>) => void;
}) {
  const [pickerOpen, setPickerOpen] = useState(false);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const settingsId = useId();
  const secondDefault: TranslationId = translation === "web" ? "kjv" : "web";

  return (
    <div className="space-y-2">
      <div className="flex flex-wrap items-center gap-2">
        <Dialog open={pickerOpen} onOpenChange={setPickerOpen}>
          <DialogTrigger asChild>
            <Button variant="outline" size="sm">
              <BookOpen className="size-4" aria-hidden="true" />
              Books
            </Button>
          </DialogTrigger>
          <DialogContent layout="top">
            <DialogHeader className="mb-3">
              <DialogTitle>Choose a book and chapter</DialogTitle>
              <DialogDescription className="sr-only">
                Filter the books, pick one, then pick a chapter
              </DialogDescription>
            </DialogHeader>
            <BookPicker current={book} onPicked={() => setPickerOpen(false)} linkQuery={query} dense />
          </DialogContent>
        </Dialog>
        <TranslationSelect
          label="Translation"
          hideLabel
          value={translation}
          onChange={onTranslation}
          translations={translations}
        />
        <div className="flex items-center gap-1.5">
          <Switch
            checked={parallel !== null}
            onCheckedChange={(on) => onParallel(on ? secondDefault : null)}
            id={`${settingsId}-parallel`}
          />
          <label
            htmlFor={`${settingsId}-parallel`}
            className="flex cursor-pointer items-center gap-1 text-sm text-stone-700"
          >
            <Columns2 className="size-4" aria-hidden="true" />
            Parallel
          </label>
        </div>
        {parallel && (
          <TranslationSelect
            label="Parallel translation"
            hideLabel
            value={parallel}
            onChange={(t) => onParallel(t)}
            translations={translations}
            exclude={translation}
          />
        )}
        <Button
          variant="outline"
          size="sm"
          aria-expanded={settingsOpen}
          aria-controls={settingsId}
          onClick={() => setSettingsOpen(!settingsOpen)}
        >
          <Settings2 className="size-4" aria-hidden="true" />
          Settings
        </Button>
        {readAloud.supported &&
          (readAloud.speaking ? (
            <Button variant="outline" size="sm" onClick={readAloud.onStop}>
              <Square className="size-4" aria-hidden="true" />
              Stop
            </Button>
          ) : (
            <Button variant="outline" size="sm" onClick={readAloud.onStart} disabled={!chapter}>
              <Volume2 className="size-4" aria-hidden="true" />
              Read aloud
            </Button>
          ))}
        <GoToPassage
          inputRef={goToRef}
          compact
          className="ml-auto"
          query={{ t: query.t ?? null, p: query.p ?? null }}
        />
      </div>
      {settingsOpen && (
        <div
          id={settingsId}
          role="group"
          aria-label="Reading settings"
          className="flex flex-wrap items-center gap-x-6 gap-y-3 rounded-lg border border-stone-200 bg-white p-3"
        >
          <fieldset className="flex items-center gap-1">
            <legend className="sr-only">Font size</legend>
            <span className="mr-1 text-sm text-stone-600" aria-hidden="true">
              Font size
            </span>
            {(["S", "M", "L", "XL"] as FontSize[]).map((size) => (
              <button
                key={size}
                type="button"
                aria-pressed={prefs.fontSize === size}
                aria-label={`Font size ${size}`}
                onClick={() => onPrefs({ fontSize: size })}
                className={cn(
                  "h-8 min-w-8 rounded-md border px-2 text-sm",
                  prefs.fontSize === size
                    ? "border-night bg-night text-white"
                    : "border-stone-300 bg-white hover:bg-stone-50",
                )}
              >
                {size}
              </button>
            ))}
          </fieldset>
          <fieldset className="flex items-center gap-1">
            <legend className="sr-only">Layout</legend>
            <span className="mr-1 text-sm text-stone-600" aria-hidden="true">
              Layout
            </span>
            {(
              [
                ["verses", "Verse per line"],
                ["paragraphs", "Paragraphs"],
              ] as [Layout, string][]
            ).map(([layout, label]) => (
              <button
                key={layout}
                type="button"
                aria-pressed={prefs.layout === layout}
                onClick={() => onPrefs({ layout })}
                className={cn(
                  "h-8 rounded-md border px-2 text-sm",
                  prefs.layout === layout
                    ? "border-night bg-night text-white"
                    : "border-stone-300 bg-white hover:bg-stone-50",
                )}
              >
                {label}
              </button>
            ))}
          </fieldset>
          <div className="flex items-center gap-2">
            <Switch
              checked={prefs.verseNumbers}
              onCheckedChange={(on) => onPrefs({ verseNumbers: on })}
              id={`${settingsId}-numbers`}
            />
            <label htmlFor={`${settingsId}-numbers`} className="text-sm text-stone-700">
              Verse numbers
            </label>
          </div>
        </div>
      )}
    </div>
  );
}
