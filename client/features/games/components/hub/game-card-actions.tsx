import { Link } from "react-router";
import { gameHref, type GameDef } from "@common/games/registry";
import { Button } from "@client/components/ui/button";

/**
 * A playable card's buttons (games.md §2.3): one per registry mode, labelled by the registry, each to its
 * canonical route; games whose buttons go elsewhere (Chain Chess, the adventures) list them in the registry.
 */
export function GameCardActions({ game }: { game: GameDef }) {
  const buttons =
    game.buttons ?? game.modes.map((mode) => ({ label: mode.label, href: gameHref(game, mode.id) }));
  return (
    <div className="flex flex-wrap gap-2">
      {buttons.map((button, index) => (
        <Button key={button.href} asChild size="sm" variant={index === 0 ? "primary" : "outline"}>
          <Link to={button.href} aria-label={`${button.label}: ${game.title}`}>
            {button.label}
          </Link>
        </Button>
      ))}
    </div>
  );
}
