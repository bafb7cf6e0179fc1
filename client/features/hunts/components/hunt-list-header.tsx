import type { ReactNode } from "react";

/**
 * The list page's header (games.md §4.20): what a treasure hunt is, in a few lines, and the palace rooms it walks
 * through (`rooms`: the games hub's room badges, composed by the page).
 */
export function HuntListHeader({ rooms }: { rooms: ReactNode }) {
  return (
    <header className="space-y-3">
      <h1 className="font-serif text-3xl font-semibold text-night">Treasure Hunt</h1>
      <div className="max-w-3xl space-y-2 text-stone-700">
        <p>
          Every day at 06:00 UTC a new hunt opens: a chain of five to eight clues that leads from a Bible
          theme through the palace rooms and principles to one treasure verse. Each answer unlocks the next
          clue.
        </p>
        <p>
          You have 24 hours from the moment you join. Hints help when you are stuck, but each one costs
          points. Today&apos;s hunt is ranked; earlier editions wait in the archive.
        </p>
      </div>
      {rooms}
    </header>
  );
}
