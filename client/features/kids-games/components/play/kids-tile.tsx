import type { KidsTileDto } from "@common/schemas/games";
import { cn } from "@client/lib/cn";
import type { ReadAloud } from "@client/features/kids-games/lib/kids-speech";
import { ReadAloudButton } from "../read-aloud-button";

export type TileState = "idle" | "selected" | "locked" | "tried";

const tints = [
  "border-sky-300 bg-sky-50 hover:bg-sky-100",
  "border-amber-300 bg-amber-50 hover:bg-amber-100",
  "border-emerald-300 bg-emerald-50 hover:bg-emerald-100",
  "border-pink-300 bg-pink-50 hover:bg-pink-100",
  "border-violet-300 bg-violet-50 hover:bg-violet-100",
  "border-orange-300 bg-orange-50 hover:bg-orange-100",
] as const;

const stateClass: Record<TileState, string> = {
  idle: "",
  selected: "border-violet-600 bg-violet-100 ring-4 ring-violet-300",
  locked: "cursor-default border-emerald-500 bg-emerald-100 hover:bg-emerald-100",
  tried: "cursor-default opacity-40 hover:bg-inherit",
};

/**
 * A big tap target of a kids board (at least 48 × 48 px): the picture and the label, or — on ages 4–6 boards — the
 * picture alone, with the label as its name and a speaker button under it (ages 4–6 get one under every tile). A
 * locked or tried tile stays focusable (aria-disabled) so a keyboard player never loses their place; its taps are
 * ignored.
 */
export function KidsTile({
  tile,
  index,
  state = "idle",
  wobble = false,
  onTap,
  onWobbleEnd,
  readAloud,
  speaker = false,
  testId = "kids-tile",
  size = "md",
}: {
  tile: KidsTileDto;
  index: number;
  state?: TileState;
  wobble?: boolean;
  onTap: () => void;
  onWobbleEnd?: () => void;
  readAloud: ReadAloud | null;
  /** A speaker button under the tile even when its label shows (ages 4–6 boards). */
  speaker?: boolean;
  testId?: string;
  size?: "md" | "lg";
}) {
  const inactive = state === "locked" || state === "tried";
  const pictureOnly = Boolean(tile.pictureOnly && tile.emoji);
  const suffix = state === "locked" ? ", matched" : state === "tried" ? ", tried" : "";
  return (
    <div className="flex h-full flex-col items-stretch gap-1">
      <button
        type="button"
        aria-label={pictureOnly ? `${tile.label}${suffix}` : undefined}
        aria-pressed={state === "selected" ? true : undefined}
        aria-disabled={inactive || undefined}
        data-testid={testId}
        data-tile-id={tile.id}
        data-state={state}
        onClick={() => {
          if (!inactive) onTap();
        }}
        onAnimationEnd={onWobbleEnd}
        className={cn(
          "flex min-h-12 min-w-12 flex-1 cursor-pointer items-center gap-3 rounded-2xl border-2 px-4 py-3 text-left text-lg font-semibold text-night shadow-sm transition-colors",
          pictureOnly && "flex-col justify-center px-3 text-center",
          size === "lg" && "min-h-24",
          tints[index % tints.length],
          stateClass[state],
          wobble && "kids-wobble",
        )}
      >
        {tile.emoji && (
          <span
            className={cn("font-emoji leading-none", pictureOnly ? "text-6xl" : "text-4xl")}
            aria-hidden="true"
          >
            {tile.emoji}
          </span>
        )}
        {!pictureOnly && <span className="min-w-0 flex-1">{tile.label}</span>}
        {!pictureOnly && suffix && <span className="sr-only">{suffix}</span>}
      </button>
      {(pictureOnly || speaker) && (
        <ReadAloudButton
          readAloud={readAloud}
          id={`tile:${tile.id}`}
          text={tile.label}
          label={`Read: ${tile.label}`}
          className="self-center"
        />
      )}
    </div>
  );
}
