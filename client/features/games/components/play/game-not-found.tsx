import { Compass } from "lucide-react";
import { Link } from "react-router";
import { gameMessages } from "@common/games/messages";
import { Button } from "@client/components/ui/button";

/** An address that names no live game (games.md §4.18): the "Game Not Found" panel and the way back to the hub. */
export function GameNotFound() {
  return (
    <section
      className="flex flex-col items-center gap-4 rounded-xl border border-stone-200 bg-white px-4 py-12 text-center shadow-sm"
      data-testid="game-not-found"
    >
      <Compass className="size-12 text-gold-dark" aria-hidden="true" />
      <h1 className="text-3xl font-semibold text-night">{gameMessages.notFound}</h1>
      <p className="max-w-md text-stone-600">
        There is no game at this address. Every game we offer is listed in the games hub.
      </p>
      <Button asChild>
        <Link to="/games">{gameMessages.backToGames}</Link>
      </Button>
    </section>
  );
}
