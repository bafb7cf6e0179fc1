import type { CardFaceDto } from "@common/schemas/games";
import { cn } from "@client/lib/cn";
import type { CardState } from "@client/features/games/lib/play-board";

/** A face in words, for screen readers and the live region: "OT: Passover lamb, Exod 12:5. …". */
export function describeFace(face: CardFaceDto): string {
  const ref = face.ref && face.ref !== face.title ? `, ${face.ref}` : "";
  const text = face.text ? `. ${face.text}` : "";
  return `${face.badge}: ${face.title}${ref}${text}`;
}

const badgeTone: Record<string, string> = {
  OT: "bg-amber-100 text-amber-900",
  NT: "bg-indigo-100 text-indigo-900",
  Verse: "bg-emerald-100 text-emerald-900",
  Reference: "bg-sky-100 text-sky-900",
};

/** One memory card: a real button, face down ("Card n, face down") or showing its face. */
export function MemoryCard({
  index,
  state,
  face,
  pending,
  onFlip,
}: {
  index: number;
  state: CardState;
  face: CardFaceDto | undefined;
  pending: boolean;
  onFlip: () => void;
}) {
  const shown = state !== "down" && face !== undefined;
  const label = shown
    ? `Card ${index + 1}: ${describeFace(face)}${state === "matched" || state === "fresh" ? " (matched)" : ""}`
    : `Card ${index + 1}, face down`;
  return (
    <button
      type="button"
      onClick={onFlip}
      disabled={state === "matched"}
      aria-label={label}
      aria-busy={pending || undefined}
      data-testid="memory-card"
      data-state={state}
      className={cn(
        "flex h-full min-h-28 w-full flex-col items-stretch overflow-hidden rounded-lg border p-1.5 text-left hyphens-auto transition-[opacity,background-color] duration-200 sm:min-h-36 sm:p-2",
        !shown &&
          "items-center justify-center border-night-light bg-night text-gold hover:bg-night-light disabled:cursor-default",
        shown && "border-stone-300 bg-white text-ink",
        state === "fresh" && "border-emerald-500 ring-2 ring-emerald-400",
        state === "matched" && "border-emerald-300 bg-emerald-50 opacity-60",
        pending && "animate-pulse",
      )}
    >
      {shown ? (
        <span className="flex min-w-0 flex-col gap-0.5 text-[11px] leading-tight sm:text-xs">
          <span
            className={cn(
              "self-start rounded px-1 py-0.5 text-[10px] font-semibold uppercase sm:text-[11px]",
              badgeTone[face.badge] ?? "bg-stone-100 text-stone-700",
            )}
          >
            {face.badge}
          </span>
          <span className="font-semibold break-words text-night">{face.title}</span>
          {face.ref && face.ref !== face.title && <span className="text-stone-600">{face.ref}</span>}
          {face.text && <span className="line-clamp-6 break-words text-stone-700">{face.text}</span>}
        </span>
      ) : (
        <span className="font-serif text-2xl" aria-hidden="true">
          ✦
        </span>
      )}
    </button>
  );
}
