import { Lock, Play } from "lucide-react";
import { Link } from "react-router";
import type { KidsCatalogDto } from "@common/schemas/games";
import { kidsBandLabel } from "@common/games/rules";
import { Button } from "@client/components/ui/button";
import { cn } from "@client/lib/cn";
import {
  type AgeTab,
  bandRange,
  kidsGameHref,
  playBands,
  starsForTab,
} from "@client/features/kids-games/lib/kids-bands";
import { Stars } from "../stars";

type KidsCatalogGame = KidsCatalogDto["games"][number];

/** Bright card colours, one after another down the grid (Tailwind needs the whole class names). */
const tints = [
  "border-sky-200 bg-sky-50",
  "border-amber-200 bg-amber-50",
  "border-emerald-200 bg-emerald-50",
  "border-pink-200 bg-pink-50",
  "border-violet-200 bg-violet-50",
  "border-orange-200 bg-orange-50",
] as const;

/**
 * One kids game in the catalogue (games.md §4.19): its big emoji, name, sentence, age bands and stars so far, and
 * Play on the tab's band (on All, one Play per band). A locked account sees a lock instead of Play.
 */
export function KidsGameCard({
  game,
  tab,
  index,
  locked,
}: {
  game: KidsCatalogGame;
  tab: AgeTab;
  index: number;
  locked: boolean;
}) {
  const headingId = `kids-card-title-${game.id}`;
  const bands = playBands(game, tab);
  const stars = starsForTab(game, tab);
  return (
    <article
      aria-labelledby={headingId}
      data-testid={`kids-card-${game.id}`}
      className={cn(
        "flex h-full flex-col gap-3 rounded-3xl border-2 p-5 shadow-sm",
        tints[index % tints.length],
      )}
    >
      <div className="flex items-start gap-4">
        <span className="font-emoji text-6xl leading-none" aria-hidden="true">
          {game.icon}
        </span>
        <div className="min-w-0 flex-1 space-y-1">
          <h2 id={headingId} className="font-sans text-2xl font-bold text-night">
            {game.title}
          </h2>
          <p className="text-base text-stone-700">{game.tagline}</p>
        </div>
      </div>
      <ul className="flex flex-wrap gap-1.5" aria-label="Ages">
        {game.bands.map((band) => (
          <li
            key={band}
            className="rounded-full bg-white px-3 py-1 text-sm font-semibold text-violet-900 ring-1 ring-violet-200"
          >
            {kidsBandLabel(band)}
          </li>
        ))}
      </ul>
      <Stars stars={stars} />
      <div className="mt-auto space-y-2 pt-1">
        {locked ? (
          <p className="inline-flex min-h-12 items-center gap-2 font-semibold text-amber-900">
            <Lock className="size-5" aria-hidden="true" />
            Premium
          </p>
        ) : (
          <>
            {bands.length > 1 && (
              <p className="text-sm font-semibold text-stone-700" aria-hidden="true">
                Play for ages
              </p>
            )}
            <div className="flex flex-wrap gap-2">
              {bands.map((band) => (
                <Button
                  key={band}
                  asChild
                  size="lg"
                  className={cn(
                    "min-w-12 rounded-full bg-emerald-600 text-lg font-bold text-white hover:bg-emerald-700",
                    bands.length > 1 && "px-4",
                  )}
                >
                  <Link
                    to={kidsGameHref(game.id, band)}
                    aria-label={`Play ${game.title}, ${kidsBandLabel(band).toLowerCase()}`}
                  >
                    <Play className="size-5 fill-current" aria-hidden="true" />
                    {bands.length > 1 ? bandRange(band) : "Play"}
                  </Link>
                </Button>
              ))}
            </div>
          </>
        )}
      </div>
    </article>
  );
}
