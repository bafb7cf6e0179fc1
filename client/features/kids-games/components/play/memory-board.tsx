import type { KidsBoardDto } from "@common/schemas/games";
import { cn } from "@client/lib/cn";
import { canTurn, pairsFound } from "@client/features/kids-games/lib/kids-play";
import type { BoardProps } from "./board-props";

type MemoryCard = Extract<KidsBoardDto, { play: "memory" }>["cards"][number];

/** Noah's ark, filling up with the animals found so far. */
function Ark({ board }: { board: Extract<KidsBoardDto, { play: "memory" }> }) {
  return (
    <figure
      className="flex flex-col items-center gap-2 rounded-3xl border-2 border-sky-200 bg-gradient-to-b from-sky-100 to-sky-200 p-4"
      data-testid="kids-ark"
    >
      <ul className="flex min-h-12 flex-wrap items-end justify-center gap-1" aria-label="On the ark">
        {board.found.map((animal, index) => (
          <li key={`${animal.id}:${index}`} className="font-emoji text-4xl leading-none">
            <span aria-hidden="true">{animal.emoji}</span>
            <span className="sr-only">{animal.label}</span>
          </li>
        ))}
      </ul>
      <span className="font-emoji text-7xl leading-none" aria-hidden="true">
        🚢
      </span>
      <figcaption className="text-lg font-semibold text-night">
        On the ark: {pairsFound(board)} of {board.pairs} pairs
      </figcaption>
    </figure>
  );
}

const cardName = (card: MemoryCard, index: number) =>
  card.face
    ? `Card ${index + 1}: ${card.face.label}${card.matched ? ", found" : ""}`
    : `Card ${index + 1}, face down`;

/**
 * Two by Two's memory board: turn two cards at a time to find the animal pairs; a pair that doesn't match stays up
 * until the next tap (the server turns it back, so no timer is needed), and found pairs board the ark.
 */
export function MemoryBoard({ board, wobble, onWobbleEnd, onTap }: BoardProps<"memory">) {
  return (
    <div className="space-y-5">
      <Ark board={board} />
      <ul
        className={cn(
          "mx-auto grid max-w-2xl grid-cols-4 gap-2 sm:gap-3",
          board.cards.length > 12 && "sm:grid-cols-6",
        )}
        aria-label="Cards"
      >
        {board.cards.map((card, index) => {
          const inactive = !canTurn(board, card);
          return (
            <li key={card.card}>
              <button
                type="button"
                aria-label={cardName(card, index)}
                aria-disabled={inactive || undefined}
                data-testid="kids-card"
                data-card={card.card}
                data-face={card.face?.label ?? ""}
                data-matched={card.matched ? "true" : "false"}
                onClick={() => {
                  if (!inactive) onTap({ choice: card.card }, card.card);
                }}
                onAnimationEnd={onWobbleEnd}
                className={cn(
                  "flex aspect-square min-h-12 w-full min-w-12 cursor-pointer flex-col items-center justify-center rounded-2xl border-2 shadow-sm transition-colors",
                  card.face === null && "border-sky-600 bg-sky-500 hover:bg-sky-600",
                  card.face !== null && !card.matched && "border-amber-400 bg-white",
                  inactive && "cursor-default",
                  card.matched && "cursor-default border-emerald-500 bg-emerald-100",
                  wobble === card.card && "kids-wobble",
                )}
              >
                {card.face ? (
                  <>
                    <span className="font-emoji text-4xl leading-none sm:text-5xl" aria-hidden="true">
                      {card.face.emoji}
                    </span>
                    {!card.face.pictureOnly && (
                      <span className="mt-1 text-sm font-semibold text-night" aria-hidden="true">
                        {card.face.label}
                      </span>
                    )}
                  </>
                ) : (
                  <span className="font-emoji text-3xl text-white" aria-hidden="true">
                    🌊
                  </span>
                )}
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
