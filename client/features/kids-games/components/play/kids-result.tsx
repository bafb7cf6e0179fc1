import { useEffect, useRef } from "react";
import { Link } from "react-router";
import type { GameResultDto } from "@common/schemas/games";
import { Button } from "@client/components/ui/button";
import { resultStars } from "@client/features/kids-games/lib/kids-stars";
import { Stars } from "../stars";

/**
 * The end of a kids game (games.md §4.19): the stars, big, the result's title and a short Bible sentence, Play
 * again on the same band and the way back to the catalogue. No points, no leaderboard.
 */
export function KidsResult({
  result,
  sentence,
  onPlayAgain,
  starting,
}: {
  result: GameResultDto;
  sentence: { text: string; refs: string[] } | null;
  onPlayAgain: () => void;
  starting: boolean;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section
      className="flex flex-col items-center gap-5 rounded-3xl border-2 border-amber-300 bg-gradient-to-b from-amber-50 to-white px-4 py-10 text-center shadow-sm"
      aria-labelledby="kids-result-title"
      data-testid="kids-result"
    >
      <Stars stars={resultStars(result)} size="xl" />
      <h2
        id="kids-result-title"
        ref={heading}
        tabIndex={-1}
        className="font-sans text-3xl font-extrabold text-night focus:outline-none sm:text-4xl"
      >
        {result.title}
      </h2>
      {sentence && (
        <figure className="max-w-2xl space-y-2" data-testid="kids-result-verse">
          <blockquote className="font-serif text-2xl leading-relaxed text-ink">{sentence.text}</blockquote>
          {sentence.refs.length > 0 && (
            <figcaption className="text-base font-semibold text-amber-900">
              {sentence.refs.join("; ")}
            </figcaption>
          )}
        </figure>
      )}
      <div className="flex flex-col items-center gap-3 sm:flex-row">
        <Button
          size="lg"
          onClick={onPlayAgain}
          busy={starting}
          className="h-14 min-w-40 rounded-full bg-emerald-600 px-8 text-xl font-extrabold text-white hover:bg-emerald-700"
        >
          Play again
        </Button>
        <Button
          asChild
          size="lg"
          variant="outline"
          className="h-14 rounded-full border-2 px-8 text-xl font-bold"
        >
          <Link to="/kids-games">Back to Kids Games</Link>
        </Button>
      </div>
    </section>
  );
}
