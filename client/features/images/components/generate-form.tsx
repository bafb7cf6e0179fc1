import { Hourglass, Sparkles, WandSparkles } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { Link } from "react-router";
import {
  type BibleImageDto,
  type GenerationRoom,
  generationProgressMessage,
  generationRooms,
  IMAGE_LIMITS,
  imageRoomLabels,
  type ImageStyle,
  imageStyleLabels,
  imageStyles,
  wordPictureNeedsVerseMessage,
  wordPictureOfflineNote,
} from "@common/schemas/images";
import { Alert } from "@client/components/ui/alert";
import { Button } from "@client/components/ui/button";
import { Field } from "@client/components/ui/field";
import { Input } from "@client/components/ui/input";
import { Spinner } from "@client/components/ui/spinner";
import { cn } from "@client/lib/cn";
import { inputCounter } from "@client/lib/input-counter";
import { useGenerateImage } from "../api/generate-image";
import { useWriteWordPicture } from "../api/write-word-picture";
import { type ImageAiError, imageAiErrorOf, type ImageAiKit } from "../lib/kit";
import { SavedDownloads } from "./saved-downloads";
import { selectClass, TextArea } from "@client/components/ui/text-area";

const limitTitles: Record<string, string> = {
  ai_image_limit: "You've made today's pictures",
  ai_hourly_limit: "You've reached the hourly limit",
};

/** A limit reached (ai.md §1.5): the server's words (numbers and reset time) and See plans. */
function LimitNotice({ error }: { error: ImageAiError }) {
  return (
    <section
      aria-labelledby="image-limit-title"
      data-testid="limit-card"
      className="space-y-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950"
    >
      <h3 id="image-limit-title" className="flex items-center gap-2 font-semibold">
        <Hourglass className="size-5" aria-hidden="true" />
        {limitTitles[error.code] ?? "You've reached today's limit"}
      </h3>
      <p>{error.message}</p>
      <Button asChild variant="outline" size="sm">
        <Link to="/pricing">See plans</Link>
      </Button>
    </section>
  );
}

type LastAction = "generate" | "word-picture";

/**
 * Generate with AI (ai.md §3.11): room, description (live counter from 80 %, Generate disabled over 500), an optional
 * verse reference with Word picture (a 2–3 sentence scene from that verse fills the description), style, and the
 * questions-left chip. Each picture and each word picture is one question. While the picture is made a progress line
 * says so; a provider fault shows the §1.8 error card with Retry, a limit the limit message, and a refused description
 * its reason — the typed text always stays. The picture lands in My images (private).
 */
export function GenerateForm({ kit }: { kit: ImageAiKit }) {
  const id = useId();
  const [room, setRoom] = useState<GenerationRoom>("translation");
  const [description, setDescription] = useState("");
  const [verseRef, setVerseRef] = useState("");
  const [style, setStyle] = useState<ImageStyle>("reverent_painting");
  const [error, setError] = useState<ImageAiError | null>(null);
  const [lastAction, setLastAction] = useState<LastAction>("generate");
  const [made, setMade] = useState<BibleImageDto | null>(null);
  const [wordPictureOffline, setWordPictureOffline] = useState(false);
  const generate = useGenerateImage();
  const wordPicture = useWriteWordPicture();
  const counter = inputCounter(description, IMAGE_LIMITS.descriptionMax);
  const busy = generate.isPending || wordPicture.isPending;
  const canGenerate = !busy && counter.length > 0 && !counter.over;
  const hasVerse = verseRef.trim() !== "";

  const runGenerate = () => {
    setLastAction("generate");
    setError(null);
    setMade(null);
    generate.mutate(
      {
        room,
        description: description.trim(),
        style,
        ...(hasVerse && { verseRef: verseRef.trim() }),
      },
      {
        onSuccess: (result) => setMade(result.image),
        onError: (failure) => setError(imageAiErrorOf(failure)),
      },
    );
  };
  const runWordPicture = () => {
    if (!hasVerse || busy) return;
    setLastAction("word-picture");
    setError(null);
    wordPicture.mutate(
      { verseRef: verseRef.trim() },
      {
        onSuccess: (answer) => {
          setDescription(answer.wordPicture);
          setVerseRef(answer.verseRef);
          setWordPictureOffline(answer.source === "offline");
        },
        onError: (failure) => setError(imageAiErrorOf(failure)),
      },
    );
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (canGenerate) runGenerate();
  };
  const retry = () => (lastAction === "generate" ? runGenerate() : runWordPicture());

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,24rem)]">
      <form className="min-w-0 space-y-5" onSubmit={submit} aria-label="Generate with AI">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="text-sm text-stone-600">
            Describe a scene and an image model paints it for you. Each picture counts as one question.
          </p>
          {kit.chip}
        </div>

        <div className="grid gap-4 sm:grid-cols-2">
          <Field id={`${id}-room`} label="Room">
            <select
              id={`${id}-room`}
              className={selectClass}
              value={room}
              onChange={(event) => setRoom(event.target.value as GenerationRoom)}
            >
              {generationRooms.map((value) => (
                <option key={value} value={value}>
                  {imageRoomLabels[value]}
                </option>
              ))}
            </select>
          </Field>
          <Field id={`${id}-style`} label="Style">
            <select
              id={`${id}-style`}
              className={selectClass}
              value={style}
              onChange={(event) => setStyle(event.target.value as ImageStyle)}
            >
              {imageStyles.map((value) => (
                <option key={value} value={value}>
                  {imageStyleLabels[value]}
                </option>
              ))}
            </select>
          </Field>
        </div>

        <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
          <div className="min-w-0 flex-1">
            <Field id={`${id}-ref`} label="Verse reference (optional)">
              <Input
                id={`${id}-ref`}
                value={verseRef}
                maxLength={IMAGE_LIMITS.verseRefMax}
                placeholder="Genesis 7:17"
                aria-describedby={`${id}-ref-help`}
                onChange={(event) => setVerseRef(event.target.value)}
              />
            </Field>
          </div>
          <Button
            type="button"
            variant="outline"
            disabled={!hasVerse || busy}
            busy={wordPicture.isPending}
            onClick={runWordPicture}
          >
            <WandSparkles className="size-4" aria-hidden="true" />
            Word picture
          </Button>
        </div>
        <p id={`${id}-ref-help`} className="-mt-3 text-xs text-stone-500">
          {hasVerse
            ? "Word picture writes a short scene from this verse into the description (one question)."
            : wordPictureNeedsVerseMessage}
        </p>

        <Field id={`${id}-description`} label="Description">
          <TextArea
            id={`${id}-description`}
            rows={5}
            value={description}
            placeholder="Noah's ark resting on calm waters at dawn, a dove returning with an olive leaf"
            aria-invalid={counter.over || undefined}
            aria-describedby={`${id}-description-help`}
            onChange={(event) => setDescription(event.target.value)}
          />
          <div id={`${id}-description-help`} className="flex flex-wrap justify-between gap-2 text-xs">
            {counter.over ? (
              <p className="text-destructive">
                Keep the description to {IMAGE_LIMITS.descriptionMax} characters.
              </p>
            ) : (
              <span className="text-stone-500">Say what to show: the place, the figures, the light.</span>
            )}
            {counter.visible && (
              <span
                className={cn(counter.over ? "text-destructive" : "text-stone-500")}
                data-testid="description-counter"
              >
                {counter.text}
              </span>
            )}
          </div>
        </Field>

        <Button type="submit" disabled={!canGenerate} busy={generate.isPending}>
          <Sparkles className="size-4" aria-hidden="true" />
          {generate.isPending ? "Generating…" : "Generate image"}
        </Button>

        {wordPictureOffline && !wordPicture.isPending && (
          <p role="status" className="text-sm text-stone-600" data-testid="word-picture-offline">
            {wordPictureOfflineNote}
          </p>
        )}
        {wordPicture.isPending && (
          <p role="status" className="text-sm text-stone-600">
            Writing a word picture from {verseRef.trim()}…
          </p>
        )}
        {error?.kind === "refused" && (
          <Alert tone="destructive" data-testid="generate-refused">
            {error.message}
          </Alert>
        )}
        {error?.kind === "limit" && <LimitNotice error={error} />}
        {error?.kind === "fault" && kit.error(error, { onRetry: retry, onOffline: retry })}
      </form>

      <section aria-label="Generated image" className="min-w-0 space-y-3">
        <div className="flex min-h-48 items-center justify-center rounded-xl border border-stone-200 bg-stone-50 p-3">
          {generate.isPending ? (
            <div className="flex flex-col items-center gap-3 p-6 text-center" data-testid="generate-progress">
              <Spinner label="Generating" />
              <p role="status" className="text-sm text-stone-600">
                {generationProgressMessage}
              </p>
            </div>
          ) : made ? (
            <img
              src={made.fileUrl}
              alt={made.caption}
              width={made.width}
              height={made.height}
              className="h-auto max-h-[28rem] w-auto max-w-full rounded-md shadow-sm"
              data-testid="generated-image"
            />
          ) : (
            <p className="p-6 text-center text-sm text-stone-600">Your picture will appear here.</p>
          )}
        </div>
        {made && !generate.isPending && (
          <SavedDownloads
            message="Saved to My images. It stays private until you make it public."
            downloads={made.downloads}
          />
        )}
      </section>
    </div>
  );
}
