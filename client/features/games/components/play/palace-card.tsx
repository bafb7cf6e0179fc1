import { RotateCcw } from "lucide-react";
import { useId, useState } from "react";
import { floorByNumber } from "@common/content/palace/floors";
import { roomOverviews } from "@common/content/palace/overview";
import { Button } from "@client/components/ui/button";
import { cn } from "@client/lib/cn";
import { floorTone } from "@client/lib/floor-tone";

/** The room's method in one line: the first sentence of its purpose. */
const methodLine = (purpose: string) => purpose.split(/(?<=\.)\s/)[0] ?? purpose;

/**
 * A Palace Cards card (games.md §4.13): the front is the verse with "Tap to open the room"; the back is the room —
 * name and tag, "Floor N · Floor name" in the floor's colour, its core question and its method in one line. It
 * turns with a 3-D flip, or a cross-fade for members who prefer reduced motion; the hidden face is inert, so
 * keyboard and screen-reader users meet only the face on show.
 */
export function PalaceCard({ verseRef, text, roomId }: { verseRef: string; text: string; roomId: string }) {
  const [flipped, setFlipped] = useState(false);
  const backId = useId();
  const room = roomOverviews.find((candidate) => candidate.id === roomId);
  if (!room) return null;
  const floor = floorByNumber(room.floor);
  const tone = floorTone(room.floor);
  const face =
    "flex flex-col gap-3 rounded-xl border bg-white p-5 shadow-sm [grid-area:1/1] [backface-visibility:hidden] motion-reduce:transition-opacity motion-reduce:duration-300";

  return (
    <div className="[perspective:1200px]" data-testid="palace-card" data-side={flipped ? "back" : "front"}>
      <div
        className={cn(
          "grid transition-transform duration-500 [transform-style:preserve-3d] motion-reduce:transition-none",
          flipped && "[transform:rotateY(180deg)] motion-reduce:[transform:none]",
        )}
      >
        <div
          className={cn(
            face,
            "justify-center border-stone-200 bg-parchment",
            flipped && "motion-reduce:opacity-0",
          )}
          inert={flipped}
        >
          <blockquote className="font-serif text-lg text-ink">{text}</blockquote>
          <p className="text-sm font-medium text-stone-600">{verseRef} (KJV)</p>
          <Button
            variant="outline"
            className="self-start"
            aria-controls={backId}
            aria-expanded={flipped}
            onClick={() => setFlipped(true)}
          >
            Tap to open the room
          </Button>
        </div>
        <div
          id={backId}
          className={cn(
            face,
            "[transform:rotateY(180deg)] motion-reduce:[transform:none]",
            tone.border,
            !flipped && "motion-reduce:opacity-0",
          )}
          inert={!flipped}
          aria-label={`${room.name} (${room.tag})`}
          role="group"
        >
          <div>
            <p className="text-lg font-semibold text-night">
              {room.name} <span className="text-sm font-semibold text-stone-600">({room.tag})</span>
            </p>
            <p className={cn("text-sm font-semibold", tone.text)}>
              Floor {room.floor}
              {floor ? ` · ${floor.name}` : ""}
            </p>
          </div>
          <p className="text-ink">
            <span className="font-medium">Core question:</span> {room.coreQuestion}
          </p>
          <p className="text-sm text-stone-700">
            <span className="font-medium">Method:</span> {methodLine(room.purpose)}
          </p>
          <Button variant="ghost" size="sm" className="self-start" onClick={() => setFlipped(false)}>
            <RotateCcw className="size-4" aria-hidden="true" />
            Show the verse
          </Button>
        </div>
      </div>
    </div>
  );
}
