import type { KidsBoardDto, KidsTileDto } from "@common/schemas/games";
import { matchedPairs } from "@client/features/kids-games/lib/kids-play";

type MatchBoard = Extract<KidsBoardDto, { play: "match" }>;

/** One place of a picture: the matched piece's emoji, or a dotted circle until it is found. */
function Spot({ tile }: { tile: KidsTileDto | undefined }) {
  return tile ? (
    <li
      className="flex size-14 items-center justify-center rounded-full border-2 border-emerald-400 bg-white shadow-sm sm:size-16"
      data-testid="kids-scene-piece"
    >
      <span className="font-emoji text-3xl leading-none sm:text-4xl" aria-hidden="true">
        {tile.emoji ?? "✔️"}
      </span>
      <span className="sr-only">{tile.label}</span>
    </li>
  ) : (
    <li className="size-14 rounded-full border-2 border-dashed border-stone-300 bg-white/60 sm:size-16">
      <span className="sr-only">not yet</span>
    </li>
  );
}

/**
 * The picture a match board builds (games.md §4.19): the soldier dressed piece by piece in God's armor, the
 * tabernacle's frame filling in, or the parables' lessons as they are found.
 */
export function MatchScene({ board }: { board: MatchBoard }) {
  const pairs = matchedPairs(board);
  const spots = Array.from({ length: board.left.length }, (_, index) => pairs[index]?.left);
  const count = `${pairs.length} of ${board.left.length}`;

  if (board.scene === "armor") {
    const half = Math.ceil(spots.length / 2);
    return (
      <figure
        className="flex flex-col items-center gap-2 rounded-3xl border-2 border-sky-200 bg-gradient-to-b from-sky-100 to-emerald-50 p-4"
        data-testid="kids-scene"
        data-scene="armor"
      >
        <div className="flex items-center justify-center gap-3 sm:gap-6">
          <ul className="flex flex-col gap-2" aria-label="Armor on">
            {spots.slice(0, half).map((tile, index) => (
              <Spot key={index} tile={tile} />
            ))}
          </ul>
          <span className="font-emoji text-8xl leading-none sm:text-9xl" aria-hidden="true">
            🧍
          </span>
          <ul className="flex flex-col gap-2" aria-label="More armor on">
            {spots.slice(half).map((tile, index) => (
              <Spot key={index} tile={tile} />
            ))}
          </ul>
        </div>
        <figcaption className="text-lg font-semibold text-night">Armor on: {count}</figcaption>
      </figure>
    );
  }

  if (board.scene === "tabernacle") {
    return (
      <figure
        className="space-y-3 rounded-3xl border-8 border-amber-700/70 bg-amber-50 p-4"
        data-testid="kids-scene"
        data-scene="tabernacle"
      >
        <div className="flex items-center justify-center gap-2">
          <span className="font-emoji text-5xl leading-none" aria-hidden="true">
            ⛺
          </span>
        </div>
        <ul className="flex flex-wrap justify-center gap-2" aria-label="The tabernacle">
          {spots.map((tile, index) => (
            <Spot key={index} tile={tile} />
          ))}
        </ul>
        <figcaption className="text-center text-lg font-semibold text-night">
          The picture so far: {count}
        </figcaption>
      </figure>
    );
  }

  return (
    <figure
      className="space-y-2 rounded-3xl border-2 border-emerald-200 bg-emerald-50 p-4"
      data-testid="kids-scene"
      data-scene={board.scene}
    >
      <figcaption className="text-lg font-semibold text-night">Stories matched: {count}</figcaption>
      {pairs.length > 0 && (
        <ul className="space-y-1 text-base text-night">
          {pairs.map((pair) => (
            <li key={pair.left.id} className="flex gap-2">
              <span className="font-emoji" aria-hidden="true">
                {pair.left.emoji ?? "🌾"}
              </span>
              <span>
                <span className="font-semibold">{pair.left.label}</span>: {pair.right.label}
              </span>
            </li>
          ))}
        </ul>
      )}
    </figure>
  );
}
