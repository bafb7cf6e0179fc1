import { ChevronRight } from "lucide-react";
import { Link } from "react-router";
import type { ChessLobbyDto } from "@common/schemas/chess";
import { Card } from "@client/components/ui/card";
import { cn } from "@client/lib/cn";
import {
  lobbyOpponent,
  matchHref,
  sortActiveGames,
  turnBadge,
} from "@client/features/chess/lib/chess-format";

/** "Your active games" on the setup page: the member's waiting and active matches, their turn first. */
export function YourActiveGames({ mine }: { mine: ChessLobbyDto["mine"] }) {
  const games = sortActiveGames(mine);
  return (
    <section aria-labelledby="chess-mine" className="space-y-3" data-testid="chess-your-games">
      <h2 id="chess-mine" className="text-lg font-semibold text-night">
        Your active games
      </h2>
      {games.length === 0 ? (
        <p className="text-sm text-stone-600">No matches in progress. Start one above.</p>
      ) : (
        <Card className="px-2">
          <ul className="divide-y divide-stone-200">
            {games.map((game) => {
              const badge = turnBadge(game);
              return (
                <li key={game.id}>
                  <Link
                    to={matchHref(game.id)}
                    className="flex items-center gap-3 rounded-md px-2 py-3 hover:bg-stone-50"
                  >
                    <span className="min-w-0 flex-1">
                      <span className="block font-medium text-night">{lobbyOpponent(game)}</span>
                      {game.status === "active" && (
                        <span className="block text-sm text-stone-600">
                          You {game.scores.you} – {game.scores.opponent} Opponent
                        </span>
                      )}
                    </span>
                    <span
                      className={cn(
                        "shrink-0 rounded-full px-2.5 py-0.5 text-xs font-semibold",
                        badge === "Your turn" ? "bg-gold text-night" : "bg-stone-100 text-stone-700",
                      )}
                    >
                      {badge}
                    </span>
                    <ChevronRight className="size-4 shrink-0 text-stone-400" aria-hidden="true" />
                  </Link>
                </li>
              );
            })}
          </ul>
        </Card>
      )}
    </section>
  );
}
