import { cn } from "@client/lib/cn";
import type { BoardProps } from "./board-props";
import { KidsTile } from "./kids-tile";

/**
 * An order board (Creation Week's days, Timeline Trek): the slots fill in order as the child taps the tile that
 * comes next.
 */
export function OrderBoard({ board, wobble, onWobbleEnd, onTap, readAloud, young }: BoardProps<"order">) {
  return (
    <div className="space-y-5">
      <ol className="grid grid-cols-2 gap-2 sm:grid-cols-4" aria-label="In order" data-testid="kids-slots">
        {board.slots.map((slot, index) => (
          <li
            key={index}
            data-testid="kids-slot"
            data-filled={slot.tile ? "true" : "false"}
            className={
              slot.tile
                ? "flex min-h-24 flex-col items-center justify-center gap-1 rounded-2xl border-2 border-emerald-400 bg-emerald-50 p-2 text-center"
                : "flex min-h-24 flex-col items-center justify-center gap-1 rounded-2xl border-2 border-dashed border-stone-300 bg-white/70 p-2 text-center"
            }
          >
            <span className="text-sm font-bold tracking-wide text-violet-900 uppercase">{slot.label}</span>
            {slot.tile ? (
              <>
                {slot.tile.emoji && (
                  <span className="font-emoji text-4xl leading-none" aria-hidden="true">
                    {slot.tile.emoji}
                  </span>
                )}
                <span className={slot.tile.pictureOnly ? "sr-only" : "text-sm font-semibold text-night"}>
                  {slot.tile.label}
                </span>
              </>
            ) : (
              <>
                <span className="font-emoji text-3xl text-stone-300" aria-hidden="true">
                  ❔
                </span>
                <span className="sr-only">empty</span>
              </>
            )}
          </li>
        ))}
      </ol>
      {board.tiles.length > 0 && (
        <ul
          className={cn(
            "grid grid-cols-2 gap-3",
            board.tiles.length % 4 === 0 || board.tiles.length > 6 ? "sm:grid-cols-4" : "sm:grid-cols-3",
          )}
          aria-label="Tap the one that comes next"
        >
          {board.tiles.map((tile, index) => (
            <li key={tile.id}>
              <KidsTile
                tile={tile}
                index={index}
                size="lg"
                wobble={wobble === tile.id}
                onWobbleEnd={onWobbleEnd}
                onTap={() => onTap({ choice: tile.id }, tile.id)}
                readAloud={readAloud}
                speaker={young}
              />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
