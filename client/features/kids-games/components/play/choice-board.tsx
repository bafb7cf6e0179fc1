import { Search } from "lucide-react";
import { Fragment } from "react";
import { Button } from "@client/components/ui/button";
import { cn } from "@client/lib/cn";
import type { BoardProps } from "./board-props";
import { KidsTile } from "./kids-tile";

/** A verse with its missing words drawn as blanks (and said as "blank"). */
function VerseWithBlanks({ text }: { text: string }) {
  const parts = text.split(/_{2,}/);
  return (
    <>
      {parts.map((part, index) => (
        <Fragment key={index}>
          {part}
          {index < parts.length - 1 && (
            <span
              className="mx-1 inline-block w-20 border-b-4 border-sky-500 align-baseline"
              data-testid="kids-blank"
            >
              <span className="sr-only">blank</span>
            </span>
          )}
        </Fragment>
      ))}
    </>
  );
}

/**
 * A choice board (Verse Builder, Who Am I?): the verse with its blank or the clues so far ("Another clue" shows one
 * more), and the tiles to pick from. A tile tapped wrongly fades and can't be tapped again this round.
 */
export function ChoiceBoard({
  board,
  wobble,
  onWobbleEnd,
  onTap,
  readAloud,
  young,
  onMoreClue,
  clueBusy,
}: BoardProps<"choice"> & { onMoreClue: () => void; clueBusy: boolean }) {
  return (
    <div className="space-y-5">
      {board.verse && (
        <figure
          className="space-y-2 rounded-3xl border-2 border-amber-200 bg-amber-50 p-5"
          data-testid="kids-verse"
        >
          <blockquote className="font-serif text-2xl leading-relaxed text-ink sm:text-3xl">
            <VerseWithBlanks text={board.verse.text} />
          </blockquote>
          <figcaption className="text-base font-semibold text-amber-900">{board.verse.ref} (KJV)</figcaption>
        </figure>
      )}
      {board.clues && board.clues.length > 0 && (
        <ol className="space-y-2" aria-label="Clues" data-testid="kids-clues">
          {board.clues.map((clue, index) => (
            <li
              key={index}
              className="flex items-start gap-3 rounded-2xl border-2 border-sky-200 bg-sky-50 p-4 text-xl text-night"
            >
              <span className="font-emoji text-2xl leading-none" aria-hidden="true">
                🔎
              </span>
              <span>
                <span className="font-bold">Clue {index + 1}: </span>
                {clue}
              </span>
            </li>
          ))}
        </ol>
      )}
      {board.moreClues && (
        <Button
          variant="outline"
          size="lg"
          onClick={onMoreClue}
          busy={clueBusy}
          className="min-w-12 rounded-full border-2 border-sky-300 text-lg font-semibold"
          data-testid="kids-more-clue"
        >
          {!clueBusy && <Search className="size-5" aria-hidden="true" />}
          Another clue
        </Button>
      )}
      <ul
        className={cn("grid grid-cols-2 gap-3", board.tiles.length > 3 ? "sm:grid-cols-4" : "sm:grid-cols-3")}
        aria-label="Pick one"
      >
        {board.tiles.map((tile, index) => (
          <li key={tile.id}>
            <KidsTile
              tile={tile}
              index={index}
              size="lg"
              state={board.tried.includes(tile.id) ? "tried" : "idle"}
              wobble={wobble === tile.id}
              onWobbleEnd={onWobbleEnd}
              onTap={() => onTap({ choice: tile.id }, tile.id)}
              readAloud={readAloud}
              speaker={young}
            />
          </li>
        ))}
      </ul>
    </div>
  );
}
