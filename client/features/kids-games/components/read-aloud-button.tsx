import { Volume2, VolumeX } from "lucide-react";
import { cn } from "@client/lib/cn";
import type { ReadAloud } from "@client/features/kids-games/lib/kids-speech";

/**
 * The speaker button (games.md §4.19): reads `text` with the browser's speech synthesis; pressed again, it stops.
 * Hidden when the browser cannot speak (the page lends no read-aloud then).
 */
export function ReadAloudButton({
  readAloud,
  id,
  text,
  label = "Read aloud",
  className,
}: {
  readAloud: ReadAloud | null;
  id: string;
  text: string;
  label?: string;
  className?: string;
}) {
  if (!readAloud) return null;
  const speaking = readAloud.speaking === id;
  const Icon = speaking ? VolumeX : Volume2;
  return (
    <button
      type="button"
      aria-label={label}
      aria-pressed={speaking}
      onClick={() => readAloud.toggle(id, text)}
      className={cn(
        "inline-flex min-h-12 min-w-12 shrink-0 cursor-pointer items-center justify-center rounded-full border-2 border-sky-300 bg-sky-50 text-sky-800 hover:bg-sky-100 aria-pressed:bg-sky-200",
        className,
      )}
    >
      <Icon className="size-6" aria-hidden="true" />
    </button>
  );
}
