import { ChevronLeft } from "lucide-react";
import { Link } from "react-router";

/** The catalogue's bright header (games.md §4.19): "Kids Games", and the way back to the games hub. */
export function KidsHeader() {
  return (
    <header className="space-y-2 rounded-3xl bg-gradient-to-r from-indigo-600 via-violet-600 to-fuchsia-600 px-5 py-6 text-white shadow-md sm:px-8 sm:py-8">
      <Link
        to="/games"
        className="inline-flex min-h-12 items-center gap-1 text-base font-medium text-white/90 hover:text-white hover:underline"
      >
        <ChevronLeft className="size-5" aria-hidden="true" />
        All games
      </Link>
      <h1 className="flex items-center gap-3 font-sans text-4xl font-extrabold tracking-tight sm:text-5xl">
        Kids Games
        <span className="font-emoji text-4xl sm:text-5xl" aria-hidden="true">
          🌈
        </span>
      </h1>
      <p className="max-w-xl text-lg font-medium text-white/95">
        Bible games for ages 4 to 12. Tap, match and find, with no clock and no hurry.
      </p>
    </header>
  );
}
