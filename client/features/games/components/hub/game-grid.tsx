import { Button } from "@client/components/ui/button";
import type { HubItem } from "@client/features/games/lib/hub-items";
import type { OpenLeaderboard } from "./bests-section";
import { GameCard } from "./game-card";
import { KidsTile } from "./kids-tile";

/** The hub's grid (games.md §2.1 item 6) after filtering, with a count for screen readers and an empty state. */
export function GameGrid({
  items,
  trialAvailable,
  filtered,
  onClearFilters,
  onOpenLeaderboard,
}: {
  items: readonly HubItem[];
  trialAvailable: boolean;
  /** Whether any filter is set (the empty state then offers to clear them). */
  filtered: boolean;
  onClearFilters: () => void;
  onOpenLeaderboard: OpenLeaderboard;
}) {
  return (
    <div className="space-y-3">
      <p role="status" className="sr-only">
        {items.length === 1 ? "1 game shown" : `${items.length} games shown`}
      </p>
      {items.length === 0 ? (
        <div className="rounded-xl border border-dashed border-stone-300 bg-white p-8 text-center">
          <p className="font-medium text-night">No games match these filters.</p>
          <p className="mt-1 text-sm text-stone-600">
            Try another category or search: a room tag such as BL, or a word from a game's name.
          </p>
          {filtered && (
            <Button variant="outline" size="sm" className="mt-4" onClick={onClearFilters}>
              Clear filters
            </Button>
          )}
        </div>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {items.map((item) => (
            <li key={item.key}>
              {item.kind === "game" ? (
                <GameCard
                  entry={item.entry}
                  trialAvailable={trialAvailable}
                  onOpenLeaderboard={onOpenLeaderboard}
                />
              ) : (
                <KidsTile locked={item.locked} trialAvailable={trialAvailable} />
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
