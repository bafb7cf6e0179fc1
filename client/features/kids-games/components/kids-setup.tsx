import { Play } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import type { GameDef } from "@common/games/registry";
import { kidsBandLabel, type KidsBand } from "@common/games/rules";
import { Alert } from "@client/components/ui/alert";
import { Button } from "@client/components/ui/button";
import { bandRange, gameBands, kidsGameHref } from "@client/features/kids-games/lib/kids-bands";
import { Stars } from "./stars";

/**
 * Before a kids game (games.md §4.19): the game's picture, the age band it plays, the stars earned on that band, and
 * one big Play. Other bands of the game are a tap away. A locked account sees the upgrade prompt instead of Play.
 */
export function KidsSetup({
  game,
  band,
  stars,
  onPlay,
  starting,
  error,
  locked,
}: {
  game: GameDef;
  band: KidsBand;
  /** Stars earned so far on this band; null while unknown. */
  stars: number | null;
  onPlay: () => void;
  starting: boolean;
  error: string | null;
  /** The upgrade prompt, when the plan lacks kids games. */
  locked: ReactNode;
}) {
  const others = gameBands(game).filter((other) => other !== band);
  return (
    <section
      className="flex flex-col items-center gap-4 rounded-3xl border-2 border-sky-200 bg-sky-50 px-4 py-8 text-center shadow-sm sm:py-10"
      aria-label="Get ready"
      data-testid="kids-setup"
    >
      <span className="font-emoji text-8xl leading-none" aria-hidden="true">
        {game.icon}
      </span>
      <p
        className="rounded-full bg-white px-4 py-1.5 text-lg font-bold text-violet-900 ring-2 ring-violet-200"
        data-testid="kids-band"
      >
        {kidsBandLabel(band)}
      </p>
      {stars !== null && <Stars stars={stars} size="md" className="text-4xl" />}
      {locked ?? (
        <Button
          size="lg"
          onClick={onPlay}
          busy={starting}
          data-testid="kids-play"
          className="h-16 min-w-48 rounded-full bg-emerald-600 px-10 text-2xl font-extrabold text-white hover:bg-emerald-700"
        >
          {!starting && <Play className="size-7 fill-current" aria-hidden="true" />}
          Play
        </Button>
      )}
      {error && (
        <Alert tone="destructive" className="max-w-md text-left">
          {error}
        </Alert>
      )}
      {others.length > 0 && (
        <nav
          aria-label="Other ages"
          className="flex flex-wrap items-center justify-center gap-2 text-stone-700"
        >
          <span>Other ages:</span>
          {others.map((other) => (
            <Link
              key={other}
              to={kidsGameHref(game.id, other)}
              replace
              className="inline-flex min-h-12 min-w-12 items-center justify-center rounded-full px-3 font-semibold text-violet-800 underline-offset-4 hover:underline"
              aria-label={kidsBandLabel(other)}
            >
              {bandRange(other)}
            </Link>
          ))}
        </nav>
      )}
    </section>
  );
}
