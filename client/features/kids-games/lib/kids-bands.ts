/**
 * The kids games' age bands (games.md §4.19): the catalogue's age tabs (kept in `?age=`), which games a tab lists,
 * which bands a card offers to play, and the band a game page plays when `?age=` is missing or not one of its own.
 */
import type { GameDef } from "@common/games/registry";
import { isKidsBand, kidsBands, type KidsBand } from "@common/games/rules";

export type AgeTab = KidsBand | "all";

/** The band as a child reads it: "4–6". */
export const bandRange = (band: KidsBand) => band.replace("-", "–");

export const ageTabs: ReadonlyArray<{ id: AgeTab; label: string }> = [
  ...kidsBands.map((band) => ({ id: band, label: bandRange(band) })),
  { id: "all", label: "All" },
];

/** The tab `?age=` names; anything else (or nothing) is All. */
export const parseAgeTab = (value: string | null): AgeTab =>
  value !== null && isKidsBand(value) ? value : "all";

type Banded = { bands: readonly KidsBand[] };

/** The games a tab lists: those played at that age, or every game on All. */
export function gamesForTab<T extends Banded>(games: readonly T[], tab: AgeTab): T[] {
  return tab === "all" ? [...games] : games.filter((game) => game.bands.includes(tab));
}

/** The bands a card's Play buttons open: the tab's band, or every band of the game on All. */
export function playBands(game: Banded, tab: AgeTab): KidsBand[] {
  if (tab === "all") return [...game.bands];
  return game.bands.includes(tab) ? [tab] : [];
}

/** A game's bands, from the registry (its difficulties are its age bands). */
export const gameBands = (game: Pick<GameDef, "difficulties">): KidsBand[] =>
  game.difficulties.map((difficulty) => difficulty.id).filter(isKidsBand);

/** The band a game page plays: `?age=` when it is one of the game's bands, else the game's first band. */
export function resolveBand(game: Pick<GameDef, "difficulties">, age: string | null): KidsBand {
  const bands = gameBands(game);
  if (age !== null && isKidsBand(age) && bands.includes(age)) return age;
  return bands[0] ?? kidsBands[0]!;
}

export const kidsGameHref = (gameId: string, band: KidsBand) => `/kids-games/${gameId}?age=${band}`;

/** The stars a card shows under a tab: the band's best, or the best of any band on All. */
export function starsForTab(
  game: { stars: number; starsByBand: Partial<Record<KidsBand, number>> },
  tab: AgeTab,
): number {
  return tab === "all" ? game.stars : (game.starsByBand[tab] ?? 0);
}
