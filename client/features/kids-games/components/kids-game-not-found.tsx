import { Link } from "react-router";
import { Button } from "@client/components/ui/button";

/** `/kids-games/{id}` naming no kids game (games.md §4.19): "Game not found" and the way back. */
export function KidsGameNotFound() {
  return (
    <section
      className="flex flex-col items-center gap-4 rounded-3xl border-2 border-violet-200 bg-white px-4 py-12 text-center shadow-sm"
      data-testid="kids-game-not-found"
    >
      <span className="font-emoji text-7xl" aria-hidden="true">
        🔍
      </span>
      <h1 className="font-sans text-3xl font-bold text-night">Game not found</h1>
      <p className="max-w-md text-lg text-stone-700">We looked everywhere, but there is no game here.</p>
      <Button asChild size="lg" className="rounded-full text-lg">
        <Link to="/kids-games">Back to Kids Games</Link>
      </Button>
    </section>
  );
}
