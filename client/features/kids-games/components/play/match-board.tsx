import { useState } from "react";
import type { KidsTileDto } from "@common/schemas/games";
import { matchedIds } from "@client/features/kids-games/lib/kids-play";
import type { BoardProps } from "./board-props";
import { KidsTile } from "./kids-tile";
import { MatchScene } from "./match-scene";

type Side = "left" | "right";

const columns = {
  armor: { left: "Armor", right: "What it means" },
  tabernacle: { left: "In God's tent", right: "Its job" },
  parables: { left: "Stories", right: "Lessons" },
} as const;

/**
 * A match board (Armor of God, Sanctuary Match, Parable Picker): tap a tile on one side, then the one that belongs
 * with it on the other. Matched pairs lock in and build the picture above.
 */
export function MatchBoard({ board, wobble, onWobbleEnd, onTap, readAloud, young }: BoardProps<"match">) {
  const [selected, setSelected] = useState<{ side: Side; id: string } | null>(null);
  const locked = matchedIds(board);
  const labels = columns[board.scene];

  const tap = (side: Side, tile: KidsTileDto) => {
    if (!selected || selected.side === side) {
      setSelected(selected?.id === tile.id ? null : { side, id: tile.id });
      return;
    }
    const pair = side === "right" ? [selected.id, tile.id] : [tile.id, selected.id];
    setSelected(null);
    onTap({ choices: pair }, tile.id);
  };

  const column = (side: Side, tiles: KidsTileDto[]) => (
    <div className="space-y-2">
      <h3 className="font-sans text-lg font-bold text-violet-900">{labels[side]}</h3>
      <ul className="space-y-2" aria-label={labels[side]}>
        {tiles.map((tile, index) => (
          <li key={tile.id}>
            <KidsTile
              tile={tile}
              index={side === "left" ? index : index + 3}
              testId={`kids-${side}`}
              state={
                locked.has(tile.id)
                  ? "locked"
                  : selected?.side === side && selected.id === tile.id
                    ? "selected"
                    : "idle"
              }
              wobble={wobble === tile.id}
              onWobbleEnd={onWobbleEnd}
              onTap={() => tap(side, tile)}
              readAloud={readAloud}
              speaker={young}
            />
          </li>
        ))}
      </ul>
    </div>
  );

  return (
    <div className="space-y-5">
      <MatchScene board={board} />
      <p className="text-base text-stone-700" aria-live="polite">
        {selected
          ? `Now tap its partner in “${selected.side === "left" ? labels.right : labels.left}”.`
          : "Tap one, then the one that goes with it."}
      </p>
      <div className="grid grid-cols-2 gap-3 sm:gap-5">
        {column("left", board.left)}
        {column("right", board.right)}
      </div>
    </div>
  );
}
