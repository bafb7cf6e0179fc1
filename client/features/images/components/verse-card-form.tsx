import { BookOpen, Check } from "lucide-react";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import {
  type BibleImageDto,
  type CardFormat,
  cardFormatIds,
  cardFormats,
  type CardIcon,
  cardIconLabels,
  cardIcons,
  type CardPalette,
  cardPaletteLabels,
  cardPalettes,
  type CardPreviewInput,
  IMAGE_LIMITS,
  type ImageRoom,
  imageRoomLabels,
  imageRooms,
} from "@common/schemas/images";
import { Alert } from "@client/components/ui/alert";
import { Button } from "@client/components/ui/button";
import { Field } from "@client/components/ui/field";
import { Input } from "@client/components/ui/input";
import { Spinner } from "@client/components/ui/spinner";
import { ApiError } from "@client/lib/api-client";
import { cn } from "@client/lib/cn";
import { inputCounter } from "@client/lib/input-counter";
import { toast } from "@client/lib/toast";
import { useCreateCard } from "../api/create-card";
import { useLookupVerse } from "../api/lookup-verse";
import { useCardPreview } from "../api/preview-card";
import { useDebounced } from "../lib/use-debounced";
import { selectClass, TextArea } from "@client/components/ui/text-area";
import { SavedDownloads } from "./saved-downloads";

const swatches: Record<CardPalette, string> = {
  parchment: "bg-[#f1e4c6] border-[#b98d4f]",
  night: "bg-[#18264a] border-[#c9a453]",
  olive: "bg-[#dde5c8] border-[#7f9148]",
  sky: "bg-[#dcebf7] border-[#6d9cc2]",
};

const messageOf = (error: unknown) =>
  error instanceof ApiError ? error.message : "That didn't work — check your connection and try again.";

type Draft = {
  reference: string;
  text: string;
  icons: CardIcon[];
  palette: CardPalette;
  format: CardFormat;
  room: ImageRoom;
  caption: string;
};

/**
 * Verse card (§3.11): a reference filled from the KJV (the text stays editable, ≤ 400), 1–3 of our icons suggested
 * by keyword and changeable, one of four palettes and three formats. The server draws the preview as the form
 * changes, and Save keeps the card in My images with its PNG and SVG downloads.
 */
export function VerseCardForm({
  prefill,
  onSaved,
}: {
  prefill: { reference: string; room: ImageRoom; caption: string };
  onSaved?: (image: BibleImageDto) => void;
}) {
  const id = useId();
  const [draft, setDraft] = useState<Draft>({
    reference: prefill.reference,
    text: "",
    icons: [],
    palette: "parchment",
    format: "square",
    room: prefill.room,
    caption: prefill.caption,
  });
  const [suggested, setSuggested] = useState<CardIcon[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const [saved, setSaved] = useState<BibleImageDto | null>(null);
  const lookup = useLookupVerse();
  const create = useCreateCard();
  const counter = inputCounter(draft.text, IMAGE_LIMITS.cardTextMax);
  const set = (patch: Partial<Draft>) => {
    setDraft((current) => ({ ...current, ...patch }));
    setSaved(null);
  };

  const fill = (reference: string) => {
    setProblem(null);
    lookup.mutate(reference.trim(), {
      onSuccess: (verse) => {
        set({ reference: verse.reference, text: verse.text, icons: verse.suggestedIcons });
        setSuggested(verse.suggestedIcons);
      },
      onError: (error) => setProblem(messageOf(error)),
    });
  };
  // A card pre-filled by another page (Bible Rendered's "Create image") is looked up once on arrival.
  const prefilled = useRef(false);
  useEffect(() => {
    if (prefilled.current || !prefill.reference) return;
    prefilled.current = true;
    fill(prefill.reference);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, for the reference the page arrived with
  }, []);

  const ready =
    draft.reference.trim() !== "" && draft.text.trim() !== "" && draft.icons.length > 0 && !counter.over;
  const spec: CardPreviewInput | null = ready
    ? {
        reference: draft.reference,
        text: draft.text,
        icons: draft.icons,
        palette: draft.palette,
        format: draft.format,
      }
    : null;
  const settled = useDebounced(spec, 350);
  const preview = useCardPreview(settled);

  const toggleIcon = (icon: CardIcon) =>
    set({
      icons: draft.icons.includes(icon)
        ? draft.icons.filter((item) => item !== icon)
        : [...draft.icons, icon],
    });

  const save = (event: FormEvent) => {
    event.preventDefault();
    if (!spec || create.isPending) return;
    setProblem(null);
    create.mutate(
      { ...spec, room: draft.room, ...(draft.caption.trim() && { caption: draft.caption.trim() }) },
      {
        onSuccess: (image) => {
          setSaved(image);
          toast.success("Saved to My images.");
          onSaved?.(image);
        },
        onError: (error) => setProblem(messageOf(error)),
      },
    );
  };

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,24rem)]">
      <div className="min-w-0 space-y-5">
        <form
          className="flex flex-col gap-2 sm:flex-row sm:items-end"
          onSubmit={(event) => {
            event.preventDefault();
            if (draft.reference.trim()) fill(draft.reference);
          }}
        >
          <div className="min-w-0 flex-1">
            <Field id={`${id}-ref`} label="Verse reference" hint="One verse, or a few verses of one chapter.">
              <Input
                id={`${id}-ref`}
                value={draft.reference}
                maxLength={IMAGE_LIMITS.verseRefMax}
                placeholder="Psalm 23:1"
                onChange={(event) => set({ reference: event.target.value })}
              />
            </Field>
          </div>
          <Button type="submit" variant="outline" busy={lookup.isPending} disabled={!draft.reference.trim()}>
            <BookOpen className="size-4" aria-hidden="true" />
            Fill from the KJV
          </Button>
        </form>

        <form className="space-y-5" onSubmit={save}>
          <Field id={`${id}-text`} label="Card text" hint="Filled from the KJV; edit it if you like.">
            <TextArea
              id={`${id}-text`}
              rows={4}
              value={draft.text}
              aria-invalid={counter.over || undefined}
              onChange={(event) => set({ text: event.target.value })}
            />
          </Field>
          {counter.visible && (
            <p className={cn("text-xs", counter.over ? "text-destructive" : "text-stone-500")}>
              {counter.text}
            </p>
          )}

          <fieldset className="space-y-2">
            <legend className="text-sm font-medium text-night">Icons (choose 1 to 3)</legend>
            <div className="flex flex-wrap gap-2">
              {cardIcons.map((icon) => {
                const on = draft.icons.includes(icon);
                const full = !on && draft.icons.length >= IMAGE_LIMITS.iconsMax;
                return (
                  <button
                    key={icon}
                    type="button"
                    aria-pressed={on}
                    disabled={full}
                    onClick={() => toggleIcon(icon)}
                    className={cn(
                      "inline-flex items-center gap-1 rounded-full border px-3 py-1 text-sm",
                      on ? "border-night bg-night text-white" : "border-stone-300 bg-white text-stone-700",
                      full && "opacity-50",
                    )}
                  >
                    {on && <Check className="size-3.5" aria-hidden="true" />}
                    {cardIconLabels[icon]}
                    {suggested.includes(icon) && (
                      <span className={cn("text-xs", on ? "text-gold" : "text-gold-dark")}>· Suggested</span>
                    )}
                  </button>
                );
              })}
            </div>
          </fieldset>

          <div className="grid gap-4 sm:grid-cols-2">
            <fieldset className="space-y-2">
              <legend className="text-sm font-medium text-night">Palette</legend>
              <div className="flex flex-wrap gap-2">
                {cardPalettes.map((palette) => (
                  <label
                    key={palette}
                    className={cn(
                      "flex cursor-pointer items-center gap-2 rounded-md border px-2 py-1 text-sm",
                      draft.palette === palette ? "border-night ring-2 ring-night/20" : "border-stone-300",
                    )}
                  >
                    <input
                      type="radio"
                      name={`${id}-palette`}
                      className="sr-only"
                      checked={draft.palette === palette}
                      onChange={() => set({ palette })}
                    />
                    <span
                      className={cn("size-4 rounded-full border-2", swatches[palette])}
                      aria-hidden="true"
                    />
                    {cardPaletteLabels[palette]}
                  </label>
                ))}
              </div>
            </fieldset>
            <Field id={`${id}-format`} label="Format">
              <select
                id={`${id}-format`}
                className={selectClass}
                value={draft.format}
                onChange={(event) => set({ format: event.target.value as CardFormat })}
              >
                {cardFormatIds.map((format) => (
                  <option key={format} value={format}>
                    {cardFormats[format].label}
                  </option>
                ))}
              </select>
            </Field>
            <Field id={`${id}-room`} label="Room">
              <select
                id={`${id}-room`}
                className={selectClass}
                value={draft.room}
                onChange={(event) => set({ room: event.target.value as ImageRoom })}
              >
                {imageRooms.map((room) => (
                  <option key={room} value={room}>
                    {imageRoomLabels[room]}
                  </option>
                ))}
              </select>
            </Field>
            <Field id={`${id}-caption`} label="Caption (optional)" hint="Shown in the library; searchable.">
              <Input
                id={`${id}-caption`}
                value={draft.caption}
                maxLength={IMAGE_LIMITS.captionMax}
                onChange={(event) => set({ caption: event.target.value })}
              />
            </Field>
          </div>

          {problem && <Alert tone="destructive">{problem}</Alert>}
          <Button type="submit" busy={create.isPending} disabled={!ready}>
            Save to my images
          </Button>
        </form>
      </div>

      <section aria-label="Card preview" className="min-w-0 space-y-3">
        <div className="flex min-h-48 items-center justify-center rounded-xl border border-stone-200 bg-stone-50 p-3">
          {preview.data ? (
            <img
              src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(preview.data)}`}
              alt={`Preview of the verse card for ${draft.reference}`}
              className="max-h-[28rem] w-auto max-w-full rounded-md shadow-sm"
            />
          ) : preview.isFetching ? (
            <Spinner />
          ) : (
            <p className="p-6 text-center text-sm text-stone-600">
              Enter a reference and choose Fill from the KJV to see your card here.
            </p>
          )}
        </div>
        {preview.isError && <Alert tone="destructive">{messageOf(preview.error)}</Alert>}
        {saved && <SavedDownloads message="Saved to My images." downloads={saved.downloads} />}
      </section>
    </div>
  );
}
